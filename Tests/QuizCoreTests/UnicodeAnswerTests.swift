import Testing

@testable import QuizCore

@Suite("Answers in CJK, emoji and combining marks")
struct UnicodeAnswerTests {
  static let family = "👨‍👩‍👧"

  @Test("a Chinese answer is played letter by letter")
  func chinese() throws {
    let bank = try Fixture.parse([
      Fixture.entry(answer: "鸭梨", title: "一种水果"), Fixture.entry(answer: "苹果", title: "红色"),
    ])
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: Fixture.start)
    #expect(game.board.answer == ["鸭", "梨"])
    #expect(
      game.type("梨").first.map { if case .pick(slot: 0, _) = $0 { true } else { false } } == true)
    game.apply(.clearSlot(0))
    #expect(game.type("鸭梨").last == .solved(answer: "鸭梨", points: 100))
  }

  @Test("an emoji and a ZWJ family are one letter each")
  func emoji() throws {
    let answer = "🐱" + Self.family
    let bank = try Fixture.parse([
      Fixture.entry(answer: answer, ["options": ["🐶", Self.family, "🐱"]])
    ])
    #expect(bank.questions[0].letters.count == 2)
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: Fixture.start)
    #expect(game.board.tiles.count == 3)
    #expect(game.type("🐱") == [.pick(slot: 0, tile: 2)])
    #expect(
      game.apply(.type(Character(Self.family))) == [
        .pick(slot: 1, tile: 1), .solved(answer: answer, points: 100),
      ])
  }

  @Test("a lone family member is not the family tile")
  func familyMemberIsNotFamily() {
    var game = Fixture.game("🐱" + Self.family, tiles: "🐱" + Self.family)
    #expect(game.type("👨") == [.rejected(.noMatchingTile("👨"))])
  }

  @Test("e + U+0301 and precomposed é are the same letter")
  func combiningMarks() throws {
    #expect(Character("e\u{301}") == Character("\u{E9}"))
    let decomposed = "cafe\u{301}"
    let bank = try Fixture.parse([
      Fixture.entry(answer: decomposed, ["options": ["\u{E9}", "f", "a", "c", "x"]])
    ])
    #expect(bank.questions[0].letters.count == 4)
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: Fixture.start)
    #expect(
      game.type("caf") == [
        .pick(slot: 0, tile: 3), .pick(slot: 1, tile: 2), .pick(slot: 2, tile: 1),
      ])
    #expect(
      game.apply(.type("e\u{301}")) == [
        .pick(slot: 3, tile: 0), .solved(answer: decomposed, points: 100),
      ])
  }

  @Test("an option with a combining mark is one letter; a letter with a trailing space is two")
  func optionLetterCount() {
    #expect(Fixture.issues([Fixture.entry(answer: "E\u{301}", ["options": ["E\u{301}"]])]).isEmpty)
    #expect(
      Fixture.issues([Fixture.entry(answer: "E", ["options": ["E "]])]) == [
        BankIssue(
          question: 1, key: "options",
          problem: .badOptions([OptionFault(index: 0, value: "E ", reason: .notOneLetter)]))
      ])
  }

  @Test("revealing a CJK letter uses the right tile")
  func revealCJK() {
    var game = Fixture.game("鸭梨", tiles: "梨苹鸭")
    #expect(game.apply(.reveal) == [.hint(.reveal, cost: 60), .pick(slot: 0, tile: 2)])
  }
}
