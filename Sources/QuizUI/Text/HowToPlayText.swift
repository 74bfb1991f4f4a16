import QuizCore

/// The how-to-play card's words in one language: shown before the very first question and
/// again with F1 or `/` (``Strings/howToPlay``); each language's value is in its folder.
///
/// The costs and points are the game's rules (``Game/revealCost`` and the others), passed
/// to the wording, never written into it.
public struct HowToPlayText: Sendable {
  /// "How to play".
  public var heading: String
  /// What the game asks, in one sentence.
  public var goal: String
  /// The key column's label for typing a letter: `A–Z`, or what a player types in the
  /// language.
  public var typeKey: String
  /// What typing a letter does.
  public var type: String
  /// What Backspace does.
  public var backspace: String
  /// What `?` does, with its cost.
  public var reveal: @Sendable (Int) -> String
  /// What `!` does, with how many decoys it takes and its cost.
  public var remove: @Sendable (Removal) -> String
  /// What `>` does.
  public var skip: String
  /// What `+` does.
  public var zoom: String
  /// What Esc does.
  public var escape: String
  /// What Esc does in the daily puzzle: leaving once a move was made records it as not
  /// solved (before that, nothing is recorded).
  public var escapeDaily: String
  /// The starting score and the points of a right answer.
  public var points: @Sendable (Points) -> String
  /// How to see the card again.
  public var again: String
  /// The last row on the very first start: any key starts the game.
  public var anyKey: String
  /// The legend's piece naming the key that shows the card: "/ help".
  public var legend: String

  /// What the remove hint takes and costs.
  public struct Removal: Equatable, Sendable {
    /// How many decoys one hint takes at most.
    public var tiles: Int
    /// Its cost in points.
    public var cost: Int
  }

  /// The points of the game.
  public struct Points: Equatable, Sendable {
    /// The points a player starts with.
    public var start: Int
    /// The points of a right answer.
    public var right: Int
  }
}
