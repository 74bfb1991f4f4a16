import QuizCore

/// XPM pictures: any bytes decode to a `Picture` or throw a `PictureError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXPM(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  _ = try? Picture.decode(bytes, format: .xpm)
  return 0
}
