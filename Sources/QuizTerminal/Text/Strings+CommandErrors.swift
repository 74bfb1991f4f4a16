import QuizUI

extension Strings {
  /// The commands' error and notice lines, in the language of ``Strings/code``.
  package var commandErrors: CommandErrorText {
    switch code {
    case "es": return .spanish
    case "zh": return .chinese
    default: return .english
    }
  }
}
