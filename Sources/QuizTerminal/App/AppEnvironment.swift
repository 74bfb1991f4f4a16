import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// The world a command reads and writes, passed in: the environment variables (which also
/// say where the files are: `HOME`, `XDG_STATE_HOME`, `XDG_DATA_HOME`), the standard
/// streams, whether they are a terminal, the terminal itself, and the clock.
///
/// `quiz` runs with ``live``; a test builds its own (see ``init(variables:input:output:errors:now:)``)
/// to run a command in-process, reading its stdout and stderr from memory. A command reaches
/// the world only through this value: no `Date()`, no `ProcessInfo`, no write to fd 1 or 2.
public struct AppEnvironment: Sendable {
  /// The environment variables (locale, `TERM`, `NO_COLOR`, the homes of the files).
  public var variables: [String: String]
  /// The standard input's descriptor (a scripted game's keys).
  public var input: Int32
  /// The standard output.
  public var output: OutputWriter
  /// The standard error.
  public var errors: OutputWriter
  /// True when both the input and the output are a terminal (the full-screen game).
  public var inputIsTerminal: Bool
  /// True when the output is a terminal (colour, the width of a table).
  public var outputIsTerminal: Bool
  /// The time now.
  public var now: @Sendable () -> Date
  /// True when a scripted run stops on SIGHUP, SIGINT and SIGTERM (handlers are the
  /// process's: a test's in-process runs leave them alone).
  public var watchesSignals: Bool

  /// The process's own world: its environment, fds 0, 1 and 2, the system clock.
  public static var live: AppEnvironment {
    AppEnvironment(
      variables: ProcessInfo.processInfo.environment, input: 0, output: OutputWriter(fd: 1),
      errors: OutputWriter(fd: 2), inputIsTerminal: Terminal.isTerminal(0),
      outputIsTerminal: Terminal.isTerminal(1), now: { Date() }, watchesSignals: true)
  }

  /// A world of its own, for a run inside a test: `variables` (set `HOME` and
  /// `XDG_STATE_HOME` to a temporary folder), the standard input read from `input` (a pipe
  /// or a file), the outputs into `output` and `errors`, never a terminal, and `now` as the
  /// clock (the system's unless given).
  public init(
    variables: [String: String], input: Int32, output: OutputWriter.Capture,
    errors: OutputWriter.Capture, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      variables: variables, input: input, output: OutputWriter(capture: output),
      errors: OutputWriter(capture: errors), inputIsTerminal: false, outputIsTerminal: false,
      now: now, watchesSignals: false)
  }

  init(
    variables: [String: String], input: Int32, output: OutputWriter, errors: OutputWriter,
    inputIsTerminal: Bool, outputIsTerminal: Bool, now: @escaping @Sendable () -> Date,
    watchesSignals: Bool
  ) {
    self.variables = variables
    self.input = input
    self.output = output
    self.errors = errors
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.now = now
    self.watchesSignals = watchesSignals
  }

  /// True when the game may take over the screen: both sides are a terminal.
  var isInteractive: Bool { inputIsTerminal && outputIsTerminal }

  /// The interface language the locale variables choose.
  var strings: Strings { Strings.forEnvironment(variables) }

  /// The terminal on the standard streams, for the full-screen game (only when
  /// ``isInteractive``).
  func terminal() -> Terminal {
    Terminal(input: input, output: output.fd)
  }

  /// The output terminal's width in columns, or `nil` when the output is not a terminal.
  var outputColumns: Int? {
    outputIsTerminal ? terminal().size()?.columns : nil
  }

  /// The day to act on: `date` (`--date`), or the local calendar day now.
  func day(_ date: CalendarDay?) -> CalendarDay {
    date ?? Platform.localDay(of: now())
  }

  /// Writes `text` to stdout: success, or 74 when it cannot be written.
  func say(_ text: String) -> Int32 {
    do {
      try output.write(text)
      return ExitCode.success
    } catch {
      return ExitCode.ioError
    }
  }

  /// Writes one line to stderr, prefixed with the program name unless `prefix` is false.
  func complain(_ line: String, prefix: Bool = true) {
    let text = (prefix ? "quiz: " : "") + line + "\n"
    try? errors.write(text)
  }
}
