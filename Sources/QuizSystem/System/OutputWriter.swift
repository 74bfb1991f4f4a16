import Foundation

/// Writes whole byte buffers to a file descriptor, or into a ``Capture`` kept in memory.
public struct OutputWriter: Sendable {
  /// The descriptor written to (-1 for a capture).
  public let fd: Int32
  /// Where the bytes go instead of `fd`, when set.
  public let capture: Capture?

  /// Creates a writer for `fd` (not owned: never closed).
  public init(fd: Int32) {
    self.fd = fd
    self.capture = nil
  }

  /// Creates a writer that keeps what is written in `capture`.
  public init(capture: Capture) {
    self.fd = -1
    self.capture = capture
  }

  /// Bytes written to a writer kept in memory, for a program run inside a test; `closed`
  /// makes writes fail as a pipe whose reader left does.
  public final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [UInt8] = []
    private var isClosed = false

    /// An empty capture.
    public init() {}

    /// Everything written so far.
    public var bytes: [UInt8] { lock.withLock { kept } }

    /// Makes every later write fail with ``OutputError/closed``.
    public func close() { lock.withLock { isClosed = true } }

    func append(_ buffer: UnsafeRawBufferPointer) -> OutputError? {
      lock.withLock {
        if isClosed { return .closed }
        kept.append(contentsOf: buffer)
        return nil
      }
    }
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
    if let capture { return capture.append(buffer) }
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
