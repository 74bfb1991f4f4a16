import Foundation
import QuizCore
import TestTools
import Testing

@testable import TerminalImages
@testable import TerminalKit

@Suite("Kitty graphics", .ownThreads)
struct KittyGraphicsTests {
  /// The commands in `bytes`: each `ESC _ G keys ; payload ESC \`, split into its keys and
  /// its payload; nil when anything else is there.
  static func commands(_ bytes: [UInt8]) -> [(keys: String, payload: String)]? {
    let text = String(decoding: bytes, as: UTF8.self)
    var result: [(String, String)] = []
    for part in text.components(separatedBy: "\u{1B}\\").dropLast() {
      guard part.hasPrefix("\u{1B}_G"), let semicolon = part.firstIndex(of: ";") else {
        return nil
      }
      let keys = String(part[part.index(part.startIndex, offsetBy: 3)..<semicolon])
      result.append((keys, String(part[part.index(after: semicolon)...])))
    }
    guard text.hasSuffix("\u{1B}\\") else { return nil }
    return result
  }

  @Test("a picture's chunks inflate to its exact pixels: o=z, RGB when opaque, RGBA otherwise")
  func payloadDecodes() throws {
    for (picture, alpha) in [(GraphicsSamples.opaqueCat, false), (GraphicsSamples.cat, true)] {
      let sent = try #require(
        Self.commands(KittyGraphics.transmit(picture, id: 7, columns: 24, rows: 12)))
      let joined = sent.map(\.payload).joined()
      let data = try #require(Data(base64Encoded: joined))
      let expected = GraphicsSamples.bytes(picture, alpha: alpha)
      #expect(try Inflate.zlib([UInt8](data), size: expected.count).elementsEqual(expected))
      // 240×240 pixel art scaled from 24×24: a few kilobytes instead of 230 or 307.
      #expect(joined.utf8.count < 8_000)
      #expect(
        sent[0].keys
          == "a=T,f=\(alpha ? 32 : 24),s=\(picture.width),v=\(picture.height),o=z,i=7,c=24,"
          + "r=12,C=1,q=2,m=\(sent.count > 1 ? 1 : 0)")
    }
  }

  @Test(
    "C zlib (Python's zlib.decompress, as kitty inflates) reads the payload as the pixels",
    .enabled(if: ExternalTool.hasPython, "python3 is not installed"))
  func zlibReadsPayload() throws {
    let pictures = [GraphicsSamples.cat] + (GraphicsSamples.rose.map { [$0] } ?? [])
    for picture in pictures {
      let sent = try #require(
        Self.commands(KittyGraphics.transmit(picture, id: 3, columns: 24, rows: 12)))
      let data = try #require(Data(base64Encoded: sent.map(\.payload).joined()))
      let output = ExternalTool.run(
        [
          "python3", "-c",
          "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))",
        ], input: [UInt8](data))
      let alpha = !picture.pixels.allSatisfy { $0.a == 255 }
      #expect(output?.elementsEqual(GraphicsSamples.bytes(picture, alpha: alpha)) == true)
    }
  }

  @Test("pixels that do not compress go as they are, without o=z")
  func incompressible() throws {
    var random = SplitMix64(seed: 5)
    let pixels = (0..<(40 * 30)).map { _ in
      let value = random.next()
      return RGBA(
        r: UInt8(truncatingIfNeeded: value), g: UInt8(truncatingIfNeeded: value >> 8),
        b: UInt8(truncatingIfNeeded: value >> 16))
    }
    let noise = try #require(Picture(width: 40, height: 30, pixels: pixels))
    let sent = try #require(
      Self.commands(KittyGraphics.transmit(noise, id: 4, columns: 4, rows: 2)))
    #expect(sent[0].keys == "a=T,f=24,s=40,v=30,i=4,c=4,r=2,C=1,q=2,m=1")
    let data = try #require(Data(base64Encoded: sent.map(\.payload).joined()))
    #expect([UInt8](data).elementsEqual(GraphicsSamples.bytes(noise, alpha: false)))
  }

  @Test("chunks hold at most 4096 base64 bytes, all but the last a multiple of 4, m=1 then m=0")
  func chunking() throws {
    let payload = [UInt8](repeating: UInt8(ascii: "A"), count: 4096 * 3 + 1024)
    let bytes = KittyGraphics.commands(keys: "a=T,f=24,o=z,q=2", payload: payload)
    let sent = try #require(Self.commands(bytes))
    #expect(sent.count == 4)
    for (number, chunk) in sent.enumerated() {
      let last = number == sent.count - 1
      #expect(chunk.payload.utf8.count == (last ? 1024 : 4096))
      #expect(chunk.keys == (number == 0 ? "a=T,f=24,o=z,q=2,m=1" : last ? "m=0,q=2" : "m=1,q=2"))
    }
    // Byte for byte: ESC _ G keys ; payload ESC \ for each, nothing between.
    let a = String(repeating: "A", count: 4096)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\u{1B}_Ga=T,f=24,o=z,q=2,m=1;\(a)\u{1B}\\\u{1B}_Gm=1,q=2;\(a)\u{1B}\\"
        + "\u{1B}_Gm=1,q=2;\(a)\u{1B}\\\u{1B}_Gm=0,q=2;\(String(repeating: "A", count: 1024))\u{1B}\\"
    )
    // A real picture's chunks follow the same rule.
    let cat = try #require(
      Self.commands(
        KittyGraphics.transmit(
          GraphicsSamples.rose ?? GraphicsSamples.cat, id: 1, columns: 24, rows: 12)))
    for (number, chunk) in cat.enumerated() where number < cat.count - 1 {
      #expect(chunk.payload.utf8.count == 4096)
    }
  }

  @Test("a 1×1 picture is one command, byte for byte as the protocol's example shapes it")
  func smallest() throws {
    let picture = try #require(Picture(width: 1, height: 1, pixels: [RGBA(r: 255, g: 0, b: 0)]))
    #expect(
      String(decoding: KittyGraphics.transmit(picture, id: 2, columns: 1, rows: 1), as: UTF8.self)
        == "\u{1B}_Ga=T,f=24,s=1,v=1,i=2,c=1,r=1,C=1,q=2,m=0;/wAA\u{1B}\\")
  }

  @Test("deleting frees the image by id; the query is the one the protocol documents")
  func deleteAndQuery() {
    #expect(
      String(decoding: KittyGraphics.delete(id: 5), as: UTF8.self)
        == "\u{1B}_Ga=d,d=I,i=5,q=2\u{1B}\\")
    #expect(KittyGraphics.query == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\")
  }
}

