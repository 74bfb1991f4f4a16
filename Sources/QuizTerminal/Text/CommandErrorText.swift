import QuizCore
import QuizSystem

/// The error and notice lines of the commands, in one language: command-line mistakes,
/// `quiz import`, `quiz picture`, progress and statistics files that cannot be read or
/// written, the terminal and the output.
///
/// Each language is one value (``english``, ``spanish``, ``chinese``, ``french``) and every
/// property is required, so a new line does not compile until every language has it. Each
/// value lives in its language's folder (`Sources/QuizTerminal/Languages/<Language>/`),
/// English too: no line is an error's `description`. Option names, paths and quoted values
/// stay as typed.
public struct CommandErrorText: Sendable {
  /// A command-line mistake (``Strings/usageError`` adds the hint to ask for help).
  public var usage: @Sendable (UsageError.Reason) -> String

  // MARK: Files

  /// Why a system call failed, from its errno: "permission denied".
  public var systemError: @Sendable (Int32) -> String
  /// "no such file".
  public var noSuchFile: String
  /// "not a regular file".
  public var notRegularFile: String
  /// "too large: at most 16 MiB".
  public var tooLarge: @Sendable (Int) -> String
  /// Why a progress or statistics file could not be used.
  public var fileFault: @Sendable (FileFault) -> String
  /// Progress that cannot be read, set aside or saved: what, why, the whole path.
  public var progressError: @Sendable (ProgressError) -> String
  /// Statistics that cannot be read, locked, set aside or saved: what, why, the whole path.
  public var statsError: @Sendable (StatsError) -> String
  /// `quiz stats` with no `--stats` and no home folder to find the statistics in.
  public var noStatsHome: String
  /// The same on the start screen, where there is no `--stats` to give.
  public var noStatsHomeShort: String

  // MARK: Terminal and output

  /// The terminal cannot be put in raw mode at the start.
  public var cannotUseTerminal: @Sendable (TerminalError) -> String
  /// The terminal cannot be put back in raw mode after a resume (playing on in cooked
  /// mode, with echo and line buffering, would only look broken).
  public var cannotResumeTerminal: @Sendable (TerminalError) -> String
  /// Writing a frame to the terminal failed.
  public var cannotWriteTerminal: String
  /// Writing a scripted game's output failed.
  public var cannotWriteOutput: String

  // MARK: quiz import

  /// A problem at a place in a spreadsheet: line, column, column name, what is wrong.
  public var importPlace: @Sendable (Place) -> String
  /// What is wrong with CSV text.
  public var csvProblem: @Sendable (CSVError.Problem) -> String
  /// What is wrong with a cell, a row or the header.
  public var importProblem: @Sendable (ImportIssue.Problem) -> String
  /// The file holds no rows, not even the column names.
  public var importEmpty: String
  /// A header row with no rows of questions below it.
  public var importNoQuestions: String
  /// The bank cannot be made into a property list.
  public var importNotWritable: String
  /// More rows of questions than a bank holds: how many, the most.
  public var importTooManyRows: @Sendable (RowCount) -> String
  /// The bank would pass the largest bank file (given as `32.0 MiB`) at a row.
  public var importTooLarge: @Sendable (String) -> String
  /// `--install` with neither `XDG_DATA_HOME` nor `HOME` set.
  public var importNoHome: String
  /// The destination is already there (without `--force`).
  public var importExists: @Sendable (String) -> String
  /// `--force` does not replace the destination: the destination, why not.
  public var importWillNotReplace: @Sendable (Refused) -> String
  /// The import worked: questions, picture files, the bank file.
  public var imported: @Sendable (Imported) -> String
  /// How to play an installed pack, by name.
  public var importPlayWith: @Sendable (String) -> String
  /// An icon's picture is not there: the spreadsheet's file name, the names tried.
  public var pictureNotFound: @Sendable (PictureSearch) -> String
  /// An icon's picture cannot be read: its file name, why.
  public var pictureUnreadable: @Sendable (FileProblem) -> String
  /// An icon's picture is in a format quiz does not read: its file name, the format's
  /// message (`rose.heic: HEIC pictures cannot be read: …`).
  public var pictureForeign: @Sendable (FileProblem) -> String
  /// A picture to import has more pixels than a photo may have: its file name and size.
  public var photoTooLarge: @Sendable (PhotoSize) -> String
  /// An icon's picture is reached through a symbolic link leading out of the spreadsheet's
  /// folder: its file name, the spreadsheet's.
  public var pictureOutsideFolder: @Sendable (OutsideLink) -> String
  /// The bank cannot be written into place: the destination, why.
  public var cannotWrite: @Sendable (FileProblem) -> String
  /// The old destination cannot be moved aside for `--force`: the destination, why.
  public var cannotReplace: @Sendable (FileProblem) -> String
  /// The written bank, loaded back, does not find a picture: destination, the warning.
  public var writtenBankPicture: @Sendable (FileProblem) -> String
  /// The written bank does not load back: destination, why.
  public var writtenBankBroken: @Sendable (FileProblem) -> String

  // MARK: quiz picture

  /// Why `--pam` does not write over the picture being read.
  public var pamIsPicture: String
  /// `--pam -` on a terminal: the PAM's bytes are not written there.
  public var pamToTerminal: String
}
