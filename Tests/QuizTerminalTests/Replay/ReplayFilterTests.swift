import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalImages
@testable import TerminalKit

/// The replay's filter: a stranger's recording reaches the terminal as quiz's own vocabulary
/// only, and quiz's own output passes untouched.
@Suite("Filtering a recording for the terminal")
struct ReplayFilterTests {
  /// A viewer: the pictures its terminal shows, and whether it runs tmux.
  struct Viewer: CustomTestStringConvertible, Sendable {
    var images: ReplayFilter.Images
    var tmux: Bool
    var testDescription: String { "images \(images.rawValue)\(tmux ? " in tmux" : "")" }

    var pictures: QuizVocabulary.Pictures {
      QuizVocabulary.Pictures(
        kitty: images.contains(.kitty), sixel: images.contains(.sixel),
        iterm: images.contains(.iterm), tmux: tmux)
    }

    static let all: [Viewer] = [
      Viewer(images: [], tmux: false), Viewer(images: .kitty, tmux: false),
      Viewer(images: .sixel, tmux: false), Viewer(images: .iterm, tmux: false),
      Viewer(images: [.kitty, .sixel, .iterm], tmux: false),
      Viewer(images: [.kitty, .sixel, .iterm], tmux: true),
    ]
  }

  private static let frameBefore = Array("\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[1;31mquiz ✓ 鸭".utf8)
  private static let frameAfter = Array("\u{1B}[3;4H\u{1B}[0mafter\r\n".utf8)

