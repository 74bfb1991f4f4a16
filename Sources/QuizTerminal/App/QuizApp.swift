import Foundation
import QuizCore

/// The program: reads the command line, loads the bank, picks the output mode and plays.
public enum QuizApp {
  /// Exit codes (`sysexits.h` where one fits).
  public enum ExitCode {
    /// Finished every question, or `check` found no error.
    public static let success: Int32 = 0
    /// The player quit or input ended before the end.
    public static let quit: Int32 = 1
    /// Bad command line.
    public static let usage: Int32 = 64
    /// Bad bank data.
    public static let dataError: Int32 = 65
    /// Bank file missing or unreadable.
    public static let noInput: Int32 = 66
    /// Output could not be written.
    public static let ioError: Int32 = 74

    /// A scripted run ended by SIGHUP, SIGINT or SIGTERM: 128 + the signal number (129,
    /// 130, 143), as a shell reports a process killed by it.
    public static func signal(_ number: Int32) -> Int32 { 128 + number }
  }

  /// Runs the program with `arguments` (without the program name); returns the exit code.
  public static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
    Terminal.fillStandardDescriptors()
    Terminal.ignoreBrokenPipe()
    let output = OutputWriter(fd: 1)
    let parsed: Arguments
    do {
      parsed = try Arguments.parse(arguments)
    } catch {
      complain("\(error) (try quiz --help)")
      return ExitCode.usage
    }
    switch parsed.command {
    case .help: return say(HelpText.usage + "\n", to: output)
    case .version: return say(HelpText.version + "\n", to: output)
    case .check(let paths):
      let result = CheckCommand.run(paths)
      for line in result.errors { complain(line, prefix: false) }
      let printed = say(result.output.map { $0 + "\n" }.joined(), to: output)
      return printed == ExitCode.success ? result.code : printed
    case .play:
      return play(parsed, environment: environment)
    }
  }

  private static func play(_ arguments: Arguments, environment: [String: String]) -> Int32 {
    let bank: QuestionBank
    let bankKey: String
    do {
      (bank, bankKey) = try loadBank(arguments)
    } catch let error as BankError {
      var line = "\(error)"
      if case .invalid = error, let path = arguments.bankPath {
        line += " (run quiz check \(TextSafety.forMessage(path)) for the full list)"
      }
      complain(line, prefix: true)
      return error.exitCode
    } catch let error as BundledPackError {
      complain("\(error)")
      return error.exitCode
    } catch {
      complain("\(error)")
      return ExitCode.usage
    }
    let interactive =
      !arguments.plain && !arguments.json && Terminal.isTerminal(0) && Terminal.isTerminal(1)
    let store: ProgressStore? =
      arguments.statePath.map { ProgressStore(url: URL(fileURLWithPath: $0)) }
      ?? (interactive
        ? ProgressStore.defaultStore(bankKey: bankKey, environment: environment) : nil)
    var shuffleSeed =
      arguments.shuffle ? (arguments.seed ?? UInt64.random(in: 0...UInt64.max)) : nil
    var opening: StatusMessage? = nil
    var saved: SavedProgress? = nil
    var savesProgress = true
    store?.removeStaleTemporaryFiles(now: Date())
    if let store, !arguments.restart {
      switch store.load(total: bank.questions.count) {
      case .none: break
      case .resumed(let progress):
        // Resume in the saved order; a run that asks for another order starts afresh.
        let sameOrder =
          !arguments.shuffle
          || (progress.shuffleSeed != nil
            && (arguments.seed == nil || arguments.seed == progress.shuffleSeed))
        guard sameOrder else {
          let note = "saved progress is for another question order; starting over"
          opening = StatusMessage(note)
          if !interactive { complain("warning: \(note)") }
          break
        }
        saved = progress
        shuffleSeed = progress.shuffleSeed
        guard progress.question > 0 || progress.tally != Tally() else { break }
        let note =
          "resumed at question \(progress.question + 1) of \(progress.total), "
          + "score \(progress.score) (--restart starts over)"
        opening = StatusMessage("Welcome back: " + note)
        if !interactive { complain(note) }
      case .otherBank:
        let note = "saved progress belongs to another bank; starting over"
        opening = StatusMessage(note)
        if !interactive { complain("warning: \(note)") }
      case .setAside(let path):
        let shown = TextSafety.forMessage(path)
        opening = StatusMessage("Progress file was damaged; moved to \(shown)", tone: .bad)
        if !interactive { complain("warning: progress file was damaged; moved to \(shown)") }
      case .unreadable(let error):
        // Saving over a file that could not be read would lose it: this game saves nothing.
        savesProgress = false
        opening = StatusMessage("✗ \(error); not saving", tone: .bad)
        if !interactive { complain("warning: \(error); this game's progress is not saved") }
      }
    }
    let puzzles = Puzzle.prepare(bank.questions, shuffleSeed: shuffleSeed)
    let now = Date()
    let game = saved?.resume(puzzles, at: now) ?? Game(puzzles: puzzles, startedAt: now)
    let keeper =
      savesProgress ? store.map { ProgressKeeper(store: $0, shuffleSeed: shuffleSeed) } : nil

    if interactive {
      let depth = colorDepth(arguments.color, environment: environment, terminal: true)
      let session = TerminalSession(
        game: game, terminal: Terminal(), depth: depth, pictures: PictureSource(bank: bank),
        progress: keeper, opening: opening, clock: Date.init)
      switch session.run() {
      case .finished: return ExitCode.success
      case .quit: return ExitCode.quit
      case .failed(let reason):
        if let reason { complain(reason) }
        return ExitCode.ioError
      }
    }
    let output = OutputWriter(fd: 1)
    keeper?.onFailure = { complain("warning: \($0)") }
    var session = ScriptedSession(
      game: game, format: arguments.json ? .json : .plain, clock: Date.init, progress: keeper)
    let input = Terminal(input: 0, output: 1)
    input.reportTerminatingSignals()
    let ending = session.run(
      next: {
        while true {
          switch input.waitForInput(timeoutMilliseconds: nil) {
          case .bytes(let bytes): return .bytes(bytes)
          case .endOfInput: return .end
          case .terminated(let number): return .signal(number)
          case .timeout, .resized, .continued: continue
          }
        }
      },
      write: { text throws(OutputError) in try output.write(text) })
    switch ending {
    case .finished: return ExitCode.success
    case .quit: return ExitCode.quit
    case .outputFailed(let closed):
      if !closed { complain("cannot write the output") }
      return ExitCode.ioError
    case .interrupted(let number): return ExitCode.signal(number)
    }
  }

  private static func loadBank(_ arguments: Arguments) throws -> (QuestionBank, String) {
    if let path = arguments.bankPath {
      let url = URL(fileURLWithPath: path)
      let bank = try QuestionBank.load(contentsOf: url, displayPath: path, decodePictures: false)
      return (bank, url.standardized.path)
    }
    let name = arguments.bundledBank ?? BundledPack.defaultName
    let packs = try BundledPack.all()
    guard let pack = packs.first(where: { $0.name == name }) else {
      throw Arguments.UsageError(
        description: "no bundled pack \"\(TextSafety.forMessage(name))\" (there are: "
          + packs.map(\.name).joined(separator: ", ") + ")")
    }
    let bank = try QuestionBank.load(
      contentsOf: pack.url, displayPath: pack.url.path, decodePictures: false)
    return (bank, name)
  }

  /// The colour depth for the output: `--color` first, then `NO_COLOR`, `TERM=dumb` and
  /// `COLORTERM`.
  public static func colorDepth(
    _ choice: Arguments.ColorChoice, environment: [String: String], terminal: Bool
  ) -> ColorDepth {
    switch choice {
    case .never: return .none
    case .auto:
      if !terminal { return .none }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
      if environment["TERM"] == "dumb" { return .none }
    case .always: break
    }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
  }

  private static func say(_ text: String, to writer: OutputWriter) -> Int32 {
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
