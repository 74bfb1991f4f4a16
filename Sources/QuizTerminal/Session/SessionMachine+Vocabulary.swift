import Foundation
import QuizCore

/// What the session machine reads and says: its styles, screens, inputs, effects and endings.
extension SessionMachine {
  /// How the session plays.
  public enum Style: Equatable, Sendable {
    /// Full screen: a pause after a right answer, the offer to retry skipped questions,
    /// and "Play again?" at the end.
    case terminal
    /// A pipe or a script: a solved question moves on at once and the run ends at
    /// `finished`.
    case scripted
  }

  /// Which screen is up.
  public enum Screen: Equatable, Sendable {
    /// The start screen (a terminal session started with no bank named).
    case menu
    /// A question of the game.
    case playing
    /// A question of the round that plays the skipped questions again; the summary is
    /// the game's before the round.
    case retrying(Summary)
    /// "Retry the N skipped? (y/n)" after the last question, with the game's summary.
    case retryOffer(Summary)
    /// The congratulations screen with the final summary and "Play again? (y/n)".
    case finished(Summary)
  }

  /// Something that reached the session.
  public enum Input: Equatable, Sendable {
    /// A key.
    case key(Key)
    /// Time passed (a timeout or any other wake-up): a pause may be over.
    case tick
    /// The input ended.
    case endOfInput
    /// SIGINT, SIGTERM or SIGHUP (this number) arrived.
    case signal(Int32)
    /// The program was continued after a ``Effect/suspend`` that began at this moment.
    case resumed(stoppedAt: Date)
  }

  /// What the driver must do, in order.
  public enum Effect: Equatable, Sendable {
    /// Report what a key did (a script prints it; a terminal draws the state).
    case show(Controller.Outcome)
    /// Save this game as the progress.
    case save(Game)
    /// The game is over: forget its progress.
    case forgetProgress
    /// Suspend the program, then send ``Input/resumed(stoppedAt:)``.
    case suspend
    /// Draw the whole screen again.
    case redraw
    /// A new game starts over the same puzzles ("Play again?" answered yes): the statistics
    /// count it.
    case newGame
    /// The session is over.
    case end(Ending)
    /// Load the pack of this name and give its game to ``begin(_:message:)``, or tell why
    /// it cannot be played with ``cannotOpen(_:reason:)``.
    case open(String)
    /// The start screen is up again: read the packs' progress anew and give it to
    /// ``refreshMenu(_:)``.
    case menuShown
  }

  /// How a session ended.
  public enum Ending: Equatable, Sendable {
    /// The game was finished (and, in a terminal, no other game wanted).
    case finished
    /// The player quit or the input ended.
    case quit
    /// SIGINT, SIGTERM or SIGHUP (this number) ended a scripted run.
    case interrupted(Int32)
    /// The daily puzzle was chosen on the start screen: the program plays it as
    /// `quiz daily` does, once the terminal is restored.
    case daily
    /// The statistics were chosen on the start screen: the program prints them as
    /// `quiz stats` does, once the terminal is restored.
    case stats
  }

  /// What the keys land on: the tile grid's width, the picture and the screen's
  /// positions, which only the driver can measure.
  public struct Surface {
    /// Tiles per grid row.
    public var columns: Int
    /// True when a picture is on show (`+` enlarges only then).
    public var hasPicture: Bool
    /// True when the screen is too small to show the game: only quitting, redrawing and
    /// suspending work.
    public var isTooSmall: Bool
    /// What a mouse click at a 1-based column and row landed on.
    public var hitTest: (Int, Int) -> HitTarget?

    /// A surface.
    public init(
      columns: Int, hasPicture: Bool, isTooSmall: Bool = false,
      hitTest: @escaping (Int, Int) -> HitTarget? = { _, _ in nil }
    ) {
      self.columns = columns
      self.hasPicture = hasPicture
      self.isTooSmall = isTooSmall
      self.hitTest = hitTest
    }

    /// A script's: plain text columns, no picture, no mouse.
    public static var script: Surface { Surface(columns: PlainRenderer.columns, hasPicture: false) }
  }
}
