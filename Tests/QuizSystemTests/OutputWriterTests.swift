import Foundation
import QuizSystem
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("OutputWriter")
struct OutputWriterTests {
  @Test("every byte of a large write arrives, in order")
  func largeWrite() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let payload = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    // A pipe holds 64 KiB, so the writer must loop while the reader drains.
    var received: [UInt8] = []
    let reader = ends[0]
    let writerEnd = ends[1]
    let thread = Thread {
      try? OutputWriter(fd: writerEnd).write(payload)
      close(writerEnd)
    }
    thread.start()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(reader, &buffer, buffer.count)
      if count <= 0 { break }
      received += buffer.prefix(count)
    }
    #expect(received == payload)
  }

  @Test("writing to a pipe whose reader closed throws .closed")
  func brokenPipe() {
    Terminal.ignoreBrokenPipe()
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    #expect(throws: OutputError.closed) { try OutputWriter(fd: ends[1]).write("hello") }
  }

  @Test("writing to a bad descriptor throws .failed with its errno")
  func badDescriptor() {
    #expect(throws: OutputError.failed(EBADF)) { try OutputWriter(fd: -1).write([1, 2, 3]) }
  }

  @Test("text is written as UTF-8")
  func textIsUTF8() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    try OutputWriter(fd: ends[1]).write("鸭é")
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(ends[0], &buffer, buffer.count)
    #expect(Array(buffer.prefix(count)) == Array("鸭é".utf8))
  }
}
