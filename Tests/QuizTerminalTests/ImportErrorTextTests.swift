import Foundation
import QuizCore
import Testing

@testable import QuizSystem
@testable import QuizTerminal

/// `quiz import` lines in every language: English exactly as written here, Spanish, Chinese
/// and French their own words around the same places and values.
@Suite("Import lines in the interface language")
struct ImportErrorTextTests {
  static let translated = [CommandErrorText.spanish, .chinese, .french]

  /// Every kind of import failure, built from real spreadsheets where one exists.
  static func failures() -> [CSVImportError] {
    var errors: [CSVImportError] = [
      .noHeader, .noQuestions(headerLine: 4), .notWritable,
      .tooManyRows(count: 1_000_000, limit: CSVImport.maximumRows),
      .tooLarge(line: 9876, limit: 32 << 20),
    ]
    for problem in [CSVError.Problem.unterminatedQuote, .textAfterClosingQuote, .notUTF8] {
      errors.append(.unreadable(CSVError(line: 9, column: 8, problem: problem)))
    }
    let issues: [ImportIssue.Problem] = [
      .beyondHeader(columns: 7), .picture(icon: "sun7", problem: "gone"),
      .namedTwice(firstColumn: 6), .unknownColumn("colour7"), .missingColumn("answer"),
    ]
    for problem in issues {
      errors.append(
        .invalid([ImportIssue(line: 5, column: 3, name: "icon", problem: problem, severity: .error)]
        ))
    }
    errors.append(
      .invalid([
        ImportIssue(
          line: 6, column: nil, name: nil, problem: .missingColumn("title"), severity: .error)
      ]))
    errors.append(
      .invalid([
        ImportIssue(
          line: 8, column: 1, name: "answer", problem: .duplicateAnswer(firstLine: 4),
          severity: .error)
      ]))
    return errors
  }

