import Foundation
import QuizCore

/// The words of the end-of-game summary, shared by the terminal screen and plain text.
extension Summary {
  /// What became of the questions: "All 5 questions solved", or solved and skipped counted
  /// apart ("3 of 5 solved, 2 skipped") when not every question was solved.
  public var headline: String { headline(in: .english) }

  /// The headline in a language.
  public func headline(in strings: Strings) -> String {
    let solved = tally.solved
    let skipped = tally.skipped
    if solved == total, skipped == 0, total > 1 { return strings.headlineAll(total) }
    let counted = strings.headlineCounted(Strings.Counted(solved: solved, total: total))
    return skipped > 0 ? counted + strings.headlineSkipped(skipped) : counted
  }

  /// The play time as `m:ss`, or `h:mm:ss` from an hour on.
  public var clockTime: String {
    // NB: clamped before the conversion, which would trap on a value past `Int`.
    let bounded = elapsed.isFinite ? min(max(0, elapsed), 1e12).rounded() : 0
    let seconds = Int(bounded)
    if seconds < 3600 { return String(format: "%d:%02d", seconds / 60, seconds % 60) }
    return String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
  }
}
