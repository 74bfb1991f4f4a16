import Foundation
import QuizCore

/// Every word of the interface a player reads, in one language.
///
/// Each language is one value of this type (``english``, ``spanish``, ``chinese``, ``french``) and every
/// property is required, so a new string does not compile until every language has it.
/// JSON output never uses these: its event names, keys and reasons stay English.
public struct Strings: Sendable {
  /// The language's name in English, for tests and diagnostics.
  public var language: String
  /// Which language this is; every other table of the language is chosen by it.
  public var id: Language
  /// The start screen's strings.
  public var menu: MenuText
  /// The how-to-play card's words: shown before the very first question and again with F1
  /// or `/`.
  public var howToPlay: HowToPlayText

  // MARK: Legend

  /// The legend's pieces, longest wording first.
  public var legendPickLong: String
  /// "type to pick".
  public var legendPickShort: String
  /// "⌫ clear".
  public var legendClear: String
  /// "? reveal (60)".
  public var legendRevealLong: String
  /// "? reveal 60".
  public var legendRevealShort: String
  /// "! remove (90)".
  public var legendRemoveLong: String
  /// "! remove 90".
  public var legendRemoveShort: String
  /// "? hint".
  public var legendHint: String
  /// "! remove".
  public var legendRemove: String
  /// "> skip".
  public var legendSkip: String
  /// "+ zoom".
  public var legendZoom: String
  /// "Esc quit": Esc ends the session.
  public var legendQuit: String
  /// "Esc menu": Esc goes back to the start screen (a game opened from it).
  public var legendMenu: String
  /// "Esc finish": Esc ends the retry round and shows the final score.
  public var legendFinish: String

  // MARK: Messages

  /// Why an action did nothing.
  public var rejection: @Sendable (Rejection) -> String
  /// The message line after a rejected key: the key's name and why.
  public var statusRejected: @Sendable (Rejected) -> String
  /// The message line after a wrong answer.
  public var statusWrong: String
  /// The message line after a right answer, with its points.
  public var statusRight: @Sendable (Int) -> String
  /// After a revealing hint, with its cost.
  public var statusRevealed: @Sendable (Int) -> String
  /// After a removing hint, with its cost.
  public var statusRemoved: @Sendable (Int) -> String
  /// After a skip, with the answer.
  public var statusSkipped: @Sendable (String) -> String
  /// "✓ Right!", during the pause after a right answer when nothing else is said.
  public var statusRightShort: String
  /// A new game has started.
  public var statusNewGame: String
  /// The skipped questions are being retried, with how many.
  public var statusRetrying: @Sendable (Int) -> String
  /// "any key returns", under the enlarged picture.
  public var anyKeyReturns: String

  // MARK: Plain text

  /// The frame's first line before the clue: question, total, score.
  public var plainHeader: @Sendable (Standing) -> String
  /// A letter placed.
  public var plainPicked: @Sendable (String) -> String
  /// A letter sent back.
  public var plainCleared: @Sendable (String) -> String
  /// A letter revealed by a hint.
  public var plainRevealed: @Sendable (String) -> String
  /// A rejected key and why.
  public var plainRejected: @Sendable (Rejected) -> String
  /// A wrong guess.
  public var plainWrong: @Sendable (String) -> String
  /// A solved question, answer and points.
  public var plainSolved: @Sendable (Solved) -> String
  /// A revealing hint, with its cost.
  public var plainHintReveal: @Sendable (Int) -> String
  /// A removing hint, with its cost.
  public var plainHintRemove: @Sendable (Int) -> String
  /// Quitting: question, total, score.
  public var plainQuit: @Sendable (Standing) -> String
  /// The final line: score, solved, skipped, hints, wrong tries.
  public var plainFinal: @Sendable (Summary) -> String

  // MARK: Summary

