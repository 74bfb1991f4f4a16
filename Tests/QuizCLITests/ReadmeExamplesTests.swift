import Foundation
import TestTools
import Testing

/// The scripted runs the README and docs/scripting.md show, run as written against the bank
/// they describe.
@Suite("README examples", .ownThreads)
struct ReadmeExamplesTests {
  /// One `$ printf '…' | quiz …` example: its input, arguments, output and exit code, and
  /// the `--plain` frames the README shows right after it.
  struct Example {
    var input: [UInt8]
    var arguments: [String]
    var output: [String] = []
    var exitCode: Int32?
    var plainFrames: [String] = []
  }

  /// The lines of the README and then of docs/scripting.md, where the scripted runs are.
  private static let readme: [String] = ["README.md", "docs/scripting.md"].flatMap { path in
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.components(separatedBy: "\n")
  }

  /// `printf` arguments as the shell gives them: `\033` is Esc, `\\` a backslash.
  private static func printfBytes(_ text: String) -> [UInt8] {
    Array(
      text.replacingOccurrences(of: "\\033", with: "\u{1B}")
        .replacingOccurrences(of: "\\n", with: "\n").utf8)
  }

  /// Every scripted example of the README and docs/scripting.md, in order.
  static func examples() -> [Example] {
    var examples: [Example] = []
    var index = 0
    let lines = readme
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("$ printf '"), let end = line.range(of: "' | quiz ") {
        let start = line.index(line.startIndex, offsetBy: "$ printf '".count)
        let input = String(line[start..<end.lowerBound])
        let arguments = line[end.upperBound...].split(separator: " ").map(String.init)
        var example = Example(input: printfBytes(input), arguments: arguments)
        index += 1
        while index < lines.count, !lines[index].hasPrefix("$ echo $?"), lines[index] != "```" {
          example.output.append(lines[index])
          index += 1
        }
        if index + 1 < lines.count, lines[index].hasPrefix("$ echo $?") {
          example.exitCode = Int32(lines[index + 1])
        }
        examples.append(example)
      } else if line.contains("with `--plain` prints frames"), !examples.isEmpty {
        // The frames block follows: ```text … ```.
        while index < lines.count, !lines[index].hasPrefix("```") { index += 1 }
        index += 1
        var frames: [String] = []
        while index < lines.count, lines[index] != "```" {
          frames.append(lines[index])
          index += 1
        }
        examples[examples.count - 1].plainFrames = frames
      }
      index += 1
    }
    return examples
  }

  /// The bank the examples play, as the README describes it.
  private func twoBank(in directory: TemporaryDirectory) throws {
    try directory.bank(
      [
        Banks.question("CAT", "Purrs", options: "CATXYZDOG"),
        Banks.question("DOG", "Barks", options: "DOGCATXYZ"),
      ], named: "two.plist")
  }

  @Test("the README says what two.plist holds")
  func bankDescribed() {
    let text = Self.readme.joined(separator: "\n")
    #expect(text.contains("`two.plist` holds"))
    #expect(text.contains("`C A T X Y Z D O G`"))
    #expect(text.contains("`D O G C A T X Y Z`"))
  }

  @Test("each JSON example prints exactly what the README shows and exits as it says")
  func jsonExamples() throws {
    let examples = Self.examples()
    #expect(examples.count >= 3)
    for example in examples {
      let directory = try TemporaryDirectory()
      try twoBank(in: directory)
      let result = try QuizRunner.run(
        example.arguments, input: example.input, in: directory.url)
      #expect(result.lines == example.output)
      #expect(result.exitCode == example.exitCode)
    }
  }

  @Test("the --plain frames shown after an example are what that same run prints")
  func plainFrames() throws {
    let examples = Self.examples().filter { !$0.plainFrames.isEmpty }
    #expect(!examples.isEmpty)
    for example in examples {
      let directory = try TemporaryDirectory()
      try twoBank(in: directory)
      let arguments = example.arguments.map { $0 == "--json" ? "--plain" : $0 }
      let result = try QuizRunner.run(arguments, input: example.input, in: directory.url)
      let frames = example.plainFrames.joined(separator: "\n")
      #expect(result.output.contains(frames), "\(frames)\nnot in\n\(result.output)")
    }
  }
}
