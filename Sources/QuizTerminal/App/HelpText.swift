/// The `--help` text (fits an 80×24 terminal) and the version.
public enum HelpText {
  /// The version `--version` prints.
  public static let version = "quiz 1.0.0"

  /// The usage text in English (``Strings/usage`` has it in each language).
  public static var usage: String { Strings.english.usage }
}
