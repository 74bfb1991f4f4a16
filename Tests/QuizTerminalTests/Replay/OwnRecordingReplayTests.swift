import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages
@testable import TerminalKit

/// Every recording quiz writes plays through the replay's filter byte for byte: real games
/// recorded at every colour depth, with resizes, the enlarged picture, wide letters, and
/// pictures in each image protocol (inside tmux too).
@Suite("Replaying quiz's own recordings", .ownThreads)
struct OwnRecordingReplayTests {
  /// A game recorded over a test terminal; the recording's output events.
  private static func recordedOutputs(
    depth: ColorDepth, graphics: GraphicsSetup = .blocks, puzzle: Puzzle,
    script: [TestTerminal.Step]
  ) throws -> [[UInt8]] {
    let path = try RecordingTests.temporaryPath()
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let terminal = TestTerminal(at: UIFixture.start, script: script)
    let recorder = try CastRecorder(
      path: path, start: UIFixture.start, term: "xterm-256color", clock: terminal.clock)
    var bank = QuestionBank(path: "bank.plist", questions: [])
    bank.bundledPictureFolder = "\(BundledPack.folder)/pictures"
    let session = TerminalSession(
      game: Game(puzzles: [puzzle, UIFixture.cat], startedAt: UIFixture.start),
      terminal: terminal, depth: depth, pictures: PictureSource(bank: bank), progress: nil,
      opening: StatusMessage("✓ 鸭梨 🐱 é"), recording: recorder, graphics: graphics,
      clock: terminal.clock)
    _ = session.run()
    recorder.finish()
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    return try Asciicast.read(bytes).events.filter { $0.kind == .output }.map(\.data)
  }

  private static let cat = Puzzle(
    title: "A pet that purrs", answer: Array("CAT"), tiles: Array("XCQAZTBMKLOPWERYUSDFG"),
    icon: "cat")
  private static let pear = Puzzle(
    title: "水果 🍐", answer: Array("鸭梨"), tiles: Array("鸭梨苹果香蕉"), icon: "cat")

  /// Keys that touch every part of a game: picks, a wrong answer, hints, the enlarged
  /// picture, a resize, a redraw, a skip, and the end.
  private static let keys: [TestTerminal.Step] = [
    .wait(0.3), .type("X"), .type("Q"), .type("Z"), .type("\u{7F}"), .type("?"), .type("!"),
    .type("+"), .wait(0.2), .type("+"), .resize(rows: 20, columns: 60), .wait(0.2),
    .type("\u{0C}"), .type("\u{1B}[B"), .type(" "), .type(">"), .wait(0.2), .type("C"),
    .type("A"), .type("T"), .wait(1), .resize(rows: 30, columns: 100), .wait(0.2), .type("n"),
    .type("\u{1B}"),
  ]

  struct Case: CustomTestStringConvertible, Sendable {
    var depth: ColorDepth
    var mode: GraphicsMode
    var tmux: Bool
    var testDescription: String { "\(depth) \(mode)\(tmux ? " in tmux" : "")" }
  }

  static let cases: [Case] =
    [ColorDepth.trueColor, .palette256, .palette16, .linuxConsole, .none].map {
      Case(depth: $0, mode: .blocks, tmux: false)
    }
    + [GraphicsMode.kitty, .sixel, .iterm].flatMap {
      [
        Case(depth: .trueColor, mode: $0, tmux: false),
        Case(depth: .palette256, mode: $0, tmux: true),
      ]
    }

  @Test("a recorded game plays through the filter byte for byte", arguments: cases, [cat, pear])
  func ownGame(game: Case, puzzle: Puzzle) throws {
    var environment = ["TERM": "xterm-256color"]
    if game.tmux { environment["TMUX"] = "/tmp/tmux-0/default,1,0" }
    // The terminal's answers: its cell size in pixels, and DA1 (with sixel), and tmux's.
    var answers: [TestTerminal.Step] = [.type("\u{1B}[6;20;10t\u{1B}[?62;4c")]
    if game.tmux { answers.insert(.type("\u{1B}[?1;2;4c"), at: 0) }
    let outputs = try Self.recordedOutputs(
      depth: game.depth,
      graphics: GraphicsSetup(choice: .mode(game.mode), environment: environment),
      puzzle: puzzle, script: (game.mode.isImage ? answers : []) + Self.keys)
    let images: ReplayFilter.Images =
      switch game.mode {
      case .kitty: .kitty
      case .sixel: .sixel
      case .iterm: .iterm
      case .blocks, .ascii: []
      }
    if game.mode.isImage {
      let introducer = ["\u{1B}_G", "\u{1B}P", "\u{1B}]1337"][
        [.kitty, .sixel, .iterm].firstIndex(of: game.mode) ?? 0]
      #expect(outputs.contains { String(decoding: $0, as: UTF8.self).contains(introducer) })
    }
    // A tmux that draws sixel itself (its DA1 said 4, as here) is sent sixel directly.
    var filter = ReplayFilter(images: images, throughTmux: game.tmux && game.mode != .sixel)
    let played = outputs.map { filter.feed($0) }
    filter.finish()
    #expect(filter.dropped == 0)
    #expect(played == outputs)
  }
}
