import QuizCore

/// GIF pictures: any bytes decode to a `Picture` or throw a `PictureError`.
///
/// GIF has no checksum, so the seeds (interlaced, transparent, animated, a local colour
/// table, a frame smaller than the screen) mutated as they are reach the LZW decoder, the
/// interlaced rows and the drawing of several images into the first frame.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  _ = try? Picture.decode(bytes, format: .gif)
  return 0
}
