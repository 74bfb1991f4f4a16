/// tmux's passthrough: `ESC P tmux ; … ESC \` with every ESC inside doubled hands the
/// sequence to the terminal tmux runs in. tmux 3.3 and later pass it only with
/// `set -g allow-passthrough on`.
public enum TmuxPassthrough {
  /// `bytes` wrapped for tmux to pass on.
  public static func wrap(_ bytes: [UInt8]) -> [UInt8] {
    var output = Array("\u{1B}Ptmux;".utf8)
    output.reserveCapacity(bytes.count + 16)
    for byte in bytes {
      if byte == 0x1B { output.append(0x1B) }
      output.append(byte)
    }
    output += [0x1B, UInt8(ascii: "\\")]
    return output
  }
}
