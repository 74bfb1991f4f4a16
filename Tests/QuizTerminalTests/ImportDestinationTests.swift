import Foundation
import Testing

@testable import QuizTerminal

/// What `quiz import --force` recognises as a bank folder it may replace; checked without
/// replacing anything.
@Suite("Import destinations --force may replace")
struct ImportDestinationTests {
  /// A fresh folder under the temporary directory.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-destination-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static let source = URL(fileURLWithPath: "/nonexistent-quiz-test/words.csv")

  @Test("devices and the root folder are refused, and are only looked at")
  func systemPaths() {
    #expect(
      ImportDestination.refusal(replacing: URL(fileURLWithPath: "/dev/null"), source: Self.source)
        == .notAFolder)
    #expect(!ImportDestination.isBankFolder("/dev/null"))
    #expect(
      ImportDestination.refusal(replacing: URL(fileURLWithPath: "/"), source: Self.source)
        == .holdsWorkingDirectory)
    #expect(!ImportDestination.isBankFolder("/"))
    #expect(!ImportDestination.isBankFolder("/tmp"))
  }

  @Test("a bank folder is questions.plist and at most pictures/ of files")
  func recognised() throws {
    let bank = try Self.folder()
    defer { try? FileManager.default.removeItem(at: bank) }
    #expect(!ImportDestination.isBankFolder(bank.path))  // empty
    try Data().write(to: bank.appendingPathComponent("questions.plist"))
    #expect(ImportDestination.isBankFolder(bank.path))
    let pictures = bank.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: false)
    try Data().write(to: pictures.appendingPathComponent("sun.png"))
    #expect(ImportDestination.isBankFolder(bank.path))
    #expect(ImportDestination.refusal(replacing: bank, source: Self.source) == nil)
    try Data().write(to: bank.appendingPathComponent(".hidden"))
    #expect(!ImportDestination.isBankFolder(bank.path))
    #expect(ImportDestination.refusal(replacing: bank, source: Self.source) == .notABank)
  }

  @Test("questions.plist as a folder or a link, and pictures as a link, are not a bank")
  func links() throws {
    let bank = try Self.folder()
    defer { try? FileManager.default.removeItem(at: bank) }
    try FileManager.default.createDirectory(
      at: bank.appendingPathComponent("questions.plist"), withIntermediateDirectories: false)
    #expect(!ImportDestination.isBankFolder(bank.path))
    try FileManager.default.removeItem(at: bank.appendingPathComponent("questions.plist"))
    try FileManager.default.createSymbolicLink(
      atPath: bank.appendingPathComponent("questions.plist").path,
      withDestinationPath: "/etc/hostname")
    #expect(!ImportDestination.isBankFolder(bank.path))
    try FileManager.default.removeItem(at: bank.appendingPathComponent("questions.plist"))
    try Data().write(to: bank.appendingPathComponent("questions.plist"))
    try FileManager.default.createSymbolicLink(
      atPath: bank.appendingPathComponent("pictures").path, withDestinationPath: "/tmp")
    #expect(!ImportDestination.isBankFolder(bank.path))
  }

  @Test("removing a bank folder leaves whatever appeared in it since it was recognised")
  func removal() throws {
    let bank = try Self.folder()
    defer { try? FileManager.default.removeItem(at: bank) }
    let pictures = bank.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: false)
    try Data().write(to: bank.appendingPathComponent("questions.plist"))
    try Data().write(to: pictures.appendingPathComponent("sun.png"))
    try FileManager.default.createDirectory(
      at: pictures.appendingPathComponent("keep"), withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: pictures.appendingPathComponent("keep/note"))
    ImportDestination.removeBankFolder(bank.path)
    #expect(
      FileManager.default.fileExists(atPath: pictures.appendingPathComponent("keep/note").path))
    #expect(
      !FileManager.default.fileExists(atPath: pictures.appendingPathComponent("sun.png").path))
    try FileManager.default.removeItem(at: pictures.appendingPathComponent("keep"))
    ImportDestination.removeBankFolder(bank.path)
    #expect(!FileManager.default.fileExists(atPath: bank.path))
  }
}
