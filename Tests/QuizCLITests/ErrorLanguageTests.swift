import Foundation
import Testing

/// Error lines on stderr follow the locale; exit codes and JSON do not.
@Suite("Error lines in the interface language")
struct ErrorLanguageTests {
  private func run(
    _ arguments: [String], locale: [String: String], in directory: TemporaryDirectory
  ) throws -> QuizRunner.Result {
    try QuizRunner.run(
      arguments, environment: QuizRunner.environment(home: directory.url, locale),
      in: directory.url)
  }

  @Test("LANG=es_ES.UTF-8 quiz --bogus: the whole usage line in Spanish, exit 64")
  func unknownOptionSpanish() throws {
    let directory = try TemporaryDirectory()
    let result = try run(["--bogus"], locale: ["LANG": "es_ES.UTF-8"], in: directory)
    #expect(result.exitCode == 64)
    #expect(result.errorOutput == "quiz: opción desconocida --bogus (prueba quiz --help)\n")
    #expect(result.stdout.isEmpty)
  }

  @Test("LC_ALL=zh_CN.UTF-8: a bad --seed is told in Chinese, exit 64")
  func badSeedChinese() throws {
    let directory = try TemporaryDirectory()
    let result = try run(
      ["--shuffle", "--seed", "abc"], locale: ["LC_ALL": "zh_CN.UTF-8"], in: directory)
    #expect(result.exitCode == 64)
    #expect(
      result.errorOutput
        == "quiz: --seed 要用 0 到 18446744073709551615 之间的整数，不能是 \"abc\"（试试 quiz --help）\n")
  }

  @Test("in English the usage lines are unchanged, byte for byte")
  func englishUnchanged() throws {
    let directory = try TemporaryDirectory()
    for (arguments, line) in [
      (["--bogus"], "quiz: unknown option --bogus (try quiz --help)\n"),
      (
        ["daily", "--date", "30/11"],
        "quiz: --date needs a date as YYYY-MM-DD, not \"30/11\" (try quiz --help)\n"
      ),
      (["import", "a.csv"], "quiz: import needs -o DIR or --install NAME (try quiz --help)\n"),
      (
        ["picture", "--width", "0", "a.png"],
        "quiz: --width needs a whole number from 1 to 1024, not \"0\" (try quiz --help)\n"
      ),
    ] {
      for locale in [["LANG": "C"], ["LANG": ""], ["LANG": "en_US.UTF-8"]] {
        let result = try run(arguments, locale: locale, in: directory)
        #expect(result.exitCode == 64)
        #expect(result.errorOutput == line, "\(arguments) \(locale)")
      }
    }
  }
}
