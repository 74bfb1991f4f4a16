import Foundation
import QuizCore
import QuizSystem
import TestTools
import Testing

@testable import QuizTerminal

/// `quiz import` decodes each picture once: the bank it writes is loaded back to check its
/// files, not to decode its pictures again.
@Suite("quiz import decodes each picture once")
struct ImportDecodeOnceTests {
  static let dot = """
    /* XPM */
    static char *dot[] = {
    "1 1 1 1",
    ". c #FF0000",
    "."};
    """

  /// A fresh folder holding `bank.plist`, `words.csv` and the pictures both name.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-once-\(UUID().uuidString)", isDirectory: true)
    let pictures = folder.appendingPathComponent("pictures", isDirectory: true)
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    for name in ["sun", "moon"] {
      try Data(dot.utf8).write(to: pictures.appendingPathComponent("\(name).xpm"))
    }
    let entries: [[String: Any]] = [
      ["answer": "SUN", "title": "Hot", "icon": "sun"],
      ["answer": "MOON", "title": "Night", "icon": "moon"],
      ["answer": "STAR", "title": "Far", "icon": "sun"],
    ]
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
      .write(to: folder.appendingPathComponent("bank.plist"))
    try Data("answer,title,icon\nSUN,Hot,sun\nMOON,Night,moon\nSTAR,Far,sun\n".utf8)
      .write(to: folder.appendingPathComponent("words.csv"))
    return folder
  }

  @Test(
    "each picture file is read once, to decode it, whatever imports it",
    arguments: ["bank.plist", "words.csv"])
  func picturesReadOnce(source: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let reads = ReadCounter()
    let arguments = ImportArguments(
      source: folder.appendingPathComponent(source).path,
      destination: .folder(folder.appendingPathComponent("out").path))
    let outcome = ImportCommand.perform(
      arguments, environment: ["LANG": "C"], files: reads.counting(.system))
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(reads.count(endingWith: "sun.xpm") == 1)
    #expect(reads.count(endingWith: "moon.xpm") == 1)
    let written = folder.appendingPathComponent("out/pictures")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: written.path).sorted() == [
        "moon.xpm", "sun.xpm",
      ])
  }
}
