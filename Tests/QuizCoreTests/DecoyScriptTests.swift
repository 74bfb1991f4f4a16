import Testing

@testable import QuizCore

@Suite("Decoys of the answer's own script")
struct DecoyScriptTests {
  /// The decoys of the puzzle answering `answer` in a bank of `answers`.
  static func decoys(_ answer: String, in answers: [String], shuffleSeed: UInt64? = nil) throws
    -> [Character]
  {
    let bank = answers.enumerated().map { QuizQuestion(answer: $1, title: "clue \($0)") }
    let puzzles = Puzzle.prepare(bank, shuffleSeed: shuffleSeed)
    let puzzle = try #require(puzzles.first { String($0.answer) == answer })
    return try #require(TileGenerationTests.decoys(puzzle.tiles, answer: puzzle.answer))
  }

  /// The largest number of times one letter appears in `letters`.
  static func mostRepeated(_ letters: [Character]) -> Int {
    Dictionary(letters.map { ($0, 1) }, uniquingKeysWith: +).values.max() ?? 0
  }

  @Test("a two-question bank fills the grid from A–Z, no decoy more than twice")
  func smallLatinBank() throws {
    for answer in ["SUN", "CAT"] {
      let decoys = try Self.decoys(answer, in: ["SUN", "CAT"])
      #expect(decoys.count == 21 - answer.count)
      #expect(decoys.allSatisfy { ("A"..."Z").contains(String($0)) && $0.isASCII })
      #expect(Self.mostRepeated(decoys) <= 2)
      #expect(Set(decoys).count >= 15)
    }
  }

