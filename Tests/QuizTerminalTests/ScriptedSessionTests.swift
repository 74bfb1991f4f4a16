import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal

private func events(_ output: String) throws -> [String] {
  try output.split(separator: "\n").map { line in
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    return try #require(object?["event"] as? String)
  }
}

@Suite("Scripted session")
struct ScriptedSessionTests {
  @Test("finishing the last question ends the run as finished and ignores later input")
  func finishedIgnoresRest() throws {
    let run = UIFixture.run(Array("CATzzz?".utf8), puzzles: [UIFixture.bank[0]], format: .json)
    #expect(run.ending == .finished)
    #expect(try events(run.output) == ["question", "pick", "pick", "pick", "solved", "finished"])
  }

  @Test("the end of input ends the run with a quit event")
  func endOfInputQuits() throws {
    let run = UIFixture.run(Array("C".utf8), format: .json)
    #expect(run.ending == .quit)
    #expect(try events(run.output) == ["question", "pick", "quit"])
  }

  @Test("a quit key ends the run at once, and later keys are not read")
  func quitKeyQuits() throws {
    let run = UIFixture.run([0x03] + Array("C".utf8), format: .json)
    #expect(run.ending == .quit)
    #expect(try events(run.output) == ["question", "quit"])
  }

  @Test("a lone Esc at the end of input quits")
  func loneEscapeQuits() throws {
    let run = UIFixture.run([0x1B], format: .json)
    #expect(run.ending == .quit)
    #expect(try events(run.output) == ["question", "quit"])
  }

  @Test(
    "a write that fails ends the run as an output failure",
    arguments: [(OutputError.closed, true), (.failed(5), false)])
  func writeFailure(error: OutputError, closed: Bool) {
    var session = ScriptedSession(
      game: UIFixture.game(UIFixture.bank), format: .plain, clock: { UIFixture.start })
    var writes = 0
    let ending = session.run(
      read: { Array("CAT".utf8) },
      write: { (_: String) throws(OutputError) in
        writes += 1
        if writes == 2 { throw error }
      })
    #expect(ending == .outputFailed(closed: closed))
    #expect(writes == 2)
  }

  @Test(
    "the same bytes give byte-identical output, however they are split",
    arguments: [ScriptedSession.Format.plain, .json])
  func deterministic(format: ScriptedSession.Format) {
    let first = UIFixture.run(UIFixture.fullScript, format: format)
    let second = UIFixture.run(UIFixture.fullScript, format: format)
    let bytewise = UIFixture.run(UIFixture.fullScript, format: format, chunk: 1)
    #expect(first.output == second.output)
    #expect(first.output == bytewise.output)
    #expect(first.ending == .finished && second.ending == .finished)
  }

  @Test(
    "in a script Ctrl-L prints nothing, in plain text and JSON alike",
    arguments: [ScriptedSession.Format.plain, .json])
  func redrawPrintsNothing(format: ScriptedSession.Format) {
    let opening = UIFixture.run([], format: format).output
    #expect(UIFixture.run([0x0C], format: format).output == opening)
    #expect(UIFixture.run([0x0C, 0x0C], format: format).output == opening)
  }

  @Test("in a script Ctrl-Z and + change nothing and the next key still counts")
  func suspendEnlargeInert() throws {
    let run = UIFixture.run([0x1A] + Array("+C".utf8), format: .json)
    #expect(try events(run.output) == ["question", "pick", "quit"])
  }
}
