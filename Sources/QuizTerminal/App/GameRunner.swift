import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// Why a game could not be set up: one line for stderr and the exit code.
struct PlayFailure: Error {
  var line: String
  var code: Int32
  /// What the start screen's message line says after "cannot open NAME:" when not the
  /// line: the reason first, then the path shortened (a long path would hide the reason).
  var menuReason: String? = nil
}

/// Playing a game, as playing, `quiz daily` and the start screen share: setting the game up
/// (bank, saved progress, order) and running it in a terminal or through the pipes.
enum GameRunner {
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

  /// Loads the bank (`bankName`, else the command line's), reads its saved progress when
  /// `readsProgress` and makes the game; `fromMenu` when the start screen opened it.
  static func prepare(
    _ arguments: PlayCommand, bankName: String?, interactive: Bool, readsProgress: Bool,
    environment: AppEnvironment, now: Date? = nil, fromMenu: Bool = false
  ) throws(PlayFailure) -> Prepared {
    let now = now ?? environment.now()
    let strings = environment.strings
    let bank: QuestionBank
    let bankKey: String
    let packName: String
    do {
      (bank, bankKey, packName) = try loadBank(
        arguments, name: bankName, environment: environment)
    } catch {
      switch error {
      case .bank(let error):
        var line = strings.bankErrors.bankError(error)
        if case .invalid = error, bankName == nil, let path = arguments.bankPath {
          line += strings.bankErrors.fullListHint(TextSafety.forMessage(path))
        }
        let short = ShortPath.of(error.path, home: environment.variables["HOME"])
        throw PlayFailure(
          line: line, code: error.exitCode,
          menuReason: strings.bankErrors.reason(error) + " (\(short))")
      case .pack(let error):
        throw PlayFailure(line: strings.bankErrors.packError(error), code: error.exitCode)
      case .usage(let error):
        throw PlayFailure(line: error.line(in: strings), code: ExitCode.usage)
      }
    }
    let store: ProgressStore? =
      !readsProgress
      ? nil
      : arguments.storage.statePath.map { ProgressStore(url: URL(fileURLWithPath: $0)) }
        ?? (interactive
          ? ProgressStore.defaultStore(bankKey: bankKey, environment: environment.variables) : nil)
    var shuffleSeed =
      arguments.shuffle ? (arguments.seed ?? UInt64.random(in: 0...UInt64.max)) : nil
    var opening: StatusMessage? = nil
    var saved: SavedProgress? = nil
    var savesProgress = true
    store?.removeStaleTemporaryFiles(now: environment.now())
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
          if !interactive { environment.complain(strings.warning(note)) }
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
        if !interactive { environment.complain(note) }
      case .otherBank:
        let note = strings.otherBank
        opening = StatusMessage(note)
        if !interactive { environment.complain(strings.warning(note)) }
      case .setAside(let path):
        // The screen names the file from `~` (it may be recorded); a warning the whole path.
        let onScreen = StatusMessage.shownPath(path, home: environment.variables["HOME"])
        opening = StatusMessage(
          strings.progressSetAside(TextSafety.forMessage(onScreen)), tone: .bad)
        if !interactive {
          environment.complain(strings.progressSetAsideWarning(TextSafety.forMessage(path)))
        }
      case .unreadable(let error):
        // Saving over a file that could not be read would lose it: this game saves nothing.
        savesProgress = false
        let reason = strings.commandErrors.progressError(error)
        opening = StatusMessage(strings.notSaving(reason), tone: .bad)
        if !interactive { environment.complain(strings.notSavingWarning(reason)) }
      }
    }
    let puzzles = Puzzle.deck(bank.questions, shuffleSeed: shuffleSeed)
    let game = saved?.resume(puzzles, at: now) ?? Game(puzzles: puzzles, startedAt: now)
    let keeper =
      savesProgress ? store.map { ProgressKeeper(store: $0, shuffleSeed: shuffleSeed) } : nil
    if let saved, let counted = saved.counted { keeper?.counted = (saved.question, counted) }
    return Prepared(
      bank: bank, game: game, keeper: keeper, opening: opening, resumed: saved != nil,
      packName: packName)
  }

  /// Plays `game` in a terminal (leading to `finale`) or through the pipes; returns the
  /// exit code, recording it into the file `record` names. A scripted run plays the recorded
  /// `keys` when given; `start` is when a
  /// scripted run recorded or replayed counts from (its clock then reads the inputs' times).
  static func runGame(
    _ game: Game, output options: OutputOptions, interactive: Bool, environment: AppEnvironment,
    pictures: PictureSource, keeper: ProgressKeeper?, stats: StatsRecorder?,
    opening: StatusMessage?, resumed: Bool = false, finale: SessionMachine.Finale = .playAgain,
    record: RecordTarget? = nil, keys: Asciicast.Recording? = nil, start: Date? = nil
  ) -> Int32 {
    // Asked before the game counts into the statistics, which then exist.
    let firstStart = interactive ? HowToPlayMark.firstStart(beside: stats?.store) : nil
    stats?.start(
      game.questionEvent, resumed: resumed, counted: keeper?.countedAttempt(at: game.index),
      at: environment.now())
    if interactive {
      let depth = options.color.depth(environment: environment.variables, terminal: true)
      return withRecording(record, environment: environment) { recorder in
        let session = TerminalSession(
          game: game, terminal: environment.terminal(), depth: depth,
          background: BackgroundQuery.known(options.theme, environment: environment.variables),
          pictures: pictures,
          progress: keeper, stats: stats, opening: opening, finale: finale,
          strings: environment.strings, recording: recorder,
          graphics: graphicsSetup(options, environment: environment),
          howToPlay: firstStart, variables: environment.variables, clock: environment.now)
        return exitCode(after: session.run(), environment: environment)
      }
    }
    return withRecording(record, environment: environment, start: start ?? environment.now()) {
      recorder in
      runScripted(
        game, output: options, environment: environment, keeper: keeper, stats: stats,
        input: ScriptInput(
          keys: keys, recorder: recorder, start: start ?? environment.now(),
          environment: environment),
        recorded: recorder, timed: start != nil)
    }
  }

  /// Plays `game` through the pipes, reading `input`; `timed` runs the game's clock on the
  /// inputs' times. The output goes to stdout and into `recorded`, when given.
  private static func runScripted(
    _ game: Game, output options: OutputOptions, environment: AppEnvironment,
    keeper: ProgressKeeper?, stats: StatsRecorder?, input: ScriptInput, recorded: CastRecorder?,
    timed: Bool
  ) -> Int32 {
    let output = environment.output
    let strings = environment.strings
    let text = strings.commandErrors
    keeper?.onFailure = { environment.complain(strings.warning(text.progressError($0))) }
    if stats?.onFailure == nil {
      stats?.onFailure = { environment.complain(strings.warning(text.statsError($0))) }
    }
    stats?.onSetAside = {
      environment.complain(strings.statsSetAsideWarning(TextSafety.forMessage($0)))
    }
    // A script has no terminal size: its recording says 80×24.
    recorded?.begin(rows: 24, columns: 80)
    let now = environment.now
    let clock: () -> Date = timed ? { input.now } : { now() }
    var session = ScriptedSession(
      game: game, format: options.format.scripted, clock: clock, progress: keeper,
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
      if !closed { environment.complain(text.cannotWriteOutput) }
      return ExitCode.ioError
    case .interrupted(let number): return ExitCode.signal(number)
    }
  }

  /// The exit code for how a terminal session ended, once the reason it failed is said.
  static func exitCode(
    after ending: TerminalSession.Ending, environment: AppEnvironment
  ) -> Int32 {
    switch ending {
    case .finished: return ExitCode.success
    case .quit: return ExitCode.quit
    case .failed(let reason):
      if let reason { environment.complain(reason) }
      return ExitCode.ioError
    }
  }

  /// The bank to play, the key of its progress and the name its best score goes by.
  private static func loadBank(
    _ arguments: PlayCommand, name chosen: String?, environment: AppEnvironment
  ) throws(BankLoadFailure) -> (QuestionBank, String, String) {
    if chosen == nil, let path = arguments.bankPath {
      let url = URL(fileURLWithPath: path)
      let bank = try BankLoadFailure.fromBank(
        try QuestionBank.load(contentsOf: url, displayPath: path, decodePictures: false))
      return (bank, url.standardized.path, url.standardized.path)
    }
    let name = chosen ?? arguments.bundledBank ?? BundledPack.defaultName
    guard
      let pack = try BankLoadFailure.fromPack(
        try PackCatalog.find(name, environment: environment.variables))
    else {
      let bundled = try BankLoadFailure.fromPack(try PackCatalog.bundledPacks())
      let names =
        bundled.map(\.name) + PackCatalog.userPacks(environment: environment.variables).map(\.name)
      throw .usage(UsageError(.noPack(name: name, names: names)))
    }
    return (try BankLoadFailure.fromBank(try pack.load()), pack.progressKey, pack.name)
  }
}