  @Test("a Latin word gets no emoji or CJK decoys, and each of those gets its own kind")
  func mixedBank() throws {
    let bank = ["SUN", "CAT", "🇫🇷", "🐱👨‍👩‍👧", "鸭梨", "苹果"]
    let latin = try Self.decoys("SUN", in: bank)
    #expect(latin.allSatisfy { $0.isASCII && $0.isUppercase })
    let emoji = try Self.decoys("🇫🇷", in: bank)
    #expect(emoji.count == 20)
    #expect(emoji.allSatisfy { Script(of: $0) == .emoji })
    #expect(emoji.contains("🐱") && emoji.contains("👨‍👩‍👧"))
    let han = try Self.decoys("鸭梨", in: bank)
    #expect(han.count == 19)
    #expect(han.allSatisfy { Script(of: $0) == .han })
    #expect(han.contains("苹") && han.contains("果"))
    for decoys in [latin, emoji, han] { #expect(Self.mostRepeated(decoys) <= 2) }
  }

  @Test(
    "alone in its bank, an answer's decoys come from its script's alphabet",
    arguments: [
      ("APPLE", Script.latin, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      ("apple", .latin, "abcdefghijklmnopqrstuvwxyz"),
      ("ΑΘΗΝΑ", .greek, "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"),
      ("москва", .cyrillic, "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"),
      ("すし", .kana, "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"),
      ("カメラ", .kana, "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン"),
    ])
  func alphabetFillsIn(answer: String, script: Script, alphabet: String) throws {
    let decoys = try Self.decoys(answer, in: [answer])
    #expect(decoys.count == 21 - answer.count)
    #expect(decoys.allSatisfy { alphabet.contains($0) })
    #expect(Self.mostRepeated(decoys) == 1)
    #expect(Script(answer: Array(answer)) == script)
  }

  @Test("a Han answer alone gets common Han characters, an emoji other emoji")
  func builtInLists() throws {
    let han = try Self.decoys("鸭梨", in: ["鸭梨"])
    #expect(han.count == 19)
    #expect(Set(han).count == 19)
    #expect(han.allSatisfy { Script(of: $0) == .han && !"鸭梨".contains($0) })
    let emoji = try Self.decoys("🐱", in: ["🐱", "SUN"])
    #expect(emoji.count == 20)
    #expect(Set(emoji).count == 20)
    #expect(emoji.allSatisfy { Script(of: $0) == .emoji })
  }

  @Test("bank letters come before the alphabet, matched to the answer's case")
  func bankLettersFirst() throws {
    let decoys = try Self.decoys("SUN", in: ["SUN", "kiwi", "ÉCLAIR"])
    for letter in "KIWÉCLR" { #expect(decoys.contains(letter)) }
    #expect(!decoys.contains { $0.isLowercase })
    #expect(Self.mostRepeated(decoys) <= 2)
  }

  @Test("a big bank gives every question distinct decoys of its own script")
  func bigBank() throws {
    var random = SplitMix64(seed: 11)
    let han = (0x4E00...0x4EFF).compactMap { Unicode.Scalar($0).map(Character.init) }
    let latin = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var answers: [String] = []
    for index in 0..<200 {
      let letters = index.isMultiple(of: 2) ? han : latin
      answers.append(
        String((0..<(2 + random.below(5))).map { _ in letters[random.below(letters.count)] }))
    }
    let bank = answers.enumerated().map { QuizQuestion(answer: $1, title: "clue \($0)") }
    for puzzle in Puzzle.prepare(bank, shuffleSeed: 5) {
      let decoys = try #require(TileGenerationTests.decoys(puzzle.tiles, answer: puzzle.answer))
      let script = Script(answer: puzzle.answer)
      #expect(puzzle.tiles.count == 21)
      #expect(decoys.allSatisfy { Script(of: $0) == script })
      #expect(Self.mostRepeated(decoys) == 1)
    }
  }

  @Test(
    "letters are sorted into scripts",
    arguments: [
      ("A", Script.latin), ("ñ", .latin), ("Ω", .greek), ("Ж", .cyrillic), ("鸭", .han),
      ("あ", .kana), ("ア", .kana), ("한", .hangul), ("🇫🇷", .emoji), ("👍🏽", .emoji),
      ("1️⃣", .emoji), ("7", .common), ("א", .hebrew), ("ب", .arabic),
    ] as [(Character, Script)])
  func classification(letter: Character, script: Script) {
    #expect(Script(of: letter) == script)
  }

  @Test("an answer's script is that of most of its letters; kana make it Japanese")
  func answerScript() {
    #expect(Script(answer: Array("I❤NY")) == .latin)
    #expect(Script(answer: Array("R2D2")) == .latin)
    #expect(Script(answer: Array("1984")) == .common)
    #expect(Script(answer: Array("食べる")) == .kana)
    #expect(Script(answer: Array("寿司")) == .han)
  }

  @Test(
    "an accented answer typed without its accents is never caught by a look-alike decoy",
    arguments: [nil, 1, 2, 3, 4, 5, 6, 7, 8] as [UInt64?])
  func typedWithoutAccents(seed: UInt64?) throws {
    let bank = [
      QuizQuestion(answer: "NAÏVE", title: "Innocent"), QuizQuestion(answer: "CAFÉ", title: "Bar"),
      QuizQuestion(answer: "ÎLE", title: "Island"), QuizQuestion(answer: "KIWI", title: "Fruit"),
      QuizQuestion(answer: "ÉTÉ", title: "Summer"),
    ]
    for puzzle in Puzzle.prepare(bank, shuffleSeed: seed) {
      let typed = puzzle.answer.map(\.accentFolded).joined()
      #expect(typed.allSatisfy { $0.isASCII && $0.isLowercase })
      var game = Game(puzzles: [puzzle], startedAt: Fixture.start)
      let accented = puzzle.answer.filter(\.hasAccent)
      let decoys = try #require(TileGenerationTests.decoys(puzzle.tiles, answer: puzzle.answer))
      #expect(
        !decoys.contains { tile in
          accented.contains { $0.accentFolded == tile.accentFolded && $0 != tile }
        })
      #expect(game.type(typed).last == .solved(answer: String(puzzle.answer), points: 100))
    }
  }
}
