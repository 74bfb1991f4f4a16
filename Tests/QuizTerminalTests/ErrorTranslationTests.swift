import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// Every case of every error QuizCore gives about a bank, a pack or a picture, said in each
/// language: English is QuizCore's own description, and no English reaches Spanish or Chinese.
@Suite("Error messages in every language, case by case")
struct ErrorTranslationTests {
  /// One message in English and as a language says it.
  struct Said {
    var english: String
    var translated: String
  }

  static let languages: [(name: String, text: BankErrorText)] = [
    ("Spanish", .spanish), ("Chinese", .chinese),
  ]

  /// Every sample, said in English and by `text`.
  static func said(by text: BankErrorText) -> [Said] {
    let samples = ErrorSamples.self
    return samples.bankErrors.map { Said(english: $0.description, translated: text.bankError($0)) }
      + samples.bankErrors.map { Said(english: $0.reason, translated: text.reason($0)) }
      + samples.problems.map { Said(english: $0.description, translated: text.problem($0)) }
      + samples.packErrors.map { Said(english: $0.description, translated: text.packError($0)) }
      + samples.loadErrors.map { Said(english: $0.description, translated: text.picture($0)) }
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

  @Test("every case of every error type has a sample")
  func everyCaseHasASample() {
    for coverage in ErrorSamples.coverage {
      #expect(coverage.covered == Set(0..<coverage.count), "\(coverage.type)")
    }
  }

  @Test("English is QuizCore's own description of every case")
  func englishIsTheDescription() {
    for said in Self.said(by: .english) {
      #expect(said.translated == said.english)
    }
  }

  @Test("no English word reaches Spanish or Chinese in any case")
  func noEnglishLeft() {
    let english = Self.said(by: .english).reduce(into: Set<String>()) {
      $0.formUnion(Self.words($1.english))
    }
    for (name, text) in Self.languages {
      let allowed = Self.anyLanguage.union(name == "Spanish" ? Self.sharedWithSpanish : [])
      for said in Self.said(by: text) {
        #expect(said.translated != said.english, "\(name): \(said.english)")
        let left = Self.words(said.translated).subtracting(allowed)
        let leaked = name == "Spanish" ? left.intersection(english) : left
        #expect(leaked.isEmpty, "\(name): \(leaked.sorted()) in \(said.translated)")
      }
    }
  }
}
