import Foundation

/// Turns the entries of a parsed property list into questions, collecting every problem.
///
/// One pass over the entries: each entry's dictionary is read once, its values checked as
/// they are taken, and its question made. A dictionary as the parser gives it
/// (`[AnyHashable: Any]` with string keys, each a known key) is read without converting it
/// to `[String: Any]`, and text of printable ASCII is checked byte by byte; anything else
/// takes the general reading and checks, which give the same questions and issues.
enum BankValidator {
  /// The most tiles a grid shows (8 rows of 7).
  static let maximumOptions = 56
  /// The keys a question may have.
  static let knownKeys: Set<String> = ["answer", "title", "icon", "options", "picture"]

  /// What validation found.
  struct Validated {
    /// One question per entry that had no error, in bank order.
    var questions: [QuizQuestion] = []
    /// Every issue, by question in bank order, in the order the checks found them.
    var issues: [BankIssue] = []
    /// The picture file name of each question whose name had no fault, with the question's
    /// 1-based number and the key that named it (`icon`, or `picture` as a string), in bank
    /// order: the pictures to look for. A question with an inline picture is not here.
    var icons: [(question: Int, name: String, key: String)] = []
    /// The inline picture (`picture` data) of each question that has one, with the
    /// question's number, in bank order: the pictures to check.
    var inlinePictures: [(question: Int, bytes: Data)] = []
  }

  /// The values of one entry's keys.
  struct Fields {
    var answer: Any?
    var title: Any?
    var icon: Any?
    var options: Any?
    var picture: Any?
    /// The keys that are not ``knownKeys``, sorted.
    var unknownKeys: [String] = []
  }

  /// Validates every entry; with `fastPaths` off, every entry takes the general reading
  /// and checks (the rules the fast ones must agree with).
  static func validate(_ entries: [Any], fastPaths: Bool = true) -> Validated {
    var result = Validated()
    result.questions.reserveCapacity(entries.count)
    // The first question holding each answer, keyed by the lowercased answer.
    var firstQuestionByAnswer: [String: Int] = [:]
    firstQuestionByAnswer.reserveCapacity(entries.count)
    var found: [BankIssue] = []
    for (offset, entry) in entries.enumerated() {
      let number = offset + 1
      let fields: Fields
      if fastPaths, let known = knownFields(of: entry) {
        fields = known
      } else {
        switch generalFields(of: entry) {
        case .fields(let general): fields = general
        case .refused(let problem):
          result.issues.append(BankIssue(question: number, key: "", problem: problem))
          continue
        }
      }
      found.removeAll(keepingCapacity: true)
      func report(_ key: String, _ problem: BankProblem) {
        found.append(BankIssue(question: number, key: key, problem: problem))
      }
      let answer = requiredText("answer", fields.answer, fastPaths: fastPaths, report: report)
      let title = requiredText("title", fields.title, fastPaths: fastPaths, report: report)
      let (icon, picture, nameKey) = checkedPicture(fields, report: report)
      let options = checkedOptions(fields.options, report: report)
      if let answer {
        checkAnswer(answer, options: options, fastPaths: fastPaths, report: report)
        let folded = answer.lowercased()
        if let first = firstQuestionByAnswer[folded] {
          report("answer", .duplicateAnswer(firstQuestion: first))
        } else {
          firstQuestionByAnswer[folded] = number
        }
      }
      for key in fields.unknownKeys { report(key, .unknownKey) }
      if !found.isEmpty { result.issues += found }
      if let picture {
        result.inlinePictures.append((number, picture))
      } else if let icon {
        result.icons.append((number, icon, nameKey))
      }
      if let answer, let title, !found.contains(where: { $0.severity == .error }) {
        result.questions.append(
          QuizQuestion(
            answer: answer, title: title, icon: icon, options: options, picture: picture))
      }
    }
    return result
  }

  /// The values of `entry` when it is a dictionary as the parser gives it whose keys are
  /// all known, each once; `nil` sends the entry to ``generalFields(of:)``.
  ///
  /// NB: casting the parser's `[AnyHashable: Any]` to `[String: Any]` builds a new
  /// dictionary, hashing every key again; reading its pairs as they are costs far less.
  private static func knownFields(of entry: Any) -> Fields? {
    guard let dictionary = entry as? [AnyHashable: Any] else { return nil }
    var fields = Fields()
    for (key, value) in dictionary {
      guard let name = key.base as? String else { return nil }
      switch name {
      case "answer" where fields.answer == nil: fields.answer = value
      case "title" where fields.title == nil: fields.title = value
      case "icon" where fields.icon == nil: fields.icon = value
      case "options" where fields.options == nil: fields.options = value
      case "picture" where fields.picture == nil: fields.picture = value
      default: return nil
      }
    }
    return fields
  }

  /// What the general reading makes of an entry.
  private enum Reading {
    /// The entry is a dictionary with string keys.
    case fields(Fields)
    /// The entry is not a question's dictionary.
    case refused(BankProblem)
  }

  /// The values of any entry, or why it is not a question's dictionary.
  private static func generalFields(of entry: Any) -> Reading {
    guard let dictionary = entry as? [String: Any] else {
      if let other = entry as? [AnyHashable: Any],
        let key = other.keys.first(where: { !($0.base is String) })
      {
        return .refused(.keyNotAString(found: valueType(of: key.base)))
      }
      return .refused(.notADictionary(found: valueType(of: entry)))
    }
    return .fields(
      Fields(
        answer: dictionary["answer"], title: dictionary["title"], icon: dictionary["icon"],
        options: dictionary["options"], picture: dictionary["picture"],
        unknownKeys: dictionary.keys.sorted().filter { !knownKeys.contains($0) }))
  }

  /// The property-list type of a value, for messages.
  static func valueType(of value: Any) -> PlistValueType {
    // NB: a plist boolean also casts to NSNumber, so it is told apart by its exact type.
    if type(of: value) == Bool.self { return .boolean }
    switch value {
    case is String: return .string
    case is [Any]: return .array
    case is [String: Any]: return .dictionary
    case is Data: return .data
    case is Date: return .date
    case is NSNumber: return .number
    case is NSNull: return .null
    // A dictionary with keys that are not all strings.
    case is [AnyHashable: Any]: return .dictionary
    default:
      // NB: a keyed archive's object references arrive as `_NSKeyedArchiverUID`, a type no
      // module exports.
      if String(describing: type(of: value)).hasSuffix("UID") { return .reference }
      return .other
    }
  }
}
