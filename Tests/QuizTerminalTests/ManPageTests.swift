import Foundation
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
    let long = page.matches(of: /\\-\\-([a-z][a-z-]*)/).map { "--" + $0.1 }
    // Short options only where an option list or synopsis line starts with one (examples
    // call other programs: `tail \-n 1`).
    let short = page.matches(of: /(?m)^\.B[IR]? \\-([a-z])\b/).map { "-" + $0.1 }
    return Set(long + short)
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
}
