import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// Playing a bank: setting the game up (bank, saved progress, order) and running it in a
/// terminal or through the pipes.
extension QuizApp {
  /// Why a game could not be set up: one line for stderr and the exit code.
  struct PlayFailure: Error {
    var line: String
    var code: Int32
    /// What the start screen's message line says after "cannot open NAME:" when not the
    /// line: the reason first, then the path shortened (a long path would hide the reason).
    var menuReason: String? = nil
  }

  /// A game ready to play: its bank, the game (resumed from saved progress), where the
  /// progress goes, the opening message and the name its best score goes by.
  struct Prepared {
    var bank: QuestionBank
    var game: Game
    var keeper: ProgressKeeper?
    var opening: StatusMessage?
    var resumed: Bool
    var packName: String
  }

  static func play(_ arguments: PlayCommand, environment: [String: String]) -> Int32 {
    // Keys played from a recording make a scripted run, even in a terminal.
    let interactive =
      arguments.output.format.drawsScreen && arguments.replayKeys == nil
      && Terminal.isTerminal(0) && Terminal.isTerminal(1)
    // The start screen: a terminal with no bank named and no progress file named.
    let opensMenu =
      interactive && arguments.bankPath == nil && arguments.bundledBank == nil
      && arguments.storage.statePath == nil
    if arguments.date != nil && !opensMenu {
      complain(UsageError(.dateWithoutCommand).line(in: Strings.forEnvironment(environment)))
      return ExitCode.usage
    }
    let prepared: Prepared
    let keys: Asciicast.Recording?
    // A scripted run recorded or replayed starts on a whole second, the recording's.
    let scripted = !interactive && (arguments.record != nil || arguments.replayKeys != nil)
    let start: Date
    do {
      keys = try replayKeys(arguments.replayKeys, environment: environment)
      start = scripted ? scriptStart(keys: keys) : Date()
      // Behind the start screen the default pack stands until one is chosen; the chosen
      // pack's progress is read when it opens.
      prepared = try prepare(
        arguments, bankName: nil, interactive: interactive, readsProgress: !opensMenu,
        environment: environment, now: start)
    } catch {
      complain(error.line)
      return error.code
    }
    if opensMenu {
      return runMenu(behind: prepared, arguments: arguments, environment: environment)
    }
    let recorder = statsRecording(
      arguments.storage, interactive: interactive, environment: environment
    )
    .map { StatsRecorder(store: $0, pack: prepared.packName) }
    recorder?.store?.removeStaleTemporaryFiles(now: Date())
    return runGame(
      prepared.game, output: arguments.output, interactive: interactive, environment: environment,
      pictures: PictureSource(bank: prepared.bank), keeper: prepared.keeper, stats: recorder,
      opening: prepared.opening, resumed: prepared.resumed, record: arguments.record, keys: keys,
      start: scripted ? start : nil)
  }

