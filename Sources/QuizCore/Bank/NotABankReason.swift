/// Why a well-formed property list cannot be a question bank.
public enum NotABankReason: Equatable, Sendable, CustomStringConvertible {
  /// It holds an ordered set.
  case orderedSet
  /// It holds a set.
  case set
  /// Its shared objects expand to more than this many times the file's size.
  case expands(factor: Int)
  /// Its arrays or dictionaries nest deeper than the limit given.
  case nestedTooDeep(limit: Int)

  /// A lowercase explanation, as English messages give it.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .orderedSet:
      "it holds an ordered set, and a bank holds only arrays, dictionaries and text"
    case .set: "it holds a set, and a bank holds only arrays, dictionaries and text"
    case .expands(let factor):
      "its shared objects expand to more than \(factor) times the file's size"
    case .nestedTooDeep(let limit): "arrays or dictionaries are nested more than \(limit) deep"
    }
  }
}
