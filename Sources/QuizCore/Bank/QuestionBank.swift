import Foundation

/// A loaded, valid question bank.
public struct QuestionBank: Sendable {
  /// The path the bank was loaded from, as given (used in messages).
  public var path: String
  /// The folder holding the bank, where its `pictures/` live; `nil` for banks built in memory.
  public var directory: URL?
  /// The questions, in bank order.
  public var questions: [QuizQuestion] {
    didSet { inlinePictures = Self.inlinePictures(of: questions) }
  }
  /// The questions' inline pictures by ``QuizQuestion/pictureKey``.
  private var inlinePictures: [String: Data]
  /// Problems that do not stop play: unknown keys, missing or unreadable pictures.
  public var warnings: [BankIssue]
  /// The bank's own title (a `title` beside `questions` in a dictionary at the root), shown
  /// for a player's pack instead of its folder's name; `nil` when it has none.
  public var title: String?
  /// For a bundled pack, the folder under the program's `Resources/` holding its pictures
  /// (``BundledResources``); `nil` for a bank read from a file.
  public var bundledPictureFolder: String?
  /// How the pictures in ``directory`` are read; `nil` for banks built in memory without.
  public var files: FileAccess?

  /// Creates a bank from questions already in memory.
  public init(
    path: String, directory: URL? = nil, files: FileAccess? = nil, questions: [QuizQuestion],
    warnings: [BankIssue] = []
  ) {
    self.path = path
    self.directory = directory
    self.files = files
    self.questions = questions
    self.warnings = warnings
    self.inlinePictures = Self.inlinePictures(of: questions)
  }

  private static func inlinePictures(of questions: [QuizQuestion]) -> [String: Data] {
    var pictures: [String: Data] = [:]
    for question in questions {
      guard let bytes = question.picture, let key = question.pictureKey else { continue }
      pictures[key] = bytes
    }
    return pictures
  }

  /// The largest bank file read, in bytes (32 MiB, about 50,000 questions of XML).
  public static let maximumFileSize = 32 << 20

  /// The picture extensions looked for, in order.
  public static let pictureExtensions = ["png", "jpg", "jpeg", "gif", "xpm", "ppm", "pgm", "pnm"]

  /// Loads and validates the bank at `url`, reading it and its pictures through `files`.
  ///
  /// Throws ``BankError/invalid(path:issues:)`` with every issue when any question has an
  /// error; warnings alone are returned in ``warnings``. Pictures are looked for, and with
  /// `decodePictures` (what `quiz check` does) also decoded, each different picture once and
  /// all of them together within ``pictureBudget`` pixels; a game decodes each one when it is
  /// shown instead.
  public static func load(
    contentsOf url: URL, displayPath: String? = nil, decodePictures: Bool = true,
    files: FileAccess
  ) throws(BankError) -> QuestionBank {
    let path = displayPath ?? url.path
    // A game touches only the pictures it shows: its bank may be mapped rather than read.
    let data = try readFile(url, path: path, files: files, mapped: !decodePictures)
    return try load(
      data, path: path, directory: url.deletingLastPathComponent(),
      decodePictures: decodePictures, files: files)
  }

  /// Parses and validates bank data; `pictureCheck` looks for a picture file by its name
  /// (and decodes it when asked to), returning what it found. Inline pictures are checked
  /// for their size and format, and with `decodePictures` also decoded. Decoded pictures,
  /// each different one counted once, may hold `pictureBudget` pixels together: the question
  /// whose picture passes it has an error (``BankProblem/picturesOverBudget(limit:)``) and
  /// no later picture is decoded.
  public static func parse(
    _ data: Data, path: String, decodePictures: Bool = true,
    pictureBudget: Int = QuestionBank.pictureBudget,
    pictureCheck: (_ name: String, _ decode: Bool) -> PictureFinding = { _, _ in .found() }
  ) throws(BankError) -> QuestionBank {
    let root = try Self.root(of: propertyList(from: data, path: path), path: path)
    let entries = root.entries
    if entries.isEmpty { throw .emptyBank(path: path) }
    let validated = BankValidator.validate(entries)
    let questions = validated.questions
    var issues = root.issues + validated.issues
    // Pictures are looked for after every entry is checked, for the icons with no fault.
    issues += checkPictures(
      validated, decode: decodePictures, budget: pictureBudget, fileCheck: pictureCheck)
    issues.sort { ($0.question, $0.key) < ($1.question, $1.key) }
    if issues.contains(where: { $0.severity == .error }) {
      throw .invalid(path: path, issues: issues)
    }
    var bank = QuestionBank(path: path, questions: questions, warnings: issues)
    bank.title = root.title
    return bank
  }

