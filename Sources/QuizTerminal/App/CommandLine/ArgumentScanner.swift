/// Reads a command's words against its declaration: `--name value`, `--name=value`, switches,
/// operands and `--`, which ends the options. Every mistake it finds is a ``UsageError``,
/// thrown at the word where it is found.
enum ArgumentScanner {
  /// Scans `arguments` as the options and operands of `command`; a word of `commandWords`
  /// met first among the operands (before `--`) is the command word, not an operand.
  static func scan(
    _ arguments: [String], as command: CommandDeclarations.Command,
    commandWords: Set<String> = []
  ) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        if !optionsEnded, parsed.operands.isEmpty, parsed.commandWord == nil,
          commandWords.contains(argument)
        {
          parsed.commandWord = argument
          continue
        }
        if let reason = command.checkOperand?(argument, parsed.operands.count) {
          throw UsageError(reason)
        }
        parsed.operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      let inline = parts.count > 1 ? parts[1] : nil
      guard let option = command.options.first(where: { $0.names.contains(name) }) else {
        throw UsageError(command.unknownOption(argument))
      }
      guard option.value != nil else {
        guard inline == nil else { throw UsageError(.takesNoValue(option: name)) }
        parsed.options.append(.init(option: option.id, name: name, value: nil))
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else {
        guard index < arguments.count else { throw UsageError(.needsValue(option: name)) }
        value = arguments[index]
        index += 1
      }
      if let reason = option.check?(value) { throw UsageError(reason) }
      parsed.options.append(.init(option: option.id, name: name, value: value))
    }
    return parsed
  }
}
