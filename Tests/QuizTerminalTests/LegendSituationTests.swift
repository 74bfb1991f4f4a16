import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The key legend says what each key does where the player is: the same words on every
/// question of a game at a width, and Esc named for where it leads.
@Suite("The legend in every situation")
struct LegendSituationTests {
  static let languages: [Strings] = [.english, .spanish, .chinese, .french]

  /// The pieces of `legend` other than skip, zoom and Esc, which come and go with the
  /// question and the situation.
  static func fixedPieces(_ legend: String, _ s: Strings) -> [String] {
    let pieces =
      legend.contains(" · ")
      ? legend.components(separatedBy: " · ") : legend.components(separatedBy: " ")
    return pieces.filter {
      ![
        s.legendSkip, s.legendZoom, s.legendQuit, s.legendMenu, s.legendFinish, ">", "+",
      ].contains($0)
    }
  }

  /// The key a legend piece names: its first word (`Esc`, `?`, `+`…), or none for the words
  /// that say typing picks.
  static func keys(_ legend: String, _ s: Strings) -> Set<String> {
    let pieces =
      legend.contains(" · ")
      ? legend.components(separatedBy: " · ") : legend.components(separatedBy: " ")
    return Set(
      pieces.compactMap { piece in
        guard piece != s.legendPickShort, piece != s.legendPickLong else { return nil }
        return piece.components(separatedBy: " ").first
      })
  }

