import Foundation
import TestTools
import Testing

/// The trait that keeps the tests that wait on processes off the concurrency pool.
@Suite("Tests on threads of their own", .ownThreads)
struct OwnThreadsTests {
  @Test("a test of a suite marked ownThreads runs on a thread the executor started")
  func runsOnItsOwnThread() {
    #expect(Thread.current.threadDictionary[ThreadPerJobExecutor.threadMark] as? Bool == true)
  }

  @Test("so does each case of a parameterised one", arguments: 0..<3)
  func eachCase(_ index: Int) {
    #expect(
      Thread.current.threadDictionary[ThreadPerJobExecutor.threadMark] as? Bool == true,
      "case \(index)")
  }
}
