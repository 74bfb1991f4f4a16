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

  /// Parses the arguments after `import`.
  public static func parse(_ arguments: [String]) throws(Arguments.UsageError) -> ImportArguments {
    func fail(_ reason: Arguments.UsageError.Reason) -> Arguments.UsageError {
      Arguments.UsageError(reason)
    }
    var files: [String] = []
    var output: String?
    var install: String?
    var force = false
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        files.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      var inline = parts.count > 1 ? parts[1] : nil
      func value() throws(Arguments.UsageError) -> String {
        if let inline { return inline }
        guard index < arguments.count else { throw fail(.needsValue(option: name)) }
        index += 1
        return arguments[index - 1]
      }
      guard name == "--" || CommandDeclarations.optionNames(of: "import").contains(name) else {
        throw fail(.unknownImportOption(argument))
      }
      switch name {
      case "--": optionsEnded = true
      case "-o", "--output": output = try value()
      case "--install": install = try value()
      case "--force":
        guard inline == nil else { throw fail(.takesNoValue(option: "--force")) }
        force = true
      default:
        throw fail(.unknownImportOption(argument))
      }
      inline = nil
    }
    guard files.count == 1, let source = files.first, !source.isEmpty else {
      throw fail(files.isEmpty ? .importNeedsFile : .importOneFile(files.count))
    }
    switch (output, install) {
    case (let folder?, nil):
      guard !folder.isEmpty else { throw fail(.outputNeedsFolder) }
      return ImportArguments(source: source, destination: .folder(folder), force: force)
    case (nil, let name?):
      guard ImportDestination.isPackName(name) else {
        throw fail(.badPackName(name))
      }
      return ImportArguments(source: source, destination: .pack(name), force: force)
    case (nil, nil):
      throw fail(.importNeedsDestination)
    case (.some, .some):
      throw fail(.outputAndInstall)
    }
  }
}
