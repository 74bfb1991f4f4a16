import QuizCore

/// What `quiz export SOURCE -o FILE.plist [--xml] [--force]` is asked to do.
public struct ExportArguments: Equatable, Sendable {
  /// The bank: a pack's name, a bank folder (holding `questions.plist`) or a bank file.
  public var source: String
  /// The file to write; `-` is standard output.
  public var output: String
  /// Binary (the default) or XML.
  public var format: BankExport.Format
  /// Replace a file that is already there.
  public var force: Bool

  /// Creates the arguments of an export.
  public init(
    source: String, output: String, format: BankExport.Format = .binary, force: Bool = false
  ) {
    self.source = source
    self.output = output
    self.format = format
    self.force = force
  }

  /// Whether the property list goes to standard output.
  public var toStandardOutput: Bool { output == "-" }
}

extension ExportArguments {
  /// Reads what the scanner found: one bank and `-o FILE`.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    let banks = parsed.operands
    guard banks.count == 1, let bank = banks.first, !bank.isEmpty else {
      throw UsageError(.exportOneBank(banks.filter { !$0.isEmpty }.count))
    }
    guard let output = parsed.value(.exportFile), !output.isEmpty else {
      throw UsageError(.exportNeedsOutput)
    }
    self.init(
      source: bank, output: output, format: parsed.given(.xml) ? .xml : .binary,
      force: parsed.given(.force))
  }
}

extension ExportCommand: QuizCommand {
  static let declaration = CommandDeclarations.Command(
    id: .export, name: "export", summary: "write a pack as one file",
    options: [
      .init(
        .exportFile, ["-o", "--output"], .file(extensions: ["plist"]), "FILE",
        "write FILE (- for standard output)"),
      .init(.xml, ["--xml"], "write XML instead of binary"),
      .init(.force, ["--force"], "replace what is there"),
      CommandDeclarations.help,
    ],
    operand: .pack, synopsis: "NAME|DIR|BANK.plist -o FILE.plist",
    unknownOption: { .unknownExportOption($0) })

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    self.init(request: try ExportArguments(parsing: parsed))
  }
}
