import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The start screen opens on the first pack in the interface language.
@Suite("The start screen's preselected pack")
struct MenuPreselectionTests {
  @Test(
    "the menu opens on the first pack in the interface language",
    arguments: [
      ("C.UTF-8", "en"), ("es_ES.UTF-8", "es"), ("zh_CN.UTF-8", "zh"), ("fr_FR", "fr"),
      ("it_IT", "en"),
    ])
  func followsLanguage(_ locale: String, _ pack: String) throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-preselect-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path, "LANG": locale]
    let menu = GameRunner.menuContents(PlayCommand(), environment: .quiet(environment))
    #expect(menu.choice(at: menu.selected) == .open(pack))
  }

  @Test(
    "the packs in the interface language come first, so each has a digit key",
    arguments: ["es_ES.UTF-8", "zh_CN.UTF-8", "C.UTF-8"])
  func languageFirst(_ locale: String) throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-preselect-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path, "LANG": locale]
    let code = Strings.forEnvironment(environment).code
    let menu = GameRunner.menuContents(PlayCommand(), environment: .quiet(environment))
    let own = menu.entries.prefix { $0.language == code }
    #expect(own.count >= 1)
    #expect(!menu.entries.dropFirst(own.count).contains { $0.language == code })
    #expect(menu.selected == 0)
    #expect(own.indices.allSatisfy { !menu.shownKey(at: $0).isEmpty })
  }

  @Test("a menu read again after a game keeps the line the player was on")
  func refreshKeepsSelection() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-preselect-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path, "LANG": "es_ES.UTF-8"]
    var menu = GameRunner.menuContents(PlayCommand(), environment: .quiet(environment))
    _ = menu.handle(.move(.first))
    menu.refresh(from: GameRunner.menuContents(PlayCommand(), environment: .quiet(environment)))
    #expect(menu.selected == 0)
  }
}
