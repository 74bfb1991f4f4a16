import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// A broken pack chosen on the start screen: the message line says why first, then the
/// path shortened, so the reason is not pushed off the line by a long path.
@Suite("A broken pack's reason on the start screen")
struct StartScreenFailureTests {
  @Test("the reason comes first, then the path from ~ and shortened, in every language")
  func reasonFirst() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-menufail-\(UUID().uuidString)")
    let folder = home.appendingPathComponent(".local/share/quiz/banks/broken")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    try Data("<plist><array><dict><key>answer".utf8)
      .write(to: folder.appendingPathComponent("questions.plist"))
    let arguments = try #require(try CommandList.parse([]).play)
    for (locale, start) in [
      ("C", "not a property list: "), ("es_ES.UTF-8", "no es una lista de propiedades: "),
      ("zh_CN.UTF-8", "不是属性列表："),
    ] {
      let environment = ["HOME": home.path, "LANG": locale]
      do {
        _ = try GameRunner.prepare(
          arguments, bankName: "broken", interactive: true, readsProgress: false,
          environment: .quiet(environment))
        Issue.record("a broken pack was prepared")
      } catch {
        let reason = try #require(error.menuReason)
        #expect(reason.hasPrefix(start), "\(reason)")
        #expect(reason.hasSuffix(" (…/broken/questions.plist)"), "\(reason)")
        #expect(error.line.hasPrefix(folder.path), "the stderr line keeps the whole path")
      }
    }
  }

  @Test(
    "a path is shown from ~, and past 40 characters as its last two components",
    arguments: [
      ("/home/ana/quiz/banks/a/questions.plist", "/home/ana", "~/quiz/banks/a/questions.plist"),
      (
        "/home/ana/.local/share/quiz/banks/broken/questions.plist", "/home/ana",
        "…/broken/questions.plist"
      ),
      ("/srv/q.plist", "/home/ana", "/srv/q.plist"),
      ("/home/anabel/x", "/home/ana", "/home/anabel/x"),
      ("/x/y", "/", "/x/y"), ("/home/ana", "/home/ana/", "~"),
    ])
  func shortened(_ path: String, _ home: String, _ shown: String) {
    #expect(ShortPath.of(path, home: home) == shown)
  }

  @Test("a control character in the path is escaped")
  func escaped() {
    #expect(ShortPath.of("/tmp/a\u{1B}b", home: nil) == TextSafety.escaped("/tmp/a\u{1B}b"))
  }
}
