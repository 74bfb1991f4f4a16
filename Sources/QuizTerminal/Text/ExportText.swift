import QuizCore
import QuizSystem
import QuizUI

/// The lines of `quiz export`, in one language: what was written, and why nothing was.
/// Paths come ready to print; sizes are told as ``BoundedFile/mebibytes(_:)`` tells them.
public struct ExportText: Sendable {
  /// What an export wrote.
  public struct Summary: Equatable, Sendable {
    /// How many questions the file holds.
    public var questions: Int
    /// How many of them carry their picture inside it.
    public var pictures: Int
    /// The file's size in bytes.
    public var bytes: Int
    /// The file, ready to print.
    public var file: String
  }

  /// The line on stdout after writing the file.
  public var exported: @Sendable (_ summary: Summary) -> String
  /// The destination is already there and `--force` was not given.
  public var exists: @Sendable (_ file: String) -> String
  /// The destination is no regular file (a folder, a FIFO, a device), which nothing
  /// replaces: the file and what it is.
  public var notAFile: @Sendable (_ file: String, _ kind: FileKind) -> String
  /// After the lines of the pictures that are missing or broken: nothing was written.
  public var needsPictures: @Sendable (_ bank: String) -> String
  /// The one file would be larger than a bank may be: bank, its size, the limit.
  public var tooLarge: @Sendable (_ bank: String, _ size: String, _ limit: String) -> String
  /// The property list could not be made, or did not read back as the bank.
  public var notWritten: @Sendable (_ bank: String) -> String
  /// No pack has that name; `hereToo` when a file or folder of that name is in the current
  /// folder (written `./NAME`, it would be exported).
  public var noSuchPack: @Sendable (_ name: String, _ hereToo: Bool) -> String
  /// `-o -` on a terminal without `--xml`: a binary property list is not written there.
  public var binaryToTerminal: String
  /// `-o - --xml` on a terminal, the XML holding control characters from the pack's text.
  public var controlsToTerminal: String
  /// Writing the file failed: the file and the system's reason.
  public var cannotWrite: @Sendable (_ file: String, _ reason: String) -> String

  /// A file's size for the summary: KiB (at least 1) below a mebibyte, else MiB with one
  /// decimal.
  public static func size(_ bytes: Int) -> String {
    bytes < 1 << 20 ? "\(max(1, (bytes + 512) >> 10)) KiB" : BoundedFile.mebibytes(bytes)
  }

  /// The lines in `language` (``Language/terminalText`` chooses).
  public static func forLanguage(_ language: Language) -> ExportText {
    language.terminalText.export
  }
}
