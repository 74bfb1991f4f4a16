import Foundation
import QuizSystem
import Testing

@testable import QuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("File limits")
struct FileLimitTests {
  /// A sparse file of `size` bytes named `name` in a fresh folder (nothing is written).
  static func sparseFile(size: Int, named name: String) throws -> URL {
    let url = Fixture.temporaryDirectory().appendingPathComponent(name)
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    return url
  }

  /// A FIFO named `name` in a fresh folder.
  static func fifo(named name: String) throws -> URL {
    let url = Fixture.temporaryDirectory().appendingPathComponent(name)
    try #require(mkfifo(url.path, 0o600) == 0)
    return url
  }

  @Test("a bank file past the limit is refused from its size, exit code 65")
  func bankTooLarge() throws {
    let limit = QuestionBank.maximumFileSize
    #expect(limit == 32 * 1024 * 1024)
    let url = try Self.sparseFile(size: limit + 1, named: "big.plist")
    let error = BankError.tooLarge(path: url.path, size: limit + 1, limit: limit)
    #expect(throws: error) { try QuestionBank.load(contentsOf: url) }
    #expect(error.exitCode == 65)
    #expect(BoundedFile.mebibytes(40 << 20) == "40.0 MiB")
    #expect(BoundedFile.mebibytes(limit) == "32.0 MiB")
  }

  @Test("a bank file of exactly the limit is read")
  func bankAtLimit() throws {
    let url = try Self.sparseFile(size: QuestionBank.maximumFileSize, named: "zeros.plist")
    // Zero bytes are no property list, but the file was read to find that out.
    guard case .notPropertyList? = BankLoadingTests.loadError(url) else {
      Issue.record("expected the file to be read and parsed")
      return
    }
  }

  @Test("a FIFO as the bank is refused without opening it for reading")
  func bankFIFO() throws {
    let url = try Self.fifo(named: "bank.plist")
    #expect(throws: BankError.unreadable(path: url.path, reason: .notRegular(.fifo))) {
      try QuestionBank.load(contentsOf: url)
    }
  }

  @Test("a symbolic link to a FIFO is named a FIFO, not a permission problem")
  func bankLinkToFIFO() throws {
    let fifo = try Self.fifo(named: "pipe")
    let link = fifo.deletingLastPathComponent().appendingPathComponent("bank.plist")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
    #expect(throws: BankError.unreadable(path: link.path, reason: .notRegular(.fifo))) {
      try QuestionBank.load(contentsOf: link)
    }
  }

  @Test("a device as the bank is named as such")
  func bankDevice() {
    let reason = FileReadFault.notRegular(.characterDevice)
    #expect(throws: BankError.unreadable(path: "/dev/zero", reason: reason)) {
      try QuestionBank.load(contentsOf: URL(fileURLWithPath: "/dev/zero"))
    }
  }

  @Test("a symbolic link to nothing is a missing file")
  func danglingLink() throws {
    let link = Fixture.temporaryDirectory().appendingPathComponent("bank.plist")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/nonexistent/quiz/bank.plist")
    #expect(throws: BankError.fileMissing(path: link.path)) {
      try QuestionBank.load(contentsOf: link)
    }
  }

  @Test("a picture file past the limit is refused from its size")
  func pictureTooLarge() throws {
    let limit = Picture.maximumFileSize
    #expect(limit == 32 * 1024 * 1024)
    let url = try Self.sparseFile(size: limit + 1, named: "big.xpm")
    #expect(throws: PictureLoadError.tooLarge(size: limit + 1, limit: limit)) {
      try Picture.load(contentsOf: url)
    }
  }

  @Test("a device as a picture is refused without reading it")
  func pictureDevice() throws {
    let folder = Fixture.temporaryDirectory()
    let link = folder.appendingPathComponent("zero.ppm")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
    #expect(throws: PictureLoadError.notRegularFile(.characterDevice)) {
      try Picture.load(contentsOf: link)
    }
  }
}
