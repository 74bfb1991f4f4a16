import Foundation
import QuizSystem
import Testing

@testable import QuizCore

@Suite("Bank validation: invisible letters, duplicate answers, icon extensions")
struct BankValidationExtraTests {
  @Test(
    "an answer letter with no visible base is an error showing its scalars escaped",
    arguments: [
      ("A\u{200B}B", "\u{200B}", "\\u{200B}"),  // zero-width space (Cf)
      ("A\u{FEFF}B", "\u{FEFF}", "\\u{FEFF}"),  // byte-order mark (Cf)
      ("A\u{2060}B", "\u{2060}", "\\u{2060}"),  // word joiner (Cf)
      ("A\u{FFF9}B", "\u{FFF9}", "\\u{FFF9}"),  // annotation anchor: Cf, not default-ignorable
      ("\u{200D}AB", "\u{200D}", "\\u{200D}"),  // a joiner with nothing before it (Cf)
      ("\u{0301}AB", "\u{0301}", "\\u{0301}"),  // lone combining acute (Mn)
      ("\u{20DD}AB", "\u{20DD}", "\\u{20DD}"),  // lone enclosing circle (Me)
      ("\u{093E}AB", "\u{093E}", "\\u{093E}"),  // lone Devanagari vowel sign (Mc)
      ("A\u{3164}B", "\u{3164}", "\\u{3164}"),  // Hangul filler: a letter, but default-ignorable
      ("A\u{0378}B", "\u{0378}", "\\u{0378}"),  // unassigned
    ])
  func invisibleAnswerLetter(_ answer: String, _ letter: String, _ shown: String) {
    let issues = Fixture.issues([Fixture.entry(answer: answer)])
    #expect(issues == [BankIssue(question: 1, key: "answer", problem: .invisibleLetter(letter))])
    #expect(BankProblem.shownScalars(letter) == shown)
    #expect(issues.allSatisfy { $0.severity == .error })
  }

  @Test("each different invisible letter of an answer is reported once, in answer order")
  func invisibleLettersOnceEach() {
    let issues = Fixture.issues([Fixture.entry(answer: "A\u{200B}B\u{FEFF}C\u{200B}")])
    #expect(
      issues == [
        BankIssue(question: 1, key: "answer", problem: .invisibleLetter("\u{200B}")),
        BankIssue(question: 1, key: "answer", problem: .invisibleLetter("\u{FEFF}")),
      ])
  }

  @Test("an invisible option is an error, so it can never be a tile or a decoy")
  func invisibleOption() {
    let entries: [Any] = [
      Fixture.entry(answer: "AB", ["options": ["A", "\u{200B}", "B", "\u{0301}"]]),
      Fixture.entry(answer: "A\u{200B}B"),
    ]
    let issues = Fixture.issues(entries)
    #expect(
      issues == [
        BankIssue(
          question: 1, key: "options",
          problem: .badOptions([
            OptionFault(index: 1, value: "\u{200B}", reason: .invisible),
            OptionFault(index: 3, value: "\u{0301}", reason: .invisible),
          ])),
        BankIssue(question: 2, key: "answer", problem: .invisibleLetter("\u{200B}")),
      ])
    #expect(
      OptionFault.grouped([
        OptionFault(index: 1, value: "\u{200B}", reason: .invisible),
        OptionFault(index: 3, value: "\u{0301}", reason: .invisible),
      ]).map { $0.map { $0.shown(typeName: { _ in "" }) } } == [
        ["2 (\"\\u{200B}\")", "4 (\"\\u{0301}\")"]
      ])
  }

  @Test("emoji ZWJ sequences, decomposed accents and joiners inside a letter stay valid")
  func visibleLettersWithInvisibleParts() throws {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let bank = try Fixture.parse([
      Fixture.entry(answer: "CAF" + "e\u{0301}", ["options": ["C", "A", "F", "e\u{0301}"]]),
      Fixture.entry(
        answer: family + "\u{2764}\u{FE0F}", ["options": [family, "\u{2764}\u{FE0F}"]]),
    ])
    #expect(bank.questions.count == 2)
    #expect(bank.warnings.isEmpty)
  }

  @Test("a repeated answer, exactly or in another case, is a warning naming the first question")
  func duplicateAnswersWarn() throws {
    let bank = try Fixture.parse([
      Fixture.entry(answer: "APPLE"),
      Fixture.entry(answer: "PEAR"),
      Fixture.entry(answer: "APPLE"),
      Fixture.entry(answer: "apple"),
      Fixture.entry(answer: "Pear"),
    ])
    #expect(bank.questions.map(\.answer) == ["APPLE", "PEAR", "APPLE", "apple", "Pear"])
    #expect(
      bank.warnings == [
        BankIssue(question: 3, key: "answer", problem: .duplicateAnswer(firstQuestion: 1)),
        BankIssue(question: 4, key: "answer", problem: .duplicateAnswer(firstQuestion: 1)),
        BankIssue(question: 5, key: "answer", problem: .duplicateAnswer(firstQuestion: 2)),
      ])
    #expect(bank.warnings.allSatisfy { $0.severity == .warning })
  }

  @Test("answers that only look alike in another normal form are duplicates too")
  func duplicateAnswerAcrossNormalForms() {
    let issues = Fixture.issues([
      Fixture.entry(answer: "CAF\u{C9}"),
      Fixture.entry(answer: "cafe\u{0301}"),
      Fixture.entry(answer: "CAFE"),
    ])
    #expect(
      issues == [BankIssue(question: 2, key: "answer", problem: .duplicateAnswer(firstQuestion: 1))]
    )
  }

  @Test("an icon with an unsupported extension that is missing lists the formats looked for")
  func unsupportedExtensionHint() throws {
    let url = try BankPictureTests.bank(icon: "sun.bmp", files: ["sun.bmp": "not read"])
    let bank = try QuestionBank.load(contentsOf: url, decodePictures: false)
    #expect(
      bank.warnings == [BankIssue(question: 1, key: "icon", problem: .pictureMissing("sun.bmp"))])
    #expect(
      BankProblem.formatsLookedFor(icon: "sun.bmp") == [
        ".png", ".jpg", ".jpeg", ".gif", ".xpm", ".ppm", ".pgm", ".pnm",
      ])
  }

  @Test("a missing icon without an extension, or with a supported one, gets no format list")
  func noHintForPlainOrSupportedNames() {
    #expect(BankProblem.formatsLookedFor(icon: "owl") == [])
    #expect(BankProblem.formatsLookedFor(icon: "sun.xpm") == [])
    #expect(BankProblem.formatsLookedFor(icon: "sun.PPM") == [])
  }

  @Test("an icon written with a supported extension finds that file")
  func iconWithSupportedExtension() throws {
    let url = try BankPictureTests.bank(
      icon: "dot.ppm", files: ["dot.ppm": "P3\n1 1\n255\n255 0 0\n"])
    let bank = try QuestionBank.load(contentsOf: url)
    #expect(bank.warnings.isEmpty)
    #expect(bank.pictureURL(for: "dot.ppm")?.lastPathComponent == "dot.ppm")
  }

  @Test("blank text is what trimming white space and newlines leaves empty, scalar by scalar")
  func blankMatchesTrimming() {
    var texts = ["", "a", " a ", " \t\r\n", "\u{0B}\u{0C}", "\u{85}\u{A0}\u{2028}", "\u{3000}x"]
    texts += (0...0x3100).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
    for text in texts {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      #expect(BankValidator.isBlank(text) == trimmed, "\(text.unicodeScalars.map(\.value))")
    }
  }
}
