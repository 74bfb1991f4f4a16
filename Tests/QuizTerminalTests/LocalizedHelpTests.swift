import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// `--help` in every language says what the English one says, and what the program does.
@Suite("Help in every language")
struct LocalizedHelpTests {
  /// The options, commands and literal values named in a help text.
  private static func names(_ text: String) -> Set<String> {
    let pattern = /(?:^|[^\w-])(--?[a-z][a-z-]*|NO_COLOR|Ctrl-[A-Z]|Esc|Tab)/
    var found = Set(text.matches(of: pattern).map { String($0.output.1) })
    for word in [
      "check", "banks", "stats", "daily", "picture", "import", "en", "zh", "es", "auto", "always",
      "never", "JSON Lines",
    ] where text.contains(word) {
      found.insert(word)
    }
    return found
  }

  @Test("every option, command and value of the English help is in the Spanish and Chinese")
  func sameNames() {
    let english = Self.names(HelpText.usage)
    #expect(english.isSuperset(of: ["--bank", "--date", "--install", "-o", "--graphics", "check"]))
    for strings in [Strings.spanish, .chinese, .french] {
      let missing = english.subtracting(Self.names(HelpText.overview(strings: strings)))
      #expect(missing.isEmpty, "\(strings.language) leaves out \(missing.sorted())")
    }
  }

  @Test("every exit code and hint cost of the English help is in the others")
  func sameNumbers() {
    let numbers = Set(HelpText.usage.matches(of: /\d+/).map { String($0.output) })
    #expect(numbers.isSuperset(of: ["0", "1", "64", "65", "66", "73", "74", "129", "60", "90"]))
    for strings in [Strings.spanish, .chinese, .french] {
      let help = HelpText.overview(strings: strings)
      let own = Set(help.matches(of: /\d+/).map { String($0.output) })
      #expect(own.isSuperset(of: numbers), "\(strings.language): \(numbers.subtracting(own))")
    }
  }

  @Test(
    "the help says that quiz opens the pack menu (en when piped) and daily uses your language",
    arguments: [
      (Strings.english, "menu", "your language"), (Strings.spanish, "menú", "tu idioma"),
      (Strings.chinese, "菜单", "界面语言"),
    ])
  func keyFacts(strings: Strings, menu: String, language: String) throws {
    let lines = HelpText.overview(strings: strings).split(separator: "\n").map(String.init)
    let play = try #require(lines.first { $0.contains("[") && $0.contains(".plist]") })
    #expect(play.contains(menu) && play.contains("en"), "\(strings.language): \(play)")
    let daily = try #require(lines.first { $0.contains("daily") && !$0.contains("--date") })
    #expect(daily.contains(language), "\(strings.language): \(daily)")
    let help = HelpText.overview(strings: strings)
    #expect(help.contains(strings.answerKeys.shown), "\(strings.language)")
  }
}
