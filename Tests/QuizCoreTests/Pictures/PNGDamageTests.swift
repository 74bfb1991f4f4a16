import Foundation
import Testing

@testable import QuizCore

private func decode(_ bytes: [UInt8]) throws(PictureError) -> Picture {
  try Picture.decode(bytes, format: .png)
}

/// The `PNGError` that decoding `bytes` throws, if any.
private func failure(_ bytes: [UInt8]) -> PNGError? {
  do {
    _ = try decode(bytes)
    return nil
  } catch {
    guard case .png(let error) = error else { return nil }
    return error
  }
}

private let grey2x1 = PNGFile.header(width: 2, height: 1)
private let rows2x1: [UInt8] = [0, 10, 20]

@Suite("PNG damage")
struct PNGDamageTests {
  @Test("a changed byte in IDAT is a CRC mismatch that names the chunk")
  func idatCRC() throws {
    var bytes = try PNGFile.fixture("rgba-8.png")
    let idat = try #require(bytes.firstRange(of: Array("IDAT".utf8)))
    bytes[idat.upperBound + 10] ^= 0x40
    #expect(failure(bytes) == .crcMismatch("IDAT"))
  }

  @Test(
    "an ancillary chunk with a wrong CRC is skipped and the picture decodes as without it",
    arguments: ["bad-crc-text", "bad-crc-iccp", "bad-crc-clli"])
  func ancillaryCRC(name: String) throws {
    let bytes = try PNGFile.fixture("\(name).png")
    #expect(failure(bytes) == nil)
    let picture = try decode(bytes)
    #expect(picture == (try decode(PNGFile.fixture("rgb-8.png"))))
    #expect(picture == PNGFile.pam(try PNGFile.fixture("rgb-8.pam")))
  }

  @Test("a tRNS chunk with a wrong CRC is skipped: the palette picture is opaque")
  func transparencyCRC() throws {
    let chunks = PNGFile.chunks(try PNGFile.fixture("palette-trns.png"))
    let index = try #require(chunks.firstIndex { $0.type == "tRNS" })
    var bytes = PNGFile.assemble(chunks)
    let offset = PNGFile.assemble(Array(chunks[..<index])).count
    bytes[offset + 8 + chunks[index].data.count] ^= 0x80
    var without = chunks
    without.remove(at: index)
    let opaque = try decode(PNGFile.assemble(without))
    #expect(try decode(bytes) == opaque)
    #expect(opaque != (try decode(PNGFile.assemble(chunks))))
  }

  @Test(
    "a critical chunk with a wrong CRC is still refused, naming it", arguments: ["IHDR", "PLTE"])
  func criticalCRC(type: String) throws {
    let chunks = PNGFile.chunks(try PNGFile.fixture("palette-8.png"))
    let index = try #require(chunks.firstIndex { $0.type == type })
    var bytes = PNGFile.assemble(chunks)
    let offset = PNGFile.assemble(Array(chunks[..<index])).count
    bytes[offset + 8 + chunks[index].data.count] ^= 0x01
    #expect(failure(bytes) == .crcMismatch(type))
  }

  @Test("an unknown critical chunk with a wrong CRC is refused as a CRC mismatch")
  func unknownCriticalCRC() throws {
    var chunks = PNGFile.chunks(try PNGFile.fixture("rgb-8.png"))
    chunks.insert(PNGFile.Chunk(type: "ABCD", data: [1, 2, 3]), at: 1)
    var bytes = PNGFile.assemble(chunks)
    let offset = PNGFile.assemble(Array(chunks[..<1])).count
    bytes[offset + 8 + 3] ^= 0x01
    #expect(failure(bytes) == .crcMismatch(nil))
  }

  @Test("image data whose Adler-32 is wrong is refused, though every CRC is right")
  func adler() throws {
    var chunks = PNGFile.chunks(try PNGFile.fixture("filter-2.png"))
    let index = try #require(chunks.firstIndex { $0.type == "IDAT" })
    chunks[index].data[chunks[index].data.count - 1] ^= 1
    #expect(failure(PNGFile.assemble(chunks)) == .imageData(.adlerMismatch))
  }

  @Test("every truncation of a file is refused with a PNG error")
  func truncations() throws {
    let bytes = try PNGFile.fixture("palette-2.png")
    for length in 0..<bytes.count {
      #expect(failure(Array(bytes.prefix(length))) != nil, "cut at \(length)")
    }
  }

  @Test("image data that inflates past what the header implies is refused when it gets there")
  func bomb() throws {
    let bytes = try PNGFile.fixture("bomb.png")
    #expect(failure(bytes) == .imageDataTooLong(limit: 2, width: 1, height: 1))
  }

  @Test("image data shorter than the header implies is refused")
  func shortData() {
    let file = PNGFile.file(PNGFile.header(width: 2, height: 2), rows: [0, 1, 2])
    #expect(failure(file) == .imageData(.tooShort(found: 3, expected: 6)))
  }

  @Test(
    "a picture larger than 1024×1024 is refused from its header",
    arguments: [
      (40000, 40000), (1025, 1), (1, 1025),
    ])
  func oversize(width: Int, height: Int) {
    let file = PNGFile.file(PNGFile.header(width: width, height: height), rows: [0, 0])
    #expect(failure(file) == .tooLarge(width: width, height: height))
  }

