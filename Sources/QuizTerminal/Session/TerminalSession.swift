import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalKit

/// Plays a game full screen on a real terminal: raw mode, the alternate screen, one
/// `write` per frame with only the changed cells, resize and suspend.
///
/// A driver only: what a key, a timeout or the end of input means (the pause after a
/// right answer, saving, the screens after the last question, quitting) is decided by
/// ``SessionMachine``; this reads the terminal, performs the machine's effects and draws.
public final class TerminalSession {
  /// How long a lone Esc waits for the rest of an escape sequence, and a letter for a
  /// mark or joiner that may still belong to it.
  public static let escapeTimeout = 50

  let terminal: any TerminalDevice
  let depth: ColorDepth
  /// The terminal's background; `nil` until the terminal has been asked.
  var background: Theme.Background?
  /// Bytes read while asking the terminal that were not its answer: keys, read first.
  var queued: [UInt8] = []
  private var pictures: PictureSource
  private let pictureMemo = PictureMemo(
    symbols: SymbolSet.forTerminal(environment: ProcessInfo.processInfo.environment))
  private var layouts = LayoutMemo()
  private lazy var trophy = Picture.bundled(named: "trophy")
  private var progress: ProgressKeeper?
  private var stats: StatsRecorder?
  private let start: StartScreen?
  private let clock: () -> Date
  private var machine: SessionMachine
  private var decoder = KeyDecoder()
  private var lastFrame: ScreenBuffer?
  /// The style (SGR) and cursor the last frame left the terminal in; a frame drawn whole
  /// resets them.
  private var terminalState = ANSIEncoder.TerminalState()
  private var size = (rows: 24, columns: 80)
  /// Where every frame and size is recorded, if anywhere.
  private let recording: CastRecorder?
  /// How pictures are to be drawn, decided when the session starts.
  let graphics: GraphicsSetup
  /// Places pictures as terminal images; nil when they are drawn in cells.
  var images: ImagePlacer?
  /// The mode pictures are drawn in.
  var graphicsMode = GraphicsMode.blocks
  /// True from a resume after Ctrl-Z to the next input event, the SIGCONT that the resume
  /// already handled.
  private var justResumed = false

  /// A session over `game`, drawing with `depth` colours for a `background` (`nil`: ask
  /// the terminal, see ``BackgroundQuery``), with an opening message, leading to `finale`
  /// (or showing the daily result `card` at once); with a `start` screen, it opens on the
  /// menu and `game` stands until a pack is chosen. A `recording` gets every frame written
  /// and every size.
  public init(
    game: Game, terminal: any TerminalDevice, depth: ColorDepth,
    background: Theme.Background? = .dark,
    pictures: PictureSource,
    progress: ProgressKeeper?, stats: StatsRecorder? = nil, opening: StatusMessage?,
    start: StartScreen? = nil, finale: SessionMachine.Finale = .playAgain,
    card: DailyCard? = nil, strings: Strings = .english, recording: CastRecorder? = nil,
    graphics: GraphicsSetup = .blocks,
    clock: @escaping () -> Date
  ) {
    self.graphics = graphics
    self.stats = stats
    self.recording = recording
    self.terminal = terminal
    self.depth = depth
    self.background = depth == .none ? .dark : background
    self.pictures = pictures
    self.progress = progress
    self.start = start
    self.clock = clock
    if let start {
      self.machine = SessionMachine(
        menu: start.menu, game: game, message: opening, strings: strings)
    } else {
      self.machine = SessionMachine(
        game: game, style: .terminal, message: opening, strings: strings, finale: finale)
    }
    if let card { _ = machine.showDaily(card) }
    watch()
  }

  /// Failures to save the progress or the statistics are shown on the message line.
  private func watch() {
    let text = machine.strings.commandErrors
    progress?.onFailure = { [weak self] error in
      self?.machine.tell(StatusMessage("✗ " + text.progressError(error), tone: .bad))
    }
    stats?.onFailure = { [weak self] error in
      self?.machine.tell(StatusMessage("✗ " + text.statsError(error), tone: .bad))
    }
    let strings = machine.strings
    stats?.onSetAside = { [weak self] path in
      self?.machine.tell(
        StatusMessage(strings.statsSetAsideWarning(TextSafety.forMessage(path)), tone: .bad))
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
      return .failed(machine.strings.commandErrors.cannotUseTerminal(error))
    }
    defer {
      leaveImages()
      terminal.restore()
    }
    // The size first: it starts the recording, so a game killed while the terminal is being
    // asked leaves a recording with its header.
    readSize()
    askTerminal()
    do {
      try draw()
      while true {
        if let ending = try step() { return ending }
      }
    } catch {
      return .failed(error == .closed ? nil : machine.strings.commandErrors.cannotWriteTerminal)
    }
  }

  private func readSize() {
    if let current = terminal.size() { size = current }
    // The first size starts the recording; a later one different from it is a resize.
    recording?.begin(rows: size.rows, columns: size.columns)
  }

  /// Writes a frame's bytes to the terminal and the recording: every byte of every frame
  /// goes through here.
  func send(_ bytes: [UInt8]) throws(OutputError) {
    guard !bytes.isEmpty else { return }
    try terminal.write(bytes)
    recording?.output(bytes)
  }

