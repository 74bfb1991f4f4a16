import Foundation

/// How long a test waits for something that should come: a hang detector, not a speed check.
///
/// A wait for output, an exit or a whole run ends as soon as what it waits for comes, so a
/// long limit costs nothing when all is well; it only bounds how long a hang keeps the suite.
/// On a loaded two-core machine (the whole suite starts about 1,200 tests at once, perhaps
/// beside another build) a run that takes 0.1 s alone can take several seconds, so every
/// such limit is at least ``floor`` seconds and the one a test names is stretched by
/// `QUIZ_TEST_PATIENCE` (a factor, 3 unless set).
public enum Patience {
  /// The shortest limit any wait is given, in seconds.
  public static let floor: Double = 30

  /// The factor a named limit is stretched by.
  public static let factor: Double = {
    let text = ProcessInfo.processInfo.environment["QUIZ_TEST_PATIENCE"] ?? ""
    guard let value = Double(text), value.isFinite, value >= 1 else { return 3 }
    return value
  }()

  /// The limit to wait for a thing a test expects within `seconds` on a quiet machine.
  public static func limit(_ seconds: Double) -> Double {
    max(seconds * factor, floor)
  }
}
