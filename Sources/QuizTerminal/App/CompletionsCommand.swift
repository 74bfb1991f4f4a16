/// `quiz completions bash|zsh|fish`: print the completion script for a shell.
struct CompletionsCommand: QuizCommand {
  /// The shell.
  var shell: CompletionScript.Shell

  static let declaration = CommandDeclarations.Command(
    id: .completions, name: "completions", summary: "print shell completions",
    options: [], operand: .word(CompletionScript.Shell.allCases.map(\.rawValue)),
    synopsis: "bash|zsh|fish")

  /// Every word is the shell's name: the one word must be a shell it knows.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    try Self(parsing: ParsedArguments(operands: arguments))
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    guard parsed.operands.count == 1,
      let shell = CompletionScript.Shell(rawValue: parsed.operands[0])
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
