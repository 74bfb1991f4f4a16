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
}
