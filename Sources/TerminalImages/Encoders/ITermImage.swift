import QuizCore
import TerminalKit

/// The iTerm2 inline image protocol (iTerm2, WezTerm, mintty): one OSC 1337 carrying a
/// PNG file in base64, shown at the cursor stretched to a box of cells.
public enum ITermImage {
  /// `ESC ] 1337 ; File=inline=1;width=Nc;height=Mc;preserveAspectRatio=0 : BASE64 BEL`
  /// for `picture` as a PNG (``PNGEncoder``), `size` its length in bytes.
  public static func inline(_ picture: Picture, columns: Int, rows: Int) -> [UInt8] {
    let png = PNGEncoder.encode(picture)
    var output = Array(
      ("\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);"
        + "preserveAspectRatio=0:").utf8)
    output += Base64.encode(png)
    output.append(0x07)
    return output
  }
}
