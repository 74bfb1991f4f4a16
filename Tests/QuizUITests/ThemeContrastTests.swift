import Foundation
import Testing

@testable import QuizUI
@testable import TerminalKit

/// The contrast of every part of each theme against what it is drawn on (WCAG 2), with the
/// colours the palettes produce by default: a dark terminal's text #E5E5E5 on #000000, a
/// light one's #000000 on #FFFFFF; for 0–15 xterm's 16 colours (#CD0000, #00CD00, #CDCD00,
/// #0000EE, #CD00CD, #00CDCD, #E5E5E5, #7F7F7F, #FF0000…#FFFFFF), or the kernel's VGA palette
/// on the Linux console; for 16–255 xterm's cube and grey ramp, which 16-colour output maps
/// to its nearest basic colour as the encoder does. Bold text of a basic colour 0–7 is
/// checked both as is and brightened (xterm's boldColors, the console's intensity), since
/// terminals differ.
@Suite("Theme contrast")
struct ThemeContrastTests {
  typealias RGB = (UInt8, UInt8, UInt8)

  static let themes: [(ColorDepth, Theme.Background)] = [
    (.trueColor, .dark), (.trueColor, .light), (.palette256, .dark), (.palette256, .light),
    (.palette16, .dark), (.palette16, .light), (.linuxConsole, .dark),
  ]

  /// The colour a style's text or background shows: bold lifts a basic colour 0–7 to its
  /// bright twin (xterm's boldColors, the console's intensity); dim text is halfway to the
  /// background.
  static func shown(
    _ style: CellStyle, depth: ColorDepth, background: Theme.Background, brightBold: Bool = true
  ) -> (
    text: RGB, back: RGB
  ) {
    let terminalText: RGB = background == .dark ? (229, 229, 229) : (0, 0, 0)
    let terminalBack: RGB = background == .dark ? (0, 0, 0) : (255, 255, 255)
    func rgb(_ color: TerminalColor, isText: Bool) -> RGB {
      let sixteen = depth.isSixteen ? depth.colorSet : .xterm16
      switch color {
      case .standard: return isText ? terminalText : terminalBack
      case .basic(let n):
        let index = isText && style.bold && brightBold && n < 8 ? n + 8 : n
        return sixteen.rgb(of: index) ?? (0, 0, 0)
      case .palette(let n):
        guard let value = ColorSet.xterm256.rgb(of: n) else {
          return sixteen.rgb(of: n) ?? (0, 0, 0)
        }
        if depth.isSixteen {
          return depth.colorSet.rgb(
            of: Palette.single(value.0, value.1, value.2, in: depth.colorSet)) ?? value
        }
        return value
      case .rgb(let r, let g, let b): return (r, g, b)
      }
    }
    var text = rgb(style.foreground, isText: true)
    var back = rgb(style.background, isText: false)
    if style.reverse { swap(&text, &back) }
    if style.dim {
      text = (
        UInt8((Int(text.0) + Int(back.0)) / 2), UInt8((Int(text.1) + Int(back.1)) / 2),
        UInt8((Int(text.2) + Int(back.2)) / 2)
      )
    }
    return (text, back)
  }

  /// Each part, what it needs: 4.5:1 for every text the player reads (letters, clue,
  /// score, messages, the legend); 3:1 for the faint dot a used tile leaves, which may be
  /// ignored.
  static func parts(_ theme: Theme) -> [(String, CellStyle, Double)] {
    [
      ("heading", theme.heading, 4.5), ("info", theme.info, 4.5), ("tile", theme.tile, 4.5),
      ("slot", theme.slot, 4.5), ("locked slot", theme.lockedSlot, 4.5),
      ("wrong slot", theme.wrongSlot, 4.5), ("right slot", theme.rightSlot, 4.5),
      ("cursor", theme.cursor, 4.5), ("score", theme.score, 4.5), ("good", theme.good, 4.5),
      ("bad", theme.bad, 4.5), ("legend", theme.legend, 4.5), ("used tile", theme.usedTile, 3),
    ]
  }

  @Test("every text of every theme stands out from what it is drawn on", arguments: themes)
  func contrast(depth: ColorDepth, background: Theme.Background) {
    let theme = Theme(depth: depth, background: background)
    for (name, style, needed) in Self.parts(theme) {
      for brightBold in [true, false] {
        let colours = Self.shown(
          style, depth: depth, background: background, brightBold: brightBold)
        let ratio = Contrast.ratio(colours.text, colours.back)
        #expect(ratio >= needed, "\(depth) on \(background): \(name) \(ratio)")
        if ProcessInfo.processInfo.environment["QUIZ_PALETTE_REPORT"] == "1", brightBold {
          print("\(depth) \(background) \(name): \(String(format: "%.1f", ratio)):1")
        }
      }
    }
  }

  @Test("only the used tiles' dots are faint: no text the player reads is dim", arguments: themes)
  func faintOnlyForWhatMayBeIgnored(depth: ColorDepth, background: Theme.Background) {
    let theme = Theme(depth: depth, background: background)
    for (name, style, needed) in Self.parts(theme) where needed >= 4.5 {
      #expect(!style.dim, "\(depth) on \(background): \(name) is faint")
    }
  }

  @Test("a filled slot looks different from an empty one", arguments: themes)
  func filledSlotApartFromEmpty(depth: ColorDepth, background: Theme.Background) {
    let theme = Theme(depth: depth, background: background)
    let empty = Self.shown(theme.emptySlot, depth: depth, background: background).back
    let filled = Self.shown(theme.slot, depth: depth, background: background).back
    #expect(
      Contrast.ratio(empty, filled) >= 1.5, "\(depth) on \(background): \(empty) \(filled)")
  }

  @Test("the picture's backdrop is not the terminal's own black or white", arguments: themes)
  func backdrop(depth: ColorDepth, background: Theme.Background) {
    let theme = Theme(depth: depth, background: background)
    guard theme.pictureBackdrop != .standard else {
      // Only where the picture renders on the dark console's black.
      #expect(depth.isSixteen && background == .dark)
      return
    }
    let colours = Self.shown(
      CellStyle(background: theme.pictureBackdrop), depth: depth, background: background)
    let terminal: RGB = background == .dark ? (0, 0, 0) : (255, 255, 255)
    #expect(Contrast.ratio(colours.back, terminal) >= 1.2)
  }

  @Test("empty slots under the picture do not melt into its backdrop", arguments: themes)
  func slotsApartFromBackdrop(depth: ColorDepth, background: Theme.Background) {
    let theme = Theme(depth: depth, background: background)
    let slot = Self.shown(theme.emptySlot, depth: depth, background: background).back
    let backdrop = Self.shown(
      CellStyle(background: theme.pictureBackdrop), depth: depth, background: background
    ).back
    #expect(Contrast.ratio(slot, backdrop) >= 1.2, "\(depth) on \(background)")
  }

  @Test("WCAG's ratio: black on white is 21:1, a colour on itself 1:1")
  func ratioReference() {
    #expect(abs(Contrast.ratio((0, 0, 0), (255, 255, 255)) - 21) < 0.001)
    #expect(Contrast.ratio((120, 30, 200), (120, 30, 200)) == 1)
  }
}
