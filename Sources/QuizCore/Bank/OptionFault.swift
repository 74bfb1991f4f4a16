/// One option of a question that cannot be a tile, and why.
public struct OptionFault: Equatable, Sendable {
  /// Why an option cannot be a tile.
  public enum Reason: Equatable, Sendable {
    /// Not exactly one non-whitespace letter.
    case notOneLetter
    /// Holds a control character or an escape sequence.
    case controlCharacter
    /// Draws nothing or hides a character (`value` holds the invisible scalars).
    case invisible
    /// Not a string; `found` is what it is.
    case notAString(found: PlistValueType)
  }

  /// The 0-based position of the option.
  public var index: Int
  /// The option's text (for ``Reason/invisible``, its invisible scalars; empty when it is
  /// not a string).
  public var value: String
  /// What is wrong with it.
  public var reason: Reason

  /// Creates a fault.
  public init(index: Int, value: String, reason: Reason) {
    self.index = index
    self.value = value
    self.reason = reason
  }

  /// How many options one message lists before it counts the rest.
  public static let listed = 8
  /// The longest option text quoted whole, in characters as shown; longer ones are
  /// shortened around "…" by ``TextSafety/forMessage(_:limit:)``.
  static let quotedLimit = 16

  /// `faults` in groups of the same reason (all options of a wrong type in one), each group
  /// in the order its first option comes: one clause of a message each.
  public static func grouped(_ faults: [OptionFault]) -> [[OptionFault]] {
    var groups: [[OptionFault]] = []
    for fault in faults {
      if let index = groups.firstIndex(where: { $0[0].reason.kind == fault.reason.kind }) {
        groups[index].append(fault)
      } else {
        groups.append([fault])
      }
    }
    return groups
  }

  /// The option's number and, in brackets, its text (escaped, shortened) or, for an option
  /// that is not a string, its type as `typeName` says it ("a number").
  public func shown(typeName: (PlistValueType) -> String) -> String {
    // Shorter than other values, as up to `listed` share a line; whole where a task quotes
    // every value whole (JSON).
    let limit = TextSafety.quotedLimit > TextSafety.messageLimit ? nil : Self.quotedLimit
    switch reason {
    case .notAString(let found): return "\(index + 1) (\(typeName(found)))"
    case .invisible:
      return "\(index + 1) (\"\(BankProblem.shownScalars(value, limit: limit))\")"
    default:
      return "\(index + 1) (\"\(TextSafety.forMessage(value, limit: limit))\")"
    }
  }
}

extension OptionFault.Reason {
  /// The reason without its details, so that all options of a wrong type share a clause.
  fileprivate var kind: Int {
    switch self {
    case .notOneLetter: return 0
    case .controlCharacter: return 1
    case .invisible: return 2
    case .notAString: return 3
    }
  }
}
