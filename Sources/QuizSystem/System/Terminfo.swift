import Foundation

/// The one terminfo capability quiz reads, `colors` (how many colours a terminal type has),
/// from the compiled terminfo database, without ncurses.
public enum Terminfo {
  /// The `colors` of terminal type `term`, or `nil` when no terminfo entry is found, the
  /// entry does not say, or the name is not a plain name.
  ///
  /// Searched as ncurses does: `$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS` (an empty part
  /// is the system folders), then `/etc/terminfo`, `/lib/terminfo`, `/usr/share/terminfo`;
  /// in each, `x/xterm` or (macOS) `78/xterm`.
  public static func colors(of term: String, environment: [String: String]) -> Int? {
    guard let first = term.utf8.first, !term.contains("/"), term != "..", term != "." else {
      return nil
    }
    let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    var folders: [String] = []
    if let own = environment["TERMINFO"], !own.isEmpty { folders.append(own) }
    if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
    if let list = environment["TERMINFO_DIRS"] {
      for part in list.split(separator: ":", omittingEmptySubsequences: false) {
        if part.isEmpty { folders += system } else { folders.append(String(part)) }
      }
    }
    folders += system
    let letter = String(decoding: [first], as: UTF8.self)
    let hex = String(first, radix: 16)
    for folder in folders {
      for sub in [letter, hex] {
        let path = "\(folder)/\(sub)/\(term)"
        guard let handle = FileHandle(forReadingAtPath: path) else { continue }
        defer { try? handle.close() }
        // An entry is a few kilobytes; anything much larger is not one.
        let bytes = [UInt8]((try? handle.read(upToCount: 1 << 16)) ?? Data())
        return colors(inEntry: bytes)
      }
    }
    return nil
  }

  /// The `colors` number of a compiled terminfo entry (the legacy format with 16-bit
  /// numbers or the extended one with 32-bit numbers), or `nil` when absent or not an entry.
  public static func colors(inEntry bytes: [UInt8]) -> Int? {
    func short(_ offset: Int) -> Int? {
      guard offset >= 0, offset + 1 < bytes.count else { return nil }
      return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
    }
    guard let magic = short(0), magic == 0o432 || magic == 0o1036,
      let names = short(2), let booleans = short(4), let numbers = short(6),
      names >= 0, booleans >= 0, numbers > colorsIndex
    else { return nil }
    var offset = 12 + names + booleans
    if offset % 2 == 1 { offset += 1 }
    let width = magic == 0o1036 ? 4 : 2
    let at = offset + colorsIndex * width
    guard at + width <= bytes.count else { return nil }
    let value: Int
    if width == 2 {
      guard let number = short(at) else { return nil }
      value = number
    } else {
      var word: UInt32 = 0
      for index in 0..<4 { word |= UInt32(bytes[at + index]) << (8 * index) }
      value = Int(Int32(bitPattern: word))
    }
    return value >= 0 ? value : nil
  }

  /// `colors` (max_colors) is number 13 in terminfo's fixed order.
  private static let colorsIndex = 13
}
