import Foundation
import TestTools
import Testing

/// The PNG fixtures of the QuizCore tests, with ImageMagick's PAM of each.
private let fixtures = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("QuizCoreTests/Fixtures/png")

private func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

@Suite("quiz picture", .ownThreads)
struct PictureCommandTests {
  @Test("--pam writes the decoded pixels as ImageMagick's PAM of the same file, byte for byte")
  func pamFile() throws {
    let directory = try TemporaryDirectory()
    let out = directory.file("out.pam").path
    let result = try QuizRunner.run(["picture", fixture("rgba-8.png"), "--pam", out])
    #expect(result.exitCode == 0)
    #expect(result.errorOutput == "")
    let reference = try Data(contentsOf: fixtures.appendingPathComponent("rgba-8.pam"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == reference)
  }

  @Test("--pam - writes the PAM to stdout and nothing else")
  func pamToStdout() throws {
    let result = try QuizRunner.run(["picture", "--pam", "-", fixture("interlaced-rgba-8.png")])
    #expect(result.exitCode == 0)
    let reference = try Data(contentsOf: fixtures.appendingPathComponent("rgba-8.pam"))
    #expect(Data(result.stdout) == reference)
  }

  @Test("piped, the preview is plain ASCII at the picture's own width, two pixels a line")
  func plainPreview() throws {
    let result = try QuizRunner.run(["picture", fixture("rgb-8.png")])
    #expect(result.exitCode == 0)
    #expect(!result.stdout.contains(0x1B))
    #expect(result.lines.count == 7)  // 13 pixel rows
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count == 19 })
    #expect(
      result.output.unicodeScalars.allSatisfy { $0 == "\n" || (0x20..<0x7F).contains($0.value) })
  }

  @Test("--width shrinks the preview, keeping the picture's shape")
  func width() throws {
    let result = try QuizRunner.run(["picture", fixture("rgb-8.png"), "--width=10"])
    #expect(result.exitCode == 0)
    // 19×13 shrunk to 10 columns is 10×6 pixels: three lines.
    #expect(result.lines.map(\.count) == [10, 10, 10])
  }

  @Test("--color=always draws half blocks in colour, and resets at the end of each line")
  func colorPreview() throws {
    let result = try QuizRunner.run(["picture", fixture("rgb-8.png"), "--color=always"])
    #expect(result.exitCode == 0)
    #expect(result.output.contains("▀"))
    #expect(result.output.contains("\u{1B}[0;38;5;"))
    #expect(result.lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
  }

  @Test("in a terminal the preview is in colour, and NO_COLOR turns it into ASCII")
  func terminalColor() throws {
    for noColor in [false, true] {
      let pty = try PseudoTerminal(rows: 24, columns: 80)
      let directory = try TemporaryDirectory()
      let extra = ["TERM": "xterm-256color"].merging(noColor ? ["NO_COLOR": "1"] : [:]) { $1 }
      try pty.launch(
        QuizRunner.executable.path, ["picture", fixture("rgb-8.png")],
        environment: QuizRunner.environment(home: directory.url, extra))
      // Seven lines of preview (the terminal turns each newline into CR LF).
      _ = pty.waitForOutput(timeout: Patience.limit(10)) { $0.filter { $0 == 0x0A }.count >= 7 }
      #expect(pty.waitForExit(timeout: 10) != nil)
      #expect(pty.text.contains("\u{1B}[") == !noColor, "\(pty.text.prefix(200))")
    }
  }

  @Test("a missing file exits 66 with one line naming it")
  func missing() throws {
    let result = try QuizRunner.run(["picture", "/nonexistent/owl.png"])
    #expect(result.exitCode == 66)
    #expect(result.errorLines == ["quiz: /nonexistent/owl.png: no such file"])
    #expect(result.stdout.isEmpty)
  }

  @Test("a missing file exits 66 whatever its extension, or with none")
  func missingAnyExtension() throws {
    for path in ["/nonexistent/owl.gif", "/nonexistent/owl"] {
      let result = try QuizRunner.run(["picture", path])
      #expect(result.exitCode == 66)
      #expect(result.errorLines == ["quiz: \(path): no such file"])
    }
  }

  @Test("a file without an extension exits 65 saying which extensions tell the format")
  func noExtension() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.raw(Array("/* XPM */".utf8), named: "owl")
    let result = try QuizRunner.run(["picture", path])
    #expect(result.exitCode == 65)
    #expect(
      result.errorLines == [
        "quiz: \(path): no extension to tell the picture format (.png, .jpg, .gif, .xpm, .ppm, .pgm or .pnm)"
      ])
  }

  @Test("a damaged PNG exits 65 with the decoder's message")
  func damaged() throws {
    let directory = try TemporaryDirectory()
    var bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("rgb-8.png")))
    let idat = try #require(bytes.firstRange(of: Array("IDAT".utf8)))
    bytes[idat.upperBound + 5] ^= 1
    let path = try directory.raw(bytes, named: "bad.png")
    let result = try QuizRunner.run(["picture", path])
    #expect(result.exitCode == 65)
    #expect(result.errorLines == ["quiz: \(path): PNG: IDAT CRC mismatch"])
  }

  @Test(
    "usage errors exit 64",
    arguments: [
      ["picture"], ["picture", "a.png", "b.png"], ["picture", "a.png", "--width", "0"],
      ["picture", "a.png", "--width"], ["picture", "a.png", "--zoom"],
      ["picture", "a.png", "--pam="],
    ])
  func usage(arguments: [String]) throws {
    let result = try QuizRunner.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.errorLines.count == 1)
  }

  @Test("a PAM that cannot be written exits 74 naming the reason")
  func unwritable() throws {
    let result = try QuizRunner.run(
      ["picture", fixture("rgb-8.png"), "--pam", "/nonexistent/out.pam"])
    #expect(result.exitCode == 74)
    #expect(
      result.errorLines == ["quiz: cannot write /nonexistent/out.pam: no such file or directory"])
  }

  @Test("--pam never writes over the picture it reads: the same path, a symbolic or a hard link")
  func pamIsThePicture() throws {
    let directory = try TemporaryDirectory()
    let original = try Data(contentsOf: fixtures.appendingPathComponent("rgb-8.png"))
    let picture = try directory.raw([UInt8](original), named: "p.png")
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("link.png").path, withDestinationPath: "p.png")
    try FileManager.default.linkItem(atPath: picture, toPath: directory.file("hard.png").path)
    for (input, output) in [
      (picture, picture), (picture, directory.file("link.png").path),
      (picture, directory.file("hard.png").path), (directory.file("link.png").path, picture),
    ] {
      let result = try QuizRunner.run(["picture", input, "--pam", output])
      #expect(result.exitCode == 74)
      #expect(
        result.errorLines == [
          "quiz: cannot write \(output): it is the picture being read (give --pam another file)"
        ])
      #expect(try Data(contentsOf: URL(fileURLWithPath: picture)) == original)
    }
    let spanish = try QuizRunner.run(
      ["picture", picture, "--pam", picture],
      environment: QuizRunner.environment(home: directory.url, ["LANG": "es_ES.UTF-8"]))
    #expect(
      spanish.errorLines.first?.hasSuffix(
        "es la imagen que se está leyendo (indica otro archivo a --pam)") == true)
  }
}
