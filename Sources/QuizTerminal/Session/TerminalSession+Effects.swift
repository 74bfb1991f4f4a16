import QuizSystem
import QuizUI
import TerminalKit

extension TerminalSession {
  /// Does what the machine asked, in order; an ending ends the run.
  func perform(_ effects: [SessionMachine.Effect]) -> Ending? {
    for effect in effects {
      switch effect {
      case .show(let outcome):
        // The frame drawn after the input shows it.
        stats?.observe(outcome.steps, at: clock())
      case .save(let game): progress?.save(game)
      case .forgetProgress: progress?.finish()
      case .finalScore(let score): stats?.finalScore(score, at: clock())
      case .newGame:
        stats?.newGame(machine.game.questionEvent, at: clock())
      case .redraw:
        readSize()
        lastFrame = nil
      case .suspend:
        let stoppedAt = clock()
        leaveImages()
        do {
          try terminal.suspend()
        } catch {
          return .failed(machine.strings.commandErrors.cannotResumeTerminal(error))
        }
        readSize()
        lastFrame = nil
        justResumed = true
        awaitTmuxRedraw()
        _ = machine.handle(.resumed(stoppedAt: stoppedAt), at: clock())
      case .open(let name):
        guard let start else { break }
        switch start.open(name) {
        case .success(let opened):
          adopt(opened)
          machine.begin(opened.game, message: opened.message)
        case .failure(let failure):
          machine.cannotOpen(name, reason: failure.reason)
        }
        lastFrame = nil
      case .openDaily:
        guard let start else { break }
        lastFrame = nil
        switch start.daily() {
        case .success(.play(let opened)):
          adopt(opened)
          machine.beginDaily(opened.game, message: opened.message)
        case .success(.played(let card)):
          if let ending = perform(machine.showDaily(card)) { return ending }
        case .failure(let failure):
          machine.cannotOpen(machine.strings.menu.daily, reason: failure.reason)
        }
      case .dailyOver:
        // A touched daily left with a quit key counts as not solved, then shows its result.
        stats?.leave(at: clock())
        if let ending = perform(machine.showDaily(dailyCard())) { return ending }
        if let day = stats?.daily, stats?.playedElsewhere != nil {
          machine.tell(
            StatusMessage(machine.strings.dailyPlayedElsewhere(day.description), tone: .bad))
        }
      case .copy(let text):
        let target = ClipboardDetection.target(
          environment: graphics.environment, terminalName: terminalName,
          tmuxSetClipboard: askTmux)
        if target != .byHand {
          // Straight to the terminal, not into a recording: a replay sets no clipboard.
          do {
            try terminal.write(ClipboardDetection.sequence(for: text))
          } catch {
            return .failed(
              error == .closed ? nil : machine.strings.commandErrors.cannotWriteTerminal)
          }
        }
        machine.copied(target)
      case .openStats:
        guard let start else { break }
        switch start.stats() {
        case .success(let shown): machine.showStats(shown.page, message: shown.message)
        case .failure(let failure):
          machine.cannotOpen(machine.strings.menu.stats, reason: failure.reason)
        }
        lastFrame = nil
      case .menuShown:
        // The game is over or left: a touched puzzle counts as abandoned.
        leaveGame()
        stats = nil
        progress = nil
        if let start { machine.refreshMenu(start.read()) }
      case .end(.finished): return .finished
      case .end(.quit), .end(.interrupted):
        leaveGame()
        return .quit
      }
    }
    return nil
  }

  /// Plays what was opened from the start screen: its progress, statistics and pictures.
  /// The player left the game: a touched puzzle counts as abandoned, and the progress keeps
  /// that it was counted.
  func leaveGame() {
    if let record = stats?.leave(at: clock()) {
      progress?.keepCounted(record, for: machine.game)
    }
  }

  func adopt(_ opened: StartScreen.Opened) {
    progress = opened.progress
    stats = opened.stats
    watch()
    pictures = opened.pictures
    layouts = LayoutMemo()
  }

  /// The day's result as the daily puzzle's result screen shows it; `nil` when there is
  /// none (left untouched).
  func dailyCard() -> DailyCard? {
    stats.flatMap { DailyCard(recordedBy: $0, answer: machine.game.puzzle.answer) }
  }
}
