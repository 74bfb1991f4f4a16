import QuizSystem
import QuizUI
import TerminalImages
import TerminalKit

/// What the session needs to decide how pictures are drawn: `--graphics` and the
/// environment (`TERM`, `TMUX`, `TERM_PROGRAM`, `LC_TERMINAL`).
public struct GraphicsSetup: Sendable {
  /// What `--graphics` asked for.
  public var choice: GraphicsChoice
  /// The environment the game runs in.
  public var environment: [String: String]

  /// A setup of `choice` in `environment`.
  public init(choice: GraphicsChoice, environment: [String: String]) {
    self.choice = choice
    self.environment = environment
  }

  /// Pictures in cells, nothing asked.
  public static let blocks = GraphicsSetup(choice: .mode(.blocks), environment: [:])
}

extension TerminalSession {
  /// Asks the terminal, in one question, what is not known yet: the background (unless
  /// `--theme` or the environment said it) and which images it shows (unless
  /// `--graphics` or the terminal rules it out); then chooses how pictures are drawn.
  func askTerminal() {
    let askBackground = background == nil
    let askGraphics = GraphicsDetection.asks(
      graphics.choice, depth: depth, environment: graphics.environment)
    var reading: TerminalAnswers?
    if askBackground || askGraphics {
      let answer = BackgroundQuery.ask(
        terminal, background: askBackground, graphics: askGraphics,
        tmux: graphics.environment["TMUX"] != nil)
      if askBackground { background = answer.background ?? .dark }
      queued = answer.other
      if askGraphics { reading = answer }
      terminalName = answer.terminalName
    }
    graphicsMode = GraphicsDetection.mode(
      graphics.choice, depth: depth, environment: graphics.environment, reading: reading)
    // The window's pixels are as untrusted as an answer: a size no screen has counts as none.
    let reported = (terminal as? CellPixelReporting)?.cellPixels().flatMap {
      PixelSize.cell(width: $0.width, height: $0.height)
    }
    let cell = reported ?? reading?.cellPixels
    images = ImagePlacer(
      mode: graphicsMode, cell: cell,
      throughTmux: GraphicsDetection.throughTmux(
        graphicsMode, environment: graphics.environment, reading: reading))
    if images == nil, graphicsMode.isImage { graphicsMode = .blocks }
  }

  /// Takes an image off the screen before the game leaves it (quit, suspend).
  func leaveImages() {
    guard let images else { return }
    let bytes = images.leave()
    try? send(bytes)
  }

  /// Inside tmux, after the alternate screen was entered again (a resume), waits for tmux's
  /// answer to DA1 before an image is sent: tmux drops a passthrough that reaches it before
  /// it has redrawn the pane (see ``BackgroundQuery/questions(background:graphics:tmux:)``).
  /// Keys read meanwhile are kept.
  func awaitTmuxRedraw() {
    guard images?.throughTmux == true else { return }
    queued += BackgroundQuery.ask(terminal, background: false, graphics: false).other
  }
}
