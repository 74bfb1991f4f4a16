/// Why a GIF file could not be decoded. Messages name numbers, never bytes of the file.
public enum GIFError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file does not start with `GIF87a` or `GIF89a`.
  case signature
  /// The file ends before the first picture's data does.
  case truncated
  /// The logical screen is 0 pixels wide or high.
  case invalidDimensions(width: Int, height: Int)
  /// The picture is larger than the limit in some direction or in pixels.
  case tooLarge(width: Int, height: Int)
  /// The first picture has no colour table, neither its own nor the file's.
  case missingColorTable
  /// The LZW minimum code size is outside 1…11.
  case badCodeSize(Int)
  /// The image data holds an LZW code that is not yet defined.
  case invalidCode
  /// A pixel's colour index is past the end of the colour table.
  case colorOutOfTable(Int)

  /// The message, starting with `GIF:`.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    "GIF: " + detail
  }

  private var detail: String {
    switch self {
    case .signature: "not a GIF file: it does not start with GIF87a or GIF89a"
    case .truncated: "the file ends before the first picture's data does"
    case .invalidDimensions(let width, let height): "\(width)×\(height) is not a valid size"
    case .tooLarge(let width, let height):
      "\(width)×\(height) is larger than \(Picture.maxSide)×\(Picture.maxSide)"
    case .missingColorTable: "the picture has no colour table"
    case .badCodeSize(let size): "LZW code size \(size): expected 1 to 11"
    case .invalidCode: "the image data holds an invalid LZW code"
    case .colorOutOfTable(let index): "colour \(index) is not in the colour table"
    }
  }
}
