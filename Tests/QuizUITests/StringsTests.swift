import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// Every language has every string, with the same values put in; the locale picks the
/// language.
@Suite("Interface language")
struct StringsTests {
  /// Each parameterised string applied to distinct values, as text per language.
  private static func filled(_ s: Strings) -> [(name: String, text: String, values: [Int])] {
    [
      ("statusRight", s.statusRight(7101), [7101]),
      ("statusRevealed", s.statusRevealed(7102), [7102]),
      ("statusRemoved", s.statusRemoved(7103), [7103]),
      ("statusSkipped", s.statusSkipped("7104"), [7104]),
      (
        "plainHeader", s.plainHeader(.init(question: 7105, total: 7106, score: 7107)),
        [7105, 7106, 7107]
      ),
      ("plainPicked", s.plainPicked("7108"), [7108]),
      ("plainCleared", s.plainCleared("7109"), [7109]),
      ("plainRevealed", s.plainRevealed("7110"), [7110]),
      ("plainRejected", s.plainRejected(.init(key: "7111", reason: "7112")), [7111, 7112]),
      ("plainWrong", s.plainWrong("7113"), [7113]),
      ("plainSolved", s.plainSolved(.init(answer: "7114", points: 7115)), [7114, 7115]),
      ("plainHintReveal", s.plainHintReveal(7116), [7116]),
      ("plainHintRemove", s.plainHintRemove(7117), [7117]),
      (
        "plainQuit", s.plainQuit(.init(question: 7118, total: 7119, score: 7120)),
        [7118, 7119, 7120]
      ),
      (
        "plainFinal",
        s.plainFinal(
          Summary(
            score: 7121, tally: Tally(solved: 7122, skipped: 7123, hints: 7124, wrongTries: 7125),
            total: 0, elapsed: 0)), [7121, 7122, 7123, 7124, 7125]
      ),
      ("plainCongratulations", s.plainCongratulations("7126"), [7126]),
      ("headlineAll", s.headlineAll(7127), [7127]),
      ("headlineCounted", s.headlineCounted(.init(solved: 7128, total: 7129)), [7128, 7129]),
      ("headlineSkipped", s.headlineSkipped(7130), [7130]),
      ("shortScore", s.shortScore(7131), [7131]),
      ("retryMany", s.retryMany(7132), [7132]),
      ("needsColumns", s.needsColumns(.init(needed: 7133, present: 7134)), [7133, 7134]),
      ("needsRows", s.needsRows(.init(needed: 7135, present: 7136)), [7135, 7136]),
      ("usageError", s.usageError("7137"), [7137]),
      ("cannotAfford", s.rejection(.cannotAfford(cost: 7138, score: 1)), [7138]),
      (
        "resumedAt", s.resumedAt(.init(question: 7139, total: 7140, score: 7141)),
        [7139, 7140, 7141]
      ),
      (
        "resumedFromMenu", s.resumedFromMenu(.init(question: 7174, total: 7175, score: 7176)),
        [7174, 7175, 7176]
      ),
      ("welcomeBack", s.welcomeBack("7142"), [7142]),
      ("progressSetAside", s.progressSetAside("7143"), [7143]),
      ("progressSetAsideWarning", s.progressSetAsideWarning("7144"), [7144]),
      ("notSaving", s.notSaving("7145"), [7145]),
      ("notSavingWarning", s.notSavingWarning("7146"), [7146]),
      ("warning", s.warning("7147"), [7147]),
      ("statsSetAsideWarning", s.statsSetAsideWarning("7148"), [7148]),
      ("dailyOpening", s.dailyOpening("7149"), [7149]),
      ("dailyPlayed", s.dailyPlayed(.init(date: "7150", solved: true)), [7150]),
      ("statsGames", s.statsGames(.init(played: 7151, finished: 7152)), [7151, 7152]),
      ("statsPuzzles", s.statsPuzzles(7153), [7153]),
      ("statsAverage", s.statsAverage("7154"), [7154]),
      ("statsStreak", s.statsStreak(.init(current: 7155, best: 7156), "7157"), [7155, 7156, 7157]),
      ("checkOK", s.checkOK(.init(questions: 7158, warnings: 7159)), [7158, 7159]),
      ("statusRetrying", s.statusRetrying(7160), [7160]),
      ("statusRejected", s.statusRejected(.init(key: "7161", reason: "7162")), [7161, 7162]),
      ("statsSeconds", s.statsSeconds("7163"), [7163]),
      ("statsMinutes", s.statsMinutes(.init(minutes: 7164, seconds: "7165")), [7164, 7165]),
      ("dailyHeading", s.dailyHeading("7170"), [7170]),
      ("dailyAnswer", s.dailyAnswer("7171"), [7171]),
      ("dailyStreak", s.dailyStreak(.init(current: 7172, best: 7173)), [7172, 7173]),
    ]
  }

