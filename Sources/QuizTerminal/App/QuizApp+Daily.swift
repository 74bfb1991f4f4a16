import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// The daily puzzle and the statistics in a terminal session: opened from the start
/// screen, and the result screen of a day already played.
extension QuizApp {
  /// Today's daily puzzle for the start screen: its game, counted into `store`, or its
  /// result when the day was played.
  static func menuDaily(
    on date: CalendarDay?, store: StatsStore?, environment: [String: String]
  ) -> Result<StartScreen.Daily, StartScreen.Failure> {
    let strings = Strings.forEnvironment(environment)
    let today: DailyCommand.Today
    do {
      today = try DailyCommand.today(self.today(date), strings: strings, store: store)
    } catch {
      return .failure(StartScreen.Failure(reason: error.line))
    }
    if let card = today.card { return .success(.played(card)) }
    let game = Game(puzzles: [today.puzzle], startedAt: Date())
    let recorder = StatsRecorder(
      store: store, pack: nil, daily: today.day, played: today.question)
    recorder.start(game.questionEvent, resumed: false, at: Date())
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
    _ storage: StorageOptions, on date: CalendarDay?, environment: [String: String]
  ) -> Result<StartScreen.Stats, StartScreen.Failure> {
    let strings = Strings.forEnvironment(environment)
    guard let store = statsLocation(storage, environment: environment) else {
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
        page: StatsPage(statistics: loaded.statistics, today: today(date)),
        message: message))
  }

  /// The result screen of a day already played, full screen, until a key; returns the exit
  /// code (74 when the terminal cannot be used).
  static func showDailyCard(
    _ card: DailyCard, puzzle: Puzzle, output: OutputOptions, record: RecordTarget? = nil,
    environment: [String: String], pictures: PictureSource
  ) -> Int32 {
    let depth = colorDepth(output.color, environment: environment, terminal: true)
    // The day's puzzle stands behind the result screen, never played.
    return withRecording(record, environment: environment) { recorder in
      let session = TerminalSession(
        game: Game(puzzles: [puzzle], startedAt: Date()), terminal: Terminal(), depth: depth,
        background: BackgroundQuery.known(output.theme, environment: environment),
        pictures: pictures, progress: nil, opening: nil, finale: .dailyResult, card: card,
        strings: Strings.forEnvironment(environment), recording: recorder,
        graphics: graphicsSetup(output, environment: environment), clock: Date.init)
      return exitCode(after: session.run())
    }
  }
}
