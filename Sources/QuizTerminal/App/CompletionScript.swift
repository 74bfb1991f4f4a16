/// `quiz completions bash|zsh|fish`: the shell completion scripts, written from
/// ``CommandDeclarations`` so they offer exactly the commands and options the parser reads.
///
/// Pack names after `--bank` come from `quiz banks --json` when the completion is asked for,
/// so a pack the player imports is offered at once.
public enum CompletionScript {
  /// The shells there are scripts for.
  public enum Shell: String, CaseIterable, Equatable, Sendable {
    case bash, zsh, fish
  }

  /// The script for `shell`.
  public static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  /// The shell command that prints one pack name a line.
  static let packNames =
    #"quiz banks --json 2>/dev/null | sed -n 's/.*"name" *: *"\([^"]*\)".*/\1/p'"#

  private static var commands: [CommandDeclarations.Command] { CommandDeclarations.commands }

  /// Options that take a value, each name once.
  private static var valueOptions: [(String, CommandDeclarations.Value)] {
    var seen: Set<String> = []
    var result: [(String, CommandDeclarations.Value)] = []
    for option in commands.flatMap(\.options) {
      guard let value = option.value else { continue }
      for name in option.names where seen.insert(name).inserted { result.append((name, value)) }
    }
    return result
  }

  // MARK: bash

