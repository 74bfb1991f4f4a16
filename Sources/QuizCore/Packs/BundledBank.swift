import Foundation

extension QuestionBank {
  /// The names of the packs shipped with the game, in menu order; empty when the game's
  /// resources are missing.
  public static var bundledNames: [String] {
    ((try? BundledPack.all()) ?? []).map(\.name)
  }

  /// The bank of a bundled pack (`en`, the default English starter pack, `zh`, …), or `nil`
  /// when there is no pack by that name or it does not load.
  public static func bundled(named name: String) -> QuestionBank? {
    guard let pack = (try? BundledPack.named(name)) ?? nil else { return nil }
    return try? pack.load()
  }
}
