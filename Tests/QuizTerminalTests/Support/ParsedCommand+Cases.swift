@testable import QuizTerminal

/// The command a parse gave, for tests to `#require`.
extension ParsedCommand {
  var play: PlayCommand? { command as? PlayCommand }
  var check: CheckCommand? { command as? CheckCommand }
  var banks: BanksCommand? { command as? BanksCommand }
  var stats: StatsCommand? { command as? StatsCommand }
  var daily: DailyCommand? { command as? DailyCommand }
  var picture: PictureCommand? { command as? PictureCommand }
  var importBank: ImportCommand? { command as? ImportCommand }
}
