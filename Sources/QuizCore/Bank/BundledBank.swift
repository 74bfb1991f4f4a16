import Foundation

extension QuestionBank {
  /// The names of the banks shipped with the game.
  public static let bundledNames = ["en", "zh"]

  /// The file of a bundled bank: `en` (the default English bank) or `zh` (Chinese).
  public static func bundledURL(named name: String) -> URL? {
    guard bundledNames.contains(name) else { return nil }
    let folder = name == "en" ? "Resources" : "Resources/\(name)"
    return Bundle.module.url(forResource: "questions", withExtension: "plist", subdirectory: folder)
  }
}
