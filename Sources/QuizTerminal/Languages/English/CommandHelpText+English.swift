import QuizCore
import QuizUI

extension CommandHelpText {
  /// English.
  public static let english = CommandHelpText(
    usage: "Usage: ", options: "Options:", optionsPlaceholder: "[options]",
    command: { $0.summary }, option: { $0.summary })
}
