import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

@Suite("Plain renderer")
struct PlainRendererTests {
  @Test("a whole scripted game never writes an escape or any control byte but newline")
  func noControlBytes() {
    let run = UIFixture.run(UIFixture.fullScript, format: .plain)
    #expect(run.ending == .finished)
    let bytes = Array(run.output.utf8)
    #expect(!bytes.contains(0x1B))
    #expect(bytes.allSatisfy { $0 >= 0x20 || $0 == 0x0A })
    #expect(!bytes.contains(0x7F))
    #expect(run.output.contains("Best \\u{1B}[31mfriend"))
  }

  @Test("the scripted game reports every kind of rejection it met")
  func rejectionsReported() {
    let output = UIFixture.run(UIFixture.fullScript, format: .plain).output
    for line in [
      "> rejected m: no unused tile with that letter",
      "> rejected x: the answer is wrong: clear a letter first",
      "> rejected \\xFF: not valid UTF-8",
      "> rejected \\xFE: not valid UTF-8",
      "> rejected ctrl-a: not a tile or a command",
      "> rejected k: no unused tile with that letter",
      "> rejected f5: not a tile or a command",
      "> rejected space: that letter was revealed and stays",
      "> rejected >: the last question cannot be skipped",
    ] {
      #expect(output.contains(line + "\n"), "missing: \(line)")
    }
    #expect(!output.contains("rejected z"))
  }

  @Test("a rejected key prints exactly one line with the reason")
  func rejectedKeyOneLine() {
    var controller = UIFixture.controller([UIFixture.cat])
    let outcome = controller.handle(.character("j"), at: UIFixture.start)
    #expect(
      PlainRenderer.render(outcome, view: controller.view)
        == "> rejected j: no unused tile with that letter\n")
  }

  @Test("a rejection draws no frame and needs no view; a pick's text is the same either way")
  func frameOnlyWhenChanged() {
    var controller = UIFixture.controller([UIFixture.cat])
    let rejected = controller.handle(.character("j"), at: UIFixture.start)
    #expect(!PlainRenderer.drawsFrame(rejected))
    var output = "before\n"
    PlainRenderer.render(rejected, view: nil, strings: .english, into: &output)
    #expect(output == "before\n> rejected j: no unused tile with that letter\n")
    let picked = controller.handle(.character("c"), at: UIFixture.start)
    #expect(PlainRenderer.drawsFrame(picked))
    PlainRenderer.render(picked, view: controller.view, strings: .english, into: &output)
    #expect(
      output == "before\n> rejected j: no unused tile with that letter\n"
        + PlainRenderer.render(picked, view: controller.view))
    #expect(output.hasSuffix("> picked C\n" + PlainRenderer.frame(controller.view)))
  }

  @Test("a pick prints what happened, then the frame with the used tile shown as ·")
  func usedTileDot() {
    let puzzle = Puzzle(title: "Pet", answer: Array("CAT"), tiles: Array("CATXYZ"))
    var controller = UIFixture.controller([puzzle])
    let outcome = controller.handle(.character("c"), at: UIFixture.start)
    #expect(
      PlainRenderer.render(outcome, view: controller.view)
        == "> picked C\n[1/1] score 1000 · Pet\n C  _  _\n ·  A  T  X  Y  Z\n\n")
  }

  @Test("a wrong answer is marked with ✗ in the frame")
  func wrongMarked() {
    let puzzle = Puzzle(title: "Pet", answer: Array("CAT"), tiles: Array("CATXYZ"))
    let controller = UIFixture.play("TAC", on: [puzzle])
    #expect(PlainRenderer.frame(controller.view).contains(" T  A  C  ✗\n"))
  }

  @Test("once the cursor is used, the tile under it is shown in brackets")
  func cursorMarked() {
    let puzzle = Puzzle(title: "Pet", answer: Array("CAT"), tiles: Array("CATXYZ"))
    var controller = UIFixture.controller([puzzle])
    _ = controller.handle(.right, at: UIFixture.start)
    #expect(PlainRenderer.frame(controller.view).contains("[C] A  T  X  Y  Z\n"))
    _ = controller.handle(.right, at: UIFixture.start)
    #expect(PlainRenderer.frame(controller.view).contains(" C [A] T  X  Y  Z\n"))
  }

  @Test("the tile grid wraps after seven tiles")
  func gridWraps() {
    let lines = PlainRenderer.frame(UIFixture.controller([UIFixture.cat]).view)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == " X  C  Q  A  Z  T  B")
    #expect(lines[3] == " M  K  L  O  P  W  E")
    #expect(lines[4] == " R  Y  U  S  D  F  G")
  }
}
