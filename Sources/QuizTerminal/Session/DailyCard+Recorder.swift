import QuizCore
import QuizSystem
import QuizUI

extension DailyCard {
  /// The card of the day `recorder` plays as the daily puzzle, once its game is over: the
  /// result it recorded or, when another game recorded the day first (two terminals at
  /// once), that one; `nil` when the day has no result (left untouched).
  /// A result that could not be saved is shown as not recorded.
  public init?(recordedBy recorder: StatsRecorder, answer: [Character]) {
    guard let day = recorder.daily else { return nil }
    let language = recorder.played?.language ?? "en"
    if let unsaved = recorder.unsavedDaily, recorder.dailyResult == nil {
      self.init(
        result: unsaved, day: day, answer: answer, statistics: nil, language: language,
        letters: answer.count)
      recorded = false
      return
    }
    guard
      let result = recorder.dailyResult ?? recorder.playedElsewhere
        ?? recorder.latest?.dailyResult(on: day)
    else { return nil }
    // Another game's result shows its own answer, or none when it did not keep it.
    let own = recorder.dailyResult != nil ? answer : []
    self.init(
      result: result, day: day, answer: own, statistics: recorder.latest, language: language,
      letters: answer.count)
  }
}
