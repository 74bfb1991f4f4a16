/// The letters of a whole bank, sorted by script, from which generated grids draw decoys.
///
/// Built once per bank in one pass; each question then draws its decoys in time that
/// depends on its own length, not on the size of the bank, so a bank of many thousands
/// of distinct letters starts as fast as a small one.
struct DecoyPool: Equatable, Sendable {
  /// The most copies of one letter among an answer's decoys.
  static let maxCopies = 2

  /// What the pool knows of one distinct letter.
  private struct Letter: Equatable, Sendable {
    /// How many answers hold it.
    var holders = 0
    let script: Script
    /// The letter in upper and in lower case (itself when its script has no case).
    let upper: Character
    let lower: Character

    init(_ letter: Character) {
      script = Script(of: letter)
      upper = script.isCased ? Script.uppercased(letter) : letter
      lower = script.isCased ? Script.lowercased(letter) : letter
    }
  }

  /// Each script's distinct letters, in first-seen order.
  private var letters: [Script: [Character]] = [:]
  /// Every distinct letter of the bank.
  private var known: [Character: Letter] = [:]

  /// The pool of the letters of `answers`.
  init(answers: some Sequence<[Character]>) {
    // Answers are short: a list finds repeated letters faster than a set, and one lookup
    // per distinct letter serves both counting and adding.
    var counted: [Character] = []
    for answer in answers {
      counted.removeAll(keepingCapacity: true)
      for letter in answer where !letter.isWhitespace && !counted.contains(letter) {
        counted.append(letter)
        add(letter)
      }
    }
  }

  /// The pool of the letters of `answers`, the same as ``init(answers:)`` of their letters.
  ///
  /// An answer of printable ASCII is read byte by byte (each byte a letter, the space the
  /// only white space), and its letters known already are counted in a table, added to
  /// the pool at the end: a bank of many thousands of such answers hashes no letter.
  init(answerTexts answers: some Sequence<String>) {
    var counted: [Character] = []
    // For each ASCII letter in the pool: the answers holding it not counted in it yet.
    var asciiHolders = [Int](repeating: 0, count: 128)
    var asciiKnown = [Bool](repeating: false, count: 128)
    for answer in answers {
      guard TextSafety.isPrintableASCII(answer) else {
        counted.removeAll(keepingCapacity: true)
        for letter in answer where !letter.isWhitespace && !counted.contains(letter) {
          counted.append(letter)
          add(letter)
        }
        continue
      }
      var seen: (low: UInt64, high: UInt64) = (0, 0)
      for byte in answer.utf8 where byte != UInt8(ascii: " ") {
        let bit = UInt64(1) << (byte & 63)
        if byte < 64 {
          if seen.low & bit != 0 { continue }
          seen.low |= bit
        } else {
          if seen.high & bit != 0 { continue }
          seen.high |= bit
        }
        if asciiKnown[Int(byte)] {
          asciiHolders[Int(byte)] += 1
        } else {
          add(Character(Unicode.Scalar(byte)))
          asciiKnown[Int(byte)] = true
        }
      }
    }
    for byte in asciiHolders.indices where asciiHolders[byte] > 0 {
      known[Character(Unicode.Scalar(UInt8(byte)))]?.holders += asciiHolders[byte]
    }
  }

  /// Counts one more answer holding `letter`, adding the letter when it is new.
  private mutating func add(_ letter: Character) {
    if let index = known.index(forKey: letter) {
      known.values[index].holders += 1
    } else {
      var new = Letter(letter)
      new.holders = 1
      known[letter] = new
      letters[new.script, default: []].append(letter)
    }
  }