  /// The filter's output for `events`, fed one event at a time (or one byte at a time).
  static func filtered(
    _ events: [[UInt8]], viewer: Viewer, byteByByte: Bool = false
  ) -> (output: [UInt8], dropped: Int) {
    var filter = ReplayFilter(images: viewer.images, throughTmux: viewer.tmux)
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

  @Test(
    "a hostile recording reaches the terminal as quiz's vocabulary only, whatever the terminal shows",
    arguments: HostileRecording.all, Viewer.all)
  func hostile(recording: HostileRecording, viewer: Viewer) {
    let events = [Self.frameBefore] + recording.events + [Self.frameAfter]
    let (output, dropped) = Self.filtered(events, viewer: viewer)
    #expect(QuizVocabulary.problem(output, pictures: viewer.pictures) == nil)
    #expect(dropped >= 1)
    #expect(output.starts(with: Self.frameBefore))
  }

  @Test(
    "where a recording is cut into pieces does not change what passes",
    arguments: HostileRecording.all)
  func splitAnywhere(recording: HostileRecording) {
    let viewer = Viewer.all[5]
    let events = [Self.frameBefore] + recording.events + [Self.frameAfter]
    let whole = Self.filtered([events.flatMap { $0 }], viewer: viewer)
    let bytes = Self.filtered(events, viewer: viewer, byteByByte: true)
    #expect(whole.output == bytes.output)
    #expect(whole.dropped == bytes.dropped)
  }

  @Test("the corpus holds every kind of payload and none of its sequences passes")
  func corpusCount() {
    var sequences = 0
    for recording in HostileRecording.all {
      let (output, dropped) = Self.filtered(recording.events, viewer: Viewer.all[5])
      sequences += dropped
      #expect(QuizVocabulary.problem(output, pictures: Viewer.all[5].pictures) == nil)
    }
    #expect(HostileRecording.count >= 50)
    #expect(sequences >= HostileRecording.count)
    print(
      "replay filter: \(HostileRecording.count) hostile recordings, \(sequences) sequences left out"
    )
  }

  @Test(
    "quiz's own sequences pass byte for byte",
    arguments: [
      "\u{1B}[m", "\u{1B}[0m", "\u{1B}[0;1;2;4;7;38;2;255;128;0;48;5;236m",
      "\u{1B}[22;24;27;39;49m",
      "\u{1B}[97;100m", "\u{1B}[H", "\u{1B}[24;80H", "\u{1B}[12H", "\u{1B}[3A", "\u{1B}[B",
      "\u{1B}[10C",
      "\u{1B}[D", "\u{1B}[40G", "\u{1B}[5d", "\u{1B}[2J", "\u{1B}[K", "\u{1B}[?25l", "\u{1B}[?25h",
      "\u{1B}[?7l", "\u{1B}[?7h", "\r\n", "✓ ✗ ★ ⌫ ▀▄ 鸭梨 é 🐱 👨‍👩‍👧 🇪🇸",
    ])
  func ownSequences(sequence: String) {
    let (output, dropped) = Self.filtered([Array(sequence.utf8)], viewer: Viewer.all[0])
    #expect(output == Array(sequence.utf8))
    #expect(dropped == 0)
  }

  /// A small picture with a transparent corner.
  private static let picture: Picture = {
    var pixels: [RGBA] = []
    for index in 0..<64 {
      let red = UInt8(index * 4)
      let blue = UInt8(255 - index)
      let alpha: UInt8 = index == 0 ? 0 : 255
      pixels.append(RGBA(r: red, g: 200, b: blue, a: alpha))
    }
    return Picture(width: 8, height: 8, pixels: pixels)!
  }()

  /// quiz's picture sequences for `images`.
  private static func pictureBytes(_ images: ReplayFilter.Images) -> [UInt8] {
    var bytes: [UInt8] = []
    if images.contains(.kitty) {
      bytes += KittyGraphics.transmit(picture, id: 7_301, columns: 4, rows: 2)
      bytes += KittyGraphics.delete(id: 7_301)
      // Several chunks: a large picture.
      let large = Picture(
        width: 64, height: 64,
        pixels: (0..<4096).map { (index: Int) -> RGBA in
          RGBA(r: UInt8(index % 251), g: UInt8(index % 13), b: UInt8(index % 7))
        })!
      bytes += KittyGraphics.commands(
        keys: "a=T,f=24,s=64,v=64,i=7302,c=8,r=4,C=1,q=2",
        payload: Base64.encode(large.pixels.flatMap { [$0.r, $0.g, $0.b] }))
    }
    if images.contains(.sixel) { bytes += SixelEncoder.encode(picture) }
    if images.contains(.iterm) { bytes += ITermImage.inline(picture, columns: 4, rows: 2) }
    return bytes
  }

  @Test(
    "quiz's pictures pass byte for byte when the terminal shows them",
    arguments: Viewer.all.dropFirst())
  func ownPictures(viewer: Viewer) {
    let bytes = Self.pictureBytes(viewer.images)
    let (output, dropped) = Self.filtered(
      [bytes], viewer: Viewer(images: viewer.images, tmux: false))
    #expect(output == bytes)
    #expect(dropped == 0)
    let wrapped = TmuxPassthrough.wrap(bytes)
    // Recorded inside tmux: passed on as recorded in tmux, unwrapped outside it.
    #expect(
      Self.filtered([wrapped], viewer: Viewer(images: viewer.images, tmux: true)).output == wrapped)
    #expect(
      Self.filtered([wrapped], viewer: Viewer(images: viewer.images, tmux: false)).output == bytes)
    // Recorded outside tmux and played inside it: each sequence wrapped for tmux.
    let inTmux = Self.filtered([bytes], viewer: Viewer(images: viewer.images, tmux: true))
    #expect(inTmux.dropped == 0)
    #expect(
      QuizVocabulary.problem(
        inTmux.output, pictures: Viewer(images: viewer.images, tmux: true).pictures)
        == nil)
    #expect(
      Self.filtered([inTmux.output], viewer: Viewer(images: viewer.images, tmux: false)).output
        == bytes)
  }

  @Test("quiz's pictures are left out for a terminal that does not show them")
  func picturesNotShown() {
    let bytes = Self.pictureBytes([.kitty, .sixel, .iterm])
    let (output, dropped) = Self.filtered([Self.frameBefore, bytes], viewer: Viewer.all[0])
    #expect(output == Self.frameBefore)
    #expect(dropped > 3)
    #expect(
      Self.filtered([bytes], viewer: Viewer(images: .sixel, tmux: false)).output
        == SixelEncoder.encode(Self.picture))
  }

  @Test(
    "the closing undoes the style, the hidden cursor and autowrap off that passed, and only those")
  func closing() {
    var filter = ReplayFilter()
    _ = filter.feed(Array("\u{1B}[?25l\u{1B}[?7l\u{1B}[1;31mx".utf8))
    #expect(filter.closing == Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?7h".utf8))
    _ = filter.feed(Array("\u{1B}[m\u{1B}[?25h\u{1B}[?7h".utf8))
    #expect(filter.closing == [])
    #expect(ReplayFilter().closing == [])
  }

  @Test("the mode reset turns off every mode a hostile recording tried to set")
  func modeReset() {
    let reset = String(decoding: ReplayFilter.modeReset, as: UTF8.self)
    for off in [
      "\u{1B}[r", "\u{1B}>", "\u{1B}[?1l", "\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?1003l",
      "\u{1B}[?1004l", "\u{1B}[?1006l", "\u{1B}[?2004l", "\u{1B}[<u", "\u{1B}[?25h", "\u{1B}[?7h",
      "\u{1B}[0m", "\u{1B}(B", "\u{1B}[4l", "\u{1B}[?6l",
    ] {
      #expect(reset.contains(off), "\(off.debugDescription)")
    }
  }
}
