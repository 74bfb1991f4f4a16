import Foundation

/// The words of messages about files read up to a size: an `errno` as English says it, and
/// sizes in MiB. (The reading itself is ``FileAccess``'s.)
public enum BoundedFile {
  /// The `errno` of a failed open or read as English messages say it, lowercase
  /// ("permission denied"; otherwise `strerror(3)`'s text).
  public static func systemText(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ELOOP: return "too many levels of symbolic links"
    default: return String(cString: strerror(code)).lowercased()
    }
  }

  /// `size` bytes in MiB with one decimal, for messages ("40.5 MiB").
  public static func mebibytes(_ size: Int) -> String {
    let tenths = (size * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MiB"
  }
}
