import Foundation
import Testing

/// `quiz picture --pam -` writes a binary file: never to a terminal, which would take its
/// bytes for commands.
@Suite("quiz picture --pam - and a terminal", .ownThreads)
struct PictureTerminalTests {
  static let png = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("QuizCoreTests/Fixtures/png/rgba-8.png").path

  @Test(
    "the PAM is refused on a terminal with one line in the player's language, exit 64",
    arguments: [
      ("C.UTF-8", "quiz: not writing a PAM file to a terminal: redirect the output"),
      ("es_ES.UTF-8", "quiz: no se escribe un archivo PAM en un terminal: redirige la salida"),
      ("zh_CN.UTF-8", "quiz: 不会把 PAM 文件写到终端：请重定向输出"),
    ])
  func refused(language: String, message: String) throws {
    let (status, text) = try ExportTargetTests.onTerminal(
      ["picture", Self.png, "--pam", "-"], language: language)
    #expect(status == .exited(64))
    #expect(text.hasPrefix(message), "\(text.debugDescription)")
    #expect(!text.contains("P7") && text.split(separator: "\n").count == 1)
  }

  @Test("through a pipe the PAM is written as before")
  func piped() throws {
    let run = try QuizRunner.run(["picture", Self.png, "--pam", "-"])
    #expect(run.exitCode == 0 && run.stdout.starts(with: Array("P7\n".utf8)))
  }
}
