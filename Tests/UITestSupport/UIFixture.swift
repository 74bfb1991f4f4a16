import Foundation
import QuizCore
import QuizUI
import TerminalKit
import Testing

/// Puzzles, games and key helpers shared by the interface tests.
public enum UIFixture {
  /// A fixed moment, so nothing depends on the clock.
  public static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// Three slots and a full 21-tile grid: C is tile 1, A tile 3, T tile 5.
  public static let cat = Puzzle(
    title: "A pet that purrs", answer: Array("CAT"), tiles: Array("XCQAZTBMKLOPWERYUSDFG"))

  /// A Chinese answer with Chinese tiles, every letter two columns wide.
  public static let pear = Puzzle(
    title: "一种水果", answer: Array("鸭梨"), tiles: Array("苹鸭果香梨蕉桃李杏枣橙柚"))

  /// A puzzle whose tiles are command keys: `?` is tile 1, `!` tile 2.
  public static let punctuation = Puzzle(
    title: "Punctuation", answer: ["?", "!"], tiles: ["B", "?", "!", "A"])

  /// A small bank for scripted runs; the second title holds an escape sequence.
  public static let bank: [Puzzle] = [
    Puzzle(title: "A pet that purrs", answer: Array("CAT"), tiles: Array("XCQAZT")),
    Puzzle(title: "Best \u{1B}[31mfriend", answer: Array("DOG"), tiles: Array("GODBUS")),
    Puzzle(title: "Flies at night", answer: Array("BAT"), tiles: Array("TABLE")),
  ]

  /// A game over `puzzles` started at ``start``.
  public static func game(_ puzzles: [Puzzle]) -> Game {
    Game(puzzles: puzzles, startedAt: start)
  }

  /// A controller over a game of `puzzles`.
  public static func controller(_ puzzles: [Puzzle]) -> Controller {
    Controller(game: game(puzzles))
  }

  /// The keys the bytes of `text` decode to, as a pipe would give them.
  public static func keys(_ text: String) -> [Key] {
    keys(Array(text.utf8))
  }

  /// The keys `bytes` decode to, flushed at the end.
  public static func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  /// A controller that has handled every key of `text`.
  public static func play(_ text: String, on puzzles: [Puzzle]) -> Controller {
    var controller = controller(puzzles)
    for key in keys(text) { _ = controller.handle(key, at: start) }
    return controller
  }

  /// A script that touches every event and rejection kind and ends the bank's game.
  public static let fullScript: [UInt8] =
    Array("m".utf8)  // no such tile: rejected
    + Array("TAC".utf8)  // wrong
    + Array("x".utf8)  // picks refused while wrong
    + [0x7F, 0x7F, 0x7F]  // clear all three
    + Array("?!".utf8)  // reveal C, remove decoys
    + [0xFF, 0xFE]  // invalid UTF-8
    + [0x0C, 0x1A, 0x01]  // redraw prints the frame again, suspend does nothing, ctrl-a
    + Array("\u{1B}[15~".utf8)  // F5: unknown
    + Array("+k".utf8)  // enlarge does nothing in a script, so k is rejected
    + Array("\t\t \t".utf8)  // show the cursor, to the slots, Space on the locked slot, back
    + Array("\u{1B}[C\r\n".utf8)  // right arrow, enter ignored
    + Array("AT".utf8)  // solved, next question
    + Array(">".utf8)  // skip to the last question
    + Array(">".utf8)  // the last question cannot be skipped
    + Array("BAT".utf8)  // solved, finished
    + Array("zzz".utf8)  // ignored after the end
}
