import Testing

@testable import QuizUI
@testable import TerminalKit

@Suite("Legend memo")
struct LegendMemoTests {
  @Test("the remembered legend follows the width, the offers and the language")
  func followsItsInputs() {
    let cases: [(Int, Bool, Bool, Strings)] = [
      (80, true, true, .english), (80, true, true, .english), (80, true, true, .spanish),
      (40, true, true, .spanish), (40, false, true, .spanish), (40, false, false, .chinese),
      (30, false, false, .chinese), (80, true, true, .english),
    ]
    for (width, skip, zoom, strings) in cases {
      let expected = FrameBuilder.legend(width: width, skip: skip, zoom: zoom, strings: strings)
      let memo = LegendMemo.legend(width: width, skip: skip, zoom: zoom, strings: strings)
      #expect(memo.text == expected)
      #expect(memo.width == TextWidth.of(expected))
    }
    var custom = Strings.english
    custom.legendQuit = "Esc leave"
    #expect(
      LegendMemo.legend(width: 80, skip: true, zoom: true, strings: custom).text.hasSuffix(
        "Esc leave"))
  }
}