  /// Loads the bank (`bankName`, else the command line's), reads its saved progress when
  /// `readsProgress` and makes the game; `fromMenu` when the start screen opened it.
  static func prepare(
    _ arguments: PlayCommand, bankName: String?, interactive: Bool, readsProgress: Bool,
    environment: [String: String], now: Date = Date(), fromMenu: Bool = false
  ) throws(PlayFailure) -> Prepared {
    let strings = Strings.forEnvironment(environment)
    let bank: QuestionBank
    let bankKey: String
    let packName: String
    do {
      (bank, bankKey, packName) = try loadBank(
        arguments, name: bankName, environment: environment)
    } catch let error as BankError {
      var line = strings.bankErrors.bankError(error)
      if case .invalid = error, bankName == nil, let path = arguments.bankPath {
        line += strings.bankErrors.fullListHint(TextSafety.forMessage(path))
      }
      let short = ShortPath.of(error.path, home: environment["HOME"])
      throw PlayFailure(
        line: line, code: error.exitCode,
        menuReason: strings.bankErrors.reason(error) + " (\(short))")
    } catch let error as BundledPackError {
      throw PlayFailure(line: strings.bankErrors.packError(error), code: error.exitCode)
    } catch let error as UsageError {
      throw PlayFailure(line: error.line(in: strings), code: ExitCode.usage)
    } catch {
      throw PlayFailure(line: "\(error)", code: ExitCode.usage)
    }
    let store: ProgressStore? =
      !readsProgress
      ? nil
      : arguments.storage.statePath.map { ProgressStore(url: URL(fileURLWithPath: $0)) }
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
          let note = strings.otherOrder
          opening = StatusMessage(note)
          if !interactive { complain(strings.warning(note)) }
          break
        }
        saved = progress
        shuffleSeed = progress.shuffleSeed
        guard progress.question > 0 || progress.tally != Tally() else { break }
        // NB: a player on the start screen cannot add --restart: that notice names no flag.
        let standing = Strings.Standing(
          question: progress.question + 1, total: progress.total, score: progress.score)
        let note = fromMenu ? strings.resumedFromMenu(standing) : strings.resumedAt(standing)
        opening = StatusMessage(strings.welcomeBack(note))
        if !interactive { complain(note) }
      case .otherBank:
        let note = strings.otherBank
        opening = StatusMessage(note)
        if !interactive { complain(strings.warning(note)) }
      case .setAside(let path):
        // The screen names the file from `~` (it may be recorded); a warning the whole path.
        let onScreen = StatusMessage.shownPath(path, home: environment["HOME"])
        opening = StatusMessage(
          strings.progressSetAside(TextSafety.forMessage(onScreen)), tone: .bad)
        if !interactive {
          complain(strings.progressSetAsideWarning(TextSafety.forMessage(path)))
        }
      case .unreadable(let error):
        // Saving over a file that could not be read would lose it: this game saves nothing.
        savesProgress = false
        let reason = strings.commandErrors.progressError(error)
        opening = StatusMessage(strings.notSaving(reason), tone: .bad)
        if !interactive { complain(strings.notSavingWarning(reason)) }
      }
    }
    let puzzles = Puzzle.deck(bank.questions, shuffleSeed: shuffleSeed)
    let game = saved?.resume(puzzles, at: now) ?? Game(puzzles: puzzles, startedAt: now)
    let keeper =
      savesProgress ? store.map { ProgressKeeper(store: $0, shuffleSeed: shuffleSeed) } : nil
    return Prepared(
      bank: bank, game: game, keeper: keeper, opening: opening, resumed: saved != nil,
      packName: packName)
  }

  /// Plays `game` in a terminal (leading to `finale`) or through the pipes; returns the
  /// exit code, recording it into the file `record` names. A scripted run plays the recorded
  /// `keys` when given; `start` is when a
  /// scripted run recorded or replayed counts from (its clock then reads the inputs' times).
  static func runGame(
    _ game: Game, output options: OutputOptions, interactive: Bool, environment: [String: String],
    pictures: PictureSource, keeper: ProgressKeeper?, stats: StatsRecorder?,
    opening: StatusMessage?, resumed: Bool = false, finale: SessionMachine.Finale = .playAgain,
    record: RecordTarget? = nil, keys: Asciicast.Recording? = nil, start: Date? = nil
  ) -> Int32 {
    // Asked before the game counts into the statistics, which then exist.
    let firstStart = interactive ? HowToPlayMark.firstStart(beside: stats?.store) : nil
    stats?.start(game.questionEvent, resumed: resumed, at: Date())
    if interactive {
      let depth = colorDepth(options.color, environment: environment, terminal: true)
      return withRecording(record, environment: environment) { recorder in
        let session = TerminalSession(
          game: game, terminal: Terminal(), depth: depth,
          background: BackgroundQuery.known(options.theme, environment: environment),
          pictures: pictures,
          progress: keeper, stats: stats, opening: opening, finale: finale,
          strings: Strings.forEnvironment(environment), recording: recorder,
          graphics: graphicsSetup(options, environment: environment),
          howToPlay: firstStart, clock: Date.init)
        return exitCode(after: session.run())
      }
    }
    return withRecording(record, environment: environment, start: start ?? Date()) {
      recorder in
      runScripted(
        game, output: options, environment: environment, keeper: keeper, stats: stats,
        input: ScriptInput(keys: keys, recorder: recorder, start: start ?? Date()),
        recorded: recorder, timed: start != nil)
    }
  }

  /// Plays `game` through the pipes, reading `input`; `timed` runs the game's clock on the
  /// inputs' times. The output goes to stdout and into `recorded`, when given.
  private static func runScripted(
    _ game: Game, output options: OutputOptions, environment: [String: String],
    keeper: ProgressKeeper?, stats: StatsRecorder?, input: ScriptInput, recorded: CastRecorder?,
    timed: Bool
  ) -> Int32 {
    let output = OutputWriter(fd: 1)
    let strings = Strings.forEnvironment(environment)
    let text = strings.commandErrors
    keeper?.onFailure = { complain(strings.warning(text.progressError($0))) }
    if stats?.onFailure == nil {
      stats?.onFailure = { complain(strings.warning(text.statsError($0))) }
    }
    stats?.onSetAside = { complain(strings.statsSetAsideWarning(TextSafety.forMessage($0))) }
    // A script has no terminal size: its recording says 80×24.
    recorded?.begin(rows: 24, columns: 80)
    var session = ScriptedSession(
      game: game, format: options.format.scripted,
      clock: timed ? { input.now } : Date.init, progress: keeper,
      stats: stats, strings: strings)
    let ending = session.run(
      next: input.read,
      write: { text throws(OutputError) in
        try output.write(text)
        input.wrote(text)
      })
    switch ending {
    case .finished: return ExitCode.success
    case .quit: return ExitCode.quit
    case .outputFailed(let closed):
      if !closed { complain(text.cannotWriteOutput) }
      return ExitCode.ioError
    case .interrupted(let number): return ExitCode.signal(number)
    }
  }

  /// The exit code for how a terminal session ended, once the reason it failed is said.
  static func exitCode(after ending: TerminalSession.Ending) -> Int32 {
    switch ending {
    case .finished: return ExitCode.success
    case .quit: return ExitCode.quit
    case .failed(let reason):
      if let reason { complain(reason) }
      return ExitCode.ioError
    }
  }

  /// The bank to play, the key of its progress and the name its best score goes by.
  private static func loadBank(
    _ arguments: PlayCommand, name chosen: String?, environment: [String: String]
  ) throws -> (QuestionBank, String, String) {
    if chosen == nil, let path = arguments.bankPath {
      let url = URL(fileURLWithPath: path)
      let bank = try QuestionBank.load(contentsOf: url, displayPath: path, decodePictures: false)
      return (bank, url.standardized.path, url.standardized.path)
    }
    let name = chosen ?? arguments.bundledBank ?? BundledPack.defaultName
    guard let pack = try PackCatalog.find(name, environment: environment) else {
      let names =
        try PackCatalog.bundledPacks().map(\.name)
        + PackCatalog.userPacks(environment: environment).map(\.name)
      throw UsageError(.noPack(name: name, names: names))
    }
    return (try pack.load(), pack.progressKey, pack.name)
  }
}
