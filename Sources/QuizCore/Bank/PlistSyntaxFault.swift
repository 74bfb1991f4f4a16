/// Why a bank file is not a property list at all.
public enum PlistSyntaxFault: Equatable, Sendable {
  /// The file has no bytes.
  case empty
  /// The file holds only white space (or a byte-order mark).
  case noValue
  /// The text is none of the formats a property list can be written in.
  case unknownFormat
  /// The OpenStep text breaks a rule on the (1-based) line given.
  case openStep(line: Int, OpenStepFault)
  /// CoreFoundation's parser refused the file, in its own words (which are not the
  /// project's and stay as the parser wrote them, in every language).
  case parser(String)
}
