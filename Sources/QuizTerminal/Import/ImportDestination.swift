import Foundation

/// Where `quiz import` writes: a folder given with `-o`, or a pack of the player's own.
public enum ImportDestination {
  /// The folder of the player's own packs, `$XDG_DATA_HOME/quiz/banks` (the data home is
  /// `~/.local/share` when the variable is unset or not an absolute path); `nil` when no home
  /// folder is known.
  public static func userPacksFolder(environment: [String: String]) -> URL? {
    let base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("quiz/banks", isDirectory: true)
  }

  /// True for a name `--install` takes: ASCII letters, digits, `-`, `_` and `.`, not
  /// starting with a dot or `-`, at most 64 characters.
  public static func isPackName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 64 && !name.hasPrefix(".") && !name.hasPrefix("-")
      && name.unicodeScalars.allSatisfy {
        $0.isASCII
          && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == ".")
      }
  }
}