  @Test("a zero width is refused")
  func zeroWidth() {
    let file = PNGFile.file(PNGFile.header(width: 0, height: 3), rows: [])
    #expect(failure(file) == .invalidDimensions(width: 0, height: 3))
  }

  @Test("a colour type and bit depth PNG does not define are refused")
  func badFormat() {
    let file = PNGFile.file(
      PNGFile.header(width: 1, height: 1, bitDepth: 4, colorType: 2), rows: [0, 0])
    #expect(failure(file) == .invalidFormat(colorType: 2, bitDepth: 4))
  }

  @Test("the signature must be there")
  func signature() {
    #expect(failure(Array("GIF89a and more".utf8)) == .signature)
  }

  @Test("the first chunk must be IHDR")
  func headerFirst() {
    let idat = PNGFile.Chunk(type: "IDAT", data: PNGFile.storedZlib(rows2x1))
    let bytes = PNGFile.assemble([idat, grey2x1, PNGFile.Chunk(type: "IEND", data: [])])
    #expect(failure(bytes) == .headerNotFirst)
  }

  @Test("IDAT chunks must follow each other")
  func consecutiveIDAT() {
    let stream = PNGFile.storedZlib(rows2x1)
    let bytes = PNGFile.assemble([
      grey2x1, PNGFile.Chunk(type: "IDAT", data: Array(stream.prefix(4))),
      PNGFile.Chunk(type: "teXt", data: []),
      PNGFile.Chunk(type: "IDAT", data: Array(stream.dropFirst(4))),
      PNGFile.Chunk(type: "IEND", data: []),
    ])
    #expect(failure(bytes) == .chunkOrder(.imageDataNotConsecutive))
  }

  @Test("PLTE after IDAT is refused")
  func paletteAfterData() {
    let header = PNGFile.header(width: 2, height: 1, colorType: 3)
    let bytes = PNGFile.assemble([
      header, PNGFile.Chunk(type: "PLTE", data: [0, 0, 0]),
      PNGFile.Chunk(type: "IDAT", data: PNGFile.storedZlib([0, 0, 0])),
      PNGFile.Chunk(type: "PLTE", data: [0, 0, 0]), PNGFile.Chunk(type: "IEND", data: []),
    ])
    #expect(failure(bytes) == .chunkOrder(.paletteAfterImageData))
  }

  @Test("an indexed-colour image needs a palette before its data")
  func missingPalette() {
    let file = PNGFile.file(PNGFile.header(width: 2, height: 1, colorType: 3), rows: [0, 0, 0])
    #expect(failure(file) == .missingPalette)
  }

  @Test("a pixel may not use a colour past the end of the palette")
  func paletteIndex() {
    let file = PNGFile.file(
      PNGFile.header(width: 2, height: 1, colorType: 3),
      [PNGFile.Chunk(type: "PLTE", data: [1, 2, 3, 4, 5, 6])], rows: [0, 1, 2])
    #expect(failure(file) == .paletteIndexOutOfRange(index: 2, entries: 2))
  }

  @Test("an unknown critical chunk is refused without showing its name")
  func unknownCritical() {
    let file = PNGFile.file(grey2x1, [PNGFile.Chunk(type: "QUIZ", data: [])], rows: rows2x1)
    #expect(failure(file) == .unknownCriticalChunk)
  }

  @Test("a file without IEND is refused")
  func missingEnd() {
    let bytes = PNGFile.assemble([
      grey2x1, PNGFile.Chunk(type: "IDAT", data: PNGFile.storedZlib(rows2x1)),
    ])
    #expect(failure(bytes) == .missingEnd)
  }

  @Test("a file without IDAT is refused")
  func missingData() {
    #expect(
      failure(PNGFile.assemble([grey2x1, PNGFile.Chunk(type: "IEND", data: [])]))
        == .missingImageData)
  }

  @Test("a row filter type above 4 is refused")
  func badFilter() {
    let file = PNGFile.file(grey2x1, rows: [5, 10, 20])
    #expect(failure(file) == .invalidFilter(5))
  }

  @Test("a back-reference before the start of the data is refused")
  func distanceTooFar() {
    // Fixed Huffman block: length 3 (code 257 = 0000001), distance 1 (code 0, 00000), with
    // nothing written yet.
    let stream: [UInt8] = [0x78, 0x01, 0x03, 0x02, 0x00, 0x00, 0x00, 0x00]
    let bytes = PNGFile.assemble([
      grey2x1, PNGFile.Chunk(type: "IDAT", data: stream), PNGFile.Chunk(type: "IEND", data: []),
    ])
    #expect(failure(bytes) == .imageData(.distanceTooFar))
  }

  @Test("a chunk type of escape bytes is refused as an invalid type, carrying none of its bytes")
  func messagesNameNoBytes() throws {
    var bytes = try PNGFile.fixture("grey-8.png")
    bytes.replaceSubrange(8..<16, with: [0, 0, 0, 13] + Array("\u{1B}[2J".utf8))
    let error = try #require(failure(bytes))
    #expect(error == .invalidChunkType)
  }
}
