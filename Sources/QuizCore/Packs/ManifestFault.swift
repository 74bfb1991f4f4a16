/// What is wrong with the list of bundled packs (packs are numbered from 1).
public enum ManifestFault: Equatable, Sendable, CustomStringConvertible {
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

  /// A lowercase explanation, as English messages give it.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .rootNotArray: "the root must be an array of packs"
    case .notADictionary(let pack): "pack \(pack) is not a dictionary"
    case .missingKey(let pack, let key): "pack \(pack) needs a \(key)"
    case .badName(let pack): "pack \(pack): a name of letters, digits, -"
    case .badLevel(let pack): "pack \(pack) needs a level of 1 or more"
    case .badQuestionCount(let pack): "pack \(pack): questions must be a count of 0 or more"
    case .noPackForDaily: "no bundled pack to choose the daily puzzle from"
    }
  }
}
