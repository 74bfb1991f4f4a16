import Foundation
import QuizCore
import QuizUI
import TerminalKit

/// The day statistics are drawn as of when they hold no daily result.
private let someDay = CalendarDay(year: 2026, month: 11, day: 30) ?? CalendarDay(dayNumber: 0)

/// True for a character that acts on a terminal or reorders text: C0 and C1 controls and
/// DEL (a line break aside), the line and paragraph separators, the bidirectional controls.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0A: return false
  case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029: return true
  case 0x202A...0x202E, 0x2066...0x2069: return true
  default: return false
  }
}

private func holdsControls(_ text: String) -> Bool {
  text.unicodeScalars.contains(where: isControl)
}

/// The statistics file: any bytes give `Statistics` or `nil` (damaged, set aside).
///
/// Statistics that are read must save and read back the same, stay possible after a game
/// more (a solve, a skip, a puzzle solved in a retry round, a left one, a finish and a daily
/// result), and be drawn without trapping: as `quiz stats` text (no control character, the
/// chart within the width), as the start screen's page (every line within its width), as
/// `quiz stats --json` (one line that reads back as the same counts, controls escaped) and
/// as the daily result card of their latest day. The input's length picks the language
/// (English, Spanish, Chinese, French) and the width (1, 24, 80 or 300 columns), so the seeds'
/// files stay statistics files as they are and every pair is tried.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStats(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard let stats = Statistics.decode(data) else { return 0 }
  guard let saved = try? stats.encoded(), Statistics.decode(saved) == stats else {
    fatalError("statistics that were read cannot be saved and read back the same")
  }
  let strings = [Strings.english, .spanish, .chinese, .french][count % 4]
  let width = [1, 24, 80, 300][count / 4 % 4]
  let today = stats.daily.keys.compactMap { CalendarDay($0) }.max() ?? someDay
  draw(stats, today: today, width: width, strings: strings)
  if let result = stats.dailyResult(on: today) {
    let card = DailyCard(
      result: result, day: today, answer: [], statistics: stats, language: "en",
      letters: count % 40)
    if holdsControls(card.answer) || holdsControls(card.share.text) {
      fatalError("the daily card shows a control character")
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
  guard next.isPossible else { fatalError("a game more makes impossible statistics") }
  guard let again = try? next.encoded(), Statistics.decode(again) == next else {
    fatalError("statistics after a game more cannot be saved and read back the same")
  }
  draw(next, today: someDay, width: width, strings: strings)
  return 0
}

/// Draws `stats` as text `width` columns wide, as the page and as JSON, checking what each
/// must hold.
private func draw(_ stats: Statistics, today: CalendarDay, width: Int, strings: Strings) {
  let text = StatsText.render(stats, today: today, width: width, strings: strings)
  if holdsControls(text) { fatalError("stats text holds a control character") }
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  let room = max(width, StatsText.narrowest)
  if lines.suffix(Statistics.hintBuckets).contains(where: { TextWidth.of($0) > room }) {
    fatalError("a chart line is wider than \(room) columns")
  }
  let page = StatsPage(statistics: stats, today: today)
  if page.lines(columns: width, strings: strings).contains(where: {
    TextWidth.of($0) > max(1, width - 2)
  }) {
    fatalError("a stats page line is wider than its screen")
  }
  let line = StatsText.json(stats, today: today)
  guard line.hasSuffix("\n"), !holdsControls(String(line.dropLast())) else {
    fatalError("stats JSON is not one line with its controls escaped")
  }
  guard
    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
    object["games"] as? Int == stats.games, object["solved"] as? Int == stats.solved,
    object["skipped"] as? Int == stats.skipped,
    object["hintsPerSolved"] as? [Int] == stats.hintsPerSolved,
    (object["bestScores"] as? [String: Int])?.count == stats.bestScores.count
  else { fatalError("stats JSON does not read back as the counts") }
}
