import Foundation
import TestTools
import Testing

/// Bank errors follow the locale on the command line; exit codes do not change.
@Suite("Bank errors in the interface language, end to end", .ownThreads)
struct BankErrorLanguageTests {
  /// A folder with a bank missing an answer and with bad options, and one with a wrong root.
  private func brokenBanks() throws -> (TemporaryDirectory, broken: String, root: String) {
    let directory = try TemporaryDirectory()
    let broken = try directory.bank([
      ["title": "sun", "options": ["S", "UN", 3]],
      Banks.question("DOG", "dog"),
    ])
    let root = try directory.plist(["answer": "SUN"], named: "root.plist")
    return (directory, broken, root)
  }

  @Test("quiz check: the same problems and exit code in Spanish, Chinese and French as in English")
  func checkTranslated() throws {
    let (directory, broken, root) = try brokenBanks()
    let missing = directory.file("none.plist").path
    var codes: [Int32?] = []
    var lines: [String: [String]] = [:]
    for locale in ["C", "es_ES.UTF-8", "zh_CN.UTF-8", "fr_FR.UTF-8"] {
      let result = try QuizRunner.run(
        ["check", broken, root, missing],
        environment: QuizRunner.environment(home: directory.url, ["LANG": locale]))
      codes.append(result.exitCode)
      lines[locale] = result.errorOutput.split(separator: "\n").map(String.init)
    }
    #expect(codes == [66, 66, 66, 66])
    let english = try #require(lines["C"])
    #expect(english.contains("\(broken): error: question 1: answer: missing"))
    #expect(lines["es_ES.UTF-8"]?.count == english.count)
    #expect(lines["zh_CN.UTF-8"]?.count == english.count)
    #expect(
      lines["es_ES.UTF-8"] == [
        "\(broken): error: pregunta 1: answer: falta",
        "\(broken): error: pregunta 1: options: la opción 2 (\"UN\") debe ser una sola letra, "
          + "sin espacios; la opción 3 debe ser un texto, pero es un número",
        "\(root): la raíz debe ser una lista de preguntas, pero es un diccionario",
        "\(missing): no existe ese archivo",
      ])
    #expect(
      lines["zh_CN.UTF-8"] == [
        "\(broken): 错误：第 1 题 answer：缺失",
        "\(broken): 错误：第 1 题 options：选项 2 (\"UN\") 必须恰好是一个非空白字符；"
          + "选项 3 必须是字符串，却是数字",
        "\(root): 根节点必须是题目数组，却是字典",
        "\(missing): 文件不存在",
      ])
    #expect(
      lines["fr_FR.UTF-8"] == [
        "\(broken): erreur: question 1: answer: manquant",
        "\(broken): erreur: question 1: options: l’option 2 (\"UN\") doit être une seule lettre, "
          + "sans espace; l’option 3 doit être un texte, mais c’est un nombre",
        "\(root): la racine doit être une liste de questions, mais c’est un dictionnaire",
        "\(missing): ce fichier n’existe pas",
      ])
  }

  @Test("a broken bank through a pipe: LC_ALL=zh_CN.UTF-8 gives the Chinese line, exit 65")
  func pipeChinese() throws {
    let (directory, broken, _) = try brokenBanks()
    let english = try QuizRunner.run(
      [broken], input: "SUN", environment: QuizRunner.environment(home: directory.url))
    let chinese = try QuizRunner.run(
      [broken], input: "SUN",
      environment: QuizRunner.environment(
        home: directory.url, ["LANG": "es_ES.UTF-8", "LC_ALL": "zh_CN.UTF-8"]))
    #expect(english.exitCode == 65 && chinese.exitCode == 65)
    #expect(
      english.errorOutput
        == "quiz: \(broken): invalid bank: question 1: answer: missing (and 1 more)"
        + " (run quiz check \(broken) for the full list)\n")
    #expect(
      chinese.errorOutput
        == "quiz: \(broken): 题库有误：第 1 题 answer：缺失（另有 1 处错误）"
        + "（运行 quiz check \(broken) 查看完整列表）\n")
    #expect(chinese.stdout.isEmpty)
  }

  @Test("--json with a broken bank: stdout unchanged, stderr in the locale's language")
  func jsonStdoutUnchanged() throws {
    let (directory, _, root) = try brokenBanks()
    let english = try QuizRunner.run(
      ["--json", root], environment: QuizRunner.environment(home: directory.url))
    let spanish = try QuizRunner.run(
      ["--json", root],
      environment: QuizRunner.environment(home: directory.url, ["LANG": "es_ES.UTF-8"]))
    #expect(english.exitCode == 65 && spanish.exitCode == 65)
    #expect(english.stdout == spanish.stdout)
    #expect(
      spanish.errorOutput
        == "quiz: \(root): la raíz debe ser una lista de preguntas, pero es un diccionario\n")
  }

  @Test("--bank with no such pack names the packs in the language, exit 64")
  func noSuchPack() throws {
    let directory = try TemporaryDirectory()
    for (locale, start) in [
      ("C", "quiz: no pack \"nope\" (there are: en,"),
      ("es_ES.UTF-8", "quiz: no hay ningún paquete \"nope\" (hay: en,"),
      ("zh_CN.UTF-8", "quiz: 没有叫 \"nope\" 的题包（现有：en, "),
      ("fr_FR.UTF-8", "quiz: aucun paquet \"nope\" (il y a: en,"),
    ] {
      let result = try QuizRunner.run(
        ["--bank", "nope", "--plain"],
        environment: QuizRunner.environment(home: directory.url, ["LANG": locale]))
      #expect(result.exitCode == 64, "\(locale)")
      #expect(result.errorOutput.hasPrefix(start), "\(locale): \(result.errorOutput)")
    }
  }
}