  /// Waits for one input event, gives it to the machine and draws; an ending ends the run.
  private func step() throws(OutputError) -> Ending? {
    var timeout: Int? = nil
    if decoder.hasPending { timeout = Self.escapeTimeout }
    if let deadline = machine.deadline {
      let remaining = max(0, Int((deadline.timeIntervalSince(clock()) * 1000).rounded(.up)))
      timeout = min(timeout ?? remaining, remaining)
    }
    var inputs: [SessionMachine.Input] = []
    let resumed = justResumed
    justResumed = false
    let event: InputEvent
    if queued.isEmpty {
      event = terminal.waitForInput(timeoutMilliseconds: timeout)
    } else {
      event = .bytes(queued)
      queued = []
    }
    switch event {
    case .bytes(let bytes): inputs = decoder.feed(bytes).map(SessionMachine.Input.key)
    case .timeout: inputs = decoder.hasPending ? decoder.flush().map(SessionMachine.Input.key) : []
    case .endOfInput: inputs = decoder.flush().map(SessionMachine.Input.key) + [.endOfInput]
    case .terminated(let number):
      // Not asked for in a terminal, where these signals restore it and end the process.
      inputs = [.signal(number)]
    case .resized:
      readSize()
      lastFrame = nil
    case .continued:
      // After Ctrl-Z the resume has entered raw mode and drawn the screen already.
      guard !resumed else { break }
      do {
        try terminal.enterRawMode()
      } catch {
        return .failed(machine.strings.commandErrors.cannotResumeTerminal(error))
      }
      readSize()
      lastFrame = nil
    }
    for input in inputs + [.tick] {
      let effects = machine.handle(
        input, at: clock(), surface: surface, menuSize: (size.rows, size.columns))
      if let ending = perform(effects) {
        return ending
      }
    }
    try draw()
    return nil
  }

  /// Does what the machine asked, in order; an ending ends the run.
  private func perform(_ effects: [SessionMachine.Effect]) -> Ending? {
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
        stats?.leave(at: clock())
        stats = nil
        progress = nil
        if let start { machine.refreshMenu(start.read()) }
      case .end(.finished): return .finished
      case .end(.quit), .end(.interrupted):
        stats?.leave(at: clock())
        return .quit
      }
    }
    return nil
  }

  /// Plays what was opened from the start screen: its progress, statistics and pictures.
  private func adopt(_ opened: StartScreen.Opened) {
    progress = opened.progress
    stats = opened.stats
    watch()
    pictures = opened.pictures
    layouts = LayoutMemo()
  }

  /// The day's result as the daily puzzle's result screen shows it; `nil` when there is
  /// none (left untouched).
  private func dailyCard() -> DailyCard? {
    stats.flatMap { DailyCard(recordedBy: $0, answer: machine.game.puzzle.answer) }
  }

  /// What keys land on in `game` at the current size.
  private func surface(_ game: Game) -> SessionMachine.Surface {
    let layout = layout(for: game)
    return SessionMachine.Surface(
      columns: layout.tileColumns, hasPicture: layout.canEnlarge,
      isTooSmall: layout.isTooSmall, hitTest: { layout.target(column: $0, row: $1) })
  }

  private func layout(for game: Game) -> Layout {
    let pictures = pictures
    return layouts.layout(rows: size.rows, columns: size.columns, game: game) {
      pictures.picture(named: $0)
    }
  }

  /// False on the screens that draw no part of the game.
  private var showsGame: Bool {
    switch machine.mode {
    case .menu, .dailyResult, .stats: return false
    default: return true
    }
  }

  private func draw() throws(OutputError) {
    let game = machine.game
    // The start screen, the daily result and the statistics use only the size: the game
    // standing behind them is laid out without its picture, which is not decoded.
    let showsGame = showsGame
    let icon = showsGame ? game.puzzle.icon : nil
    var picture = icon.flatMap { pictures.picture(named: $0) }
    if case .finished = machine.mode { picture = trophy }
    let layout =
      showsGame
      ? layout(for: game) : Layout(rows: size.rows, columns: size.columns, game: game, picture: nil)
    let model = ScreenModel(
      view: machine.controller.view, layout: layout, message: machine.message,
      picture: picture, pictureBroken: icon != nil && picture == nil, mode: machine.mode,
      strings: machine.strings)
    let memo = pictureMemo
    let pictureDepth = graphicsMode == .ascii ? .none : depth
    var frame = FrameBuilder.build(model, depth: depth, background: background ?? .dark) {
      picture, columns, rows, _, background in
      memo.render(
        picture, columns: columns, rows: rows, depth: pictureDepth, background: background)
    }
    if depth == .linuxConsole { frame = frame.withConsoleGlyphs() }
    var image: (before: [UInt8], after: [UInt8]) = ([], [])
    if let images {
      let placement = ImagePlacement.of(
        model, theme: Theme(depth: depth, background: background ?? .dark))
      image = images.update(placement, frame: &frame, previous: &lastFrame)
    }
    var bytes =
      image.before
      + ANSIEncoder.bytes(from: lastFrame, to: frame, depth: depth, state: &terminalState)
    if !image.after.isEmpty {
      // The image leaves the cursor where the protocol puts it; the next frame moves it.
      bytes += image.after
      terminalState.cursor = nil
    }
    try send(bytes)
    lastFrame = frame
  }
}