  @Test("English import error lines are the ones written here, byte for byte")
  func englishLines() {
    let english: [[String]] = [
      ["the file is empty (the first row must name the columns: answer, title, icon, options)"],
      ["line 4: a header row and no questions below it"],
      ["the bank cannot be written as a property list"],
      [
        "1000000 rows of questions, more than a bank holds: at most 342390 (a bank file is at most 32.0 MiB)"
      ],
      ["line 9876: the bank would be larger than 32.0 MiB here, the most a bank file may be"],
      ["line 9, column 8: the quoted field is never closed (a \" is missing)"],
      ["line 9, column 8: text after a closing quote (write \"\" for a quote inside quotes)"],
      ["line 9, column 8: the text is not UTF-8 (save the file as UTF-8)"],
      ["line 5, column 3 (icon): a value beyond the 7 columns of the header row"],
      ["line 5, column 3 (icon): picture \"sun7\": gone"],
      ["line 5, column 3 (icon): the column is named twice (also column 6)"],
      [
        "line 5, column 3 (icon): unknown column \"colour7\" (ignored; columns are answer, title, icon, options)"
      ],
      [
        "line 5, column 3 (icon): the header row has no \"answer\" column (the first row must name the columns: answer, title, icon, options)"
      ],
      [
        "line 6: the header row has no \"title\" column (the first row must name the columns: answer, title, icon, options)"
      ],
      ["line 8, column 1 (answer): same answer as line 4"],
    ]
    #expect(english.count == Self.failures().count)
    for (error, lines) in zip(Self.failures(), english) {
      #expect(CommandErrorText.english.lines(error) == lines)
    }
    let cells: [(ImportIssue.Problem, String)] = [
      (.bank(.empty), "line 2, column 2 (title): is empty"),
      (
        .bank(.missingLetter("A", needed: 1, available: 0)),
        "line 2, column 2 (title): needs 1 × A, options have 0"
      ),
    ]
    for (problem, line) in cells {
      let issue = ImportIssue(line: 2, column: 2, name: "title", problem: problem, severity: .error)
      #expect(CommandErrorText.english.lines(.invalid([issue])) == [line])
    }
    #expect(
      CommandErrorText.english.lines(
        .invalid([
          ImportIssue(line: 3, column: 1, name: nil, problem: .bank(.empty), severity: .error),
          ImportIssue(
            line: 4, column: nil, name: nil, problem: .duplicateAnswer(firstLine: 3),
            severity: .warning),
        ])) == ["line 3, column 1: is empty"])
    let warning = ImportIssue(
      line: 1, column: 5, name: nil, problem: .unknownColumn("x"), severity: .warning)
    #expect(
      CommandErrorText.english.issue(warning)
        == "line 1, column 5: unknown column \"x\" (ignored; columns are answer, title, icon, options)"
    )
  }

  @Test("Spanish and Chinese import lines differ from English and keep line, column and values")
  func translatedLines() {
    for text in Self.translated {
      for error in Self.failures() {
        let english = CommandErrorText.english.lines(error).joined(separator: "\n")
        let line = text.lines(error).joined(separator: "\n")
        #expect(line != english, "\(error)")
        for number in english.split(whereSeparator: { !$0.isNumber }) {
          #expect(line.contains(number), "\(number) in \(line)")
        }
        for word in ["sun7", "colour7", "answer", "title", "icon"] where english.contains(word) {
          #expect(line.contains(word), "\(word) in \(line)")
        }
      }
    }
  }

  /// Words an import line shares with English on purpose: column names, the values in
  /// ``failures()``, units, and words spelt the same in French (*question*, *questions*).
  static let sharedWords: Set<Substring> = [
    "answer", "title", "icon", "options", "colour", "sun", "gone", "UTF", "MiB", "question",
    "questions",
  ]

  @Test("no English word of an import error reaches the Spanish or Chinese line")
  func noEnglishWords() {
    for text in Self.translated {
      for error in Self.failures() {
        let line = text.lines(error).joined(separator: "\n")
        let translated = Set(line.split(whereSeparator: { !$0.isLetter }))
        let english = CommandErrorText.english.lines(error).joined(separator: " ")
          .split(whereSeparator: { !$0.isLetter })
        for word in english where word.count > 2 && !Self.sharedWords.contains(word) {
          #expect(!translated.contains(word), "\(word) in \(line)")
        }
      }
    }
  }

  @Test("a real spreadsheet with several problems is told line by line in Spanish")
  func spanishFromASpreadsheet() throws {
    let csv = "answer,title,colour\nSUN,,red\n\"MOON,Shines\n"
    do {
      _ = try CSVImport.convert(Array(csv.utf8), delimiter: .comma)
      Issue.record("expected an error")
    } catch {
      #expect(
        CommandErrorText.spanish.lines(error) == [
          "línea 3, columna 1: el campo entre comillas no se cierra (falta el \" de cierre)"
        ])
    }
  }

  @Test("the command's own lines differ per language and carry their values")
  func commandLines() {
    let english = CommandErrorText.english
    #expect(
      english.imported(.init(questions: 3, pictures: 2, bankFile: "b/q.plist"))
        == "imported 3 questions and 2 pictures into b/q.plist")
    #expect(
      english.imported(.init(questions: 1, pictures: 0, bankFile: "b/q.plist"))
        == "imported 1 question into b/q.plist")
    #expect(english.importExists("out") == "out is already there (--force replaces it)")
    #expect(english.tooLarge(16) == "too large: at most 16 MiB")
    #expect(
      english.pictureNotFound(.init(spreadsheet: "w.csv", tried: ["a.png", "a.xpm"]))
        == "not found next to w.csv or in pictures/ (looked for a.png, a.xpm)")
    #expect(english.systemError(EACCES) == "permission denied")
    #expect(
      CommandErrorText.spanish.imported(.init(questions: 1, pictures: 0, bankFile: "q"))
        == "1 pregunta importada en q")
    #expect(
      CommandErrorText.spanish.imported(.init(questions: 3, pictures: 1, bankFile: "q"))
        == "3 preguntas y 1 imagen importadas en q")
    #expect(
      CommandErrorText.chinese.imported(.init(questions: 3, pictures: 2, bankFile: "q"))
        == "已导入 3 道题和 2 张图片，存到 q")
    for text in Self.translated {
      let pairs: [(String, String, [String])] = [
        (
          text.imported(.init(questions: 7, pictures: 6, bankFile: "b7/q.plist")),
          english.imported(.init(questions: 7, pictures: 6, bankFile: "b7/q.plist")),
          ["7", "6", "b7/q.plist"]
        ),
        (text.importExists("out7"), english.importExists("out7"), ["out7", "--force"]),
        (
          text.importWillNotReplace(.init(destination: "out7", refusal: .notAFolder)),
          english.importWillNotReplace(.init(destination: "out7", refusal: .notAFolder)),
          ["out7", "--force", "quiz import"]
        ),
        (
          text.importWillNotReplace(.init(destination: "out7", refusal: .notABank)),
          english.importWillNotReplace(.init(destination: "out7", refusal: .notABank)),
          ["out7", "questions.plist", "pictures/"]
        ),
        (
          text.importWillNotReplace(.init(destination: "out7", refusal: .holdsSource)),
          english.importWillNotReplace(.init(destination: "out7", refusal: .holdsSource)), ["out7"]
        ),
        (
          text.importWillNotReplace(.init(destination: "out7", refusal: .holdsWorkingDirectory)),
          english.importWillNotReplace(.init(destination: "out7", refusal: .holdsWorkingDirectory)),
          ["out7"]
        ),
        (text.importPlayWith("mine7"), english.importPlayWith("mine7"), ["quiz --bank mine7"]),
        (text.importNoHome, english.importNoHome, ["XDG_DATA_HOME", "HOME"]),
        (text.tooLarge(16), english.tooLarge(16), ["16 MiB"]),
        (text.noSuchFile, english.noSuchFile, []),
        (text.notRegularFile, english.notRegularFile, []),
        (
          text.pictureNotFound(.init(spreadsheet: "w7.csv", tried: ["a7.png"])),
          english.pictureNotFound(.init(spreadsheet: "w7.csv", tried: ["a7.png"])),
          ["w7.csv", "pictures/", "a7.png"]
        ),
        (
          text.pictureUnreadable(.init(path: "a7.png", problem: "why")),
          english.pictureUnreadable(.init(path: "a7.png", problem: "why")),
          ["a7.png", "why"]
        ),
        (
          text.cannotWrite(.init(path: "d7", problem: "why")),
          english.cannotWrite(.init(path: "d7", problem: "why")), ["d7", "why"]
        ),
        (text.pamIsPicture, english.pamIsPicture, ["--pam"]),
        (text.pamToTerminal, english.pamToTerminal, ["PAM", ".pam"]),
        (
          text.pictureOutsideFolder(.init(picture: "a7.png", spreadsheet: "w7.csv")),
          english.pictureOutsideFolder(.init(picture: "a7.png", spreadsheet: "w7.csv")),
          ["a7.png", "w7.csv"]
        ),
        (
          text.cannotReplace(.init(path: "d7", problem: "why")),
          english.cannotReplace(.init(path: "d7", problem: "why")), ["d7", "why"]
        ),
        (
          text.writtenBankPicture(.init(path: "d7", problem: "w")),
          english.writtenBankPicture(.init(path: "d7", problem: "w")), ["d7"]
        ),
        (
          text.writtenBankBroken(.init(path: "d7", problem: "w")),
          english.writtenBankBroken(.init(path: "d7", problem: "w")), ["d7"]
        ),
      ]
      for (line, englishLine, values) in pairs {
        #expect(line != englishLine)
        for value in values { #expect(line.contains(value), "\(value) in \(line)") }
      }
    }
  }

  @Test("common system errors are told in the language; others as the system says them")
  func systemErrors() {
    for code in [EACCES, ENOSPC, EROFS, ENOENT, EISDIR, ENOTDIR, EDQUOT, EIO] {
      let english = CommandErrorText.english.systemError(code)
      #expect(english == Platform.errorText(code))
      for text in Self.translated { #expect(text.systemError(code) != english, "\(code)") }
    }
    #expect(CommandErrorText.spanish.systemError(ENOSPC) == "no queda espacio en el dispositivo")
    #expect(CommandErrorText.chinese.systemError(EACCES) == "权限不够")
    #expect(CommandErrorText.spanish.systemError(EHOSTDOWN) == Platform.errorText(EHOSTDOWN))
  }
}
