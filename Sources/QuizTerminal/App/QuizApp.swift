import Foundation
import QuizCore

/// The program: reads the command line, loads the bank, picks the output mode and plays.
public enum QuizApp {
  /// Exit codes (`sysexits.h` where one fits), the same numbers the bank errors carry.
  public typealias ExitCode = QuizCore.ExitCode

  /// Runs the program with `arguments` (without the program name); returns the exit code.
  public static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
    Terminal.fillStandardDescriptors()
    Terminal.ignoreBrokenPipe()
    let output = OutputWriter(fd: 1)
    let strings = Strings.forEnvironment(environment)
    let parsed: Arguments
    do {
      parsed = try Arguments.parse(arguments)
    } catch {
      complain(strings.usageError("\(error)"))
      return ExitCode.usage
    }
    switch parsed.command {
    case .help: return say(strings.usage + "\n", to: output)
    case .version: return say(HelpText.version + "\n", to: output)
    case .check(let paths):
      let result = CheckCommand.run(paths, strings: strings)
      for line in result.errors { complain(line, prefix: false) }
      let printed = say(result.output.map { $0 + "\n" }.joined(), to: output)
      return printed == ExitCode.success ? result.code : printed
    case .picture(let options):
      return picture(options, environment: environment)
    case .importBank(let request):
      let outcome = ImportCommand.run(request, environment: environment)
      for line in outcome.errors { complain(line) }
      let printed = say(outcome.output.map { $0 + "\n" }.joined(), to: output)
      return printed == ExitCode.success ? outcome.code : printed
    case .play:
      return play(parsed, environment: environment)
    case .banks:
      return listBanks(parsed, environment: environment, output: output)
    case .stats:
      return showStats(parsed, environment: environment, output: output)
    case .daily:
      return DailyCommand.run(parsed, environment: environment)
    }
  }

  /// The day to act on: `--date`, or the local calendar day now.
  static func today(_ arguments: Arguments) -> CalendarDay {
    arguments.date ?? CalendarDay(Date(), in: Calendar.current)
  }

  /// Where statistics are read: `--stats PATH`, else `stats.json` next to `--state PATH`,
  /// else the default file.
  static func statsLocation(_ arguments: Arguments, environment: [String: String])
    -> StatsStore?
  {
    if let path = arguments.statsPath { return StatsStore(url: URL(fileURLWithPath: path)) }
    if let state = arguments.statePath {
      return StatsStore(
        url: URL(fileURLWithPath: state).deletingLastPathComponent()
          .appendingPathComponent("stats.json"))
    }
    return StatsStore.defaultStore(environment: environment)
  }

  /// Where a game records statistics: a terminal game always (the default file unless
  /// `--stats` or `--state` says where); a scripted run only when `--stats` or `--state`
  /// is given.
  static func statsRecording(
    _ arguments: Arguments, interactive: Bool, environment: [String: String]
  ) -> StatsStore? {
    guard interactive || arguments.statsPath != nil || arguments.statePath != nil else {
      return nil
    }
    return statsLocation(arguments, environment: environment)
  }

  private static func listBanks(
    _ arguments: Arguments, environment: [String: String], output: OutputWriter
  ) -> Int32 {
    let rows: [BanksCommand.Row]
    do {
      rows = try BanksCommand.rows(
        environment: environment, stats: statsLocation(arguments, environment: environment))
    } catch {
      complain("\(error)")
      return error.exitCode
    }
    return say(
      arguments.json
        ? BanksCommand.json(rows)
        : BanksCommand.table(rows, strings: Strings.forEnvironment(environment)), to: output)
  }

  private static func showStats(
    _ arguments: Arguments, environment: [String: String], output: OutputWriter
  ) -> Int32 {
    guard let store = statsLocation(arguments, environment: environment) else {
      complain("no home folder to keep statistics in (give --stats PATH)")
      return ExitCode.usage
    }
    let loaded: StatsStore.Loaded
    do {
      loaded = try store.read()
    } catch {
      complain("\(error)")
      return ExitCode.ioError
    }
    if let aside = loaded.setAside {
      complain(
        Strings.forEnvironment(environment).statsSetAsideWarning(TextSafety.forMessage(aside)))
    }
    let today = today(arguments)
    if arguments.json { return say(StatsText.json(loaded.statistics, today: today), to: output) }
    let width = Terminal.isTerminal(1) ? (Terminal().size()?.columns ?? 80) : 80
    return say(
      StatsText.render(
        loaded.statistics, today: today, width: width,
        strings: Strings.forEnvironment(environment)),
      to: output)
  }

  private static func picture(
    _ options: PictureCommand.Options, environment: [String: String]
  ) -> Int32 {
    let terminal = Terminal.isTerminal(1)
    let depth = colorDepth(options.color, environment: environment, terminal: terminal)
    let columns = terminal ? Terminal(input: 0, output: 1).size()?.columns : nil
    let result = PictureCommand.run(options, columns: columns, depth: depth)
    if let error = result.error { complain(error) }
    do {
      try OutputWriter(fd: 1).write(result.output)
    } catch {
      return ExitCode.ioError
    }
    return result.code
  }

  /// Why a game could not be set up: one line for stderr and the exit code.
  struct PlayFailure: Error {
    var line: String
    var code: Int32
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

  private static func play(_ arguments: Arguments, environment: [String: String]) -> Int32 {
    let interactive =
      !arguments.plain && !arguments.json && Terminal.isTerminal(0) && Terminal.isTerminal(1)
    // The start screen: a terminal with no bank named and no progress file named.
    let opensMenu =
      interactive && arguments.bankPath == nil && arguments.bundledBank == nil
      && arguments.statePath == nil
    let prepared: Prepared
    do {
      // Behind the start screen the default pack stands until one is chosen; the chosen
      // pack's progress is read when it opens.
      prepared = try prepare(
        arguments, bankName: nil, interactive: interactive, readsProgress: !opensMenu,
        environment: environment)
    } catch {
      complain(error.line)
      return error.code
    }
    if opensMenu {
      return runMenu(behind: prepared, arguments: arguments, environment: environment)
    }
    let recorder = statsRecording(arguments, interactive: interactive, environment: environment)
      .map { StatsRecorder(store: $0, pack: prepared.packName) }
    recorder?.store?.removeStaleTemporaryFiles(now: Date())
    return runGame(
      prepared.game, arguments: arguments, interactive: interactive, environment: environment,
      pictures: PictureSource(bank: prepared.bank), keeper: prepared.keeper, stats: recorder,
      opening: prepared.opening, resumed: prepared.resumed)
  }

  /// Loads the bank (`bankName`, else the command line's), reads its saved progress when
  /// `readsProgress` and makes the game.
  static func prepare(
    _ arguments: Arguments, bankName: String?, interactive: Bool, readsProgress: Bool,
    environment: [String: String]
  ) throws(PlayFailure) -> Prepared {
    let strings = Strings.forEnvironment(environment)
    let bank: QuestionBank
    let bankKey: String
    let packName: String
    do {
      (bank, bankKey, packName) = try loadBank(
        arguments, name: bankName, environment: environment)
    } catch let error as BankError {
      var line = "\(error)"
      if case .invalid = error, bankName == nil, let path = arguments.bankPath {
        line += " (run quiz check \(TextSafety.forMessage(path)) for the full list)"
      }
      throw PlayFailure(line: line, code: error.exitCode)
    } catch let error as BundledPackError {
      throw PlayFailure(line: "\(error)", code: error.exitCode)
    } catch {
      throw PlayFailure(line: "\(error)", code: ExitCode.usage)
    }
    let store: ProgressStore? =
      !readsProgress
      ? nil
      : arguments.statePath.map { ProgressStore(url: URL(fileURLWithPath: $0)) }
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
        let note = strings.resumedAt(progress.question + 1, progress.total, progress.score)
        opening = StatusMessage(strings.welcomeBack(note))
        if !interactive { complain(note) }
      case .otherBank:
        let note = strings.otherBank
        opening = StatusMessage(note)
        if !interactive { complain(strings.warning(note)) }
      case .setAside(let path):
        let shown = TextSafety.forMessage(path)
        opening = StatusMessage(strings.progressSetAside(shown), tone: .bad)
        if !interactive { complain(strings.progressSetAsideWarning(shown)) }
      case .unreadable(let error):
        // Saving over a file that could not be read would lose it: this game saves nothing.
        savesProgress = false
        opening = StatusMessage(strings.notSaving("\(error)"), tone: .bad)
        if !interactive { complain(strings.notSavingWarning("\(error)")) }
      }
    }
    let puzzles = Puzzle.deck(bank.questions, shuffleSeed: shuffleSeed)
    let now = Date()
    let game = saved?.resume(puzzles, at: now) ?? Game(puzzles: puzzles, startedAt: now)
    let keeper =
      savesProgress ? store.map { ProgressKeeper(store: $0, shuffleSeed: shuffleSeed) } : nil
    return Prepared(
      bank: bank, game: game, keeper: keeper, opening: opening, resumed: saved != nil,
      packName: packName)
  }

  /// The start screen, then the packs chosen on it; returns the exit code.
  private static func runMenu(
    behind standing: Prepared, arguments: Arguments, environment: [String: String]
  ) -> Int32 {
    let stats = statsRecording(arguments, interactive: true, environment: environment)
    stats?.removeStaleTemporaryFiles(now: Date())
    let read = { menuContents(arguments, environment: environment) }
    let start = StartScreen(menu: read(), read: read) { name in
      do throws(PlayFailure) {
        let prepared = try prepare(
          arguments, bankName: name, interactive: true, readsProgress: true,
          environment: environment)
        let recorder = stats.map { StatsRecorder(store: $0, pack: prepared.packName) }
        recorder?.start(prepared.game.questionEvent, resumed: prepared.resumed, at: Date())
        return .success(
          StartScreen.Opened(
            game: prepared.game, progress: prepared.keeper, stats: recorder,
            pictures: PictureSource(bank: prepared.bank), message: prepared.opening))
      } catch {
        return .failure(StartScreen.Failure(reason: error.line))
      }
    }
    let depth = colorDepth(arguments.color, environment: environment, terminal: true)
    let session = TerminalSession(
      game: standing.game, terminal: Terminal(), depth: depth,
      pictures: PictureSource(bank: standing.bank),
      progress: nil, opening: nil, start: start, strings: Strings.forEnvironment(environment),
      clock: Date.init)
    switch session.run() {
    case .finished: return ExitCode.success
    case .quit: return ExitCode.quit
    case .daily: return DailyCommand.run(arguments, environment: environment)
    case .stats:
      return showStats(arguments, environment: environment, output: OutputWriter(fd: 1))
    case .failed(let reason):
      if let reason { complain(reason) }
      return ExitCode.ioError
    }
  }

  /// The start screen's lines read now: the packs, then the daily puzzle (today's result
  /// and the streak) and the statistics when there is a statistics file to keep them in.
  static func menuContents(_ arguments: Arguments, environment: [String: String]) -> Menu {
    let store = statsLocation(arguments, environment: environment)
    let entries = menuEntries(environment: environment, stats: store)
    let text = Strings.forEnvironment(environment).menu
    guard let store else { return Menu(entries: entries, text: text) }
    let statistics = store.peek()
    let today = today(arguments)
    let result = statistics?.dailyResult(on: today)
    let daily = Menu.Daily(
      solvedToday: result.map { $0.outcome == .solved },
      streak: statistics?.currentStreak(today: today) ?? 0)
    return Menu(entries: entries, daily: daily, offersStats: true, text: text)
  }

  /// Every pack (bundled, then the player's own) with the questions solved in its saved
  /// progress; ✓ once it was played to the end.
  static func menuEntries(environment: [String: String], stats: StatsStore?) -> [Menu.Entry] {
    let rows = (try? BanksCommand.rows(environment: environment, stats: stats)) ?? []
    return rows.filter { !$0.hidden }.map(menuEntry)
  }

  /// The start menu's line for a pack, counting as `quiz banks` does.
  static func menuEntry(_ row: BanksCommand.Row) -> Menu.Entry {
    Menu.Entry(
      name: row.pack.name, title: row.pack.title ?? row.pack.name, solved: row.shownSolved,
      total: row.questions, finished: row.finished)
  }

  /// Plays `game` in a terminal or through the pipes; returns the exit code.
  static func runGame(
    _ game: Game, arguments: Arguments, interactive: Bool, environment: [String: String],
    pictures: PictureSource, keeper: ProgressKeeper?, stats: StatsRecorder?,
    opening: StatusMessage?, resumed: Bool = false
  ) -> Int32 {
    stats?.start(game.questionEvent, resumed: resumed, at: Date())
    if interactive {
      let depth = colorDepth(arguments.color, environment: environment, terminal: true)
      let session = TerminalSession(
        game: game, terminal: Terminal(), depth: depth, pictures: pictures,
        progress: keeper, stats: stats, opening: opening,
        strings: Strings.forEnvironment(environment), clock: Date.init)
      switch session.run() {
      case .finished, .daily, .stats: return ExitCode.success
      case .quit: return ExitCode.quit
      case .failed(let reason):
        if let reason { complain(reason) }
        return ExitCode.ioError
      }
    }
    let output = OutputWriter(fd: 1)
    let strings = Strings.forEnvironment(environment)
    keeper?.onFailure = { complain(strings.warning($0)) }
    if stats?.onFailure == nil { stats?.onFailure = { complain(strings.warning($0)) } }
    var session = ScriptedSession(
      game: game, format: arguments.json ? .json : .plain, clock: Date.init, progress: keeper,
      stats: stats, strings: Strings.forEnvironment(environment))
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

  /// The bank to play, the key of its progress and the name its best score goes by.
  private static func loadBank(
    _ arguments: Arguments, name chosen: String?, environment: [String: String]
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
      throw Arguments.UsageError(
        description: "no pack \"\(TextSafety.forMessage(name))\" (there are: "
          + names.joined(separator: ", ") + "; quiz banks lists them)")
    }
    return (try pack.load(), pack.progressKey, pack.name)
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
