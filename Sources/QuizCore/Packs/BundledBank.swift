import Foundation

extension QuestionBank {
  /// The names of the packs shipped with the game, in menu order; empty when the game's
  /// resources are missing.
  public static var bundledNames: [String] {
    ((try? BundledPack.all()) ?? []).map(\.name)
  }

  /// The file of a bundled pack (`en`, the default English starter pack, `zh`, …), or `nil`
  /// when there is no pack by that name or the resources are missing.
  public static func bundledURL(named name: String) -> URL? {
    (try? BundledPack.named(name))??.url
  }
}
