import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalKit

/// Plays a game from a byte stream with plain text or JSON Lines output: the mode for
/// pipes and scripts.
///
/// A driver only: ``SessionMachine`` (in its scripted style) decides that a solved question
/// moves on at once, that the run ends after `finished` (exit 0, later input ignored), at
/// a quit key or the end of input (a `quit` event, exit 1), or at SIGINT, SIGTERM or
/// SIGHUP (a `quit` event, exit 128 + the signal), and when progress is saved. This reads
/// the input, prints what the machine shows and performs its other effects.
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

  private var machine: SessionMachine
  private let format: Format
  private let clock: () -> Date
  private let progress: ProgressKeeper?
  private let stats: StatsRecorder?
  private var decoder = KeyDecoder(altKeys: false)
  /// The machine's effects for one input; one array reused for every key.
  private var effects: [SessionMachine.Effect] = []

  /// A session over `game`; `progress` saves after each question and `stats` counts the
  /// game, when given.
  public init(
    game: Game, format: Format, clock: @escaping () -> Date, progress: ProgressKeeper? = nil,
    stats: StatsRecorder? = nil, strings: Strings = .english
  ) {
    self.stats = stats
    self.machine = SessionMachine(game: game, style: .scripted, strings: strings)
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
      while true {
        var inputs: [SessionMachine.Input]
        switch next() {
        case .bytes(let bytes): inputs = decoder.feed(bytes).map(SessionMachine.Input.key)
        case .end: inputs = decoder.flush().map(SessionMachine.Input.key) + [.endOfInput]
        // Keys still held back are not played: the signal says stop now.
        case .signal(let number): inputs = [.signal(number)]
        }
        for input in inputs {
          let ending = perform(input, into: &pending)
          if ending != nil || pending.utf8.count >= 65_536 { try send() }
          if let ending { return ending }
        }
        try send()
      }
    } catch {
      return .outputFailed(closed: error == .closed)
    }
  }

  /// Gives `input` to the machine and does what it asks: shown outcomes go to `output`.
  private mutating func perform(
    _ input: SessionMachine.Input, into output: inout String
  ) -> Ending? {
    var effects: [SessionMachine.Effect] = []
    swap(&effects, &self.effects)
    defer {
      effects.removeAll(keepingCapacity: true)
      swap(&effects, &self.effects)
    }
    machine.handle(input, at: clock(), into: &effects)
    for effect in effects {
      switch effect {
      case .show(let outcome):
        render(outcome, into: &output)
        stats?.observe(outcome.steps, at: clock())
      case .save(let game): progress?.save(game)
      case .forgetProgress: progress?.finish()
      case .suspend, .redraw, .newGame, .open, .menuShown, .openDaily, .dailyOver, .openStats,
        .copy,
        .finalScore:
        // Never asked of a script, which has no start screen, no result screen and no
        // retry round.
        break
      case .end(.finished): return .finished
      case .end(.quit):
        leave()
        return .quit
      case .end(.interrupted(let number)):
        leave()
        return .interrupted(number)
      }
    }
    return nil
  }

  /// The player left: a touched puzzle counts as abandoned, and the progress keeps that it
  /// was counted.
  private func leave() {
    if let record = stats?.leave(at: clock()) {
      progress?.keepCounted(record, for: machine.game)
    }
  }

  private func opening() -> String {
    switch format {
    case .json:
      let game = machine.game
      return JSONLinesRenderer.render([Step(event: game.questionEvent, state: game.visibleState)])
    case .plain:
      return PlainRenderer.opening(machine.controller.view, strings: machine.strings)
    }
  }

  private func render(_ outcome: Controller.Outcome, into output: inout String) {
    switch format {
    case .json:
      output += JSONLinesRenderer.render(outcome.steps, key: outcome.key)
    case .plain:
      // The view is made only for an outcome that draws a frame (not for a rejection).
      let view = PlainRenderer.drawsFrame(outcome) ? machine.controller.view : nil
      PlainRenderer.render(outcome, view: view, strings: machine.strings, into: &output)
    }
  }
}
