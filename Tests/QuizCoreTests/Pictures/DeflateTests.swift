import Foundation
import TestTools
import Testing

@testable import QuizCore

/// Inputs for the compressor: every kind of block it can choose, matches at the longest
/// length and the farthest distance, and the pixel layouts the game sends.
private enum DeflateSamples {
  static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
  }

  /// 240×240 RGBA pixel art scaled 10×: runs of one pixel, rows repeating the one above.
  static let pixelArt: [UInt8] = {
    let colours = noise(24 * 24 * 4, seed: 11)
    var bytes: [UInt8] = []
    for y in 0..<240 {
      for x in 0..<240 {
        let source = (y / 10 * 24 + x / 10) * 4
        bytes += colours[source..<(source + 4)]
      }
    }
    return bytes
  }()

  /// A smooth RGB gradient with a little noise: few matches, skewed literals.
  static let photo: [UInt8] = {
    var random = SplitMix64(seed: 12)
    var bytes: [UInt8] = []
    for y in 0..<120 {
      for x in 0..<160 {
        let jitter = Int(random.next() % 5)
        bytes += [UInt8(x + jitter), UInt8(y * 2 + jitter), UInt8((x + y) / 2)]
      }
    }
    return bytes
  }()

  static let inputs: [(String, [UInt8])] = [
    ("empty", []),
    ("one byte", [7]),
    ("three bytes", [1, 2, 3]),
    (
      "text",
      Array(String(repeating: "the quick brown fox jumps over the lazy dog ", count: 40).utf8)
    ),
    ("zeros", [UInt8](repeating: 0, count: 70_000)),
    ("noise", noise(50_000, seed: 9)),
    (
      "far repeats",
      {
        let block = noise(32_000, seed: 10)
        return block + block + Array(block[0..<1000])
      }()
    ),
    ("pixel art", pixelArt),
    ("photo", photo),
  ]

  /// A random input built from pieces: noise, runs, copies from a random distance back,
  /// bytes from a small alphabet.
  static func structured(_ random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    let target = Int(random.next() % 3000) + Int(random.next() % 2) * Int(random.next() % 80_000)
    while bytes.count < target {
      let length = Int(random.next() % 400) + 1
      switch random.next() % 4 {
      case 0:
        for _ in 0..<length { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
      case 1:
        bytes += [UInt8](repeating: UInt8(truncatingIfNeeded: random.next()), count: length)
      case 2 where !bytes.isEmpty:
        let distance = Int(random.next() % UInt64(min(bytes.count, 40_000))) + 1
        for _ in 0..<length { bytes.append(bytes[bytes.count - distance]) }
      default:
        for _ in 0..<length { bytes.append(UInt8(random.next() % 3)) }
      }
    }
    return bytes
  }

  /// How many random inputs the round-trip property tries: `QUIZ_DEFLATE_RUNS`, else 60.
  static let runs = ProcessInfo.processInfo.environment["QUIZ_DEFLATE_RUNS"].flatMap(Int.init) ?? 60

  /// The block types (BTYPE) of a stream's first block.
  static func firstBlockType(_ stream: [UInt8]) -> Int { Int(stream[2] >> 1 & 3) }
}

@Suite("Deflate", .ownThreads)
struct DeflateTests {
  @Test("the game's inflate reads every stream back, with and without distances to try first")
  func inflateReadsIt() throws {
    for (name, input) in DeflateSamples.inputs {
      for distances in [[], [4, 960], [3, 720, 0, -1, 40_000]] {
        let stream = Deflate.zlib(input, distances: distances)
        #expect(
          try Inflate.zlib(stream, size: input.count).elementsEqual(input), "\(name) \(distances)")
      }
    }
  }

  @Test(
    "C zlib (Python's zlib.decompress) reads every stream back",
    .enabled(if: ExternalTool.hasPython, "python3 is not installed"))
  func zlibReadsIt() throws {
    for (name, input) in DeflateSamples.inputs {
      let output = ExternalTool.run(
        [
          "python3", "-c",
          "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))",
        ], input: Deflate.zlib(input, distances: [4, 960]))
      #expect(output?.elementsEqual(input) == true, "\(name)")
    }
  }

  @Test("random inputs of noise, runs, copies and small alphabets all inflate back exactly")
  func roundTripProperty() throws {
    var random = SplitMix64(seed: 2026)
    for run in 0..<DeflateSamples.runs {
      let input = DeflateSamples.structured(&random)
      let distances = [Int(random.next() % 8) + 1, Int(random.next() % 2000) + 1]
      let stream = Deflate.zlib(input, distances: distances)
      let back = try Inflate.zlib(stream, size: input.count)
      #expect(back == input, "run \(run): \(input.count) bytes, distances \(distances)")
      if back != input { break }
    }
  }

  @Test("each block is written the shortest way: stored for noise, dynamic codes for the rest")
  func blockChoice() throws {
    let noise = DeflateSamples.noise(50_000, seed: 9)
    let stored = Deflate.zlib(noise)
    #expect(DeflateSamples.firstBlockType(stored) == 0)
    // Four stored blocks of 5 bytes' framing, the zlib header and checksum.
    #expect(stored.count <= noise.count + 4 * 5 + 6)
    #expect(DeflateSamples.firstBlockType(Deflate.zlib(DeflateSamples.photo)) == 2)
    #expect(DeflateSamples.firstBlockType(Deflate.zlib(Array("abcabcabcabc".utf8))) == 1)
  }

  @Test("pixel art of 576 random colours shrinks fortyfold, a noisy gradient by a twentieth")
  func ratios() {
    #expect(Deflate.zlib(DeflateSamples.pixelArt, distances: [4, 960]).count * 40 < 230_400)
    #expect(Deflate.zlib(DeflateSamples.photo, distances: [3, 480]).count * 20 < 19 * 57_600)
  }

  @Test("code lengths stay within their limit, and make a complete code, even for skewed counts")
  func lengthLimit() {
    // Fibonacci counts give a Huffman code 30 deep without a limit.
    var fibonacci = [1, 1]
    while fibonacci.count < 30 {
      fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
    }
    for (counts, limit) in [
      (fibonacci, 15), (Array(fibonacci.prefix(19)), 7), ([5, 0], 15), ([0, 0, 3], 7),
    ] {
      let lengths = DeflateCode.lengths(for: counts, limit: limit)
      #expect(lengths.allSatisfy { Int($0) <= limit })
      let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2, -Double($1)) }
      #expect(kraft == 1, "\(counts.count) counts")
    }
  }
}
