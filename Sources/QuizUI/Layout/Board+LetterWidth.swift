import QuizCore
import TerminalKit

extension Board {
  /// Columns the widest letter of the answer and the tiles takes, at least 1: every slot
  /// and tile cell is this wide, on screen and in plain text, so they line up.
  public var letterWidth: Int {
    max(1, tiles.lazy.map(TextWidth.of).max() ?? 1, answer.lazy.map(TextWidth.of).max() ?? 1)
  }
}
