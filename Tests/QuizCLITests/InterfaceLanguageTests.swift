import Foundation
import TestTools
import Testing

/// The interface language follows the locale in plain text and messages; JSON never changes.
@Suite("Interface language on the command line", .ownThreads)
struct InterfaceLanguageTests {
  /// A game with a rejection, a wrong try, a hint, a skip and both ways of solving.
  private let game = "SKNU\u{7F}\u{7F}\u{7F}SUN?>DOG"

  private func run(
    _ arguments: [String], input: String = "", locale: [String: String]
  ) throws -> QuizRunner.Result {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let environment = QuizRunner.environment(home: directory.url, locale)
    return try QuizRunner.run(arguments + [bank], input: input, environment: environment)
  }

  @Test("LANG=es_ES.UTF-8: --plain speaks Spanish from the first frame to the summary")
  func plainSpanish() throws {
    let result = try run(["--plain"], input: game, locale: ["LANG": "es_ES.UTF-8"])
    let text = result.output
    #expect(result.exitCode == 0)
    #expect(text.contains("[1/3] puntos 1000 · Hot star"))
    #expect(text.contains("> rechazada K: ninguna ficha libre tiene esa letra"))
    #expect(text.contains("> ✗ incorrecto: SNU"))
    #expect(text.contains("¡Enhorabuena! 2 de 3 resueltas, 1 saltada."))
    #expect(text.contains("Puntuación final"))
    #expect(!text.contains("Congratulations") && !text.contains("rejected"))
  }

  @Test("LANG=zh_CN.UTF-8: --plain speaks Chinese from the first frame to the summary")
  func plainChinese() throws {
    let result = try run(["--plain"], input: game, locale: ["LANG": "zh_CN.UTF-8"])
    let text = result.output
    #expect(result.exitCode == 0)
    #expect(text.contains("[1/3] 得分 1000 · Hot star"))
    #expect(text.contains("> 无效 K：没有剩下的字块是这个字"))
    #expect(text.contains("恭喜！共 3 题，答对 2 题，跳过 1 题。"))
    #expect(!text.contains("Congratulations") && !text.contains("rejected"))
  }

  @Test("LANG=fr_FR.UTF-8: --plain speaks French from the first frame to the summary")
  func plainFrench() throws {
    let result = try run(["--plain"], input: game, locale: ["LANG": "fr_FR.UTF-8"])
    let text = result.output
    #expect(result.exitCode == 0)
    #expect(text.contains("[1/3] points 1000 · Hot star"))
    #expect(text.contains("> refusée K: cette lettre n’est pas parmi les lettres libres"))
    #expect(text.contains("> ✗ faux: SNU"))
    #expect(text.contains("Félicitations! 2 sur 3 trouvées, 1 passée."))
    #expect(text.contains("Score final"))
    #expect(!text.contains("Congratulations") && !text.contains("rejected"))
  }

  @Test("LANG=fr_FR.UTF-8 --bank fr: the French pack in French words")
  func frenchPack() throws {
    let directory = try TemporaryDirectory()
    let environment = QuizRunner.environment(home: directory.url, ["LANG": "fr_FR.UTF-8"])
    let result = try QuizRunner.run(
      ["--plain", "--bank", "fr"], input: ">", environment: environment)
    let text = result.output
    #expect(text.contains("[1/57] points 1000 · "))
    #expect(text.contains("> Question passée: c’était "))
    #expect(text.contains("> arrêt à la question 2 sur 57, points 1000"))
    #expect(!text.contains("Skipped") && !text.contains("quit at"))
  }

  @Test("LANG=C and an unset locale give English, byte for byte the same")
  func englishByDefault() throws {
    let c = try run(["--plain"], input: game, locale: ["LANG": "C"])
    let none = try run(["--plain"], input: game, locale: ["LANG": ""])
    #expect(c.output.contains("Congratulations! 2 of 3 solved, 1 skipped."))
    #expect(c.output.contains("> rejected K: no unused tile with that letter"))
    #expect(c.stdout == none.stdout)
  }

  @Test("LC_ALL wins over LANG")
  func lcAllWins() throws {
    let result = try run(
      ["--plain"], input: game, locale: ["LANG": "zh_CN.UTF-8", "LC_ALL": "es_ES.UTF-8"])
    #expect(result.output.contains("¡Enhorabuena!"))
  }

  @Test("JSON Lines are the same bytes in every locale: a rejection's reason is a code")
  func jsonUnchanged() throws {
    let english = try run(["--json"], input: game, locale: ["LANG": "C"])
    #expect(
      english.output.contains(
        "\"key\":\"K\",\"reason\":\"no-matching-tile\",\"message\":\"no unused tile with that letter\"}"
      ))
    for locale in ["es_ES.UTF-8", "zh_CN.UTF-8", "fr_FR.UTF-8", ""] {
      let other = try run(["--json"], input: game, locale: ["LANG": locale])
      #expect(other.stdout == english.stdout, "\(locale)")
    }
  }

  @Test("a usage error on stderr is in the locale's language, with exit code 64")
  func usageErrorTranslated() throws {
    for (locale, hint) in [
      ("es_ES.UTF-8", "(prueba quiz --help)"), ("zh_CN.UTF-8", "（试试 quiz --help）"),
      ("fr_FR.UTF-8", "(essaie quiz --help)"), ("C", "(try quiz --help)"),
    ] {
      let result = try run(["--no-such-option"], locale: ["LANG": locale])
      #expect(result.exitCode == 64)
      #expect(String(decoding: result.stderr, as: UTF8.self).contains(hint), "\(locale)")
    }
  }

  @Test("--help is in the locale's language")
  func helpTranslated() throws {
    let directory = try TemporaryDirectory()
    for (locale, word) in [("es_ES.UTF-8", "Opciones:"), ("zh_CN.UTF-8", "选项："), ("C", "Options:")]
    {
      let result = try QuizRunner.run(
        ["--help"], environment: QuizRunner.environment(home: directory.url, ["LANG": locale]))
      #expect(result.exitCode == 0)
      #expect(result.output.contains(word), "\(locale)")
    }
  }
}
