/// Every string the start screen shows, in one place so they can be translated.
public enum MenuText {
  /// The heading.
  public static let heading = "quiz · choose a pack"
  /// The last line.
  public static let quit = "Quit"
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
