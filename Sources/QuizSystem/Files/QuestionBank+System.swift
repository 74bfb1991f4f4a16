import Foundation
import QuizCore

extension QuestionBank {
  /// Loads and validates the bank at `url` from the operating system's files
  /// (``FileAccess/system``); see ``QuestionBank/load(contentsOf:displayPath:decodePictures:files:)``.
  public static func load(
    contentsOf url: URL, displayPath: String? = nil, decodePictures: Bool = true
  ) throws(BankError) -> QuestionBank {
    try load(
      contentsOf: url, displayPath: displayPath, decodePictures: decodePictures, files: .system)
  }
}

extension Picture {
  /// Reads and decodes a picture file from the operating system's files
  /// (``FileAccess/system``); see ``Picture/load(contentsOf:files:)``.
  public static func load(contentsOf url: URL) throws(PictureLoadError) -> Picture {
    try load(contentsOf: url, files: .system)
  }
}
