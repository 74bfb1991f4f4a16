import QuizCore

/// Something the program can do once its command line is read: a command of
/// ``CommandList``, or the help and the version its options ask for.
protocol RunnableCommand: Equatable, Sendable {
  /// Does it, reading and writing the world only through `environment`; returns the exit
  /// code (an ``ExitCode``).
  func run(in environment: AppEnvironment) -> Int32
}

/// A command of the program, as swift-argument-parser's `ParsableCommand` with its
/// `run()`: its declaration (name, options, operands), how its words are read, and what it
/// does. Every command is one type listed once in ``CommandList/all``; dispatch, the help,
/// the completions and the man page's synopsis all come from that list.
protocol QuizCommand: ParsableCommand, RunnableCommand {
  /// True for playing, `check`, `banks`, `stats` and `daily`: their words are read together,
  /// with the options of playing before or after the command word, each command then
  /// refusing, by name, what means nothing to it. The others read the words after their
  /// name alone.
  static var sharesGameOptions: Bool { get }
}

extension QuizCommand {
  static var sharesGameOptions: Bool { false }

  /// The command from the words after its name, or its help when they ask for it.
  static func parsedAlone(_ words: [String]) throws(UsageError) -> ParsedCommand {
    try parse(words).map { ParsedCommand($0) } ?? .help(declaration.id)
  }

  /// The command from what the scanner read with the options of playing.
  static func parsedWithGameOptions(_ parsed: ParsedArguments) throws(UsageError)
    -> ParsedCommand
  {
    ParsedCommand(try Self(parsing: parsed))
  }
}

/// The command line, parsed: the command to run, with its own typed options.
struct ParsedCommand: Equatable, Sendable {
  /// What to run.
  var command: any RunnableCommand

  /// Wraps `command`.
  init(_ command: any RunnableCommand) {
    self.command = command
  }

  /// The help of a command (`quiz --help` for playing is the overview).
  static func help(_ id: CommandDeclarations.CommandID) -> ParsedCommand {
    ParsedCommand(HelpCommand(id: id))
  }

  /// The version.
  static let version = ParsedCommand(VersionCommand())

  static func == (lhs: ParsedCommand, rhs: ParsedCommand) -> Bool {
    lhs.command.isEqual(to: rhs.command)
  }
}

extension RunnableCommand {
  /// True when `other` is a command of the same type with the same options.
  func isEqual(to other: any RunnableCommand) -> Bool {
    (other as? Self) == self
  }
}

/// `quiz COMMAND --help`: the help of a command.
struct HelpCommand: RunnableCommand {
  /// Whose help.
  var id: CommandDeclarations.CommandID

  func run(in environment: AppEnvironment) -> Int32 {
    environment.say(HelpText.help(id, strings: environment.strings))
  }
}

/// `quiz --version`.
struct VersionCommand: RunnableCommand {
  func run(in environment: AppEnvironment) -> Int32 {
    environment.say(HelpText.version + "\n")
  }
}
