import Foundation
import Testing

/// Runs a suite's tests each on a thread of its own instead of the concurrency pool.
///
/// The pool has one thread per core. A test that waits on a process, a pseudo-terminal or
/// the clock (`poll`, `waitpid`, `usleep`) holds its thread while it waits, so on two
/// cores two such tests stop every other test; on a thread of its own it waits alone.
public struct OwnThreads: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test of the suite and of the suites inside it.
  public var isRecursive: Bool { true }

  /// Runs each test case with ``ThreadPerJobExecutor`` as its task's executor; the suite
  /// itself runs as it would.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) {
      try await function()
    }
  }
}

extension Trait where Self == OwnThreads {
  /// Each test on a thread of its own: for tests that block while they wait.
  public static var ownThreads: OwnThreads { OwnThreads() }
}

/// A task executor that starts a thread for every job it is given: a job that blocks
/// holds only its own thread.
public final class ThreadPerJobExecutor: TaskExecutor {
  /// The one executor the tests share.
  public static let shared = ThreadPerJobExecutor()

  /// The key its threads carry in their thread dictionary, set to `true`.
  public static let threadMark = "quiz.ThreadPerJobExecutor"

  /// Runs `job` on a new thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let thread = Thread {
      Thread.current.threadDictionary[Self.threadMark] = true
      job.runSynchronously(on: executor)
    }
    thread.stackSize = 8 << 20
    thread.start()
  }
}
