import Foundation
import TestTools
import Testing

/// `quiz import … --force` replaces only a bank folder that quiz import wrote: never the
/// spreadsheet's own folder, the current folder or one above it, a home folder, a file.
@Suite("quiz import --force", .ownThreads)
struct ImportForceTests {
  static let csv = "answer,title,icon\nSUN,Hot,sun\nCAT,It purrs,\n"

  /// A folder holding `words.csv` and `sun.xpm`.
  static func spreadsheet() throws -> TemporaryDirectory {
    try ImportCommandTests.spreadsheet(csv)
  }

  /// Every path under `folder`, sorted, with the bytes of each file.
  static func snapshot(_ folder: URL) -> [String: Data] {
    var found: [String: Data] = [:]
    let fileManager = FileManager.default
    guard let walker = fileManager.enumerator(atPath: folder.path) else { return [:] }
    for case let path as String in walker {
      found[path] = fileManager.contents(atPath: folder.appendingPathComponent(path).path) ?? Data()
    }
    return found
  }

  /// Runs `quiz import` in `directory`, with a home that is `home` (the folder by default).
  static func run(
    _ arguments: [String], in directory: URL, home: URL? = nil, language: String = "C"
  ) throws -> QuizRunner.Result {
    try QuizRunner.run(
      ["import"] + arguments,
      environment: QuizRunner.environment(home: home ?? directory, ["LANG": language]),
      in: directory)
  }

  static func refusal(_ destination: String, _ why: String) -> [String] {
    [
      "quiz: --force does not replace \(destination): \(why) (--force replaces only a bank "
        + "folder that quiz import wrote)"
    ]
  }

  @Test("the spreadsheet's own folder is never replaced")
  func spreadsheetFolder() throws {
    let root = try TemporaryDirectory()
    let data = root.file("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(Self.csv.utf8).write(to: data.appendingPathComponent("words.csv"))
    let before = Self.snapshot(root.url)
    let result = try Self.run(["data/words.csv", "-o", "data", "--force"], in: root.url)
    #expect(result.exitCode == 73)
    #expect(result.errorLines == Self.refusal("data", "it holds the spreadsheet being imported"))
    #expect(Self.snapshot(root.url) == before)
  }

  @Test("a bank folder holding the spreadsheet in its pictures/ is not replaced either")
  func spreadsheetInsideABank() throws {
    let folder = try Self.spreadsheet()
    let first = try Self.run(["words.csv", "-o", "bank"], in: folder.url)
    #expect(first.exitCode == 0, "\(first.errorOutput)")
    try Data(Self.csv.utf8).write(to: folder.file("bank/pictures/words.csv"))
    try ImportCommandTests.smiley.write(
      to: folder.file("bank/pictures/sun.xpm"), atomically: true, encoding: .utf8)
    let before = Self.snapshot(folder.url)
    let result = try Self.run(["bank/pictures/words.csv", "-o", "bank", "--force"], in: folder.url)
    #expect(result.exitCode == 73)
    #expect(result.errorLines == Self.refusal("bank", "it holds the spreadsheet being imported"))
    #expect(Self.snapshot(folder.url) == before)
  }

  @Test("the current folder and the folders above it are never replaced", arguments: [".", ".."])
  func currentFolder(_ destination: String) throws {
    let root = try TemporaryDirectory()
    let work = root.file("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let sheet = try Self.spreadsheet()
    let before = Self.snapshot(root.url)
    let result = try Self.run(
      [sheet.file("words.csv").path, "-o", destination, "--force"], in: work)
    #expect(result.exitCode == 73)
    #expect(
      result.errorLines == Self.refusal(destination, "it is the current folder or one above it"))
    #expect(Self.snapshot(root.url) == before)
  }

  @Test("a bank folder the command runs inside is not replaced")
  func runInsideABank() throws {
    let folder = try Self.spreadsheet()
    #expect(try Self.run(["words.csv", "-o", "bank"], in: folder.url).exitCode == 0)
    let before = Self.snapshot(folder.url)
    let result = try Self.run(
      [folder.file("words.csv").path, "-o", "..", "--force"], in: folder.file("bank/pictures"))
    #expect(result.exitCode == 73)
    #expect(result.errorLines == Self.refusal("..", "it is the current folder or one above it"))
    #expect(Self.snapshot(folder.url) == before)
  }

  @Test("a home folder, or any folder holding more than a bank, is not replaced")
  func homeFolder() throws {
    let home = try TemporaryDirectory()
    try Data("keep".utf8).write(to: home.file(".profile"))
    try Data("<plist/>".utf8).write(to: home.file("questions.plist"))
    let sheet = try Self.spreadsheet()
    let before = Self.snapshot(home.url)
    let result = try Self.run(
      ["words.csv", "-o", home.url.path, "--force"], in: sheet.url, home: home.url)
    #expect(result.exitCode == 73)
    #expect(
      result.errorLines
        == Self.refusal(home.url.path, "it holds more than questions.plist and pictures/"))
    #expect(Self.snapshot(home.url) == before)
  }

