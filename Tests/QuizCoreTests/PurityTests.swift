import Foundation
import Testing

/// QuizCore, QuizUI and TerminalKit are pure: they open no file, call no libc, read no
/// environment and print nothing. QuizCore's files go through ``FileAccess``, which the
/// program passes in; this test holds every source file of the three modules to that.
@Suite("The pure modules")
struct PurityTests {
  /// What QuizCore's sources may not say, by what it would bring in.
  static let forbidden: [(name: String, pattern: String)] = [
    ("a libc module", #"^\s*import\s+(Glibc|Darwin|Musl|CLibc)\b"#),
    ("FileManager", #"\bFileManager\b"#),
    ("FileHandle", #"\bFileHandle\b"#),
    ("a file read by Foundation", #"\b(Data|String)\(contentsOf(File)?:"#),
    (
      "a libc file call",
      #"(?<![\w.])(open|fopen|stat|lstat|fstat|realpath|opendir|readdir|read|write|close)\("#
    ),
    ("the environment", #"\b(getenv\(|ProcessInfo\b)"#),
    ("printing", #"(?<![\w.])(print|fputs|putchar)\("#),
  ]

  /// The forbidden things `source` says, one `name: line` each; declarations of the same
  /// name (`func read(`, `case open(`) are not calls.
  static func findings(in source: String) -> [String] {
    var found: [String] = []
    for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
      let text = String(line).replacingOccurrences(
        of: #"(func|case) \w+\("#, with: "$1 _(", options: .regularExpression)
      for (name, pattern) in forbidden
      where text.range(of: pattern, options: .regularExpression) != nil {
        found.append("\(name): line \(number + 1)")
      }
    }
    return found
  }

  static let sources: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  @Test("the check finds a libc import, a file opened, FileManager and a print")
  func checkFindsWhatItLooksFor() {
    #expect(Self.findings(in: "import Glibc") == ["a libc module: line 1"])
    #expect(Self.findings(in: "let fd = open(path, O_RDONLY)") == ["a libc file call: line 1"])
    #expect(
      Self.findings(in: "x\nFileManager.default.fileExists(atPath: p)") == ["FileManager: line 2"])
    #expect(Self.findings(in: "  print(\"hi\")") == ["printing: line 1"])
    #expect(
      Self.findings(in: "let d = try Data(contentsOf: url)") == [
        "a file read by Foundation: line 1"
      ])
  }

  @Test("the check passes a chunk read from bytes, a declaration and a comment")
  func checkPassesPureCode() {
    #expect(Self.findings(in: "let chunk = try PNGChunk.read(bytes, at: 0)").isEmpty)
    #expect(Self.findings(in: "static func read(_ bytes: [UInt8]) -> Int {").isEmpty)
    #expect(Self.findings(in: "  case open(String)").isEmpty)
    #expect(Self.findings(in: "/// Reads through `open(2)` elsewhere.").isEmpty)
    #expect(Self.findings(in: "field.append(contentsOf: bytes)").isEmpty)
  }

  @Test(
    "no source of a pure module imports libc, touches a file, reads the environment or prints",
    arguments: ["QuizCore", "QuizUI", "TerminalKit", "TerminalImages"])
  func sourcesArePure(module: String) throws {
    let folder = Self.sources.appendingPathComponent(module)
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    var files = 0
    var found: [String] = []
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      files += 1
      found += Self.findings(in: text).map { "\(relative): \($0)" }
    }
    #expect(files > 10)
    #expect(found == [])
  }
}
