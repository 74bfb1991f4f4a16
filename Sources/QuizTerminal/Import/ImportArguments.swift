import QuizCore

/// The command line of `quiz import FILE.csv|.tsv (-o DIR | --install NAME) [--force]`.
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

  /// Creates the arguments of an import.
  public init(source: String, destination: Destination, force: Bool = false) {
    self.source = source
    self.destination = destination
    self.force = force
  }

  /// Reads what the scanner found: one file, and `-o DIR` or `--install NAME`.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    let files = parsed.operands
    guard files.count == 1, let source = files.first else {
      throw UsageError(files.isEmpty ? .importNeedsFile : .importOneFile(files.count))
    }
    guard !source.isEmpty else { throw UsageError(.importNeedsFile) }
    let force = parsed.given(.force)
    switch (parsed.value(.output), parsed.value(.install)) {
    case (let folder?, nil):
      guard !folder.isEmpty else { throw UsageError(.outputNeedsFolder) }
      self.init(source: source, destination: .folder(folder), force: force)
    case (nil, let name?):
      guard ImportDestination.isPackName(name) else { throw UsageError(.badPackName(name)) }
      self.init(source: source, destination: .pack(name), force: force)
    case (nil, nil):
      throw UsageError(.importNeedsDestination)
    case (.some, .some):
      throw UsageError(.outputAndInstall)
    }
  }
}

extension ImportCommand: ParsableCommand {
  static let declaration = CommandDeclarations.Command(
    id: .import, name: "import", summary: "turn a spreadsheet into a bank",
    options: [
      .init(.output, ["-o", "--output"], .folder, "DIR", "write the bank folder DIR"),
      .init(.install, ["--install"], .text, "NAME", "install as your pack NAME"),
      .init(.force, ["--force"], "replace what is there"),
      CommandDeclarations.help,
    ],
    operand: .file(extensions: ["csv", "plist"]),
    synopsis: "FILE.csv|BANK.plist (-o DIR | --install NAME)",
    unknownOption: { .unknownImportOption($0) })

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    self.init(request: try ImportArguments(parsing: parsed))
  }
}
