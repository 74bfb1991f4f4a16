import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Mutated GIF files decode to a picture within the limits or are refused with one `GIF:`
/// line; never a trap or a hang.
@Suite("GIF mutation")
struct GIFMutationTests {
  static let seedNames = [
    "gradient", "interlaced", "transparent", "two-colours", "animation", "offset", "sicle-16",
    "local-table",
  ]

  static let seeds: [[UInt8]] = seedNames.map { (try? GIFFile.fixture("\($0).gif")) ?? [] }

  /// What decoding `bytes` does.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    do {
      let picture = try Picture.decode(bytes, format: .gif)
      guard picture.width <= Picture.maxSide, picture.height <= Picture.maxSide,
        picture.pixels.count == picture.width * picture.height
      else { return .wrong("a \(picture.width)×\(picture.height) picture") }
      return .accepted
    } catch {
      let message = error.description
      guard case .gif = error, message.hasPrefix("GIF: "),
        !message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      else { return .wrong("refused with \(message)") }
      return .refused
    }
  }

  @Test("mutated GIF files decode within the limits or are refused with a GIF message")
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
