import Testing

@testable import QuizCore

@Suite("Values quoted in messages")
struct MessageTextTests {
  @Test("a short value is only escaped")
  func shortEscaped() {
    #expect(TextSafety.forMessage("/tmp/a\u{1B}[31mb\u{07}") == "/tmp/a\\u{1B}[31mb\\u{7}")
  }

  @Test("a value past 80 characters keeps its start and end around an ellipsis")
  func longShortened() {
    let path = "/home/" + String(repeating: "x", count: 200) + "/state.json"
    let shown = TextSafety.forMessage(path)
    #expect(shown.count == TextSafety.messageLimit)
    #expect(shown.hasPrefix("/home/xxx"))
    #expect(shown.hasSuffix("xxx/state.json"))
    #expect(shown.contains("…"))
  }

  @Test("shortening never cuts an escape in half")
  func escapesWhole() {
    let shown = TextSafety.forMessage(String(repeating: "\u{1B}", count: 100))
    let parts = shown.split(separator: "…", omittingEmptySubsequences: false)
    #expect(parts.count == 2)
    for part in parts {
      #expect(part.count % "\\u{1B}".count == 0)
      #expect(part.replacingOccurrences(of: "\\u{1B}", with: "").isEmpty)
    }
    #expect(shown.count <= TextSafety.messageLimit)
  }
}