  /// The decoded picture for `icon` (a ``Puzzle/icon``): a question's inline picture, else
  /// a file of the bank's `pictures/` folder or, for a bundled pack, of the program's
  /// resources; `nil` when it is missing or does not decode.
  public func picture(named icon: String) -> Picture? {
    picture(named: icon, maxSide: nil)
  }

  /// The picture for `icon` as ``picture(named:)`` gives it, a JPEG photo decoded small when
  /// it will be shown at most `maxSide` pixels on its longer side (`nil`: whole).
  public func picture(named icon: String, maxSide: Int?) -> Picture? {
    if let bytes = inlinePictures[icon] {
      return try? Picture.load(inline: bytes, maxSide: maxSide)
    }
    if let bundledPictureFolder {
      return Picture.bundled(
        file: BundledResources.pictureFile(named: icon, in: bundledPictureFolder))
    }
    guard let files else { return nil }
    return pictureURL(for: icon).flatMap {
      try? Picture.load(contentsOf: $0, files: files, maxSide: maxSide)
    }
  }

  /// The picture file for `icon` in this bank's `pictures/` folder, if it exists.
  /// A file that resolves to a place outside the bank's folder is never used.
  public func pictureURL(for icon: String) -> URL? {
    guard let directory, let files,
      let url = Self.pictureFile(named: icon, in: directory, files: files),
      BankFolder.contains(url, folder: directory, files: files)
    else { return nil }
    return url
  }

  func with(directory: URL, files: FileAccess) -> QuestionBank {
    var copy = self
    copy.directory = directory
    copy.files = files
    return copy
  }

  static func pictureFile(named name: String, in directory: URL, files: FileAccess)
    -> URL?
  {
    let folder = directory.appendingPathComponent("pictures", isDirectory: true)
    let given = folder.appendingPathComponent(name)
    if pictureExtensions.contains(given.pathExtension.lowercased()), files.exists(given.path) {
      return given
    }
    for ext in pictureExtensions {
      let candidate = folder.appendingPathComponent(name).appendingPathExtension(ext)
      if files.exists(candidate.path) { return candidate }
    }
    return nil
  }

  static func readFile(
    _ url: URL, path: String, files: FileAccess, mapped: Bool = false
  ) throws(BankError) -> Data {
    do {
      return try (mapped ? files.map : files.read)(url.path, maximumFileSize)
    } catch {
      switch error {
      case .missing: throw .fileMissing(path: path)
      case .directory: throw .unreadable(path: path, reason: .isADirectory)
      case .notRegular(let kind): throw .unreadable(path: path, reason: .notRegular(kind))
      case .tooLarge(let size): throw .tooLarge(path: path, size: size, limit: maximumFileSize)
      case .unreadable(let code): throw .unreadable(path: path, reason: .system(errno: code))
      }
    }
  }

  /// The property list in `data`, after the checks that keep CoreFoundation from crashing,
  /// expanding shared objects without bound or logging on standard error.
  static func propertyList(from data: Data, path: String) throws(BankError) -> Any {
    let syntax = PlistSyntax.of(data)
    switch syntax {
    case .empty:
      throw .notPropertyList(path: path, detail: data.isEmpty ? .empty : .noValue)
    case .other:
      throw .notPropertyList(path: path, detail: .unknownFormat)
    case .binary:
      let layout: BinaryPlistInspector.Layout
      do {
        layout = try BinaryPlistInspector.inspect(data)
      } catch {
        switch error {
        case .damaged(let detail): throw .damaged(path: path, detail: detail)
        case .notABank(let reason): throw .notABank(path: path, reason: reason)
        }
      }
      // Pictures: parsed without their bytes, which stay where the file was read.
      if !layout.dataObjects.isEmpty {
        guard let root = BinaryPlistStandIns.propertyList(data, layout: layout) else {
          throw .damaged(path: path, detail: .undecodable)
        }
        return root
      }
    case .openStep:
      do {
        try OpenStepChecker.check([UInt8](data))
      } catch {
        throw .notPropertyList(path: path, detail: .openStep(line: error.line, error.fault))
      }
    case .xml, .wideText:
      break
    }
    do {
      return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      // NB: CoreFoundation explains a binary file it cannot decode with its text reader's
      // message ("Unexpected character b at line 1"), which says nothing useful.
      if syntax == .binary {
        throw .damaged(path: path, detail: .undecodable)
      }
      throw .notPropertyList(path: path, detail: .parser(parserDetail(error)))
    }
  }

  /// CoreFoundation's own explanation of a parse failure, not the generic Cocoa message.
  private static func parserDetail(_ error: Error) -> String {
    let info = (error as NSError).userInfo
    if let debug = info["NSDebugDescription"] as? String, !debug.isEmpty { return debug }
    return (error as NSError).localizedDescription
  }
}
