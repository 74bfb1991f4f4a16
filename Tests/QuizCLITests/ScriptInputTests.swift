import Foundation
import TestTools
import Testing

/// How `quiz --json` treats the bytes a script pipes in.
@Suite("JSON Lines over pipes: input bytes", .ownThreads)
struct ScriptInputTests {
  private func play(_ input: [UInt8], bank questions: [[String: Any]] = Banks.three)
    throws -> (QuizRunner.Result, [JSONEvent])
  {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(questions)
    let result = try QuizRunner.run(["--json", bank], input: input)
    return (result, JSONEvent.all(result.output))
  }

  @Test("input ending before the end gives a last quit event and exit 1")
  func endOfInput() throws {
    let (result, events) = try play(Array("SU".utf8))
    #expect(events.names == ["question", "pick", "pick", "quit"])
    #expect(events.last?.slots == ["S", "U", ""])
    #expect(result.exitCode == 1)
    #expect(result.errorOutput.isEmpty)
  }

  @Test(
    "Ctrl-C, Ctrl-D and Esc Esc quit at once with exit 1",
    arguments: [[0x03], [0x04], [0x1B, 0x1B]] as [[UInt8]])
  func quitBytes(_ quit: [UInt8]) throws {
    let (result, events) = try play(Array("S".utf8) + quit + Array("UN".utf8))
    #expect(events.names == ["question", "pick", "quit"])
    #expect(result.exitCode == 1)
  }

  @Test("in a script, Esc followed later by a letter is Esc then the letter: it quits")
  func loneEscape() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run(
      ["--json", bank], chunks: [Array("S".utf8) + [0x1B], Array("UN".utf8)], pause: 0.5)
    #expect(JSONEvent.all(result.output).names == ["question", "pick", "quit"])
    #expect(result.exitCode == 1)
  }

  @Test("newline and carriage return are ignored, so echo ANSWER | quiz works")
  func newlinesIgnored() throws {
    let (result, events) = try play(Array("SUN\n\rCAT\r\nDOG\n".utf8))
    #expect(!events.contains { $0.event == "rejected" })
    #expect(events.last?.event == "finished")
    #expect(result.exitCode == 0)
  }

  @Test("invalid UTF-8 bytes are rejected, one event each, and the game goes on")
  func invalidUTF8() throws {
    let (result, events) = try play([0x53, 0xFF, 0xC3, 0x28] + Array("UN".utf8))
    let rejected = events.filter { $0.event == "rejected" }
    #expect(rejected.count >= 2)
    #expect(rejected.filter { $0.reason == "invalid-utf8" }.count >= 2)
    #expect(rejected.allSatisfy { $0.string("message")?.isEmpty == false })
    #expect(events.contains { $0.event == "solved" })
    #expect(result.signal == nil)
    #expect(result.exitCode == 1)
    #expect(!result.errorOutput.contains("Fatal error"))
  }

  @Test(
    "a letter whose accent starts the next 4 KB read is one letter",
    arguments: [4093, 4094, 4095])
  func accentAcrossReads(returns: Int) throws {
    // Reads are 4096 bytes: with 4095 returns first, "e" ends one read and U+0301 begins
    // the next.
    let bank = [Banks.question("\u{E9}", "Accent", options: "\u{E9}e")]
    let input = [UInt8](repeating: 0x0D, count: returns) + Array("e\u{301}".utf8)
    let (result, events) = try play(input, bank: bank)
    #expect(events.names == ["question", "pick", "solved", "finished"])
    #expect(result.exitCode == 0)
  }

  @Test("a key that matches no tile and no command is rejected, naming the key")
  func unknownKeyRejected() throws {
    let (_, events) = try play(Array("K".utf8))
    #expect(events.names == ["question", "rejected", "quit"])
    #expect(events[1].string("key") == "K")
    #expect(events[1].reason == "no-matching-tile")
  }
}
