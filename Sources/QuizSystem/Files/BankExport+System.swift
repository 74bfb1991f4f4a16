import Foundation
import QuizCore

extension BankExport {
  /// Exports the bank file at `url` from the operating system's files
  /// (``FileAccess/system``); see ``BankExport/export(contentsOf:displayPath:format:files:)``.
  public static func export(
    contentsOf url: URL, displayPath: String? = nil, format: Format
  ) throws(BankExportError) -> Exported {
    try export(contentsOf: url, displayPath: displayPath, format: format, files: .system)
  }
}
