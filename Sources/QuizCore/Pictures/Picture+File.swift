import Foundation

extension Picture {
  /// The largest picture file read, in bytes (32 MiB: more than any picture of at most
  /// ``maxSide`` × ``maxSide`` pixels needs, even as 16-bit netpbm text).
  public static let maximumFileSize = 32 << 20

  /// Reads a picture file through `files` and decodes it, the format chosen by its
  /// extension, refused beyond `limits` (JPEG, PNG and GIF; XPM and netpbm keep the
  /// picture limits).
  ///
  /// Throws ``PictureLoadError`` for a file that cannot be read, is not a regular file, is
  /// larger than ``maximumFileSize`` or has an unknown extension, and wraps the decoder's
  /// ``PictureError`` otherwise.
  public static func load(
    contentsOf url: URL, files: FileAccess, limits: PictureLimits = .picture
  ) throws(PictureLoadError) -> Picture {
    try load(contentsOf: url, files: files, maxSide: nil, limits: limits)
  }

  /// Reads and decodes a picture file as ``load(contentsOf:files:limits:)`` does, a JPEG
  /// photo decoded small when it will be shown at most `maxSide` pixels on its longer side
  /// (see ``decode(_:format:maxSide:)``); other formats, and a JPEG with `maxSide` `nil`,
  /// come whole, within `limits`.
  public static func load(
    contentsOf url: URL, files: FileAccess, maxSide: Int?, limits: PictureLimits = .picture
  ) throws(PictureLoadError) -> Picture {
    let data: Data
    do {
      data = try files.read(url.path, maximumFileSize)
    } catch {
      switch error {
      case .notRegular(let kind): throw .notRegularFile(kind)
      case .directory: throw .notRegularFile(.directory)
      case .tooLarge(let size): throw .tooLarge(size: size, limit: maximumFileSize)
      case .missing: throw .missing
      case .unreadable: throw .unreadable
      }
    }
    // A format quiz does not read is named, whatever the file's extension says.
    if let foreign = ForeignPictureFormat(sniffing: data) { throw .foreignFormat(foreign) }
    // Told after reading, so that a missing file is missing whatever its name.
    guard let named = PictureFormat(fileExtension: url.pathExtension) else {
      throw .unknownFormat(url.pathExtension)
    }
    // A PNG, JPEG or GIF is read as its signature says (a picture saved from the web as
    // `.jpg` is often a PNG); text formats go by their extension.
    var format = named
    if let signed = PictureFormat(sniffing: data), [.png, .jpeg, .gif].contains(signed) {
      format = signed
    }
    do {
      return try decode(data, format: format, shownAt: maxSide, limits: limits)
    } catch {
      throw .invalid(error)
    }
  }

  /// Decodes whole within `limits`, or a JPEG small when `maxSide` is given.
  static func decode(
    _ data: Data, format: PictureFormat, shownAt maxSide: Int?, limits: PictureLimits
  ) throws(PictureError) -> Picture {
    guard let maxSide, format == .jpeg else {
      return try decode([UInt8](data), format: format, limits: limits)
    }
    return try decode([UInt8](data), format: format, maxSide: maxSide)
  }
}

/// Why a picture file could not be loaded.
public enum PictureLoadError: Error, Equatable {
  /// Nothing is at the path (or a symbolic link leads nowhere).
  case missing
  /// The file cannot be read.
  case unreadable
  /// The path is not a regular file; what it is instead.
  case notRegularFile(FileKind)
  /// The file is larger than ``Picture/maximumFileSize``; it was not read.
  case tooLarge(size: Int, limit: Int)
  /// The extension is not one of `png`, `jpg`, `jpeg`, `gif`, `xpm`, `ppm`, `pgm`, `pnm` (empty: there is none).
  case unknownFormat(String)
  /// An inline picture's bytes start like none of PNG, JPEG, GIF, XPM or netpbm.
  case unknownContent
  /// The bytes are a picture in a format quiz does not read (HEIC, WebP…), whatever the
  /// file's extension.
  case foreignFormat(ForeignPictureFormat)
  /// The file was read but does not decode.
  case invalid(PictureError)
}
