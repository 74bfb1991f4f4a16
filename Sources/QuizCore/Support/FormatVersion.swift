import Foundation

/// The `version` of a saved JSON file (progress, statistics), read on its own: a file that
/// does not load may simply be of a newer format, which is no damage.
public enum FormatVersion {
  private struct Versioned: Decodable {
    var version: Int
  }

  /// The version `data` names when it is a JSON object whose whole-number `version` is
  /// above `current`; `nil` otherwise.
  public static func newer(in data: Data, than current: Int) -> Int? {
    guard let version = try? JSONDecoder().decode(Versioned.self, from: data).version,
      version > current
    else { return nil }
    return version
  }
}
