/// Every string the start screen shows, in one place so they can be translated.
public enum MenuText {
  /// The heading.
  public static let heading = "quiz · choose a pack"
  /// The last line.
  public static let quit = "Quit"
  /// The daily puzzle's line.
  public static let daily = "Daily puzzle"
  /// The statistics' line.
  public static let stats = "Statistics"

  /// The daily line's state: today's result and the streak.
  public static func dailyState(_ daily: Menu.Daily) -> String {
    let today: String
    switch daily.solvedToday {
    case nil: today = "not played today"
    case true?: today = "today ✓"
    case false?: today = "today ✗"
    }
    return today + " · streak \(daily.streak)"
  }
  /// The key legend, longest first; the first that fits is shown.
  public static let legends = [
    "↑↓ move · Enter play · 1-9 pick · letter picks · q quit",
    "↑↓ Enter · 1-9 · q quit",
    "Enter play · q quit",
  ]
  /// The progress of a pack that cannot be loaded.
  public static let broken = "—"
  /// The mark of a finished pack.
  public static let finished = "✓"
  /// Said when the list goes on above or below the visible lines.
  public static let more = "…"

  /// "Cannot open en-animals: …".
  public static func cannotOpen(_ name: String, reason: String) -> String {
    "✗ cannot open \(name): \(reason)"
  }
}
