import Foundation

/// Sizes in messages about files read up to a size, in MiB. (The reading itself is
/// ``FileAccess``'s; the words around the size are each language's.)
public enum BoundedFile {
  /// `size` bytes in MiB with one decimal, for messages ("40.5 MiB").
  public static func mebibytes(_ size: Int) -> String {
    let tenths = (size * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MiB"
  }
}
