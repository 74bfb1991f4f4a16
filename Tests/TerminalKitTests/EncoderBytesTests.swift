import Testing

@testable import TerminalKit

private let esc = "\u{1B}"

/// The encoder sends each change by the shortest means: relative moves where the cursor's
/// place is known, only the attributes that change, and a frame starting from where the
/// last one left the terminal.
@Suite("Fewer bytes per frame")
struct EncoderBytesTests {
  static func encode(
    _ before: ScreenBuffer, _ after: ScreenBuffer, state: inout ANSIEncoder.TerminalState
  ) -> String {
    String(
      decoding: ANSIEncoder.bytes(from: before, to: after, depth: .palette256, state: &state),
      as: UTF8.self)
  }

  @Test("only the attributes and colours that change are sent when that is shorter")
  func styleDelta() {
    let red = CellStyle(foreground: .palette(196), bold: true)
    let blue = CellStyle(foreground: .palette(21), bold: true)
    var output: [UInt8] = []
    ANSIEncoder.sgr(from: red, to: blue, depth: .palette256, into: &output)
    #expect(String(decoding: output, as: UTF8.self) == "\(esc)[38;5;21m")
    output = []
    ANSIEncoder.sgr(from: red, to: CellStyle(dim: true), depth: .palette256, into: &output)
    #expect(String(decoding: output, as: UTF8.self) == "\(esc)[0;2m")
    output = []
    ANSIEncoder.sgr(from: .plain, to: red, depth: .palette256, into: &output)
    #expect(String(decoding: output, as: UTF8.self) == "\(esc)[1;38;5;196m")
    output = []
    ANSIEncoder.sgr(from: red, to: .plain, depth: .palette256, into: &output)
    #expect(String(decoding: output, as: UTF8.self) == "\(esc)[m")
  }

  @Test("moves on a known cursor are a carriage return, line feeds or relative moves")
  func shortMoves() {
    var before = ScreenBuffer(rows: 6, columns: 20)
    before.put("abcdefghij", row: 1, column: 0)
    var after = before
    after.put("X", row: 1, column: 2)
    after.put("Y", row: 1, column: 12)
    after.put("Z", row: 2, column: 0)
    after.put("W", row: 4, column: 2)
    var state = ANSIEncoder.TerminalState()
    #expect(
      Self.encode(before, after, state: &state) == "\(esc)[2;3HX\(esc)[9CY\n\rZ\n\n\(esc)[CW")
    #expect(state.style == .plain)
  }

  @Test("a frame starts from the cursor and style the last one left, and ends without a reset")
  func carriedState() {
    let slot = CellStyle(foreground: .palette(231), background: .palette(240), bold: true)
    let empty = ScreenBuffer(rows: 4, columns: 10)
    var first = empty
    first.put("S", row: 0, column: 1, style: slot)
    var state = ANSIEncoder.TerminalState()
    #expect(Self.encode(empty, first, state: &state) == "\(esc)[1;2H\(esc)[1;38;5;231;48;5;240mS")
    #expect(state.style == slot)
    var second = first
    second.put("U", row: 0, column: 3, style: slot)
    #expect(Self.encode(first, second, state: &state) == "\(esc)[CU")
  }

  @Test("the first run written is one in the style the terminal is in")
  func matchingRunFirst() {
    let dim = CellStyle(dim: true)
    let bold = CellStyle(bold: true)
    let empty = ScreenBuffer(rows: 4, columns: 10)
    var after = empty
    after.put("B", row: 0, column: 0, style: bold)
    after.put("d", row: 2, column: 0, style: dim)
    var state = ANSIEncoder.TerminalState()
    state.style = dim
    #expect(Self.encode(empty, after, state: &state) == "\(esc)[3Hd\(esc)[1H\(esc)[0;1mB")
  }
}
