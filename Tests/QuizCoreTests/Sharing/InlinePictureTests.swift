import Foundation
import QuizSystem
import Testing

@testable import QuizCore

/// A question's `picture` as data: sniffed by content, decoded by the same decoders and
/// under the same limits as a picture file, its problems warnings that name the question.
@Suite("Inline pictures")
struct InlinePictureTests {
  static let xpm = Data(
    """
    /* XPM */
    static char *dot[] = {
    "2 1 2 1",
    ". c #FF0000",
    "# c None",
    ".#"};
    """.utf8)
  static let ppm = Data("P3\n1 1\n255\n0 128 255\n".utf8)

  /// The one issue of a one-question bank whose `picture` is `value`.
  static func issues(picture value: Any, _ more: [String: Any] = [:]) -> [BankIssue] {
    var changes = more
    changes["picture"] = value
    return Fixture.issues([Fixture.entry(changes)])
  }

  @Test(
    "the format is told by the bytes, not a name",
    arguments: [
      ("rgb-8.png", PictureFormat.png), ("palette-2.png", .png),
    ])
  func sniffsPNG(name: String, format: PictureFormat) throws {
    #expect(PictureFormat(sniffing: Data(try PNGFile.fixture(name))) == format)
  }

  @Test("XPM (after white space) and netpbm P1–P7 are told by their first bytes")
  func sniffsText() {
    #expect(PictureFormat(sniffing: Self.xpm) == .xpm)
    #expect(PictureFormat(sniffing: Data(" \n\t".utf8) + Self.xpm) == .xpm)
    for magic in ["P1", "P2", "P3", "P4", "P5", "P6", "P7"] {
      #expect(PictureFormat(sniffing: Data((magic + "\n1 1\n").utf8)) == .netpbm)
    }
    #expect(PictureFormat(sniffing: Data("GIF89a".utf8)) == .gif)
    for other in ["GIF7", "P8", "p3", " P3", "", "\u{FEFF}/* XPM */", "BM", "\u{FF}\u{D8}"] {
      #expect(PictureFormat(sniffing: Data(other.utf8)) == nil, "\(other.debugDescription)")
    }
  }

  @Test("PNG, XPM and netpbm data decode as the same bytes do from a file")
  func decodesLikeFiles() throws {
    let png = Data(try PNGFile.fixture("rgba-8.png"))
    #expect(try Picture.load(inline: png) == Picture.decode(png, format: .png))
    #expect(try Picture.load(inline: Self.xpm) == Picture.decode(Self.xpm, format: .xpm))
    #expect(try Picture.load(inline: Self.ppm) == Picture.decode(Self.ppm, format: .netpbm))
    let picture = try Picture.load(inline: Self.xpm)
    #expect(picture.width == 2 && picture[x: 0, y: 0] == RGBA(r: 255, g: 0, b: 0))
  }

  @Test("a question with picture data loads, carries the bytes and shows that picture")
  func bankShowsInlinePicture() throws {
    let png = Data(try PNGFile.fixture("rgb-8.png"))
    let bank = try Fixture.parse([
      Fixture.entry(answer: "RED", title: "A colour", ["picture": Self.xpm]),
      Fixture.entry(answer: "SKY", title: "Up there", ["picture": png, "icon": "sky"]),
      Fixture.entry(answer: "SEA", title: "Wet", ["picture": Self.ppm]),
    ])
    #expect(bank.warnings.isEmpty)
    #expect(bank.questions.map(\.picture) == [Self.xpm, png, Self.ppm])
    #expect(bank.questions[1].icon == "sky")
    let puzzles = Puzzle.prepare(bank.questions)
    let keys = puzzles.compactMap(\.icon)
    #expect(Set(keys).count == 3 && keys.allSatisfy { $0.contains("/") })
    #expect(bank.picture(named: keys[0]) == (try Picture.decode(Self.xpm, format: .xpm)))
    #expect(bank.picture(named: keys[1]) == (try Picture.decode(png, format: .png)))
    #expect(bank.picture(named: keys[2]) == (try Picture.decode(Self.ppm, format: .netpbm)))
    // The name beside the data is not looked up as a file.
    #expect(bank.picture(named: "sky") == nil)
  }

  @Test("the same picture in two questions is one key; different bytes are different keys")
  func keysFollowBytes() {
    let one = QuizQuestion(answer: "A", title: "a", picture: Self.xpm)
    let two = QuizQuestion(answer: "B", title: "b", icon: "other", picture: Self.xpm)
    let three = QuizQuestion(answer: "C", title: "c", picture: Self.ppm)
    #expect(one.pictureKey == two.pictureKey)
    #expect(one.pictureKey != three.pictureKey)
    #expect(QuizQuestion(answer: "D", title: "d", icon: "sun").pictureKey == "sun")
  }