  /// "Congratulations!".
  public var congratulations: String
  /// The plain-text congratulations line around the headline.
  public var plainCongratulations: @Sendable (String) -> String
  /// "All 5 questions solved".
  public var headlineAll: @Sendable (Int) -> String
  /// "3 of 5 solved".
  public var headlineCounted: @Sendable (Counted) -> String
  /// ", 2 skipped", added to the counted headline.
  public var headlineSkipped: @Sendable (Int) -> String
  /// Summary row labels.
  public var summaryScore: String
  /// "Solved".
  public var summarySolved: String
  /// "Skipped".
  public var summarySkipped: String
  /// "Hints".
  public var summaryHints: String
  /// "Wrong tries".
  public var summaryWrongTries: String
  /// "Time".
  public var summaryTime: String
  /// "Score 120", when the summary does not fit.
  public var shortScore: @Sendable (Int) -> String
  /// The letters that answer the yes/no questions; the questions show ``AnswerKeys/shown``.
  public var answerKeys: AnswerKeys
  /// "Play again? (y/n)".
  public var playAgain: String
  /// "That was the last question", above the offer to retry the skipped ones.
  public var lastQuestionDone: String
  /// "Retry the skipped question? (y/n)".
  public var retryOne: String
  /// "Retry the 3 skipped questions? (y/n)".
  public var retryMany: @Sendable (Int) -> String

  // MARK: Too small

  /// "Enlarge the terminal".
  public var enlargeTerminal: String
  /// Columns needed and present.
  public var needsColumns: @Sendable (Need) -> String
  /// Rows needed and present.
  public var needsRows: @Sendable (Need) -> String

  // MARK: Progress and the daily puzzle

  /// Where a resumed game starts: question, total, score, and how to start over
  /// (`--restart`).
  public var resumedAt: @Sendable (Standing) -> String
  /// Where a resumed game opened from the start screen starts: question, total, score (no
  /// flag: a player on the start screen cannot type one).
  public var resumedFromMenu: @Sendable (Standing) -> String
  /// The opening message of a resumed game, around ``resumedAt``.
  public var welcomeBack: @Sendable (String) -> String
  /// Saved progress in another question order.
  public var otherOrder: String
  /// Saved progress of another bank.
  public var otherBank: String
  /// The opening message when the progress file was set aside, with where it went.
  public var progressSetAside: @Sendable (String) -> String
  /// The same, as a warning on stderr.
  public var progressSetAsideWarning: @Sendable (String) -> String
  /// The opening message when progress cannot be read, with why.
  public var notSaving: @Sendable (String) -> String
  /// The same, as a warning on stderr.
  public var notSavingWarning: @Sendable (String) -> String
  /// A warning on stderr.
  public var warning: @Sendable (String) -> String
  /// The statistics file was set aside, with where it went (stderr).
  public var statsSetAsideWarning: @Sendable (String) -> String
  /// The opening message of the daily puzzle, with its date.
  public var dailyOpening: @Sendable (String) -> String
  /// The daily puzzle was already played: date, and whether it was solved.
  public var dailyPlayed: @Sendable (DailyPlayed) -> String
  /// The day's result could not be saved, with the date: no share line, no streak.
  public var dailyNotRecorded: @Sendable (String) -> String
  /// Another game recorded the day's result first, with the date: this one is not counted.
  public var dailyPlayedElsewhere: @Sendable (String) -> String

  // MARK: The daily result screen and the statistics screen

