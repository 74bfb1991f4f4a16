import Foundation

extension Picture {
  /// A picture shipped with the game itself (not with a bank), such as the trophy of the
  /// congratulations screen; `nil` if it is missing or does not decode.
  public static func bundled(named name: String) -> Picture? {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "xpm", subdirectory: "Resources/celebration")
    else { return nil }
    return try? load(contentsOf: url)
  }
}
