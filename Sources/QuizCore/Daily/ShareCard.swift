/// The card a player shares after the daily puzzle: which puzzle it was and how it went,
/// in emoji and numbers only, so it spoils nothing and reads the same in every language.
///
/// ```text
/// quiz daily #338 · en
/// 🟨🟨🟨🟨🟨
/// 🟩🟩🟩🟩🟩
/// 💡 1  🧹 0  🔥 4
/// ```
///
/// The heading names the puzzle's number in its language's sequence
/// (``DailySchedule/number(for:)``) and the language; a day before that sequence began is
/// named by its date instead. Then one row per attempt at the full answer, a square per
/// letter: 🟨 for a wrong one, 🟩 for the one that solved it, ⬛ closing a puzzle left
/// unsolved; more than ``foldedAfter`` wrong attempts fold into one row with their count
/// (`🟨🟨🟨🟨🟨 ×7`), and an answer longer than ``widestRow`` letters shows its first
/// ``longRow`` squares and how many more (`+5`). The last row: reveal hints (💡), decoy
/// removals (🧹, left out when a result older than these does not tell them apart) and
/// the streak (🔥). Every count above ``countCap`` shows as `9999+`. So the card is at
/// most 7 lines and 40 columns, whatever happened.
public struct ShareCard: Equatable, Sendable {
  /// The puzzle's number in its language's sequence, or `nil` before the sequence began.
  public var number: Int?
  /// The day, named in the heading when there is no number.
  public var day: CalendarDay
  /// The language code of the puzzle's sequence (`en`, `es`, `zh`, `fr`).
  public var language: String
  /// Letters in the answer (one square each).
  public var letters: Int
  /// Wrong attempts at the full answer.
  public var wrongTries: Int
  /// True when the last attempt solved it.
  public var solved: Bool
  /// Hints that revealed a letter.
  public var reveals: Int
  /// Hints that removed decoys, or `nil` when not known (then ``reveals`` holds all hints).
  public var removals: Int?
  /// The streak as of the day.
  public var streak: Int

  /// More wrong attempts than this fold into one row with their count.
  public static let foldedAfter = 4
  /// The most squares a row shows one per letter.
  public static let widestRow = 16
  /// The squares shown of an answer longer than ``widestRow``, before `+N`.
  public static let longRow = 12
  /// The largest count written out; larger ones show as this followed by `+`.
  public static let countCap = 9999

  /// A card.
  public init(
    number: Int?, day: CalendarDay, language: String, letters: Int, wrongTries: Int,
    solved: Bool, reveals: Int, removals: Int?, streak: Int
  ) {
    self.number = number
    self.day = day
    self.language = language
    self.letters = letters
    self.wrongTries = wrongTries
    self.solved = solved
    self.reveals = reveals
    self.removals = removals
    self.streak = streak
  }

  /// The card of `result`, the daily of `day` in the sequence of `language`, whose answer
  /// has `letters` letters, with the streak as of that day.
  public init(
    result: DailyResult, day: CalendarDay, language: String, letters: Int, streak: Int
  ) {
    let removals = result.removals.map { min(max(0, $0), max(0, result.hints)) }
    self.init(
      number: DailySchedule.number(for: day), day: day, language: language, letters: letters,
      wrongTries: result.wrongTries, solved: result.outcome == .solved,
      reveals: result.hints - (removals ?? 0), removals: removals, streak: streak)
  }

  /// The heading: `quiz daily #338 · en`, or `quiz daily 2025-06-01 · en` before the
  /// sequence began.
  public var heading: String {
    let name = number.map { "#\($0)" } ?? day.description
    return "quiz daily \(name) · \(Self.safeLanguage(language))"
  }

  /// The lines of the card, heading first.
  public var lines: [String] {
    var lines = [heading]
    let wrong = max(0, wrongTries)
    if wrong > Self.foldedAfter {
      lines.append(row("🟨") + " ×" + Self.count(wrong))
    } else {
      lines += Array(repeating: row("🟨"), count: wrong)
    }
    lines.append(row(solved ? "🟩" : "⬛"))
    var tally = ["💡 " + Self.count(reveals)]
    if let removals { tally.append("🧹 " + Self.count(removals)) }
    tally.append("🔥 " + Self.count(streak))
    lines.append(tally.joined(separator: "  "))
    return lines
  }

  /// The card as one text, its lines joined by newlines (no newline at the end).
  public var text: String { lines.joined(separator: "\n") }

  /// A square per letter, or the first ``longRow`` and how many more.
  private func row(_ square: String) -> String {
    let letters = max(1, letters)
    if letters <= Self.widestRow { return String(repeating: square, count: letters) }
    return String(repeating: square, count: Self.longRow) + " +"
      + Self.count(letters - Self.longRow)
  }

  /// `value`, or `9999+` above the cap; never below zero.
  static func count(_ value: Int) -> String {
    value > countCap ? "\(countCap)+" : String(max(0, value))
  }

  /// The language code as given when it is a short code of ASCII letters, else `??`: a
  /// code read from a file reaches the card only when harmless.
  static func safeLanguage(_ code: String) -> String {
    let fits =
      (1...8).contains(code.unicodeScalars.count)
      && code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
    return fits ? code : "??"
  }
}
