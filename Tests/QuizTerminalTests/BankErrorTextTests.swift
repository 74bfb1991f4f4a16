import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// Bank and pack errors in every language: English is QuizCore's own text, byte for byte;
/// Every other language says every case in its words, with the same paths and values.
@Suite("Bank errors in the interface language")
struct BankErrorTextTests {
  /// A path with an escape character, which every language must print escaped.
  static let path = "banks/b\u{1B}7200.plist"
  static let shownPath = TextSafety.escaped(path)
  static let others: [(name: String, text: BankErrorText)] = ErrorTranslationTests.languages

  /// Every case of BankError, with the texts each line must show.
  static let bankErrors: [(error: BankError, shows: [String])] = [
    (.fileMissing(path: path), []),
    (.unreadable(path: path, reason: .isADirectory), []),
    (.unreadable(path: path, reason: .system(errno: EIO)), []),
    (
      .tooLarge(path: path, size: 7201 << 20, limit: 32 << 20),
      [BoundedFile.mebibytes(7201 << 20), BoundedFile.mebibytes(32 << 20)]
    ),
    (.notPropertyList(path: path, detail: .openStep(line: 7202, .expectedValue)), ["7202"]),
    (.notPropertyList(path: path, detail: .parser("Unexpected character b at line 1")), ["line 1"]),
    (
      .damaged(path: path, detail: .unknownMarker(object: 7203, marker: 0x7E)), ["7203", "0x7E"]
    ),
    (.notABank(path: path, reason: .nestedTooDeep(limit: 512)), ["512"]),
    (.wrongRoot(path: path, found: .dictionary), []),
    (.emptyBank(path: path), []),
    (
      .invalid(
        path: path,
        issues: [
          BankIssue(question: 7204, key: "answer", problem: .missing),
          BankIssue(question: 7205, key: "color", problem: .unknownKey),
          BankIssue(question: 7206, key: "title", problem: .empty),
          BankIssue(question: 7207, key: "icon", problem: .empty),
        ]), ["7204", "answer", "2"]
    ),
  ]

