import Foundation
import MutationSupport
import QuizCore
import Testing

@testable import QuizUI

/// Mutated banks and pictures (from the fuzz corpus) that are refused are told in one safe
/// line in every language: whatever the file held (its keys, its values, the property-list
/// parser's words about it), no control character and no line break reaches the message.
@Suite("Messages about mutated files")
struct ErrorMessageMutationTests {
  /// The files of `FuzzTesting/Corpus/<kind>`, those whose name ends with `suffix`.
  static func corpus(_ kind: String, suffix: String = "") -> [[UInt8]] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../FuzzTesting/Corpus/\(kind)").standardizedFileURL
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(suffix) }.compactMap { name in
      (try? Data(contentsOf: folder.appendingPathComponent(name))).map { [UInt8]($0) }
    }
  }

  /// Why `message` is not one safe line, or `nil` when it is.
  static func complaint(_ message: String, in language: Language) -> String? {
    if message.contains(where: \.isNewline) || TextSafety.containsUnsafe(message) {
      return "\(language): unsafe or multi-line message \(message.debugDescription)"
    }
    return nil
  }

  /// What loading `bytes` as a bank does: each language must say a refusal in one safe line.
  static func bankOutcome(of bytes: [UInt8]) -> MutationOutcome {
    do {
      _ = try QuestionBank.parse(Data(bytes), path: "mutated.plist")
      return .accepted
    } catch {
      for language in Language.allCases {
        let text = language.strings.bankErrors
        for line in [text.bankError(error), text.reason(error)] {
          if let complaint = complaint(line, in: language) { return .wrong(complaint) }
        }
      }
      return .refused
    }
  }

  @Test("a mutated bank that is refused is one safe line in every language")
  func mutatedBanks() {
    let seeds = Self.corpus("bank")
    #expect(!seeds.isEmpty)
    var mutator = ByteMutator(seed: 0xB4_4C)
    let runs = MutationRuns.count(default: 1500)
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.bankOutcome) {
      $0.mutate($0.pick(seeds), donors: seeds)
    }
    guard let (loaded, refused) = tally else { return }
    #expect(loaded > 10, "only \(loaded) mutated banks loaded")
    #expect(refused > 10, "only \(refused) mutated banks were refused")
  }

  @Test(
    "a mutated picture that is refused is one safe line in every language, English naming its format",
    arguments: [
      ("png", PictureFormat.png, "PNG: "), ("jpeg", .jpeg, "JPEG: "), ("gif", .gif, "GIF: "),
      ("xpm", .xpm, ""), ("netpbm", .netpbm, ""),
    ])
  func mutatedPictures(kind: String, format: PictureFormat, prefix: String) {
    let seeds = Self.corpus(kind, suffix: kind == "png" ? ".png" : "").filter { !$0.isEmpty }
    #expect(!seeds.isEmpty)
    var mutator = ByteMutator(seed: 0x91C7)
    let runs = MutationRuns.count(default: 300)
    let tally = MutationRuns.tally(
      runs, with: &mutator,
      outcome: { bytes in
        do throws(PictureError) {
          _ = try Picture.decode(bytes, format: format)
          return .accepted
        } catch {
          for language in Language.allCases {
            let line = language.strings.bankErrors.picture(.invalid(error))
            if let complaint = Self.complaint(line, in: language) { return .wrong(complaint) }
            if language == .english, !line.hasPrefix(prefix) {
              return .wrong("an English \(kind) message without \(prefix): \(line)")
            }
          }
          return .refused
        }
      },
      input: { $0.mutate($0.pick(seeds), donors: seeds) })
    guard let (_, refused) = tally else { return }
    #expect(refused > 10, "only \(refused) mutated \(kind) files were refused")
  }
}
