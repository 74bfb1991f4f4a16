/// One problem found in one question of a bank.
public struct BankIssue: Equatable, Sendable {
  /// How serious a problem is.
  public enum Severity: String, Equatable, Sendable {
    /// The bank cannot be played.
    case error
    /// The bank plays, but something is probably a mistake.
    case warning
  }

  /// The 1-based position of the question in the bank; 0 for the bank itself (its `title`
  /// and the other keys of a dictionary at its root).
  public var question: Int
  /// The key the problem is about, as typed in the bank (`answer`, `options`…).
  public var key: String
  /// What is wrong.
  public var problem: BankProblem

  /// Creates an issue.
  public init(question: Int, key: String, problem: BankProblem) {
    self.question = question
    self.key = key
    self.problem = problem
  }

  /// Whether the issue stops the bank from being played.
  public var severity: Severity { problem.severity }
}

/// What can be wrong with one key of one question.
public enum BankProblem: Equatable, Sendable {
  /// A required key is absent.
  case missing
  /// A required text is empty.
  case empty
  /// The value has another property-list type than the key needs.
  case wrongType(expected: PlistValueType.Expected, found: PlistValueType)
  /// The question entry itself is not a dictionary.
  case notADictionary(found: PlistValueType)
  /// The question is a dictionary with a key that is not a string (given: its type).
  case keyNotAString(found: PlistValueType)
  /// Options that cannot be tiles, each with its reason, all in one problem.
  case badOptions([OptionFault])
  /// The options lack a letter the answer needs.
  case missingLetter(Character, needed: Int, available: Int)
  /// More options than the grid can show.
  case tooManyOptions(count: Int, limit: Int)
  /// The answer is longer than the grid can hold.
  case answerTooLong(count: Int, limit: Int)
  /// A text is longer than its key allows (the bank's `title`), in characters.
  case tooLong(count: Int, limit: Int)
  /// The answer holds a space or other whitespace.
  case whitespaceInAnswer
  /// A letter of the answer, the title or an option draws nothing or hides a character
  /// (given: its invisible scalars): a format character such as U+200B, U+200C or U+200E,
  /// a lone combining mark, tag characters, a default-ignorable or unassigned code point
  /// (see ``TextSafety/invisibleScalars(in:)``).
  case invisibleLetter(String)
  /// The answer equals, exactly or ignoring case, the answer of an earlier question
  /// (given by its 1-based number) (warning).
  case duplicateAnswer(firstQuestion: Int)
  /// The text (given) holds a control character or an escape sequence.
  case controlCharacter(String)
  /// The icon is a path or otherwise not a plain file name.
  case notPlainName(String)
  /// The picture file for the icon does not exist (warning).
  case pictureMissing(String)
  /// The picture file is a symbolic link (or in a linked folder) leading outside the bank's
  /// folder; it is not read (warning).
  case pictureOutsideBank(String)
  /// The picture file exists but cannot be read or decoded, and why (warning).
  case pictureUnreadable(String, reason: PictureLoadError)
  /// The question's inline picture (its `picture` data) cannot be decoded, and why
  /// (warning).
  case inlinePictureUnreadable(reason: PictureLoadError)
  /// `picture` names a picture file while `icon` names one too.
  case pictureNamedTwice
  /// The bank's pictures up to this question's decode to more pixels together than a bank
  /// may hold (given: ``QuestionBank/pictureBudget``); later pictures are not decoded.
  case picturesOverBudget(limit: Int)
  /// A key the game does not know (warning).
  case unknownKey

  /// Whether this problem is an error or a warning.
  public var severity: BankIssue.Severity {
    switch self {
    case .pictureMissing, .pictureOutsideBank, .pictureUnreadable, .inlinePictureUnreadable,
      .unknownKey, .duplicateAnswer:
      return .warning
    default: return .error
    }
  }

  /// Every scalar of `text` written as `\u{XXXX}`, as a message quotes it: shortened past
  /// ``TextSafety/quotedLimit`` characters as ``TextSafety/forMessage(_:limit:)`` shortens.
  public static func shownScalars(_ text: String, limit: Int? = nil) -> String {
    TextSafety.shortened(text.unicodeScalars.map { escape(of: $0) }, limit: limit)
  }

  /// `scalar` written as `\u{XXXX}` (at least four uppercase hex digits).
  private static func escape(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
  }

  /// The extensions (`.png`…) looked for instead of the one an icon was written with, when
  /// the game cannot read that one (`sun.gif`); empty for a bare name or a supported one.
  public static func formatsLookedFor(icon name: String) -> [String] {
    guard let dot = name.lastIndex(of: ".") else { return [] }
    let ext = name[name.index(after: dot)...].lowercased()
    let supported = QuestionBank.pictureExtensions
    guard !ext.isEmpty, !supported.contains(ext) else { return [] }
    return supported.map { "." + $0 }
  }
}
