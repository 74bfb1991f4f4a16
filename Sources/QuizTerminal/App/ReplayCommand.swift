import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalImages
import TerminalKit

/// `quiz replay FILE.cast [--speed N]`: plays an asciicast v2 recording back in the terminal
/// at its own speed, or writes its frames at once when the output is not a terminal.
public enum ReplayCommand {
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

  /// The fastest and slowest `--speed`.
  public static let speeds: ClosedRange<Double> = 0.1...100

  /// The largest recording read, in bytes.
  public static let maximumSize = 256 * 1024 * 1024

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
  struct Problem: Error {
    var line: String
    var code: Int32
  }

  /// Reads the recording at `path`: a missing or unreadable file exits 66, one that is not an
  /// asciicast v2 recording 65.
  static func read(_ path: String, strings: Strings) -> Result<Asciicast.Recording, Problem> {
    let text = strings.recording
    let errors = strings.commandErrors
    func problem(_ reason: String, _ code: Int32) -> Problem {
      Problem(
        line: text.cannotReplay(.init(path: TextSafety.forMessage(path), reason: reason)),
        code: code)
    }
    switch Platform.readFile(path, limit: maximumSize) {
    case .success(.bytes(let bytes)):
      do {
        return .success(try Asciicast.read(bytes))
      } catch {
        return .failure(problem(text.readError(error), ExitCode.dataError))
      }
    case .success(.tooLarge):
      return .failure(problem(errors.tooLarge(maximumSize / (1024 * 1024)), ExitCode.noInput))
    case .success(.notRegular): return .failure(problem(errors.notRegularFile, ExitCode.noInput))
    case .failure(let error) where error.code == ENOENT:
      return .failure(problem(errors.noSuchFile, ExitCode.noInput))
    case .failure(let error):
      return .failure(problem(errors.systemError(error.code), ExitCode.noInput))
    }
  }

  /// Runs `quiz replay`; returns the exit code: 0 once played (to the end or quit), 64 for a
  /// bad command line, 65 for a file that is not a recording, 66 for one that cannot be read,
  /// 74 when the terminal or output cannot be used.
  static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
    let strings = Strings.forEnvironment(environment)
    let options: Options
    switch parse(arguments, text: strings.recording) {
    case .success(let parsed): options = parsed
    case .failure(let problem):
      QuizApp.complain(strings.usageError(problem.line))
      return problem.code
    }
    let recording: Asciicast.Recording
    switch read(options.path, strings: strings) {
    case .success(let read): recording = read
    case .failure(let problem):
      QuizApp.complain(problem.line)
      return problem.code
    }
    guard Terminal.isTerminal(0), Terminal.isTerminal(1) else {
      // Not a terminal to play in: the frames at once, as `asciinema cat` writes them,
      // through the same filter (no pictures: nothing says what will show them).
      let output = OutputWriter(fd: 1)
      var filter = ReplayFilter()
      do {
        for event in recording.events where event.kind == .output {
          try output.write(filter.feed(event.data))
        }
        filter.finish()
        try output.write(filter.closing)
      } catch {
        if error != .closed { QuizApp.complain(strings.commandErrors.cannotWriteOutput) }
        return ExitCode.ioError
      }
      sayDropped(filter.dropped, strings: strings)
      return ExitCode.success
    }
    let player = CastPlayer(
      recording, terminal: Terminal(), speed: options.speed, strings: strings,
      filter: { viewerFilter(recording, terminal: $0, environment: environment) })
    let ending = player.run()
    sayDropped(player.dropped, strings: strings)
    switch ending {
    case .finished, .quit: return ExitCode.success
    case .failed(let reason):
      if let reason { QuizApp.complain(reason) }
      return ExitCode.ioError
    }
  }

  /// After a replay, how many sequences were left out, when any were.
  private static func sayDropped(_ count: Int, strings: Strings) {
    guard count > 0 else { return }
    QuizApp.complain(strings.recording.droppedSequences(count))
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
    let depth = QuizApp.colorDepth(.auto, environment: environment, terminal: true)
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