  /// `count` decoys for `answer` (fewer when even its script's alphabet runs out).
  ///
  /// First distinct letters of the answer's script held by another answer of the bank,
  /// drawn at random; then letters of the script's alphabet not drawn yet; then second
  /// copies of those decoys (or of the answer's own letters when there are none). Letters
  /// of a cased script take the answer's case.
  func decoys(for answer: [Character], count: Int, using generator: inout SplitMix64)
    -> [Character]
  {
    guard count > 0 else { return [] }
    let script = Script(scriptsOf: answer.map { known[$0]?.script ?? Script(of: $0) })
    let casing = Self.casing(of: answer, script: script)
    var drawn = Draw(count: count, avoiding: Self.lookAlikes(of: answer))

    let sources = script.decoySources.map { letters[$0] ?? [] }
    var order = LazyPermutation(count: sources.reduce(0) { $0 + $1.count })
    while !drawn.isComplete, var index = order.next(using: &generator) {
      var source = 0
      while index >= sources[source].count {
        index -= sources[source].count
        source += 1
      }
      let letter = sources[source][index]
      guard let info = known[letter] else { continue }
      if info.holders <= 1 && answer.contains(letter) { continue }
      switch casing {
      case .upper: drawn.add(info.upper, upTo: 1)
      case .lower: drawn.add(info.lower, upTo: 1)
      case nil: drawn.add(letter, upTo: 1)
      }
    }

    if !drawn.isComplete, var alphabet = script.alphabet(for: answer) {
      generator.shuffle(&alphabet)
      for letter in alphabet where !drawn.isComplete { drawn.add(letter, upTo: 1) }
    }

    if !drawn.isComplete {
      var again = drawn.letters.isEmpty ? Self.distinct(answer) : drawn.letters
      generator.shuffle(&again)
      for _ in 0..<Self.maxCopies {
        for letter in again where !drawn.isComplete { drawn.add(letter, upTo: Self.maxCopies) }
      }
    }
    return drawn.letters
  }

  /// The case of an answer written all in one case.
  private enum Casing { case upper, lower }

  /// The case bank letters take among the decoys of `answer`: the answer's, when the
  /// script has case and the answer is all one case; `nil` keeps them as they are.
  private static func casing(of answer: [Character], script: Script) -> Casing? {
    guard script.isCased else { return nil }
    let hasUpper = answer.contains(where: \.isUppercase)
    let hasLower = answer.contains(where: \.isLowercase)
    if hasUpper && !hasLower { return .upper }
    if hasLower && !hasUpper { return .lower }
    return nil
  }

  /// The accent-folded forms of the answer's accented letters. A decoy with one of these
  /// forms that is not that letter (`I` or `Í` beside the `Ï` of NAÏVE) would be picked
  /// in its place when the player types the letter without its accent, so none is drawn.
  private static func lookAlikes(of answer: [Character]) -> [String: Set<String>] {
    var accented: [String: Set<String>] = [:]
    for letter in answer where letter.hasAccent {
      accented[letter.accentFolded, default: []].insert(letter.lowercased())
    }
    return accented
  }

  private static func distinct(_ letters: [Character]) -> [Character] {
    var seen = Set<Character>()
    return letters.filter { seen.insert($0).inserted }
  }

  /// The decoys drawn so far.
  private struct Draw {
    let count: Int
    /// Accent-folded forms to avoid, each with the (lowercased) answer letters allowed.
    let lookAlikes: [String: Set<String>]
    private(set) var letters: [Character] = []

    init(count: Int, avoiding lookAlikes: [String: Set<String>]) {
      self.count = count
      self.lookAlikes = lookAlikes
    }

    var isComplete: Bool { letters.count >= count }

    /// Adds `letter` unless it already appears `limit` times or is a look-alike.
    mutating func add(_ letter: Character, upTo limit: Int) {
      // At most 20 decoys: counting them is cheaper than keeping a dictionary.
      guard !isComplete, letters.lazy.filter({ $0 == letter }).count < limit else { return }
      if !lookAlikes.isEmpty, let allowed = lookAlikes[letter.accentFolded],
        !allowed.contains(letter.lowercased())
      {
        return
      }
      letters.append(letter)
    }
  }

  /// A random order of `0..<count`, produced one index at a time (Fisher–Yates), so
  /// drawing k indices costs O(k) whatever count is: a large range keeps only the swapped
  /// entries, in a dictionary; a small one is cheaper as a plain array.
  private struct LazyPermutation {
    static let denseLimit = 512
    let count: Int
    private var drawn = 0
    private var dense: [Int]
    private var moved: [Int: Int] = [:]

    init(count: Int) {
      self.count = count
      dense = count <= Self.denseLimit ? Array(0..<count) : []
    }

    mutating func next(using generator: inout SplitMix64) -> Int? {
      guard drawn < count else { return nil }
      let pick = drawn + generator.below(count - drawn)
      defer { drawn += 1 }
      if count <= Self.denseLimit {
        dense.swapAt(drawn, pick)
        return dense[drawn]
      }
      let value = moved[pick] ?? pick
      moved[pick] = moved[drawn] ?? drawn
      return value
    }
  }
}
