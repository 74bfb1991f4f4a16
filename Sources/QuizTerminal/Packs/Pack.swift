import Foundation
import QuizCore

/// A pack the player can choose: one shipped with the game or one of the player's own.
public struct Pack: Equatable, Sendable {
  /// Where a pack comes from.
  public enum Origin: String, Equatable, Sendable {
    /// Shipped with the game (`Resources/packs/`).
    case bundled
    /// The player's own (`$XDG_DATA_HOME/quiz/banks/NAME/`).
    case user
  }

  /// The name `--bank` takes.
  public var name: String
  /// Where it comes from.
  public var origin: Origin
  /// The bank file of a player's pack; `nil` for a bundled pack, which is compiled into the
  /// program.
  public var url: URL?
  /// The bundled pack, for one shipped with the game.
  public var bundled: BundledPack?
  /// The language of the answers, when the manifest says (bundled packs).
  public var language: String?
  /// The title, when the manifest gives one (bundled packs).
  public var title: String?

  /// Creates a pack entry.
  public init(name: String, origin: Origin, url: URL, language: String? = nil, title: String? = nil)
  {
    self.name = name
    self.origin = origin
    self.url = url
    self.language = language
    self.title = title
  }

  /// Creates the entry of a pack shipped with the game.
  public init(bundled pack: BundledPack) {
    self.name = pack.name
    self.origin = .bundled
    self.bundled = pack
    self.language = pack.language
    self.title = pack.title
  }

  /// The pack's bank: a bundled pack from the program's resources, a player's from its file
  /// (pictures are looked for, not decoded).
  public func load() throws(BankError) -> QuestionBank {
    if let bundled { return try bundled.load() }
    guard let url else { throw .fileMissing(path: name) }
    return try QuestionBank.load(contentsOf: url, displayPath: url.path, decodePictures: false)
  }

  /// Where the pack lives, for lists: `bundled`, or the folder of a player's pack.
  public var location: String {
    url?.deletingLastPathComponent().path ?? "bundled"
  }

  /// The key its saved progress goes by: a bundled pack's name, or the full path of a
  /// user pack's file (the same progress as `quiz PATH`).
  public var progressKey: String {
    origin == .bundled ? name : (url?.standardized.path ?? name)
  }
}
