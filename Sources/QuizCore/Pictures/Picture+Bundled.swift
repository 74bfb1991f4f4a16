import Foundation

extension Picture {
  /// A picture shipped with the game itself (not with a bank), such as the trophy of the
  /// congratulations screen; `nil` if it is missing (even with the whole resource bundle)
  /// or does not decode.
  public static func bundled(named name: String) -> Picture? {
    guard let resources = BundledResources.folder else { return nil }
    let url = resources.appendingPathComponent("celebration/\(name).xpm")
    return try? load(contentsOf: url)
  }
}
