import QuizUI
import Testing

/// A language as a parameterised test's argument is named by its code ("en", "es", "zh", "fr"),
/// not by every string it holds.
extension Strings: CustomTestStringConvertible {
  /// The language code.
  public var testDescription: String { code }
}
