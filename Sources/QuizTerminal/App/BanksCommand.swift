import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalKit

/// `quiz banks`: every pack with its questions, progress and location.
struct BanksCommand: ParsableCommand {
  /// JSON for scripts instead of the table.
  var json = false
  /// Where the statistics are read (the packs played to the end).
  var storage = StorageOptions()

  static let declaration = CommandDeclarations.Command(
    id: .banks, name: "banks", summary: "list the packs",
    options: [CommandDeclarations.json, CommandDeclarations.stats, CommandDeclarations.help],
    operand: nil, synopsis: "")

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    try parsed.refuseForGameCommand(Self.declaration)
    json = parsed.given(.json)
    storage = try StorageOptions(parsing: parsed)
  }

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

  /// The progress column: `12/40`, `✓` once finished, `—` when the bank is broken.
  static func progress(_ row: Row) -> String {
    guard let total = row.questions else { return "—" }
    let done = row.finished ? " ✓" : ""
    return "\(row.shownSolved)/\(total)" + done
  }

  /// The location column: `bundled`, or the folder of a player's pack.
  static func location(_ row: Row, strings: Strings = .english) -> String {
    switch row.pack.origin {
    case .bundled: return strings.banksBundled
    case .user:
      let folder = TextSafety.escaped(row.pack.location)
      return folder + (row.hidden ? strings.banksHidden : "")
    }
  }

  /// The table, aligned.
  static func table(_ rows: [Row], strings: Strings = .english) -> String {
    let header = strings.banksHeader
    let cells = rows.map { row in
      [
        row.pack.name, row.questions.map(String.init) ?? "?", progress(row),
        location(row, strings: strings),
      ]
    }
    // Widths are display widths, so Chinese heads line up.
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
    }
    let nameWidth = ([header[0]] + cells.map { $0[0] }).map(TextWidth.of).max() ?? 4
    let countWidth = ([header[1]] + cells.map { $0[1] }).map(TextWidth.of).max() ?? 9
    let progressWidth = ([header[2]] + cells.map { $0[2] }).map(TextWidth.of).max() ?? 8
    func line(_ cell: [String]) -> String {
      pad(cell[0], nameWidth) + "  "
        + String(repeating: " ", count: max(0, countWidth - TextWidth.of(cell[1]))) + cell[1]
        + "  " + pad(cell[2], progressWidth) + "  " + cell[3]
    }
    var lines = [line(header)] + cells.map(line)
    for row in rows {
      if let problem = row.problem {
        lines.append("\(row.pack.name): " + strings.bankErrors.bankError(problem))
      }
    }
    return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n") + "\n"
  }

  /// One JSON object per pack, one per line.
  static func json(_ rows: [Row]) -> String {
    rows.map { row in
      var object: [String: Any] = [
        "name": row.pack.name, "origin": row.pack.origin.rawValue,
        "location": row.pack.location,
        "finished": row.finished, "hidden": row.hidden,
      ]
      object["questions"] = row.questions ?? NSNull()
      object["solved"] = row.questions == nil ? NSNull() : row.shownSolved
      if let language = row.pack.language { object["language"] = language }
      if let title = row.pack.title { object["title"] = title }
      if let problem = row.problem {
        // The message as quiz check words it, but with every value it names whole.
        object["problem"] = TextSafety.$quotedLimit.withValue(Int.max) {
          BankErrorText.english.bankError(problem)
        }
      }
      return JSONText.line(object)
    }.joined()
  }
}
