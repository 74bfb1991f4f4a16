import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif

extension FileHandle {
  /// Everything left to read, to the end of the file or pipe, as bytes.
  ///
  /// Foundation's `readDataToEndOfFile()` traps when a read is interrupted by a signal
  /// (`EINTR`), and the tests send signals to their own process (SIGWINCH, SIGCONT) while
  /// other tests read their children's output; this reads again instead.
  public func readAllBytes() -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        systemRead(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        bytes += buffer.prefix(count)
      } else if count == 0 || errno != EINTR {
        return bytes
      }
    }
  }
}
