/// Why a well-formed property list cannot be a question bank.
public enum NotABankReason: Equatable, Sendable {
  /// It holds an ordered set.
  case orderedSet
  /// It holds a set.
  case set
  /// Its shared objects expand to more than this many times the file's size.
  case expands(factor: Int)
  /// Its arrays or dictionaries nest deeper than the limit given.
  case nestedTooDeep(limit: Int)
}
