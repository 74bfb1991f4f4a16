/// What is wrong with the list of bundled packs (packs are numbered from 1).
public enum ManifestFault: Equatable, Sendable {
  /// The root is not an array.
  case rootNotArray
  /// An entry is not a dictionary.
  case notADictionary(pack: Int)
  /// An entry lacks a text it needs, or has it empty (the key given: `title`).
  case missingKey(pack: Int, key: String)
  /// A pack's name holds something other than ASCII letters, digits and `-`.
  case badName(pack: Int)
  /// A pack's level is missing or below 1.
  case badLevel(pack: Int)
  /// A pack's question count is not a count of 0 or more.
  case badQuestionCount(pack: Int)
  /// No pack of the language, nor of English, to choose the daily puzzle from.
  case noPackForDaily
}
