import Foundation
import TestTools
import Testing

/// `quiz` with a pipe on either side, or `--plain`: readable text, never an escape byte.
@Suite("Plain text over pipes", .ownThreads)
struct PlainPipeTests {
  /// A whole game with every kind of step: wrong, rejected, clear, hints, skip, solved.
  private let everything = "NUSX\u{7F}\u{7F}\u{7F}?!N\u{1B}[A\u{FF}>CAT" + "DOG"

  @Test("a whole game piped in, rejections included, writes no ESC byte at all")
  func noEscapeByte() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run([bank], input: everything)
    #expect(result.exitCode == 0)
    #expect(!result.stdout.contains(0x1B))
    #expect(!result.stderr.contains(0x1B))
    #expect(result.output.contains("Congratulations"))
  }

  @Test("a frame with the counter, score, clue, slots and tiles follows each change")
  func framesPrinted() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run([bank], input: "S")
    let text = result.output
    #expect(text.contains("1/3"))
    #expect(text.contains("1000"))
    #expect(text.components(separatedBy: "Hot star").count - 1 >= 2, "opening and after S")
    // The tiles row, first as dealt, then with S gone from it.
    #expect(text.contains("S  U  N  X"))
    #expect(text.contains("S  _  _"))
    #expect(result.exitCode == 1)
  }

  @Test("each rejected key is reported in the text")
  func rejectionsReported() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run([bank], input: "KK")
    #expect(result.output.components(separatedBy: "rejected").count - 1 == 2)
  }

  @Test("--plain writes no ESC byte and the same text as a pipe does")
  func plainFlag() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let flagged = try QuizRunner.run(["--plain", bank], input: everything)
    let piped = try QuizRunner.run([bank], input: everything)
    #expect(!flagged.stdout.contains(0x1B))
    #expect(flagged.stdout == piped.stdout)
    #expect(flagged.exitCode == 0)
  }

  @Test("--color=always in a pipe still writes no ESC byte in plain mode")
  func colorAlwaysPlain() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run(
      ["--color=always", bank], input: everything,
      environment: QuizRunner.environment(
        home: directory.url, ["TERM": "xterm-256color", "COLORTERM": "truecolor"]))
    #expect(!result.stdout.contains(0x1B))
  }
}
