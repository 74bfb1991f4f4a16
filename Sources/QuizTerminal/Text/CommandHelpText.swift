import QuizUI

/// The words of `quiz COMMAND --help` in one language: the headings, and what each command
/// and each option does. The usage line and the option names come from the declarations
/// (``CommandDeclarations``), so they are never translated.
///
/// English is the declarations' own summaries, written once; every other language switches
/// over every command and option, so a new one does not compile until each says what it does.
public struct CommandHelpText: Sendable {
  /// "Usage: ", before the usage line.
  public var usage: String
  /// "Options:", the heading of the option list.
  public var options: String
  /// "[options]" in the usage line.
  public var optionsPlaceholder: String
  /// What a command does.
  public var command: @Sendable (CommandDeclarations.Command) -> String
  /// What an option does.
  public var option: @Sendable (CommandDeclarations.Option) -> String
  /// The placeholder words of the operands and the options' values in this language, by
  /// the declared word (`BANK`) or the word with its extension (`FILE.csv`); a word not
  /// here stays as declared.
  public var placeholders: [String: String] = [:]

  /// `text` (a command's operands or an option's placeholder, as declared) with each
  /// placeholder word, a run of capital letters, in this language.
  public func localized(_ text: String) -> String {
    guard !placeholders.isEmpty else { return text }
    return text.replacing(/([A-Z]+)(\.[a-z]+)?/) { match -> String in
      if let whole = placeholders[String(match.output.0)] { return whole }
      let word = String(match.output.1)
      return (placeholders[word] ?? word) + String(match.output.2 ?? "")
    }
  }
}