  /// The result screen's heading, with the date: "Daily puzzle · 2026-12-05".
  public var dailyHeading: @Sendable (String) -> String
  /// "✓ Solved!".
  public var dailySolved: String
  /// "✗ Not solved".
  public var dailyNotSolved: String
  /// "The answer: CAT".
  public var dailyAnswer: @Sendable (String) -> String
  /// Above the share line: "Share it:".
  public var dailyShare: String
  /// Current and best streak: "Streak 3 · best 5".
  public var dailyStreak: @Sendable (Streak) -> String
  /// "Next puzzle tomorrow".
  public var dailyTomorrow: String
  /// The last line when any key returns to the start screen.
  public var anyKeyMenu: String
  /// The last line when any key ends the program.
  public var anyKeyLeave: String
  /// The result screen's key that copies the share card: "c: copy the card".
  public var dailyCopyLegend: String
  /// The card went to the terminal's clipboard.
  public var dailyCopied: String
  /// The card went to tmux's paste buffer (and, where tmux passes it on, the clipboard).
  public var dailyCopiedTmux: String
  /// No clipboard of this terminal can be known to take the card: how to copy it by hand.
  public var dailyCopyByHand: String
  /// `quiz daily --share` before the day is played, with the date.
  public var dailyNotPlayedYet: @Sendable (String) -> String
  /// The statistics screen's last line when the text scrolls.
  public var statsScrollLegend: String

  // MARK: quiz stats

  /// The row labels of `quiz stats`: games, puzzles, solved, skipped, hints, wrong tries,
  /// average time, daily streak.
  public var statsLabels: StatsLabels
  /// "3 played, 2 finished".
  public var statsGames: @Sendable (Games) -> String
  /// "12 played".
  public var statsPuzzles: @Sendable (Int) -> String
  /// A time in seconds, with one decimal: "12.5 s", "12,5 s", "12.5 秒".
  public var statsSeconds: @Sendable (String) -> String
  /// A time in minutes and seconds: "3 min 05 s", "3 分 05 秒".
  public var statsMinutes: @Sendable (Clock) -> String
  /// The decimal mark of ``statsSeconds``: "." or ",".
  public var decimalMark: String
  /// "12.5 s per solved puzzle".
  public var statsAverage: @Sendable (String) -> String
  /// Current streak, best streak, today's mark: "4 (best 6), today ✓".
  public var statsStreak: @Sendable (_ streak: Streak, _ today: String) -> String
  /// Today's mark when the daily is not played yet.
  public var statsNotYet: String
  /// "Best scores".
  public var statsBestScores: String
  /// "Hints per solved puzzle".
  public var statsChartTitle: String

  // MARK: quiz banks and quiz check

  /// The column heads of `quiz banks`: pack, questions, progress, location.
  public var banksHeader: [String]
  /// Where a bundled pack lives.
  public var banksBundled: String
  /// After the folder of a player's pack that a bundled pack of that name hides.
  public var banksHidden: String
  /// A folder among the player's packs whose name is no pack name, told by `quiz banks`
  /// (given: the folder's path, ready to print).
  public var banksSkipped: @Sendable (String) -> String
  /// A clean bank in `quiz check`: questions, warnings.
  public var checkOK: @Sendable (CheckedBank) -> String
  /// Why a bank or a pack cannot be played: `quiz check`'s lines and every bank error.
  public var bankErrors: BankErrorText

  // MARK: Command line

  /// A command-line mistake, with the hint to ask for help.
  public var usageError: @Sendable (String) -> String
}

extension Strings {
  /// The language for a locale: `LC_ALL`, then `LC_MESSAGES`, then `LANG` (the first that
  /// is set and not empty); its language code picks the language (``forLocale(_:)``).
  public static func forEnvironment(_ environment: [String: String]) -> Strings {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    return forLocale(locale ?? "")
  }

  /// The language for a locale name such as `es_ES.UTF-8`, `zh-Hant-TW` or `es_ES@euro`:
  /// ``Language/forLocale(_:)`` decides.
  public static func forLocale(_ locale: String) -> Strings {
    Language.forLocale(locale).strings
  }

  /// The language's code: `en`, `es`, `zh` or `fr`; the daily puzzle is chosen from the
  /// bundled packs of this language.
  public var code: String { id.code }

  /// Every language, for tests.
  public static let all: [Strings] = Language.allCases.map(\.strings)
}
