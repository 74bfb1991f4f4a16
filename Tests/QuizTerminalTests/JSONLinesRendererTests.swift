import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The top-level keys of a flat JSON object, in the order they are written.
private func keyOrder(_ line: String) -> [String] {
  var keys: [String] = []
  var depth = 0
  var inString = false
  var escaped = false
  var current = ""
  var lastString = ""
  for character in line {
    if inString {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
        lastString = current
      } else {
        current.append(character)
      }
      continue
    }
    switch character {
    case "\"":
      inString = true
      current = ""
    case "{", "[": depth += 1
    case "}", "]": depth -= 1
    case ":" where depth == 1: keys.append(lastString)
    default: break
    }
  }
  return keys
}

private func object(_ line: Substring) throws -> [String: Any] {
  let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
  return try #require(value as? [String: Any])
}

private let state = VisibleState(
  index: 0, total: 3, score: 1000, slots: ["C", nil], tiles: [nil, "A", "T", nil],
  removed: [3])

private let common = ["event", "question", "score", "slots", "tiles", "removed"]

@Suite("JSON Lines renderer")
struct JSONLinesRendererTests {
  @Test("every line of a whole scripted game parses as a JSON object")
  func everyLineParses() throws {
    let output = UIFixture.run(UIFixture.fullScript, format: .json).output
    let lines = output.split(separator: "\n")
    #expect(output.hasSuffix("\n"))
    #expect(lines.count > 20)
    for line in lines { _ = try object(line) }
  }

