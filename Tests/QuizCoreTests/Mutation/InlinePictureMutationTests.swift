import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Banks carrying mutated pictures inline (PNG as the PNG mutation test damages them, XPM
/// and netpbm text changed byte by byte) load, and each picture either decodes within the
/// limits or is one warning that names the question and says "inline picture"; never a trap.
@Suite("Inline picture mutation")
struct InlinePictureMutationTests {
  static let textSeeds: [[UInt8]] = [
    Array(InlinePictureTests.xpm), Array(InlinePictureTests.ppm),
    Array("P5\n2 2\n255\n\u{0}\u{40}\u{80}\u{FF}".utf8), Array("P2\n2 1\n15\n0 15\n".utf8),
  ]

  /// What loading a one-question bank whose `picture` is `bytes` does.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    let entry = Fixture.entry(answer: "SUN", title: "Hot star", ["picture": Data(bytes)])
    let bank: QuestionBank
    do {
      bank = try QuestionBank.parse(Fixture.plist([entry], format: .binary), path: Fixture.path)
    } catch {
      return .wrong("the bank was refused: \(error)")
    }
    guard bank.questions.count == 1, let key = bank.questions[0].pictureKey else {
      return .wrong("the question or its picture was lost")
    }
    if bank.warnings.isEmpty {
      guard let picture = bank.picture(named: key), picture.width <= Picture.maxSide,
        picture.height <= Picture.maxSide, picture.pixels.count == picture.width * picture.height
      else { return .wrong("a picture that loaded does not show within the limits") }
      return .accepted
    }
    guard bank.warnings.count == 1, let warning = bank.warnings.first,
      warning.question == 1, warning.key == "picture",
      case .inlinePictureUnreadable = warning.problem
    else { return .wrong("warned with \(bank.warnings)") }
    guard bank.picture(named: key) == nil else { return .wrong("a refused picture was shown") }
    return .refused
  }

  @Test("mutated inline pictures decode within the limits or are one inline-picture warning")
  func mutatedInlinePictures() throws {
    try #require(PNGMutationTests.seeds.allSatisfy { !$0.isEmpty })
    var mutator = ByteMutator(seed: 0x1A7E)
    mutator.maxLength = 8192
    let runs = MutationRuns.count(default: 1500)
    let seeds = PNGMutationTests.seeds + Self.textSeeds
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.outcome) { mutator in
      let seed = mutator.pick(seeds)
      // The chunk and row mutations take well-formed PNG files only.
      let isPNG = seed.starts(with: [0x89, 0x50, 0x4E, 0x47])
      switch isPNG ? mutator.random.below(3) : 0 {
      case 0: return mutator.mutate(seed, donors: seeds)
      case 1: return PNGMutationTests.mutatingChunk(seed, with: &mutator)
      default: return PNGMutationTests.mutatingRows(seed, with: &mutator)
      }
    }
    guard let (accepted, refused) = tally else { return }
    #expect(accepted > 50, "only \(accepted) mutated pictures decoded")
    #expect(refused > 50, "only \(refused) mutated pictures were refused")
  }
}
