@testable import QuizTerminal

/// The command a parse gave, for tests to `#require`.
extension QuizCommand {
  var play: PlayCommand? { if case .play(let command) = self { command } else { nil } }
  var check: CheckCommand? { if case .check(let command) = self { command } else { nil } }
  var banks: BanksCommand? { if case .banks(let command) = self { command } else { nil } }
  var stats: StatsCommand? { if case .stats(let command) = self { command } else { nil } }
  var daily: DailyCommand? { if case .daily(let command) = self { command } else { nil } }
  var picture: PictureCommand? { if case .picture(let command) = self { command } else { nil } }
  var importBank: ImportCommand? {
    if case .importBank(let command) = self { command } else { nil }
  }
}
