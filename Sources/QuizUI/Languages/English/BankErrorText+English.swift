import Foundation
import QuizCore

extension BankErrorText {
  /// English (any locale that names no other language of the interface).
  public static let english = BankErrorText(
    bankError: EnglishBankText.bankError,
    reason: EnglishBankText.reason,
    fullListHint: { " (run quiz check \($0) for the full list)" },
    issue: EnglishBankText.issue,
    problem: EnglishBankText.problem,
    checkLine: { line in
      "\(line.path): \(line.severity.rawValue): \(EnglishBankText.issue(line.first))"
        + line.more.map { "; " + EnglishBankText.problem($0) }.joined()
    },
    packError: EnglishBankText.packError,
    picture: PictureErrorText.english
  )
}

/// The English wording, case by case.
package enum EnglishBankText {
  static func bankError(_ error: BankError) -> String {
    "\(shown(error.path)): " + reason(error)
  }

  /// Why the bank cannot be played, without its path.
  static func reason(_ error: BankError) -> String {
    switch error {
    case .fileMissing: return "no such file"
    case .unreadable(_, let reason):
      return "cannot read: \(readFault(reason))"
    case .tooLarge(_, let size, let limit):
      return "too large for a bank: \(BoundedFile.mebibytes(size)), "
        + "at most \(BoundedFile.mebibytes(limit))"
    case .notPropertyList(_, let detail):
      return "not a property list: \(syntax(detail))"
    case .damaged(_, let detail):
      return "damaged binary property list: \(damage(detail))"
    case .notABank(_, let reason):
      return "not a question bank: \(refusal(reason))"
    case .wrongRoot(_, let found):
      return "the root must be an array of questions, found \(type(found))"
    case .emptyBank: return "the bank has no questions"
    case .invalid(_, let issues):
      let errors = issues.filter { $0.severity == .error }
      let first = errors.first.map { ": " + issue($0) } ?? ""
      let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
      return "invalid bank\(first)\(more)"
    }
  }

  static func issue(_ issue: BankIssue) -> String {
    let key = issue.key.isEmpty ? "" : " \(TextSafety.forMessage(issue.key)):"
    return (issue.question == 0 ? "bank:" : "question \(issue.question):")
      + "\(key) \(problem(issue.problem))"
  }

  static func problem(_ problem: BankProblem) -> String {
    switch problem {
    case .missing: return "missing"
    case .empty: return "is empty"
    case .wrongType(let expected, let found):
      return "must be \(Self.expected(expected)), found \(type(found))"
    case .notADictionary(let found): return "must be a dictionary, found \(type(found))"
    case .keyNotAString(let found): return "every key must be a string, found \(type(found))"
    case .badOptions(let faults):
      return OptionFault.grouped(faults).map(clause).joined(separator: "; ")
    case .missingLetter(let letter, let needed, let available):
      return "needs \(needed) × \(TextSafety.forMessage(String(letter))), options have \(available)"
    case .tooManyOptions(let count, let limit): return "has \(count) options, at most \(limit)"
    case .answerTooLong(let count, let limit): return "has \(count) letters, at most \(limit)"
    case .tooLong(let count, let limit): return "has \(count) characters, at most \(limit)"
    case .whitespaceInAnswer: return "must not contain spaces or other whitespace"
    case .invisibleLetter(let letter):
      return "contains an invisible letter \"\(BankProblem.shownScalars(letter))\""
    case .duplicateAnswer(let first): return "same answer as question \(first)"
    case .controlCharacter(let text):
      return "contains a control character or escape sequence: \(quoted(text))"
    case .notPlainName(let name):
      return "\(quoted(name)) must be a plain name (no \"/\", no \"..\")"
    case .pictureMissing(let name):
      let formats = BankProblem.formatsLookedFor(icon: name)
      return "picture \(quoted(name)) not found in pictures/"
        + (formats.isEmpty ? "" : " (looked for " + formats.joined(separator: ", ") + ")")
    case .pictureOutsideBank(let name):
      return "picture \(quoted(name)) leads outside the bank's folder "
        + "through a symbolic link (not read)"
    case .pictureUnreadable(let name, let reason):
      return
        "picture \(quoted(name)) cannot be read: \(TextSafety.escaped(PictureErrorText.english(reason)))"
    case .inlinePictureUnreadable(let reason):
      return
        "inline picture cannot be read: \(TextSafety.escaped(PictureErrorText.english(reason)))"
    case .pictureNamedTwice:
      return "names a picture file as icon does: give one of the two"
    case .picturesOverBudget(let limit):
      return "the pictures up to this one decode to more than \(limit) pixels together, "
        + "the most a bank's pictures may hold; later pictures were not decoded"
    case .unknownKey: return "unknown key (ignored)"
    }
  }

  /// One clause about options with the same fault: "option 2 ("AB") must be …" or
  /// "options 2 ("AB"), 5 ("CD") must each be …".
  static func clause(_ faults: [OptionFault]) -> String {
    let one = faults.count == 1
    var list = faults.prefix(OptionFault.listed).map { $0.shown(typeName: type) }
      .joined(separator: ", ")
    if faults.count > OptionFault.listed {
      list += " and \(faults.count - OptionFault.listed) more"
    }
    let subject = (one ? "option " : "options ") + list
    switch faults[0].reason {
    case .notOneLetter:
      return subject + (one ? " must be" : " must each be") + " exactly one non-whitespace letter"
    case .controlCharacter:
      return subject
        + (one
          ? " contains a control character or escape sequence"
          : " contain a control character or escape sequence")
    case .invisible:
      return subject + (one ? " is an invisible letter" : " are invisible letters")
    case .notAString(let found):
      if one { return "option \(faults[0].index + 1) must be a string, found \(type(found))" }
      return subject + " must be strings"
    }
  }

  static func packError(_ error: BundledPackError) -> String {
    switch error {
    case .manifestMissing(let path):
      return "the list of bundled packs is missing: \(shown(path)): no such file"
    case .manifestInvalid(let path, let problem):
      return "\(shown(path)): invalid list of packs: \(manifest(problem))"
    }
  }

  private static func shown(_ path: String) -> String { TextSafety.escaped(path) }

  private static func quoted(_ text: String) -> String { "\"\(TextSafety.forMessage(text))\"" }

  /// A property-list type, with its article.
  static func type(_ type: PlistValueType) -> String {
    switch type {
    case .string: "a string"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .data: "data"
    case .date: "a date"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "null"
    case .reference: "a reference"
    case .other: "a value of another type"
    }
  }

  static func expected(_ type: PlistValueType.Expected) -> String {
    switch type {
    case .string: "a string"
    case .arrayOfStrings: "an array of strings"
    case .dataOrString: "data or a string"
    }
  }

  /// What a path holds instead of a regular file.
  package static func kind(_ kind: FileKind) -> String {
    switch kind {
    case .directory: "a directory"
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "not a file"
    }
  }

  static func readFault(_ fault: FileReadFault) -> String {
    switch fault {
    case .isADirectory: "is a directory"
    case .notRegular(let kind): "not a regular file (\(Self.kind(kind)))"
    case .system(let code): SystemErrorText.english(code)
    }
  }

  static func syntax(_ fault: PlistSyntaxFault) -> String {
    switch fault {
    case .empty: "the file is empty"
    case .noValue: "the file holds no value"
    case .unknownFormat:
      "the text is not XML, a binary property list, or an OpenStep array or dictionary"
    case .openStep(let line, let fault): "line \(line): \(openStep(fault))"
    case .parser(let message): TextSafety.forMessage(message)
    }
  }

  static func openStep(_ fault: OpenStepFault) -> String {
    switch fault {
    case .noValue: "the file holds no value"
    case .endsInside(.array): "the file ends inside an array"
    case .endsInside(.dictionary): "the file ends inside a dictionary"
    case .textAfterEnd: "unexpected text after the end of the property list"
    case .expectedCommaOrParen: "expected “,” or “)” after an array element"
    case .expectedKey: "expected a key (a string) or “}” in a dictionary"
    case .expectedEquals: "expected “=” after a dictionary key"
    case .expectedSemicolon: "expected “;” after a value in a dictionary"
    case .hexData: "data between “<” and “>” must be hexadecimal digits"
    case .endsInsideData: "the file ends inside data “<…>”"
    case .expectedValue: "expected a value"
    case .unclosedString: "a quoted string is never closed"
    case .unclosedComment: "a comment “/*” is never closed"
    case .nestedTooDeep(let limit): refusal(.nestedTooDeep(limit: limit))
    }
  }

  static func damage(_ damage: BinaryPlistDamage) -> String {
    switch damage {
    case .tooShort(let size): "the file is too short (\(size) bytes)"
    case .unsupportedVersion: "unsupported format version"
    case .impossibleSizes: "the trailer gives impossible offset or reference sizes"
    case .impossibleCount: "the trailer gives an impossible object count"
    case .topObjectMissing: "the top object is not in the offset table"
    case .tableOutside: "the offset table lies outside the file"
    case .offsetOutside(let object): "object \(object) has an offset outside the object area"
    case .runsPast(let object): "object \(object) runs past the end of the object area"
    case .tooLong(let object): "object \(object) is too long"
    case .unknownMarker(let object, let marker):
      "object \(object) has an unknown type marker 0x\(BinaryPlistDamage.hex(marker))"
    case .malformedLength(let object): "object \(object) has a malformed length"
    case .missingReference(let object): "object \(object) refers to an object that does not exist"
    case .containsItself: "an array or dictionary contains itself"
    case .undecodable: "its objects cannot be decoded"
    }
  }

  static func refusal(_ reason: NotABankReason) -> String {
    switch reason {
    case .orderedSet:
      "it holds an ordered set, and a bank holds only arrays, dictionaries and text"
    case .set: "it holds a set, and a bank holds only arrays, dictionaries and text"
    case .expands(let factor):
      "its shared objects expand to more than \(factor) times the file's size"
    case .nestedTooDeep(let limit): "arrays or dictionaries are nested more than \(limit) deep"
    }
  }

  static func manifest(_ fault: ManifestFault) -> String {
    switch fault {
    case .rootNotArray: "the root must be an array of packs"
    case .notADictionary(let pack): "pack \(pack) is not a dictionary"
    case .missingKey(let pack, let key): "pack \(pack) needs a \(key)"
    case .badName(let pack): "pack \(pack): a name of letters, digits, -"
    case .badLevel(let pack): "pack \(pack) needs a level of 1 or more"
    case .badQuestionCount(let pack): "pack \(pack): questions must be a count of 0 or more"
    case .noPackForDaily: "no bundled pack to choose the daily puzzle from"
    }
  }
}
