import Foundation
import QuizCore

/// The command line of `quiz import FILE.csv|.tsv|BANK.plist|FOLDER (-o DIR | --install NAME)
/// [--title TITLE] [--picture-size N] [--force]`.
public struct ImportArguments: Equatable, Sendable {
  /// Where the bank goes.
  public enum Destination: Equatable, Sendable {
    /// A folder given with `-o`.
    case folder(String)
    /// A pack of the player's own, by name (`--install NAME`).
    case pack(String)
  }

  /// The spreadsheet to read.
  public var source: String
  /// Where the bank goes.
  public var destination: Destination
  /// Replace a folder or pack that is already there.
  public var force = false
  /// The pack's title (`--title`), written at the top of a spreadsheet's bank; `nil`: the
  /// spreadsheet's file name.
  public var title: String?
  /// The longest side, in pixels, of a picture the import stores: a larger one, and every
  /// JPEG and GIF, is scaled down to it (never up) and stored as PNG.
  public var pictureSize = ImportArguments.defaultPictureSize

  /// The longest side of a stored picture unless `--picture-size` says otherwise: a picture
  /// drawn at most about 100 cells wide loses nothing on screen at 256 pixels.
  public static let defaultPictureSize = 256
  /// The sizes `--picture-size` accepts: from a small icon to the largest picture a bank
  /// may hold.
  public static let pictureSizes = 16...Picture.maxSide

  /// Creates the arguments of an import.
  public init(
    source: String, destination: Destination, force: Bool = false,
    pictureSize: Int = ImportArguments.defaultPictureSize
  ) {
    self.source = source
    self.destination = destination
    self.force = force
    self.pictureSize = pictureSize
  }

  /// Reads what the scanner found: one file, and `-o DIR` or `--install NAME`.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    let files = parsed.operands
    guard files.count == 1, let source = files.first else {
      throw UsageError(files.isEmpty ? .importNeedsFile : .importOneFile(files.count))
    }
    guard !source.isEmpty else { throw UsageError(.importNeedsFile) }
    let force = parsed.given(.force)
    let title = parsed.value(.title)
    if let title, !ImportArguments.isTitle(title) { throw UsageError(.badTitle(title)) }
    let size = parsed.value(.pictureSize).flatMap { Int($0) } ?? Self.defaultPictureSize
    let destination: Destination
    switch (parsed.value(.output), parsed.value(.install)) {
    case (let folder?, nil):
      guard !folder.isEmpty else { throw UsageError(.outputNeedsFolder) }
      destination = .folder(folder)
    case (nil, let name?):
      guard ImportDestination.isPackName(name) else { throw UsageError(.badPackName(name)) }
      guard !QuestionBank.bundledNames.contains(name) else {
        throw UsageError(.bundledPackName(name))
      }
      destination = .pack(name)
    case (nil, nil):
      throw UsageError(.importNeedsDestination)
    case (.some, .some):
      throw UsageError(.outputAndInstall)
    }
    self.init(source: source, destination: destination, force: force, pictureSize: size)
    self.title = title
  }
}

extension ImportArguments {
  /// True when `text` can be a bank's title (``QuestionBank/checkedTitle(_:report:)``).
  static func isTitle(_ text: String) -> Bool {
    QuestionBank.checkedTitle(text) { _, _ in } != nil
  }

  /// The title of a bank made of the spreadsheet at `source`: `--title`, else the file's
  /// name without its extension (`birds.csv` is *birds*; a folder of pictures' whole name),
  /// cut to the most a title may have; none when that name cannot be a title (a control
  /// character in it).
  func bankTitle(source: URL, isFolder: Bool = false) -> String? {
    if let title { return title }
    let file = isFolder ? source : source.deletingPathExtension()
    let name = String(file.lastPathComponent.prefix(QuestionBank.titleLimit))
    return Self.isTitle(name) ? name : nil
  }
}

extension ImportCommand: QuizCommand {
  static let declaration = CommandDeclarations.Command(
    id: .import, name: "import", summary: "turn a spreadsheet or pictures into a bank",
    options: [
      .init(.output, ["-o", "--output"], .folder, "DIR", "write the bank folder DIR"),
      .init(.install, ["--install"], .text, "NAME", "install as your pack NAME"),
      .init(.title, ["--title"], .text, "TITLE", "the pack's title (default: the file's name)"),
      .init(.force, ["--force"], "replace what is there"),
      .init(
        .pictureSize, ["--picture-size"], .text, "N",
        "longest side of pictures (16–1024)",
        check: { text in
          Int(text).map(ImportArguments.pictureSizes.contains) == true ? nil : .badPictureSize(text)
        }),
      CommandDeclarations.help,
    ],
    operand: .file(extensions: ["csv", "plist"]),
    synopsis: "FILE|FOLDER (-o DIR | --install NAME)",
    unknownOption: { .unknownImportOption($0) })

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    self.init(request: try ImportArguments(parsing: parsed))
  }
}