  @Test("a bank folder whose pictures/ holds a folder is not replaced")
  func folderInPictures() throws {
    let folder = try Self.spreadsheet()
    #expect(try Self.run(["words.csv", "-o", "bank"], in: folder.url).exitCode == 0)
    try FileManager.default.createDirectory(
      at: folder.file("bank/pictures/keep"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: folder.file("bank/pictures/keep/note.txt"))
    let before = Self.snapshot(folder.url)
    let result = try Self.run(["words.csv", "-o", "bank", "--force"], in: folder.url)
    #expect(result.exitCode == 73)
    #expect(
      result.errorLines == Self.refusal("bank", "it holds more than questions.plist and pictures/"))
    #expect(Self.snapshot(folder.url) == before)
  }

  @Test("a file, or a symbolic link to a bank folder, is not replaced")
  func notAFolder() throws {
    let folder = try Self.spreadsheet()
    try Data("keep".utf8).write(to: folder.file("notes.txt"))
    #expect(try Self.run(["words.csv", "-o", "bank"], in: folder.url).exitCode == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link").path, withDestinationPath: "bank")
    let before = Self.snapshot(folder.url)
    for destination in ["notes.txt", "link"] {
      let result = try Self.run(["words.csv", "-o", destination, "--force"], in: folder.url)
      #expect(result.exitCode == 73)
      #expect(result.errorLines == Self.refusal(destination, "it is not a folder"))
    }
    #expect(Self.snapshot(folder.url) == before)
  }

  @Test(
    "the refusal is told in the language",
    arguments: [
      ("es_ES.UTF-8", "quiz: --force no sustituye notes.txt: no es una carpeta"),
      ("zh_CN.UTF-8", "quiz: --force 不会替换 notes.txt：它不是文件夹"),
    ])
  func language(_ language: String, _ start: String) throws {
    let folder = try Self.spreadsheet()
    try Data("keep".utf8).write(to: folder.file("notes.txt"))
    let result = try Self.run(
      ["words.csv", "-o", "notes.txt", "--force"], in: folder.url, language: language)
    #expect(result.exitCode == 73)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix(start) == true, "\(result.errorOutput)")
    #expect(try String(contentsOf: folder.file("notes.txt"), encoding: .utf8) == "keep")
  }

  @Test("a bank folder quiz import wrote is replaced whole, the old pictures gone")
  func replacesABank() throws {
    let folder = try Self.spreadsheet()
    #expect(try Self.run(["words.csv", "-o", "bank"], in: folder.url).exitCode == 0)
    try ImportCommandTests.smiley.write(
      to: folder.file("bank/pictures/old.xpm"), atomically: true, encoding: .utf8)
    try Data("answer,title\nDOG,Barks\n".utf8).write(to: folder.file("words.csv"))
    let result = try Self.run(["words.csv", "-o", "bank", "--force"], in: folder.url)
    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(ImportCommandTests.entries(folder.file("bank")) == ["questions.plist"])
    let text = try String(contentsOf: folder.file("bank/questions.plist"), encoding: .utf8)
    #expect(text.contains("DOG") && !text.contains("SUN"))
    #expect(ImportCommandTests.entries(folder.url).allSatisfy { !$0.hasPrefix(".") })
  }
}
