import TerminalKit
import Testing

/// One recording's output events, what of them must reach the terminal, and how many
/// sequences the filter must count as left out.
struct ReplayCase: CustomTestStringConvertible, Sendable {
  var name: String
  var events: [[UInt8]]
  var output: String
  var dropped: Int

  var testDescription: String { name }

  init(_ name: String, _ events: [String], _ output: String, dropped: Int = 1) {
    self.name = name
    self.events = events.map { Array($0.utf8) }
    self.output = output
    self.dropped = dropped
  }

  init(_ name: String, bytes events: [[UInt8]], _ output: String, dropped: Int = 1) {
    self.name = name
    self.events = events
    self.output = output
    self.dropped = dropped
  }

  /// The filter's output and count for the events fed as they are, or one byte at a time.
  func filtered(
    byteByByte: Bool = false, images: ReplayFilter.Images = []
  ) -> (output: [UInt8], dropped: Int) {
    var filter = ReplayFilter(images: images)
    var output: [UInt8] = []
    for event in events {
      if byteByByte {
        for byte in event { output += filter.feed([byte]) }
      } else {
        output += filter.feed(event)
      }
    }
    filter.finish()
    return (output, filter.dropped)
  }
}

/// Escape sequences quiz never writes that end in one byte after their intermediates
/// (character sets, `ESC # 8`), and C1 control sequences written as UTF-8: each is left out
/// whole and counted once, and the text after it still passes.
@Suite("ReplayFilter: designations and C1 control sequences")
struct ReplayFilterSequenceTests {
  static let designations: [ReplayCase] = [
    .init("G0 line drawing then text", ["A\u{1B}(0B"], "AB"),
    .init("G0 ASCII then text", ["\u{1B}(BB"], "B"),
    .init("G1 line drawing then text", ["\u{1B})0B"], "B"),
    .init("line-drawing letters then a next event", ["A\u{1B}(0qqqB", "C\r\n"], "AqqqBC\r\n"),
    .init("two designations in a row", ["\u{1B}(0\u{1B})Bxy"], "xy", dropped: 2),
    .init("several intermediates", ["\u{1B}$)Cz"], "z"),
    .init("screen alignment test", ["\u{1B}#8ok"], "ok"),
    .init("designation cut after ESC", ["A\u{1B}", "(", "0B"], "AB"),
    .init("designation cut after its intermediate", ["A\u{1B}(", "0", "B"], "AB"),
    .init("designation before quiz's own sequence", ["\u{1B}(0\u{1B}[1mX"], "\u{1B}[1mX"),
    .init("designation never ended", ["A\u{1B}("], "A"),
  ]

  static let c1: [ReplayCase] = [
    .init("C1 CSI colour", ["A\u{9B}31mB"], "AB"),
    .init("C1 CSI private mode", ["A\u{9B}?1049lB"], "AB"),
    .init("C1 CSI with intermediates", ["A\u{9B}2 qB"], "AB"),
    .init(
      "C1 CSI of 100 000 digits", ["\u{9B}" + String(repeating: "9", count: 100_000) + "mok"], "ok"),
    .init("C1 OSC 52 ended by BEL", ["A\u{9D}52;c;Y3VybA==\u{07}B"], "AB"),
    .init("C1 OSC ended by ESC \\", ["A\u{9D}2;title\u{1B}\\B"], "AB"),
    .init("C1 OSC ended by C1 ST", ["A\u{9D}2;title\u{9C}B"], "AB"),
    .init("C1 DCS request", ["A\u{90}$qm\u{1B}\\B"], "AB"),
    .init("C1 DCS ended by C1 ST", ["A\u{90}$qm\u{9C}B"], "AB"),
    .init(
      "C1 PM, APC and SOS", ["A\u{9E}pm\u{9C}\u{9F}Ga=T\u{9C}\u{98}sos\u{1B}\\B"], "AB", dropped: 3),
    .init(
      "C1 CSI cut inside its UTF-8", bytes: [[0x41, 0xC2], [0x9B, 0x33, 0x31], [0x6D, 0x42]], "AB"),
    .init(
      "C1 OSC cut inside its C1 ST", bytes: [[0xC2, 0x9D, 0x32, 0x3B, 0x78, 0xC2], [0x9C, 0x42]],
      "B"),
    .init("C1 CSI never ended", ["A\u{9B}4;5"], "A"),
    .init("designation and C1 CSI together", ["\u{1B}(0x\u{9B}1mY"], "xY", dropped: 2),
  ]

  @Test(
    "the text after a designation passes and the designation counts once", arguments: designations)
  func designation(_ row: ReplayCase) {
    Self.expectFiltered(row)
  }

  @Test("a C1 control sequence is left out whole and counts once", arguments: c1)
  func c1Sequence(_ row: ReplayCase) {
    Self.expectFiltered(row)
  }

  /// `row`'s events give its output and count, fed whole and one byte at a time.
  static func expectFiltered(_ row: ReplayCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let (output, dropped) = row.filtered()
    #expect(String(decoding: output, as: UTF8.self) == row.output, sourceLocation: sourceLocation)
    #expect(dropped == row.dropped, sourceLocation: sourceLocation)
    let bytes = row.filtered(byteByByte: true)
    #expect(bytes.output == output, sourceLocation: sourceLocation)
    #expect(bytes.dropped == dropped, sourceLocation: sourceLocation)
  }

  @Test("nothing of a hostile C1 or designation sequence reaches the terminal, pictures or not")
  func hostile() {
    let before = "\u{1B}[H\u{1B}[2J\u{1B}[1mquiz ✓"
    let after = "\u{1B}[3;4H\u{1B}[0mafter\r\n"
    let hostile = [
      "\u{9D}52;c;Y3VybCBldmls\u{07}", "\u{9D}1337;File=inline=1:AAAA\u{07}",
      "\u{9B}?1000h", "\u{90}$qm\u{9C}", "\u{9F}Ga=T,t=f,q=2;L2V0Yw==\u{9C}", "\u{1B}(0",
      "\u{1B})0",
    ]
    let row = ReplayCase("hostile", [before] + hostile + [after], before + after, dropped: 7)
    for images in [ReplayFilter.Images(), [.kitty, .sixel, .iterm]] {
      let (output, dropped) = row.filtered(images: images)
      #expect(String(decoding: output, as: UTF8.self) == row.output)
      #expect(dropped == row.dropped)
    }
  }

  @Test("a string of a picture protocol shown but ended by U+009C is left out, not the text after")
  func pictureStringEndedByC1() {
    let row = ReplayCase(
      "iTerm2 image ended by C1 ST", ["A\u{1B}]1337;File=inline=1:AAAA\u{9C}B", "C"], "ABC")
    for images in [ReplayFilter.Images.iterm, [.kitty, .sixel, .iterm]] {
      for byteByByte in [false, true] {
        let (output, dropped) = row.filtered(byteByByte: byteByByte, images: images)
        #expect(String(decoding: output, as: UTF8.self) == row.output)
        #expect(dropped == row.dropped)
      }
    }
  }
}
