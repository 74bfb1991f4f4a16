import Foundation
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
    #expect(!reason.isEmpty)
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

  @Test("a decoder message quoting control bytes of a picture file is shown escaped")
  func pictureReasonEscaped() throws {
    let xpm = "/* XPM */\nstatic char *x[] = {\n\"2 2 1 1\",\n\"\u{1B}[2J c #FF0000\",\n};\n"
    let url = try Self.bank(icon: "bad", files: ["bad.xpm": xpm])
    let bank = try QuestionBank.load(contentsOf: url)
    let text = try #require(bank.warnings.first).description
    #expect(!text.unicodeScalars.contains { TextSafety.isUnsafe($0) })
    #expect(text.contains("\\u{1B}"), "the quoted bytes are shown, escaped: \(text)")
  }

  @Test("a bank path that is not a regular file is unreadable, exit code 66")
  func notRegularFile() {
    let reason = "not a regular file (a character device)"
    #expect(throws: BankError.unreadable(path: "/dev/null", reason: reason)) {
      try QuestionBank.load(contentsOf: URL(fileURLWithPath: "/dev/null"))
    }
  }
}
