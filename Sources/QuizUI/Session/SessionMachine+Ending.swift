import Foundation
import QuizCore
import TerminalKit

/// How a game ends: the last question (the retry round, the summary, a daily's result),
/// a quit key, the end of input or a signal, and the progress saved on the way out.
extension SessionMachine {
  /// The last question is done: a script ends; a terminal offers the skipped questions
  /// again, then the summary.
  mutating func reachEnd(_ summary: Summary, into effects: inout [Effect]) {
    if case .retrying(let before) = screen {
      let final = before.afterRetry(summary)
      screen = .finished(final)
      return effects.append(.finalScore(final.score))
    }
    effects.append(.forgetProgress)
    switch style {
    case .scripted: effects.append(.end(.finished))
    case .terminal where finale == .dailyResult:
      note = nil
      effects.append(.dailyOver)
    case .terminal:
      screen =
        controller.game.skippedPuzzles.isEmpty ? .finished(summary) : .retryOffer(summary)
    }
  }

  /// Starts the round of skipped questions; its first question is shown as an event, so
  /// the statistics time it from now, not from the game's last answer.
  mutating func startRetry(after summary: Summary, at now: Date, into effects: inout [Effect]) {
    let skipped = controller.game.skippedPuzzles.map { puzzles[$0] }
    guard !skipped.isEmpty else {
      screen = .finished(summary)
      return
    }
    let round = Game(puzzles: skipped, startedAt: now, score: summary.score)
    controller = Controller(game: round)
    screen = .retrying(summary)
    note = StatusMessage(strings.statusRetrying(skipped.count))
    var first = Controller.Outcome(key: nil)
    first.steps = [Step(event: round.questionEvent, state: round.visibleState)]
    effects.append(.show(first))
  }

  /// A quit key: the game's progress is kept and the session ends (or, with a start
  /// screen, the start screen comes back; Ctrl-C still ends it); in the retry round it
  /// leads to the final score instead.
  mutating func quit(_ key: Key, at now: Date, into effects: inout [Effect]) {
    if case .retrying(let before) = screen {
      deadline = nil
      typeAhead = []
      let final = before.afterRetry(controller.game.summary(at: now))
      screen = .finished(final)
      effects.append(.finalScore(final.score))
      effects.append(.redraw)
      return
    }
    save(into: &effects)
    if style == .terminal && finale == .dailyResult && key != .control("c") {
      // Left once touched, the day is over: its result screen follows.
      deadline = nil
      typeAhead = []
      note = nil
      return effects.append(.dailyOver)
    }
    if menu != nil && key != .control("c") { return showMenu(into: &effects) }
    effects.append(.end(.quit))
  }

  /// The end of input or a signal: a script is told it quit, the progress is kept.
  mutating func leave(at now: Date, ending: Ending, into effects: inout [Effect]) {
    effects.append(.show(controller.leaving()))
    save(into: &effects)
    effects.append(.end(ending))
  }

  /// Saves the game's progress, while there is a game in progress to save (the retry
  /// round and the screens after the last question have none).
  func save(into effects: inout [Effect]) {
    guard case .playing = screen, controller.game.phase != .finished else { return }
    effects.append(.save(controller.game))
  }
}
