import Foundation
import QuizSystem
import Testing

@testable import QuizCore

@Suite("Bank pictures")
struct BankPictureTests {
  /// A bank whose one question names `icon`, with `pictures/NAME` files holding `files`.
  static func bank(icon: String, files: [String: String]) throws -> URL {
    let url = Fixture.file(Fixture.plist([Fixture.entry(["icon": icon])]))
    let pictures = url.deletingLastPathComponent().appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: pictures.appendingPathComponent(name))
    }
    return url
  }

  @Test("a picture file that does not decode is a warning naming the decoder's reason")
  func brokenPictureWarns() throws {
    let url = try Self.bank(icon: "apple", files: ["apple.xpm": "/* XPM */ nothing here"])
    let bank = try QuestionBank.load(contentsOf: url)
    let issue = try #require(bank.warnings.first)
    #expect(bank.warnings.count == 1)
    #expect(issue.question == 1 && issue.key == "icon")
    guard case .pictureUnreadable("apple", let reason) = issue.problem else {
      Issue.record("expected pictureUnreadable, got \(issue.problem)")
      return
    }
    guard case .invalid = reason else {
      Issue.record("expected a decoding error, got \(reason)")
      return
    }
    #expect(issue.severity == .warning)
  }

  @Test("without decoding, a present picture file raises no warning (the game decodes later)")
  func presenceOnly() throws {
    let url = try Self.bank(icon: "apple", files: ["apple.xpm": "/* XPM */ nothing here"])
    let bank = try QuestionBank.load(contentsOf: url, decodePictures: false)
    #expect(bank.warnings.isEmpty)
  }

  @Test("without decoding, a missing picture file is still a warning")
  func missingStillWarns() throws {
    let url = try Self.bank(icon: "pear", files: [:])
    let bank = try QuestionBank.load(contentsOf: url, decodePictures: false)
    #expect(
      bank.warnings == [BankIssue(question: 1, key: "icon", problem: .pictureMissing("pear"))])
  }

  @Test("a picture that decodes raises no warning")
  func goodPicture() throws {
    let url = try Self.bank(icon: "dot", files: ["dot.ppm": "P3\n1 1\n255\n255 0 0\n"])
    #expect(try QuestionBank.load(contentsOf: url).warnings.isEmpty)
  }

  /// A bank in a folder of its own whose `pictures/sun.xpm` is a link to a picture in
  /// another folder; `linkFolder` makes `pictures` itself the link instead.
  static func bankWithOutsidePicture(linkFolder: Bool) throws -> URL {
    let outside = Fixture.temporaryDirectory()
    let picture = "/* XPM */\nstatic char *x[] = {\n\"1 1 1 1\",\n\"a c #FF0000\",\n\"a\"};\n"
    try Data(picture.utf8).write(to: outside.appendingPathComponent("sun.xpm"))
    let url = Fixture.file(Fixture.plist([Fixture.entry(["icon": "sun"])]))
    let pictures = url.deletingLastPathComponent().appendingPathComponent("pictures")
    if linkFolder {
      try FileManager.default.createSymbolicLink(at: pictures, withDestinationURL: outside)
    } else {
      try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: pictures.appendingPathComponent("sun.xpm"),
        withDestinationURL: outside.appendingPathComponent("sun.xpm"))
    }
    return url
  }

  @Test(
    "a picture reached through a link leading out of the bank's folder is refused",
    arguments: [false, true])
  func outsidePicture(linkFolder: Bool) throws {
    let url = try Self.bankWithOutsidePicture(linkFolder: linkFolder)
    let bank = try QuestionBank.load(contentsOf: url)
    #expect(
      bank.warnings == [BankIssue(question: 1, key: "icon", problem: .pictureOutsideBank("sun"))])
    #expect(bank.pictureURL(for: "sun") == nil)
  }

  @Test("a link inside the bank's folder is followed")
  func insideLink() throws {
    let url = try Self.bank(icon: "dot", files: ["art.ppm": "P3\n1 1\n255\n255 0 0\n"])
    let pictures = url.deletingLastPathComponent().appendingPathComponent("pictures")
    try FileManager.default.createSymbolicLink(
      atPath: pictures.appendingPathComponent("dot.ppm").path, withDestinationPath: "art.ppm")
    let bank = try QuestionBank.load(contentsOf: url)
    #expect(bank.warnings.isEmpty)
    #expect(bank.pictureURL(for: "dot")?.lastPathComponent == "dot.ppm")
  }

  @Test("a bank path that is not a regular file is unreadable, exit code 66")
  func notRegularFile() {
    let reason = FileReadFault.notRegular(.characterDevice)
    #expect(throws: BankError.unreadable(path: "/dev/null", reason: reason)) {
      try QuestionBank.load(contentsOf: URL(fileURLWithPath: "/dev/null"))
    }
  }
}
