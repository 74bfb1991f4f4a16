import Foundation

extension SystemErrorText {
  /// The `errno` of a failed open or read of a bank or picture as English says it,
  /// lowercase ("permission denied"; otherwise `strerror(3)`'s text); the other languages
  /// say an `errno` their table lacks this way too.
  package static func english(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ELOOP: return "too many levels of symbolic links"
    default: return String(cString: strerror(code)).lowercased()
    }
  }
}
