import QuizCore
import TerminalKit

/// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole): an image sent as APC
/// commands `ESC _ G keys ; base64 ESC \`, its pixels in chunks of at most
/// ``chunkSize`` base64 bytes (every chunk but the last a multiple of 4, `m=1` on each but
/// the last, which has `m=0`), shown at the cursor scaled to a box of cells, and deleted
/// by its image id.
public enum KittyGraphics {
  /// The most base64 bytes one command carries.
  public static let chunkSize = 4096

  /// The question asked at start: does the terminal take a 1×1 RGB image (`a=q` only checks
  /// it, nothing is stored or shown)? A kitty-protocol terminal answers
  /// `ESC _ G i=31 ; OK ESC \`.
  public static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

  /// The id the start-up query uses, which its answer repeats.
  public static let queryID = 31

  /// The commands that send `picture` and show it at the cursor, scaled to `columns` ×
  /// `rows` cells: `a=T` (send and show), `f=24` (RGB) when every pixel is opaque else
  /// `f=32` (RGBA), its size in pixels (`s`, `v`), `o=z` when the pixels go as a zlib
  /// stream (``Deflate``; always, unless that is not smaller than the pixels themselves),
  /// image id `i`, `C=1` (the cursor stays where it was) and `q=2` (no answer, not even
  /// for an error), repeated on every chunk as some kitty versions need.
  public static func transmit(_ picture: Picture, id: Int, columns: Int, rows: Int) -> [UInt8] {
    let opaque = picture.pixels.allSatisfy { $0.a == 255 }
    var raw: [UInt8] = []
    raw.reserveCapacity(picture.pixels.count * (opaque ? 3 : 4))
    for pixel in picture.pixels {
      raw.append(pixel.r)
      raw.append(pixel.g)
      raw.append(pixel.b)
      if !opaque { raw.append(pixel.a) }
    }
    // Runs of one pixel and rows repeating the one above are the matches worth trying first.
    let channels = opaque ? 3 : 4
    let compressed = Deflate.zlib(raw, distances: [channels, picture.width * channels])
    let zlib = compressed.count < raw.count
    let keys =
      "a=T,f=\(opaque ? 24 : 32),s=\(picture.width),v=\(picture.height),"
      + (zlib ? "o=z," : "") + "i=\(id),c=\(columns),r=\(rows),C=1,q=2"
    return commands(keys: keys, payload: Base64.encode(zlib ? compressed : raw))
  }

  /// The command that deletes every placement of image `id` and frees its data
  /// (`a=d,d=I`).
  public static func delete(id: Int) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
  }

  /// `payload` (base64) in chunks: the first command carries `keys`, the rest only `m`
  /// (and `q=2`).
  static func commands(keys: String, payload: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(payload.count + payload.count / chunkSize * 20 + 80)
    var start = 0
    repeat {
      let end = min(payload.count, start + chunkSize)
      let more = end < payload.count
      output += [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
      output += Array((start == 0 ? keys + ",m=\(more ? 1 : 0)" : "m=\(more ? 1 : 0),q=2").utf8)
      output.append(UInt8(ascii: ";"))
      output += payload[start..<end]
      output += [0x1B, UInt8(ascii: "\\")]
      start = end
    } while start < payload.count
    return output
  }
}