  @Test("a picture string names a file as icon does; with icon as well it is an error")
  func pictureString() throws {
    let bank = try Fixture.parse([Fixture.entry(["picture": "sun"])])
    #expect(bank.questions[0].icon == "sun" && bank.questions[0].picture == nil)
    #expect(
      Self.issues(picture: "sun", ["icon": "moon"])
        == [BankIssue(question: 1, key: "picture", problem: .pictureNamedTwice)])
    #expect(
      Self.issues(picture: "../sun")
        == [BankIssue(question: 1, key: "picture", problem: .notPlainName("../sun"))])
  }

  @Test("any other picture value is an error naming both types it may be")
  func wrongType() {
    let values: [(Any, PlistValueType)] = [
      (5, .number), (true, .boolean), (["x"], .array), (["a": "b"], .dictionary),
      (Date(timeIntervalSince1970: 0), .date),
    ]
    for (value, found) in values {
      let issues = Self.issues(picture: value)
      #expect(
        issues == [
          BankIssue(
            question: 1, key: "picture", problem: .wrongType(expected: .dataOrString, found: found)
          )
        ])
    }
  }

  @Test("data that is no picture format is a warning saying inline picture")
  func unknownContent() throws {
    let bank = try Fixture.parse([Fixture.entry(["picture": Data("PK\u{3}\u{4}....".utf8)])])
    #expect(
      bank.warnings == [
        BankIssue(
          question: 1, key: "picture", problem: .inlinePictureUnreadable(reason: .unknownContent))
      ])
    #expect(bank.questions.count == 1)
    #expect(bank.picture(named: try #require(bank.questions[0].pictureKey)) == nil)
  }

  @Test("empty data is a warning: the picture is empty")
  func emptyData() throws {
    let bank = try Fixture.parse([Fixture.entry(["picture": Data()])])
    #expect(bank.warnings.first?.problem == .inlinePictureUnreadable(reason: .invalid(.empty)))
  }

  @Test("a damaged PNG names the decoder's reason after inline picture")
  func damagedPNG() throws {
    var bytes = try PNGFile.fixture("rgba-8.png")
    let idat = try #require(bytes.firstRange(of: Array("IDAT".utf8)))
    bytes[idat.upperBound + 10] ^= 0x40
    let bank = try Fixture.parse([Fixture.entry(["picture": Data(bytes)])])
    #expect(
      bank.warnings == [
        BankIssue(
          question: 1, key: "picture",
          problem: .inlinePictureUnreadable(reason: .invalid(.png(.crcMismatch("IDAT")))))
      ])
  }

  @Test("a decompression bomb inline is refused when it inflates past the header's size")
  func bomb() throws {
    let bytes = Data(try PNGFile.fixture("bomb.png"))
    #expect(
      throws: PictureLoadError.invalid(.png(.imageDataTooLong(limit: 2, width: 1, height: 1)))
    ) {
      try Picture.load(inline: bytes)
    }
    let bank = try Fixture.parse([Fixture.entry(["picture": bytes])])
    #expect(bank.warnings.count == 1 && bank.warnings[0].key == "picture")
  }

  @Test(
    "dimensions past 1024×1024 are refused from the header, before any pixel",
    arguments: [(40000, 40000), (1025, 1), (1, 1025)])
  func oversize(width: Int, height: Int) {
    let file = Data(PNGFile.file(PNGFile.header(width: width, height: height), rows: [0, 0]))
    #expect(throws: PictureLoadError.invalid(.png(.tooLarge(width: width, height: height)))) {
      try Picture.load(inline: file)
    }
    let ppm = Data("P6\n\(width) \(height)\n255\n".utf8)
    #expect(throws: PictureLoadError.invalid(.dimensionsTooLarge(width: width, height: height))) {
      try Picture.load(inline: ppm)
    }
  }

  @Test("more bytes than a picture file may have are refused before decoding")
  func tooManyBytes() {
    var bytes = Data(try! PNGFile.fixture("rgb-8.png"))
    bytes.append(Data(count: Picture.maximumFileSize + 1 - bytes.count))
    let limit = Picture.maximumFileSize
    #expect(throws: PictureLoadError.tooLarge(size: limit + 1, limit: limit)) {
      try Picture.inlineFormat(of: bytes)
    }
    #expect(throws: PictureLoadError.tooLarge(size: limit + 1, limit: limit)) {
      try Picture.load(inline: bytes)
    }
  }

  @Test("loading without decoding checks only the size and the format")
  func presenceOnly() throws {
    var bytes = try PNGFile.fixture("rgba-8.png")
    let idat = try #require(bytes.firstRange(of: Array("IDAT".utf8)))
    bytes[idat.upperBound + 10] ^= 0x40
    let url = Fixture.file(
      Fixture.plist(
        [
          Fixture.entry(answer: "ONE", title: "one", ["picture": Data(bytes)]),
          Fixture.entry(answer: "TWO", title: "two", ["picture": Data("BM".utf8)]),
        ], format: .binary))
    let quick = try QuestionBank.load(contentsOf: url, decodePictures: false)
    #expect(quick.warnings.map(\.question) == [2])
    let checked = try QuestionBank.load(contentsOf: url)
    #expect(checked.warnings.map(\.question) == [1, 2])
  }
}
