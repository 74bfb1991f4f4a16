import PictureMeasure
import PictureScore
import QuizCore
import Testing

/// The renderer's own measure (`PictureScore`, which blurs a block at a time) against the
/// colour tests' read-back SSIM (`ReadBack`, which blurs every pixel with the whole window).
@Suite("Picture score")
struct PictureScoreTests {
  /// Random blocks, `columns` × `rows`, as `PictureScore` takes them and as a read-back.
  static func blocks(_ columns: Int, _ rows: Int, _ random: inout SplitMix64)
    -> ([SIMD3<UInt8>], ReadBack)
  {
    var blocks: [SIMD3<UInt8>] = []
    var image = ReadBack(width: columns * 8, height: rows * 8, fill: (0, 0, 0))
    for row in 0..<rows {
      for column in 0..<columns {
        let rgb = (UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)))
        blocks.append(SIMD3(rgb.0, rgb.1, rgb.2))
        image.paint(x: column * 8, y: row * 8, width: 8, height: 8, rgb)
      }
    }
    return (blocks, image)
  }

  @Test(
    "a drawing scores what the read-back measure gives the same pixels, at every size from one block",
    arguments: [(1, 1), (1, 2), (2, 1), (3, 5), (7, 2), (24, 24), (48, 12)])
  func sameAsReadBack(columns: Int, rows: Int) {
    var random = SplitMix64(seed: UInt64(columns * 100 + rows))
    let (reference, referenceImage) = Self.blocks(columns, rows, &random)
    let score = PictureScore(reference, columns: columns, rows: rows)
    for _ in 0..<3 {
      let (drawn, drawnImage) = Self.blocks(columns, rows, &random)
      let expected = referenceImage.ssim(drawnImage)
      #expect(abs(score.ssim(drawn) - expected) < 1e-4, "\(columns)×\(rows)")
    }
    #expect(abs(score.ssim(reference) - 1) < 1e-4)
  }
}
