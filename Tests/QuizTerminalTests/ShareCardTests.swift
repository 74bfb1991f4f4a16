import QuizCore
import Testing

@testable import QuizTerminal
@testable import TerminalKit

/// The daily share card: what it says, how big it is, and that it gives nothing away.
@Suite("Daily share card")
struct ShareCardTests {
  private static let day = CalendarDay(year: 2026, month: 12, day: 4)!

  private static func card(
    letters: Int = 5, wrong: Int = 0, solved: Bool = true, reveals: Int = 0,
    removals: Int? = 0, streak: Int = 1, day: CalendarDay = day, language: String = "en"
  ) -> ShareCard {
    ShareCard(
      number: DailySchedule.number(for: day), day: day, language: language, letters: letters,
      wrongTries: wrong, solved: solved, reveals: reveals, removals: removals, streak: streak)
  }

  /// Every line of `card` fits a phone's chat bubble, by the project's own width table.
  private static func fits(_ card: ShareCard) -> Bool {
    card.lines.count <= 8 && card.lines.allSatisfy { TextWidth.of($0) <= 40 }
      && card.text.split(separator: "\n", omittingEmptySubsequences: false).count
        == card.lines.count
  }

  @Test("the number counts days from 2026-01-01, the same for every language; none before")
  func numbering() {
    #expect(DailySchedule.number(for: DailySchedule.epoch) == 1)
    #expect(DailySchedule.number(for: Self.day) == 338)
    #expect(DailySchedule.number(for: DailySchedule.epoch.adding(days: -1)) == nil)
    let before = Self.card(day: CalendarDay(year: 2025, month: 6, day: 1)!)
    #expect(before.heading == "quiz daily 2025-06-01 · en")
    #expect(Self.card(language: "es").heading == "quiz daily #338 · es")
    #expect(Self.card(language: "fr").heading != Self.card(language: "zh").heading)
  }

  @Test("a wrong attempt is a row of yellow, the solving one green, a left one ends black")
  func rows() {
    #expect(
      Self.card(wrong: 2, reveals: 1, removals: 2, streak: 4).lines == [
        "quiz daily #338 · en", "🟨🟨🟨🟨🟨", "🟨🟨🟨🟨🟨", "🟩🟩🟩🟩🟩", "💡 1  🧹 2  🔥 4",
      ])
    #expect(
      Self.card(letters: 2, wrong: 1, solved: false, streak: 0).lines == [
        "quiz daily #338 · en", "🟨🟨", "⬛⬛", "💡 0  🧹 0  🔥 0",
      ])
    // A result older than the hint kinds shows all its hints as 💡.
    #expect(Self.card(reveals: 3, removals: nil).lines.last == "💡 3  🔥 1")
  }

  @Test("many wrong attempts fold into one row with their count; a long answer shows +N")
  func folding() {
    #expect(
      Self.card(wrong: 5).lines == [
        "quiz daily #338 · en", "🟨🟨🟨🟨🟨 ×5", "🟩🟩🟩🟩🟩", "💡 0  🧹 0  🔥 1",
      ])
    let long = Self.card(letters: 23)
    #expect(long.lines[1] == String(repeating: "🟩", count: 12) + " +11")
    #expect(Self.card(letters: 16).lines[1] == String(repeating: "🟩", count: 16))
  }

  @Test("the worst cases still fit 8 lines of 40 columns", arguments: ["en", "es", "zh", "fr"])
  func worstCases(language: String) {
    let days = [
      Self.day, CalendarDay(year: 1, month: 1, day: 1)!, CalendarDay(dayNumber: 2_900_000),
    ]
    for day in days {
      for letters in [0, 1, 4, 16, 17, 40, 10_000, Int.max] {
        for wrong in [0, 1, 4, 5, 99, 123_456, Int.max] {
          for counts in [0, 9999, 10_000, Int.max] {
            for solved in [true, false] {
              let card = Self.card(
                letters: letters, wrong: wrong, solved: solved, reveals: counts,
                removals: counts, streak: counts, day: day, language: language)
              #expect(Self.fits(card), "\(card.lines)")
            }
          }
        }
      }
    }
  }

  @Test("a language code from a file that is not a plain code shows as ??")
  func hostileLanguage() {
    #expect(Self.card(language: "\u{1B}[31m").heading == "quiz daily #338 · ??")
    #expect(Self.card(language: String(repeating: "a", count: 500)).heading.hasSuffix("· ??"))
  }

  @Test(
    "over a whole cycle of a language's pool no card tells a letter, and all fit",
    arguments: ["en", "es", "zh", "fr"])
  func wholeCycle(language: String) throws {
    let pool = try DailyPuzzle.pool(language: language)
    #expect(pool.language == language)
    let schedule = DailySchedule(pool: pool.questions)
    for offset in 0..<pool.questions.count {
      let day = DailySchedule.epoch.adding(days: offset)
      let question = schedule.question(for: day)
      for (wrong, solved) in [(0, true), (3, true), (7, false)] {
        let result = DailyResult(
          PuzzleRecord(
            outcome: solved ? .solved : .abandoned, picks: 9, hints: 2, wrongTries: wrong,
            removals: 1))
        let card = ShareCard(
          result: result, day: day, language: language, letters: question.letters.count,
          streak: offset)
        #expect(Self.fits(card), "\(question.answer): \(card.lines)")
        #expect(card.heading == "quiz daily #\(offset + 1) · \(language)")
        // Below the heading: not one letter, of the answer or any other.
        let body = card.lines.dropFirst().joined()
        #expect(!body.contains { $0.isLetter }, "\(question.answer): \(body)")
        #expect(!card.text.localizedCaseInsensitiveContains(question.answer))
      }
    }
  }
}
