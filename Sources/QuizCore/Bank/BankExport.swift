import Foundation

/// Writes a bank as one self-contained property list: every question's picture file is
/// put inside it as `picture` data, its bytes as they are (never re-encoded), its name
/// kept in `icon`; everything else of the bank is kept as it is.
public enum BankExport {
  /// How the property list is written.
  public enum Format: String, Sendable, CaseIterable {
    /// A binary property list: the smallest (pictures stored as their raw bytes); the same
    /// bank gives the same bytes on every run.
    case binary
    /// An XML property list: text that diffs, pictures in base64 (a third larger).
    case xml
  }

  /// A bank made into one file.
  public struct Exported: Sendable {
    /// The bank's path as its messages name it.
    public var path: String
    /// The property list's bytes.
    public var data: Data
    /// How many questions it holds.
    public var questionCount: Int
    /// How many questions carry a picture inside it.
    public var pictureCount: Int
    /// The bank's warnings that do not stop the export (unknown keys, repeated answers).
    public var warnings: [BankIssue]
  }

  /// Exports the bank file at `url` (named `displayPath` in messages), its pictures read
  /// from its `pictures/` folder, every file read through `files`.
  public static func export(
    contentsOf url: URL, displayPath: String? = nil, format: Format, files: FileAccess
  ) throws(BankExportError) -> Exported {
    let path = displayPath ?? url.path
    let source: Data
    let bank: QuestionBank
    do {
      source = try QuestionBank.readFile(url, path: path, files: files)
      bank = try QuestionBank.load(
        source, path: path, directory: url.deletingLastPathComponent(), files: files)
    } catch {
      throw .bank(error)
    }
    return try export(source, bank: bank, format: format)
  }

  /// Exports a pack shipped with the game, its pictures those compiled into the program.
  public static func export(
    bundled pack: BundledPack, format: Format
  ) throws(BankExportError) -> Exported {
    let bank: QuestionBank
    do {
      bank = try pack.load()
    } catch {
      throw .bank(error)
    }
    guard let source = BundledResources.data(at: pack.file) else {
      throw .bank(.fileMissing(path: bank.path))
    }
    return try export(source, bank: bank, format: format)
  }

  /// Exports `bank`, loaded from `source`.
  static func export(
    _ source: Data, bank: QuestionBank, format: Format
  ) throws(BankExportError) -> Exported {
    let pictureIssues = bank.warnings.filter { $0.key == "icon" || $0.key == "picture" }
    guard pictureIssues.isEmpty else { throw .pictures(path: bank.path, issues: pictureIssues) }
    let root: Any
    let entries: [Any]
    do {
      root = try QuestionBank.propertyList(from: source, path: bank.path)
      entries = try QuestionBank.root(of: root, path: bank.path).entries
    } catch {
      throw .bank(error)
    }
    var exported: [Any] = []
    exported.reserveCapacity(entries.count)
    var pictureCount = 0
    for (offset, entry) in entries.enumerated() {
      guard var question = entry as? [String: Any] else {
        exported.append(entry)
        continue
      }
      let key = question["icon"] == nil ? "picture" : "icon"
      if question["picture"] is Data {
        pictureCount += 1
      } else if let name = question[key] as? String {
        guard let bytes = bank.pictureFileData(named: name) else {
          let issue = BankIssue(question: offset + 1, key: key, problem: .pictureMissing(name))
          throw .pictures(path: bank.path, issues: [issue])
        }
        question["icon"] = name
        question["picture"] = bytes
        pictureCount += 1
      }
      exported.append(question)
    }
    // A dictionary at the root keeps its title (and any other key) around the questions.
    var written: Any = exported
    if var dictionary = root as? [String: Any] {
      dictionary[QuestionBank.questionsKey] = exported
      written = dictionary
    }
    let data: Data
    do {
      // NB: CoreFoundation's binary writer orders keys by hash, seeded anew in every
      // process; its XML writer sorts them.
      switch format {
      case .binary: data = try BinaryPlistWriter.data(written)
      case .xml:
        data = try PropertyListSerialization.data(
          fromPropertyList: written, format: .xml, options: 0)
      }
    } catch {
      throw .notWritten(path: bank.path)
    }
    guard data.count <= QuestionBank.maximumFileSize else {
      throw .tooLarge(path: bank.path, size: data.count, limit: QuestionBank.maximumFileSize)
    }
    // What was written is read back as a game reads it; its pictures are the bytes decoded
    // above, so they are not decoded again.
    do {
      let back = try QuestionBank.parse(data, path: bank.path, decodePictures: false)
      guard back.questions.count == bank.questions.count, back.title == bank.title,
        !back.warnings.contains(where: { $0.key == "picture" || $0.key == "icon" })
      else { throw BankExportError.notWritten(path: bank.path) }
    } catch {
      throw .notWritten(path: bank.path)
    }
    return Exported(
      path: bank.path, data: data, questionCount: bank.questions.count, pictureCount: pictureCount,
      warnings: bank.warnings)
  }
}

/// Why a bank was not exported.
public enum BankExportError: Error, Equatable, Sendable {
  /// The bank cannot be played: what `quiz check` says of it.
  case bank(BankError)
  /// Pictures the bank names are missing or do not decode (what `quiz check` warns of);
  /// a pack made of one file would lack them.
  case pictures(path: String, issues: [BankIssue])
  /// The one file would be larger than any bank may be (``QuestionBank/maximumFileSize``).
  case tooLarge(path: String, size: Int, limit: Int)
  /// The property list could not be written, or did not read back as the same bank.
  case notWritten(path: String)

  /// The `sysexits.h` exit code: the bank error's own, else 65 (bad data).
  public var exitCode: Int32 {
    if case .bank(let error) = self { return error.exitCode }
    return ExitCode.dataError
  }
}
