import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI

/// Shortening ("…") applies to the values a message quotes, never to the game's own words.
@Suite("Shortened messages keep the game's own words whole")
struct MessageShorteningTests {
  static let languages: [(name: String, text: BankErrorText)] = [
    ("English", .english), ("Spanish", .spanish), ("Chinese", .chinese),
  ]

  /// The value limits messages are said at: the terminal's and standard error's, and the
  /// smallest, at which every value longer than one character is shortened to "…".
  static let limits = [TextSafety.messageLimit, 1]

  /// The values the samples carry, as messages show them (escaped), longest first so that a
  /// value inside another is not replaced on its own.
  static let values: [String] = {
    let raw =
      ErrorSamples.values + [
        "XY", "\u{200B}", "\u{7}", "gif7335", "answer", "IDAT", "IHDR", "IEND",
      ]
    // A value of one character is never shortened, and would match inside words.
    return Set(raw.map { TextSafety.escaped($0) }).filter { $0.count > 1 }
      .sorted { $0.count > $1.count }
  }()

  /// `message` with every quoted value, whole or shortened, as one mark: what is left is
  /// the game's own words.
  static func ownWords(_ message: String) -> String {
    var words = message
    for value in values { words = words.replacingOccurrences(of: value, with: "⟨⟩") }
    words = words.replacingOccurrences(of: "…", with: "⟨⟩")
    while words.contains("⟨⟩⟨⟩") {
      words = words.replacingOccurrences(of: "⟨⟩⟨⟩", with: "⟨⟩")
    }
    return words
  }

  /// Every sample message `text` says, made when asked (at the limit of the task).
  static func messages(_ text: BankErrorText) -> [String] {
    let samples = ErrorSamples.self
    return samples.bankErrors.map(text.bankError) + samples.bankErrors.map(text.reason)
      + samples.problems.map(text.problem) + samples.packErrors.map(text.packError)
      + samples.loadErrors.map(text.picture)
  }

  @Test(
    "every bank, pack and picture message keeps its own words whole at every value limit",
    arguments: limits)
  func ownWordsWhole(limit: Int) {
    for (name, text) in Self.languages {
      let whole = TextSafety.$quotedLimit.withValue(Int.max) { Self.messages(text) }
      let limited = TextSafety.$quotedLimit.withValue(limit) { Self.messages(text) }
      #expect(whole.count == limited.count)
      for (full, shortened) in zip(whole, limited) {
        #expect(
          Self.ownWords(shortened) == Self.ownWords(full),
          "\(name) at \(limit): \(shortened)")
      }
    }
  }

  @Test("a long parser message is shortened, the sentence around it is not")
  func longParserMessage() {
    let parser = String(repeating: "Unexpected character b ", count: 20)
    let error = BankError.notPropertyList(path: "p.plist", detail: .parser(parser))
    let expected = [
      ("English", "not a property list: "), ("Spanish", "no es una lista de propiedades: "),
      ("Chinese", "不是属性列表："),
    ]
    for ((name, text), (_, sentence)) in zip(Self.languages, expected) {
      let reason = text.reason(error)
      #expect(reason.hasPrefix(sentence), "\(name): \(reason)")
      #expect(reason.contains("…"), "\(name): \(reason)")
      #expect(reason.count <= sentence.count + TextSafety.messageLimit, "\(name): \(reason)")
    }
  }

  @Test("the Spanish and Chinese sentences for a text of no known format are whole")
  func unknownFormatWhole() {
    let error = BankError.notPropertyList(path: "p.plist", detail: .unknownFormat)
    #expect(
      BankErrorText.spanish.reason(error)
        == "no es una lista de propiedades: el texto no es XML, ni una lista de propiedades "
        + "binaria, ni una lista o un diccionario OpenStep")
    #expect(BankErrorText.english.reason(error).hasSuffix("OpenStep array or dictionary"))
    #expect(!BankErrorText.chinese.reason(error).contains("…"))
  }
}
