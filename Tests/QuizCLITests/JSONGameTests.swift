import Foundation
import TestTools
import Testing

/// Plays banks through `quiz --json` with pipes and reads the events back.
@Suite("JSON Lines over pipes: playing", .ownThreads)
struct JSONGameTests {
  private func play(_ questions: [[String: Any]], _ input: String) throws
    -> (QuizRunner.Result, [JSONEvent])
  {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(questions)
    let result = try QuizRunner.run(["--json", bank], input: input)
    return (result, JSONEvent.all(result.output))
  }

  @Test("solving a whole bank gives question, picks, solved per question, then finished")
  func wholeBank() throws {
    let (result, events) = try play(Banks.three, "SUNCATDOG")
    let perQuestion = ["question", "pick", "pick", "pick", "solved"]
    #expect(events.names == perQuestion + perQuestion + perQuestion + ["finished"])
    #expect(result.exitCode == 0)
    #expect(result.errorOutput.isEmpty)
    let finished = try #require(events.last)
    #expect(finished.score == 1300)
    #expect(finished.int("solved") == 3)
    #expect(finished.int("skipped") == 0)
    #expect(finished.int("hints") == 0)
  }

  @Test("every line of stdout is one JSON object with the whole visible state")
  func everyLineIsJSON() throws {
    let (result, _) = try play(Banks.three, "SUNX?!>CTA\u{7F}")
    #expect(result.output.hasSuffix("\n"))
    let lines = result.output.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 10)
    for line in lines.map(String.init) {
      let event = try #require(JSONEvent(line), "not JSON: \(line)")
      for key in ["event", "question", "score", "slots", "tiles"] {
        #expect(event.fields[key] != nil, "\(key) missing in \(line)")
      }
    }
  }

  @Test("a wrong answer is followed by rejected picks until Backspace clears a slot")
  func wrongThenClear() throws {
    let (result, events) = try play(Banks.three, "NUSX\u{7F}X")
    #expect(
      events.names == [
        "question", "pick", "pick", "pick", "wrong", "rejected", "clear", "pick", "wrong", "quit",
      ])
    #expect(events[4].string("guess") == "NUS")
    #expect(events[5].reason == "answer-wrong")
    #expect(events[5].slots == ["N", "U", "S"])
    #expect(events[6].slots == ["N", "U", ""])
    #expect(events[6].tiles == ["S", "", "", "X"])
    #expect(events[7].slots == ["N", "U", "X"])
    #expect(result.exitCode == 1)
  }

  @Test("the reveal hint costs 60 and the remove hint 90, each as a hint event")
  func hints() throws {
    let (_, events) = try play(Banks.three, "?!")
    // A reveal is documented as `hint` then the `pick` of the revealed letter.
    #expect(events.names == ["question", "hint", "pick", "hint", "quit"])
    let hints = events.filter { $0.event == "hint" }
    #expect(hints.map { $0.string("kind") } == ["reveal", "remove"])
    #expect(hints.map { $0.int("cost") } == [60, 90])
    #expect(events.map(\.score) == [1000, 940, 940, 850, 850])
    #expect(events[2].slots == ["S", "", ""])
    #expect(events[3].tiles == ["", "U", "N", ""])
  }

  @Test("a hint the player cannot afford is refused and costs nothing")
  func unaffordableHint() throws {
    // Sixteen reveals cost 960 of the 1000 points; the seventeenth cannot be paid for.
    let long = [Banks.question("ABCDEFGHIJKLMNOPQ", "Alphabet", options: "ABCDEFGHIJKLMNOPQ")]
    let (_, events) = try play(long + Banks.three, String(repeating: "?", count: 17))
    let hints = events.filter { $0.event == "hint" }
    let refused = events.filter { $0.event == "rejected" }
    #expect(hints.count == 16)
    #expect(refused.count == 1)
    #expect(refused.first?.score == 40)
    #expect(refused.first?.reason == "not-enough-points")
    #expect(refused.first?.string("message") == "not enough points (the hint costs 60)")
  }

  @Test("skipping is refused on the last question")
  func skipLastRejected() throws {
    let (_, events) = try play(Banks.three, ">CAT>")
    #expect(
      events.names == [
        "question", "skip", "question", "pick", "pick", "pick", "solved", "question",
        "rejected", "quit",
      ])
    #expect(events[8].question == 3)
    #expect(events[8].string("key") == ">")
    #expect(events[8].reason == "last-question")
  }

  @Test("input after finished is ignored and the run exits 0")
  func afterFinished() throws {
    let (result, events) = try play(Banks.three, "SUNCATDOG?!>xyz")
    #expect(events.last?.event == "finished")
    #expect(events.filter { $0.event == "finished" }.count == 1)
    #expect(result.exitCode == 0)
  }

  @Test("a Chinese bank is played by piping UTF-8")
  func chineseBank() throws {
    let (result, events) = try play(Banks.chinese, "鸭梨熊猫")
    #expect(
      events.filter { $0.event == "solved" }.compactMap { $0.string("answer") } == [
        "鸭梨", "熊猫",
      ])
    #expect(events.last?.event == "finished")
    #expect(result.exitCode == 0)
  }

  @Test("generated tiles (no options) hold every answer's letters")
  func generatedTiles() throws {
    let (result, events) = try play(Banks.generated, "APPLEKIWIPEAR")
    #expect(events.filter { $0.event == "solved" }.count == 3)
    #expect(events.filter { $0.event == "rejected" }.isEmpty)
    #expect(events.last?.event == "finished")
    #expect(result.exitCode == 0)
    let firstTiles = try #require(events.first).tiles
    #expect(firstTiles.count == 21)
  }
}

/// The same seed gives the same game; another seed gives another one.
@Suite("JSON Lines over pipes: determinism", .ownThreads)
struct DeterminismTests {
  private func run(seed: String) throws -> QuizRunner.Result {
    // 39 skips walk through the whole 40-question bundled bank.
    let input = "?A" + String(repeating: ">", count: 39) + "!"
    return try QuizRunner.run(["--json", "--shuffle", "--seed", seed], input: input)
  }

  private func titles(_ result: QuizRunner.Result) -> [String] {
    JSONEvent.all(result.output).filter { $0.event == "question" }.compactMap(\.title)
  }

  @Test("--shuffle --seed 7 twice gives byte-identical output")
  func sameSeed() throws {
    let first = try run(seed: "7")
    let second = try run(seed: "7")
    #expect(first.stdout.count > 1000)
    #expect(first.stdout == second.stdout)
  }

  @Test("a different seed gives a different question order")
  func differentSeed() throws {
    let seven = titles(try run(seed: "7"))
    let eight = titles(try run(seed: "8"))
    #expect(seven.count == 40)
    #expect(Set(seven) == Set(eight))
    #expect(seven != eight)
  }
}
