import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// Every case of every error QuizCore gives about a bank, a pack or a picture, said in each
/// language: English as recorded in `Snapshots/english-errors.txt`, and no English reaches
/// Spanish, Chinese or French.
@Suite("Error messages in every language, case by case")
struct ErrorTranslationTests {
  /// One message in English and as a language says it.
  struct Said {
    var english: String
    var translated: String
  }

  /// Every language but English, by its English name.
  static let languages: [(name: String, text: BankErrorText)] = Language.allCases
    .filter { $0 != .english }.map { ($0.strings.language, $0.strings.bankErrors) }

  /// Every sample, said in English and by `text`.
  static func said(by text: BankErrorText) -> [Said] {
    let samples = ErrorSamples.self
    let english = BankErrorText.english
    return samples.bankErrors.map {
      Said(english: english.bankError($0), translated: text.bankError($0))
    }
      + samples.bankErrors.map { Said(english: english.reason($0), translated: text.reason($0)) }
      + samples.problems.map { Said(english: english.problem($0), translated: text.problem($0)) }
      + samples.packErrors.map {
        Said(english: english.packError($0), translated: text.packError($0))
      }
      + samples.loadErrors.map { Said(english: english.picture($0), translated: text.picture($0)) }
  }

  /// The words (runs of ASCII letters, lowercased) of `text`.
  static func words(_ text: String) -> Set<String> {
    var words = Set<String>()
    var word = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.insert(word.lowercased())
        word = ""
      }
    }
    if !word.isEmpty { words.insert(word.lowercased()) }
    return words
  }

  /// Words a message may hold in any language: what the samples carry (paths, names, the
  /// parser's own words), hexadecimal digits and the names of formats, chunks, keys and
  /// units.
  static let anyLanguage: Set<String> =
    ErrorSamples.values.reduce(into: Set<String>()) { $0.formUnion(words($1)) }.union([
      "u", "x", "xy", "e", "mib", "bytes", "png", "xpm", "netpbm", "p", "xml", "openstep", "fifo",
      "socket",
      "ihdr", "plte", "trns", "idat", "iend", "crc", "adler", "zlib", "deflate", "huffman",
      "maxval", "none", "c", "m", "g", "s", "pictures", "pnm", "ppm", "pgm", "gif", "level",
      "questions", "answer", "icon", "jpeg", "jpg", "soi", "eoi", "dht", "sos", "lzw", "heic",
      "avif", "webp", "tiff", "bmp",
    ])

  /// Words Spanish shares with the English messages.
  static let sharedWithSpanish: Set<String> = [
    "no", "a", "de", "error", "invisible", "control", "escape", "byte", "hexadecimal",
  ]

  /// Words French shares with the English messages.
  static let sharedWithFrench: Set<String> = [
    "non", "image", "question", "options", "option", "type", "table", "code", "date", "pixel",
    "pixels", "format", "second", "signature", "palette", "invisible", "dimensions", "segment",
    "extension", "compression", "version", "permission", "long", "impossible",
  ]

  /// The English words a language's messages may hold as its own words too.
  static func shared(by name: String) -> Set<String> {
    switch name {
    case "Spanish": sharedWithSpanish
    case "French": sharedWithFrench
    default: []
    }
  }

  @Test("every case of every error type has a sample")
  func everyCaseHasASample() {
    for coverage in ErrorSamples.coverage {
      #expect(coverage.covered == Set(0..<coverage.count), "\(coverage.type)")
    }
  }

  @Test("no language lets a control character of a sample through")
  func noControlCharacters() {
    for text in [BankErrorText.english] + Self.languages.map(\.text) {
      for said in Self.said(by: text) {
        let control = said.translated.unicodeScalars.filter {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
        #expect(control.isEmpty, "\(said.translated.debugDescription)")
      }
    }
  }

  @Test("English says every case as recorded, byte for byte")
  func englishAsRecorded() throws {
    // One line per sample: the English words of every case, written out in the golden file
    // (control characters and backslashes as Swift writes them, so the file stays text).
    let lines = Self.said(by: .english).map { said in
      said.english.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
          return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: return String(scalar)
        }
      }.joined()
    }
    try Golden.assertMatches(lines.joined(separator: "\n") + "\n", named: "english-errors")
  }

  @Test("no English word reaches Spanish, Chinese or French in any case")
  func noEnglishLeft() {
    let english = Self.said(by: .english).reduce(into: Set<String>()) {
      $0.formUnion(Self.words($1.english))
    }
    for (name, text) in Self.languages {
      let allowed = Self.anyLanguage.union(Self.shared(by: name))
      for said in Self.said(by: text) {
        #expect(said.translated != said.english, "\(name): \(said.english)")
        let left = Self.words(said.translated).subtracting(allowed)
        let leaked = name == "Chinese" ? left : left.intersection(english)
        #expect(leaked.isEmpty, "\(name): \(leaked.sorted()) in \(said.translated)")
      }
    }
  }
}
