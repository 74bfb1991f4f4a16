import Foundation
import QuizCore
import TerminalKit

/// `quiz stats` as text and as JSON.
public enum StatsText {
  /// The narrowest width the chart is drawn for.
  public static let narrowest = 24

  /// The statistics as lines of text fitting `width` columns, as of `today`.
  public static func render(
    _ stats: Statistics, today: CalendarDay, width: Int, strings: Strings = .english
  ) -> String {
    var lines: [String] = []
    let labels = strings.statsLabels
    // Labels padded by display width, so values line up with two-column labels too.
    let labelWidth = max(16, (labels.all.map { TextWidth.of($0) }.max() ?? 0) + 2)
    func row(_ label: String, _ value: String) {
      lines.append(
        label + String(repeating: " ", count: max(0, labelWidth - TextWidth.of(label))) + value)
    }
    row(
      labels.games,
      strings.statsGames(Strings.Games(played: stats.games, finished: stats.gamesFinished)))
    row(labels.puzzles, strings.statsPuzzles(stats.puzzlesPlayed))
    let rate = stats.solveRate.map { " (\(Int(roundedClamping: $0 * 100))%)" } ?? ""
    row(labels.solved, "\(stats.solved)\(rate)")
    row(labels.skipped, "\(stats.skipped)")
    row(labels.hints, "\(stats.hints)")
    row(labels.wrongTries, "\(stats.wrongTries)")
    row(
      labels.averageTime,
      stats.averageSolveSeconds.map { strings.statsAverage(duration($0, strings: strings)) }
        ?? "—")
    let played =
      stats.dailyResult(on: today).map { $0.outcome == .solved ? "✓" : "✗" } ?? strings.statsNotYet
    row(
      labels.streak,
      strings.statsStreak(
        Strings.Streak(
          current: stats.currentStreak(today: today), best: stats.bestStreak(upTo: today)),
        played))
    if !stats.bestScores.isEmpty {
      lines.append("")
      lines.append(strings.statsBestScores)
      // Padded by display width: a Chinese or emoji pack name takes two columns a character.
      let names = stats.bestScores.keys.map { ($0, TextSafety.forMessage($0)) }
      let nameWidth = min(24, names.map { TextWidth.of($0.1) }.max() ?? 0)
      for (pack, name) in names.sorted(by: { $0.0 < $1.0 }) {
        let score = stats.bestScores[pack] ?? 0
        let padding = String(repeating: " ", count: max(0, nameWidth - TextWidth.of(name)))
        lines.append("  " + name + padding + "  \(score)")
      }
    }
    lines.append("")
    lines.append(strings.statsChartTitle)
    lines += chart(stats.hintsPerSolved, width: width)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One bar per bucket (`0`…`4`, `5+`), the longest filling the width left after the label
  /// and the count; a bucket with any count gets at least one block.
  public static func chart(_ counts: [Int], width: Int) -> [String] {
    let largest = counts.max() ?? 0
    let countWidth = String(largest).count
    let room = max(1, max(width, narrowest) - 5 - countWidth - 1)
    return counts.enumerated().map { index, count in
      let label = index == counts.count - 1 ? "\(index)+" : "\(index)"
      // NB: scaled in full width: `count * room` overflows for counts past about 1.6e17.
      let length = largest <= 0 ? 0 : max(count > 0 ? 1 : 0, count.scaled(room, over: largest))
      let bar = String(repeating: "█", count: length)
      return label.padding(toLength: 3, withPad: " ", startingAt: 0) + "  " + bar
        + (length > 0 ? " " : "") + "\(count)"
    }
  }

  /// `12.5 s`, `3 min 05 s`, with the language's decimal mark and units (`12,5 s`,
  /// `3 分 05 秒`).
  static func duration(_ seconds: Double, strings: Strings = .english) -> String {
    if seconds < 60 {
      let text = String(format: "%.1f", seconds)
      return strings.statsSeconds(text.replacingOccurrences(of: ".", with: strings.decimalMark))
    }
    // NB: clamped: a file may hold an average past `Int`'s range, where `Int(_:)` traps.
    let whole = Int(roundedClamping: seconds)
    let rest = whole % 60
    return strings.statsMinutes(
      Strings.Clock(minutes: whole / 60, seconds: (rest < 10 ? "0" : "") + String(rest)))
  }

  /// The statistics as one JSON object, as of `today`.
  public static func json(_ stats: Statistics, today: CalendarDay) -> String {
    var daily: [String: Any] = ["today": today.description]
    daily["current"] = stats.currentStreak(today: today)
    daily["best"] = stats.bestStreak(upTo: today)
    daily["played"] = stats.dailyResult(on: today) != nil
    if let result = stats.dailyResult(on: today) { daily["outcome"] = result.outcome.rawValue }
    let object: [String: Any] = [
      "games": stats.games, "gamesFinished": stats.gamesFinished,
      "puzzlesPlayed": stats.puzzlesPlayed, "solved": stats.solved, "skipped": stats.skipped,
      "solveRate": stats.solveRate ?? NSNull(), "hints": stats.hints,
      "wrongTries": stats.wrongTries,
      "averageSolveSeconds": stats.averageSolveSeconds ?? NSNull(),
      "bestScores": stats.bestScores, "bestSolved": stats.bestSolved ?? [:],
      "hintsPerSolved": stats.hintsPerSolved,
      "streak": daily,
    ]
    return JSONText.line(object)
  }
}
