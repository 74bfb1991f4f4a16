import Foundation

/// Turns the entries of a parsed property list into questions, collecting every problem.
enum BankValidator {
  /// The most tiles a grid shows (8 rows of 7).
  static let maximumOptions = 56
  /// The keys a question may have.
  static let knownKeys: Set<String> = ["answer", "title", "icon", "options"]

  /// Validates every entry; `questions` holds one question per entry that had no error.
  static func validate(_ entries: [Any]) -> (questions: [QuizQuestion], issues: [BankIssue]) {
    var questions: [QuizQuestion] = []
    var issues: [BankIssue] = []
    // The first question holding each answer, keyed by the lowercased answer.
    var firstQuestionByAnswer: [String: Int] = [:]
    for (offset, entry) in entries.enumerated() {
      let number = offset + 1
      guard let dictionary = entry as? [String: Any] else {
        if let other = entry as? [AnyHashable: Any],
          let key = other.keys.first(where: { !($0.base is String) })
        {
          issues.append(
            BankIssue(
              question: number, key: "", problem: .keyNotAString(found: valueType(of: key.base)))
          )
          continue
        }
        issues.append(
          BankIssue(
            question: number, key: "", problem: .notADictionary(found: valueType(of: entry))))
        continue
      }
      var found: [BankIssue] = []
      func report(_ key: String, _ problem: BankProblem) {
        found.append(BankIssue(question: number, key: key, problem: problem))
      }
      let answer = requiredText("answer", in: dictionary, report: report)
      let title = requiredText("title", in: dictionary, report: report)
      let icon = checkedIcon(in: dictionary, report: report)
      let options = checkedOptions(in: dictionary, report: report)
      if let answer {
        checkAnswer(answer, options: options, report: report)
        let folded = answer.lowercased()
        if let first = firstQuestionByAnswer[folded] {
          report("answer", .duplicateAnswer(firstQuestion: first))
        } else {
          firstQuestionByAnswer[folded] = number
        }
      }
      for key in dictionary.keys.sorted() where !knownKeys.contains(key) {
        report(key, .unknownKey)
      }
      issues += found
      if let answer, let title, !found.contains(where: { $0.severity == .error }) {
        questions.append(QuizQuestion(answer: answer, title: title, icon: icon, options: options))
      }
    }
    return (questions, issues)
  }

  private static func requiredText(
    _ key: String, in dictionary: [String: Any], report: (String, BankProblem) -> Void
  ) -> String? {
    guard let value = dictionary[key] else {
      report(key, .missing)
      return nil
    }
    guard let text = value as? String else {
      report(key, .wrongType(expected: .string, found: valueType(of: value)))
      return nil
    }
    if isBlank(text) {
      report(key, .empty)
      return nil
    }
    if TextSafety.containsUnsafe(text) {
      report(key, .controlCharacter(text))
      return nil
    }
    // An answer's letters are checked one by one with its options.
    if key != "answer" {
      let invisible = invisibleCharacters(in: text)
      for hidden in invisible { report(key, .invisibleLetter(hidden)) }
      if !invisible.isEmpty { return nil }
    }
    return text
  }

  /// True when `text` holds only white space and newlines (as trimming them would leave
  /// nothing). Printable ASCII ends the scan at once, without bridging to `NSString`.
  static func isBlank(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        guard (0x09...0x0D).contains(scalar.value) || scalar == " " else { return false }
      } else if !CharacterSet.whitespacesAndNewlines.contains(scalar) {
        return false
      }
    }
    return true
  }

  private static func checkedIcon(
    in dictionary: [String: Any], report: (String, BankProblem) -> Void
  ) -> String? {
    guard let value = dictionary["icon"] else { return nil }
    guard let name = value as? String else {
      report("icon", .wrongType(expected: .string, found: valueType(of: value)))
      return nil
    }
    if TextSafety.containsUnsafe(name) {
      report("icon", .controlCharacter(name))
      return nil
    }
    if name.isEmpty || name.contains("/") || name.contains("\\") || name.contains("..")
      || name.hasPrefix(".")
    {
      report("icon", .notPlainName(name))
      return nil
    }
    return name
  }

  private static func checkedOptions(
    in dictionary: [String: Any], report: (String, BankProblem) -> Void
  ) -> [String]? {
    guard let value = dictionary["options"] else { return nil }
    guard let array = value as? [Any] else {
      report("options", .wrongType(expected: .arrayOfStrings, found: valueType(of: value)))
      return nil
    }
    var options: [String] = []
    var faults: [OptionFault] = []
    for (index, element) in array.enumerated() {
      guard let text = element as? String else {
        faults.append(
          OptionFault(index: index, value: "", reason: .notAString(found: valueType(of: element))))
        continue
      }
      if TextSafety.containsUnsafe(text) {
        faults.append(OptionFault(index: index, value: text, reason: .controlCharacter))
      } else if text.count != 1 || text.allSatisfy(\.isWhitespace) {
        faults.append(OptionFault(index: index, value: text, reason: .notOneLetter))
      } else if let hidden = invisibleCharacters(in: text).first {
        faults.append(OptionFault(index: index, value: hidden, reason: .invisible))
      }
      options.append(text)
    }
    var valid = faults.isEmpty
    if !faults.isEmpty { report("options", .badOptions(faults)) }
    if array.count > maximumOptions {
      report("options", .tooManyOptions(count: array.count, limit: maximumOptions))
      valid = false
    }
    if array.isEmpty {
      report("options", .empty)
      valid = false
    }
    return valid ? options : nil
  }

  private static func checkAnswer(
    _ answer: String, options: [String]?, report: (String, BankProblem) -> Void
  ) {
    if answer.contains(where: \.isWhitespace) {
      report("answer", .whitespaceInAnswer)
      return
    }
    if answer.count > maximumOptions {
      report("answer", .answerTooLong(count: answer.count, limit: maximumOptions))
      return
    }
    let invisible = invisibleCharacters(in: answer)
    if !invisible.isEmpty {
      // The multiset check would only repeat these letters, raw, in its messages.
      for hidden in invisible { report("answer", .invisibleLetter(hidden)) }
      return
    }
    guard let options else { return }
    var available: [Character: Int] = [:]
    for option in options {
      if let letter = option.first { available[letter, default: 0] += 1 }
    }
    var needed: [Character: Int] = [:]
    var order: [Character] = []
    for letter in answer {
      if needed[letter] == nil { order.append(letter) }
      needed[letter, default: 0] += 1
    }
    for letter in order {
      let need = needed[letter] ?? 0
      let have = available[letter] ?? 0
      if have < need {
        report("answer", .missingLetter(letter, needed: need, available: have))
      }
    }
  }

  /// The invisible characters of `text`, one entry per letter holding some (its invisible
  /// scalars only), each different entry once, in text order.
  static func invisibleCharacters(in text: String) -> [String] {
    if TextSafety.isPrintableASCII(text) { return [] }
    var found: [String] = []
    for letter in text {
      let hidden = TextSafety.invisibleScalars(in: letter)
      guard !hidden.isEmpty else { continue }
      var entry = ""
      entry.unicodeScalars.append(contentsOf: hidden)
      if !found.contains(entry) { found.append(entry) }
    }
    return found
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
