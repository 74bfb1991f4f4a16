import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// Colours of the bundled avocado, chocolate, coffee and tree, in 16 colours: what a
/// player names the picture by.
@Suite("Pictures in 16 colours keep the hue family")
struct PictureHueFamilyTests {
  /// The avocado's skin and flesh, an olive green.
  static let greens: [RGBA] = [
    RGBA(r: 0x2F, g: 0x5E, b: 0x1E), RGBA(r: 0xB8, g: 0xD8, b: 0x6A),
    RGBA(r: 0x55, g: 0x6B, b: 0x2F),
  ]
  /// The chocolate's browns, a saddle brown.
  static let browns: [RGBA] = [
    RGBA(r: 0x85, g: 0x50, b: 0x30), RGBA(r: 0x6B, g: 0x3A, b: 0x1E),
    RGBA(r: 0xA0, g: 0x6A, b: 0x44), RGBA(r: 0x8A, g: 0x4E, b: 0x18),
    RGBA(r: 0x8B, g: 0x45, b: 0x13),
  ]

  /// Every 16-colour depth on every backdrop it draws pictures on.
  static let settings: [(ColorDepth, TerminalColor)] = [
    (.palette16, .basic(8)), (.palette16, .basic(0)), (.palette16, .basic(7)),
    (.palette16, .basic(15)), (.linuxConsole, .basic(0)), (.linuxConsole, .basic(7)),
  ]

  static func index(_ pixel: RGBA, _ depth: ColorDepth, _ backdrop: TerminalColor) -> UInt8? {
    guard case .basic(let index) = PictureRenderer.color(pixel, depth: depth, backdrop: backdrop)
    else { return nil }
    return index
  }

  @Test("a green stays green (ANSI 2 or 10), never yellow or grey")
  func greensStayGreen() {
    for (depth, backdrop) in Self.settings {
      for pixel in Self.greens {
        let index = Self.index(pixel, depth, backdrop)
        #expect(
          index == 2 || index == 10,
          "\(pixel) on \(backdrop) at \(depth): \(String(describing: index))")
      }
    }
  }

  @Test("a brown takes the brown or dark yellow (ANSI 3), never red or grey")
  func brownsStayBrown() {
    for (depth, backdrop) in Self.settings {
      for pixel in Self.browns {
        let index = Self.index(pixel, depth, backdrop)
        #expect(index == 3, "\(pixel) on \(backdrop) at \(depth): \(String(describing: index))")
      }
    }
  }

  /// The chocolate's browns are dark yellow, its squares bright yellow where they meet the
  /// dark grooves (``PictureRenderer/separated(_:pixels:entries:depth:avoiding:scores:)``):
  /// both of the brown family.
  @Test(
    "the avocado drawn at 80×24 in 16 colours is mostly green, the chocolate more brown (dark or bright yellow) than red"
  )
  func wholePictures() throws {
    let pictures = Dictionary(
      try PaletteFixture.bundledPictures().map { (($0.0 as NSString).deletingPathExtension, $0.1) },
      uniquingKeysWith: { first, _ in first })
    let avocado = try #require(pictures["avocado"])
    let chocolate = try #require(pictures["chocolate"])
    for background in [Theme.Background.dark, .light] {
      func counts(_ picture: Picture) -> [UInt8: Int] {
        let backdrop = PictureBackdrop.choose(
          for: picture, depth: .palette16, background: background)
        var counts: [UInt8: Int] = [:]
        for row in PictureRenderer.render(
          picture, columns: 24, rows: 12, depth: .palette16, background: backdrop)
        {
          for cell in row {
            for color in [cell.style.foreground, cell.style.background] {
              if case .basic(let index) = color, color != backdrop {
                counts[index, default: 0] += 1
              }
            }
          }
        }
        return counts
      }
      let green = counts(avocado)
      let most = green.max { $0.value < $1.value }?.key
      #expect(most == 2 || most == 10, "avocado on \(background): \(green)")
      let brown = counts(chocolate)
      #expect(
        brown[3, default: 0] + brown[11, default: 0] > brown[1, default: 0] + brown[9, default: 0],
        "chocolate on \(background): \(brown)")
    }
  }
}
