import QuizUI

/// Every table of this module in one language: the commands' error lines, `--help`, the
/// overview, recording, `quiz export` and `quiz import FOLDER`. Each language's value is in
/// its folder (`Sources/QuizTerminal/Languages/<Language>/TerminalText+<Language>.swift`), and
/// ``Language/terminalText`` is the one switch that chooses it.
public struct TerminalText: Sendable {
  /// The commands' error and notice lines.
  public var commandErrors: CommandErrorText
  /// The words of `quiz COMMAND --help`.
  public var commandHelp: CommandHelpText
  /// The words of the overview `quiz --help` prints.
  public var overview: OverviewText
  /// The lines of recording and replaying.
  public var recording: RecordingText
  /// The lines of `quiz export`.
  public var export: ExportText
  /// The lines of `quiz import FOLDER`.
  public var folderImport: FolderImportText
}

extension Language {
  /// This module's tables in this language: the one place they are chosen.
  public var terminalText: TerminalText {
    switch self {
    case .english: TerminalText.english
    case .spanish: TerminalText.spanish
    case .chinese: TerminalText.chinese
    case .french: TerminalText.french
    }
  }
}

extension Strings {
  /// The commands' error and notice lines, in the language of ``Strings/id``.
  package var commandErrors: CommandErrorText { id.terminalText.commandErrors }
  /// The words of `quiz COMMAND --help` in this language.
  public var commandHelp: CommandHelpText { id.terminalText.commandHelp }
  /// The words of the overview `quiz --help` prints, in this language.
  public var overview: OverviewText { id.terminalText.overview }
  /// The recording lines in this language.
  public var recording: RecordingText { id.terminalText.recording }
}
