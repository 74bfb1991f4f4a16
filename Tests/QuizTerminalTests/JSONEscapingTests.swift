import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// Every control, C1 and bidirectional scalar a JSON output must write as a `\u` escape,
/// with the escape it gets.
private let controls: [(Unicode.Scalar, String)] = [
  ("\u{1}", #"\u0001"#), ("\u{1B}", #"\u001b"#), ("\u{7F}", #"\u007f"#),
  ("\u{85}", #"\u0085"#), ("\u{9B}", #"\u009b"#), ("\u{61C}", #"\u061c"#),
  ("\u{200E}", #"\u200e"#), ("\u{200F}", #"\u200f"#), ("\u{2028}", #"\u2028"#),
  ("\u{2029}", #"\u2029"#), ("\u{202A}", #"\u202a"#), ("\u{202B}", #"\u202b"#),
  ("\u{202C}", #"\u202c"#), ("\u{202D}", #"\u202d"#), ("\u{202E}", #"\u202e"#),
  ("\u{2066}", #"\u2066"#), ("\u{2067}", #"\u2067"#), ("\u{2068}", #"\u2068"#),
  ("\u{2069}", #"\u2069"#),
]

/// A value holding every scalar of `controls`, then 400 letters: longer than any message
/// quotes whole.
private let hostile: String = {
  var text = "pack"
  for (scalar, _) in controls { text.unicodeScalars.append(scalar) }
  return text + String(repeating: "é", count: 400) + "end"
}()

/// `hostile` as every JSON output must write it inside its quotes.
private let hostileEscaped =
  "pack" + controls.map(\.1).joined() + String(repeating: "é", count: 400) + "end"

/// True when `text` holds none of the scalars of `controls` raw.
private func holdsNoControl(_ text: String) -> Bool {
  !text.unicodeScalars.contains { scalar in
    scalar != "\n" && controls.contains { $0.0 == scalar }
  }
}

/// The object on the one line of `text`.
private func object(_ text: String) throws -> [String: Any] {
  let line = try #require(text.split(separator: "\n").first)
  return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
}

@Suite("JSON outputs escape controls and bidi scalars and shorten nothing")
struct JSONEscapingTests {
  @Test("a JSON string escapes C0, C1 and bidirectional controls and keeps all 400 letters")
  func quoted() throws {
    let quoted = JSONLinesRenderer.quoted(hostile)
    #expect(quoted == "\"" + hostileEscaped + "\"")
    let decoded = try JSONSerialization.jsonObject(
      with: Data(quoted.utf8), options: .fragmentsAllowed)
    #expect(decoded as? String == hostile)
  }

  @Test("the game's --json events escape a title's bidi controls and keep it whole")
  func gameEvents() throws {
    let puzzle = Puzzle(title: hostile, answer: Array("CAT"), tiles: Array("XCQAZT"))
    let output = UIFixture.run(Array(">".utf8), puzzles: [puzzle], format: .json).output
    #expect(holdsNoControl(output))
    #expect(output.contains("\"title\":\"" + hostileEscaped + "\""))
    #expect(try object(output)["title"] as? String == hostile)
  }

  @Test("quiz banks --json escapes a folder's and a problem's controls and keeps them whole")
  func banks() throws {
    let path = "/tmp/" + hostile + "/questions.plist"
    let pack = Pack(name: hostile, origin: .user, url: URL(fileURLWithPath: path))
    let error = BankError.fileMissing(path: path)
    let row = PackList.Row(
      pack: pack, questions: nil, problem: error, solved: nil, finished: false, hidden: false)
    let output = BanksCommand.json([row])
    #expect(holdsNoControl(output))
    #expect(output.contains("\"name\":\"" + hostileEscaped + "\""))
    let decoded = try object(output)
    #expect(decoded["name"] as? String == hostile)
    #expect(decoded["location"] as? String == pack.location)
    let problem = try #require(decoded["problem"] as? String)
    #expect(problem.contains(String(repeating: "é", count: 400)))
  }

  @Test("quiz stats --json escapes a bank path's controls and keeps it whole")
  func stats() throws {
    var stats = Statistics()
    let path = "/home/ana/" + hostile + ".plist"
    stats.recordGameStarted()
    stats.recordGameFinished(pack: path, score: 300)
    let output = StatsText.json(stats, today: try #require(CalendarDay("2026-12-01")))
    #expect(holdsNoControl(output))
    #expect(output.contains("\"/home/ana/" + hostileEscaped + ".plist\":300"))
    let scores = try #require(try object(output)["bestScores"] as? [String: Int])
    #expect(scores == [path: 300])
  }

  @Test("the daily's JSON event escapes controls in its fields and keeps them whole")
  func dailyEvent() throws {
    let output = JSONText.event("daily", ["share": hostile])
    #expect(holdsNoControl(output))
    #expect(output == "{\"event\":\"daily\",\"share\":\"" + hostileEscaped + "\"}\n")
  }
}
