import Foundation
import MutationSupport
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// Mutated statistics files are read as statistics or refused as damaged; statistics that
/// are read save and read back the same, take a game more, and are drawn as `quiz stats`
/// text (at widths from 1 to 300 columns, in each language), as the start screen's page and
/// as JSON, never trapping.
@Suite("Statistics mutation")
struct StatsMutationTests {
  /// The statistics files of the fuzz corpus: written by real games (scripted games, a
  /// run of dailies, three languages, a bank path with accents and a wide letter), one
  /// pretty-printed as earlier versions wrote it, one with controls in its names.
  static let seeds: [[UInt8]] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../FuzzTesting/Corpus/stats").standardizedFileURL
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      (try? Data(contentsOf: folder.appendingPathComponent(name))).map { [UInt8]($0) }
    }
  }()

  /// The day the statistics are drawn as of when they hold no daily result.
  static let someDay = CalendarDay(year: 2026, month: 11, day: 30) ?? CalendarDay(dayNumber: 0)

  /// A wrong thing about statistics that were read, or `nil` when all is sound.
  static func complaint(about stats: Statistics) -> String? {
    guard let saved = try? stats.encoded(), Statistics.decode(saved) == stats else {
      return "statistics that were read cannot be saved and read back the same"
    }
    let latest = stats.daily.keys.compactMap { CalendarDay($0) }.max()
    let today = latest ?? someDay
    // One language and one width per file, taking each in turn over the runs.
    let turn = Int(stats.puzzlesPlayed.magnitude % 12)
    let strings = Strings.all[turn % Strings.all.count]
    let width = [80, 1, 24, 300][turn / 3]
    if let complaint = complaint(aboutText: stats, today: today, width: width, strings: strings) {
      return complaint
    }
    if let complaint = complaint(aboutJSON: stats, today: today) { return complaint }
    for day in [latest, someDay].compactMap({ $0 }) {
      guard let result = stats.dailyResult(on: day) else { continue }
      let card = DailyCard(
        result: result, day: day, answer: [], statistics: stats, language: "en", letters: 4)
      if let bad = [card.answer, card.share.text].first(where: holdsControls) {
        return "daily card of \(day) shows a control character: \(bad.debugDescription)"
      }
    }
    var next = stats
    next.recordGameStarted()
    next.record(PuzzleRecord(outcome: .solved, picks: 3, hints: 1, seconds: 12.5))
    next.record(PuzzleRecord(outcome: .skipped, hints: 2, wrongTries: 1, seconds: 3))
    next.recordRetried(PuzzleRecord(outcome: .solved, picks: 4, wrongTries: 2, seconds: 7))
    next.record(PuzzleRecord(outcome: .abandoned, picks: 1))
    next.recordGameFinished(pack: "en", score: 1300)
    next.recordDaily(DailyResult(PuzzleRecord(outcome: .solved, picks: 5)), on: someDay)
    guard next.isPossible else { return "a game more makes impossible statistics: \(next)" }
    guard let again = try? next.encoded(), Statistics.decode(again) == next else {
      return "statistics after a game more cannot be saved and read back the same"
    }
    return nil
  }

  /// True when `text` holds a character that acts on a terminal or reorders text (a line
  /// break aside).
  static func holdsControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && JSONText.isEscaped($0) }
  }

  /// What is wrong with the text of `quiz stats` and the start screen's page at `width`.
  static func complaint(
    aboutText stats: Statistics, today: CalendarDay, width: Int, strings: Strings
  ) -> String? {
    let text = StatsText.render(stats, today: today, width: width, strings: strings)
    if holdsControls(text) { return "stats text holds a control: \(text.debugDescription)" }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let chart = lines.suffix(Statistics.hintBuckets)
    let room = max(width, StatsText.narrowest)
    if let wide = chart.first(where: { TextWidth.of($0) > room }) {
      return "chart line wider than \(room) columns: \(wide.debugDescription)"
    }
    let page = StatsPage(statistics: stats, today: today)
    if let wide = page.lines(columns: width, strings: strings).first(where: {
      TextWidth.of($0) > max(1, width - 2)
    }) {
      return "stats page line wider than \(width - 2) columns: \(wide.debugDescription)"
    }
    return nil
  }

  /// What is wrong with `quiz stats --json`: one line of JSON holding the counts, with
  /// every control escaped.
  static func complaint(aboutJSON stats: Statistics, today: CalendarDay) -> String? {
    let line = StatsText.json(stats, today: today)
    guard line.hasSuffix("\n"), !holdsControls(String(line.dropLast())) else {
      return "stats JSON is not one line with controls escaped: \(line.debugDescription)"
    }
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      object["games"] as? Int == stats.games, object["solved"] as? Int == stats.solved,
      object["skipped"] as? Int == stats.skipped,
      object["hintsPerSolved"] as? [Int] == stats.hintsPerSolved,
      (object["bestScores"] as? [String: Int])?.count == stats.bestScores.count
    else { return "stats JSON does not read back as the counts: \(line)" }
    return nil
  }

  /// Reads `bytes` as statistics; those that are read must be sound (``complaint(about:)``).
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    guard let stats = Statistics.decode(Data(bytes)) else { return .refused }
    return complaint(about: stats).map(MutationOutcome.wrong) ?? .accepted
  }

  @Test("the seeds are statistics files that are read")
  func seedsRead() {
    #expect(Self.seeds.count >= 5)
    for seed in Self.seeds { #expect(Self.outcome(of: seed) == .accepted) }
  }

  @Test("mutated statistics files are read soundly or refused, and what is read is drawn")
  func mutatedStatistics() {
    var mutator = ByteMutator(seed: 0x57A7)
    let runs = MutationRuns.count(default: 3000)
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.outcome) { mutator in
      let seed = mutator.pick(Self.seeds)
      switch mutator.random.below(3) {
      case 0: return mutator.replacingJSONNumber(in: seed)
      case 1: return mutator.replacingJSONString(in: seed)
      default: return mutator.mutate(seed, donors: Self.seeds)
      }
    }
    guard let (accepted, refused) = tally else { return }
    #expect(accepted > 100, "only \(accepted) mutated statistics files were read")
    #expect(refused > 100, "only \(refused) mutated statistics files were refused")
  }
}
