/// Every string the start screen shows, in one language; each language's value sits with its
/// other strings (``Strings/menu``).
public struct MenuText: Sendable, Equatable {
  /// The heading.
  public var heading: String
  /// The last line.
  public var quit: String
  /// The daily puzzle's line.
  public var daily: String
  /// The statistics' line.
  public var stats: String
  /// The key shown beside the daily puzzle's line, which opens it: a Latin letter, typed
  /// the same on every keyboard (the first letter of the line where that is one).
  public var dailyKey: Character
  /// The key shown beside the statistics' line, which opens them.
  public var statsKey: Character
  /// The key shown beside the quit line.
  public var quitKey: Character
  /// The daily line when today's puzzle is not played yet.
  public var notPlayedToday: String
  /// The daily line when today's puzzle was solved.
  public var solvedToday: String
  /// The daily line when today's puzzle was not solved.
  public var failedToday: String
  /// "streak 4".
  public var streak: @Sendable (Int) -> String
  /// The key legend, longest first; the first that fits is shown.
  public var legends: [String]
  /// "Enlarge the terminal", when the menu does not fit.
  public var enlarge: String
  /// "needs 24×6", under it.
  public var needs: @Sendable (Size) -> String
  /// "✗ cannot open en-animals: …".
  public var cannotOpen: @Sendable (Failure) -> String

  /// The smallest screen the menu fits on.
  public struct Size: Equatable, Sendable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// A size.
    public init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
    }
  }

  /// A line of the menu that cannot be opened, and why.
  public struct Failure: Equatable, Sendable {
    /// The pack's name or the line's text.
    public var name: String
    /// Why not, already worded.
    public var reason: String

    /// A failure to open `name`.
    public init(name: String, reason: String) {
      self.name = name
      self.reason = reason
    }
  }

  /// The progress of a pack that cannot be loaded.
  public static let broken = "—"
  /// The mark of a finished pack.
  public static let finished = "✓"

  /// The daily line's state: today's result and the streak.
  public func dailyState(_ daily: Menu.Daily) -> String {
    let today: String
    switch daily.solvedToday {
    case nil: today = notPlayedToday
    case true?: today = solvedToday
    case false?: today = failedToday
    }
    return today + " · " + streak(daily.streak)
  }

  /// Two menus' words are the same when every fixed string is; the formatting functions go
  /// with them, one set per language.
  public static func == (lhs: MenuText, rhs: MenuText) -> Bool {
    lhs.heading == rhs.heading && lhs.quit == rhs.quit && lhs.daily == rhs.daily
      && lhs.stats == rhs.stats && lhs.dailyKey == rhs.dailyKey
      && lhs.statsKey == rhs.statsKey && lhs.quitKey == rhs.quitKey
      && lhs.notPlayedToday == rhs.notPlayedToday
      && lhs.solvedToday == rhs.solvedToday && lhs.failedToday == rhs.failedToday
      && lhs.legends == rhs.legends && lhs.enlarge == rhs.enlarge
  }
}
