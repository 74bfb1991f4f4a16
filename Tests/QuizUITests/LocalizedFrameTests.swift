import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The model a terminal session would draw after `keys`, with messages in `strings`.
private func model(
  _ puzzles: [Puzzle], keys: [Key] = [], rows: Int, columns: Int, strings: Strings
) -> ScreenModel {
  var controller = UIFixture.controller(puzzles)
  var message: StatusMessage?
  for key in keys {
    let outcome = controller.handle(key, at: UIFixture.start)
    if !outcome.steps.isEmpty {
      message = StatusMessage.describing(outcome.steps, key: key, strings: strings)
    }
  }
  let board = controller.game.board
  let layout = Layout(
    rows: rows, columns: columns, slotCount: board.answer.count, tileCount: board.tiles.count,
    letterWidth: board.letterWidth, pictureRows: nil,
    clue: TextSafety.escaped(controller.game.puzzle.title))
  return ScreenModel(view: controller.view, layout: layout, message: message, strings: strings)
}

/// Spanish, Chinese and French frames, recorded, and lined up with two-column characters.
@Suite("Golden frames in Spanish, Chinese and French")
struct LocalizedFrameTests {
  private static let languages: [(Strings, String)] = [
    (.spanish, "es"), (.chinese, "zh"), (.french, "fr"),
  ]

  @Test("an 80×24 question frame with a rejected key is drawn as recorded in es, zh and fr")
  func questionFrames() throws {
    for (strings, code) in Self.languages {
      let screen = FrameBuilder.build(
        model([UIFixture.cat], keys: UIFixture.keys("Cj"), rows: 24, columns: 80, strings: strings),
        depth: .none)
      #expect(screen.lines.allSatisfy { TextWidth.of($0) == 80 })
      let legend = try #require(screen.lines.first { $0.contains(strings.legendQuit) })
      #expect(legend.contains(strings.legendHint) || legend.contains(strings.legendRevealShort))
      #expect(screen.lines.contains { $0.contains(strings.rejection(.noMatchingTile("j"))) })
      try Golden.assertMatches(
        Golden.text(screen, title: "80×24, C picked, j rejected, \(code)"),
        named: "frame-80x24-\(code)")
    }
  }

  @Test("a 40×14 Chinese question frame keeps every row 40 columns wide")
  func narrowChinese() throws {
    let screen = FrameBuilder.build(
      model(
        [UIFixture.pear], keys: UIFixture.keys("鸭>"), rows: 14, columns: 40, strings: .chinese),
      depth: .none)
    #expect(screen.lines.allSatisfy { TextWidth.of($0) == 40 })
    try Golden.assertMatches(
      Golden.text(screen, title: "40×14, 鸭 picked, skip rejected, zh"), named: "frame-40x14-zh")
  }

  @Test("the finished screen lines up its figures in es, zh and fr")
  func finishedFrames() throws {
    let tally = Tally(solved: 4, skipped: 1, hints: 2, wrongTries: 3)
    for (strings, code) in Self.languages {
      var finished = model([UIFixture.cat], rows: 24, columns: 80, strings: strings)
      finished.mode = .finished(Summary(score: 1160, tally: tally, total: 5, elapsed: 125))
      let screen = FrameBuilder.build(finished, depth: .none)
      #expect(screen.lines.contains { $0.contains(strings.congratulations) })
      #expect(screen.lines.contains { $0.contains(strings.playAgain) })
      // The figures of the six summary rows end in the same display column.
      let labels = [
        strings.summaryScore, strings.summarySolved, strings.summarySkipped,
        strings.summaryHints, strings.summaryWrongTries, strings.summaryTime,
      ]
      let ends = labels.compactMap { label in
        screen.lines.first { $0.drop { $0 == " " }.hasPrefix(label + " ") }.map {
          TextWidth.of(String($0.reversed().drop { $0 == " " }.reversed()))
        }
      }
      #expect(ends.count == 6 && Set(ends).count == 1, "\(code): \(ends)")
      try Golden.assertMatches(
        Golden.text(screen, title: "80×24, finished, \(code)"), named: "frame-finished-\(code)")
    }
  }

  @Test(
    "the too-small notice and the retry offer are translated",
    arguments: [
      (
        "es", "Agranda la terminal", "¿Reintentar las 2 saltadas? (s/n)",
        "Esa era la última pregunta"
      ),
      ("zh", "请把终端窗口调大", "重做跳过的 2 题？（y/n）", "最后一题已经做完"),
      (
        "fr", "Agrandis le terminal", "Reprendre les 2 passées? (o/n)",
        "C’était la dernière question"
      ),
    ])
  func smallAndRetry(code: String, enlarge: String, retry: String, heading: String) throws {
    let strings = try #require(Self.languages.first { $0.1 == code }?.0)
    let small = FrameBuilder.build(
      model([UIFixture.cat], rows: 6, columns: 30, strings: strings), depth: .none)
    let smallText = small.lines.joined(separator: "\n")
    #expect(smallText.contains(enlarge), "\(code): \(smallText)")
    #expect(!smallText.contains("Enlarge the terminal"), "\(code)")
    var offer = model([UIFixture.cat], rows: 24, columns: 80, strings: strings)
    offer.mode = .retryOffer(skipped: 2)
    let lines = FrameBuilder.build(offer, depth: .none).lines
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(trimmed.contains(retry), "\(code): \(lines)")
    #expect(trimmed.contains(heading), "\(code): \(lines)")
    let english = ["Retry the", "skipped questions", "That was the last question"]
    for phrase in english {
      #expect(!lines.contains { $0.contains(phrase) }, "\(code) shows \(phrase)")
    }
  }
}
