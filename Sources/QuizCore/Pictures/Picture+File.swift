import Foundation

extension Picture {
  /// Reads and decodes a picture file, the format chosen by its extension.
  ///
  /// Throws ``PictureLoadError`` for a file that cannot be read or has an unknown
  /// extension, and wraps the decoder's ``PictureError`` otherwise.
  public static func load(contentsOf url: URL) throws(PictureLoadError) -> Picture {
    guard let format = PictureFormat(fileExtension: url.pathExtension) else {
      throw .unknownFormat(url.pathExtension)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable
    }
    do {
      return try decode(data, format: format)
    } catch {
      throw .invalid(error)
    }
  }
}

/// Why a picture file could not be loaded.
public enum PictureLoadError: Error, Equatable, CustomStringConvertible {
  /// The file cannot be read.
  case unreadable
  /// The extension is not one of `xpm`, `ppm`, `pgm`, `pnm`.
  case unknownFormat(String)
  /// The file was read but does not decode.
  case invalid(PictureError)

  /// A lowercase message.
  public var description: String {
    switch self {
    case .unreadable: return "the file cannot be read"
    case .unknownFormat(let ext): return "unknown picture format \".\(TextSafety.escaped(ext))\""
    // Decoder messages quote bytes of the file: never let a control character through.
    case .invalid(let error): return TextSafety.escaped(error.description)
    }
  }
}
