import TerminalKit
import Testing

/// One row of the decoding table: bytes in, keys out (after a final flush).
struct DecodeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let keys: [Key]
  /// True when the keys depend on a grapheme cluster arriving in one feed.
  var mergesScalars = false

  var testDescription: String { name }

  init(_ name: String, _ bytes: [UInt8], _ keys: [Key], mergesScalars: Bool = false) {
    self.name = name
    self.bytes = bytes
    self.keys = keys
    self.mergesScalars = mergesScalars
  }

  init(_ name: String, _ text: String, _ keys: [Key], mergesScalars: Bool = false) {
    self.init(name, Array(text.utf8), keys, mergesScalars: mergesScalars)
  }
}

let escByte: UInt8 = 0x1B

func keyBytes(_ text: String) -> [UInt8] { Array(text.utf8) }

func keyChars(_ text: String) -> [Key] { text.map { Key.character($0) } }

func unknownKey(_ text: String) -> Key { .unknownSequence(keyBytes(text)) }

enum DecodeTable {
  static let plain: [DecodeCase] = [
    DecodeCase("ASCII letters and digits", "aZ09", keyChars("aZ09")),
    DecodeCase("command punctuation", "?!>+", keyChars("?!>+")),
    DecodeCase("space", " ", [.space]),
    DecodeCase("tab", "\t", [.tab]),
    DecodeCase("line feed", "\n", [.enter]),
    DecodeCase("carriage return", "\r", [.enter]),
    DecodeCase("CR LF is two enters", "\r\n", [.enter, .enter]),
    DecodeCase("0x7F is backspace", [0x7F], [.backspace]),
    DecodeCase("0x08 is backspace", [0x08], [.backspace]),
    DecodeCase("Ctrl-A", [0x01], [.control("a")]),
    DecodeCase("Ctrl-C", [0x03], [.control("c")]),
    DecodeCase("Ctrl-D", [0x04], [.control("d")]),
    DecodeCase("Ctrl-L", [0x0C], [.control("l")]),
    DecodeCase("Ctrl-Z", [0x1A], [.control("z")]),
    DecodeCase("NUL", [0x00], [.unknownSequence([0x00])]),
    DecodeCase(
      "0x1C to 0x1F", [0x1C, 0x1F], [.unknownSequence([0x1C]), .unknownSequence([0x1F])]),
    DecodeCase("precomposed é", "é", keyChars("é")),
    DecodeCase("CJK", "鸭梨", keyChars("鸭梨")),
    DecodeCase("four-byte emoji", "🐱", keyChars("🐱")),
  ]

  static let graphemes: [DecodeCase] = [
    DecodeCase("e + combining acute", "e\u{301}", [.character("e\u{301}")], mergesScalars: true),
    DecodeCase("ZWJ family", "👨‍👩‍👧", [.character("👨‍👩‍👧")], mergesScalars: true),
    DecodeCase("heart + U+FE0F", "❤\u{FE0F}", [.character("❤\u{FE0F}")], mergesScalars: true),
    DecodeCase("emoji + skin tone", "👍🏽", [.character("👍🏽")], mergesScalars: true),
    DecodeCase("flag", "🇫🇷", [.character("🇫🇷")], mergesScalars: true),
    DecodeCase(
      "marks merge only into their own base", "ae\u{301}b",
      [.character("a"), .character("e\u{301}"), .character("b")], mergesScalars: true),
  ]

