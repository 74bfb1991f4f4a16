import Foundation
import QuizCore
import Testing

@testable import QuizTerminal

/// `docs/quiz.1` lists exactly the options the parsers know.
@Suite("Man page")
struct ManPageTests {
  private static let page: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/quiz.1")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// Every option written in the page, unescaped: `\-\-name` anywhere, `\-x` at the start of
  /// a `.B`, `.BI` or `.BR` line.
  private static var options: Set<String> {
    let long = page.matches(of: /\\-\\-([a-z](?:[a-z-]|\\-)*)/).map {
      "--" + $0.1.replacingOccurrences(of: "\\-", with: "-")
    }
    // Short options only where an option list or synopsis line starts with one (examples
    // call other programs: `tail \-n 1`).
    let short = page.matches(of: /(?m)^\.B[IR]? \\-([a-z])\b/).map { "-" + $0.1 }
    return Set(long + short)
  }

  @Test("--bank names every bundled pack, and the keys name the how-to-play card's")
  func packsAndKeys() throws {
    let bank = try #require(Self.page.firstMatch(of: /(?s)\.BI \\-\\-bank " NAME"\n(.*?)\n\.TP/))
    let named = Set(
      bank.1.replacingOccurrences(of: "\\-", with: "-").matches(of: /[a-z]+(?:-[a-z0-9]+)?/)
        .map { String($0.0) })
    for pack in QuestionBank.bundledNames {
      #expect(named.contains(pack), "\(pack) is not named under --bank")
    }
    let keys = try #require(Self.page.firstMatch(of: /(?s)\.SH KEYS\n(.*?)\n\.SH/))
    #expect(keys.1.contains("F1") && keys.1.contains("/"))
  }

  @Test("every declared option is in the man page")
  func declaredAreDocumented() {
    #expect(!Self.page.isEmpty)
    let missing = CommandDeclarations.allOptionNames.subtracting(Self.options)
    #expect(missing.isEmpty, "not in docs/quiz.1: \(missing.sorted())")
  }

  @Test("every option in the man page is one the parsers know")
  func documentedAreDeclared() {
    let unknown = Self.options.subtracting(CommandDeclarations.allOptionNames)
    #expect(unknown.isEmpty, "docs/quiz.1 names unknown options: \(unknown.sorted())")
  }

  /// The SYNOPSIS lines, one block per command: the command's name (empty for playing)
  /// and the text of its block.
  private static var synopsis: [(name: String, text: String)] {
    guard let start = page.range(of: ".SH SYNOPSIS\n"),
      let end = page.range(of: ".SH DESCRIPTION", range: start.upperBound..<page.endIndex)
    else { return [] }
    return page[start.upperBound..<end.lowerBound].components(separatedBy: ".br\n").map {
      block in
      let first = block.split(separator: "\n").first.map(String.init) ?? ""
      return (String(first.dropFirst(".B quiz".count)).trimmingCharacters(in: .whitespaces), block)
    }
  }

  @Test("each command's SYNOPSIS line names exactly the options it declares (besides --help)")
  func synopsisPerCommand() throws {
    let blocks = Self.synopsis
    #expect(blocks.count == CommandDeclarations.commands.count)
    for (name, text) in blocks where !text.contains(".RI [ options ]") {
      let command = try #require(CommandDeclarations.command(name), "\(name)")
      let long = text.matches(of: /\\-\\-([a-z][a-z-]*)/).map { "--" + $0.1 }
      let short = text.matches(of: /\(?\\-([a-z])\b/).map { "-" + $0.1 }
      let written = Set(long + short)
      let declared = command.options.filter { $0.id != .help }
      #expect(written.isSubset(of: Set(declared.flatMap(\.names))), "\(name): \(written)")
      for option in declared {
        #expect(!written.isDisjoint(with: option.names), "\(name) leaves out \(option.names)")
      }
    }
  }
}
