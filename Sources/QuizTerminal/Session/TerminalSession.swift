import Foundation
import QuizCore

/// Plays a game full screen on a real terminal: raw mode, the alternate screen, one
/// `write` per frame with only the changed cells, a short blue pause after a right answer,
/// resize, suspend, and a congratulations screen that offers another game.
public final class TerminalSession {
  /// How long a right answer stays on screen before the next question.
  public static let solvedPause: TimeInterval = 0.5
  /// How long a lone Esc waits for the rest of an escape sequence, and a letter for a
  /// mark or joiner that may still belong to it.
  public static let escapeTimeout = 50
  /// The most keys kept while a right answer is on show; they apply to the next question.
  public static let typeAheadLimit = 4096

  private let terminal: Terminal
  private let writer: OutputWriter
  private let depth: ColorDepth
  private let pictures: PictureSource
  private let pictureMemo = PictureMemo()
  private var layouts = LayoutMemo()
  private lazy var trophy = Picture.bundled(named: "trophy")
  private let progress: ProgressKeeper?
  private let clock: () -> Date
  private var controller: Controller
  private var decoder = KeyDecoder()
  private var message: StatusMessage?
  private var mode: ScreenModel.Mode = .playing
  private var pauseUntil: Date?
  /// Keys typed during the pause after a right answer, for the next question.
  private var typeAhead: [Key] = []
  private var lastFrame: ScreenBuffer?
  private var size = (rows: 24, columns: 80)

  /// A session over `game`, drawing with `depth` colours, with an opening message.
  public init(
    game: Game, terminal: Terminal, depth: ColorDepth, pictures: PictureSource,
    progress: ProgressKeeper?, opening: StatusMessage?, clock: @escaping () -> Date
  ) {
    self.terminal = terminal
    self.writer = OutputWriter(fd: terminal.outputFD)
    self.depth = depth
    self.pictures = pictures
    self.progress = progress
    self.clock = clock
    self.controller = Controller(game: game)
    self.message = opening
    progress?.onFailure = { [weak self] text in
      self?.message = StatusMessage("✗ " + text, tone: .bad)
    }
  }

  /// How the session ended.
  public enum Ending: Equatable, Sendable {
    /// The player finished and declined another game (exit 0).
    case finished
    /// The player quit or input ended (exit 1).
    case quit
    /// The terminal could not be used or written (exit 74).
    case failed(String?)
  }

  /// Runs until the player leaves; the terminal is restored on every path out.
  public func run() -> Ending {
    do {
      try terminal.enterRawMode()
    } catch {
      terminal.restore()
      return .failed("cannot use the terminal: \(error)")
    }
    defer { terminal.restore() }
    do {
      readSize()
      try draw()
      while true {
        if let ending = try step() { return ending }
      }
    } catch {
      return .failed(error == .closed ? nil : "cannot write to the terminal")
    }
  }

  private func readSize() {
    if let current = terminal.size() { size = current }
  }

  /// Waits for one input event and handles it; an ending ends the run.
  private func step() throws(OutputError) -> Ending? {
    var timeout: Int? = nil
    if decoder.hasPending { timeout = Self.escapeTimeout }
    if let pauseUntil {
      let remaining = max(0, Int((pauseUntil.timeIntervalSince(clock()) * 1000).rounded(.up)))
      timeout = min(timeout ?? remaining, remaining)
    }
    switch terminal.waitForInput(timeoutMilliseconds: timeout) {
    case .bytes(let bytes):
      for key in decoder.feed(bytes) {
        if let ending = try handle(key) { return ending }
      }
    case .timeout:
      if decoder.hasPending {
        for key in decoder.flush() {
          if let ending = try handle(key) { return ending }
        }
      }
    case .endOfInput:
      for key in decoder.flush() {
        if let ending = try handle(key) { return ending }
      }
      progress?.save(controller.game)
      return .quit
    case .terminated:
      // Not asked for in a terminal, where these signals restore it and end the process.
      progress?.save(controller.game)
      return .quit
    case .resized:
      readSize()
      lastFrame = nil
    case .continued:
      do {
        try terminal.enterRawMode()
      } catch {
        return .failed(Self.resumeFailure(error))
      }
      readSize()
      lastFrame = nil
    }
    if let ending = try finishPauseIfDue() { return ending }
    try draw()
    return nil
  }

