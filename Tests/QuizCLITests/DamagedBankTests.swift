import Foundation
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Banks that once crashed, hung or leaked a library's log line: one clear line and exit 65.
@Suite("Damaged banks", .ownThreads)
struct DamagedBankTests {
  @Test("a binary plist holding a set exits 65 with one line, not a crash")
  func setInBinaryPlist() throws {
    let directory = try TemporaryDirectory()
    let bytes: [UInt8] =
      Array("bplist00".utf8) + [0xC1, 0x01, 0x51, 0x78, 0x08, 0x0A]
      + [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]
      + [0, 0, 0, 0, 0, 0, 0, 0x0C]
    let path = try directory.raw(bytes, named: "set.plist")
    for arguments in [["check", path], ["--json", path]] {
      let result = try QuizRunner.run(arguments)
      #expect(result.exitCode == 65, "\(arguments): signal \(String(describing: result.signal))")
      #expect(
        result.errorLines.last?.hasSuffix(
          "set.plist: not a question bank: it holds a set, "
            + "and a bank holds only arrays, dictionaries and text") == true,
        "stderr: \(result.errorOutput)")
    }
  }

  @Test("24 levels of shared arrays are refused at once instead of expanding")
  func exponentialSharing() throws {
    let directory = try TemporaryDirectory()
    var bytes = Array("bplist00".utf8)
    for level in 0..<24 { bytes += [0xA2, UInt8(level + 1), UInt8(level + 1)] }
    bytes += [0x51, 0x78]
    let table = bytes.count
    bytes += (0..<25).map { UInt8(8 + 3 * $0) }
    bytes += [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 25, 0, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    #expect(bytes.count == 139)
    let path = try directory.raw(bytes, named: "nested.plist")
    let result = try QuizRunner.run(["check", path], timeout: 5)
    #expect(!result.timedOut)
    #expect(result.exitCode == 65)
    #expect(result.errorOutput.contains("not a question bank: its shared objects expand"))
  }

  @Test("broken OpenStep text is one line on stderr: the library logs nothing of its own")
  func openStepLogLine() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.raw(
      Array("( { answer = SUN; title = star } )".utf8), named: "os.plist")
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 65)
    #expect(
      result.errorLines == [
        "\(path): not a property list: line 1: expected “;” after a value in a dictionary"
      ], "stderr: \(result.errorOutput)")
  }

  @Test("a text file saying hello is not a property list")
  func helloIsNotAPlist() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.raw(Array("hello\n".utf8), named: "hello.plist")
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 65)
    #expect(
      result.errorLines == [
        "\(path): not a property list: the text is not XML, a binary property list, "
          + "or an OpenStep array or dictionary"
      ], "stderr: \(result.errorOutput)")
  }
}

/// Files that are not regular files, or are too large, are refused without being read.
@Suite("Special and large files", .ownThreads)
struct SpecialFileTests {
  @Test("a picture that is a FIFO is a warning at once; check does not wait on the pipe")
  func pictureFIFO() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.bank([["answer": "SUN", "title": "Hot star", "icon": "sun"]])
    let pictures = directory.file("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    try #require(mkfifo(pictures.appendingPathComponent("sun.xpm").path, 0o600) == 0)
    let result = try QuizRunner.run(["check", path], timeout: 5)
    #expect(!result.timedOut)
    #expect(result.exitCode == 0)
    #expect(
      result.errorLines == [
        "\(path): warning: question 1: icon: picture \"sun\" cannot be read: "
          + "not a regular file (a FIFO)"
      ], "stderr: \(result.errorOutput)")
  }

  @Test("a bank reached through a symbolic link to a FIFO exits 66 naming a FIFO")
  func bankLinkToFIFO() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.file("pipe")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    let link = directory.file("bank.plist")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
    let result = try QuizRunner.run(["check", link.path], timeout: 5)
    #expect(!result.timedOut)
    #expect(result.exitCode == 66)
    #expect(
      result.errorLines == ["\(link.path): cannot read: not a regular file (a FIFO)"],
      "stderr: \(result.errorOutput)")
  }
}

/// A bank's pictures come from its own folder only, and no message quotes a file.
@Suite("Pictures outside the bank", .ownThreads)
struct OutsidePictureTests {
  @Test("a link in pictures/ to a file elsewhere is refused, and none of its text is shown")
  func linkOutside() throws {
    let directory = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    let secret = try elsewhere.raw(Array("root:x:0:0:secret line\n".utf8), named: "passwd")
    let path = try directory.bank([["answer": "SUN", "title": "Hot star", "icon": "sun"]])
    let pictures = directory.file("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: pictures.appendingPathComponent("sun.xpm").path, withDestinationPath: secret)
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 0)
    #expect(!result.errorOutput.contains("root"), "stderr: \(result.errorOutput)")
    #expect(
      result.errorLines == [
        "\(path): warning: question 1: icon: picture \"sun\" leads outside the bank's folder "
          + "through a symbolic link (not read)"
      ], "stderr: \(result.errorOutput)")
  }
}

/// Invisible characters from a bank never reach any output raw.
@Suite("Invisible characters", .ownThreads)
struct InvisibleCharacterTests {
  /// The invisible scalars tried: tags, ZWNJ, LRM, RLM, ZWSP.
  static let invisible: [Unicode.Scalar] = [
    "\u{E0041}", "\u{200C}", "\u{200E}", "\u{200F}", "\u{200B}",
  ]

  @Test("a title with invisible characters is refused in check, plain and JSON, shown escaped")
  func invisibleTitle() throws {
    let directory = try TemporaryDirectory()
    var title = "Hot"
    for scalar in Self.invisible { title.unicodeScalars.append(scalar) }
    title += "star"
    let path = try directory.bank([Banks.question("SUN", title, options: "SUN")])
    for arguments in [["check", path], ["--plain", path], ["--json", path]] {
      let result = try QuizRunner.run(arguments, input: "SUN")
      #expect(result.exitCode == 65, "\(arguments)")
      for scalar in Self.invisible {
        #expect(!result.output.unicodeScalars.contains(scalar), "\(arguments)")
        #expect(!result.errorOutput.unicodeScalars.contains(scalar), "\(arguments)")
      }
      #expect(result.errorOutput.contains("title: contains an invisible letter"), "\(arguments)")
    }
  }

  @Test("an unknown key with a zero-width space is named escaped in check's warning")
  func invisibleKey() throws {
    let directory = try TemporaryDirectory()
    var question = Banks.question("SUN", "Hot star", options: "SUN")
    question["col\u{200B}our"] = "yellow"
    let path = try directory.bank([question])
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 0)
    #expect(
      result.errorLines == ["\(path): warning: question 1: col\\u{200B}our: unknown key (ignored)"],
      "stderr: \(result.errorOutput)")
  }
}
