import Foundation
import TestTools
import Testing

/// `quiz export` writes the same bytes for the same pack on every run, binary as XML, so a
/// pack kept under version control does not change when nothing did.
@Suite("quiz export is byte-stable", .ownThreads)
struct ExportStabilityTests {
  /// A bank folder with pictures and unknown keys of every property list type, nested.
  static func folder(in directory: TemporaryDirectory) throws -> String {
    let folder = try ExportCommandTests.folder(in: directory)
    let file = folder + "/questions.plist"
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    var questions = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]])
    let extras: [String: Any] = [
      "note": "kept", "zeta": ["b": 1, "a": [true, 2.5, -3]],
      "when": Date(timeIntervalSince1970: 0),
      "blob": Data([0, 1, 2]), "Ω": ["ünï", "codé"], "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5,
    ]
    questions[0].merge(extras) { old, _ in old }
    try directory.bank(questions, named: "pack/questions.plist")
    return folder
  }

  @Test("two runs write the same bytes, binary and XML, from a folder and a bundled pack")
  func sameBytes() throws {
    let directory = try TemporaryDirectory()
    let folder = try Self.folder(in: directory)
    for (source, format) in [(folder, []), (folder, ["--xml"]), ("en-animals", [])] {
      var outputs: [Data] = []
      for run in 0..<2 {
        let file = directory.file("out-\(run).plist").path
        try? FileManager.default.removeItem(atPath: file)
        let export = try QuizRunner.run(["export", source, "-o", file] + format)
        #expect(export.exitCode == 0, "\(export.errorOutput)")
        outputs.append(try Data(contentsOf: URL(fileURLWithPath: file)))
      }
      #expect(outputs[0] == outputs[1], "\(source) \(format)")
      #expect(outputs[0].count > 1000)
    }
  }

  @Test(
    "the binary file reads back in Python's plistlib as the XML one does, and plays",
    .enabled(if: ExternalTool.hasPython))
  func readsBack() throws {
    let directory = try TemporaryDirectory()
    let folder = try Self.folder(in: directory)
    let binary = directory.file("b.plist").path
    let xml = directory.file("x.plist").path
    #expect(try QuizRunner.run(["export", folder, "-o", binary]).exitCode == 0)
    #expect(try QuizRunner.run(["export", folder, "-o", xml, "--xml"]).exitCode == 0)
    let script = """
      import plistlib, sys
      b = plistlib.load(open(sys.argv[1], 'rb'), fmt=plistlib.FMT_BINARY)
      x = plistlib.load(open(sys.argv[2], 'rb'), fmt=plistlib.FMT_XML)
      print(b == x, len(b), sorted(b[0]))
      """
    let python = ExternalTool.run(["python3", "-c", script, binary, xml])
    #expect(
      python.map { String(decoding: $0, as: UTF8.self) }
        == "True 3 ['answer', 'blob', 'icon', 'k1', 'k2', 'k3', 'k4', 'k5', 'note', 'options', "
        + "'picture', 'title', 'when', 'zeta', 'Ω']\n")
    let check = try QuizRunner.run(["check", binary])
    #expect(check.exitCode == 0)
    #expect(check.lines == ["\(binary): ok, 3 questions, 10 warnings"])
    let keys = "SUNCATDOG"
    let fromBinary = try QuizRunner.run([binary, "--json"], input: keys)
    let fromFolder = try QuizRunner.run([folder + "/questions.plist", "--json"], input: keys)
    #expect(fromBinary.exitCode == 0 && fromBinary.output == fromFolder.output)
  }
}
