import Foundation

/// How many child processes the tests run at once.
///
/// Swift Testing starts the suite's tests together, and about 250 of them start a process or
/// a pseudo-terminal: all at once on two cores, each of them waits its turn for the processor
/// long enough to pass any limit (a game that takes 0.1 s alone took over 30 s). A test takes
/// a slot before it starts its child and gives it back once the child has ended, so only a
/// few children share the processor and each test's own limit starts when its child does.
/// `QUIZ_TEST_PROCESSES=N` sets the number (three per core, at least four, unless set).
public enum ProcessSlots {
  /// The number of children that run at once.
  public static let count: Int = {
    let text = ProcessInfo.processInfo.environment["QUIZ_TEST_PROCESSES"] ?? ""
    if let value = Int(text), value > 0 { return value }
    return max(4, 3 * ProcessInfo.processInfo.activeProcessorCount)
  }()

  private static let semaphore = DispatchSemaphore(value: count)

  /// Takes a slot, waiting for one as long as ``Patience`` allows a hang; returns whether it
  /// took one (a test that holds a slot and starts a second child goes on without one rather
  /// than wait for itself).
  public static func take() -> Bool {
    semaphore.wait(timeout: .now() + Patience.limit(60)) == .success
  }

  /// Gives back a slot ``take()`` took.
  public static func give() {
    semaphore.signal()
  }
}
