import QuizCore

extension PictureErrorText {
  /// English.
  static func english(_ error: PictureLoadError) -> String { error.description }
}
