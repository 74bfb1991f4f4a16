import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalImages
import TerminalKit

/// `quiz replay FILE.cast [--speed N]`: plays an asciicast v2 recording back in the terminal
/// at its own speed, or writes its frames at once when the output is not a terminal.
public struct ReplayCommand: QuizCommand {
  /// The words after `replay`, read when it runs, with ``RecordingText``'s messages.
  var arguments: [String]
  /// What `quiz replay` was asked to do.
  public struct Options: Equatable, Sendable {
    /// The recording.
    public var path: String
    /// How many times as fast as recorded.
    public var speed: Double = 1
  }

  /// Its declaration, for the help, the completions and the man page; the words after
  /// `replay` are read by ``parse(_:text:)``, whose mistakes ``RecordingText`` words.
  static let declaration = CommandDeclarations.Command(
    id: .replay, name: "replay", summary: "play a recording back",
    options: [
      .init(.speed, ["--speed"], .text, "N", "play N times as fast"), CommandDeclarations.help,
    ],
    operand: .file(extensions: ["cast"]), synopsis: "FILE.cast")

  /// `nil` (its help) when `-h` or `--help` comes before any `--`; the rest is read when it
  /// runs, so its mistakes are worded as a recording's.
  static func parse(_ arguments: [String]) throws(UsageError) -> ReplayCommand? {
    let helpNames = CommandDeclarations.help.names
    if arguments.prefix(while: { $0 != "--" }).contains(where: helpNames.contains) {
      return nil
    }
    return ReplayCommand(arguments: arguments)
  }

  /// Never used: `replay` does not share the options of playing.
  init(parsing parsed: ParsedArguments) {
    arguments = parsed.operands
  }

  init(arguments: [String]) {
    self.arguments = arguments
  }

  /// The fastest and slowest `--speed`.
  public static let speeds: ClosedRange<Double> = 0.1...100

  /// The largest recording read, in bytes.
  public static let maximumSize = RecordingFile.maximumSize

  /// Parses the arguments after `replay`; a mistake is the line to say.
  static func parse(_ arguments: [String], text: RecordingText) -> Result<Options, Problem> {
    var path: String?
    var speed = 1.0
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        guard path == nil, !argument.isEmpty else {
          return .failure(Problem(line: text.replayNeedsOneFile, code: ExitCode.usage))
        }
        path = argument
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      switch parts[0] {
      case "--": optionsEnded = true
      case "--speed":
        var given = parts.count > 1 ? parts[1] : nil
        if given == nil, index < arguments.count {
          given = arguments[index]
          index += 1
        }
        guard let given, let number = Double(given), speeds.contains(number) else {
          return .failure(Problem(line: text.badSpeed(given ?? ""), code: ExitCode.usage))
        }
        speed = number
      default:
        return .failure(Problem(line: text.unknownReplayOption(argument), code: ExitCode.usage))
      }
    }
    guard let path else {
      return .failure(Problem(line: text.replayNeedsOneFile, code: ExitCode.usage))
    }
    return .success(Options(path: path, speed: speed))
  }

  /// A line for stderr and the exit code.
  typealias Problem = RecordingFile.Problem

  /// Runs `quiz replay`; returns the exit code: 0 once played (to the end or quit), 64 for a
  /// bad command line, 65 for a file that is not a recording, 66 for one that cannot be read,
  /// 74 when the terminal or output cannot be used.
  func run(in environment: AppEnvironment) -> Int32 {
    let strings = environment.strings
    let options: Options
    switch Self.parse(arguments, text: strings.recording) {
    case .success(let parsed): options = parsed
    case .failure(let problem):
      environment.complain(strings.usageError(problem.line))
      return problem.code
    }
    let recording: Asciicast.Recording
    switch RecordingFile.read(options.path, strings: strings) {
    case .success(let read): recording = read
    case .failure(let problem):
      environment.complain(problem.line)
      return problem.code
    }
    guard environment.isInteractive else {
      // Not a terminal to play in: the frames at once, as `asciinema cat` writes them,
      // through the same filter (no pictures: nothing says what will show them).
      let output = environment.output
      var filter = ReplayFilter()
      do {
        for event in recording.events where event.kind == .output {
          try output.write(filter.feed(event.data))
        }
        filter.finish()
        try output.write(filter.closing)
      } catch {
        if error != .closed { environment.complain(strings.commandErrors.cannotWriteOutput) }
        return ExitCode.ioError
      }
      Self.sayDropped(filter.dropped, in: environment)
      return ExitCode.success
    }
    let player = CastPlayer(
      recording, terminal: environment.terminal(), speed: options.speed, strings: strings,
      filter: { Self.viewerFilter(recording, terminal: $0, environment: environment.variables) })
    let ending = player.run()
    Self.sayDropped(player.dropped, in: environment)
    switch ending {
    case .finished, .quit: return ExitCode.success
    case .failed(let reason):
      if let reason { environment.complain(reason) }
      return ExitCode.ioError
    }
  }

  /// After a replay, how many sequences were left out, when any were.
  private static func sayDropped(_ count: Int, in environment: AppEnvironment) {
    guard count > 0 else { return }
    environment.complain(environment.strings.recording.droppedSequences(count))
  }

  /// The filter for playing `recording` on `terminal` (in raw mode): quiz's pictures pass
  /// only in the protocol the terminal is found to show, as a game would find it; a
  /// terminal is asked only when the recording holds a picture sequence.
  static func viewerFilter(
    _ recording: Asciicast.Recording, terminal: any TerminalDevice,
    environment: [String: String]
  ) -> ReplayFilter {
    let introducers = [Array("\u{1B}_G".utf8), Array("\u{1B}P".utf8), Array("\u{1B}]1337".utf8)]
    let hasPictures = recording.events.contains { event in
      event.kind == .output && introducers.contains { contains(event.data, $0) }
    }
    guard hasPictures else { return ReplayFilter() }
    let depth = ColorChoice.auto.depth(environment: environment, terminal: true)
    guard GraphicsDetection.asks(.auto, depth: depth, environment: environment) else {
      return ReplayFilter()
    }
    let reading = BackgroundQuery.ask(
      terminal, background: false, graphics: true, tmux: environment["TMUX"] != nil)
    let mode = GraphicsDetection.mode(
      .auto, depth: depth, environment: environment, reading: reading)
    let images: ReplayFilter.Images
    switch mode {
    case .kitty: images = .kitty
    case .sixel: images = .sixel
    case .iterm: images = .iterm
    case .blocks, .ascii: return ReplayFilter()
    }
    return ReplayFilter(
      images: images,
      throughTmux: GraphicsDetection.throughTmux(mode, environment: environment, reading: reading))
  }

  private static func contains(_ data: [UInt8], _ part: [UInt8]) -> Bool {
    guard data.count >= part.count, let first = part.first else { return false }
    var index = data.startIndex
    while let found = data[index...].firstIndex(of: first) {
      if found + part.count > data.count { return false }
      if data[found..<(found + part.count)].elementsEqual(part) { return true }
      index = found + 1
    }
    return false
  }
}
