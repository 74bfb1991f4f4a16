import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Mutated PNG files decode to a picture within the limits or are refused with a `PNGError`
/// (carrying no bytes of the file); never a trap.
///
/// Raw byte changes mostly stop at a CRC, so most runs change a chunk's data and put the
/// CRCs right again, or change the inflated rows (and the header's fields) and compress them
/// again as stored blocks with a right Adler-32, so the filters and the colour conversion
/// see damaged data too.
@Suite("PNG mutation")
struct PNGMutationTests {
  static let seedNames = [
    "palette-2", "grey-trns", "interlaced-rgba-8", "rgb-16", "fixed-huffman", "stored",
    "interlaced-grey-1", "palette-alpha", "grey-alpha-16",
  ]

  static let seeds: [[UInt8]] = seedNames.map { (try? PNGFile.fixture("\($0).png")) ?? [] }

  /// The chunk name an error carries, if any: only names the decoder knows, never bytes of
  /// the file.
  static func nameCarried(by error: PNGError) -> String? {
    switch error {
    case .truncatedChunk(let name), .crcMismatch(let name): return name
    case .badChunkLength(let name): return name
    default: return nil
    }
  }

  /// What decoding `bytes` does.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    do {
      let picture = try Picture.decode(bytes, format: .png)
      guard picture.width <= Picture.maxSide, picture.height <= Picture.maxSide,
        picture.pixels.count == picture.width * picture.height
      else { return .wrong("a \(picture.width)×\(picture.height) picture") }
      return .accepted
    } catch {
      guard case .png(let error) = error else { return .wrong("refused with \(error)") }
      if let name = Self.nameCarried(by: error),
        !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      {
        return .wrong("refused carrying \(name.debugDescription)")
      }
      return .refused
    }
  }

  /// `bytes` with one chunk's data mutated and every CRC right.
  static func mutatingChunk(_ bytes: [UInt8], with mutator: inout ByteMutator) -> [UInt8] {
    var chunks = PNGFile.chunks(bytes)
    guard !chunks.isEmpty else { return bytes }
    let index = mutator.random.below(chunks.count)
    switch mutator.random.below(4) {
    case 0: chunks.remove(at: index)
    case 1: chunks.insert(chunks[index], at: mutator.random.below(chunks.count + 1))
    default:
      chunks[index].data = mutator.mutate(chunks[index].data, donors: [chunks[index].data])
    }
    return PNGFile.assemble(chunks)
  }

  /// `bytes` with its inflated rows or its header's fields changed, the rows stored again.
  static func mutatingRows(_ bytes: [UInt8], with mutator: inout ByteMutator) -> [UInt8] {
    var chunks = PNGFile.chunks(bytes)
    guard let header = chunks.first, header.type == "IHDR", header.data.count == 13,
      let picture = try? PNGHeader(header.data[...]),
      let rows = try? Inflate.zlib(
        chunks.filter { $0.type == "IDAT" }.flatMap(\.data), size: picture.inflatedSize)
    else { return bytes }
    var changed = rows
    if mutator.random.below(2) == 0 {
      changed = mutator.mutate(rows, donors: [rows])
    } else {
      // A field of IHDR: width, height (small, to stay quick), bit depth, colour type,
      // interlace.
      let field = mutator.pick([3, 7, 8, 9, 12])
      chunks[0].data[field] = UInt8(truncatingIfNeeded: mutator.random.below(field < 8 ? 40 : 17))
    }
    var kept = chunks.filter { $0.type != "IDAT" }
    kept.insert(
      PNGFile.Chunk(type: "IDAT", data: PNGFile.storedZlib(changed)), at: kept.count - 1)
    return PNGFile.assemble(kept)
  }

  @Test("mutated PNG files decode within the limits or are refused with a PNG error")
  func mutatedFiles() throws {
    try #require(Self.seeds.allSatisfy { !$0.isEmpty })
    var mutator = ByteMutator(seed: 0x9E6)
    mutator.maxLength = 8192
    let runs = MutationRuns.count(default: 6000)
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.outcome) { mutator in
      let seed = mutator.pick(Self.seeds)
      switch mutator.random.below(3) {
      case 0: return mutator.mutate(seed, donors: Self.seeds)
      case 1: return Self.mutatingChunk(seed, with: &mutator)
      default: return Self.mutatingRows(seed, with: &mutator)
      }
    }
    guard let (accepted, refused) = tally else { return }
    #expect(accepted > 100, "only \(accepted) mutated files decoded")
    #expect(refused > 100, "only \(refused) mutated files were refused")
  }
}
