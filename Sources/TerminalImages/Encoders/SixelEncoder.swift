import QuizCore
import TerminalKit

/// Writes a picture as a sixel image (DEC's VT330/VT340 graphics, as xterm, mlterm, foot
/// and WezTerm draw them): `ESC P 0;1;0 q`, the raster attributes `"1;1;W;H` (square
/// pixels, the picture's size), a colour register `#n;2;r;g;b` (percent) for each colour of
/// its ``ImagePalette``, then one band of six pixel rows after another, each colour's
/// sixels in a pass of its own (`$` returns to the band's start, `-` goes to the next band,
/// `!n` repeats a sixel), ended by `ESC \`. P2 = 1: pixels left unset (transparent ones)
/// keep what the terminal shows under them.
public enum SixelEncoder {
  /// The sixel image of `picture`, with at most `colors` colour registers.
  public static func encode(_ picture: Picture, colors limit: Int = 256) -> [UInt8] {
    let palette = ImagePalette(picture, limit: limit)
    let width = picture.width
    var output: [UInt8] = []
    output.reserveCapacity(picture.width * picture.height / 2 + 4096)
    output += Array("\u{1B}P0;1;0q\"1;1;\(width);\(picture.height)".utf8)
    for (number, color) in palette.colors.enumerated() {
      output += Array(
        "#\(number);2;\(percent(color.r));\(percent(color.g));\(percent(color.b))".utf8)
    }
    let colorCount = palette.colors.count
    var sixels = [UInt8](repeating: 0, count: max(1, colorCount) * width)
    // The columns each colour present in a band spans, so a pass scans only those.
    var first = [Int](repeating: -1, count: max(1, colorCount))
    var last = [Int](repeating: 0, count: max(1, colorCount))
    var present: [Int] = []
    palette.indices.withUnsafeBufferPointer { indices in
      sixels.withUnsafeMutableBufferPointer { sixels in
        for band in stride(from: 0, to: picture.height, by: 6) {
          present.removeAll(keepingCapacity: true)
          for bit in 0..<min(6, picture.height - band) {
            let row = (band + bit) * width
            for x in 0..<width {
              let index = indices[row + x]
              guard index != ImagePalette.transparent else { continue }
              let color = Int(index)
              if first[color] < 0 {
                first[color] = x
                last[color] = x
                present.append(color)
              } else {
                first[color] = min(first[color], x)
                last[color] = max(last[color], x)
              }
              sixels[color * width + x] |= 1 << bit
            }
          }
          for (pass, color) in present.enumerated() {
            if pass > 0 { output.append(UInt8(ascii: "$")) }
            output.append(UInt8(ascii: "#"))
            appendNumber(color, to: &output)
            let row = color * width
            appendRuns(
              UnsafeBufferPointer(rebasing: sixels[(row + first[color])...(row + last[color])]),
              after: first[color], to: &output)
            // Cleared for the next band, which may use the colour again.
            for column in first[color]...last[color] { sixels[row + column] = 0 }
            first[color] = -1
          }
          output.append(UInt8(ascii: "-"))
        }
      }
    }
    output += [0x1B, UInt8(ascii: "\\")]
    return output
  }

  /// A channel 0–255 as the percentage sixel colour registers take.
  static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }

  /// One colour's sixels across a band, `sixels` being those from its first set one to its
  /// last, after `skipped` unset ones: runs of four or more as `!n`, the unset sixels at
  /// the end of the band left out.
  private static func appendRuns(
    _ sixels: UnsafeBufferPointer<UInt8>, after skipped: Int, to output: inout [UInt8]
  ) {
    if skipped >= 4 {
      output.append(UInt8(ascii: "!"))
      appendNumber(skipped, to: &output)
      output.append(63)
    } else {
      for _ in 0..<skipped { output.append(63) }
    }
    let end = sixels.count
    var x = 0
    while x < end {
      let value = sixels[x]
      var run = 1
      while x + run < end, sixels[x + run] == value { run += 1 }
      let character = 63 + value
      if run >= 4 {
        output.append(UInt8(ascii: "!"))
        appendNumber(run, to: &output)
        output.append(character)
      } else {
        for _ in 0..<run { output.append(character) }
      }
      x += run
    }
  }

  private static func appendNumber(_ number: Int, to output: inout [UInt8]) {
    if number >= 10 { appendNumber(number / 10, to: &output) }
    output.append(UInt8(ascii: "0") + UInt8(number % 10))
  }
}