  @Test("a whole scripted game gives every event kind but quit (cursor included)")
  func everyEventKind() throws {
    let output = UIFixture.run(UIFixture.fullScript, format: .json).output
    let names = try output.split(separator: "\n").map { try object($0)["event"] as? String }
    #expect(
      Set(names.compactMap { $0 })
        == [
          "question", "pick", "clear", "rejected", "wrong", "solved", "hint", "skip", "cursor",
          "finished",
        ])
    #expect(names.last == "finished")
  }

  @Test(
    "keys come in a fixed order: the state first, then the event's own fields",
    arguments: [
      (Event.question(index: 0, total: 3, title: "Pet"), ["total", "title"]),
      (.pick(slot: 0, tile: 1), ["slot", "tile"]),
      (.clear(slot: 0, tile: 1), ["slot", "tile"]),
      (.rejected(.unknownKey), ["key", "reason", "message"]),
      (.wrong(guess: "TAC"), ["guess"]),
      (.solved(answer: "CAT", points: 100), ["answer", "points"]),
      (.hint(.reveal, cost: 60), ["kind", "cost"]),
      (.skip(answer: "CAT"), ["answer"]),
      (.cursor(area: .slots, index: 2), ["area", "index"]),
      (
        .finished(Summary(score: 1, tally: Tally(), total: 3, elapsed: 9)),
        ["solved", "skipped", "hints", "wrong", "total"]
      ),
      (.quit, []),
    ])
  func keyOrderPerEvent(event: Event, extras: [String]) {
    let line = JSONLinesRenderer.line(for: Step(event: event, state: state), key: .control("a"))
    #expect(keyOrder(line) == common + extras)
  }

  @Test("a line carries the whole visible state, \"\" for empty slots and used tiles")
  func stateFields() throws {
    let line = JSONLinesRenderer.line(
      for: Step(event: .hint(.remove, cost: 90), state: state), key: nil)
    #expect(
      line
        == #"{"event":"hint","question":1,"score":1000,"slots":["C",""],"tiles":["","A","T",""],"#
        + #""removed":[3],"kind":"remove","cost":90}"#)
  }

  @Test("a rejected line names the key as sent, the reason's code and its English words")
  func rejectedFields() throws {
    let rejected = Step(event: .rejected(.noMatchingTile("é")), state: state)
    let fields = try object(JSONLinesRenderer.line(for: rejected, key: .character("é"))[...])
    #expect(fields["key"] as? String == "é")
    #expect(fields["reason"] as? String == "no-matching-tile")
    #expect(fields["message"] as? String == "no unused tile with that letter")
  }

  @Test("every rejection has its own stable code as the reason, and English words as the message")
  func rejectionCodes() throws {
    let expected: [(Rejection, String, String)] = [
      (.noMatchingTile("x"), "no-matching-tile", "no unused tile with that letter"),
      (.tileUnavailable(TileIndex(2)), "tile-unavailable", "that tile is not available"),
      (.answerIsWrong, "answer-wrong", "the answer is wrong: clear a letter first"),
      (.slotEmpty(SlotIndex(1)), "slot-empty", "that slot is empty"),
      (.slotLocked(SlotIndex(0)), "slot-locked", "that letter was revealed and stays"),
      (.nothingToClear, "nothing-to-clear", "no letter to clear"),
      (
        .cannotAfford(cost: 60, score: 10), "not-enough-points",
        "not enough points (the hint costs 60)"
      ),
      (
        .cannotAfford(cost: 90, score: 0), "not-enough-points",
        "not enough points (the hint costs 90)"
      ),
      (.nothingToReveal, "nothing-to-reveal", "no letter left to reveal"),
      (.noDecoyLeft, "no-decoy-left", "no decoy tile left to remove"),
      (.lastQuestion, "last-question", "the last question cannot be skipped"),
      (.waitingForNext, "waiting-for-next", "the next question is coming"),
      (.gameOver, "game-over", "the game is over"),
      (.unknownKey, "unknown-key", "not a tile or a command"),
      (.invalidInput, "invalid-utf8", "not valid UTF-8"),
    ]
    for (rejection, code, message) in expected {
      let line = JSONLinesRenderer.line(
        for: Step(event: .rejected(rejection), state: state), key: nil)
      let fields = try object(line[...])
      #expect(fields["reason"] as? String == code)
      #expect(fields["message"] as? String == message)
    }
    let codes = Set(expected.map(\.1))
    #expect(codes.count == 14)
    #expect(codes.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    // docs/scripting.md documents every code a script can match on, with its message.
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/scripting.md"), encoding: .utf8)
    for (_, code, message) in expected where code != "waiting-for-next" && code != "game-over" {
      #expect(docs.contains("| `\(code)` | `\(message)` |"), "\(code) not in docs/scripting.md")
    }
    #expect(docs.contains("`waiting-for-next`") && docs.contains("`game-over`"))
  }

  @Test("the state in each event is the state after it, across a solve")
  func stateAfterEachEvent() throws {
    let puzzles = Array(UIFixture.bank.prefix(2))
    let output = UIFixture.run(Array("CAT".utf8), puzzles: puzzles, format: .json).output
    let lines = try output.split(separator: "\n").map(object)
    let summary = lines.map { line in
      "\(line["event"]!) \(line["question"]!) \(line["score"]!) "
        + (line["slots"] as! [String]).map { $0.isEmpty ? "_" : $0 }.joined()
    }
    #expect(
      summary == [
        "question 1 1000 ___", "pick 1 1000 C__", "pick 1 1000 CA_", "pick 1 1000 CAT",
        "solved 1 1100 CAT", "question 2 1100 ___", "quit 2 1100 ___",
      ])
    #expect(lines[4]["points"] as? Int == 100)
    #expect(lines[5]["total"] as? Int == 2)
  }

  @Test("strings escape quotes, backslashes and control characters, and keep other text")
  func stringEscaping() throws {
    let text = "a\"b\\c\n\r\t\u{1}\u{1B}[31m\u{7F}\u{85}\u{2028}😀鸭"
    let quoted = JSONLinesRenderer.quoted(text)
    #expect(
      quoted
        == #""a\"b\\c\n\r\t\u0001\u001b[31m\u007f\u0085\u2028😀鸭""#)
    let decoded = try JSONSerialization.jsonObject(
      with: Data(quoted.utf8), options: .fragmentsAllowed)
    #expect(decoded as? String == text)
  }

  @Test("a title with an escape sequence is escaped in its line")
  func titleEscaped() {
    let output = UIFixture.run(Array(">".utf8), format: .json).output
    #expect(!Array(output.utf8).contains(0x1B))
    #expect(output.contains(#""title":"Best \u001b[31mfriend""#))
  }
}
