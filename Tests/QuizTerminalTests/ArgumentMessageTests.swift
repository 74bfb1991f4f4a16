import QuizCore
import Testing

@testable import QuizTerminal

@Suite("Command-line values in messages")
struct ArgumentMessageTests {
  static func message(_ arguments: [String]) -> String? {
    do {
      _ = try CommandList.parse(arguments)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "an unknown option or a bad value is quoted escaped, never with a raw control character",
    arguments: [["--x\u{1B}]0;t\u{07}"], ["--color", "a\u{1B}[2J"], ["--seed", "\u{9B}1"]])
  func escaped(_ arguments: [String]) throws {
    let message = try #require(Self.message(arguments))
    #expect(!TextSafety.containsUnsafe(message))
    #expect(message.contains("\\u{"))
  }

  @Test("a value longer than 80 characters is shortened in the message")
  func shortened() throws {
    let value = String(repeating: "v", count: 500)
    let message = try #require(Self.message(["--color", value]))
    #expect(message.contains("…"))
    #expect(message.count < 80 + 60)
  }
}
