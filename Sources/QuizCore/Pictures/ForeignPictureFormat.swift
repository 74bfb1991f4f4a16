import Foundation

/// A picture format quiz does not read, told by the file's first bytes, so that a message
/// can name it and say what to do (save the picture as JPEG or PNG).
public enum ForeignPictureFormat: String, Hashable, Sendable, CaseIterable {
  /// HEIF with HEVC, what phones save photos as (`ftyp` box, brand `heic`, `mif1`…).
  case heic = "HEIC"
  /// AV1 in HEIF (`ftyp` box, brand `avif` or `avis`).
  case avif = "AVIF"
  /// WebP (`RIFF` … `WEBP`).
  case webp = "WebP"
  /// TIFF, either byte order (`II*\0`, `MM\0*`).
  case tiff = "TIFF"
  /// Windows bitmap (`BM` and a header size BMP defines).
  case bmp = "BMP"

  /// The format `bytes` start like, or `nil` when they start like none of these.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = [UInt8](bytes.prefix(32))
    func at(_ offset: Int, _ text: String) -> Bool {
      let expected = Array(text.utf8)
      return head.count >= offset + expected.count
        && head[offset..<(offset + expected.count)].elementsEqual(expected)
    }
    if at(4, "ftyp") {
      // The major brand, then (after the minor version) the compatible brands.
      let brands = stride(from: 8, to: min(head.count, 32) - 3, by: 4)
        .filter { $0 != 12 }
        .map { String(decoding: head[$0..<($0 + 4)], as: UTF8.self) }
      if brands.contains(where: { $0 == "avif" || $0 == "avis" }) {
        self = .avif
      } else if brands.contains(where: Self.heifBrands.contains) {
        self = .heic
      } else {
        return nil
      }
    } else if at(0, "RIFF") && at(8, "WEBP") {
      self = .webp
    } else if head.starts(with: [0x49, 0x49, 0x2A, 0x00])
      || head.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
    {
      self = .tiff
    } else if at(0, "BM"), head.count >= 18,
      [12, 40, 52, 56, 64, 108, 124].contains(Int(head[14]) | Int(head[15]) << 8)
    {
      self = .bmp
    } else {
      return nil
    }
  }

  /// The `ftyp` brands of HEIF files: still pictures and sequences, HEVC or not.
  static let heifBrands: Set<String> = [
    "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1",
  ]
}
