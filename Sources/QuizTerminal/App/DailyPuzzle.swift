import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// The day's puzzle, the bank its pictures are in, and what the statistics say of the day:
/// what `quiz daily`, `quiz daily --share` and the start screen's daily puzzle share.
struct DailyPuzzle {
  /// The day.
  var day: CalendarDay
  /// Its puzzle.
  var puzzle: Puzzle
  /// The bank of the pool's first pack, for the pictures.
  var bank: QuestionBank
  /// The pack, question and answer of the day, to be kept with its result.
  var question: DailyResult.Played
  /// The language of the daily sequence the puzzle is from.
  var language: String
  /// The statistics as read, when there is a file to read them from.
  var statistics: Statistics?
  /// Where a damaged statistics file was moved.
  var setAside: String?

  /// The day's recorded result, when it was played.
  var played: DailyResult? { statistics?.dailyResult(on: day) }

  /// The result screen's card of the day's recorded result.
  var card: DailyCard? {
    played.map {
      // The answer recorded with the result (a result kept before answers were has none
      // to show: the puzzle of this language may not be the one played).
      DailyCard(
        result: $0, day: day, answer: [], statistics: statistics, language: language,
        letters: puzzle.answer.count)
    }
  }

  /// The questions of the bundled packs of `language` (English when it has none), in
  /// manifest order, the folder their pictures are in, each question's pack name, and the
  /// language they are in.
  static func pool(language: String) throws(BankLoadFailure) -> (
    questions: [QuizQuestion], bank: QuestionBank, packs: [String], language: String
  ) {
    let packs = try BankLoadFailure.fromPack(try BundledPack.all())
    var chosen = packs.filter { $0.language == language }
    var language = language
    if chosen.isEmpty {
      chosen = packs.filter { $0.language == "en" }
      language = "en"
    }
    var questions: [QuizQuestion] = []
    var names: [String] = []
    var first: QuestionBank?
    for pack in chosen {
      let bank = try BankLoadFailure.fromBank(try pack.load())
      questions += bank.questions
      names += Array(repeating: pack.name, count: bank.questions.count)
      if first == nil { first = bank }
    }
    guard let first, !questions.isEmpty else {
      throw .pack(.manifestInvalid(path: "packs.plist", problem: .noPackForDaily))
    }
    return (questions, first, names, language)
  }

  /// The puzzle of `day` from the packs of the interface language, and the statistics of
  /// `store` (read, so a damaged file is set aside).
  static func today(
    _ day: CalendarDay, strings: Strings, store: StatsStore?, now: Date
  ) throws(PlayFailure) -> DailyPuzzle {
    let source: (questions: [QuizQuestion], bank: QuestionBank, packs: [String], language: String)
    do {
      source = try pool(language: strings.code)
    } catch {
      switch error {
      case .bank(let error):
        throw PlayFailure(line: strings.bankErrors.bankError(error), code: error.exitCode)
      case .pack(let error):
        throw PlayFailure(line: strings.bankErrors.packError(error), code: error.exitCode)
      case .usage(let error):
        throw PlayFailure(line: error.line(in: strings), code: ExitCode.usage)
      }
    }
    let schedule = DailySchedule(pool: source.questions)
    let question = schedule.question(for: day)
    var today = DailyPuzzle(
      day: day, puzzle: schedule.puzzle(for: day), bank: source.bank,
      question: DailyResult.Played(
        pack: source.packs[schedule.index(for: day)], question: question.title,
        answer: question.answer, language: source.language),
      language: source.language)
    if let store {
      store.removeStaleTemporaryFiles(now: now)
      do {
        let loaded = try store.read()
        today.statistics = loaded.statistics
        today.setAside = loaded.setAside
      } catch {
        throw PlayFailure(
          line: strings.commandErrors.statsError(error), code: ExitCode.ioError)
      }
    }
    return today
  }
}

extension DailyPuzzle {
  /// The share card of the day's `result`: in the language and with the answer's length it
  /// was played with (recorded with it), else those of the day's puzzle now.
  func shareCard(_ result: DailyResult, streak: Int) -> ShareCard {
    ShareCard(
      result: result, day: day, language: result.played?.language ?? language,
      letters: result.played?.answer.count ?? puzzle.answer.count, streak: streak)
  }
}