  static let escapes: [DecodeCase] = [
    DecodeCase("CSI up", "\u{1B}[A", [.up]),
    DecodeCase("CSI down", "\u{1B}[B", [.down]),
    DecodeCase("CSI right", "\u{1B}[C", [.right]),
    DecodeCase("CSI left", "\u{1B}[D", [.left]),
    DecodeCase("SS3 arrows", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.up, .down, .right, .left]),
    DecodeCase("SS3 home and end", "\u{1B}OH\u{1B}OF", [.home, .end]),
    DecodeCase("CSI H and F", "\u{1B}[H\u{1B}[F", [.home, .end]),
    DecodeCase("home 1~ and 7~", "\u{1B}[1~\u{1B}[7~", [.home, .home]),
    DecodeCase("end 4~ and 8~", "\u{1B}[4~\u{1B}[8~", [.end, .end]),
    DecodeCase("delete", "\u{1B}[3~", [.delete]),
    DecodeCase("back tab", "\u{1B}[Z", [.backTab]),
    DecodeCase("Ctrl-Up is up", "\u{1B}[1;5A", [.up]),
    DecodeCase("page up is unknown", "\u{1B}[5~", [unknownKey("\u{1B}[5~")]),
    DecodeCase("clear screen is unknown", "\u{1B}[2J", [unknownKey("\u{1B}[2J")]),
    DecodeCase("SS3 F1 is unknown", "\u{1B}OP", [unknownKey("\u{1B}OP")]),
    DecodeCase("lone Esc, flushed", [escByte], [.escape]),
    DecodeCase("Esc Esc", [escByte, escByte], [.escape, .escape]),
    DecodeCase("Esc then arrow", "\u{1B}\u{1B}[A", [.escape, .up]),
    DecodeCase("Esc then Ctrl-C", [escByte, 0x03], [.escape, .control("c")]),
    DecodeCase("Alt-a", "\u{1B}a", [unknownKey("\u{1B}a")]),
    DecodeCase("Alt-é", "\u{1B}é", [unknownKey("\u{1B}é")]),
    DecodeCase("Esc then invalid byte", [escByte, 0xFF], [.escape, .invalid([0xFF])]),
    DecodeCase("partial CSI, flushed", "\u{1B}[1", [unknownKey("\u{1B}[1")]),
    DecodeCase("partial SS3, flushed", "\u{1B}O", [unknownKey("\u{1B}O")]),
    DecodeCase(
      "CSI cut by a control byte", [escByte, 0x5B, 0x31, 0x03],
      [unknownKey("\u{1B}[1"), .control("c")]),
    DecodeCase(
      "CSI without a final byte is cut at 64 bytes",
      "\u{1B}[" + String(repeating: "1", count: 70),
      [unknownKey("\u{1B}[" + String(repeating: "1", count: 62))] + keyChars("11111111")),
  ]

  static let mouse = sgrMouse + x10Mouse

  /// SGR (1006) mouse reports.
  static let sgrMouse: [DecodeCase] = [
    DecodeCase(
      "SGR mouse press", "\u{1B}[<0;12;5M",
      [.mouse(MouseReport(button: 0, column: 12, row: 5, isPress: true))]),
    DecodeCase(
      "SGR mouse release", "\u{1B}[<0;12;5m",
      [.mouse(MouseReport(button: 0, column: 12, row: 5, isPress: false))]),
    DecodeCase(
      "SGR wheel", "\u{1B}[<64;1;200M",
      [.mouse(MouseReport(button: 64, column: 1, row: 200, isPress: true))]),
    DecodeCase("mouse with two fields", "\u{1B}[<0;12M", [unknownKey("\u{1B}[<0;12M")]),
    DecodeCase(
      "mouse with a huge number", "\u{1B}[<0;99999999999999999999999;1M",
      [unknownKey("\u{1B}[<0;99999999999999999999999;1M")]),
  ]

  /// Old-style mouse reports (`?1000h` without SGR): `ESC [ M` and three raw bytes, each
  /// value + 32.
  static let x10Mouse: [DecodeCase] = [
    DecodeCase(
      "X10 left click", "\u{1B}[M !!",
      [.mouse(MouseReport(button: 0, column: 1, row: 1, isPress: true))]),
    DecodeCase(
      "X10 release", "\u{1B}[M#!!",
      [.mouse(MouseReport(button: 3, column: 1, row: 1, isPress: false))]),
    DecodeCase(
      "X10 right press", "\u{1B}[M\"*%",
      [.mouse(MouseReport(button: 2, column: 10, row: 5, isPress: true))]),
    DecodeCase(
      "X10 wheel up", "\u{1B}[M`!!",
      [.mouse(MouseReport(button: 64, column: 1, row: 1, isPress: true))]),
    DecodeCase(
      "X10 wheel down", "\u{1B}[Ma!!",
      [.mouse(MouseReport(button: 65, column: 1, row: 1, isPress: true))]),
    DecodeCase(
      "X10 payload ?> is no hint and no skip", "\u{1B}[M ?>",
      [.mouse(MouseReport(button: 0, column: 31, row: 30, isPress: true))]),
    DecodeCase(
      "X10 payload that spells an arrow", "\u{1B}[M [A",
      [.mouse(MouseReport(button: 0, column: 59, row: 33, isPress: true))]),
    DecodeCase(
      "X10 high column byte 0xFF", [escByte, 0x5B, 0x4D, 0x20, 0xFF, 0x21],
      [.mouse(MouseReport(button: 0, column: 223, row: 1, isPress: true))]),
    DecodeCase(
      "X10 payload that looks like UTF-8", [escByte, 0x5B, 0x4D, 0x20, 0xE9, 0xB8],
      [.mouse(MouseReport(button: 0, column: 201, row: 152, isPress: true))]),
    DecodeCase(
      "X10 payload holding ESC", [escByte, 0x5B, 0x4D, 0x20, 0x21, escByte],
      [.unknownSequence([escByte, 0x5B, 0x4D, 0x20, 0x21, escByte])]),
    DecodeCase(
      "X10 column byte 0 is unknown", [escByte, 0x5B, 0x4D, 0x20, 0x00, 0x21],
      [.unknownSequence([escByte, 0x5B, 0x4D, 0x20, 0x00, 0x21])]),
    DecodeCase(
      "X10 click then keys", "\u{1B}[M !!a?",
      [.mouse(MouseReport(button: 0, column: 1, row: 1, isPress: true))] + keyChars("a?")),
    DecodeCase("X10 report head, flushed", "\u{1B}[M", [unknownKey("\u{1B}[M")]),
    DecodeCase("X10 truncated report, flushed", "\u{1B}[M !", [unknownKey("\u{1B}[M !")]),
    DecodeCase(
      "X10 truncated high byte, flushed", [escByte, 0x5B, 0x4D, 0x20, 0xFF],
      [.unknownSequence([escByte, 0x5B, 0x4D, 0x20, 0xFF])]),
    DecodeCase(
      "CSI M with parameters is not X10", "\u{1B}[1M!!!",
      [unknownKey("\u{1B}[1M")] + keyChars("!!!")),
  ]

  static let paste: [DecodeCase] = [
    DecodeCase(
      "paste gives typed keys", "\u{1B}[200~hi yo\r\n\u{1B}[201~",
      keyChars("hi") + [.space] + keyChars("yo") + [.enter, .enter]),
    DecodeCase(
      "controls in a paste are dropped", "\u{1B}[200~a\u{03}\tb\u{1B}[Ac\u{7F}\u{1B}[201~",
      keyChars("abc")),
    DecodeCase(
      "keys after a paste decode normally", "\u{1B}[200~x\u{1B}[201~\u{03}",
      keyChars("x") + [.control("c")]),
    DecodeCase("CJK in a paste", "\u{1B}[200~鸭\u{1B}[201~", keyChars("鸭")),
    DecodeCase("paste end alone is unknown", "\u{1B}[201~", [unknownKey("\u{1B}[201~")]),
  ]

  static let invalid: [DecodeCase] = [
    DecodeCase("lone continuation byte", [0x80], [.invalid([0x80])]),
    DecodeCase("0xFF", [0xFF, 0x41], [.invalid([0xFF]), .character("A")]),
    DecodeCase("0xF5 lead", [0xF5], [.invalid([0xF5])]),
    DecodeCase("overlong two bytes", [0xC0, 0xAF], [.invalid([0xC0]), .invalid([0xAF])]),
    DecodeCase(
      "overlong three bytes", [0xE0, 0x80, 0xAF],
      [.invalid([0xE0]), .invalid([0x80]), .invalid([0xAF])]),
    DecodeCase(
      "surrogate", [0xED, 0xA0, 0x80], [.invalid([0xED]), .invalid([0xA0]), .invalid([0x80])]),
    DecodeCase(
      "above U+10FFFF", [0xF4, 0x90, 0x80, 0x80],
      [.invalid([0xF4]), .invalid([0x90]), .invalid([0x80]), .invalid([0x80])]),
    DecodeCase(
      "bad continuation resumes at that byte", [0xE9, 0xB8, 0x41],
      [.invalid([0xE9, 0xB8]), .character("A")]),
    DecodeCase("truncated character, flushed", [0xE9, 0xB8], [.invalid([0xE9, 0xB8])]),
    DecodeCase("C1 control", [0xC2, 0x85], [.unknownSequence([0xC2, 0x85])]),
  ]

  /// What terminals send unasked or late: answers to questions about the background colour
  /// (OSC 11), the device (DA1, DA2, DCS), graphics (kitty's APC), the cursor position and
  /// the window, each swallowed whole in a terminal.
  static let reports: [DecodeCase] = [
    DecodeCase("OSC 11 answer ended by BEL", "\u{1B}]11;rgb:0000/0000/0000\u{07}", []),
    DecodeCase("OSC 11 answer ended by ST", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", []),
    DecodeCase(
      "keys around an OSC 11 answer", "s\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\u",
      keyChars("su")),
    DecodeCase(
      "an OSC answer cut by an arrow key", "\u{1B}]11;rgb:00\u{1B}[Ax", [.up] + keyChars("x")),
    DecodeCase("kitty graphics answer (APC)", "\u{1B}_Gi=31;OK\u{1B}\\", []),
    DecodeCase(
      "kitty graphics error then a key", "\u{1B}_Gi=1;ENOENT:file not found\u{1B}\\a",
      keyChars("a")),
    DecodeCase("termcap answer (DCS)", "\u{1B}P1+r544e=787465726d\u{1B}\\", []),
    DecodeCase("setting answer (DCS) before Enter", "\u{1B}P1$r0m\u{1B}\\\r", [.enter]),
    DecodeCase("privacy message (PM)", "\u{1B}^note\u{1B}\\", []),
    DecodeCase("start of string (SOS)", "\u{1B}Xnote\u{1B}\\", []),
    DecodeCase(
      "a string's controls are part of it, CAN ends it and stays a key",
      "\u{1B}]11;\u{07}\u{1B}]2;a\u{01}b\u{18}c", [.control("x")] + keyChars("c")),
    DecodeCase("device attributes (DA1)", "\u{1B}[?63;1;2;4;6;9;15;16;22;28c", []),
    DecodeCase("tmux's DA1 between keys", "a\u{1B}[?62;22c\u{7F}", keyChars("a") + [.backspace]),
    DecodeCase("secondary device attributes (DA2)", "\u{1B}[>41;370;0c", []),
    DecodeCase("cursor position report", "\u{1B}[12;40R", []),
    DecodeCase("extended cursor position report", "\u{1B}[?12;40;1R", []),
    DecodeCase("window size report", "\u{1B}[8;24;80t\u{1B}[6;20;10t", []),
    DecodeCase("mode report (DECRPM)", "\u{1B}[?2026;2$y", []),
    DecodeCase("kitty keyboard flags", "\u{1B}[?0u", []),
    DecodeCase("status report", "\u{1B}[0n", []),
    DecodeCase("Alt-], flushed", "\u{1B}]", [unknownKey("\u{1B}]")]),
    DecodeCase(
      "Alt-_ and keys, flushed", "\u{1B}_ab", [unknownKey("\u{1B}_")] + keyChars("ab")),
    DecodeCase(
      "an unended string, flushed with an Esc", "\u{1B}P1\u{1B}",
      [unknownKey("\u{1B}P")] + keyChars("1") + [.escape]),
  ]

  static let all = plain + graphemes + escapes + mouse + paste + invalid + reports

  /// Self-contained pieces: each decodes the same wherever it sits in a stream.
  static let streamPieces: [DecodeCase] =
    plain + escapes.filter { $0.name.contains("flushed") == false && $0.bytes.last != escByte }
    + mouse.filter { $0.name.contains("flushed") == false } + paste
    + invalid.filter { $0.name.contains("flushed") == false }
    + reports.filter { $0.name.contains("flushed") == false }
}
