import Foundation
import Testing

@testable import QuizCore

@Suite("Invisible characters in bank text")
struct InvisibleTextTests {
  @Test(
    "a title holding an invisible character is an error naming it",
    arguments: [
      ("Sun\u{E0041}\u{E0042}", "\u{E0041}\u{E0042}"),  // tag characters after a letter
      ("Hot star\u{E0001}", "\u{E0001}"),  // language tag
      ("Hot\u{200C}star", "\u{200C}"),  // zero-width non-joiner
      ("\u{200E}Hot star", "\u{200E}"),  // left-to-right mark
      ("Hot star\u{200F}", "\u{200F}"),  // right-to-left mark
      ("Hot\u{200B}star", "\u{200B}"),  // zero-width space
      ("Hot\u{2060}star", "\u{2060}"),  // word joiner
      ("Hot\u{034F}star", "\u{034F}"),  // combining grapheme joiner
      ("Hot\u{00AD}star", "\u{00AD}"),  // soft hyphen
      ("Hot\u{200D}star", "\u{200D}"),  // a joiner between letters, not emoji
    ])
  func invisibleInTitle(title: String, hidden: String) {
    let issues = Fixture.issues([Fixture.entry(title: title)])
    #expect(issues == [BankIssue(question: 1, key: "title", problem: .invisibleLetter(hidden))])
  }

  @Test(
    "emoji sequences, variation selectors, keycaps, flags and accents stay valid in titles",
    arguments: [
      "Family 👨‍👩‍👧", "Heart ❤️", "Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "Cafe\u{301}", "Key 1️⃣", "Thumbs 👍🏽", "鸭梨",
      "Flag 🇫🇷", "Rainbow flag 🏳️‍🌈",
    ])
  func visibleTitles(title: String) {
    #expect(Fixture.issues([Fixture.entry(title: title)]).isEmpty)
  }

  @Test("a zero-width non-joiner inside an answer letter is an error, as before it slipped by")
  func joinerInsideAnswerLetter() {
    let issues = Fixture.issues([Fixture.entry(answer: "SU\u{200C}N")])
    #expect(
      issues == [BankIssue(question: 1, key: "answer", problem: .invisibleLetter("\u{200C}"))])
  }

  @Test("an option letter hiding a tag character is an error")
  func tagInsideOption() {
    let issues = Fixture.issues([
      Fixture.entry(answer: "UN", ["options": ["U\u{E0041}", "N", "U"]])
    ])
    #expect(
      issues.contains { $0.key == "options" && $0.severity == .error },
      "\(issues)")
  }

  @Test(
    "escaped writes invisible characters visibly but keeps emoji sequences whole",
    arguments: zip(
      [
        "col\u{200B}our", "Hot\u{200C}star", "\u{200E}x", "n\u{E0041}", "👨‍👩‍👧", "❤️",
        "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "a\u{200D}b", "cafe\u{301}",
      ],
      [
        "col\\u{200B}our", "Hot\\u{200C}star", "\\u{200E}x", "n\\u{E0041}", "👨‍👩‍👧", "❤️",
        "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "a\\u{200D}b", "cafe\u{301}",
      ]))
  func escapingInvisible(raw: String, expected: String) {
    #expect(TextSafety.escaped(raw) == expected)
  }

  /// The prepended concatenation marks (format characters that Unicode's grapheme rules
  /// join to the letter after them: the Arabic number signs, the end of ayah, the Syriac
  /// abbreviation mark, the Kaithi number signs).
  static let prependMarks: [Unicode.Scalar] = [
    "\u{600}", "\u{601}", "\u{602}", "\u{603}", "\u{604}", "\u{605}", "\u{6DD}", "\u{70F}",
    "\u{890}", "\u{891}", "\u{8E2}", "\u{110BD}", "\u{110CD}",
  ]

  @Test(
    "a prepended concatenation mark before a letter is one visible letter", arguments: prependMarks)
  func prependBeforeLetter(mark: Unicode.Scalar) throws {
    for base in ["\u{915}", "\u{628}", "\u{663}", "7"] {
      let letters = Array(String(mark) + base)
      try #require(letters.count == 1, "U+\(String(mark.value, radix: 16)) \(base)")
      #expect(TextSafety.invisibleScalars(in: letters[0]).isEmpty)
      #expect(TextSafety.escaped(String(letters[0])) == String(letters[0]))
    }
    let title = "Sign " + String(mark) + "\u{915}"
    #expect(Fixture.issues([Fixture.entry(title: title)]).isEmpty)
  }

  @Test(
    "a prepended concatenation mark alone, or before only a mark, is invisible",
    arguments: prependMarks)
  func lonePrepend(mark: Unicode.Scalar) throws {
    let lone = Character(mark)
    #expect(TextSafety.invisibleScalars(in: lone) == [mark])
    let title = "Sign " + String(mark)
    #expect(
      Fixture.issues([Fixture.entry(title: title)])
        == [BankIssue(question: 1, key: "title", problem: .invisibleLetter(String(mark)))])
    let overMark = Array(String(mark) + "\u{301}")
    try #require(overMark.count == 1)
    #expect(TextSafety.invisibleScalars(in: overMark[0]) == [mark, "\u{301}"])
  }

  @Test("a joiner after a prepended mark and its letter is still invisible")
  func laterFormatAfterPrepend() throws {
    let letters = Array("\u{6DD}\u{915}\u{200C}")
    try #require(letters.count == 1)
    #expect(TextSafety.invisibleScalars(in: letters[0]) == ["\u{200C}"])
  }
}
