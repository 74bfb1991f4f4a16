/// `quiz completions bash|zsh|fish`: print the completion script for a shell.
struct CompletionsCommand: QuizCommand {
  /// The shell.
  var shell: CompletionScript.Shell

  static let declaration = CommandDeclarations.Command(
    id: .completions, name: "completions", summary: "print shell completions",
    options: [CommandDeclarations.help],
    operand: .word(CompletionScript.Shell.allCases.map(\.rawValue)),
    synopsis: "bash|zsh|fish")

  /// `-h` or `--help` anywhere asks for the help (`nil`); otherwise the one word must be a
  /// shell it knows: an option or a second word is named as the mistake.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    if arguments.contains(where: CommandDeclarations.help.names.contains) { return nil }
    if let option = arguments.first(where: { $0.hasPrefix("-") && $0.count > 1 }) {
      throw UsageError(.unknownOption(option))
    }
    return try Self(parsing: ParsedArguments(operands: arguments))
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    if parsed.operands.count > 1 { throw UsageError(.oneShell(extra: parsed.operands[1])) }
    guard let word = parsed.operands.first, let shell = CompletionScript.Shell(rawValue: word)
    else {
      throw UsageError(.badShell(parsed.operands.first))
    }
    self.shell = shell
  }

  /// Prints the script.
  func run(in environment: AppEnvironment) -> Int32 {
    environment.say(CompletionScript.script(for: shell))
  }
}
