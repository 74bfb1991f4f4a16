import Testing

@testable import QuizUI

/// The status line names files without the folders above the home folder or the file.
@Suite("Paths on the status line")
struct StatusMessagePathTests {
  @Test(
    "a path is shown from ~ under HOME, else by its file name",
    arguments: [
      ("/home/ana/.local/state/quiz/en.json.damaged", "~/.local/state/quiz/en.json.damaged"),
      ("/srv/quiz/state/en.json.damaged", "en.json.damaged"),
      ("/home/anabel/x.json", "x.json"),
      ("relative/en.json", "relative/en.json"),
    ])
  func shownPath(path: String, shown: String) {
    #expect(StatusMessage.shownPath(path, home: "/home/ana") == shown)
  }

  @Test("every path in a message's text loses the folders, whole or shortened with …")
  func inText() {
    let message = StatusMessage(
      "✗ cannot save (permission denied): /home/ana/.state/quiz/en.json and /srv/x/y.json, "
        + "'/var/lib/a…/b.json' 1/3 y/n /", tone: .bad)
    #expect(
      message.withoutPaths(home: "/home/ana")
        == StatusMessage(
          "✗ cannot save (permission denied): ~/.state/quiz/en.json and y.json, 'b.json' 1/3 y/n /",
          tone: .bad))
  }
}
