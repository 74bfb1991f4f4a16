import Foundation
import TestTools
import Testing

/// Error lines on stderr follow the locale; exit codes and JSON do not.
@Suite("Error lines in the interface language", .ownThreads)
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
        "quiz: --date needs a date as YYYY-MM-DD with a year from 1 to 9999, not \"30/11\" "
          + "(try quiz --help)\n"
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

/// `quiz import` speaks the locale; its exit codes and English lines do not change.
@Suite("quiz import in the interface language", .ownThreads)
struct ImportLanguageTests {
  static let bad = "answer,title,colour\nSUN,,red\nMOON,Shines at night,blue,extra\n"

  private func run(
    _ arguments: [String], csv: String, locale: [String: String]
  ) throws -> (QuizRunner.Result, TemporaryDirectory) {
    let folder = try TemporaryDirectory()
    try folder.raw(Array(csv.utf8), named: "bad.csv")
    let result = try QuizRunner.run(
      arguments, environment: QuizRunner.environment(home: folder.url, locale), in: folder.url)
    return (result, folder)
  }

  @Test("LC_ALL=zh_CN.UTF-8 quiz import bad.csv -o DIR: every problem in Chinese, exit 65")
  func chineseProblems() throws {
    let (result, folder) = try run(
      ["import", "bad.csv", "-o", "out"], csv: Self.bad, locale: ["LC_ALL": "zh_CN.UTF-8"])
    #expect(result.exitCode == 65)
    #expect(result.errorLines.count == 3)
    let text = result.errorOutput
    #expect(text.contains("第 3 行第 4 列：这个值超出了表头的 3 列"), "\(text)")
    #expect(text.contains("第 2 行第 2 列（title）：为空"), "\(text)")
    #expect(text.contains("警告：第 1 行第 3 列：不认识的列 \"colour\""), "\(text)")
    #expect(!text.contains("line 3") && !text.contains("warning"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("out").path))
  }

  @Test("LANG=es_ES.UTF-8: import problems, success and an existing destination in Spanish")
  func spanishLines() throws {
    let (bad, _) = try run(
      ["import", "bad.csv", "-o", "out"], csv: Self.bad, locale: ["LANG": "es_ES.UTF-8"])
    #expect(bad.exitCode == 65)
    #expect(
      bad.errorOutput.contains("bad.csv: línea 3, columna 4: un valor fuera de las 3 columnas"))
    #expect(
      bad.errorOutput.contains("bad.csv: aviso: línea 1, columna 3: columna desconocida \"colour\"")
    )

    let folder = try TemporaryDirectory()
    try folder.raw(Array("answer,title\nSUN,Hot star\n".utf8), named: "good.csv")
    let env = QuizRunner.environment(home: folder.url, ["LANG": "es_ES.UTF-8"])
    let first = try QuizRunner.run(
      ["import", "good.csv", "-o", "out"], environment: env, in: folder.url)
    #expect(first.exitCode == 0)
    #expect(first.lines == ["1 pregunta importada en out/questions.plist"])
    let again = try QuizRunner.run(
      ["import", "good.csv", "-o", "out"], environment: env, in: folder.url)
    #expect(again.exitCode == 73)
    #expect(again.errorLines == ["quiz: out ya existe (--force lo sustituye)"])
    let missing = try QuizRunner.run(
      ["import", "nope.csv", "-o", "x"], environment: env, in: folder.url)
    #expect(missing.exitCode == 66)
    #expect(missing.errorLines == ["quiz: nope.csv: no existe ese archivo"])
  }

  @Test("in English the import lines are unchanged")
  func englishUnchanged() throws {
    let (result, _) = try run(
      ["import", "bad.csv", "-o", "out"], csv: Self.bad, locale: ["LANG": "C"])
    #expect(result.exitCode == 65)
    #expect(
      result.errorLines == [
        "quiz: bad.csv: line 2, column 2 (title): is empty",
        "quiz: bad.csv: line 3, column 4: a value beyond the 3 columns of the header row",
        "quiz: bad.csv: warning: line 1, column 3: unknown column \"colour\" (ignored; columns are answer, title, icon, options)",
      ])
  }
}

