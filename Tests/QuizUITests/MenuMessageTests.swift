import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The start screen's message line holds the whole of why a pack cannot be opened: it wraps
/// onto more rows instead of cutting the game's sentence at the terminal's edge.
@Suite("The start screen's message, whole")
struct MenuMessageTests {
  static let languages: [(Strings, BankErrorText)] = [
    (.english, .english), (.spanish, .spanish), (.chinese, .chinese), (.french, .french),
  ]

  static let entries = (1...12).map {
    Menu.Entry(name: "p\($0)", title: "Pack \($0)", solved: 0, total: 9)
  }
  static let menu = Menu(entries: entries)

  /// The frame of the start screen at `rows` × `columns` with `message`.
  static func frame(
    _ message: String, rows: Int, columns: Int, strings: Strings = .english
  ) -> ScreenBuffer {
    let game = UIFixture.game([UIFixture.cat])
    let layout = Layout(rows: rows, columns: columns, game: game, picture: nil)
    let model = ScreenModel(
      view: Controller(game: game, canEnlarge: true).view, layout: layout,
      message: StatusMessage(message, tone: .bad),
      mode: .menu(Menu(entries: entries, text: strings.menu)))
    return FrameBuilder.build(model, depth: .none)
  }

  /// The text of the rows under the legend, without spaces (a wrapped line may break
  /// anywhere next to Chinese).
  static func shownMessage(_ frame: ScreenBuffer, legend: String) -> String {
    let lines = frame.lines
    let legendRow = lines.lastIndex { $0.contains(legend) } ?? lines.count - 2
    return lines[(legendRow + 1)...].joined().filter { !$0.isWhitespace }
  }

  @Test(
    "why a pack cannot be opened is shown whole at 80×24 and 40×14, in every language",
    arguments: [(24, 80), (14, 40)])
  func wholeReason(rows: Int, columns: Int) {
    for (strings, text) in Self.languages {
      for error in ErrorSamples.bankErrors {
        let message = strings.menu.cannotOpen(
          MenuText.Failure(name: "roto", reason: text.reason(error) + " (…/roto/questions.plist)"))
        let frame = Self.frame(message, rows: rows, columns: columns, strings: strings)
        let legends = strings.menu.legends
        let legend = legends.first { TextWidth.of($0) <= columns } ?? legends.last ?? ""
        let shown = Self.shownMessage(frame, legend: legend)
        #expect(
          shown == message.filter { !$0.isWhitespace },
          "\(strings.language) \(columns)×\(rows): \(frame.lines.suffix(6))")
      }
    }
  }

  @Test("a short message keeps one row; a long one leaves the list a line")
  func shortMessageOneRow() {
    let short = MenuLayout(menu: Self.menu, rows: 24, columns: 80, message: "✗ no")
    let none = MenuLayout(menu: Self.menu, rows: 24, columns: 80, message: nil)
    #expect(short.visibleLines == none.visibleLines && short.messageRow == none.messageRow)
    #expect(short.messageRows == 1 && short.legendRow == 22)
    let long = MenuLayout(
      menu: Self.menu, rows: 14, columns: 40, message: String(repeating: "word ", count: 200))
    #expect(long.visibleLines == 1)
    #expect(long.messageLines.last?.hasSuffix("…") == true)
    #expect(long.messageRow + long.messageRows == 14)
    #expect(long.legendRow == long.messageRow - 1)
  }
}
