import QuizCore

/// The error and notice lines of the commands, in one language: command-line mistakes,
/// `quiz import`, `quiz picture`, files that cannot be read or written, the terminal.
///
/// Each language is one value (``english``, ``spanish``, ``chinese``) and every property is
/// required, so a new line does not compile until all three languages have it. The English
/// value uses the errors' own `description`s, so English is written once. Option names,
/// paths and quoted values stay as typed.
public struct CommandErrorText: Sendable {
  /// A command-line mistake (``Strings/usageError`` adds the hint to ask for help).
  public var usage: @Sendable (Arguments.UsageError.Reason) -> String
}
