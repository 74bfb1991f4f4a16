import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// The daily puzzle and the statistics in a terminal session: opened from the start
/// screen, and the result screen of a day already played.
extension GameRunner {
  /// Today's daily puzzle for the start screen: its game, counted into `store`, or its
  /// result when the day was played.
  static func menuDaily(
    on date: CalendarDay?, store: StatsStore?, environment: AppEnvironment
  ) -> Result<StartScreen.Daily, StartScreen.Failure> {
    let strings = environment.strings
    let today: DailyPuzzle
    do {
      today = try DailyPuzzle.today(
        environment.day(date), strings: strings, store: store, now: environment.now())
    } catch {
      return .failure(StartScreen.Failure(reason: error.line))
    }
    if let card = today.card { return .success(.played(card)) }
    let game = Game(puzzles: [today.puzzle], startedAt: environment.now())
    let recorder = StatsRecorder(
      store: store, pack: nil, daily: today.day, played: today.question)
    recorder.start(game.questionEvent, resumed: false, at: environment.now())
    let opening =
      today.setAside.map {
        StatusMessage(strings.statsSetAsideWarning(TextSafety.forMessage($0)), tone: .bad)
      } ?? StatusMessage(strings.dailyOpening(today.day.description))
    return .success(
      .play(
        StartScreen.Opened(
          game: game, progress: nil, stats: recorder, pictures: PictureSource(bank: today.bank),
          message: opening)))
  }

  /// The statistics for the start screen, as `quiz stats` reads them.
  static func menuStats(
    _ storage: StorageOptions, on date: CalendarDay?, environment: AppEnvironment
  ) -> Result<StartScreen.Stats, StartScreen.Failure> {
    let strings = environment.strings
    guard let store = storage.statsLocation(environment: environment) else {
      return .failure(StartScreen.Failure(reason: strings.commandErrors.noStatsHomeShort))
    }
    let loaded: StatsStore.Loaded
    do {
      loaded = try store.read()
    } catch {
      return .failure(StartScreen.Failure(reason: strings.commandErrors.statsError(error)))
    }
    let message = loaded.setAside.map {
      StatusMessage(strings.statsSetAsideWarning(TextSafety.forMessage($0)), tone: .bad)
    }
    return .success(
      StartScreen.Stats(
        page: StatsPage(statistics: loaded.statistics, today: environment.day(date)),
        message: message))
  }

  /// The result screen of a day already played, full screen, until a key; returns the exit
  /// code (74 when the terminal cannot be used).
  static func showDailyCard(
    _ card: DailyCard, puzzle: Puzzle, output: OutputOptions, record: RecordTarget? = nil,
    environment: AppEnvironment, pictures: PictureSource
  ) -> Int32 {
    let depth = output.color.depth(environment: environment.variables, terminal: true)
    // The day's puzzle stands behind the result screen, never played.
    return withRecording(record, environment: environment) { recorder in
      let session = TerminalSession(
        game: Game(puzzles: [puzzle], startedAt: environment.now()),
        terminal: environment.terminal(), depth: depth,
        background: BackgroundQuery.known(output.theme, environment: environment.variables),
        pictures: pictures, progress: nil, opening: nil, finale: .dailyResult, card: card,
        strings: environment.strings, recording: recorder,
        graphics: graphicsSetup(output, environment: environment), variables: environment.variables,
        clock: environment.now)
      return exitCode(after: session.run(), environment: environment)
    }
  }
}
