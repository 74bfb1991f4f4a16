import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Truncated and mutated JPEG files decode to a picture within the limits or are refused
/// with a `JPEGError` (carrying no bytes of the file); never a trap or a hang.
@Suite("JPEG mutation")
struct JPEGMutationTests {
  static let seedNames = [
    "s420", "s411", "restart", "grey", "progressive", "progressive-restart", "separate-scans",
    "orient6", "dqt16",
  ]

  static let seeds: [[UInt8]] = seedNames.map { (try? JPEGFile.fixture("\($0).jpg")) ?? [] }

  /// The marker name an error carries, if any: only names the decoder knows, never bytes of
  /// the file.
  static func nameCarried(by error: JPEGError) -> String? {
    switch error {
    case .badSegment(let name), .markerOrder(let name): return name
    default: return nil
    }
  }

  /// What decoding `bytes` does.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    do {
      let picture = try Picture.decode(bytes, format: .jpeg)
      guard picture.width <= Picture.maxSide, picture.height <= Picture.maxSide,
        picture.pixels.count == picture.width * picture.height
      else { return .wrong("a \(picture.width)×\(picture.height) picture") }
      return .accepted
    } catch {
      guard case .jpeg(let error) = error else { return .wrong("refused with \(error)") }
      if let name = Self.nameCarried(by: error),
        !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      {
        return .wrong("refused carrying \(name.debugDescription)")
      }
      return .refused
    }
  }

  @Test("a file cut at every 64th byte is refused with a JPEG error")
  func truncatedFiles() throws {
    for (name, seed) in zip(Self.seedNames, Self.seeds) {
      try #require(!seed.isEmpty)
      for end in stride(from: 0, to: seed.count, by: 64) {
        #expect(
          Self.outcome(of: Array(seed.prefix(end))) == .refused, "\(name) cut at byte \(end)")
      }
    }
  }

  @Test("mutated JPEG files decode within the limits or are refused with a JPEG error")
  func mutatedFiles() throws {
    try #require(Self.seeds.allSatisfy { !$0.isEmpty })
    var mutator = ByteMutator(seed: 0x1FE6)
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
