import QuizCore

/// Why a picture file cannot be shown, in each language (``BankErrorText/picture``): every
/// case of ``PictureLoadError``, ``PictureError``, ``PNGError``, ``InflateError``,
/// ``GIFError`` and ``JPEGError`` with an exhaustive `switch`, one `static func` per language
/// in the language's folder; chunk names, numbers and file names stay as they are.
enum PictureErrorText {}
