import Foundation
import Testing

@testable import QuizCore

/// The binary property list writer behind `quiz export`: what it writes reads back as the
/// value it was given, and the bytes depend on the value alone.
@Suite("Binary property list writer")
struct BinaryPlistWriterTests {
  /// Every kind of value a property list holds, at the sizes where the format changes how
  /// it stores them (a count in the marker or after it, 1- to 8-byte integers).
  static var everyKind: [Any] { leaves + [nested, [Any](), nested] }

  /// One of each kind of value that holds no other.
  static var leaves: [Any] {
    let integers: [Any] = [
      0, 1, 255, 256, 65_535, 65_536, 4_294_967_295, 4_294_967_296, Int64.max, -1, Int64.min,
      UInt64.max,
    ]
    let strings: [Any] = [
      "", "A", String(repeating: "x", count: 14), String(repeating: "y", count: 15),
      String(repeating: "z", count: 300), "é", "e\u{301}", "鸭梨", "🐱 cat", "tab\tand\nline",
    ]
    let data: [Any] = [14, 15, 16, 70_000].map { Data((0..<$0).map { UInt8($0 % 251) }) }
    let others: [Any] = [
      true, false, 1.5, -0.25, Double.greatestFiniteMagnitude,
      Date(timeIntervalSinceReferenceDate: 12_345.5), Data(),
    ]
    return integers + strings + data + others
  }

  /// A dictionary holding arrays and dictionaries.
  static var nested: [String: Any] {
    [
      "answer": "CAT", "title": "Purrs", "options": ["C", "A", "T", "X"],
      "zeta": ["deep": [["deeper": [1, 2, 3]]]], "Ω": 3, "empty": [String: Any](),
      "list": Array(0..<20),
    ]
  }

  static func parsed(_ data: Data) throws -> Any {
    var format = PropertyListSerialization.PropertyListFormat.xml
    let value = try PropertyListSerialization.propertyList(from: data, format: &format)
    #expect(format == .binary)
    return value
  }

  @Test("every kind and size of value reads back as it was given")
  func roundTrip() throws {
    let value = Self.everyKind
    let written = try BinaryPlistWriter.data(value)
    #expect(written.starts(with: Array("bplist00".utf8)))
    let back = try #require(try Self.parsed(written) as? NSArray)
    let reference = try PropertyListSerialization.data(
      fromPropertyList: value, format: .binary, options: 0)
    #expect(back.isEqual(try Self.parsed(reference)))
    // Exact scalars: the two spellings of é stay two strings.
    #expect((back[17] as? String)?.unicodeScalars.count == 1)
    #expect((back[18] as? String)?.unicodeScalars.count == 2)
    #expect(back[26] as? Bool == true && back[27] as? Bool == false)
    #expect((back[11] as? NSNumber)?.uint64Value == UInt64.max)
    #expect((back[10] as? NSNumber)?.int64Value == Int64.min)
  }

  @Test("the bytes depend on the value alone: a dictionary read back writes the same bytes")
  func stable() throws {
    let first = try BinaryPlistWriter.data(Self.everyKind)
    let again = try BinaryPlistWriter.data(try Self.parsed(first))
    #expect(again == first)
    // The same keys put in in another order, in a dictionary of another capacity.
    var reversed: [String: Any] = [:]
    reversed.reserveCapacity(1000)
    let keys = (0..<40).map { "key\($0)" }
    for key in keys.reversed() { reversed[key] = key.count }
    var forward: [String: Any] = [:]
    for key in keys { forward[key] = key.count }
    #expect(try BinaryPlistWriter.data(reversed) == BinaryPlistWriter.data(forward))
  }

  @Test("every value is stored where it occurs, as CoreFoundation on Linux stores it")
  func sameSizeAsBefore() throws {
    let picture = Data(repeating: 7, count: 10_000)
    let questions: [Any] = (0..<10).map { _ in ["answer": "SUN", "picture": picture] }
    // NB: not `everyKind`, where CoreFoundation shares the small numbers it caches.
    for value in [questions, Self.leaves] {
      let reference = try PropertyListSerialization.data(
        fromPropertyList: value, format: .binary, options: 0)
      #expect(try BinaryPlistWriter.data(value).count == reference.count)
    }
  }

  @Test("more than 255 objects and offsets past 64 KiB take wider references and offsets")
  func wideReferences() throws {
    let value: [Any] = (0..<70_000).map { "s\($0)" } + [Data(count: 100_000)]
    let back = try #require(try Self.parsed(try BinaryPlistWriter.data(value)) as? NSArray)
    #expect(back.count == 70_001 && back[69_999] as? String == "s69999")
    #expect((back[70_000] as? Data)?.count == 100_000)
  }

  @Test("a value no property list holds is refused, never written")
  func refusesOtherValues() {
    #expect(throws: BinaryPlistWriter.Failure.self) {
      try BinaryPlistWriter.data([NSNull()])
    }
    #expect(throws: BinaryPlistWriter.Failure.self) {
      try BinaryPlistWriter.data([[1: "not a string key"] as [Int: String]])
    }
  }
}