  @Test("at every width the game plays at, every language's legend names every key on offer")
  func everyKeyAtEveryWidth() {
    for s in Self.languages {
      for width in Layout.minimumWidth...200 {
        for (skip, zoom) in [(false, false), (true, false), (false, true), (true, true)] {
          let legend = FrameBuilder.legend(width: width, skip: skip, zoom: zoom, strings: s)
          #expect(TextWidth.of(legend) <= width - 2, "\(s.language) at \(width): \(legend)")
          var wanted: Set<String> = ["?", "!", "Esc"]
          if skip { wanted.insert(">") }
          if zoom { wanted.insert("+") }
          let named = Self.keys(legend, s)
          #expect(
            wanted.isSubset(of: named), "\(s.language) at \(width), \(skip) \(zoom): \(legend)")
          #expect(named.contains(">") == skip && named.contains("+") == zoom)
        }
      }
    }
  }

  @Test("at every width a question's legend says the same, with or without skip and zoom")
  func samePiecesOnEveryQuestion() {
    for s in Self.languages {
      for width in 8...160 {
        let widest = FrameBuilder.legend(width: width, skip: true, zoom: true, strings: s)
        for (skip, zoom) in [(false, false), (true, false), (false, true)] {
          let legend = FrameBuilder.legend(width: width, skip: skip, zoom: zoom, strings: s)
          #expect(
            Self.fixedPieces(legend, s) == Self.fixedPieces(widest, s),
            "\(s.language) at \(width), skip \(skip), zoom \(zoom): \(legend) / \(widest)")
          #expect(legend.isEmpty == widest.isEmpty, "\(s.language) at \(width)")
          #expect(legend.contains(s.legendSkip) == (skip && widest.contains(s.legendSkip)))
          #expect(legend.contains(s.legendZoom) == (zoom && widest.contains(s.legendZoom)))
        }
      }
    }
  }

  @Test("at 80 columns every language's legend says typing picks, on every question")
  func typeToPickAt80() {
    for s in Self.languages {
      for (skip, zoom) in [(false, false), (true, false), (false, true), (true, true)] {
        let legend = FrameBuilder.legend(width: 80, skip: skip, zoom: zoom, strings: s)
        #expect(
          legend.contains(s.legendPickShort) || legend.contains(s.legendPickLong),
          "\(s.language): \(legend)")
        #expect(TextWidth.of(legend) <= 78)
      }
    }
  }

  @Test("Esc is named for where it leads: out, back to the start screen, or the final score")
  func escapeNamed() {
    for s in Self.languages {
      let labels = [s.legendQuit, s.legendMenu, s.legendFinish]
      #expect(Set(labels).count == 3, "\(s.language)")
      #expect(labels.allSatisfy { $0.hasPrefix("Esc ") })
      let leading: [(ScreenModel.Leaving, String)] = [
        (.quit, s.legendQuit), (.toMenu, s.legendMenu), (.toFinalScore, s.legendFinish),
      ]
      for width in [80, 40] {
        for (leaving, label) in leading {
          let legend = FrameBuilder.legend(
            width: width, skip: true, zoom: true, leaving: leaving, strings: s)
          #expect(legend.hasSuffix(label), "\(s.language) at \(width): \(legend)")
          #expect(TextWidth.of(legend) <= width - 2)
        }
      }
    }
  }

  @Test("a game alone quits; one from the start screen goes back to it; a retry round ends")
  func machineSaysWhereEscLeads() {
    let alone = SessionMachine(game: UIFixture.game(UIFixture.bank), style: .terminal)
    #expect(alone.leaving == .quit)
    var run = MachineRun(
      machine: SessionMachine(
        menu: Menu(entries: [Menu.Entry(name: "en", title: "First", solved: 0, total: 3)]),
        game: UIFixture.game(UIFixture.bank)))
    _ = run.effects(of: .character("1"))
    run.machine.begin(UIFixture.game(UIFixture.bank))
    #expect(run.machine.leaving == .toMenu)
    run.type(">>BAT")
    run.wait()
    #expect(run.machine.mode == .retryOffer(skipped: 2))
    run.type("y")
    #expect(run.machine.isPlaying)
    #expect(run.machine.leaving == .toFinalScore)
  }

  @Test("the resume notice of a pack opened from the start screen names no command-line flag")
  func resumeNoticeFromMenu() {
    let standing = Strings.Standing(question: 3, total: 10, score: 790)
    for s in Self.languages {
      #expect(s.resumedAt(standing).contains("--restart"))
      let fromMenu = s.resumedFromMenu(standing)
      #expect(!fromMenu.contains("--"), "\(s.language): \(fromMenu)")
      for number in ["3", "10", "790"] { #expect(fromMenu.contains(number)) }
    }
  }

  @Test("a pack opened from the start screen shows Esc menu in its legend; a game alone, Esc quit")
  func terminalLegendFromMenu() {
    let puzzles = [UIFixture.cat, UIFixture.pear]
    let menu = Menu(entries: [Menu.Entry(name: "en", title: "First Pictures", solved: 0, total: 2)])
    let start = StartScreen(
      menu: menu, read: { menu },
      open: { _ in
        .success(
          StartScreen.Opened(
            game: Game(puzzles: puzzles, startedAt: UIFixture.start), progress: nil,
            pictures: PictureSource(bank: QuestionBank(path: "bank.plist", questions: [])),
            message: nil))
      },
      daily: { .failure(StartScreen.Failure(reason: "none")) },
      stats: { .failure(StartScreen.Failure(reason: "none")) })
    for fromMenu in [true, false] {
      let label = fromMenu ? "Esc menu" : "Esc quit"
      let script: [TestTerminal.Step] = [.type(fromMenu ? "1" : "C"), .wait(0.05)]
      let terminal = TestTerminal(at: UIFixture.start, script: script)
      let session = TerminalSession(
        game: Game(puzzles: puzzles, startedAt: UIFixture.start), terminal: terminal,
        depth: .none,
        pictures: PictureSource(bank: QuestionBank(path: "bank.plist", questions: [])),
        progress: nil, opening: nil, start: fromMenu ? start : nil, clock: terminal.clock)
      _ = session.run()
      let game = terminal.frames.last { $0.contains("A pet that purrs") } ?? ""
      #expect(game.contains(label), "\(game)")
      #expect(!game.contains(label == "Esc menu" ? "Esc quit" : "Esc menu"))
    }
  }
}
