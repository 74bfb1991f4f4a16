import Testing

@testable import TerminalKit

/// Chinese punctuation at line ends, as Chinese typesetting keeps it: a closing mark never
/// starts a line, an opening one never ends a line.
@Suite("Wrapping beside Chinese punctuation")
struct TextWrapPunctuationTests {
  @Test(
    "an opening bracket or quote stays with what follows it", arguments: ["（", "「", "《", "【", "“"])
  func openingStaysWithNext(mark: String) {
    let closing = ["（": "）", "「": "」", "《": "》", "【": "】", "“": "”"][mark] ?? ""
    // The bracket would just fit at the end of the first line.
    let text = "去掉三个多余的字块\(mark)−90 分\(closing)"
    for width in 18...22 {
      let lines = TextWrap.lines(text, width: width)
      #expect(lines.allSatisfy { !$0.hasSuffix(mark) }, "width \(width): \(lines)")
      #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
      #expect(lines.allSatisfy { TextWidth.of($0) <= width })
    }
  }

  @Test("a closing mark never starts a line")
  func closingStaysWithBefore() {
    #expect(TextWrap.lines("冬天堆在院子里，戴帽子", width: 14) == ["冬天堆在院子", "里，戴帽子"])
  }
}
