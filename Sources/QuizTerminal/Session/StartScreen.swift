import QuizCore
import QuizSystem
import QuizUI

/// What a terminal session with a start screen needs from the program: the menu to open
/// on, how to read the packs' progress again, how to open a pack, the daily puzzle and the
/// statistics (file work the session machine asks for and the program does).
public struct StartScreen {
  /// A pack ready to play.
  public struct Opened {
    /// Its game, resumed from the saved progress.
    public var game: Game
    /// Where its progress is saved, if anywhere.
    public var progress: ProgressKeeper?
    /// Where its game counts into the statistics, if anywhere (already started).
    public var stats: StatsRecorder?
    /// Its pictures.
    public var pictures: PictureSource
    /// The message the game opens with (resumed, progress set aside…).
    public var message: StatusMessage?

    /// A pack ready to play.
    public init(
      game: Game, progress: ProgressKeeper?, stats: StatsRecorder? = nil,
      pictures: PictureSource, message: StatusMessage?
    ) {
      self.game = game
      self.progress = progress
      self.stats = stats
      self.pictures = pictures
      self.message = message
    }
  }

  /// The daily puzzle as chosen on the start screen.
  public enum Daily {
    /// Today's puzzle to play; its statistics recorder counts the day's result.
    case play(Opened)
    /// Today's puzzle was played: its result.
    case played(DailyCard)
  }

  /// The statistics as chosen on the start screen.
  public struct Stats {
    /// The page to show.
    public var page: StatsPage
    /// A message for the page (the statistics file was set aside).
    public var message: StatusMessage?

    /// Statistics to show.
    public init(page: StatsPage, message: StatusMessage? = nil) {
      self.page = page
      self.message = message
    }
  }

  /// Why a pack could not be opened, in one line.
  public struct Failure: Error {
    /// The line.
    public var reason: String

    /// A failure.
    public init(reason: String) {
      self.reason = reason
    }
  }

  /// The menu as the session opens.
  public var menu: Menu
  /// The menu with the packs' progress, today's daily result and the streak read now.
  public var read: () -> Menu
  /// Opens the pack of a name.
  public var open: (String) -> Result<Opened, Failure>
  /// Opens today's daily puzzle, or reads its result when it was played.
  public var daily: () -> Result<Daily, Failure>
  /// Reads the statistics.
  public var stats: () -> Result<Stats, Failure>

  /// A start screen.
  public init(
    menu: Menu, read: @escaping () -> Menu,
    open: @escaping (String) -> Result<Opened, Failure>,
    daily: @escaping () -> Result<Daily, Failure>,
    stats: @escaping () -> Result<Stats, Failure>
  ) {
    self.menu = menu
    self.read = read
    self.open = open
    self.daily = daily
    self.stats = stats
  }
}
