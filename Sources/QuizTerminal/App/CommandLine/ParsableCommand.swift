/// A command of the program: its declaration says its name, options and operands, and the
/// same declaration parses it, completes it in the shells and writes its `--help`.
///
/// A command is parsed in two steps, as swift-argument-parser does: ``ArgumentScanner``
/// reads the words against the declared options (unknown options, missing values and
/// values each option refuses are found there, in the order typed), then the command's
/// `init(parsing:)` turns what was read into its own typed fields and refuses what does
/// not go together.
protocol ParsableCommand: Equatable, Sendable {
  /// The command's name, summary, options and operand.
  static var declaration: CommandDeclarations.Command { get }

  /// The command from the words the scanner read.
  init(parsing parsed: ParsedArguments) throws(UsageError)

  /// The command from the words after its name; `nil` when they ask for its help.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self?
}

extension ParsableCommand {
  /// Scans `arguments` (the words after the command's name) against the declaration and
  /// makes the command; `nil` when `-h` or `--help` before any `--` asks for its help,
  /// whatever else the words say.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    let helpNames = CommandDeclarations.help.names
    if arguments.prefix(while: { $0 != "--" }).contains(where: helpNames.contains) {
      return nil
    }
    return try Self(parsing: ArgumentScanner.scan(arguments, as: declaration))
  }
}

/// What ``ArgumentScanner`` read: each option as given, in order, and the operands.
struct ParsedArguments: Equatable, Sendable {
  /// One option as given.
  struct Given: Equatable, Sendable {
    /// Which option.
    var option: CommandDeclarations.OptionID
    /// The name as typed (`--colour`).
    var name: String
    /// Its value, or `nil` for a switch.
    var value: String?
  }

  /// The options in the order given.
  var options: [Given] = []
  /// The operands (files, words) in order.
  var operands: [String] = []
  /// The command word found among the operands (`check`, `stats`…), if any.
  var commandWord: String?

  /// True when `option` was given at least once.
  func given(_ option: CommandDeclarations.OptionID) -> Bool {
    options.contains { $0.option == option }
  }

  /// The value `option` was last given, or `nil`.
  func value(_ option: CommandDeclarations.OptionID) -> String? {
    options.last { $0.option == option }?.value
  }

  /// The first option given that is not among `accepted`, in the order of `order`; the
  /// name it is refused by is its preferred spelling.
  func firstRefused(
    accepting accepted: [CommandDeclarations.Option], in order: [CommandDeclarations.Option]
  ) -> String? {
    let ids = Set(accepted.map(\.id))
    return order.first { !ids.contains($0.id) && given($0.id) }?.preferredName
  }
}

extension ParsedArguments {
  /// What `banks`, `stats` and `daily` refuse, in this order: a file, `--plain` with
  /// `--json`, then the first option of playing (in its declaration's order) that `command`
  /// does not declare.
  func refuseForGameCommand(_ command: CommandDeclarations.Command) throws(UsageError) {
    if let extra = operands.first {
      throw UsageError(.commandTakesNoFile(command: command.name, file: extra))
    }
    _ = try OutputFormat(parsing: self)
    if let option = firstRefused(
      accepting: command.options, in: CommandDeclarations.gameOptions.options)
    {
      throw UsageError(.optionNotWithCommand(option: option, command: command.name))
    }
  }
}
