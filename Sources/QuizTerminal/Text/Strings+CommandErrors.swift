import QuizUI

extension Strings {
  /// The commands' error and notice lines, in the language of ``Strings/id``.
  package var commandErrors: CommandErrorText {
    switch id {
    case .english: .english
    case .spanish: .spanish
    case .chinese: .chinese
    case .french: .french
    }
  }
}