  private static func bashValue(_ value: CommandDeclarations.Value) -> String {
    switch value {
    case .pack: return #"COMPREPLY=($(compgen -W "$(\#(packNames))" -- "$cur"))"#
    case .color: return #"COMPREPLY=($(compgen -W "auto always never" -- "$cur"))"#
    case .word(let words):
      return #"COMPREPLY=($(compgen -W "\#(words.joined(separator: " "))" -- "$cur"))"#
    case .file(let extensions):
      guard !extensions.isEmpty else {
        return #"compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))"#
      }
      let files = extensions.map { #"$(compgen -f -X '!*.\#($0)' -- "$cur")"# }
      return #"compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur") "#
        + files.joined(separator: " ") + ")"
    case .folder:
      return #"compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur"))"#
    case .text: return "COMPREPLY=()"
    }
  }

  private static func bash() -> String {
    let valueNames = valueOptions.map(\.0).joined(separator: "|")
    var lines = [
      "# bash completion for quiz (written by `quiz completions bash`)",
      "_quiz() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} i command=",
      "  local option=$prev",
      #"  if [[ $prev == = ]]; then option=${COMP_WORDS[COMP_CWORD-2]}; fi"#,
      #"  if [[ $cur == = ]]; then option=$prev; cur=; fi"#,
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case ${COMP_WORDS[i]} in",
      "      \(valueNames)) ((i++)) ;;",
      "      -*) ;;",
      "      \(CommandDeclarations.commandNames.joined(separator: "|")))",
      "        command=${COMP_WORDS[i]}",
      "        break ;;",
      "    esac",
      "  done",
      "  if [[ $prev == = || $cur == = || $prev == -* ]]; then",
      "    case $option in",
    ]
    for (name, value) in valueOptions {
      lines.append("      \(name)) \(bashValue(value)); return ;;")
    }
    lines += ["    esac", "  fi", "  case $command in"]
    for command in commands {
      let options = command.options.flatMap(\.names).joined(separator: " ")
      lines.append("    \(command.name.isEmpty ? "''" : command.name))")
      lines.append(#"      if [[ $cur == -* ]]; then"#)
      lines.append(#"        COMPREPLY=($(compgen -W "\#(options)" -- "$cur"))"#)
      lines.append("        return")
      lines.append("      fi")
      if command.name.isEmpty {
        let names = CommandDeclarations.commandNames.joined(separator: " ")
        lines.append(#"      COMPREPLY=($(compgen -W "\#(names)" -- "$cur"))"#)
      }
      if let operand = command.operand {
        lines.append(
          "      "
            + bashValue(operand).replacingOccurrences(of: "COMPREPLY=(", with: "COMPREPLY+=("))
      }
      lines.append("      ;;")
    }
    lines += ["  esac", "}", "complete -F _quiz quiz", ""]
    return lines.joined(separator: "\n")
  }

  // MARK: zsh

  private static func zshQuoted(_ text: String) -> String {
    text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
      .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
  }

  private static func zshAction(_ value: CommandDeclarations.Value) -> String {
    switch value {
    case .pack: return "_quiz_packs"
    case .color: return "(auto always never)"
    case .word(let words): return "(\(words.joined(separator: " ")))"
    case .file(let extensions):
      guard !extensions.isEmpty else { return "_files" }
      return "_files -g \"*.(\(extensions.joined(separator: "|")))(-.)\""
    case .folder: return "_files -/"
    case .text: return " "
    }
  }

  private static func zshSpecs(_ command: CommandDeclarations.Command) -> [String] {
    var specs: [String] = []
    for option in command.options {
      let summary = zshQuoted(option.summary)
      let exclusion = option.names.count > 1 ? "(\(option.names.joined(separator: " ")))" : ""
      for name in option.names {
        if let value = option.value {
          let form = name.hasPrefix("--") ? "\(name)=" : name
          specs.append(
            "'\(exclusion)\(form)[\(summary)]:\(zshQuoted(option.placeholder)):"
              + "\(zshQuoted(zshAction(value)).replacingOccurrences(of: "\\:", with: ":"))'")
        } else {
          specs.append("'\(exclusion)\(name)[\(summary)]'")
        }
      }
    }
    if let operand = command.operand {
      let action = zshAction(operand)
      if command.name.isEmpty {
        specs.append("'1: :_quiz_first'")
      } else {
        specs.append("'*:\(command.name == "completions" ? "shell" : "file"):\(action)'")
      }
    }
    return specs
  }

  private static func zsh() -> String {
    var lines = [
      "#compdef quiz",
      "# zsh completion for quiz (written by `quiz completions zsh`)",
      "",
      "_quiz_packs() {",
      "  local -a packs",
      #"  packs=(${(f)"$(\#(packNames))"})"#,
      "  compadd -a packs",
      "}",
      "",
      "_quiz_first() {",
      "  local -a commands",
      "  commands=(",
    ]
    for command in commands where !command.name.isEmpty {
      lines.append("    '\(command.name):\(zshQuoted(command.summary))'")
    }
    lines += [
      "  )",
      "  _describe -t commands command commands",
      "  _files -g \"*.plist(-.)\"",
      "}",
      "",
      "_quiz() {",
      "  local i command=",
      "  for (( i = 2; i < CURRENT; i++ )); do",
      "    case ${words[i]} in",
      "      \(CommandDeclarations.commandNames.joined(separator: "|")))",
      "        command=${words[i]}",
      "        break ;;",
      "    esac",
      "  done",
      #"  if [[ -n $command ]]; then"#,
      #"    words=("${words[1]}" "${(@)words[i+1,-1]}")"#,
      "    (( CURRENT -= i - 1 ))",
      "  fi",
      "  case $command in",
    ]
    for command in commands {
      lines.append("    \(command.name.isEmpty ? "''" : command.name))")
      let specs = zshSpecs(command)
      if specs.isEmpty {
        lines.append("      ;;")
        continue
      }
      lines.append("      _arguments -s \\")
      for (index, spec) in specs.enumerated() {
        lines.append("        \(spec)" + (index == specs.count - 1 ? "" : " \\"))
      }
      lines.append("      ;;")
    }
    lines += ["  esac", "}", "", "compdef _quiz quiz", ""]
    return lines.joined(separator: "\n")
  }

  // MARK: fish

  private static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  private static func fishValue(_ value: CommandDeclarations.Value) -> String {
    switch value {
    case .pack: return "-x -a " + fishQuoted("(\(packNames))")
    case .color: return "-x -a 'auto always never'"
    case .word(let words): return "-x -a " + fishQuoted(words.joined(separator: " "))
    case .file: return "-r -F"
    case .folder: return "-x -a '(__fish_complete_directories)'"
    case .text: return "-x"
    }
  }

  private static func fish() -> String {
    let names = CommandDeclarations.commandNames.joined(separator: " ")
    var lines = [
      "# fish completion for quiz (written by `quiz completions fish`)",
      "complete -c quiz -f",
    ]
    for command in commands {
      let condition =
        command.name.isEmpty
        ? "not __fish_seen_subcommand_from \(names)"
        : "__fish_seen_subcommand_from \(command.name)"
      if !command.name.isEmpty {
        lines.append(
          "complete -c quiz -n '__fish_use_subcommand' -a \(command.name) -d "
            + fishQuoted(command.summary))
      }
      for option in command.options {
        var line = "complete -c quiz -n '\(condition)'"
        for name in option.names {
          line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        if let value = option.value { line += " " + fishValue(value) }
        lines.append(line + " -d " + fishQuoted(option.summary))
      }
      if let operand = command.operand {
        let value: String
        switch operand {
        case .file(let extensions) where !extensions.isEmpty:
          let suffixes = extensions.map { ".\($0)" }.joined(separator: " ")
          value = "-k -a " + fishQuoted("(__fish_complete_suffix \(suffixes))")
        case .file: value = "-F"
        default: value = fishValue(operand)
        }
        lines.append("complete -c quiz -n '\(condition)' \(value)")
      }
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }
}
