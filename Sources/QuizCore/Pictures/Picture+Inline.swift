import Foundation

extension PictureFormat {
  /// The format `bytes` are in, told by how they start: PNG's signature (its first four
  /// bytes), JPEG's SOI marker and the start of the next marker (`FF D8 FF`), GIF's `GIF8`, an XPM comment (`/*` after any white space) or a netpbm magic number (`P`
  /// and a digit 1–7); `nil` for anything else.
  ///
  /// A file that starts like a format but is not one (a `P4` bitmap, a comment that is not
  /// `/* XPM */`) is told as that format, so its decoder says what is wrong with it.
  public init?(sniffing bytes: Data) {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    if bytes.starts(with: png) {
      self = .png
      return
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
      return
    }
    if bytes.starts(with: "GIF8".utf8) {
      self = .gif
      return
    }
    let start = bytes.firstIndex { !Self.isSpace($0) } ?? bytes.endIndex
    let head = bytes[start...].prefix(2)
    if head.elementsEqual("/*".utf8) {
      self = .xpm
    } else if start == bytes.startIndex, head.count == 2, head.first == UInt8(ascii: "P"),
      let digit = head.last, (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(digit)
    {
      self = .netpbm
    } else {
      return nil
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}

extension Picture {
  /// Decodes a picture carried inside a bank (a question's `picture` data), the format told
  /// by its content.
  ///
  /// The same limits as a picture file: more than ``maximumFileSize`` bytes are refused
  /// before any decoding, then the decoders check the dimensions and bound what they
  /// inflate. Throws ``PictureLoadError/tooLarge(size:limit:)``,
  /// ``PictureLoadError/unknownContent`` or the decoder's error as
  /// ``PictureLoadError/invalid(_:)``.
  public static func load(inline data: Data) throws(PictureLoadError) -> Picture {
    try load(inline: data, maxSide: nil)
  }

  /// Decodes an inline picture as ``load(inline:)`` does, a JPEG photo decoded small when
  /// it will be shown at most `maxSide` pixels on its longer side.
  public static func load(inline data: Data, maxSide: Int?) throws(PictureLoadError) -> Picture {
    let format = try inlineFormat(of: data)
    do {
      return try decode(data, format: format, shownAt: maxSide, limits: .picture)
    } catch {
      throw .invalid(error)
    }
  }

  /// The format of an inline picture, after the checks that need no decoding: its size and
  /// how it starts.
  public static func inlineFormat(of data: Data) throws(PictureLoadError) -> PictureFormat {
    guard data.count <= maximumFileSize else {
      throw .tooLarge(size: data.count, limit: maximumFileSize)
    }
    guard !data.isEmpty else { throw .invalid(.empty) }
    guard let format = PictureFormat(sniffing: data) else {
      throw ForeignPictureFormat(sniffing: data).map { .foreignFormat($0) } ?? .unknownContent
    }
    return format
  }
}
