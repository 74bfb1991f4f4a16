/// The asciicast v2 recording format: a header line (a JSON object), then one line per
/// event, `[time, "code", "data"]`, times in seconds from the start.
///
/// Data is written as JSON strings: valid UTF-8 as it is, with `"`, `\` and control bytes
/// escaped. Input can hold bytes that are not UTF-8; each such byte B is written as the lone
/// surrogate `\udcXX` (XX the byte in hex, as Python's `surrogateescape` does) and read back as the byte, so
/// keys replay exactly. Frames are always UTF-8.
public enum Asciicast {
  /// What the first line says: the terminal's size when recording began, when it began,
  /// its `TERM` and a title.
  public struct Header: Equatable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// The start, in whole seconds since 1970.
    public var timestamp: Int?
    /// The terminal type (`env.TERM`).
    public var term: String?
    /// The title.
    public var title: String?

    /// A header.
    public init(width: Int, height: Int, timestamp: Int?, term: String?, title: String?) {
      self.width = width
      self.height = height
      self.timestamp = timestamp
      self.term = term
      self.title = title
    }
  }

  /// One event: when, what kind, and its bytes.
  public struct Event: Equatable, Sendable {
    /// The kind of an event, its code in the file.
    public enum Kind: Equatable, Sendable {
      /// Bytes written to the terminal (`o`).
      case output
      /// Bytes read from the keyboard (`i`).
      case input
      /// The terminal's new size, `COLUMNSxROWS` (`r`).
      case resize
      /// Any other code, kept as it is (`m` marks, later kinds).
      case other(String)

      /// The code as written.
      public var code: String {
        switch self {
        case .output: return "o"
        case .input: return "i"
        case .resize: return "r"
        case .other(let code): return code
        }
      }

      /// The kind of `code`.
      public init(code: String) {
        switch code {
        case "o": self = .output
        case "i": self = .input
        case "r": self = .resize
        default: self = .other(code)
        }
      }
    }

    /// Microseconds from the start.
    public var microseconds: Int
    /// What happened.
    public var kind: Kind
    /// The bytes written or read, or the new size as text.
    public var data: [UInt8]

    /// An event.
    public init(microseconds: Int, kind: Kind, data: [UInt8]) {
      self.microseconds = microseconds
      self.kind = kind
      self.data = data
    }

    /// Seconds from the start.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// The size a resize event gives, rows and columns; `nil` for any other event.
    public var size: (rows: Int, columns: Int)? {
      guard kind == .resize else { return nil }
      let parts = String(decoding: data, as: UTF8.self).split(separator: "x")
      guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
        columns > 0, rows > 0
      else { return nil }
      return (rows, columns)
    }
  }

  /// The header line, newline included.
  public static func line(for header: Header) -> [UInt8] {
    var line = Array(
      "{\"version\": 2, \"width\": \(header.width), \"height\": \(header.height)".utf8)
    if let timestamp = header.timestamp { line += Array(", \"timestamp\": \(timestamp)".utf8) }
    if let term = header.term {
      line += Array(", \"env\": {\"TERM\": ".utf8)
      appendString(Array(term.utf8), to: &line)
      line.append(UInt8(ascii: "}"))
    }
    if let title = header.title {
      line += Array(", \"title\": ".utf8)
      appendString(Array(title.utf8), to: &line)
    }
    line += Array("}\n".utf8)
    return line
  }

  /// An event's line, newline included: `[1.250000, "o", "…"]`.
  public static func line(for event: Event) -> [UInt8] {
    let time = max(0, event.microseconds)
    var fraction = String(time % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    var line = Array("[\(time / 1_000_000).\(fraction), ".utf8)
    appendString(Array(event.kind.code.utf8), to: &line)
    line += Array(", ".utf8)
    appendString(event.data, to: &line)
    line += Array("]\n".utf8)
    return line
  }

  /// A size as a resize event writes it: `COLUMNSxROWS`.
  public static func sizeText(rows: Int, columns: Int) -> [UInt8] {
    Array("\(columns)x\(rows)".utf8)
  }

  /// Appends `bytes` as a JSON string: UTF-8 kept, bytes that are not UTF-8 as `\udcXX`.
  static func appendString(_ bytes: [UInt8], to line: inout [UInt8]) {
    line.append(UInt8(ascii: "\""))
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        appendEscaped(byte, to: &line)
        index += 1
      } else if let length = scalarLength(bytes, at: index) {
        line += bytes[index..<(index + length)]
        index += length
      } else {
        line += Array("\\udc".utf8)
        line.append(hex[Int(byte >> 4)])
        line.append(hex[Int(byte & 0xF)])
        index += 1
      }
    }
    line.append(UInt8(ascii: "\""))
  }

  /// The length of the well-formed UTF-8 scalar of 2 to 4 bytes at `index`, `nil` when the
  /// bytes there are not one (a stray continuation byte, an overlong form, a surrogate, past
  /// U+10FFFF, cut short).
  static func scalarLength(_ bytes: [UInt8], at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    guard (low...high).contains(bytes[index + 1]) else { return nil }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      return nil
    }
    return length
  }

  private static let hex = Array("0123456789abcdef".utf8)

  private static func appendEscaped(_ byte: UInt8, to line: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): line += Array("\\\"".utf8)
    case UInt8(ascii: "\\"): line += Array("\\\\".utf8)
    case 0x0A: line += Array("\\n".utf8)
    case 0x0D: line += Array("\\r".utf8)
    case 0x09: line += Array("\\t".utf8)
    case 0..<0x20, 0x7F:
      line += Array("\\u00".utf8)
      line.append(hex[Int(byte >> 4)])
      line.append(hex[Int(byte & 0xF)])
    default: line.append(byte)
    }
  }
}
