import Foundation
import QuizCore
import QuizSystem
import QuizUI

extension ImportCommand {
  /// A picture's clue from `clues.csv`, and the answer when the row gives one.
  struct Clue: Equatable {
    var answer: String?
    var title: String
  }

  /// What reading `clues.csv` gave.
  enum ClueReading: Equatable {
    /// The clues by the `file` cell as written (a picture's name, with or without its
    /// extension); none when there is no `clues.csv`.
    case clues([String: Clue])
    /// Why the file cannot be used, one line each.
    case refused([String])
  }

  /// The most bytes `clues.csv` may have (as a bank).
  static let cluesLimit = QuestionBank.maximumFileSize

  /// Reads `clues.csv` in `folder`: a header row naming `file` and `title` (any order and
  /// case; an `answer` column may give the answer instead of the file name), then a row per
  /// picture. Every `file` must name a picture in `names`, with or without its extension.
  static func readClues(
    in folder: URL, names: [String], text: FolderImportText, strings: Strings
  ) -> ClueReading {
    let errors = strings.commandErrors
    let path = folder.appendingPathComponent(cluesFile).path
    let bytes: [UInt8]
    switch Platform.readFile(path, limit: cluesLimit) {
    case .success(.bytes(let read)): bytes = read
    case .success(.tooLarge): return .refused([errors.tooLarge(cluesLimit >> 20)])
    case .success(.notRegular): return .refused([errors.notRegularFile])
    case .failure(let error):
      guard error.code != Platform.noSuchFile else { return .clues([:]) }
      return .refused([errors.systemError(error.code)])
    }
    let records: [CSVRecord]
    do {
      records = try CSVReader.records(
        bytes, delimiter: CSVImport.delimiter(of: bytes, preferring: .comma))
    } catch {
      return .refused(errors.lines(.unreadable(error)))
    }
    let rows = records.filter { !$0.fields.allSatisfy { $0.text.allSatisfy(\.isWhitespace) } }
    guard let header = rows.first else { return .clues([:]) }
    let columns = header.fields.map { $0.text.trimmingCharacters(in: .whitespaces).lowercased() }
    guard let file = columns.firstIndex(of: "file"), let title = columns.firstIndex(of: "title")
    else {
      return .refused([errors.importPlace(.init(line: header.line, problem: text.cluesNeedColumns))]
      )
    }
    let answer = columns.firstIndex(of: "answer")
    let known = Set(names + names.map { ($0 as NSString).deletingPathExtension })
    var clues: [String: Clue] = [:]
    var problems: [String] = []
    // The line of each picture's row, by the picture's name without its extension.
    var rowOf: [String: Int] = [:]
    for row in rows.dropFirst() {
      func cell(_ index: Int) -> String {
        guard index < row.fields.count else { return "" }
        return row.fields[index].text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let name = cell(file)
      guard known.contains(name) else {
        let shown = TextSafety.forMessage(String(name.prefix(40)))
        problems.append(
          errors.importPlace(
            .init(
              line: row.line, column: file + 1, columnName: "file",
              problem: text.clueForNoPicture(shown))))
        continue
      }
      let picture = names.contains(name) ? (name as NSString).deletingPathExtension : name
      if let first = rowOf[picture] {
        problems.append(
          errors.importPlace(
            .init(
              line: row.line, column: file + 1, columnName: "file",
              problem: text.repeatedClue(TextSafety.forMessage(String(name.prefix(40))), first))))
        continue
      }
      rowOf[picture] = row.line
      let given = answer.map(cell).flatMap { $0.isEmpty ? nil : $0 }
      let clue = cell(title)
      guard !clue.isEmpty || given != nil else { continue }
      clues[name] = Clue(
        answer: given,
        title: clue.isEmpty ? text.lengthClue((given ?? "").count) : clue)
    }
    return problems.isEmpty ? .clues(clues) : .refused(problems)
  }
}
