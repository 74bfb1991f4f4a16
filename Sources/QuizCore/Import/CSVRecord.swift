/// One field of a record and the line it starts on.
public struct CSVField: Equatable, Sendable {
  /// The text, quotes removed; line breaks inside quotes are kept as they were written.
  public var text: String
  /// The 1-based line the field starts on.
  public var line: Int

  /// Creates a field.
  public init(text: String, line: Int) {
    self.text = text
    self.line = line
  }
}

/// One record (a row of the spreadsheet) and the line it starts on.
public struct CSVRecord: Equatable, Sendable {
  /// The 1-based line the record starts on.
  public var line: Int
  /// The fields, in column order.
  public var fields: [CSVField]

  /// Creates a record.
  public init(line: Int, fields: [CSVField]) {
    self.line = line
    self.fields = fields
  }
}
