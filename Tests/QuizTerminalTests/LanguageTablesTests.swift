import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI

/// Every language of the interface gives every table, each chosen by one switch over
/// ``Language``; a sample line of each table is the language's own, not English.
@Suite("Every language gives every table")
struct LanguageTablesTests {
  /// One sample line of every table of `language`, by table name.
  static func samples(_ language: Language) -> [(table: String, line: String)] {
    let strings = language.strings
    return [
      ("interface", strings.statusWrong),
      ("menu", strings.menu.heading),
      ("how to play", strings.howToPlay.heading),
      ("bank errors", strings.bankErrors.bankError(.emptyBank(path: "b.plist"))),
      ("picture errors", strings.bankErrors.picture(.unknownContent)),
      ("command errors", strings.commandErrors.usage(.pictureNeedsFile)),
      ("command help", strings.commandHelp.localized("BANK")),
      ("overview", strings.overview.command(.check)),
      ("recording", strings.recording.replayEnded),
      ("export", ExportText.forLanguage(language).binaryToTerminal),
      ("folder import", FolderImportText.forLanguage(language).lengthClue(4)),
    ]
  }

  @Test("each language is the one its tables are chosen by")
  func tablesBelongToTheLanguage() {
    for language in Language.allCases {
      #expect(language.strings.id == language)
      #expect(language.strings.code == language.rawValue)
      #expect(Language.forLocale(language.rawValue) == language)
    }
  }

  @Test("every table of every other language says its sample line in its own words")
  func everyTableTranslated() {
    let english = Self.samples(.english)
    #expect(english.allSatisfy { !$0.line.isEmpty })
    for language in Language.allCases where language != .english {
      let own = Self.samples(language)
      #expect(own.map(\.table) == english.map(\.table))
      for (mine, theirs) in zip(own, english) {
        #expect(!mine.line.isEmpty, "\(language) \(mine.table)")
        #expect(mine.line != theirs.line, "\(language) \(mine.table): \(mine.line)")
      }
    }
  }

  @Test("English says the sample lines as written here")
  func englishWrittenOut() {
    let english = Dictionary(
      uniqueKeysWithValues: Self.samples(.english).map { ($0.table, $0.line) })
    #expect(english["bank errors"] == "b.plist: the bank has no questions")
    #expect(english["picture errors"] == "not a PNG, JPEG, GIF, XPM or netpbm picture")
    #expect(english["command errors"] == "picture needs a file")
    #expect(english["how to play"] == "How to play")
    #expect(english["recording"] == "end of the recording · any key leaves")
    #expect(english["command help"] == "BANK")
  }
}
