import Testing

@testable import QuizCore
@testable import QuizTerminal

@Suite("The French daily pool")
struct FrenchDailyPoolTests {
  @Test("the daily pool of French is every puzzle of fr and fr-2, in manifest order")
  func frenchPool() throws {
    let pool = try DailyPuzzle.pool(language: "fr")
    let fr = try #require(QuestionBank.bundled(named: "fr")).questions
    let fr2 = try #require(QuestionBank.bundled(named: "fr-2")).questions
    #expect(pool.questions == fr + fr2)
    #expect(
      pool.packs == Array(repeating: "fr", count: fr.count)
        + Array(repeating: "fr-2", count: fr2.count))
    #expect(pool.questions.count >= 100)
    let day = try #require(CalendarDay("2026-12-05"))
    let puzzle = DailySchedule(pool: pool.questions).puzzle(for: day)
    #expect((fr + fr2).contains { Array($0.answer) == puzzle.answer })
  }
}
