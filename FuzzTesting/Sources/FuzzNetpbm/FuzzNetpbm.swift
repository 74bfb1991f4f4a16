import QuizCore

/// Netpbm pictures (P2, P3, P5, P6): any bytes decode to a `Picture` or throw a `PictureError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNetpbm(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  _ = try? Picture.decode(bytes, format: .netpbm)
  return 0
}
