import Foundation

/// A pack of puzzles shipped with the game, as listed in `Resources/packs/packs.plist`.
public struct BundledPack: Sendable, Equatable {
  /// The name used by `--bank` and for saved progress (`en`, `en-animals`, `zh`).
  public var name: String
  /// The language of the answers: `en`, `zh` or `es`.
  public var language: String
  /// The title shown in lists of packs.
  public var title: String
  /// One line saying what is in the pack.
  public var description: String
  /// How hard the pack is, 1 being the easiest.
  public var level: Int
  /// The bank file's path under `Resources/`: `packs/NAME.plist`.
  public var file: String
  /// The number of questions in the bank file, as the manifest gives it (so lists of packs
  /// need not load the bank); `nil` when the manifest does not say.
  public var questions: Int?

  /// Creates a pack description.
  public init(
    name: String, language: String, title: String, description: String, level: Int,
    file: String, questions: Int? = nil
  ) {
    self.name = name
    self.language = language
    self.title = title
    self.description = description
    self.level = level
    self.file = file
    self.questions = questions
  }

  /// The name of the pack played when none is chosen.
  public static let defaultName = "en"
  /// The folder under `Resources/` holding the manifest, every pack file and the shared
  /// `pictures/`.
  public static let folder = "packs"
  /// The manifest's path under `Resources/`.
  public static let manifestFile = "\(folder)/packs.plist"

  /// Every bundled pack, in menu order.
  public static func all() throws(BundledPackError) -> [BundledPack] {
    try shipped.get()
  }

  /// The manifest compiled into the program, read once.
  private static let shipped: Result<[BundledPack], BundledPackError> = {
    guard let data = BundledResources.data(at: manifestFile) else {
      return .failure(.manifestMissing(path: manifestFile))
    }
    do throws(BundledPackError) {
      return .success(try parseManifest(data, path: manifestFile))
    } catch {
      return .failure(error)
    }
  }()

  /// The pack's bank, read from the program's own resources; its pictures are the bundled
  /// ones (`packs/pictures/`).
  public func load() throws(BankError) -> QuestionBank {
    let shown = "bundled pack \(name) (\(file))"
    guard let data = BundledResources.data(at: file) else { throw .fileMissing(path: shown) }
    let pictures = "\(Self.folder)/pictures"
    var bank = try QuestionBank.parse(data, path: shown) { icon, _ in
      BundledResources.pictureFile(named: icon, in: pictures) == nil
        ? .problem(.pictureMissing(icon)) : .found()
    }
    bank.bundledPictureFolder = pictures
    return bank
  }

  /// The bundled pack called `name`, or `nil` when there is none by that name.
  public static func named(_ name: String) throws(BundledPackError) -> BundledPack? {
    try all().first { $0.name == name }
  }

  /// Reads a manifest: an array of `{name, language, title, description, level}`, each
  /// with an optional `questions` count.
  public static func parseManifest(
    _ data: Data, path: String
  ) throws(BundledPackError) -> [BundledPack] {
    let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    guard let entries = root as? [Any] else {
      throw .manifestInvalid(path: path, problem: .rootNotArray)
    }
    var packs: [BundledPack] = []
    for (offset, entry) in entries.enumerated() {
      let number = offset + 1
      guard let fields = entry as? [String: Any] else {
        throw .manifestInvalid(path: path, problem: .notADictionary(pack: number))
      }
      func text(_ key: String) throws(BundledPackError) -> String {
        guard let value = fields[key] as? String, !value.isEmpty else {
          throw .manifestInvalid(path: path, problem: .missingKey(pack: number, key: key))
        }
        return value
      }
      let name = try text("name")
      guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
        throw .manifestInvalid(path: path, problem: .badName(pack: number))
      }
      guard let level = fields["level"] as? Int, level >= 1 else {
        throw .manifestInvalid(path: path, problem: .badLevel(pack: number))
      }
      let questions = fields["questions"]
      if questions != nil, (questions as? Int).map({ $0 >= 0 }) != true {
        throw .manifestInvalid(path: path, problem: .badQuestionCount(pack: number))
      }
      packs.append(
        BundledPack(
          name: name, language: try text("language"), title: try text("title"),
          description: try text("description"), level: level,
          file: "\(folder)/\(name).plist", questions: questions as? Int))
    }
    return packs
  }
}
