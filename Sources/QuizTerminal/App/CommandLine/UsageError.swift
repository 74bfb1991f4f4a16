import QuizCore
import QuizUI

/// A usage error: one line for stderr, exit code 64. Every command's parser throws it.
///
/// The ``reason`` is typed so the line can be told in the interface language
/// (``CommandErrorText/usage``, the one place it is worded; ``line(in:)`` adds the hint);
/// ``description`` is the English line.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong with the command line.
  public var reason: Reason

  /// An error for `reason`.
  public init(_ reason: Reason) {
    self.reason = reason
  }

  /// The English line.
  public var description: String { reason.description }

  /// The line for stderr in the language of `strings`, without the program name: the
  /// reason, then the hint to ask for help, except after a reason that says where to look
  /// (an unknown pack names the packs and `quiz banks`).
  public func line(in strings: Strings) -> String {
    let text = strings.commandErrors.usage(reason)
    switch reason {
    case .noPack: return text
    default: return strings.usageError(text)
    }
  }
}

extension UsageError {
  /// What is wrong with the command line. Option names, paths and values are kept as typed
  /// (made safe to print when the line is written).
  public enum Reason: Equatable, Sendable, CustomStringConvertible {
    /// An option given last, with nothing after it.
    case needsValue(option: String)
    /// A switch given a value (`--json=yes`).
    case takesNoValue(option: String)
    /// An option the program does not know.
    case unknownOption(String)
    /// An empty bank path (`quiz ""`).
    case emptyBankPath
    /// `--seed` not a whole number from 0 to `UInt64.max`.
    case badSeed(String)
    /// `--color` not auto, always or never.
    case badColor(String)
    /// `--theme` not dark, light or auto.
    case badTheme(String)
    /// `--graphics` not auto, kitty, sixel, iterm, blocks or ascii.
    case badGraphics(String)
    /// `--date` not a date as YYYY-MM-DD.
    case badDate(String)
    /// An empty `--state` or `--stats` path.
    case emptyStatePath
    /// `--state` or `--stats` names a device (such as `/dev/null`), a pipe or a socket:
    /// nothing is written beside it.
    case stateNotAFile(option: String, path: String)
    /// `--date` without `daily` or `stats`, where no start screen opens.
    case dateWithoutCommand
    /// `--share` without `daily`.
    case shareWithoutDaily
    /// `quiz check` without a bank.
    case checkNeedsBank
    /// More than one bank file to play.
    case oneBankAtATime(Int)
    /// A bank file and `--bank` together.
    case bankFileAndName
    /// `--plain` and `--json` together.
    case plainAndJSON
    /// A file after `banks`, `stats` or `daily`.
    case commandTakesNoFile(command: String, file: String)
    /// An option that means nothing to `check`, `banks`, `stats` or `daily`.
    case optionNotWithCommand(option: String, command: String)
    /// No pack of that name; `names` are the packs there are.
    case noPack(name: String, names: [String])
    /// An option `quiz import` does not know.
    case unknownImportOption(String)
    /// `quiz import` without a file.
    case importNeedsFile
    /// `quiz import` with more than one file.
    case importOneFile(Int)
    /// `-o` with an empty folder.
    case outputNeedsFolder
    /// `--install` with a name that is not a plain pack name.
    case badPackName(String)
    /// `--install` with the name of a bundled pack, which would hide the pack installed.
    case bundledPackName(String)
    /// `--title` with a text that cannot be a bank's title.
    case badTitle(String)
    /// `quiz import` without `-o` or `--install`.
    case importNeedsDestination
    /// `--picture-size` not a whole number within ``ImportArguments/pictureSizes``.
    case badPictureSize(String)
    /// `-o` and `--install` together.
    case outputAndInstall
    /// An option `quiz export` does not know.
    case unknownExportOption(String)
    /// `quiz export` without a bank, or with more than one (how many).
    case exportOneBank(Int)
    /// `quiz export` without `-o FILE` (or with an empty one).
    case exportNeedsOutput
    /// An option `quiz picture` does not know.
    case unknownPictureOption(String)
    /// `quiz picture` with more than one file.
    case pictureOneFile
    /// An empty picture path.
    case emptyPicturePath
    /// `--width` not a whole number from 1 to the widest preview.
    case badWidth(String)
    /// `--pam` with an empty file name.
    case pamNeedsFile
    /// `quiz picture` without a file.
    case pictureNeedsFile
    /// `quiz completions` without one shell it knows (the word given, if any).
    case badShell(String?)
    /// `quiz completions` with a word after the shell.
    case oneShell(extra: String)

    /// The English line, lowercase: the English table's words (for debugging; a player reads
    /// the line of their language).
    public var description: String { CommandErrorText.english.usage(self) }
  }
}
