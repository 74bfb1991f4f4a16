import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// Why a picture cannot be shown, in every language: English is QuizCore's text; Spanish and
/// Chinese say every case of the picture errors with the same numbers and names.
@Suite("Picture errors in the interface language")
struct PictureErrorTextTests {
  static let languages: [(name: String, say: @Sendable (PictureLoadError) -> String)] =
    ErrorTranslationTests.languages.map { ($0.name, $0.text.picture) }

  /// Every case of the four picture error types, with the values each text must show.
  static let errors: [(error: PictureLoadError, shows: [String])] = {
    var cases: [(PictureLoadError, [String])] = [
      (.missing, []), (.unreadable, []), (.notRegularFile(.fifo), []),
      (.notRegularFile(.directory), []),
      (.tooLarge(size: 40 << 20, limit: 32 << 20), ["40.0 MiB", "32.0 MiB"]),
      (.unknownFormat("gif7"), [".gif7"]),
    ]
    let decoding: [(PictureError, [String])] = [
      (.empty, []), (.wrongHeader(.xpm, found: ""), ["XPM"]),
      (.wrongHeader(.png, found: ""), ["PNG"]), (.wrongHeader(.netpbm, found: ""), ["P6"]),
      (.truncated(expectedRows: 7601, foundRows: 7602), ["7601", "7602"]),
      (.truncatedColorTable(expected: 7603, found: 7604), ["7603", "7604"]),
      (.invalidDimensions(width: 7605, height: 7606), ["7605×7606"]),
      (.dimensionsTooLarge(width: 7607, height: 7608), ["7607×7608", "1024×1024"]),
      (.invalidMaxval(7609), ["7609"]),
      (.sampleOutOfRange(value: 7610, maxval: 7611), ["7610", "7611"]),
      (.invalidCharsPerPixel(7612), ["7612"]),
      (.tooManyColors(7617, limit: 7618), ["7617", "7618"]), (.colorNotInTable("x"), []),
      (.duplicateColor("x"), []), (.unknownColor("x"), ["None"]),
      (.wrongRowLength(row: 7613, expected: 7614, found: 7615), ["7613", "7614", "7615"]),
      (.malformed(.expectedNumber(byte: 7616)), ["7616"]),
    ]
    let png: [(PNGError, [String])] = [
      (.signature, []), (.truncatedChunk("IDAT"), ["IDAT"]), (.truncatedChunk(nil), []),
      (.missingEnd, ["IEND"]), (.chunkTooLong, ["2³¹ − 1"]), (.invalidChunkType, []),
      (.crcMismatch("IHDR"), ["IHDR", "CRC"]), (.crcMismatch(nil), ["CRC"]),
      (.headerNotFirst, ["IHDR"]), (.chunkOrder(.secondPalette), ["PLTE"]),
      (.unknownCriticalChunk, []), (.missingImageData, ["IDAT"]), (.missingPalette, ["PLTE"]),
      (.badChunkLength("IEND"), ["IEND"]), (.invalidDimensions(width: 7701, height: 0), ["7701×0"]),
      (.tooLarge(width: 7702, height: 7703), ["7702×7703"]),
      (.invalidFormat(colorType: 7704, bitDepth: 7705), ["7704", "7705"]),
      (.invalidMethod(.interlace), []), (.badPalette(entries: 7706), ["7706"]),
      (.badTransparency, ["tRNS"]), (.invalidFilter(7707), ["7707"]),
      (.paletteIndexOutOfRange(index: 7708, entries: 7709), ["7708", "7709"]),
      (.imageDataTooLong(limit: 7710, width: 7711, height: 7712), ["7710", "7711×7712"]),
    ]
    let inflate: [(InflateError, [String])] = [
      (.badHeader, []), (.presetDictionary, []), (.truncated, []), (.reservedBlockType, ["3"]),
      (.storedLengthMismatch, []), (.invalidCodeLengths, []), (.invalidCode, []),
      (.distanceTooFar, []), (.tooLong(limit: 7801), ["7801"]),
      (.tooShort(found: 7802, expected: 7803), ["7802", "7803"]), (.adlerMismatch, ["Adler-32"]),
    ]
    cases += decoding.map { (.invalid($0.0), $0.1) }
    cases += png.map { (.invalid(.png($0.0)), ["PNG"] + $0.1) }
    cases += inflate.map { (.invalid(.png(.imageData($0.0))), ["PNG"] + $0.1) }
    return cases
  }()

