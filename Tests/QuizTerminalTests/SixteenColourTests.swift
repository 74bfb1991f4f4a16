import Foundation
import QuizCore
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// A compiled terminfo entry with `colors` set (or absent when `nil`), in the legacy format
/// (16-bit numbers) or the extended one (32-bit numbers).
private func terminfoEntry(colors: Int?, extended: Bool = false, booleans: Int = 3) -> [UInt8] {
  let names = Array("test|a test terminal".utf8) + [0]
  var bytes: [UInt8] = []
  func short(_ value: Int) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
  short(extended ? 0o1036 : 0o432)
  short(names.count)
  short(booleans)
  short(15)
  short(0)
  short(0)
  bytes += names
  bytes += Array(repeating: 1, count: booleans)
  if bytes.count % 2 == 1 { bytes.append(0) }
  for index in 0..<15 {
    let value = index == 13 ? (colors ?? -1) : -1
    if extended {
      let word = UInt32(bitPattern: Int32(value))
      bytes += (0..<4).map { (index: UInt32) -> UInt8 in
        UInt8(truncatingIfNeeded: word >> (8 * index))
      }
    } else {
      short(value & 0xFFFF)
    }
  }
  return bytes
}

@Suite("16 colours and the Linux console")
struct SixteenColourTests {
  @Test(
    "terminfo's colors is read from both entry formats",
    arguments: [(8, false), (16, true), (256, false), (256, true)])
  func terminfoColors(colors: Int, extended: Bool) {
    #expect(Terminfo.colors(inEntry: terminfoEntry(colors: colors, extended: extended)) == colors)
  }

  @Test("an entry without colors, or bytes that are no entry, say nothing")
  func terminfoWithoutColors() {
    #expect(Terminfo.colors(inEntry: terminfoEntry(colors: nil)) == nil)
    #expect(Terminfo.colors(inEntry: Array("not an entry".utf8)) == nil)
    #expect(Terminfo.colors(inEntry: Array(terminfoEntry(colors: 8).prefix(20))) == nil)
  }

  @Test(
    "the colour depth follows TERM, COLORTERM and terminfo",
    arguments: [
      (["TERM": "linux"], ColorDepth.linuxConsole),
      (["TERM": "linux", "COLORTERM": "truecolor"], .linuxConsole),
      (["TERM": "xterm-16color"], .palette16),
      (["TERM": "rxvt-8color"], .palette16),
      // A type whose terminfo says 8 (plain xterm, screen) is 256 colours, as every
      // terminal that calls itself so today draws them.
      (["TERM": "eight"], .palette256),
      (["TERM": "sixteen"], .palette16),
      (["TERM": "many"], .palette256),
      (["TERM": "sixteen", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "no-such-terminal-type"], .palette256),
      (["TERM": "dumb"], .none),
    ])
  func depthFromEnvironment(environment: [String: String], depth: ColorDepth) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-terminfo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, colors) in [("eight", 8), ("sixteen", 16), ("many", 256)] {
      let sub = folder.appendingPathComponent(String(name.prefix(1)))
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      try Data(terminfoEntry(colors: colors)).write(to: sub.appendingPathComponent(name))
    }
    var environment = environment
    environment["TERMINFO"] = folder.path
    environment["TERMINFO_DIRS"] = folder.path
    environment["HOME"] = folder.path
    #expect(ColorChoice.auto.depth(environment: environment, terminal: true) == depth)
  }

  @Test(
    "in 16 colours every colour is one of the 16, never a 256-colour or 24-bit code",
    arguments: [ColorDepth.palette16, .linuxConsole])
  func sixteenCodes(depth: ColorDepth) {
    for color in [TerminalColor.palette(223), .palette(16), .rgb(232, 50, 45), .basic(9)] {
      let codes = ANSIEncoder.sgr(
        CellStyle(foreground: color, background: color), depth: depth)
      #expect(!codes.contains("38;") && !codes.contains("48;"), "\(codes)")
    }
  }

  @Test("the Linux console gets only its eight dark backgrounds")
  func consoleBackgrounds() {
    let style = CellStyle(foreground: .basic(15), background: .basic(12))
    #expect(ANSIEncoder.sgr(style, depth: .linuxConsole) == "\u{1B}[0;97;44m")
    #expect(ANSIEncoder.sgr(style, depth: .palette16) == "\u{1B}[0;97;104m")
  }

  @Test("the apple's red is drawn red in 16 colours")
  func appleRed() {
    let codes = ANSIEncoder.sgr(CellStyle(foreground: .rgb(0xE8, 0x32, 0x2D)), depth: .palette16)
    #expect(codes == "\u{1B}[0;31m" || codes == "\u{1B}[0;91m")
  }

  @Test("pictures on the Linux console use full blocks, as its font has no half blocks")
  func consolePictureBlocks() throws {
    let red = RGBA(r: 232, g: 50, b: 45)
    let picture = try #require(
      Picture(width: 2, height: 2, pixels: [red, .transparent, red, .transparent]))
    let grid = PictureRenderer.render(picture, columns: 2, rows: 1, depth: .linuxConsole)
    #expect(grid[0][0].text == "█")
    #expect(grid[0][1].text == " ")
    guard case .basic(let index) = grid[0][0].style.foreground else {
      Issue.record("not a basic colour: \(grid[0][0].style.foreground)")
      return
    }
    #expect([1, 9].contains(index))
  }

  @Test("the symbols the console font lacks get one-column stand-ins")
  func consoleGlyphs() {
    var screen = ScreenBuffer(rows: 1, columns: 8)
    screen.put("★ 1 ✓ ⌫", row: 0, column: 0)
    let shown = screen.withConsoleGlyphs().lines[0]
    #expect(shown == "* 1 ☑ < ")
    for standIn in ScreenBuffer.consoleStandIns {
      #expect(TextWidth.of(standIn.key) == TextWidth.of(standIn.value))
    }
  }
}
