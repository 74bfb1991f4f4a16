import Foundation
import QuizCore
import QuizSystem

/// Every pack with its questions, progress and location: the rows `quiz banks` lists and
/// the start screen's menu shows.
enum PackList {
  /// One row of the list.
  struct Row: Equatable {
    var pack: Pack
    /// The number of questions, or `nil` when the bank cannot be loaded.
    var questions: Int?
    /// Why the bank cannot be loaded.
    var problem: BankError?
    /// Questions solved in the saved progress.
    var solved: Int?
    /// The pack was played to the end at least once.
    var finished: Bool
    /// The most questions a game of the pack played to the end solved; `nil` when unknown.
    var bestSolved: Int? = nil
    /// A player's pack hidden by a bundled pack of the same name.
    var hidden: Bool

    /// The solved count to show: the saved progress, or the most a game of a pack finished
    /// and not started again solved (finishing forgets the progress); every question when
    /// the statistics are older than that count.
    var shownSolved: Int {
      if let solved { return solved }
      guard finished else { return 0 }
      return min(bestSolved ?? Int.max, questions ?? 0)
    }
  }

  /// The rows, bundled packs first.
  static func rows(environment: [String: String], stats: StatsStore?) throws(BundledPackError)
    -> [Row]
  {
    try rows(environment: environment, statistics: stats?.peek())
  }

  /// The rows, bundled packs first, with the statistics already read. A bundled pack whose
  /// manifest entry gives its number of questions is not loaded (a test holds every count
  /// to its bank file); a player's pack is counted once and remembered in the
  /// ``PackListCache`` while its file is unchanged, and read every time while it does not
  /// load, so a damaged one shows its problem.
  static func rows(environment: [String: String], statistics: Statistics?)
    throws(BundledPackError) -> [Row]
  {
    var cache = PackListCache(environment: environment)
    let rows = try rows(environment: environment, statistics: statistics, cache: &cache)
    cache.save(keeping: Set(rows.compactMap { $0.pack.url?.path }))
    return rows
  }

  /// The rows as ``rows(environment:statistics:)`` makes them, counting through `cache`.
  static func rows(
    environment: [String: String], statistics: Statistics?, cache: inout PackListCache
  ) throws(BundledPackError) -> [Row] {
    let bundled = try PackCatalog.bundledPacks()
    let names = Set(bundled.map(\.name))
    return (bundled + PackCatalog.userPacks(environment: environment)).map { pack in
      var row = Row(
        pack: pack, finished: statistics?.bestScores[pack.name] != nil,
        bestSolved: statistics?.bestSolved?[pack.name],
        hidden: pack.origin == .user && names.contains(pack.name))
      do throws(BankError) {
        let total: Int
        if let counted = pack.bundled?.questions {
          total = counted
        } else if let url = pack.url {
          let summary = try cache.summary(in: url) { () throws(BankError) in
            let bank = try pack.load()
            return (bank.questions.count, bank.title)
          }
          total = summary.questions
          // A player's pack shows its bank's own title, when it has one.
          if let title = summary.title { row.pack.title = title }
        } else {
          total = try pack.load().questions.count
        }
        row.questions = total
        let store = ProgressStore.defaultStore(
          bankKey: pack.progressKey, environment: environment)
        row.solved = store?.peek(total: total)?.tally.solved
      } catch {
        row.problem = error
      }
      return row
    }
  }
}