  /// The one message for a terminal that cannot be put back in raw mode after a resume:
  /// playing on in cooked mode (echo, line buffering) would only look broken.
  static func resumeFailure(_ error: TerminalError) -> String {
    "cannot take the terminal back after resuming: \(error)"
  }

  /// Starts the next question once the pause is over, then plays the keys typed during it.
  private func finishPauseIfDue() throws(OutputError) -> Ending? {
    guard let pauseUntil, clock() >= pauseUntil else { return nil }
    self.pauseUntil = nil
    let steps = controller.apply(.advance, at: clock())
    message = nil
    let keys = typeAhead
    typeAhead = []
    for step in steps {
      if case .finished(let summary) = step.event {
        mode = .finished(summary)
        progress?.finish()
        // Keys typed before the end are no answer to "Play again?".
        return nil
      }
    }
    for key in keys {
      if let ending = try handle(key) { return ending }
    }
    return nil
  }

  private func handle(_ key: Key) throws(OutputError) -> Ending? {
    if case .finished = mode { return handleFinished(key) }
    if pauseUntil != nil {
      // The right answer is on show: keys wait for the next question (type-ahead), as
      // when they arrive in one burst with the answer. Ctrl-C still quits at once.
      if key == .control("c") {
        progress?.save(controller.game)
        return .quit
      }
      if typeAhead.count < Self.typeAheadLimit { typeAhead.append(key) }
      return nil
    }
    let layout = currentLayout()
    if layout.isTooSmall {
      // Nothing of the game is visible: only quitting, redrawing and suspending work.
      switch Command(key: key) {
      case .quit, .redraw, .suspend: break
      default: return nil
      }
    }
    let outcome = controller.handle(
      key, at: clock(), columns: layout.tileColumns, hasPicture: layout.canEnlarge,
      hitTest: { layout.target(column: $0, row: $1) })
    if outcome.quit {
      progress?.save(controller.game)
      return .quit
    }
    if outcome.suspend {
      let stoppedAt = clock()
      do {
        try terminal.suspend()
      } catch {
        return .failed(Self.resumeFailure(error))
      }
      controller.excludePause(from: stoppedAt, to: clock())
      readSize()
      lastFrame = nil
    }
    if outcome.redraw {
      readSize()
      lastFrame = nil
    }
    if !outcome.steps.isEmpty {
      message = StatusMessage.describing(outcome.steps, key: key)
    }
    if outcome.steps.contains(where: { if case .solved = $0.event { true } else { false } }) {
      pauseUntil = clock().addingTimeInterval(Self.solvedPause)
    }
    if outcome.steps.contains(where: { ProgressKeeper.isSaved($0.event) }) {
      progress?.save(controller.game)
    }
    return nil
  }

  private func handleFinished(_ key: Key) -> Ending? {
    switch key {
    case .character("y"), .character("Y"), .enter, .space:
      _ = controller.apply(.restart, at: clock())
      mode = .playing
      message = StatusMessage("New game")
      lastFrame = nil
      return nil
    case .character("n"), .character("N"), .character("q"), .escape, .control("c"),
      .control("d"):
      return .finished
    default:
      return nil
    }
  }

  private func currentLayout() -> Layout {
    let pictures = pictures
    return layouts.layout(rows: size.rows, columns: size.columns, game: controller.game) {
      pictures.picture(named: $0)
    }
  }

  private func draw() throws(OutputError) {
    let icon = controller.game.puzzle.icon
    var picture = icon.flatMap { pictures.picture(named: $0) }
    if case .finished = mode { picture = trophy }
    var shown = message
    if pauseUntil != nil, shown == nil { shown = StatusMessage("✓ Right!", tone: .good) }
    let model = ScreenModel(
      controller: controller, layout: currentLayout(), message: shown, picture: picture,
      pictureBroken: icon != nil && picture == nil, mode: mode)
    let memo = pictureMemo
    let frame = FrameBuilder.build(model, depth: depth) {
      picture, columns, rows, depth, background in
      memo.render(picture, columns: columns, rows: rows, depth: depth, background: background)
    }
    let bytes = ANSIEncoder.encode(from: lastFrame, to: frame, depth: depth)
    if !bytes.isEmpty { try writer.write(bytes) }
    lastFrame = frame
  }
}
