import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalImages
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
  var pictures: PictureSource
  private let pictureMemo: PictureMemo
  var layouts = LayoutMemo()
  private lazy var trophy = Picture.bundled(named: "trophy")
  /// The home folder, shown as `~` in the paths the status line names (which go into a
  /// recording as drawn).
  let home: String?
  var progress: ProgressKeeper?
  var stats: StatsRecorder?
  let start: StartScreen?
  let clock: () -> Date
  var machine: SessionMachine
  private var decoder = KeyDecoder()
  var lastFrame: ScreenBuffer?
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
  /// The terminal's name as XTVERSION answered it (not tmux's), when it was asked.
  var terminalName: String?
  /// Asks tmux its `set-clipboard` option (``ClipboardDetection/askTmux()``); a test
  /// answers for it.
  public var askTmux: () -> String? = ClipboardDetection.askTmux
  /// True from a resume after Ctrl-Z to the next input event, the SIGCONT that the resume
  /// already handled.
  var justResumed = false
  /// Where the very first start's how-to-play card is remembered once it is drawn.
  var howToPlayMark: HowToPlayMark?

  /// A session over `game`, drawing with `depth` colours for a `background` (`nil`: ask
  /// the terminal, see ``BackgroundQuery``), with an opening message, leading to `finale`
  /// (or showing the daily result `card` at once); with a `start` screen, it opens on the
  /// menu and `game` stands until a pack is chosen. A `recording` gets every frame written
  /// and every size. A `howToPlay` mark, given on the very first start only
  /// (``HowToPlayMark/firstStart(beside:)``), puts the how-to-play card before the first
  /// question and is written when the card is drawn. `variables` (the environment's) say
  /// which symbols the terminal draws and the home folder paths are shown from.
  public init(
    game: Game, terminal: any TerminalDevice, depth: ColorDepth,
    background: Theme.Background? = .dark,
    pictures: PictureSource,
    progress: ProgressKeeper?, stats: StatsRecorder? = nil, opening: StatusMessage?,
    start: StartScreen? = nil, finale: SessionMachine.Finale = .playAgain,
    card: DailyCard? = nil, strings: Strings = .english, recording: CastRecorder? = nil,
    graphics: GraphicsSetup = .blocks, howToPlay: HowToPlayMark? = nil,
    variables: [String: String] = ProcessInfo.processInfo.environment,
    clock: @escaping () -> Date
  ) {
    pictureMemo = PictureMemo(symbols: SymbolSet.forTerminal(environment: variables))
    home = variables["HOME"]
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
    let first = howToPlay != nil
    self.howToPlayMark = howToPlay
    if let start {
      self.machine = SessionMachine(
        menu: start.menu, game: game, message: opening, strings: strings, introduces: first)
    } else {
      self.machine = SessionMachine(
        game: game, style: .terminal, message: opening, strings: strings, finale: finale,
        introduces: first)
    }
    if let card { _ = machine.showDaily(card) }
    watch()
  }

  /// Failures to save the progress or the statistics are shown on the message line.
  func watch() {
    let text = machine.strings.commandErrors
    progress?.onFailure = { [weak self] error in
      self?.machine.tell(StatusMessage("✗ " + text.progressError(error), tone: .bad))
    }
    stats?.onFailure = { [weak self] error in
      self?.machine.tell(StatusMessage("✗ " + text.statsError(error), tone: .bad))
    }
    let strings = machine.strings
    let home = home
    stats?.onSetAside = { [weak self] path in
      self?.machine.tell(
        StatusMessage(
          strings.statsSetAsideWarning(
            TextSafety.forMessage(StatusMessage.shownPath(path, home: home))), tone: .bad))
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
      // The recording shows the cursor again, as the terminal is left.
      recording?.output(Self.showCursor)
    }
    // The size first: it starts the recording, so a game killed while the terminal is being
    // asked leaves a recording with its header. The recording starts with the cursor hidden,
    // as the game's screen is (the modes around the frames are not recorded).
    readSize()
    recording?.output(Self.hideCursor)
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

  func readSize() {
    if let current = terminal.size() { size = current }
    // The first size starts the recording; a later one different from it is a resize.
    recording?.begin(rows: size.rows, columns: size.columns)
  }

  /// Hides and shows the cursor.
  static let hideCursor = Array("\u{1B}[?25l".utf8)
  static let showCursor = Array("\u{1B}[?25h".utf8)

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
    case .bytes(let bytes):
      // Every key goes into the recording, the last one (the `n` that ends the game) too.
      recording?.input(bytes)
      inputs = decoder.feed(bytes).map(SessionMachine.Input.key)
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

  /// What keys land on in `game` at the current size.
  private func surface(_ game: Game) -> SessionMachine.Surface {
    let layout = layout(for: game)
    return SessionMachine.Surface(
      columns: layout.tileColumns, hasPicture: layout.canEnlarge,
      isTooSmall: layout.isTooSmall, hitTest: { layout.target(column: $0, row: $1) })
  }

  /// The most pixels a picture can be shown at here, on its longer side: the screen in
  /// pixels for images, else four source pixels to each of the screen's cells and half-cells
  /// (the renderers average), so that a photo is decoded no larger than needed.
  private var shownSide: Int {
    if let cell = images?.cell {
      return max(size.columns * cell.width, size.rows * cell.height)
    }
    return 4 * max(size.columns, 2 * size.rows)
  }

  private func layout(for game: Game) -> Layout {
    pictures.shownSide = shownSide
    let pictures = pictures
    return layouts.layout(rows: size.rows, columns: size.columns, game: game) {
      pictures.picture(named: $0)
    }
  }

  /// False on the screens that draw no part of the game.
  private var showsGame: Bool {
    switch machine.mode {
    case .menu, .dailyResult, .stats, .howToPlay: return false
    default: return true
    }
  }

  private func draw() throws(OutputError) {
    let game = machine.game
    // The start screen, the daily result and the statistics use only the size: the game
    // standing behind them is laid out without its picture, which is not decoded.
    let showsGame = showsGame
    let icon = showsGame ? game.puzzle.icon : nil
    pictures.shownSide = shownSide
    var picture = icon.flatMap { pictures.picture(named: $0) }
    if case .finished = machine.mode { picture = trophy }
    let layout =
      showsGame
      ? layout(for: game) : Layout(rows: size.rows, columns: size.columns, game: game, picture: nil)
    let model = ScreenModel(
      view: machine.controller.view, layout: layout,
      message: machine.message?.withoutPaths(home: home),
      picture: picture, pictureBroken: icon != nil && picture == nil, mode: machine.mode,
      strings: machine.strings, leaving: machine.leaving)
    var frame = FrameBuilder.build(
      model, depth: depth, background: background ?? .dark,
      pictureDepth: graphicsMode == .ascii ? ColorDepth.none : depth, pictures: pictureMemo)
    if depth == .linuxConsole { frame = frame.withConsoleGlyphs() }
    var image: (before: [UInt8], after: [UInt8]) = ([], [])
    if let images {
      let placement = ImagePlacement.of(
        model, theme: Theme(depth: depth, background: background ?? .dark), depth: depth,
        background: background ?? .dark)
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
    if case .howToPlay(first: true, _, _) = machine.mode, let mark = howToPlayMark {
      mark.remember()
      howToPlayMark = nil
    }
  }
}
