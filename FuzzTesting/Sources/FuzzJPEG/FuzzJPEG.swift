import QuizCore

/// JPEG pictures: any bytes decode to a `Picture` or throw a `PictureError`.
///
/// JPEG has no checksum, so the seeds (small baseline, progressive, restart-marker and
/// greyscale files) mutated as they are reach the Huffman decoder, the progressive
/// refinements and the upsampling.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  _ = try? Picture.decode(bytes, format: .jpeg)
  return 0
}
