import Foundation

/// The checks of one question's values.
extension BankValidator {
  /// The text of a required key, or `nil` after reporting why it cannot be used.
  static func requiredText(
    _ key: String, _ value: Any?, fastPaths: Bool, report: (String, BankProblem) -> Void
  ) -> String? {
    guard let value else {
      report(key, .missing)
      return nil
    }
    guard let text = value as? String else {
      report(key, .wrongType(expected: .string, found: valueType(of: value)))
      return nil
    }
    // Printable ASCII holds no control character and no invisible letter: it is blank
    // only when it is all spaces.
    if fastPaths, TextSafety.isPrintableASCII(text) {
      if text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) {
        report(key, .empty)
        return nil
      }
      return text
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

  /// The picture's name, its inline bytes and the key that named a file: `icon` names a
  /// file (or, beside `picture` data, the inline picture); `picture` is data (an inline
  /// picture) or, without `icon`, a file's name as `icon` would be.
  static func checkedPicture(
    _ fields: Fields, report: (String, BankProblem) -> Void
  ) -> (icon: String?, picture: Data?, key: String) {
    let icon = checkedName("icon", fields.icon, report: report)
    guard let value = fields.picture else { return (icon, nil, "icon") }
    if let bytes = value as? Data { return (icon, bytes, "icon") }
    guard value is String else {
      report("picture", .wrongType(expected: .dataOrString, found: valueType(of: value)))
      return (icon, nil, "icon")
    }
    guard fields.icon == nil else {
      report("picture", .pictureNamedTwice)
      return (icon, nil, "icon")
    }
    return (checkedName("picture", value, report: report), nil, "picture")
  }

  /// The picture file name given under `key`, when it is a plain name.
  static func checkedName(
    _ key: String, _ value: Any?, report: (String, BankProblem) -> Void
  ) -> String? {
    guard let value else { return nil }
    guard let name = value as? String else {
      report(key, .wrongType(expected: .string, found: valueType(of: value)))
      return nil
    }
    if TextSafety.containsUnsafe(name) {
      report(key, .controlCharacter(name))
      return nil
    }
    if name.isEmpty || name.contains("/") || name.contains("\\") || name.contains("..")
      || name.hasPrefix(".")
    {
      report(key, .notPlainName(name))
      return nil
    }
    return name
  }

  static func checkedOptions(_ value: Any?, report: (String, BankProblem) -> Void) -> [String]? {
    guard let value else { return nil }
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

  static func checkAnswer(
    _ answer: String, options: [String]?, fastPaths: Bool, report: (String, BankProblem) -> Void
  ) {
    // In printable ASCII each byte is a letter and the space is the only white space.
    let ascii = fastPaths && TextSafety.isPrintableASCII(answer)
    if ascii ? answer.utf8.contains(UInt8(ascii: " ")) : answer.contains(where: \.isWhitespace) {
      report("answer", .whitespaceInAnswer)
      return
    }
    let count = ascii ? answer.utf8.count : answer.count
    if count > maximumOptions {
      report("answer", .answerTooLong(count: count, limit: maximumOptions))
      return
    }
    let invisible = ascii ? [] : invisibleCharacters(in: answer)
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
}