  /// The fixed strings of a language.
  private static func fixed(_ s: Strings) -> [String] {
    [
      s.legendPickLong, s.legendPickShort, s.legendClear, s.legendRevealLong,
      s.legendRevealShort, s.legendRemoveLong, s.legendRemoveShort, s.legendHint,
      s.legendRemove, s.legendSkip, s.legendZoom, s.legendQuit, s.legendMenu, s.legendFinish,
      s.statusWrong, s.anyKeyReturns,
      s.congratulations, s.summaryScore, s.summarySolved, s.summarySkipped, s.summaryHints,
      s.summaryWrongTries, s.summaryTime, s.playAgain, s.lastQuestionDone, s.retryOne,
      s.enlargeTerminal, s.otherOrder, s.otherBank, s.statsNotYet, s.statsBestScores,
      s.statsChartTitle, s.dailyPlayed(.init(date: "d", solved: true)),
      s.dailyPlayed(.init(date: "d", solved: false)),
      s.banksBundled, s.banksHidden, s.statusRightShort, s.statusNewGame, s.dailySolved,
      s.dailyNotSolved, s.dailyShare, s.dailyTomorrow, s.anyKeyMenu, s.anyKeyLeave,
      s.statsScrollLegend, s.dailyCopyLegend, s.dailyCopied, s.dailyCopiedTmux,
      s.dailyCopyByHand, s.dailyNotPlayedYet("d"),
    ] + s.statsLabels.all + s.banksHeader
  }

  private static let rejections: [Rejection] = [
    .noMatchingTile("x"), .tileUnavailable(TileIndex(0)), .answerIsWrong, .slotEmpty(SlotIndex(0)),
    .slotLocked(SlotIndex(0)), .nothingToClear, .cannotAfford(cost: 60, score: 0),
    .nothingToReveal, .noDecoyLeft, .lastQuestion, .waitingForNext, .gameOver, .unknownKey,
    .invalidInput,
  ]

  @Test("every language is there: English, Spanish, Chinese, French, with its code")
  func languages() {
    #expect(Strings.all.map(\.language) == ["English", "Spanish", "Chinese", "French"])
    #expect(Strings.all.map(\.code) == ["en", "es", "zh", "fr"])
    #expect(Strings.forEnvironment(["LANG": "es_MX.UTF-8"]).code == "es")
    #expect(Strings.forEnvironment(["LC_ALL": "zh_TW", "LANG": "es_ES"]).code == "zh")
    #expect(Strings.forEnvironment(["LANG": "fr_FR.UTF-8"]).code == "fr")
    #expect(Strings.forEnvironment(["LANG": "it_IT.UTF-8"]).code == "en")
    #expect(Strings.all.allSatisfy { $0.banksHeader.count == 4 })
  }

