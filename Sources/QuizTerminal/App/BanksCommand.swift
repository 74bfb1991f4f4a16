import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalKit

/// `quiz banks`: every pack with its questions, progress and location.
struct BanksCommand: QuizCommand {
  static let sharesGameOptions = true

  /// The table (`.terminal`; `--plain` is refused), or JSON for scripts (`--json`).
  var format = OutputFormat.terminal
  /// Where the statistics are read (the packs played to the end).
  var storage = StorageOptions()

  static let declaration = CommandDeclarations.Command(
    id: .banks, name: "banks", summary: "list the packs",
    options: [CommandDeclarations.json, CommandDeclarations.stats, CommandDeclarations.help],
    operand: nil, synopsis: "")

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    try parsed.refuseForGameCommand(Self.declaration)
    format = try OutputFormat(parsing: parsed)
    storage = try StorageOptions(parsing: parsed)
  }

  /// Lists the packs; returns the exit code.
  func run(in environment: AppEnvironment) -> Int32 {
    let strings = environment.strings
    let variables = environment.variables
    // What killed imports left among the player's packs goes, as stale progress files do.
    if let folder = PackCatalog.userFolder(environment: variables) {
      ImportStaging.removeLeftovers(in: folder)
    }
    let rows: [PackList.Row]
    do {
      rows = try PackList.rows(
        environment: variables, stats: storage.statsLocation(environment: environment))
    } catch {
      environment.complain(strings.bankErrors.packError(error))
      return error.exitCode
    }
    // A folder whose name no pack can have is told on stderr, so the list stays a table
    // (or JSON) a script can read.
    for folder in PackCatalog.skippedFolders(environment: variables) {
      environment.complain(strings.warning(strings.banksSkipped(TextSafety.escaped(folder.path))))
    }
    switch format {
    case .json: return environment.say(Self.json(rows))
    case .terminal, .plain: return environment.say(Self.table(rows, strings: strings))
    }
  }

  /// The progress column: `12/40`, `✓` once finished, `—` when the bank is broken.
  static func progress(_ row: PackList.Row) -> String {
    guard let total = row.questions else { return "—" }
    let done = row.finished ? " ✓" : ""
    return "\(row.shownSolved)/\(total)" + done
  }

  /// The location column: `bundled`, or the folder of a player's pack.
  static func location(_ row: PackList.Row, strings: Strings = .english) -> String {
    switch row.pack.origin {
    case .bundled: return strings.banksBundled
    case .user:
      let folder = TextSafety.escaped(row.pack.location)
      return folder + (row.hidden ? strings.banksHidden : "")
    }
  }

  /// The table, aligned.
  static func table(_ rows: [PackList.Row], strings: Strings = .english) -> String {
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
  static func json(_ rows: [PackList.Row]) -> String {
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