@Suite("iTerm2 images, base64 and tmux", .ownThreads)
struct InlineImageTests {
  @Test(
    "the inline image is OSC 1337 File= with its size in cells and a PNG that decodes to the picture"
  )
  func iterm() throws {
    let picture = GraphicsSamples.cat
    let text = String(decoding: ITermImage.inline(picture, columns: 24, rows: 12), as: UTF8.self)
    let prefix = "\u{1B}]1337;File=inline=1;size="
    #expect(text.hasPrefix(prefix))
    #expect(text.hasSuffix("\u{07}"))
    let colon = try #require(text.firstIndex(of: ":"))
    let keys = text[text.index(text.startIndex, offsetBy: 2)..<colon]
    let png = try #require(
      Data(base64Encoded: String(text[text.index(after: colon)...].dropLast())))
    #expect(keys == "1337;File=inline=1;size=\(png.count);width=24;height=12;preserveAspectRatio=0")
    #expect(try Picture.decode([UInt8](png), format: .png).pixels.elementsEqual(picture.pixels))
    if ExternalTool.hasImageMagick {
      let read = try #require(ExternalTool.imageMagickPixels([UInt8](png), format: "png"))
      #expect(read.rgba.elementsEqual(GraphicsSamples.bytes(picture, alpha: true)))
    }
  }

  @Test("base64 agrees with Foundation's for every length of padding")
  func base64() {
    var random = SplitMix64(seed: 4)
    for length in [0, 1, 2, 3, 4, 5, 6, 7, 100, 1000, 1001, 1002] {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      #expect(
        String(decoding: Base64.encode(bytes), as: UTF8.self) == Data(bytes).base64EncodedString())
    }
  }

  @Test("tmux's passthrough doubles every ESC inside its DCS")
  func tmux() {
    let wrapped = TmuxPassthrough.wrap(Array("\u{1B}_Ga=q;AAAA\u{1B}\\".utf8))
    #expect(
      String(decoding: wrapped, as: UTF8.self)
        == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=q;AAAA\u{1B}\u{1B}\\\u{1B}\\")
  }
}

@Suite("Image scaling", .ownThreads)
struct ImageScalerTests {
  @Test("pixel art grows by nearest neighbour: each pixel a crisp 10×10 square")
  func pixelArt() throws {
    let cat = GraphicsSamples.pack("cat")
    let big = ImageScaler.scale(cat, width: 240, height: 240)
    for y in 0..<240 {
      for x in 0..<240 { #expect(big[x: x, y: y] == cat[x: x / 10, y: y / 10]) }
    }
  }

  @Test("a photograph shrinks by area averaging: each 2×2 block becomes its mean")
  func photoShrinks() throws {
    let photo = GraphicsSamples.gradient
    let half = ImageScaler.scale(photo, width: 100, height: 60)
    for (x, y) in [(0, 0), (37, 11), (99, 59)] {
      let block = [
        photo[x: 2 * x, y: 2 * y], photo[x: 2 * x + 1, y: 2 * y],
        photo[x: 2 * x, y: 2 * y + 1], photo[x: 2 * x + 1, y: 2 * y + 1],
      ]
      let mean = block.reduce(0) { $0 + Int($1.r) } / 4
      #expect(abs(Int(half[x: x, y: y].r) - mean) <= 1)
    }
  }

  @Test("a photograph grows smoothly: between two pixels lies a colour between them")
  func photoGrows() throws {
    let photo = GraphicsSamples.gradient
    let big = ImageScaler.scale(photo, width: 400, height: 240)
    for x in 1..<399 {
      #expect(big[x: x, y: 0].r >= big[x: x - 1, y: 0].r)
    }
    #expect(ImageScaler.isPixelArt(photo) == false)
  }

  @Test("fitting keeps the aspect ratio, centred, transparent around")
  func fit() throws {
    let cat = GraphicsSamples.pack("cat")
    let fitted = try #require(ImageScaler.fit(cat, width: 100, height: 48))
    #expect(fitted.width == 100 && fitted.height == 48)
    // 24×24 into 100×48: 48×48 in the middle, 26 columns either side.
    #expect(fitted[x: 25, y: 20] == .transparent)
    #expect(fitted[x: 74, y: 20] == .transparent)
    #expect(fitted[x: 26, y: 0] == cat[x: 0, y: 0])
    #expect(fitted[x: 73, y: 47] == cat[x: 23, y: 23])
  }
}
