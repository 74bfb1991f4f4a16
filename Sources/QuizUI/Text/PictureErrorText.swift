import QuizCore

/// Why a picture file cannot be shown, in each language (``BankErrorText/picture``): every
/// case of ``PictureLoadError``, ``PictureError``, ``PNGError`` and ``InflateError`` with an
/// exhaustive `switch`. English is QuizCore's own
/// `description`; chunk names, numbers and file names stay as they are.
enum PictureErrorText {
  /// English: QuizCore's description, byte for byte.
  static func english(_ error: PictureLoadError) -> String { error.description }
}
