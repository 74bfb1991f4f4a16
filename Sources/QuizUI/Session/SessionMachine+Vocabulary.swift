import Foundation
import QuizCore
import TerminalKit

/// What the session machine reads and says: its styles, screens, inputs, effects and endings.
extension SessionMachine {
  /// How the session plays.
  public enum Style: Equatable, Sendable {
    /// Full screen: a pause after a right answer, the offer to retry skipped questions,
    /// and "Play again?" (or the daily result, see ``Finale``) at the end.
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
    /// The daily puzzle's result: solved or not, the answer, the share line, the streak;
    /// any key returns to the start screen, or ends the session without one.
    case dailyResult(DailyCard)
    /// The statistics, opened from the start screen; any key but the arrows returns.
    case stats(StatsPage)
    /// The how-to-play card over the screen it returns to (a question of the game or of
    /// the retry round); `first` on the very first start. Any key closes it and does
    /// nothing else.
    indirect case howToPlay(first: Bool, over: Screen)
  }

  /// What a terminal game leads to once it is over.
  public enum Finale: Equatable, Sendable {
    /// The summary and "Play again? (y/n)" (a pack's game).
    case playAgain
    /// The daily puzzle's result screen, also after leaving it with Esc or `q` once it
    /// was touched (the daily puzzle: one game a day, nothing to play again).
    case dailyResult
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
    /// A retry round of skipped questions is over: the game's final score, for the pack's
    /// best score.
    case finalScore(Int)
    /// The session is over.
    case end(Ending)
    /// Load the pack of this name and give its game to ``begin(_:message:)``, or tell why
    /// it cannot be played with ``cannotOpen(_:reason:)``.
    case open(String)
    /// The start screen is up again: read the packs' progress anew and give it to
    /// ``refreshMenu(_:)``.
    case menuShown
    /// The daily puzzle chosen on the start screen: give its game to
    /// ``beginDaily(_:message:)``, or its result, when the day was played, to
    /// ``showDaily(_:)``, or tell why it cannot be played with ``cannotOpen(_:reason:)``.
    case openDaily
    /// The daily puzzle's game is over (solved, or left with a quit key): count it as left
    /// if it was, then give the day's recorded result to ``showDaily(_:)`` (`nil` when
    /// none was recorded: it was left untouched).
    case dailyOver
    /// `c` on the daily result screen: put this text (the share card) on the terminal's
    /// clipboard where the terminal can be known to take it, then tell ``copied(_:)``
    /// where it went.
    case copy(String)
    /// The statistics chosen on the start screen: read them and give them to
    /// ``showStats(_:message:)``, or tell why not with ``cannotOpen(_:reason:)``.
    case openStats
  }

  /// How a session ended.
  public enum Ending: Equatable, Sendable {
    /// The game was finished (and, in a terminal, no other game wanted).
    case finished
    /// The player quit or the input ended.
    case quit
    /// SIGINT, SIGTERM or SIGHUP (this number) ended a scripted run.
    case interrupted(Int32)
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
