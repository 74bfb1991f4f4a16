import QuizCore

/// The `--help` text (fits an 80×24 terminal) and the version.
public enum HelpText {
  /// The version `--version` prints, with the commit it was built from when there is one
  /// (``BuildStamp/line``).
  public static var version: String { BuildStamp.line }

  /// The usage text in English (``Strings/usage`` has it in each language).
  public static var usage: String { Strings.english.usage }
}
