import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalKit

/// The program: reads the command line, loads the bank, picks the output mode and plays.
public enum QuizApp {
  /// Exit codes (`sysexits.h` where one fits), the same numbers the bank errors carry.
  public typealias ExitCode = QuizCore.ExitCode

  /// Makes the locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`) of this process safe for
  /// Foundation, which hands them to ICU, and ICU crashes on some (a language part of 12
  /// letters or more): an unusable value becomes its language alone, or `C.UTF-8`, so an
  /// unknown locale is English. Call before anything reads the locale or the environment.
  public static func sanitizeLocaleEnvironment() {
    Platform.sanitizeLocaleEnvironment()
  }

  /// Runs the program with `arguments` (without the program name); returns the exit code.
  public static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
    Terminal.fillStandardDescriptors()
    Terminal.ignoreBrokenPipe()
    let output = OutputWriter(fd: 1)
    let strings = Strings.forEnvironment(environment)
    let parsed: QuizCommand
    do {
      parsed = try QuizCommand.parse(arguments)
    } catch {
      complain(error.line(in: strings))
      return ExitCode.usage
    }
    switch parsed {
    case .help(let command): return say(HelpText.help(command, strings: strings), to: output)
    case .version: return say(HelpText.version + "\n", to: output)
    case .replay(let rest): return ReplayCommand.run(rest, environment: environment)
    case .completions(let command):
      return say(CompletionScript.script(for: command.shell), to: output)
    case .check(let command):
      let result = CheckCommand.run(command.banks, strings: strings)
      for line in result.errors { complain(line, prefix: false) }
      let printed = say(result.output.map { $0 + "\n" }.joined(), to: output)
      return printed == ExitCode.success ? result.code : printed
    case .picture(let command):
      return picture(command.options, environment: environment)
    case .importBank(let command):
      let outcome = ImportCommand.run(command.request, environment: environment)
      for line in outcome.errors { complain(line) }
      let printed = say(outcome.output.map { $0 + "\n" }.joined(), to: output)
      return printed == ExitCode.success ? outcome.code : printed
    case .export(let command):
      return export(command.request, environment: environment, output: output)
    case .play(let command):
      return play(command, environment: environment)
    case .banks(let command):
      return listBanks(command, environment: environment, output: output)
    case .stats(let command):
      return showStats(command, environment: environment, output: output)
    case .daily(let command):
      return command.run(environment: environment)
    }
  }

  private static func picture(
    _ options: PictureCommand.Options, environment: [String: String]
  ) -> Int32 {
    let terminal = Terminal.isTerminal(1)
    let depth = colorDepth(options.color, environment: environment, terminal: terminal)
    let columns = terminal ? Terminal(input: 0, output: 1).size()?.columns : nil
    let result = PictureCommand.run(
      options, columns: columns, depth: depth,
      strings: Strings.forEnvironment(environment), terminal: terminal)
    if let error = result.error { complain(error) }
    do {
      try OutputWriter(fd: 1).write(result.output)
    } catch {
      return ExitCode.ioError
    }
    return result.code
  }

  /// The colour depth for the output: `--color` first, then `NO_COLOR` and `TERM=dumb`;
  /// then the Linux console (`TERM=linux`), `COLORTERM` for 24-bit colour, 16 colours for
  /// a terminal type named so (`…-16color`, `…-8color`) or whose terminfo `colors` is 16,
  /// and 256 colours otherwise: also for a type whose terminfo says 8 (plain `xterm`,
  /// `screen`), which the terminals that use those names draw in 256 colours today.
  public static func colorDepth(
    _ choice: ColorChoice, environment: [String: String], terminal: Bool
  ) -> ColorDepth {
    switch choice {
    case .never: return .none
    case .auto:
      if !terminal { return .none }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
      if environment["TERM"] == "dumb" { return .none }
    case .always: break
    }
    let term = environment["TERM"] ?? ""
    if term == "linux" || term.hasPrefix("linux-") { return .linuxConsole }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.hasSuffix("-16color") || term.hasSuffix("-8color") { return .palette16 }
    if !term.isEmpty, let colors = Terminfo.colors(of: term, environment: environment),
      colors == 16
    {
      return .palette16
    }
    return .palette256
  }

  static func say(_ text: String, to writer: OutputWriter) -> Int32 {
    do {
      try writer.write(text)
      return ExitCode.success
    } catch {
      return ExitCode.ioError
    }
  }

  /// Writes one line to stderr, prefixed with the program name.
  static func complain(_ line: String, prefix: Bool = true) {
    let text = (prefix ? "quiz: " : "") + line + "\n"
    try? OutputWriter(fd: 2).write(text)
  }
}
