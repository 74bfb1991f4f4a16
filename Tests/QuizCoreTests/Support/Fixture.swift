import Foundation

@testable import QuizCore

/// Builders shared by the QuizCore tests: banks written from Swift values, boards and games.
enum Fixture {
  /// The display path used for banks parsed from memory.
  static let path = "bank.plist"
  /// A fixed moment, so that elapsed times are exact.
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A valid question entry; `changes` replaces or adds keys, `removing` drops them.
  static func entry(
    answer: String = "APPLE", title: String = "A fruit", _ changes: [String: Any] = [:],
    removing: [String] = []
  ) -> [String: Any] {
    var entry: [String: Any] = ["answer": answer, "title": title]
    entry.merge(changes) { _, new in new }
    for key in removing { entry[key] = nil }
    return entry
  }

  /// `root` written as a property list.
  static func plist(
    _ root: Any, format: PropertyListSerialization.PropertyListFormat = .xml
  ) -> Data {
    try! PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
  }

  /// Parses `entries` as a bank held in memory.
  static func parse(_ entries: [Any]) throws(BankError) -> QuestionBank {
    try QuestionBank.parse(plist(entries), path: path)
  }

  /// The issues that `entries` are rejected with; empty when the bank loads.
  static func issues(_ entries: [Any]) -> [BankIssue] {
    do {
      return try parse(entries).warnings
    } catch {
      guard case .invalid(_, let issues) = error else { return [] }
      return issues
    }
  }

  /// A fresh, empty folder of its own.
  static func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("quizcore-tests-\(UUID().uuidString)", isDirectory: true)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `data` to `name` in a fresh folder and returns its URL.
  static func file(_ data: Data, named name: String = "bank.plist") -> URL {
    let url = temporaryDirectory().appendingPathComponent(name)
    try! data.write(to: url)
    return url
  }

  /// A puzzle whose tiles are exactly `tiles`, one letter per Character.
  static func puzzle(_ answer: String, tiles: String, title: String? = nil) -> Puzzle {
    Puzzle(title: title ?? "clue for \(answer)", answer: Array(answer), tiles: Array(tiles))
  }

  /// A game over puzzles given as (answer, tiles) pairs.
  static func game(_ pairs: [(String, String)], score: Int = Game.startingScore) -> Game {
    Game(puzzles: pairs.map { puzzle($0.0, tiles: $0.1) }, startedAt: start, score: score)
  }

  /// A one-question game.
  static func game(_ answer: String, tiles: String, score: Int = Game.startingScore) -> Game {
    game([(answer, tiles)], score: score)
  }
}

extension Game {
  /// Applies `action` at the fixture's start time.
  @discardableResult
  mutating func apply(_ action: Action) -> [Event] {
    apply(action, at: Fixture.start)
  }

  /// Applies every action in order and returns all their events.
  @discardableResult
  mutating func apply(_ actions: [Action]) -> [Event] {
    actions.flatMap { apply($0) }
  }

  /// Types every letter of `text`.
  @discardableResult
  mutating func type(_ text: String) -> [Event] {
    apply(text.map { Action.type($0) })
  }
}
