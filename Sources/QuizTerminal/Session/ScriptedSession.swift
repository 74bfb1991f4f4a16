import Foundation
import QuizCore

/// Plays a game from a byte stream with plain text or JSON Lines output: the mode for
/// pipes and scripts.
///
/// A solved question moves on at once (no pause). The run ends after `finished` (exit 0,
/// later input ignored), at a quit key or the end of input (a `quit` event, exit 1), or
/// at SIGINT, SIGTERM or SIGHUP (a `quit` event, exit 128 + the signal).
public struct ScriptedSession {
  /// The output format.
  public enum Format: Sendable {
    /// Readable text frames.
    case plain
    /// One JSON object per event.
    case json
  }

  /// How a run ended.
  public enum Ending: Equatable, Sendable {
    /// Every question was done (exit 0).
    case finished
    /// A quit key or the end of input (exit 1).
    case quit
    /// The output could not be written (exit 74); `closed` when the reader went away.
    case outputFailed(closed: Bool)
    /// SIGINT, SIGTERM or SIGHUP (this number) ended the run (exit 128 + the number).
    case interrupted(Int32)
  }

  /// What the input gave next.
  public enum Input: Equatable, Sendable {
    /// Bytes read.
    case bytes([UInt8])
    /// The end of input.
    case end
    /// A terminating signal (SIGINT, SIGTERM or SIGHUP) with this number arrived.
    case signal(Int32)
  }

  private var controller: Controller
  private let format: Format
  private let clock: () -> Date
  private let progress: ProgressKeeper?
  private var decoder = KeyDecoder(altKeys: false)

  /// A session over `game`; `progress` saves after each question when given.
  public init(
    game: Game, format: Format, clock: @escaping () -> Date, progress: ProgressKeeper? = nil
  ) {
    self.controller = Controller(game: game, canEnlarge: false)
    self.format = format
    self.clock = clock
    self.progress = progress
  }

  /// Runs until the game ends. `read` returns the next bytes, or `nil` at the end of input;
  /// `write` sends text out and throws ``OutputError`` when it cannot.
  public mutating func run(
    read: () -> [UInt8]?, write: (String) throws(OutputError) -> Void
  ) -> Ending {
    run(next: { read().map(Input.bytes) ?? .end }, write: write)
  }

  /// Runs until the game ends, reading with `next`, which may also report a signal;
  /// `write` sends text out and throws ``OutputError`` when it cannot.
  public mutating func run(
    next: () -> Input, write: (String) throws(OutputError) -> Void
  ) -> Ending {
    do {
      // The output of all the keys in one read goes out in one write (or one per 64 KB),
      // before the next read: a script that waits for each answer still gets it at once.
      var pending = opening()
      func send() throws(OutputError) {
        if !pending.isEmpty { try write(pending) }
        pending = ""
      }
      try send()
      reading: while true {
        switch next() {
        case .bytes(let bytes):
          for key in decoder.feed(bytes) {
            let ending = handle(key, into: &pending)
            if ending != nil || pending.utf8.count >= 65_536 { try send() }
            if let ending { return ending }
          }
          try send()
        case .end:
          break reading
        case .signal(let number):
          // Keys still held back are not played: the signal says stop now.
          pending += quitLine()
          try send()
          progress?.save(controller.game)
          return .interrupted(number)
        }
      }
      for key in decoder.flush() {
        if let ending = handle(key, into: &pending) {
          try send()
          return ending
        }
      }
      pending += quitLine()
      try send()
      progress?.save(controller.game)
      return .quit
    } catch {
      return .outputFailed(closed: error == .closed)
    }
  }

  /// The `quit` event (JSON) or quit line (plain) for a run that ends without a quit key.
  private func quitLine() -> String {
    var outcome = Controller.Outcome(key: .control("d"))
    outcome.quit = true
    outcome.steps = [Step(event: .quit, state: controller.game.visibleState)]
    return render(outcome)
  }

  private func opening() -> String {
    switch format {
    case .json:
      let step = Step(event: controller.game.questionEvent, state: controller.game.visibleState)
      return JSONLinesRenderer.render([step])
    case .plain:
      return PlainRenderer.opening(controller)
    }
  }

  private mutating func handle(_ key: Key, into output: inout String) -> Ending? {
    var outcome = controller.handle(key, at: clock(), columns: PlainRenderer.columns)
    // A pipe has nothing to suspend and no screen to redraw: Ctrl-Z and Ctrl-L print
    // nothing, in plain text and JSON alike.
    outcome.suspend = false
    outcome.redraw = false
    if controller.game.phase == .solved {
      outcome.steps += controller.apply(.advance, at: clock())
    }
    output += render(outcome)
    if outcome.steps.contains(where: { ProgressKeeper.isSaved($0.event) }) {
      progress?.save(controller.game)
    }
    if controller.game.phase == .finished {
      progress?.finish()
      return .finished
    }
    if outcome.quit {
      progress?.save(controller.game)
      return .quit
    }
    return nil
  }

  private func render(_ outcome: Controller.Outcome) -> String {
    switch format {
    case .json:
      return JSONLinesRenderer.render(outcome.steps, key: outcome.key)
    case .plain:
      if outcome.steps.isEmpty && !outcome.interfaceChanged && !outcome.redraw { return "" }
      return PlainRenderer.render(outcome, controller: controller)
    }
  }
}
