import Foundation
import QuizSystem
import Testing

@testable import QuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Bank loading")
struct BankLoadingTests {
  static let xmlHeader = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// Loads the file at `url`, returning the error it throws, if any.
  static func loadError(_ url: URL) -> BankError? {
    do {
      _ = try QuestionBank.load(contentsOf: url)
      return nil
    } catch {
      return error
    }
  }

  /// Why a file is not a property list, or `nil` for another outcome.
  static func notPlistDetail(_ data: Data) -> PlistSyntaxFault? {
    let url = Fixture.file(data)
    guard case .notPropertyList(let path, let detail)? = loadError(url), path == url.path else {
      return nil
    }
    return detail
  }

  /// Why `text` is refused as not a property list, or `nil` for another outcome.
  static func parsedDetail(_ text: String) -> PlistSyntaxFault? {
    do {
      _ = try QuestionBank.parse(Data(text.utf8), path: Fixture.path)
      return nil
    } catch {
      guard case .notPropertyList(_, let detail) = error else { return nil }
      return detail
    }
  }

  @Test("an XML bank loads its questions, with the folder it lives in")
  func xmlBankLoads() throws {
    let url = Fixture.file(
      Fixture.plist([Fixture.entry(), Fixture.entry(answer: "鸭梨", title: "水果")]))
    let bank = try QuestionBank.load(contentsOf: url)
    #expect(bank.path == url.path)
    #expect(
      bank.directory?.standardizedFileURL == url.deletingLastPathComponent().standardizedFileURL)
    #expect(bank.questions.map(\.answer) == ["APPLE", "鸭梨"])
    #expect(bank.warnings.isEmpty)
  }

  @Test("a binary bank loads like an XML one")
  func binaryBankLoads() throws {
    let entries = [Fixture.entry(["options": ["P", "A", "L", "P", "E"], "icon": "apple"])]
    let url = Fixture.file(Fixture.plist(entries, format: .binary))
    let bank = try QuestionBank.load(contentsOf: url)
    #expect(
      bank.questions == [
        QuizQuestion(
          answer: "APPLE", title: "A fruit", icon: "apple", options: ["P", "A", "L", "P", "E"])
      ])
  }

  @Test("a missing file is fileMissing with exit code 66")
  func missingFile() {
    let url = Fixture.temporaryDirectory().appendingPathComponent("nope.plist")
    #expect(throws: BankError.fileMissing(path: url.path)) {
      try QuestionBank.load(contentsOf: url)
    }
    #expect(BankError.fileMissing(path: url.path).exitCode == 66)
  }

  @Test("the display path, not the URL, is used in errors")
  func displayPath() {
    let url = Fixture.temporaryDirectory().appendingPathComponent("nope.plist")
    #expect(throws: BankError.fileMissing(path: "banks/nope.plist")) {
      try QuestionBank.load(contentsOf: url, displayPath: "banks/nope.plist")
    }
  }

  @Test("a directory is unreadable with exit code 66")
  func directory() {
    let url = Fixture.temporaryDirectory()
    #expect(throws: BankError.unreadable(path: url.path, reason: .isADirectory)) {
      try QuestionBank.load(contentsOf: url)
    }
    #expect(BankError.unreadable(path: "x", reason: .isADirectory).exitCode == 66)
  }

  @Test("a file without read permission is unreadable", .enabled(if: geteuid() != 0))
  func noPermission() throws {
    let url = Fixture.file(Fixture.plist([Fixture.entry()]))
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
    guard case .unreadable(let path, _)? = Self.loadError(url) else {
      Issue.record("expected unreadable")
      return
    }
    #expect(path == url.path)
  }

  @Test("an empty file is not a property list, and says it is empty")
  func emptyFile() {
    #expect(Self.notPlistDetail(Data()) == .empty)
  }

  @Test(
    "broken files are not property lists and the detail is the parser's own",
    arguments: [
      ("truncated XML", Data((xmlHeader + "<array><dict><key>answer</key><string>AP").utf8)),
      ("garbage bytes", Data([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x9C, 0x13])),
      ("unterminated OpenStep array", Data("(APPLE, PEAR".utf8)),
    ])
  func brokenFiles(name: String, data: Data) throws {
    let detail = try #require(Self.notPlistDetail(data), "\(name)")
    if case .parser(let words) = detail {
      #expect(!words.isEmpty)
      #expect(!words.contains("correct format"))
    }
  }

  @Test("nesting 600 arrays deep is refused with CoreFoundation's explanation")
  func deepNesting() throws {
    let nested =
      String(repeating: "<array>", count: 600) + String(repeating: "</array>", count: 600)
    let detail = try #require(
      Self.notPlistDetail(Data((Self.xmlHeader + nested + "</plist>").utf8)))
    guard case .parser(let words) = detail else {
      Issue.record("expected the parser's words, got \(detail)")
      return
    }
    #expect(words.lowercased().contains("nested"))
    #expect(!words.contains("correct format"))
  }

  @Test("invalid UTF-8 inside a string is not a property list")
  func invalidUTF8() throws {
    var data = Data((Self.xmlHeader + "<array><dict><key>answer</key><string>A").utf8)
    data.append(contentsOf: [0xC3, 0x28, 0xFF])
    data.append(Data("</string><key>title</key><string>T</string></dict></array></plist>".utf8))
    guard case .parser(let words)? = Self.notPlistDetail(data) else {
      Issue.record("expected the parser's words")
      return
    }
    #expect(!words.isEmpty)
  }

  @Test(
    "text that is not XML, binary or an OpenStep array or dictionary is not a property list",
    arguments: ["hello", "hello\n", "\"quoted\"", "42", "  // a comment\nword"])
  func bareText(text: String) {
    #expect(Self.parsedDetail(text) == .unknownFormat)
  }

  @Test(
    "broken OpenStep text names the line and what was expected",
    arguments: zip(
      [
        "{ a = b }", "(\n { answer = SUN; title = x }\n)", "(a, b", "(a b)", "{ = b; }",
        "(a, \"b)", "(<0g>)",
      ],
      [
        PlistSyntaxFault.openStep(line: 1, .expectedSemicolon),
        .openStep(line: 2, .expectedSemicolon),
        .openStep(line: 1, .endsInside(.array)),
        .openStep(line: 1, .expectedCommaOrParen),
        .openStep(line: 1, .expectedKey),
        .openStep(line: 1, .unclosedString),
        .openStep(line: 1, .hexData),
      ]))
  func brokenOpenStep(text: String, detail: PlistSyntaxFault) {
    #expect(Self.parsedDetail(text) == detail)
  }

  @Test("OpenStep arrays nested more than 512 deep are refused")
  func deepOpenStep() {
    let text = String(repeating: "(", count: 600) + String(repeating: ")", count: 600)
    let detail = PlistSyntaxFault.openStep(line: 1, .nestedTooDeep(limit: 512))
    #expect(throws: BankError.notPropertyList(path: Fixture.path, detail: detail)) {
      try QuestionBank.parse(Data(text.utf8), path: Fixture.path)
    }
  }

  @Test("a well-formed OpenStep bank with comments, quotes and a trailing comma loads")
  func openStepBank() throws {
    let text = """
      // two questions
      (
        { answer = SUN; title = "Hot \\"star\\""; /* no icon */ },
        { answer = '鸭梨'; title = "水果"; options = ("鸭", "梨", x, ); },
      )
      """
    let bank = try QuestionBank.parse(Data(text.utf8), path: Fixture.path)
    #expect(bank.questions.map(\.answer) == ["SUN", "鸭梨"])
    #expect(bank.questions.first?.title == "Hot \"star\"")
  }

  @Test("a dictionary key followed by “;” alone stands for itself, as CoreFoundation reads it")
  func openStepKeyAlone() throws {
    let bank = try QuestionBank.parse(Data("({ answer = SUN; title; })".utf8), path: Fixture.path)
    #expect(bank.questions.first?.title == "title")
  }

  @Test(
    "a dictionary at the root is the wrong root",
    arguments: [
      Fixture.plist(Fixture.entry()), Fixture.plist(Fixture.entry(), format: .binary),
      Data("{ answer = APPLE; title = fruit; }".utf8),
    ])
  func dictionaryRoot(data: Data) {
    #expect(throws: BankError.wrongRoot(path: Fixture.path, found: .dictionary)) {
      try QuestionBank.parse(data, path: Fixture.path)
    }
  }

  @Test("an empty array is an empty bank")
  func emptyArray() {
    let url = Fixture.file(Fixture.plist([Any]()))
    #expect(throws: BankError.emptyBank(path: url.path)) {
      try QuestionBank.load(contentsOf: url)
    }
  }

  @Test(
    "bad data exits 65, a missing or unreadable file 66",
    arguments: zip(
      [
        BankError.fileMissing(path: "p"), .unreadable(path: "p", reason: .system(errno: EIO)),
        .notPropertyList(path: "p", detail: .empty), .wrongRoot(path: "p", found: .string),
        .emptyBank(path: "p"), .invalid(path: "p", issues: []),
      ], [66, 66, 65, 65, 65, 65] as [Int32]))
  func exitCodes(error: BankError, code: Int32) {
    #expect(error.exitCode == code)
  }

  @Test("an icon without a picture file is a warning, not an error")
  func missingPictureWarns() throws {
    let url = Fixture.file(Fixture.plist([Fixture.entry(["icon": "ghost"])]))
    let bank = try QuestionBank.load(contentsOf: url)
    #expect(bank.questions.count == 1)
    #expect(
      bank.warnings == [BankIssue(question: 1, key: "icon", problem: .pictureMissing("ghost"))])
  }

  @Test("a picture in pictures/ next to the bank is found by its icon name")
  func pictureFound() throws {
    let url = Fixture.file(Fixture.plist([Fixture.entry(["icon": "apple"])]))
    let pictures = url.deletingLastPathComponent().appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    let picture = pictures.appendingPathComponent("apple.ppm")
    try Data("P3\n1 1\n255\n255 0 0\n".utf8).write(to: picture)
    let bank = try QuestionBank.load(contentsOf: url)
    #expect(bank.pictureURL(for: "apple")?.lastPathComponent == "apple.ppm")
    #expect(!bank.warnings.contains { $0.problem == .pictureMissing("apple") })
  }
}
