import Foundation
import TestTools
import Testing

/// `+` and clicks on a question whose picture is missing or broken, on a real
/// pseudo-terminal: there is nothing to enlarge, so no key is swallowed.
@Suite("Missing pictures in a pseudo-terminal", .ownThreads)
struct MissingPictureTests {
  @Test(
    "+ or a click on a missing or broken picture does not swallow the next key",
    arguments: [("owl", false), ("broken", false), ("owl", true), ("broken", true)])
  func nothingToEnlarge(icon: String, click: Bool) throws {
    let directory = try TemporaryDirectory()
    var first = Banks.question("SUN", "Hot star", options: "SUNX")
    first["icon"] = icon
    let bank = try directory.bank([first, Banks.question("CAT", "Meows", options: "CATQ")])
    let pictures = directory.file("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    try Data("not an xpm".utf8).write(to: pictures.appendingPathComponent("broken.xpm"))
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(
      home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [bank], environment: environment)
    try #require(pty.waitForOutput(containing: "Hot star", timeout: 10))
    // At 80×24 the area kept for the placeholder spans rows 7–14 and columns 29–52.
    try pty.type(click ? "\u{1B}[<0;40;10M\u{1B}[<0;40;10m" : "+")
    try pty.type("SUN")
    #expect(pty.waitForOutput(containing: "Meows", timeout: 10), "\(pty.text.suffix(400))")
    try pty.type([0x03])
    _ = pty.waitForExit(timeout: 10)
  }
}