  @Test("every string with values shows each value exactly once in every language")
  func placeholdersMatch() {
    for strings in Strings.all {
      for entry in Self.filled(strings) {
        for value in entry.values {
          #expect(
            entry.text.components(separatedBy: String(value)).count == 2,
            "\(strings.language) \(entry.name): \(entry.text)")
        }
      }
    }
  }

  @Test("every fixed string and every rejection is written out, and translated")
  func everyStringPresent() {
    for strings in Strings.all {
      #expect(Self.fixed(strings).allSatisfy { !$0.isEmpty }, "\(strings.language)")
      for reason in Self.rejections {
        #expect(!strings.rejection(reason).isEmpty, "\(strings.language) \(reason)")
      }
    }
    for strings in [Strings.spanish, .chinese, .french] {
      for (english, translated) in zip(Self.fixed(.english), Self.fixed(strings))
      where english != "Esc quit" && !Self.sharedWords.contains(english.lowercased()) {
        #expect(english != translated, "\(strings.language) keeps \(english) in English")
      }
      for reason in Self.rejections {
        #expect(strings.rejection(reason) != Strings.english.rejection(reason))
      }
      let english = Self.fixed(.english) + Self.rejections.map(Strings.english.rejection)
      let translated = Self.fixed(strings) + Self.rejections.map(strings.rejection)
      for (original, text) in zip(english, translated)
      where original != "Esc quit" {
        let kept = Self.words(original).intersection(Self.words(text))
          .filter { $0.count >= 4 && !Self.sharedWords.contains($0) }
        #expect(kept.isEmpty, "\(strings.language) keeps \(kept) in \(text)")
        if strings.code == "zh" {
          #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(text)")
        }
      }
    }
  }

  /// Words a translation may share with English: key names and words both languages spell
  /// alike, such as the French *menu*, *question*, *points* and *scores*. (The help is left
  /// out: its commands and options are English in every language.)
  private static let sharedWords: Set<String> = [
    "enter", "space", "tab", "terminal", "menu", "question", "questions", "points", "scores",
    // Names of programs and commands, typed as they are in every language.
    "tmux", "quiz", "daily",
  ]

  /// The lowercase words of `text`, letters only.
  private static func words(_ text: String) -> Set<String> {
    Set(text.lowercased().split { !$0.isLetter }.map(String.init))
  }

  @Test("the legend names the same keys and the prompts the same answers in every language")
  func keysKept() {
    let e = Strings.english
    for s in Strings.all {
      let pairs = [
        (s.legendClear, e.legendClear), (s.legendRevealLong, e.legendRevealLong),
        (s.legendRemoveLong, e.legendRemoveLong), (s.legendHint, e.legendHint),
        (s.legendSkip, e.legendSkip), (s.legendZoom, e.legendZoom), (s.legendQuit, e.legendQuit),
        (s.legendMenu, e.legendMenu), (s.legendFinish, e.legendFinish),
      ]
      for (translated, english) in pairs {
        #expect(translated.first == english.first, "\(s.language): \(translated)")
      }
      #expect(s.legendRevealLong.contains("60") && s.legendRemoveLong.contains("90"))
    }
  }

  @Test("every yes/no question shows the letters that answer it, yes first")
  func promptsShowTheirKeys() throws {
    for s in Strings.all {
      let keys = s.answerKeys
      let shown = keys.shown.split(separator: "/").map(String.init)
      #expect(shown.count == 2 && shown.allSatisfy { $0.count == 1 }, "\(s.language)")
      let yes = try #require(shown.first?.first)
      let no = try #require(shown.last?.first)
      #expect(keys.answer(.action(.type(yes))) == true, "\(s.language)")
      #expect(keys.answer(.action(.type(no))) == false, "\(s.language)")
      for prompt in [s.playAgain, s.retryOne, s.retryMany(2)] {
        #expect(prompt.contains(keys.shown), "\(s.language): \(prompt)")
        #expect(!prompt.contains("(y/n)") || keys.shown == "y/n", "\(s.language): \(prompt)")
      }
    }
    #expect(Strings.spanish.answerKeys.shown == "s/n")
  }

  @Test("the heading over the retry offer does not claim every question was done")
  func retryHeadingTruthful() {
    // Some questions were skipped when it shows: "all", "no questions left" would be false.
    let claims = [
      ("English", ["all ", "every"]), ("Spanish", ["todas", "no quedan"]),
      ("Chinese", ["所有", "都", "全部"]),
    ]
    for (s, (language, words)) in zip(Strings.all, claims) {
      #expect(s.language == language)
      for word in words {
        #expect(!s.lastQuestionDone.lowercased().contains(word), "\(language)")
      }
    }
  }

  @Test(
    "the locale picks the language: LC_ALL, then LC_MESSAGES, then LANG; C and POSIX are English",
    arguments: [
      ([:], "English"),
      (["LANG": "C"], "English"),
      (["LANG": "POSIX"], "English"),
      (["LANG": "C.UTF-8"], "English"),
      (["LANG": "en_GB.UTF-8"], "English"),
      (["LANG": "es_ES.UTF-8"], "Spanish"),
      (["LANG": "es_MX"], "Spanish"),
      (["LANG": "zh_CN.UTF-8"], "Chinese"),
      (["LANG": "zh_TW.UTF-8"], "Chinese"),
      (["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"], "Spanish"),
      (["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "es_ES", "LC_ALL": "C"], "English"),
      (["LANG": "es_ES.UTF-8", "LC_ALL": ""], "Spanish"),
      (["LANG": "es_ES.UTF-8", "LC_ALL": "zh_CN.UTF-8"], "Chinese"),
    ] as [([String: String], String)])
  func localeChoice(environment: [String: String], language: String) {
    #expect(Strings.forEnvironment(environment).language == language)
  }
}
