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
  /// The bank file.
  public var url: URL
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

  /// The key its saved progress goes by: a bundled pack's name, or the full path of a
  /// user pack's file (the same progress as `quiz PATH`).
  public var progressKey: String {
    origin == .bundled ? name : url.standardized.path
  }
}
