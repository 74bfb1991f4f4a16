import Testing

@testable import QuizCore

/// zlib streams made by Python's `zlib` (the C library).
private let hello: [UInt8] = [
  120, 218, 203, 72, 205, 201, 201, 87, 200, 64, 39, 1, 104, 3, 8, 177,
]
private let helloText = Array("hello hello hello hello".utf8)

@Suite("Inflate")
struct InflateTests {
  @Test("a dynamic Huffman stream with back-references inflates to its text")
  func dynamicStream() throws {
    #expect(try Inflate.zlib(hello, size: helloText.count) == helloText)
  }

  @Test("a fixed Huffman stream (Z_FIXED) inflates to its text")
  func fixedStream() throws {
    let stream: [UInt8] = [120, 1, 75, 76, 74, 78, 68, 69, 0, 65, 124, 6, 229]
    #expect(try Inflate.zlib(stream, size: 18) == Array("abcabcabcabcabcabc".utf8))
  }

  @Test("stored blocks longer than one block inflate to their bytes")
  func storedBlocks() throws {
    let data = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    #expect(try Inflate.zlib(PNGFile.storedZlib(data), size: data.count) == data)
  }

  @Test("an empty stream inflates to nothing")
  func emptyStream() throws {
    #expect(try Inflate.zlib([120, 218, 3, 0, 0, 0, 0, 1], size: 0) == [])
  }

  @Test("a stream that would inflate past the size it is given stops there")
  func tooLong() {
    #expect(throws: InflateError.tooLong(limit: 10)) {
      try Inflate.zlib(hello, size: 10)
    }
  }

  @Test("a stream that ends before the size it is given is refused")
  func tooShort() {
    #expect(throws: InflateError.tooShort(found: 23, expected: 24)) {
      try Inflate.zlib(hello, size: 24)
    }
  }

  @Test("a wrong Adler-32 is refused")
  func adler() {
    var stream = hello
    stream[stream.count - 1] ^= 1
    #expect(throws: InflateError.adlerMismatch) { try Inflate.zlib(stream, size: 23) }
  }

  @Test("every truncation of a stream is refused")
  func truncations() {
    for length in 0..<hello.count {
      #expect(throws: InflateError.self) { try Inflate.zlib(Array(hello.prefix(length)), size: 23) }
    }
  }

  @Test("a header that is not DEFLATE, a preset dictionary and block type 3 are refused")
  func badHeaders() {
    #expect(throws: InflateError.badHeader) { try Inflate.zlib([0x79, 0x01, 0x03, 0], size: 0) }
    #expect(throws: InflateError.presetDictionary) {
      try Inflate.zlib([0x78, 0x20, 0, 0, 0, 0], size: 0)
    }
    #expect(throws: InflateError.reservedBlockType) {
      try Inflate.zlib([0x78, 0x01, 0x07], size: 0)
    }
  }

  @Test("a stored block whose length does not match its complement is refused")
  func storedComplement() {
    #expect(throws: InflateError.storedLengthMismatch) {
      try Inflate.zlib([0x78, 0x01, 0x01, 0x01, 0x00, 0xFF, 0xFF, 0x41], size: 1)
    }
  }

  @Test("over-subscribed code lengths are refused")
  func oversubscribed() {
    // Dynamic block: HLIT 0, HDIST 0, HCLEN 4 → code length code lengths 16, 17, 18, 0 of
    // 1 bit each: three codes of one bit cannot be a prefix code.
    #expect(throws: InflateError.invalidCodeLengths) {
      try Inflate.zlib([0x78, 0x01, 0x05, 0x00, 0x92, 0x04], size: 1)
    }
  }
}
