import QuizCore
import Testing

@testable import QuizUI

/// English picture errors, written out: the English table
/// must say these words.
extension PictureErrorTextTests {
  /// The English text of each of ``errors``, in the same order.
  static let englishErrors: [String] = [
    "no such file",
    "the file cannot be read",
    "not a regular file (a FIFO)",
    "not a regular file (a directory)",
    "the file is too large: 40.0 MiB, at most 32.0 MiB",
    "unknown picture format \".gif7\"",
    "the file is empty",
    "not an XPM file: it does not start with ‘/* XPM */’",
    "PNG: not a PNG file: it does not start with the PNG signature",
    "not a netpbm file: it does not start with ‘P2’, ‘P3’, ‘P5’ or ‘P6’",
    "truncated: expected 7601 rows, found 7602",
    "truncated: expected 7603 colours in the colour table, found 7604",
    "invalid dimensions 7605×7606: both must be at least 1",
    "dimensions 7607×7608 exceed the 1024×1024 limit",
    "maxval 7609 is outside 1…65535",
    "sample 7610 exceeds the maxval 7611",
    "7612 characters per pixel: expected 1 to 4",
    "7617 colours: an XPM picture may have at most 7618",
    "a pixel uses a code that is not in the colour table",
    "a code is defined twice in the colour table",
    "a colour in the colour table is neither None, a # hex colour nor a known colour name",
    "row 7613 has 7615 characters, expected 7614",
    "expected a number at byte 7616",
    "PNG: not a PNG file: it does not start with the PNG signature",
    "PNG: the file ends inside the IDAT chunk",
    "PNG: the file ends inside a chunk",
    "PNG: the file ends before the IEND chunk",
    "PNG: a chunk length is larger than 2³¹ − 1",
    "PNG: a chunk type is not four letters",
    "PNG: IHDR CRC mismatch",
    "PNG: CRC mismatch in an unknown critical chunk",
    "PNG: the first chunk is not IHDR",
    "PNG: a second PLTE chunk",
    "PNG: an unknown critical chunk",
    "PNG: no IDAT chunk",
    "PNG: an indexed-colour image without a PLTE chunk",
    "PNG: the IEND chunk has the wrong length",
    "PNG: 7701×0 is not a valid size",
    "PNG: 7702×7703 is larger than 1024×1024",
    "PNG: colour type 7704 with bit depth 7705 is not a PNG format",
    "PNG: unknown interlace method",
    "PNG: a palette of 7706 colours does not fit the image",
    "PNG: the tRNS chunk does not fit the colour type",
    "PNG: filter type 7707 is not 0 to 4",
    "PNG: a pixel uses colour 7708 of a palette of 7709",
    "PNG: the image data inflates to more than the 7710 bytes a 7711×7712 picture needs",
    "PNG: image data: not a zlib stream of DEFLATE data",
    "PNG: image data: the zlib stream asks for a preset dictionary",
    "PNG: image data: the compressed data ends too early",
    "PNG: image data: a DEFLATE block of the reserved type 3",
    "PNG: image data: a stored block's length does not match its complement",
    "PNG: image data: invalid Huffman code lengths",
    "PNG: image data: an invalid Huffman code",
    "PNG: image data: a back-reference reaches before the start of the data",
    "PNG: image data: the data inflates to more than 7801 bytes",
    "PNG: image data: the data inflates to 7802 bytes, expected 7803",
    "PNG: image data Adler-32 mismatch",
  ]

  @Test("every picture error is in English as written here, byte for byte")
  func englishWrittenOut() {
    #expect(Self.englishErrors.count == Self.errors.count)
    for ((error, _), english) in zip(Self.errors, Self.englishErrors) {
      #expect(BankErrorText.english.picture(error) == english)
    }
  }
}
