import Testing

@testable import QuizTerminal
@testable import QuizUI

/// The placeholders of `--help` (`BANK.plist`, `PATH`, `NAME`…) are in the help's language,
/// as `[options]` is.
@Suite("Help placeholders in every language")
struct HelpPlaceholderTests {
  /// Every placeholder word the declarations use: runs of capital letters in the operands
  /// and the options' values.
  static let declared: Set<String> = {
    let commands = CommandDeclarations.commands
    let texts = commands.map(\.synopsis) + commands.flatMap(\.options).map(\.placeholder)
    return Set(texts.flatMap { $0.matches(of: /[A-Z]{2,}/).map { String($0.output) } })
  }()

  /// Every help text in the language of `strings`: the overview and each command's.
  static func helps(_ strings: Strings) -> [String] {
    [HelpText.overview(strings: strings)]
      + CommandDeclarations.CommandID.allCases.map { HelpText.help($0, strings: strings) }
  }

  @Test("the English help names the declared placeholders")
  func englishPlaceholders() {
    #expect(Self.declared.isSuperset(of: ["BANK", "FILE", "DIR", "NAME", "PATH"]))
    let english = Self.helps(.english).joined(separator: "\n")
    for word in Self.declared { #expect(english.contains(word), "\(word)") }
  }

  @Test(
    "no English placeholder is left in the Spanish or Chinese help",
    arguments: [
      Strings.spanish, .chinese,
    ])
  func translated(strings: Strings) {
    // A date is written YYYY-MM-DD in Chinese too (its error messages say so); Spanish
    // writes AAAA-MM-DD.
    let kept: Set<String> = strings.code == "zh" ? ["YYYY", "MM", "DD"] : ["MM", "DD"]
    for help in Self.helps(strings) {
      let words = Set(help.matches(of: /[A-Z]{2,}/).map { String($0.output) })
      let left = words.intersection(Self.declared).subtracting(kept)
      #expect(left.isEmpty, "\(strings.language): \(left.sorted()) in \(help)")
    }
  }

  @Test("a placeholder is translated the same in the usage line and in the words about it")
  func sameWordEverywhere() {
    let importHelp = HelpText.help(.import, strings: .spanish)
    #expect(importHelp.contains("--install NOMBRE"))
    #expect(importHelp.contains("paquete NOMBRE"))
    let play = HelpText.overview(strings: .spanish)
    #expect(play.contains("[BANCO.plist]") && play.contains("--state RUTA"))
    #expect(play.contains("progreso en RUTA"))
    let chinese = HelpText.overview(strings: .chinese)
    #expect(chinese.contains("[题库.plist]") && chinese.contains("--state 路径"))
  }
}
