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
}
