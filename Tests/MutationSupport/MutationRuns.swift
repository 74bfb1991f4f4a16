import Foundation
import Testing

/// How many mutated inputs each mutation test tries: a few seconds' worth by default,
/// `QUIZ_MUTATION_RUNS=N` for a longer search.
package enum MutationRuns {
  package static func count(default fallback: Int) -> Int {
    let text = ProcessInfo.processInfo.environment["QUIZ_MUTATION_RUNS"] ?? ""
    return Int(text).flatMap { $0 > 0 ? $0 : nil } ?? fallback
  }

  /// Feeds `runs` inputs made by `input` to `outcome`: how many were accepted and how many
  /// refused, or nil once one went wrong (recorded as an issue naming the run and the input,
  /// in hex).
  package static func tally(
    _ runs: Int, with mutator: inout ByteMutator, outcome: ([UInt8]) -> MutationOutcome,
    input: (inout ByteMutator) -> [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) -> (accepted: Int, refused: Int)? {
    var accepted = 0
    var refused = 0
    for run in 0..<runs {
      let bytes = input(&mutator)
      switch outcome(bytes) {
      case .accepted: accepted += 1
      case .refused: refused += 1
      case .wrong(let complaint):
        Issue.record(
          "run \(run): \(complaint); input \(hex(bytes))", sourceLocation: sourceLocation)
        return nil
      }
    }
    return (accepted, refused)
  }

  /// `bytes` as hex, so a failing input can be written back to a file and replayed.
  package static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
  }
}

/// What one mutated input did.
package enum MutationOutcome: Equatable {
  /// It parsed, and what it gave is sound.
  case accepted
  /// It was refused with a proper error.
  case refused
  /// It parsed into something unsound, or was refused badly: the complaint.
  case wrong(String)
}