  @Test("every other language says every picture error its own way, with its values")
  func everyCaseTranslated() {
    for (name, say) in Self.languages {
      var seen: [String: String] = [:]
      for (error, shows) in Self.errors {
        let text = say(error)
        let english = BankErrorText.english.picture(error)
        let words = ErrorTranslationTests.words
        let allowed = ErrorTranslationTests.anyLanguage
          .union(ErrorTranslationTests.shared(by: name))
          .union(shows.flatMap(words))
        let kept = words(text).intersection(words(english)).subtracting(allowed)
        #expect(kept.isEmpty, "\(name) keeps \(kept.sorted()) of \(english) in \(text)")
        if name == "Chinese" {
          #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(text)")
        }
        // Two errors are said alike only where English says them alike too.
        #expect(seen[text, default: english] == english, "\(name): \(text)")
        seen[text] = english
        for value in shows { #expect(text.contains(value), "\(name): \(text) lacks \(value)") }
      }
    }
  }

  @Test("broken pictures as the decoders refuse them: no English phrase is left")
  func realDecoderErrors() throws {
    let inputs: [(String, PictureFormat)] = [
      ("/* XPM */", .xpm), ("/* XPM */ \"1 1 0 1\"", .xpm), ("/* XPM */ \"a b c d\"", .xpm),
      ("/* XPM */ \"1 1 1 1\" \"a\"", .xpm), ("P6", .netpbm), ("P6 1", .netpbm),
      ("P3 1 1 255 x", .netpbm), ("P3 9999999999 1", .netpbm), ("P3x", .netpbm),
      ("P3 1 1 255 12a", .netpbm), ("xx", .png), ("", .png),
    ]
    var seen = Set<String>()
    for (text, format) in inputs {
      do {
        _ = try Picture.decode(Data(text.utf8), format: format)
        Issue.record("\(text) decoded")
      } catch {
        let english = BankErrorText.english.picture(.invalid(error))
        seen.insert(english)
        for (name, say) in Self.languages {
          let said = say(.invalid(error))
          #expect(said != english, "\(name): \(english)")
          #expect(!said.contains(english), "\(name): \(said)")
        }
      }
    }
    #expect(seen.count >= 8, "\(seen)")
  }

  @Test("quiz check's warning for a picture that does not decode is in the language")
  func checkWarning() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-picture-error-\(UUID().uuidString)")
    let pictures = folder.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("P3 1 1 255 12a".utf8).write(to: pictures.appendingPathComponent("sun.ppm"))
    let bank = folder.appendingPathComponent("b.plist")
    try PropertyListSerialization.data(
      fromPropertyList: [["answer": "SUN", "title": "sun", "icon": "sun"]], format: .xml,
      options: 0
    ).write(to: bank)
    let english = CheckCommand.check([bank.path], strings: .english)
    let spanish = CheckCommand.check([bank.path], strings: .spanish)
    let chinese = CheckCommand.check([bank.path], strings: .chinese)
    #expect(english.code == 0 && spanish.code == 0 && chinese.code == 0)
    #expect(
      english.errors == [
        "\(bank.path): warning: question 1: icon: picture \"sun\" cannot be read: "
          + "expected whitespace after the number at byte 13"
      ])
    #expect(
      spanish.errors == [
        "\(bank.path): aviso: pregunta 1: icon: no se puede leer la imagen \"sun\": "
          + "se esperaba un espacio tras el número en el byte 13"
      ])
    #expect(
      chinese.errors == [
        "\(bank.path): 警告：第 1 题 icon：图片 \"sun\" 无法读取：第 13 字节处的数字后面应为空白"
      ])
  }
}