  @Test("the interface strings' bank errors are the English table's")
  func interfaceUsesEnglishTable() {
    #expect(
      Strings.english.bankErrors.bankError(.emptyBank(path: "x")) == "x: the bank has no questions")
  }

  @Test("every other language says every bank error its own way, with the path and values")
  func bankErrorsTranslated() {
    for (name, text) in Self.others {
      for (error, shows) in Self.bankErrors {
        let line = text.bankError(error)
        #expect(line != BankErrorText.english.bankError(error), "\(name): \(error)")
        #expect(line.hasPrefix(Self.shownPath), "\(name): \(line)")
        #expect(!line.contains("\u{1B}"), "\(name): \(line)")
        for value in shows { #expect(line.contains(value), "\(name): \(line) lacks \(value)") }
      }
    }
  }

  @Test("an invalid bank's line names the first error in the language and counts the rest")
  func invalidLine() {
    let error = BankError.invalid(
      path: "q.plist",
      issues: [
        BankIssue(question: 3, key: "answer", problem: .missing),
        BankIssue(question: 4, key: "title", problem: .empty),
        BankIssue(question: 5, key: "title", problem: .empty),
      ])
    #expect(
      BankErrorText.spanish.bankError(error)
        == "q.plist: banco no válido: pregunta 3: answer: falta (y 2 más)")
    #expect(BankErrorText.chinese.bankError(error) == "q.plist: 题库有误：第 3 题 answer：缺失（另有 2 处错误）")
    #expect(
      BankErrorText.spanish.fullListHint("q.plist")
        == " (quiz check q.plist muestra la lista completa)")
    #expect(BankErrorText.chinese.fullListHint("q.plist") == "（运行 quiz check q.plist 查看完整列表）")
    #expect(
      BankErrorText.english.fullListHint("q.plist") == " (run quiz check q.plist for the full list)"
    )
  }

  /// Every case of BankProblem, the values its text must show and English words it must not.
  static let problems: [(problem: BankProblem, shows: [String])] = [
    (.missing, []),
    (.empty, []),
    (.wrongType(expected: .arrayOfStrings, found: .number), []),
    (.notADictionary(found: .string), []),
    (.keyNotAString(found: .date), []),
    (
      .badOptions([OptionFault(index: 7300, value: "AB", reason: .notOneLetter)]),
      ["7301", "\"AB\""]
    ),
    (.missingLetter("Ñ", needed: 7302, available: 7303), ["Ñ", "7302", "7303"]),
    (.tooManyOptions(count: 7304, limit: 7305), ["7304", "7305"]),
    (.answerTooLong(count: 7306, limit: 7307), ["7306", "7307"]),
    (.whitespaceInAnswer, []),
    (.invisibleLetter("\u{200B}"), ["\\u{200B}"]),
    (.duplicateAnswer(firstQuestion: 7308), ["7308"]),
    (.controlCharacter("a\u{1B}[2Jb"), [TextSafety.escaped("a\u{1B}[2Jb")]),
    (.notPlainName("../x7309"), ["\"../x7309\""]),
    (.pictureMissing("sun7310.bmp"), ["\"sun7310.bmp\"", "pictures/", ".png", ".pnm"]),
    (.pictureMissing("sun7311"), ["\"sun7311\""]),
    (.pictureOutsideBank("cat7312"), ["\"cat7312\""]),
    (
      .pictureUnreadable(
        "cat7313", reason: .invalid(.truncated(expectedRows: 7314, foundRows: 7315))),
      ["\"cat7313\"", "7314", "7315"]
    ),
    (.unknownKey, []),
  ]

  /// QuizCore's English names of value types, which no other language may leave in.
  static let typeNames = [
    "a string", "an array", "a dictionary", "a date", "a number", "a boolean",
    "array of strings",
  ]

  @Test("every bank problem is translated in every other language, keeping its values")
  func problemsTranslated() {
    for (problem, shows) in Self.problems {
      for (name, text) in Self.others {
        let said = text.problem(problem)
        #expect(said != BankErrorText.english.problem(problem), "\(name): \(problem)")
        #expect(!said.contains("\u{1B}"), "\(name): \(said)")
        for value in shows { #expect(said.contains(value), "\(name): \(said) lacks \(value)") }
        for english in Self.typeNames {
          #expect(!said.contains(english), "\(name): \(said) keeps \(english)")
        }
      }
    }
  }

  @Test("an issue names its question and key in the language")
  func issuesTranslated() {
    let issue = BankIssue(question: 7, key: "options", problem: .empty)
    let whole = BankIssue(question: 8, key: "", problem: .notADictionary(found: .number))
    #expect(BankErrorText.spanish.issue(issue) == "pregunta 7: options: está vacío")
    #expect(
      BankErrorText.spanish.issue(whole) == "pregunta 8: debe ser un diccionario, pero es un número"
    )
    #expect(BankErrorText.chinese.issue(issue) == "第 7 题 options：为空")
    #expect(BankErrorText.chinese.issue(whole) == "第 8 题：必须是字典，却是数字")
  }

  @Test("option faults of every reason, alone and many, are translated with their numbers")
  func optionFaultsTranslated() {
    let reasons: [OptionFault.Reason] = [
      .notOneLetter, .controlCharacter, .invisible, .notAString(found: .number),
    ]
    for reason in reasons {
      let value = reason == .invisible ? "\u{200B}" : (reason == .controlCharacter ? "\u{7}" : "XY")
      let stored = reason == .notAString(found: .number) ? "" : value
      let alone = BankProblem.badOptions([OptionFault(index: 41, value: stored, reason: reason)])
      let many = BankProblem.badOptions(
        (0..<11).map { OptionFault(index: 50 + $0, value: stored, reason: reason) })
      for (name, text) in Self.others {
        for problem in [alone, many] {
          let said = text.problem(problem)
          #expect(said != BankErrorText.english.problem(problem), "\(name): \(said)")
          for english in Self.typeNames { #expect(!said.contains(english), "\(name): \(said)") }
        }
        #expect(text.problem(alone).contains("42"), "\(name)")
        let listed = text.problem(many)
        #expect(
          listed.contains("51") && listed.contains("58") && !listed.contains("59 "),
          "\(name): \(listed)")
        #expect(listed.contains("3"), "\(name): \(listed) does not count the rest")
      }
    }
    let mixed = BankProblem.badOptions([
      OptionFault(index: 1, value: "AB", reason: .notOneLetter),
      OptionFault(index: 2, value: "", reason: .notAString(found: .dictionary)),
      OptionFault(index: 4, value: "", reason: .notAString(found: .number)),
    ])
    #expect(
      BankErrorText.spanish.problem(mixed)
        == "la opción 2 (\"AB\") debe ser una sola letra, sin espacios; "
        + "las opciones 3 (un diccionario), 5 (un número) deben ser textos")
    #expect(
      BankErrorText.chinese.problem(mixed)
        == "选项 2 (\"AB\") 必须恰好是一个非空白字符；选项 3 (字典)、5 (数字) 都必须是字符串")
  }

  @Test("quiz check lines: the severity word and joined problems in the language")
  func checkLines() {
    let first = BankIssue(
      question: 2, key: "answer", problem: .missingLetter("O", needed: 1, available: 0))
    let more: [BankProblem] = [.missingLetter("G", needed: 2, available: 1)]
    #expect(
      BankErrorText.english.checkLine(
        .init(path: "b.plist", severity: .error, first: first, more: more))
        == "b.plist: error: question 2: answer: needs 1 × O, options have 0; needs 2 × G, options have 1"
    )
    #expect(
      BankErrorText.spanish.checkLine(
        .init(path: "b.plist", severity: .error, first: first, more: more))
        == "b.plist: error: pregunta 2: answer: necesita 1 × O y las opciones tienen 0; "
        + "necesita 2 × G y las opciones tienen 1")
    #expect(
      BankErrorText.chinese.checkLine(
        .init(path: "b.plist", severity: .warning, first: first, more: more))
        == "b.plist: 警告：第 2 题 answer：需要 1 个 O，选项里只有 0 个；需要 2 个 G，选项里只有 1 个")
  }

  @Test("every BundledPackError case is translated with its path and values")
  func packErrorsTranslated() {
    let errors: [(BundledPackError, [String])] = [
      (.manifestMissing(path: Self.path), [Self.shownPath]),
      (
        .manifestInvalid(path: Self.path, problem: .missingKey(pack: 7401, key: "title")),
        [Self.shownPath, "7401", "title"]
      ),
      (
        .manifestInvalid(path: Self.path, problem: .rootNotArray),
        [Self.shownPath]
      ),
    ]
    for (error, shows) in errors {
      for (name, text) in Self.others {
        let said = text.packError(error)
        #expect(said != BankErrorText.english.packError(error), "\(name)")
        #expect(!said.contains("needs a") && !said.contains("must be"), "\(name): \(said)")
        for value in shows { #expect(said.contains(value), "\(name): \(said) lacks \(value)") }
      }
    }
  }

  @Test("a fault inside a fault is translated too; the parser's own text is left as it is")
  func nestedFaults() {
    let detail = PlistSyntaxFault.openStep(line: 4, .endsInside(.dictionary))
    #expect(
      BankErrorText.spanish.bankError(.notPropertyList(path: "p", detail: detail))
        == "p: no es una lista de propiedades: línea 4: el archivo termina dentro de un diccionario"
    )
    #expect(
      BankErrorText.chinese.bankError(.notPropertyList(path: "p", detail: detail))
        == "p: 不是属性列表：第 4 行：文件在字典内部就结束了")
    #expect(
      BankErrorText.chinese.bankError(.unreadable(path: "p", reason: .notRegular(.fifo)))
        == "p: 无法读取：不是普通文件（FIFO 管道）")
    #expect(
      BankErrorText.spanish.bankError(.notPropertyList(path: "p", detail: .parser("Unexpected b")))
        == "p: no es una lista de propiedades: Unexpected b")
  }

  @Test("quiz banks: a broken pack's line is in the language, its JSON problem in English")
  func banksTable() {
    let pack = Pack(name: "mine", origin: .user, url: URL(fileURLWithPath: "/tmp/mine.plist"))
    let error = BankError.wrongRoot(path: "/tmp/mine.plist", found: .string)
    let row = PackList.Row(
      pack: pack, questions: nil, problem: error, solved: nil, finished: false, hidden: false)
    let english = "/tmp/mine.plist: the root must be an array of questions, found a string"
    #expect(BanksCommand.table([row]).contains("mine: \(english)\n"))
    #expect(
      BanksCommand.table([row], strings: .spanish)
        .contains(
          "mine: /tmp/mine.plist: la raíz debe ser una lista de preguntas, pero es un texto\n"))
    #expect(
      BanksCommand.table([row], strings: .chinese)
        .contains("mine: /tmp/mine.plist: 根节点必须是题目数组，却是字符串\n"))
    #expect(BanksCommand.json([row]).contains("\"problem\":\"\(english)\""))
  }
}
