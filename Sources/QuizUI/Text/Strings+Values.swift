import QuizCore

extension Strings {
  /// Where a game stands: "question 3 of 40, score 1100".
  public struct Standing: Equatable, Sendable {
    /// The 1-based question.
    public var question: Int
    /// How many questions the game has.
    public var total: Int
    /// The score.
    public var score: Int

    /// A value of its parts.
    package init(question: Int, total: Int, score: Int) {
      self.question = question
      self.total = total
      self.score = score
    }
  }

  /// A key that did nothing, and why.
  public struct Rejected: Equatable, Sendable {
    /// The key's name, ready to print.
    public var key: String
    /// Why it did nothing, in the language.
    public var reason: String

    /// A value of its parts.
    package init(key: String, reason: String) {
      self.key = key
      self.reason = reason
    }
  }

  /// A question answered right.
  public struct Solved: Equatable, Sendable {
    /// The answer, ready to print.
    public var answer: String
    /// The points it scored.
    public var points: Int

    /// A value of its parts.
    package init(answer: String, points: Int) {
      self.answer = answer
      self.points = points
    }
  }

  /// Some of the questions solved: "3 of 5 solved".
  public struct Counted: Equatable, Sendable {
    /// Questions solved.
    public var solved: Int
    /// Questions in the game.
    public var total: Int

    /// A value of its parts.
    package init(solved: Int, total: Int) {
      self.solved = solved
      self.total = total
    }
  }

  /// A size the screen needs and the size it has, in columns or rows.
  public struct Need: Equatable, Sendable {
    /// What is needed.
    public var needed: Int
    /// What there is.
    public var present: Int

    /// A value of its parts.
    package init(needed: Int, present: Int) {
      self.needed = needed
      self.present = present
    }
  }

  /// A daily puzzle played already.
  public struct DailyPlayed: Equatable, Sendable {
    /// Its date, ready to print.
    public var date: String
    /// Whether it was solved.
    public var solved: Bool

    /// A value of its parts.
    package init(date: String, solved: Bool) {
      self.date = date
      self.solved = solved
    }
  }

  /// Days in a row with the daily puzzle solved.
  public struct Streak: Equatable, Sendable {
    /// The streak now.
    public var current: Int
    /// The longest streak.
    public var best: Int

    /// A value of its parts.
    package init(current: Int, best: Int) {
      self.current = current
      self.best = best
    }
  }

  /// Games started and finished.
  public struct Games: Equatable, Sendable {
    /// Games started.
    public var played: Int
    /// Games played to the end.
    public var finished: Int

    /// A value of its parts.
    package init(played: Int, finished: Int) {
      self.played = played
      self.finished = finished
    }
  }

  /// A time of whole minutes and seconds.
  public struct Clock: Equatable, Sendable {
    /// Whole minutes.
    public var minutes: Int
    /// The seconds, two digits ("05").
    public var seconds: String

    /// A value of its parts.
    package init(minutes: Int, seconds: String) {
      self.minutes = minutes
      self.seconds = seconds
    }
  }

  /// A bank `quiz check` found playable.
  public struct CheckedBank: Equatable, Sendable {
    /// Its questions.
    public var questions: Int
    /// Its warnings.
    public var warnings: Int

    /// A value of its parts.
    package init(questions: Int, warnings: Int) {
      self.questions = questions
      self.warnings = warnings
    }
  }
}
