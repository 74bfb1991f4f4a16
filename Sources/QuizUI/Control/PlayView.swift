import QuizCore

/// What a game screen draws at one moment: the question, its board and the interface
/// state (cursor, zoom). Renderers take this value, never the controller.
public struct PlayView: Equatable, Sendable {
  /// The slots and tiles.
  public var board: Board
  /// The 0-based index of the question.
  public var question: Int
  /// The number of questions.
  public var total: Int
  /// The score.
  public var score: Int
  /// The clue.
  public var title: String
  /// True on the last question (skipping is not offered).
  public var isLastQuestion: Bool
  /// True once every question is done.
  public var isFinished: Bool
  /// The keyboard cursor, once the player has shown it.
  public var cursor: Cursor?
  /// True while the picture is shown enlarged.
  public var enlarged: Bool

  /// The view of `game` with the cursor (when shown) and zoom.
  public init(game: Game, cursor: Cursor? = nil, enlarged: Bool = false) {
    board = game.board
    question = game.index
    total = game.puzzles.count
    score = game.score
    title = game.puzzle.title
    isLastQuestion = game.isLastQuestion
    isFinished = game.phase == .finished
    self.cursor = cursor
    self.enlarged = enlarged
  }
}

extension Controller {
  /// What a screen draws of the game and the interface now.
  public var view: PlayView {
    PlayView(game: game, cursor: cursorUsed ? cursor : nil, enlarged: enlarged)
  }
}
