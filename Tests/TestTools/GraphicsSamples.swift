import Foundation
import QuizCore
import TerminalImages
import TerminalKit

/// Pictures the image encoders are tested with: a bundled picture as pixel art, and a
/// photograph (ImageMagick's built-in `rose:`, 70×46) where ImageMagick is installed.
public enum GraphicsSamples {
  /// The bundled cat scaled to 240×240 pixels, as a 24×12-cell picture with 10×20-pixel
  /// cells shows it.
  public static let cat: Picture = ImageScaler.scale(pack("cat"), width: 240, height: 240)

  /// ``cat`` on an opaque grey-blue backdrop.
  public static let opaqueCat = Picture(
    width: 240, height: 240,
    pixels: cat.pixels.map { $0.a == 255 ? $0 : RGBA(r: 30, g: 30, b: 40) })!

  /// A picture of the bundled packs, as it is (24×24).
  public static func pack(_ name: String) -> Picture {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/packs/pictures/\(name).xpm")
    return try! Picture.decode(Data(contentsOf: url), format: .xpm)
  }

  /// ImageMagick's rose photograph, or nil without ImageMagick.
  public static let rose: Picture? = ExternalTool.run(["convert", "rose:", "png:-"]).flatMap {
    try? Picture.decode($0, format: .png)
  }

  /// A picture of smooth gradients with far more than 256 colours.
  public static let gradient: Picture = {
    let (width, height) = (200, 120)
    let pixels = (0..<(width * height)).map { index in
      let (x, y) = (index % width, index / width)
      return RGBA(
        r: UInt8(x * 255 / (width - 1)), g: UInt8(y * 255 / (height - 1)),
        b: UInt8((x + y) * 255 / (width + height - 2)))
    }
    return Picture(width: width, height: height, pixels: pixels)!
  }()

  /// The pixels of `picture` as RGB or RGBA bytes, as kitty's `f=24` and `f=32` carry them.
  public static func bytes(_ picture: Picture, alpha: Bool) -> [UInt8] {
    picture.pixels.flatMap { alpha ? [$0.r, $0.g, $0.b, $0.a] : [$0.r, $0.g, $0.b] }
  }
}
