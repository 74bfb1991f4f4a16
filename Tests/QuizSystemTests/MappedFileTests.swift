import Foundation
import QuizCore
import QuizSystem
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A large bank is mapped into memory rather than read (`FileAccess.system.map`), so another
/// program can cut the file short while a game still reads it: a page past the new end must
/// read as zeros (a damaged picture, as the decoders handle any) instead of ending the
/// process with SIGBUS.
@Suite("Mapped files")
struct MappedFileTests {
  @Test("a mapped file cut short while in use reads as zeros past its new end")
  func cutShort() async {
    // In a child process: before the guard, the read past the end killed it with SIGBUS.
    await #expect(processExitsWith: .success) {
      let path = NSTemporaryDirectory() + "quiz-mapped-\(getpid()).bin"
      defer { unlink(path) }
      let size = 3 << 20
      FileManager.default.createFile(
        atPath: path, contents: Data(repeating: 0xAB, count: size))
      guard let data = try? FileAccess.system.map(path, 1 << 30), data.count == size,
        data.first == 0xAB
      else { exit(2) }
      guard truncate(path, 8192) == 0 else { exit(3) }
      // Kept: the pages before the new end. Zeros: every page after it, read twice.
      let kept = data[8191]
      let last = data[size - 1]
      let middle = data[size / 2]
      let again = data[size - 1]
      exit(kept == 0xAB && last == 0 && middle == 0 && again == 0 ? 0 : 4)
    }
  }

  @Test("a game's one-file pack cut short meanwhile shows its lost pictures as missing")
  func packCutShort() async {
    await #expect(processExitsWith: .success) {
      // Two questions with inline pictures of noise (PNG does not shrink it): 1.4 MiB each.
      var state: UInt64 = 0x9E37_79B9_7F4A_7C15
      func noise() -> Picture? {
        let pixels = (0..<(600 * 600)).map { _ -> RGBA in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let bits = state >> 24
          return RGBA(
            r: UInt8(truncatingIfNeeded: bits), g: UInt8(truncatingIfNeeded: bits >> 8),
            b: UInt8(truncatingIfNeeded: bits >> 16))
        }
        return Picture(width: 600, height: 600, pixels: pixels)
      }
      guard let first = noise(), let second = noise() else { exit(2) }
      let entries: [[String: Any]] = [
        [
          "answer": "ONE", "title": "First", "icon": "one",
          "picture": Data(PNGEncoder.encode(first)),
        ],
        [
          "answer": "TWO", "title": "Second", "icon": "two",
          "picture": Data(PNGEncoder.encode(second)),
        ],
      ]
      let path = NSTemporaryDirectory() + "quiz-mapped-pack-\(getpid()).plist"
      defer { unlink(path) }
      guard
        let data = try? PropertyListSerialization.data(
          fromPropertyList: entries, format: .binary, options: 0),
        FileManager.default.createFile(atPath: path, contents: data)
      else { exit(3) }
      // As a game loads it: mapped, each picture decoded when it is shown.
      guard
        let bank = try? QuestionBank.load(
          contentsOf: URL(fileURLWithPath: path), decodePictures: false),
        let shown = bank.questions.first?.pictureKey, let later = bank.questions.last?.pictureKey,
        bank.picture(named: shown) == first
      else { exit(4) }
      guard truncate(path, 4096) == 0 else { exit(5) }
      exit(bank.picture(named: later) == nil ? 0 : 6)
    }
  }
  @Test("a SIGBUS outside every mapped file still ends the process with SIGBUS")
  func otherFaultsStillCrash() async {
    await #expect(processExitsWith: .signal(SIGBUS)) {
      let path = NSTemporaryDirectory() + "quiz-mapped-other-\(getpid()).bin"
      defer { unlink(path) }
      FileManager.default.createFile(
        atPath: path, contents: Data(repeating: 0xAB, count: 2 << 20))
      // A mapped file makes the guard's handler the one that runs.
      guard let data = try? FileAccess.system.map(path, 1 << 30), data.first == 0xAB
      else { exit(2) }
      _ = raise(SIGBUS)
      exit(0)
    }
  }
}
