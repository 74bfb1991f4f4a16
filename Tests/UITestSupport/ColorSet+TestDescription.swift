import TerminalKit
import Testing

/// A colour set as a parameterised test's argument is named by its name, not by every entry
/// it holds.
extension ColorSet: CustomTestStringConvertible {
  /// The set's name.
  public var testDescription: String { "\(name)" }
}
