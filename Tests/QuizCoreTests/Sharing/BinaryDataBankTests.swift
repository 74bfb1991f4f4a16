import Foundation
import QuizSystem
import Testing

@testable import QuizCore

/// A binary bank's data objects are parsed without `PropertyListSerialization` seeing their
/// bytes; what the bank holds is exactly what the parser alone gives.
@Suite("Binary banks with data")
struct BinaryDataBankTests {
  static let xpm = Data(
    """
    /* XPM */
    static char *dot[] = {
    "1 1 1 1",
    ". c #FF0000",
    "."};
    """.utf8)

  /// A picture of `size` bytes unlike any other of its size.
  static func bytes(_ size: Int, seed: UInt8) -> Data {
    Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) })
  }

  /// Entries with data everywhere a bank may hold it: pictures shared by several questions,
  /// an unknown key, an array of options, a nested dictionary, empty data and data of
  /// exactly eight bytes.
  static var entries: [Any] {
    let big = bytes(70_000, seed: 1)
    let other = bytes(70_000, seed: 2)
    return [
      Fixture.entry(answer: "ONE", ["picture": big]),
      Fixture.entry(answer: "TWO", ["picture": big, "icon": "two"]),
      Fixture.entry(answer: "THREE", ["picture": other, "note": Data([1, 2, 3])]),
      Fixture.entry(answer: "FOUR", ["picture": xpm, "extra": ["a": Data(count: 8)]]),
      Fixture.entry(answer: "FIVE", ["picture": Data(), "list": [Data([9]), "x"]]),
      Fixture.entry(answer: "SIX", ["options": ["S", "I", Data([7]), "X"]]),
      Fixture.entry(answer: "SEVEN", ["picture": Data(count: 8)]),
    ]
  }

  @Test("the root parsed around the data equals what the parser alone gives")
  func sameRoot() throws {
    let data = Fixture.plist(Self.entries, format: .binary)
    let layout = try BinaryPlistInspector.inspect(data)
    #expect(layout.dataObjects.count >= 6)
    let ours = try #require(BinaryPlistStandIns.propertyList(data, layout: layout))
    let theirs = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    #expect((ours as? NSArray)?.isEqual(theirs) == true)
  }

  @Test("a binary bank with data loads the same questions and issues as an XML one")
  func sameBank() throws {
    func issues(_ format: PropertyListSerialization.PropertyListFormat) -> [BankIssue] {
      do {
        return try QuestionBank.parse(
          Fixture.plist(Self.entries, format: format), path: Fixture.path
        ).warnings
      } catch {
        guard case .invalid(_, let issues) = error else { return [] }
        return issues
      }
    }
    #expect(issues(.binary) == issues(.xml) && !issues(.xml).isEmpty)
    let entries = Array(Self.entries.dropLast(2))
    let fromBinary = try QuestionBank.parse(
      Fixture.plist(entries, format: .binary), path: Fixture.path)
    let fromXML = try QuestionBank.parse(Fixture.plist(entries), path: Fixture.path)
    #expect(fromBinary.questions == fromXML.questions)
    #expect(fromBinary.warnings == fromXML.warnings)
    #expect(fromBinary.questions[0].picture == Self.bytes(70_000, seed: 1))
    #expect(fromBinary.questions[0].pictureKey == fromBinary.questions[1].pictureKey)
    #expect(fromBinary.questions[0].pictureKey != fromBinary.questions[2].pictureKey)
  }

  @Test("an inline picture read from a binary bank is shown as the same bytes decode")
  func showsPicture() throws {
    let data = Fixture.plist([Fixture.entry(["picture": Self.xpm])], format: .binary)
    let bank = try QuestionBank.parse(data, path: Fixture.path)
    let key = try #require(bank.questions[0].pictureKey)
    #expect(bank.picture(named: key) == (try Picture.decode(Self.xpm, format: .xpm)))
  }

  @Test("a picture's key is made of its size and its two ends")
  func keysSeeTheEnds() {
    var one = [UInt8](Self.bytes(20_000, seed: 3))
    var two = one
    one[10_000] = 1
    two[10_000] = 2
    let first = QuizQuestion.inlineKey(for: Data(one))
    #expect(first == QuizQuestion.inlineKey(for: Data(one)))
    // Same ends, same size: the key is made of the ends, so these two share it.
    #expect(first == QuizQuestion.inlineKey(for: Data(two)))
    two[19_999] ^= 0xFF
    #expect(first != QuizQuestion.inlineKey(for: Data(two)))
  }

  @Test("a large one-file pack a game maps shows its pictures, and a broken one is none")
  func mappedPack() throws {
    let filler = Self.bytes(1_500_000, seed: 4)
    let entries = [
      Fixture.entry(answer: "ONE", ["picture": Self.xpm, "filler": filler]),
      Fixture.entry(answer: "TWO", ["picture": Data("P3\n2 2\n255\n0 0".utf8)]),
    ]
    let url = Fixture.file(Fixture.plist(entries, format: .binary))
    let bank = try QuestionBank.load(contentsOf: url, decodePictures: false, files: .system)
    let keys = try bank.questions.map { try #require($0.pictureKey) }
    #expect(bank.picture(named: keys[0]) == (try Picture.decode(Self.xpm, format: .xpm)))
    #expect(bank.picture(named: keys[1]) == nil)
    let checked = try QuestionBank.load(contentsOf: url, decodePictures: true, files: .system)
    let pictures = checked.warnings.filter { $0.key == "picture" }
    #expect(pictures.map(\.question) == [2])
    guard case .inlinePictureUnreadable? = pictures.first?.problem else {
      Issue.record("expected an inline picture that cannot be read, got \(pictures)")
      return
    }
  }

  @Test("an offset outside the objects is damage even when nothing reaches it, as without data")
  func offsetOutside() throws {
    let objects: [BinaryPlist.Object] = [
      BinaryPlist.array([1]),
      BinaryPlist.dictionary([(2, 3), (4, 5), (6, 7)]),
      BinaryPlist.string("answer"), BinaryPlist.string("A"),
      BinaryPlist.string("title"), BinaryPlist.string("T"),
      BinaryPlist.string("picture"), .raw([0x43, 1, 2, 3]),
      BinaryPlist.null,
    ]
    var bytes = [UInt8](BinaryPlist.file(objects))
    #expect(bytes.count < 255 && bytes[bytes.count - 26] == 1)
    // The offset table's last entry (one byte each) is just before the 32-byte trailer.
    bytes[bytes.count - 33] = 0xFF
    #expect(throws: (any Error).self) {
      try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    }
    #expect(throws: BankError.damaged(path: Fixture.path, detail: .undecodable)) {
      try QuestionBank.parse(Data(bytes), path: Fixture.path)
    }
  }
}
