import Foundation

/// A spreadsheet turned into a valid question bank, ready to be written.
public struct ImportedBank: Sendable {
  /// The bank as an XML property list (`questions.plist`).
  public var plist: Data
  /// How many questions the bank holds.
  public var questionCount: Int
  /// The icons the questions name, each once, in row order.
  public var icons: [String]
  /// Problems that do not stop the import (ignored columns, repeated answers).
  public var warnings: [ImportIssue]

  /// A bank ready to be written: its property list, how many questions it holds, the
  /// picture files it names (each once) and the problems that do not stop it.
  public init(plist: Data, questionCount: Int, icons: [String], warnings: [ImportIssue] = []) {
    self.plist = plist
    self.questionCount = questionCount
    self.icons = icons
    self.warnings = warnings
  }
}
