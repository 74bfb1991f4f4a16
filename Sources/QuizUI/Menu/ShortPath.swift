import QuizCore

/// A path short enough to follow a reason on the start screen's message line.
package enum ShortPath {
  /// The longest path shown whole, in characters.
  package static let longest = 40

  /// `path` with the home folder as `~`; past ``longest`` characters, `…/` and its last two
  /// components (the pack's folder and its file). Escaped, safe to print.
  package static func of(_ path: String, home: String?) -> String {
    var shown = path
    if let home, !home.isEmpty, home != "/" {
      let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
      if shown == folder {
        shown = "~"
      } else if shown.hasPrefix(folder + "/") {
        shown = "~" + shown.dropFirst(folder.count)
      }
    }
    if shown.count > longest {
      let parts = shown.split(separator: "/", omittingEmptySubsequences: true)
      if parts.count > 2 { shown = "…/" + parts.suffix(2).joined(separator: "/") }
    }
    return TextSafety.escaped(shown)
  }
}
