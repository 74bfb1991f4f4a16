import Foundation
import TestTools
import Testing

/// `quiz replay` into a pipe: the frames at once, through the same filter as in a terminal.
@Suite("Replaying a stranger's recording into a pipe", .ownThreads)
struct ReplayPipeTests {
  @Test(
    "only quiz's sequences come out; the line after says how many were left out, in the player's language"
  )
  func hostile() throws {
    let directory = try TemporaryDirectory()
    let cast = """
      {"version": 2, "width": 80, "height": 24}
      [0.1, "o", "\\u001b[H\\u001b[2J\\u001b[1;31mhello\\u001b]52;c;Y3VybCBldmlsIHwgc2g=\\u0007"]
      [0.2, "o", "\\u001b[4;5r\\u001b=\\u001b[?1049l\\u001b]5"]
      [0.3, "o", "2;c;QQ==\\u0007\\udc9b31m\\u009b?1000h\\u001bP$qm\\u001b\\\\ world"]
      [0.4, "i", "x"]
      [0.5, "o", "\\u001b]8;;http://evil.example/\\u0007"]

      """
    try Data(cast.utf8).write(to: directory.file("hostile.cast"))
    for (language, line) in [
      ("C.UTF-8", "quiz: the recording held 9 sequences quiz never writes; they were left out\n"),
      (
        "es_ES.UTF-8",
        "quiz: la grabación tenía 9 secuencias que quiz nunca escribe; se omitieron\n"
      ),
      ("zh_CN.UTF-8", "quiz: 录制文件含有 9 个 quiz 从不写出的序列，已略去\n"),
    ] {
      let result = try QuizRunner.run(
        ["replay", "hostile.cast"],
        environment: QuizRunner.environment(home: directory.url, ["LANG": language]),
        in: directory.url)
      #expect(result.exitCode == 0)
      #expect(
        String(decoding: result.stdout, as: UTF8.self)
          == "\u{1B}[H\u{1B}[2J\u{1B}[1;31mhello31m world\u{1B}[0m")
      #expect(result.errorOutput == line)
    }
  }
}
