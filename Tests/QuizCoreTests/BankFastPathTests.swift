import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// The fast reading of a bank (the parser's dictionaries read as they are, printable ASCII
/// checked byte by byte, ASCII answers counted into the decoy pool from a table) gives what
/// the general reading gives: the same questions, issues in the same order, the same icons
/// and the same pool.
@Suite("Bank fast paths")
struct BankFastPathTests {
  /// Pieces of text the generated values are made of: printable ASCII, ASCII white space
  /// and controls, letters whose case or grapheme count is unusual, invisible and unsafe
  /// scalars, path characters.
  static let pieces = [
    "A", "b", "Z", "q", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{1B}[2J", "\u{7F}", "é",
    "e\u{301}", "\u{301}", "\u{200B}", "\u{00A0}", "\u{0085}", "\u{2028}", "\u{202E}", "鸭",
    "🐱", "👨‍👩‍👧", "İ", "ẞ", "Σ", "ß", "/", "\\", ".", "..", "~", "0", "-",
  ]

  static func text(_ random: inout SplitMix64) -> String {
    // Most texts are plain ASCII words, as real banks are.
    if random.below(3) != 0 {
      let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij klm")
      return String((0..<random.below(9)).map { _ in letters[random.below(letters.count)] })
    }
    return (0..<random.below(5)).map { _ in pieces[random.below(pieces.count)] }.joined()
  }

  /// A value for `key`: usually a string, sometimes another property-list type.
  static func value(_ random: inout SplitMix64, options: Bool) -> Any {
    switch random.below(24) {
    case 0: return random.below(100)
    case 1: return random.below(2) == 0
    case 2: return Data([1, 2])
    case 3: return [text(&random)]
    case 4: return ["a": text(&random)]
    case 5 where options:
      return (0..<random.below(60)).map { _ in
        random.below(9) == 0 ? 5 as Any : (text(&random).first.map(String.init) ?? "") as Any
      }
    default: return text(&random)
    }
  }

  /// `count` entries of every kind: questions of known keys (some missing, some repeated
  /// answers in another case), unknown keys, entries that are not dictionaries.
  static func entries(_ count: Int, seed: UInt64) -> [Any] {
    var random = SplitMix64(seed: seed)
    let repeated = ["CAT", "cat", "Cat", "ÉTÉ", "été", "SUN"]
    return (0..<count).map { _ -> Any in
      if random.below(20) == 0 { return random.below(2) == 0 ? "not a question" : [1, 2] }
      var entry: [String: Any] = [:]
      for key in ["answer", "title", "icon", "options"] where random.below(8) != 0 {
        if key == "icon" && random.below(2) == 0 { continue }
        if key == "options" && random.below(3) != 0 { continue }
        entry[key] = value(&random, options: key == "options")
      }
      if random.below(4) == 0 { entry["answer"] = repeated[random.below(repeated.count)] }
      if random.below(10) == 0 { entry[["extra", "Answer", "é", "zz"][random.below(4)]] = 1 }
      return entry
    }
  }

  /// `entries` written as a property list and read back, so they are what the parser gives.
  static func parsed(_ entries: [Any], format: PropertyListSerialization.PropertyListFormat)
    throws -> [Any]
  {
    let root = try QuestionBank.propertyList(from: Fixture.plist(entries, format: format), path: "")
    return try #require(root as? [Any])
  }

  /// Whether the fast and the general validation of `entries` agree; the difference if not.
  static func disagreement(_ entries: [Any]) -> String? {
    let fast = BankValidator.validate(entries)
    let general = BankValidator.validate(entries, fastPaths: false)
    if fast.questions != general.questions {
      return "questions \(fast.questions) against \(general.questions)"
    }
    if fast.issues != general.issues { return "issues \(fast.issues) against \(general.issues)" }
    if fast.icons.map(\.question) != general.icons.map(\.question)
      || fast.icons.map(\.name) != general.icons.map(\.name)
    {
      return "icons \(fast.icons) against \(general.icons)"
    }
    return nil
  }

  @Test(
    "generated banks, XML and binary, validate the same through the fast and the general reading",
    arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func generatedBanks(format: PropertyListSerialization.PropertyListFormat) throws {
    for seed in 1...UInt64(MutationRuns.count(default: 20)) {
      let entries = try Self.parsed(Self.entries(200, seed: seed), format: format)
      let fast = BankValidator.validate(entries)
      // The generated banks must hold both questions and issues of many kinds to prove much.
      #expect(fast.questions.count > 20 && fast.issues.count > 50)
      if let difference = Self.disagreement(entries) {
        Issue.record("seed \(seed): \(difference)")
        return
      }
    }
  }

  @Test("mutated banks validate the same through the fast and the general reading")
  func mutatedBanks() {
    var mutator = ByteMutator(seed: 0xFA57)
    let runs = MutationRuns.count(default: 2000)
    let tally = MutationRuns.tally(runs, with: &mutator) { bytes in
      guard let root = try? QuestionBank.propertyList(from: Data(bytes), path: ""),
        let entries = root as? [Any]
      else { return .refused }
      return Self.disagreement(entries).map { .wrong($0) } ?? .accepted
    } input: { mutator in
      let seed = mutator.pick(BankMutationTests.seeds)
      if mutator.random.below(3) == 0,
        let tweaked = BinaryPlistMutator.mutate(seed, with: &mutator)
      {
        return tweaked
      }
      return mutator.mutate(seed, donors: BankMutationTests.seeds)
    }
    guard let (compared, _) = tally else { return }
    #expect(compared > 100, "only \(compared) mutated banks parsed")
  }

  @Test("the decoy pool of answer texts is the pool of their letters")
  func decoyPoolOfTexts() {
    for seed in 1...UInt64(20) {
      var random = SplitMix64(seed: seed)
      let answers = (0..<300).map { _ in Self.text(&random) }
      #expect(
        DecoyPool(answerTexts: answers) == DecoyPool(answers: answers.map(Array.init)),
        "seed \(seed)")
    }
  }
}
