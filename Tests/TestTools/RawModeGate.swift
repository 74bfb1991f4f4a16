import Testing

/// Runs the tests that carry it one at a time, whichever suite they are in: for tests that
/// put a real terminal in raw mode. The game's signal handlers write into the wake pipe of
/// the terminal armed last, one for the whole process, so a test that sends itself SIGWINCH
/// or SIGCONT while another test's terminal is armed would never see its wake-up.
public struct RawModeGate: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test of the suite and of the suites inside it.
  public var isRecursive: Bool { true }

  /// Waits for the gate, runs the test case, then opens the gate for the next.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    await Gate.shared.enter()
    do {
      try await function()
    } catch {
      await Gate.shared.leave()
      throw error
    }
    await Gate.shared.leave()
  }

  /// One test at a time; the others wait their turn without holding a thread.
  actor Gate {
    static let shared = Gate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
      guard busy else {
        busy = true
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
      if waiting.isEmpty {
        busy = false
      } else {
        waiting.removeFirst().resume()
      }
    }
  }
}

extension Trait where Self == RawModeGate {
  /// One test at a time among those that put a real terminal in raw mode.
  public static var rawModeGate: RawModeGate { RawModeGate() }
}
