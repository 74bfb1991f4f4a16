/// Checks the syntax of OpenStep property-list text before `PropertyListSerialization` reads it.
///
/// CoreFoundation reports a broken OpenStep file with the XML reader's message ("Unexpected
/// character { at line 1") and, for a dictionary entry without its `;`, also writes a log
/// line of its own to standard error. Text that passes this check parses without either.
/// Nesting is capped like CoreFoundation's XML reader.
struct OpenStepChecker {
  /// Why the text is not a well-formed OpenStep property list.
  struct Failure: Error, Equatable {
    /// The 1-based line the problem is on.
    var line: Int
    /// What is wrong.
    var fault: OpenStepFault
  }

  private let bytes: [UInt8]
  private var index = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Throws the first syntax problem of `bytes`, read as one OpenStep array or dictionary.
  static func check(_ bytes: [UInt8]) throws(Failure) {
    var checker = OpenStepChecker(bytes)
    try checker.checkDocument()
  }

  /// What the parser waits for inside an open container.
  private enum Expect {
    case arrayElement, arraySeparator
    case dictionaryKey, dictionaryEquals, dictionaryValue, dictionarySemicolon
  }

  private mutating func checkDocument() throws(Failure) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    var stack: [Expect] = []
    var done = false
    while true {
      try skipSpaceAndComments()
      guard index < bytes.count else {
        if done { return }
        throw fail(stack.isEmpty ? .noValue : .endsInside(container(stack)))
      }
      if done { throw fail(.textAfterEnd) }
      let byte = bytes[index]
      switch stack.last {
      case nil, .arrayElement, .dictionaryValue:
        if byte == UInt8(ascii: ")"), stack.last == .arrayElement {
          index += 1
          stack.removeLast()
        } else {
          let opened = try value()
          if stack.isEmpty {
            done = opened == nil
          } else {
            stack[stack.count - 1] =
              stack.last == .arrayElement ? .arraySeparator : .dictionarySemicolon
          }
          if let opened {
            guard stack.count < BinaryPlistInspector.maximumDepth else {
              throw fail(.nestedTooDeep(limit: BinaryPlistInspector.maximumDepth))
            }
            stack.append(opened)
          }
        }
      case .arraySeparator:
        index += 1
        if byte == UInt8(ascii: ",") {
          stack[stack.count - 1] = .arrayElement
        } else if byte == UInt8(ascii: ")") {
          stack.removeLast()
        } else {
          index -= 1
          throw fail(.expectedCommaOrParen)
        }
      case .dictionaryKey:
        if byte == UInt8(ascii: "}") {
          index += 1
          stack.removeLast()
        } else {
          guard try string() else { throw fail(.expectedKey) }
          stack[stack.count - 1] = .dictionaryEquals
        }
      case .dictionaryEquals:
        index += 1
        if byte == UInt8(ascii: "=") {
          stack[stack.count - 1] = .dictionaryValue
        } else if byte == UInt8(ascii: ";") {
          // NB: as in a .strings file, `key;` alone stands for `key = key;`.
          stack[stack.count - 1] = .dictionaryKey
        } else {
          index -= 1
          throw fail(.expectedEquals)
        }
      case .dictionarySemicolon:
        guard byte == UInt8(ascii: ";") else {
          throw fail(.expectedSemicolon)
        }
        index += 1
        stack[stack.count - 1] = .dictionaryKey
      }
      if stack.isEmpty, !done { done = true }
    }
  }

  private func container(_ stack: [Expect]) -> OpenStepFault.Container {
    switch stack.last {
    case .arrayElement, .arraySeparator: return .array
    default: return .dictionary
    }
  }

  /// Reads one value; returns what a just-opened array or dictionary expects next, or `nil`
  /// for a string or data that is already complete.
  private mutating func value() throws(Failure) -> Expect? {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "("):
      index += 1
      return .arrayElement
    case UInt8(ascii: "{"):
      index += 1
      return .dictionaryKey
    case UInt8(ascii: "<"):
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        guard Self.isHexDigit(bytes[index]) || Self.isSpace(bytes[index]) else {
          throw fail(.hexData)
        }
        index += 1
      }
      guard index < bytes.count else { throw fail(.endsInsideData) }
      index += 1
      return nil
    default:
      guard try string() else { throw fail(.expectedValue) }
      return nil
    }
  }

  /// Reads a quoted or unquoted string; false when none starts here.
  private mutating func string() throws(Failure) -> Bool {
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      let startLine = line()
      index += 1
      while index < bytes.count, bytes[index] != quote {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard index < bytes.count else {
        throw Failure(line: startLine, fault: .unclosedString)
      }
      index += 1
      return true
    }
    let start = index
    while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
    return index > start
  }

  private mutating func skipSpaceAndComments() throws(Failure) {
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let startLine = line()
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        guard index + 1 < bytes.count else {
          throw Failure(line: startLine, fault: .unclosedComment)
        }
        index += 2
      } else {
        return
      }
    }
  }

  private func fail(_ fault: OpenStepFault) -> Failure {
    Failure(line: line(), fault: fault)
  }

  /// The 1-based line of the current position.
  private func line() -> Int {
    var count = 1
    var position = 0
    let end = min(index, bytes.count)
    while position < end {
      if bytes[position] == 0x0A {
        count += 1
      } else if bytes[position] == 0x0D {
        count += 1
        if position + 1 < end, bytes[position + 1] == 0x0A { position += 1 }
      }
      position += 1
    }
    return count
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// The characters CoreFoundation accepts in a string without quotes.
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || "_$/:.-".utf8.contains(byte)
  }
}
