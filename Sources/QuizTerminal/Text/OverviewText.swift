import QuizUI

/// The words of the overview `quiz --help` prints, in one language. The commands' usage
/// lines and the option names and placeholders come from the declarations
/// (``CommandDeclarations``); this holds only what each one is called in this language,
/// and the keys and exit codes, which are not options.
///
/// Each language switches over every command and option, so a new one does not compile
/// until each says, in a few words that fit the 80×24 overview, what it does.
public struct OverviewText: Sendable {
  /// "Options: ", before the first line of options (the later lines are indented as wide).
  public var options: String
  /// What a command does, in a few words after its usage line.
  public var command: @Sendable (CommandDeclarations.CommandID) -> String
  /// What an option of playing does, in a few words; `nil` for an option playing does
  /// not take (the overview lists only playing's options).
  public var option: @Sendable (CommandDeclarations.OptionID) -> String?
  /// The keys of the game, after the options.
  public var keys: [String]
  /// The exit codes, last.
  public var exit: [String]
}
