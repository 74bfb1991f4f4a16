import QuizCore
import UITestSupport

@testable import QuizTerminal

extension UIFixture {
  /// Runs a scripted session over `bytes` fed in one chunk; returns the ending and output.
  static func run(
    _ bytes: [UInt8], puzzles: [Puzzle] = bank, format: ScriptedSession.Format,
    chunk: Int = Int.max
  ) -> (ending: ScriptedSession.Ending, output: String) {
    var session = ScriptedSession(game: game(puzzles), format: format, clock: { start })
    var remaining = bytes[...]
    var output = ""
    let ending = session.run(
      read: {
        guard !remaining.isEmpty else { return nil }
        let piece = Array(remaining.prefix(chunk))
        remaining = remaining.dropFirst(piece.count)
        return piece
      },
      write: { output += $0 })
    return (ending, output)
  }
}