/// Progress, statistics and picture lines follow the locale too.
@Suite("File errors in the interface language", .ownThreads)
struct FileErrorLanguageTests {
  @Test("LANG=es_ES.UTF-8: a progress path that is a folder is warned about in Spanish")
  func progressSpanish() throws {
    let folder = try TemporaryDirectory()
    let bank = try folder.bank(Banks.three)
    let state = folder.file("state").path
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    let result = try QuizRunner.run(
      ["--plain", "--state", state, bank], input: "",
      environment: QuizRunner.environment(home: folder.url, ["LANG": "es_ES.UTF-8"]))
    #expect(result.exitCode == 1)
    #expect(
      result.errorLines == [
        "quiz: aviso: el archivo de progreso no se puede leer (es un directorio): \(state); "
          + "el progreso de esta partida no se guarda"
      ])
  }

  @Test(
    "LC_ALL=zh_CN.UTF-8: a save refused by the system is warned about once, in Chinese",
    .enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")))
  func saveFailureChinese() throws {
    let folder = try TemporaryDirectory()
    let bank = try folder.bank(Banks.three)
    let state = "/sys/quiz-progress-\(UUID().uuidString).json"
    let result = try QuizRunner.run(
      ["--plain", "--state", state, bank], input: "SUN>",
      environment: QuizRunner.environment(home: folder.url, ["LC_ALL": "zh_CN.UTF-8"]))
    #expect(
      result.errorLines == [
        "quiz: 警告：无法锁定统计文件（权限不够）：/sys/stats.json.lock",
        "quiz: 警告：无法保存进度（权限不够）：\(state)",
      ])
  }

  @Test("LC_ALL=zh_CN.UTF-8 quiz stats on a folder: the line in Chinese, exit 74")
  func statsChinese() throws {
    let folder = try TemporaryDirectory()
    let stats = folder.file("stats.json").path
    try FileManager.default.createDirectory(atPath: stats, withIntermediateDirectories: true)
    for (locale, line) in [
      ("zh_CN.UTF-8", "quiz: 无法读取统计文件（是一个目录）：\(stats)"),
      ("C", "quiz: statistics cannot be read (is a directory): \(stats)"),
    ] {
      let result = try QuizRunner.run(
        ["stats", "--stats", stats],
        environment: QuizRunner.environment(home: folder.url, ["LC_ALL": locale]))
      #expect(result.exitCode == 74)
      #expect(result.errorLines == [line])
    }
  }

  @Test("LC_ALL=zh_CN.UTF-8: a picture that is not one is told in Chinese by picture and import")
  func pictureChinese() throws {
    let folder = try TemporaryDirectory()
    try folder.raw(Array("hello".utf8), named: "bad.png")
    try folder.raw(Array("answer,title,icon\nSUN,Hot,bad\n".utf8), named: "pic.csv")
    let env = QuizRunner.environment(home: folder.url, ["LC_ALL": "zh_CN.UTF-8"])
    let picture = try QuizRunner.run(["picture", "bad.png"], environment: env, in: folder.url)
    #expect(picture.exitCode == 65)
    #expect(picture.errorLines == ["quiz: bad.png: PNG：不是 PNG 文件：开头没有 PNG 签名"])
    let imported = try QuizRunner.run(
      ["import", "pic.csv", "-o", "out"], environment: env, in: folder.url)
    #expect(imported.exitCode == 65)
    #expect(
      imported.errorLines == [
        "quiz: pic.csv: 第 2 行第 3 列（icon）：图片 \"bad\"：bad.png 无法读取：PNG：不是 PNG 文件："
          + "开头没有 PNG 签名"
      ])
  }

  @Test("LANG=es_ES.UTF-8 quiz picture --pam into a missing folder: the line in Spanish, exit 74")
  func pictureSpanish() throws {
    let folder = try TemporaryDirectory()
    try folder.raw(Array(ImportCommandTests.smiley.utf8), named: "sun.xpm")
    let result = try QuizRunner.run(
      ["picture", "sun.xpm", "--pam", "/nonexistent/out.pam"],
      environment: QuizRunner.environment(home: folder.url, ["LANG": "es_ES.UTF-8"]),
      in: folder.url)
    #expect(result.exitCode == 74)
    #expect(
      result.errorLines == [
        "quiz: no se puede escribir /nonexistent/out.pam: no existe el archivo o el directorio"
      ])
  }
}
