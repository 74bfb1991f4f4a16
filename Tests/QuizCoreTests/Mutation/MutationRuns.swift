import Foundation

/// How many mutated inputs each mutation test tries: a few seconds' worth by default,
/// `QUIZ_MUTATION_RUNS=N` for a longer search.
enum MutationRuns {
  static func count(default fallback: Int) -> Int {
    let text = ProcessInfo.processInfo.environment["QUIZ_MUTATION_RUNS"] ?? ""
    return Int(text).flatMap { $0 > 0 ? $0 : nil } ?? fallback
  }

  /// `bytes` as hex, so a failing input can be written back to a file and replayed.
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
  }
}

/// What one mutated input did.
enum MutationOutcome: Equatable {
  /// It parsed, and what it gave is sound.
  case accepted
  /// It was refused with a proper error.
  case refused
  /// It parsed into something unsound, or was refused badly: the complaint.
  case wrong(String)
}
