/// Writes whole byte buffers to a file descriptor.
public struct OutputWriter: Sendable {
  /// The descriptor written to.
  public let fd: Int32

  /// Creates a writer for `fd` (not owned: never closed).
  public init(fd: Int32) {
    self.fd = fd
  }

  /// Writes all of `bytes` with as many `write(2)` calls as it takes, retrying EINTR,
  /// EAGAIN and short writes.
  ///
  /// - Throws: `.closed` on EPIPE (SIGPIPE must be ignored, see
  ///   `Terminal.ignoreBrokenPipe()`), `.failed(errno)` on any other error.
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    // NB: withUnsafeBytes rethrows untyped errors, so the error comes out as a value.
    if let error = bytes.withUnsafeBytes({ writeAll($0) }) { throw error }
  }

  /// Writes the UTF-8 of `text`; see `write(_:)` for the errors.
  public func write(_ text: String) throws(OutputError) {
    var text = text
    if let error = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0)) }) { throw error }
  }

  private func writeAll(_ buffer: UnsafeRawBufferPointer) -> OutputError? {
    var offset = 0
    while offset < buffer.count {
      let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
      switch Platform.writeSome(fd, rest) {
      case .success(let count):
        offset += count
      case .failure(let error) where error.code == Platform.interrupted:
        continue
      case .failure(let error) where error.code == Platform.wouldBlock:
        // A non-blocking descriptor is full: wait until it can take more.
        _ = Platform.pollWritable(fd)
      case .failure(let error) where error.code == Platform.brokenPipe:
        return .closed
      case .failure(let error):
        return .failed(error.code)
      }
    }
    return nil
  }
}
