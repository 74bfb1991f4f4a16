import Foundation

/// What the status line says of a file: never a whole path, which would put the folders
/// and the user's name on screen and into a recording (`--record`).
extension StatusMessage {
  /// `path` as the screen shows it: under `home`, from `~/` on; elsewhere its file name.
  public static func shownPath(_ path: String, home: String?) -> String {
    if let home, !home.isEmpty, home != "/" {
      let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
      if path == folder { return "~" }
      if path.hasPrefix(folder + "/") { return "~" + path.dropFirst(folder.count) }
    }
    guard path.hasPrefix("/") else { return path }
    return path.split(separator: "/").last.map(String.init) ?? path
  }

  /// This message with every path in its text shown as ``shownPath(_:home:)`` shows it: the
  /// home folder as `~`, any other word that begins with `/` (a path, whole or shortened
  /// with `…`) as its last part.
  public func withoutPaths(home: String?) -> StatusMessage {
    var text = text
    if let home, !home.isEmpty, home != "/" {
      let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
      text = text.replacingOccurrences(of: folder + "/", with: "~/")
    }
    var result = ""
    var word = ""
    func flush() {
      if word.hasPrefix("/") {
        result += word.split(separator: "/").last.map(String.init) ?? word
      } else {
        result += word
      }
      word = ""
    }
    for character in text {
      if character.isWhitespace || "(\"'“‘：:「".contains(character) {
        flush()
        result.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return StatusMessage(result, tone: tone)
  }
}
