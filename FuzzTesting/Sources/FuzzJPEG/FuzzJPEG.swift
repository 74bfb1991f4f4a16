import QuizCore

/// JPEG pictures: any bytes decode to a `Picture` or throw a `PictureError`, at full size
/// and decoded small.
///
/// JPEG has no checksum, so the seeds (small baseline, progressive, restart-marker and
/// greyscale files) mutated as they are reach the Huffman decoder, the progressive
/// refinements, the upsampling, the reduced transforms (1/2, 1/4, 1/8) and the
/// area-averaging. The size asked for comes from the input's length, so every scale is
/// reached from the same seeds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  _ = try? Picture.decode(bytes, format: .jpeg)
  let side = [1, 3, 8, 17, 40, 256][count % 6]
  if let picture = try? Picture.decode(bytes, format: .jpeg, maxSide: side) {
    precondition(max(picture.width, picture.height) <= side)
    precondition(picture.pixels.count == picture.width * picture.height)
  }
  return 0
}
