import Testing

@testable import QuizUI
@testable import TerminalKit

@Suite("Start screen words")
struct MenuTextTests {
  @Test(
    "the size the menu needs is columns × rows, and a failure names the line and the reason",
    arguments: [
      (Strings.english, "needs 24×6", "✗ cannot open zh: damaged"),
      (Strings.spanish, "hace falta 24×6", "✗ no se puede abrir zh: damaged"),
      (Strings.chinese, "至少需要 24×6", "✗ 无法打开 zh：damaged"),
    ])
  func labelledValues(strings: Strings, needs: String, failure: String) {
    #expect(strings.menu.needs(MenuText.Size(columns: 24, rows: 6)) == needs)
    #expect(strings.menu.cannotOpen(MenuText.Failure(name: "zh", reason: "damaged")) == failure)
  }
}
