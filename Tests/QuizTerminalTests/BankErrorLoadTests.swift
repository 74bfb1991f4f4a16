import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The phrases QuizCore really writes when it refuses a bank are the ones the languages
/// know: broken banks are loaded, and no Spanish or Chinese line keeps the English detail.
@Suite("Bank errors from real broken banks")
struct BankErrorLoadTests {
  /// The error QuizCore throws for `bytes`.
  private func loadError(_ bytes: [UInt8]) -> BankError? {
    do {
      _ = try QuestionBank.parse(Data(bytes), path: "b.plist")
      return nil
    } catch {
      return error
    }
  }

  /// The English detail inside an error: its English line after "PATH: what: ".
  private func detail(_ error: BankError) -> String? {
    let reason = BankErrorText.english.reason(error)
    switch error {
    case .unreadable, .notPropertyList, .damaged, .notABank:
      return reason.firstRange(of: ": ").map { String(reason[$0.upperBound...]) }
    case .wrongRoot: return reason.components(separatedBy: "found ").last
    default: return nil
    }
  }

  /// A small binary property list with its trailer's fields changed by `change`.
  private func binary(_ change: (inout [UInt8]) -> Void) throws -> [UInt8] {
    var bytes = [UInt8](
      try PropertyListSerialization.data(
        fromPropertyList: [["answer": "SUN", "title": "sun"]], format: .binary, options: 0))
    change(&bytes)
    return bytes
  }

  static let openStep = [
    "(", "{", "{ a = b; } x", "( a b )", "{ = }", "{ a b }", "{ a = b }", "( <zz> )",
    "( <ab", "( , )", "( \"abc )", "( /* x )", String(repeating: "(", count: 600),
  ]

  @Test("binary, OpenStep, empty and wrong-type banks: every detail is said in the language")
  func realDetailsTranslated() throws {
    var inputs: [[UInt8]] = Self.openStep.map { Array($0.utf8) }
    inputs += [
      [], Array("   ".utf8), Array("hello".utf8),
      Array("bplist00".utf8) + [1, 2],
      Array("bplist10".utf8) + [UInt8](repeating: 0, count: 40),
      Array("bplist00garbagegarbagegarbagegarbagegarbagegarbage".utf8),
      try binary { $0[$0.count - 9] = 200 },
      try binary { $0[$0.count - 1] = 250 },
      Array("<plist version=\"1.0\"><dict/></plist>".utf8),
      Array("<plist version=\"1.0\"><string>x</string></plist>".utf8),
    ]
    var seen = Set<String>()
    for input in inputs {
      let error = try #require(loadError(input), "\(String(decoding: input, as: UTF8.self))")
      let english = try #require(detail(error), "\(error)")
      seen.insert(english)
      for text in [BankErrorText.spanish, .chinese, .french] {
        let line = text.bankError(error)
        #expect(!line.contains(english), "untranslated: \(line)")
      }
    }
    #expect(seen.count >= 15, "\(seen)")
  }

  @Test("a file that is a directory, or absent, is said in the language")
  func fileErrors() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-bankerror-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CheckCommand.check(
      [folder.path, folder.appendingPathComponent("none.plist").path], strings: .spanish)
    #expect(result.code == 66)
    #expect(
      result.errors == [
        "\(folder.path): no se puede leer: es una carpeta",
        "\(folder.path)/none.plist: no existe ese archivo",
      ])
  }

  @Test("quiz check lists every problem in the language with the same exit code")
  func checkInEveryLanguage() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-bankerror-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("b.plist")
    let bank: [[String: Any]] = [
      ["title": "sun", "options": ["S", "UN", 3], "colour": "red"],
      ["answer": "DOG", "title": "dog", "options": ["D", "O", "G"], "icon": "dog.bmp"],
    ]
    try PropertyListSerialization.data(fromPropertyList: bank, format: .xml, options: 0)
      .write(to: url)
    let english = CheckCommand.check([url.path], strings: .english)
    let spanish = CheckCommand.check([url.path], strings: .spanish)
    let chinese = CheckCommand.check([url.path], strings: .chinese)
    #expect(english.code == 65 && spanish.code == 65 && chinese.code == 65)
    let p = url.path
    #expect(
      english.errors == [
        "\(p): error: question 1: answer: missing",
        "\(p): warning: question 1: colour: unknown key (ignored)",
        "\(p): error: question 1: options: option 2 (\"UN\") must be exactly one non-whitespace "
          + "letter; option 3 must be a string, found a number",
        "\(p): warning: question 2: icon: picture \"dog.bmp\" not found in pictures/ "
          + "(looked for .png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)",
      ])
    #expect(
      spanish.errors == [
        "\(p): error: pregunta 1: answer: falta",
        "\(p): aviso: pregunta 1: colour: clave desconocida (se ignora)",
        "\(p): error: pregunta 1: options: la opción 2 (\"UN\") debe ser una sola letra, sin "
          + "espacios; la opción 3 debe ser un texto, pero es un número",
        "\(p): aviso: pregunta 2: icon: no se encuentra la imagen \"dog.bmp\" en pictures/ "
          + "(se buscaron los formatos .png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)",
      ])
    #expect(
      chinese.errors == [
        "\(p): 错误：第 1 题 answer：缺失",
        "\(p): 警告：第 1 题 colour：未知的键（已忽略）",
        "\(p): 错误：第 1 题 options：选项 2 (\"UN\") 必须恰好是一个非空白字符；选项 3 必须是字符串，却是数字",
        "\(p): 警告：第 2 题 icon：在 pictures/ 里找不到图片 \"dog.bmp\"（找过 .png、.jpg、.jpeg、.gif、.xpm、.ppm、.pgm、.pnm）",
      ])
  }

  @Test("a pack chosen on the start screen that cannot be loaded fails in the language")
  func startScreenFailure() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-bankerror-\(UUID().uuidString)")
    let folder = home.appendingPathComponent("quiz/banks/mine")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let file = folder.appendingPathComponent("questions.plist")
    try PropertyListSerialization.data(fromPropertyList: [] as [Any], format: .xml, options: 0)
      .write(to: file)
    let arguments = try #require(try CommandList.parse([]).play)
    for (locale, line) in [
      ("C", "\(file.path): the bank has no questions"),
      ("es_ES.UTF-8", "\(file.path): el banco no tiene preguntas"),
      ("zh_CN.UTF-8", "\(file.path): 题库里没有题目"),
    ] {
      let environment = ["XDG_DATA_HOME": home.path, "HOME": home.path, "LANG": locale]
      do {
        _ = try GameRunner.prepare(
          arguments, bankName: "mine", interactive: true, readsProgress: false,
          environment: .quiet(environment))
        Issue.record("an empty pack was prepared")
      } catch {
        #expect(error.line == line)
        #expect(error.code == 65)
      }
    }
  }
}
