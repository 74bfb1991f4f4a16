import Foundation

extension Asciicast {
  /// Why a recording cannot be read.
  public enum ReadError: Error, Equatable, Sendable {
    /// The first line is not an asciicast header (not a JSON object, or the file is empty).
    case notARecording
    /// The header names another version of the format (1, 3…), or none.
    case version(Int?)
    /// The header has no usable width or height (a positive whole number up to 10,000).
    case size
    /// This line (1 the header) is not an event `[time, "code", "data"]`.
    case event(line: Int)
  }

  /// A recording read back: its header and events.
  public struct Recording: Equatable, Sendable {
    /// The header.
    public var header: Header
    /// The events in the order written.
    public var events: [Event]
  }

  /// Reads a whole recording. A last line without its newline that is not a whole event
  /// (a recording cut off by a crash or a kill) is left out; empty lines are skipped.
  public static func read(_ bytes: [UInt8]) throws(ReadError) -> Recording {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let cutOff = bytes.last != 0x0A
    if !cutOff, lines.last?.isEmpty == true { lines.removeLast() }
    guard let first = lines.first else { throw .notARecording }
    let header = try readHeader(Array(first))
    var events: [Event] = []
    events.reserveCapacity(lines.count - 1)
    for (offset, line) in lines.enumerated().dropFirst() {
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
      guard let event = readEvent(Array(line)) else {
        if cutOff && offset == lines.count - 1 { break }
        throw .event(line: offset + 1)
      }
      events.append(event)
    }
    return Recording(header: header, events: events)
  }

  /// The header of `line`.
  static func readHeader(_ line: [UInt8]) throws(ReadError) -> Header {
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(line)),
      let header = object as? [String: Any]
    else { throw .notARecording }
    func whole(_ key: String) -> Int? {
      // NB: a JSON true or false is an NSNumber too (here one of type "c", a char, which
      // JSON's numbers never are); it is no number of columns.
      guard let value = header[key], type(of: value) != Bool.self,
        let number = value as? NSNumber, String(cString: number.objCType) != "c",
        let value = Int(exactly: number.doubleValue)
      else { return nil }
      return value
    }
    guard let version = whole("version"), version == 2 else { throw .version(whole("version")) }
    guard let width = whole("width"), let height = whole("height"), (1...10_000).contains(width),
      (1...10_000).contains(height)
    else { throw .size }
    let env = header["env"] as? [String: Any]
    let timestamp = (header["timestamp"] as? NSNumber).flatMap {
      $0.doubleValue.isFinite && abs($0.doubleValue) < 1e15 ? Int($0.doubleValue) : nil
    }
    return Header(
      width: width, height: height, timestamp: timestamp, term: env?["TERM"] as? String,
      title: header["title"] as? String)
  }

  /// The event of `line`, or `nil` when it is not `[number, "code", "data"]`.
  static func readEvent(_ line: [UInt8]) -> Event? {
    var scanner = Scanner(bytes: line)
    scanner.skipSpace()
    guard scanner.take(UInt8(ascii: "[")), let seconds = scanner.number(),
      seconds.isFinite, seconds >= 0, seconds < 1e12,
      scanner.comma(), let code = scanner.string(), scanner.comma(),
      let data = scanner.string()
    else { return nil }
    scanner.skipSpace()
    guard scanner.take(UInt8(ascii: "]")) else { return nil }
    scanner.skipSpace()
    guard scanner.atEnd else { return nil }
    return Event(
      microseconds: Int((seconds * 1_000_000).rounded()),
      kind: Event.Kind(code: String(decoding: code, as: UTF8.self)), data: data)
  }

  /// Reads the parts of an event line.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func comma() -> Bool {
      skipSpace()
      defer { skipSpace() }
      return take(UInt8(ascii: ","))
    }

    mutating func number() -> Double? {
      skipSpace()
      let start = index
      while index < bytes.count, Array("0123456789+-.eE".utf8).contains(bytes[index]) {
        index += 1
      }
      guard index > start, index - start <= 40 else { return nil }
      return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A JSON string's bytes: escapes undone, `\udcXX` alone back to the byte XX.
    mutating func string() -> [UInt8]? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      var out: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return out
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { return nil }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "u"):
            guard let unit = hexUnit() else { return nil }
            switch unit {
            case 0xD800...0xDBFF:
              // A pair: the low half must follow.
              guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexUnit(),
                (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
              else { return nil }
              out += Array(String(Character(scalar)).utf8)
            case 0xDC80...0xDCFF: out.append(UInt8(unit - 0xDC00))
            case 0xDC00...0xDFFF: return nil
            default:
              guard let scalar = Unicode.Scalar(unit) else { return nil }
              out += Array(String(Character(scalar)).utf8)
            }
          default: return nil
          }
        case 0..<0x20: return nil
        default: out.append(byte)
        }
      }
      return nil
    }

    private mutating func hexUnit() -> UInt32? {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      return value
    }
  }
}
