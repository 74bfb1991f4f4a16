import Foundation

/// Where `quiz import` writes: a folder given with `-o`, or a pack of the player's own.
public enum ImportDestination {
  /// True for a name `--install` takes: a name `--bank` takes (``PackCatalog/isPackName(_:)``)
  /// that does not start with `-`, so it can never be read as an option.
  public static func isPackName(_ name: String) -> Bool {
    PackCatalog.isPackName(name) && !name.hasPrefix("-")
  }
}
