import QuizCore

extension CommandErrorText {
  /// English: the errors' own descriptions.
  public static let english = CommandErrorText(
    usage: { $0.description }
  )
}
