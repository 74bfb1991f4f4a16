import Foundation
import QuizCore
import QuizUI

/// A picture as an import stores it: its file copied as it is, or PNG bytes made from it.
struct ImportedPicture: Equatable, Sendable {
  /// The picture file read.
  var source: URL
  /// The PNG to store instead of the file, when the picture was scaled down or was a JPEG
  /// or a GIF.
  var png: [UInt8]?
  /// The stored picture's pixels, counted in the bank's budget.
  var pixels = 0

  /// The file name in `pictures/` for `icon`: the icon with the source's extension (or
  /// `.png` for a converted picture) unless the icon already names the file, so the bank
  /// finds it by the icon it holds.
  func storedName(for icon: String) -> String {
    guard png == nil else { return icon.lowercased().hasSuffix(".png") ? icon : "\(icon).png" }
    return source.lastPathComponent == icon ? icon : "\(icon).\(source.pathExtension)"
  }
}

/// Why a picture cannot be imported.
enum ImportPictureError: Error, Equatable {
  /// The picture does not load: the reason.
  case unreadable(PictureLoadError)
  /// The picture has more pixels than ``PictureLimits/photo`` allows.
  case tooLarge(width: Int, height: Int)
}

/// Turns the pictures an import names into what the bank stores.
enum ImportPicture {
  /// The picture at `url` as the import stores it: a JPEG or a GIF, or any picture larger
  /// than `side` on its longer side, is scaled down to fit (never up) and encoded as PNG;
  /// a smaller PNG, XPM or netpbm file is copied as it is.
  static func prepare(
    _ url: URL, side: Int, files: FileAccess
  ) throws(ImportPictureError) -> ImportedPicture {
    let picture = try decode(url, fitting: side, files: files)
    let format = PictureFormat(fileExtension: url.pathExtension)
    let converted = picture.scaled || format == .jpeg || format == .gif
    return ImportedPicture(
      source: url, png: converted ? PNGEncoder.encode(picture.picture) : nil,
      pixels: picture.picture.width * picture.picture.height)
  }

  /// The picture at `url`, at most `side` pixels on its longer side, and whether it was
  /// scaled down: a JPEG decoded small (DCT scaling to 1/2, 1/4 or 1/8, then area
  /// averaging, within its 50-megapixel decode budget), another format decoded whole (up to
  /// ``PictureLimits/photo``), then shrunk by area averaging.
  static func decode(
    _ url: URL, fitting side: Int, files: FileAccess
  ) throws(ImportPictureError) -> (picture: Picture, scaled: Bool) {
    let picture: Picture
    do {
      picture = try Picture.load(contentsOf: url, files: files, maxSide: side, limits: .photo)
    } catch {
      if let size = oversize(error) { throw .tooLarge(width: size.width, height: size.height) }
      throw .unreadable(error)
    }
    let fitted = picture.fitting(maxSide: side)
    return (fitted, fitted.width != picture.width || fitted.height != picture.height)
  }

  /// The size of a picture refused for being larger than the limits.
  private static func oversize(_ error: PictureLoadError) -> (width: Int, height: Int)? {
    switch error {
    case .invalid(.png(.tooLarge(let width, let height))),
      .invalid(.jpeg(.tooLarge(let width, let height))),
      .invalid(.gif(.tooLarge(let width, let height))),
      .invalid(.jpeg(.overDecodeBudget(let width, let height, _))):
      return (width, height)
    default: return nil
    }
  }
}
