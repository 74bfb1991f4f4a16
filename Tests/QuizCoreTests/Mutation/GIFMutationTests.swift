import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Mutated GIF files decode to a picture within the limits or are refused with a `GIFError`
/// (carrying no bytes of the file); never a trap or a hang.
@Suite("GIF mutation")
struct GIFMutationTests {
  static let seedNames = [
    "gradient", "interlaced", "transparent", "two-colours", "animation", "offset", "sicle-16",
    "local-table",
  ]

  static let seeds: [[UInt8]] = seedNames.map { (try? GIFFile.fixture("\($0).gif")) ?? [] }

  /// A GIF error carries numbers only, never text of the file.
  static func nameCarried(by error: GIFError) -> String? { nil }

  /// What decoding `bytes` does.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    do {
      let picture = try Picture.decode(bytes, format: .gif)
      guard picture.width <= Picture.maxSide, picture.height <= Picture.maxSide,
        picture.pixels.count == picture.width * picture.height
      else { return .wrong("a \(picture.width)×\(picture.height) picture") }
      return .accepted
    } catch {
      guard case .gif(let error) = error else { return .wrong("refused with \(error)") }
      if let name = Self.nameCarried(by: error),
        !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      {
        return .wrong("refused carrying \(name.debugDescription)")
      }
      return .refused
    }
  }

  @Test("mutated GIF files decode within the limits or are refused with a GIF error")
  func mutatedFiles() throws {
    try #require(Self.seeds.allSatisfy { !$0.isEmpty })
    var mutator = ByteMutator(seed: 0x61F)
    mutator.maxLength = 8192
    let runs = MutationRuns.count(default: 3000)
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.outcome) { mutator in
      mutator.mutate(mutator.pick(Self.seeds), donors: Self.seeds)
    }
    guard let (accepted, refused) = tally else { return }
    #expect(accepted > 100, "only \(accepted) mutated files decoded")
    #expect(refused > 100, "only \(refused) mutated files were refused")
  }
}
