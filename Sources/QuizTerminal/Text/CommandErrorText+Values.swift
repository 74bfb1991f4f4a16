import QuizCore

extension CommandErrorText {
  /// A place in a spreadsheet and what is wrong there: `line 4, column 2 (title): is empty`.
  public struct Place: Equatable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, when the problem is in one cell.
    public var column: Int?
    /// The column's name in the header, when it has one.
    public var columnName: String?
    /// What is wrong, already worded.
    public var problem: String

    /// A place and its problem.
    public init(line: Int, column: Int? = nil, columnName: String? = nil, problem: String) {
      self.line = line
      self.column = column
      self.columnName = columnName
      self.problem = problem
    }
  }

  /// More rows of questions than a bank holds.
  public struct RowCount: Equatable, Sendable {
    /// The rows of questions the spreadsheet has.
    public var rows: Int
    /// The most a bank holds.
    public var limit: Int

    /// A count and its limit.
    public init(rows: Int, limit: Int) {
      self.rows = rows
      self.limit = limit
    }
  }

  /// A destination `--force` does not replace, and why not.
  public struct Refused: Equatable, Sendable {
    /// The folder or pack, as shown.
    public var destination: String
    /// Why it is not replaced.
    public var refusal: ImportDestination.Refusal

    /// A refused destination.
    public init(destination: String, refusal: ImportDestination.Refusal) {
      self.destination = destination
      self.refusal = refusal
    }
  }

  /// What an import wrote.
  public struct Imported: Equatable, Sendable {
    /// The questions in the bank.
    public var questions: Int
    /// The picture files copied beside it.
    public var pictures: Int
    /// The bank file written, as shown.
    public var bankFile: String

    /// An import's result.
    public init(questions: Int, pictures: Int, bankFile: String) {
      self.questions = questions
      self.pictures = pictures
      self.bankFile = bankFile
    }
  }

  /// An icon's picture that is not there.
  public struct PictureSearch: Equatable, Sendable {
    /// The spreadsheet's file name, beside which the picture was looked for.
    public var spreadsheet: String
    /// The file names tried.
    public var tried: [String]

    /// A search that found nothing.
    public init(spreadsheet: String, tried: [String]) {
      self.spreadsheet = spreadsheet
      self.tried = tried
    }
  }

  /// An icon's picture reached through a symbolic link that leads out of the spreadsheet's
  /// folder.
  public struct OutsideLink: Equatable, Sendable {
    /// The picture's file name.
    public var picture: String
    /// The spreadsheet's file name.
    public var spreadsheet: String

    /// A link leading out.
    public init(picture: String, spreadsheet: String) {
      self.picture = picture
      self.spreadsheet = spreadsheet
    }
  }

  /// A photo too large to import: its file name, its size, the limit in megapixels.
  public struct PhotoSize: Equatable, Sendable {
    /// The file, as shown.
    public var path: String
    /// Its width in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int
    /// The most pixels a picture to import may have, in millions.
    public var megapixels: Int
  }

  /// A file or folder and what went wrong with it.
  public struct FileProblem: Equatable, Sendable {
    /// The file or folder, as shown.
    public var path: String
    /// What went wrong, already worded.
    public var problem: String

    /// A path and its problem.
    public init(path: String, problem: String) {
      self.path = path
      self.problem = problem
    }
  }
}
