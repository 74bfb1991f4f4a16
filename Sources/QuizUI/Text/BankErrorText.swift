import QuizCore

/// What a player reads about a bank or a pack that cannot be played, in one language:
/// `quiz check`'s lines, a game that does not start, `quiz daily` and `quiz banks`.
///
/// Each language is one value (``english``, ``spanish``, ``chinese``, ``french``), in the
/// language's folder (`Sources/QuizUI/Languages/<Language>/`); it says every case of
/// ``BankError``, ``BankProblem``, ``OptionFault`` and ``BundledPackError`` with an
/// exhaustive `switch`, so a new case does not compile until each language has it. Paths and quoted bank text stay escaped as QuizCore escapes them.
public struct BankErrorText: Sendable {
  /// One line with the path and why the bank cannot be played.
  public var bankError: @Sendable (BankError) -> String
  /// Why the bank cannot be played, without the path (the start screen says it first and
  /// the path after it, shortened).
  public var reason: @Sendable (BankError) -> String
  /// Added to an invalid bank's line when a game does not start: how to see every problem
  /// (given: the path, ready to print).
  public var fullListHint: @Sendable (String) -> String
  /// One problem of one question: "question 3: answer: missing".
  public var issue: @Sendable (BankIssue) -> String
  /// What is wrong with one key, without the question: "missing".
  public var problem: @Sendable (BankProblem) -> String
  /// A line of `quiz check`: the path, the severity, the first issue and the other problems
  /// of the same question and key.
  public var checkLine: @Sendable (CheckLine) -> String
  /// Why the bundled packs cannot be listed.
  public var packError: @Sendable (BundledPackError) -> String
  /// Why a picture file cannot be shown (no path: the caller puts it in front).
  public var picture: @Sendable (PictureLoadError) -> String
}

extension BankErrorText {
  /// What one line of `quiz check` says: "b.plist: error: question 2: answer: missing; …".
  public struct CheckLine: Sendable {
    /// The bank's path, ready to print.
    public var path: String
    /// Whether the line is an error or a warning.
    public var severity: BankIssue.Severity
    /// The first issue, with its question and key.
    public var first: BankIssue
    /// The other problems of the same question and key.
    public var more: [BankProblem]

    /// A value of its parts.
    package init(
      path: String, severity: BankIssue.Severity, first: BankIssue, more: [BankProblem] = []
    ) {
      self.path = path
      self.severity = severity
      self.first = first
      self.more = more
    }
  }
}
