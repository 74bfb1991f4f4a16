import QuizCore
import TerminalKit

/// At most 256 colours chosen for one picture, and the colour of each pixel among them.
///
/// Opaque colours are counted in a histogram of 15-bit bins (5 bits a channel); a picture
/// with at most `limit` occupied bins gets one colour per bin (the mean of its pixels, so
/// pixel art keeps its exact colours), otherwise median cut splits the bins: the box whose
/// widest channel spans most (times its pixels) is cut at its weighted median, until
/// there are `limit` boxes. Each colour is the mean of the pixels in its box.
public struct ImagePalette: Sendable {
  /// The colours, red, green and blue.
  public let colors: [(r: UInt8, g: UInt8, b: UInt8)]
  /// Each pixel's colour index, row-major; ``transparent`` for a pixel shown as nothing.
  public let indices: [UInt16]

  /// The index of a pixel that shows nothing (alpha below a half).
  public static let transparent: UInt16 = .max

  /// The palette of `picture` with at most `limit` colours (1–256).
  public init(_ picture: Picture, limit: Int = 256) {
    let limit = max(1, min(256, limit))
    var counts = [Int32](repeating: 0, count: 1 << 15)
    var sums = [Int](repeating: 0, count: (1 << 15) * 3)
    var bins = [UInt16](repeating: ImagePalette.transparent, count: picture.pixels.count)
    for (offset, pixel) in picture.pixels.enumerated() where pixel.a >= 128 {
      let bin = Int(pixel.r >> 3) << 10 | Int(pixel.g >> 3) << 5 | Int(pixel.b >> 3)
      bins[offset] = UInt16(bin)
      counts[bin] += 1
      sums[bin * 3] += Int(pixel.r)
      sums[bin * 3 + 1] += Int(pixel.g)
      sums[bin * 3 + 2] += Int(pixel.b)
    }
    let occupied = counts.indices.filter { counts[$0] > 0 }
    var boxes = [occupied]
    if occupied.count > limit {
      boxes = Self.medianCut(occupied, counts: counts, limit: limit)
    } else {
      boxes = occupied.map { [$0] }
    }
    var lookup = [UInt16](repeating: 0, count: 1 << 15)
    var colors: [(r: UInt8, g: UInt8, b: UInt8)] = []
    for (number, box) in boxes.enumerated() {
      var (r, g, b, n) = (0, 0, 0, 0)
      for bin in box {
        lookup[bin] = UInt16(number)
        r += sums[bin * 3]
        g += sums[bin * 3 + 1]
        b += sums[bin * 3 + 2]
        n += Int(counts[bin])
      }
      let count = max(1, n)
      colors.append(
        (
          UInt8((r + count / 2) / count), UInt8((g + count / 2) / count),
          UInt8((b + count / 2) / count)
        ))
    }
    for offset in bins.indices where bins[offset] != ImagePalette.transparent {
      bins[offset] = lookup[Int(bins[offset])]
    }
    self.colors = colors
    self.indices = bins
  }

  /// The bins split into `limit` boxes.
  private static func medianCut(_ occupied: [Int], counts: [Int32], limit: Int) -> [[Int]] {
    func channel(_ bin: Int, _ axis: Int) -> Int { bin >> (10 - 5 * axis) & 31 }
    struct Box {
      var bins: [Int]
      var axis = 0
      var score = 0
    }
    func measured(_ bins: [Int]) -> Box {
      var low = [31, 31, 31]
      var high = [0, 0, 0]
      var pixels = 0
      for bin in bins {
        for axis in 0..<3 {
          let value = channel(bin, axis)
          low[axis] = min(low[axis], value)
          high[axis] = max(high[axis], value)
        }
        pixels += Int(counts[bin])
      }
      let spans = (0..<3).map { high[$0] - low[$0] }
      let axis = spans.indices.max { spans[$0] < spans[$1] } ?? 0
      // A box of one bin cannot be cut.
      let score = bins.count > 1 ? spans[axis] * pixels : -1
      return Box(bins: bins, axis: axis, score: score)
    }
    var boxes = [measured(occupied)]
    while boxes.count < limit {
      guard let widest = boxes.indices.max(by: { boxes[$0].score < boxes[$1].score }),
        boxes[widest].score >= 0
      else { break }
      let box = boxes[widest]
      let sorted = box.bins.sorted { channel($0, box.axis) < channel($1, box.axis) }
      let half = sorted.reduce(0) { $0 + Int(counts[$1]) } / 2
      var seen = 0
      var cut = 1
      for (position, bin) in sorted.enumerated() {
        seen += Int(counts[bin])
        if seen >= half {
          cut = position + 1
          break
        }
      }
      cut = min(max(cut, 1), sorted.count - 1)
      boxes[widest] = measured(Array(sorted[..<cut]))
      boxes.append(measured(Array(sorted[cut...])))
    }
    return boxes.map(\.bins)
  }
}
