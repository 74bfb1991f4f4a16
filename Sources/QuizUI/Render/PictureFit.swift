import QuizCore
import TerminalKit

/// How a picture is resampled before the renderer draws it: as given, to the question's
/// area, or to the enlarged view. ``PictureMemo`` remembers a picture resampled each way, so
/// a keystroke does not resample it again.
enum PictureFit: Hashable, Sendable {
  /// The picture as it is (the trophy, a picture drawn at its own size).
  case asGiven
  /// To `width` × `height` pixels in the question's area (see ``question(_:width:height:)``).
  case question(width: Int, height: Int)
  /// To the enlarged view of `width` × `height` pixels (see ``enlarged(_:width:height:)``).
  case enlarged(width: Int, height: Int)

  /// `picture` resampled this way.
  func apply(to picture: Picture) -> Picture {
    switch self {
    case .asGiven: return picture
    case .question(let width, let height):
      return Self.question(picture, width: width, height: height)
    case .enlarged(let width, let height):
      return Self.enlarged(picture, width: width, height: height)
    }
  }

  /// `picture` in the question's area at `width` × `height` pixels: grown to it
  /// (``grown(_:to:)``); with an odd number of pixel rows and the picture resampled
  /// taller, a transparent row below, as the renderer fits a picture anew to the rows' even
  /// number of pixels and would make it a column wider than `width` (a snail at 40×14
  /// touched its backdrop's left edge).
  static func question(_ picture: Picture, width: Int, height: Int) -> Picture {
    let drawn = grown(picture, to: (width, height))
    guard height % 2 == 1, drawn.height > height,
      let padded = Picture(
        width: drawn.width, height: drawn.height + drawn.height / height,
        pixels: drawn.pixels
          + Array(repeating: .transparent, count: drawn.width * (drawn.height / height)))
    else { return drawn }
    return padded
  }

  /// `picture` for the enlarged view of `width` × `height` pixels: a photo larger than the
  /// view goes to the renderer at a whole multiple of it (``fitting(_:exactly:)``), so its
  /// symbols see several of its pixels a pixel and it fills the view exactly; any other
  /// picture is resampled to the view.
  static func enlarged(_ picture: Picture, width: Int, height: Int) -> Picture {
    max(picture.width, picture.height) > SymbolRenderer.pixelArtLimit
      && (picture.width > width || picture.height > height)
      ? fitting(picture, exactly: (width, height))
      : PictureRenderer.scaled(picture, width: width, height: height)
  }

  /// `picture` resampled to `size` when that is larger than the picture in either direction
  /// (the renderer itself grows only by whole factors), else as
  /// ``fitting(_:exactly:)`` gives it: the renderer shrinks it to exactly `size`.
  static func grown(_ picture: Picture, to size: (width: Int, height: Int)) -> Picture {
    guard size.width > picture.width || size.height > picture.height else {
      return fitting(picture, exactly: size)
    }
    return PictureRenderer.scaled(picture, width: size.width, height: size.height)
  }

  /// `picture`, larger than `size`, as the renderer fits it to exactly `size` in a box of
  /// that size or a little larger: resampled to a whole multiple of `size` (at most 4, so a
  /// photo's symbols still see several of its pixels a pixel), or to `size` itself when
  /// under twice as large. Left whole, a photo was fitted anew by the renderer, whose
  /// rounding could make it a column narrower than the layout's (a wide photo enlarged at a
  /// fractional zoom had a column of backdrop on its right and none to spare on its left).
  static func fitting(_ picture: Picture, exactly size: (width: Int, height: Int)) -> Picture {
    guard size.width > 0, size.height > 0,
      picture.width != size.width || picture.height != size.height
    else { return picture }
    let factor = min(4, picture.width / size.width, picture.height / size.height)
    guard factor >= 1 else { return picture }
    return PictureRenderer.scaled(
      picture, width: size.width * factor, height: size.height * factor)
  }
}
