import Foundation
import TestTools
import Testing

/// What a script learns from `quiz --json` and `--plain` beyond picks: skipped answers,
/// removed tiles, the cursor, key names.
@Suite("Script interface: skip, removed, cursor, key names", .ownThreads)
struct ScriptFieldsTests {
  private func run(_ arguments: [String], _ input: String) throws -> QuizRunner.Result {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    return try QuizRunner.run(arguments + [bank], input: input)
  }

  @Test("a skip event carries the skipped answer")
  func skipCarriesAnswer() throws {
    let events = JSONEvent.all(try run(["--json"], ">").output)
    #expect(events.names == ["question", "skip", "question", "quit"])
    #expect(events[1].string("answer") == "SUN")
  }

  @Test("plain text says which answer was skipped")
  func plainSaysSkippedAnswer() throws {
    #expect(try run(["--plain"], ">").output.contains("> Skipped — it was SUN\n"))
  }

  @Test("every event lists the tiles the remove hint hid, right after the tiles")
  func removedInEveryEvent() throws {
    let output = try run(["--json"], "!S").output
    let events = JSONEvent.all(output)
    #expect(events.names == ["question", "hint", "pick", "quit"])
    #expect(events.map { $0.fields["removed"] as? [Int] } == [[], [3], [3], [3]])
    #expect(output.contains(#""tiles":["S","U","N",""],"removed":[3],"kind":"remove""#))
  }

  @Test("the first Space shows the cursor on the first free tile; the second picks it")
  func firstSpaceShowsCursor() throws {
    let events = JSONEvent.all(try run(["--json"], "S  ").output)
    #expect(events.names == ["question", "pick", "cursor", "pick", "quit"])
    #expect(events[2].string("area") == "tiles")
    #expect(events[2].int("index") == 1)
    #expect(events[3].int("tile") == 1)
  }

  @Test("arrows and Tab each give a cursor event with the area and the index")
  func cursorEventsFollowMoves() throws {
    let events = JSONEvent.all(try run(["--json"], "\u{1B}[C\u{1B}[C\t\u{1B}[D").output)
    let cursor = events.filter { $0.event == "cursor" }
    #expect(cursor.map { $0.string("area") ?? "" } == ["tiles", "tiles", "slots", "slots"])
    #expect(cursor.map { $0.int("index") ?? -1 } == [0, 1, 0, 2])
  }

  @Test(
    "named keys are rejected under the names people use",
    arguments: [
      ("\u{1B}[15~", "f5"), ("\u{1B}OP", "f1"), ("\u{1B}[5~", "page-up"),
      ("\u{1B}[6~", "page-down"), ("\u{1B}[2~", "insert"), ("\u{1B}[24~", "f12"),
      ("\u{1B}[3;5~", "ctrl-delete"), ("\u{1B}[1;2P", "shift-f1"), ("\u{1}", "ctrl-a"),
    ])
  func namedKeys(bytes: String, name: String) throws {
    let events = JSONEvent.all(try run(["--json"], bytes + "\n").output)
    #expect(events.names == ["question", "rejected", "quit"])
    #expect(events[1].string("key") == name)
    #expect(events[1].reason == "unknown-key")
    let plain = try run(["--plain"], bytes + "\n").output
    #expect(plain.contains("> rejected \(name): not a tile or a command\n"))
  }
}
