import Foundation
import TestTools
import Testing

/// `quiz import`: a spreadsheet becomes a bank folder that checks and plays, or nothing is
/// written and every problem names its CSV line and column.
@Suite("quiz import", .ownThreads)
struct ImportCommandTests {
  static let smiley = """
    /* XPM */
    static char *smiley[] = {
    "4 4 2 1",
    ". c None",
    "y c #FFFF00",
    ".yy.",
    "yyyy",
    "yyyy",
    ".yy."
    };
    """

  /// A folder with `words.csv` and the pictures it names.
  static func spreadsheet(_ csv: String, name: String = "words.csv") throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.raw(Array(csv.utf8), named: name)
    try folder.raw(Array(smiley.utf8), named: "sun.xpm")
    try FileManager.default.createDirectory(
      at: folder.file("pictures"), withIntermediateDirectories: true)
    try folder.raw(Array(smiley.utf8), named: "pictures/moon.xpm")
    return folder
  }

  static let good =
    "\u{FEFF}answer,title,icon,options\r\nSUN,\"Hot, bright\r\nand high\",sun,SUNXYZ\r\n"
    + "MOON,Shines at night,moon.xpm,\r\nCAT,It purrs,,\r\n"

  /// Names of the entries of `folder` (dot files included).
  static func entries(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test("a spreadsheet becomes questions.plist and pictures/, which checks and plays to the end")
  func importsAndPlays() throws {
    let folder = try Self.spreadsheet(Self.good)
    let env = QuizRunner.environment(home: folder.url)
    let result = try QuizRunner.run(
      ["import", "words.csv", "-o", "mybank"], environment: env, in: folder.url)
    #expect(result.exitCode == 0, "stderr: \(result.errorOutput)")
    #expect(result.lines == ["imported 3 questions and 2 pictures into mybank/questions.plist"])
    #expect(Self.entries(folder.file("mybank")) == ["pictures", "questions.plist"])
    #expect(Self.entries(folder.file("mybank/pictures")) == ["moon.xpm", "sun.xpm"])
    let text = try String(contentsOf: folder.file("mybank/questions.plist"), encoding: .utf8)
    #expect(text.hasPrefix("<?xml") && text.contains("Hot, bright and high"))

    let check = try QuizRunner.run(
      ["check", "mybank/questions.plist"], environment: env, in: folder.url)
    #expect(check.exitCode == 0 && check.errorOutput.isEmpty, "\(check.errorOutput)")
    let play = try QuizRunner.run(
      ["--json", "mybank/questions.plist"], input: "SUNMOONCAT", environment: env,
      in: folder.url)
    #expect(play.exitCode == 0)
    #expect(JSONEvent.all(play.output).last?.event == "finished")
  }

  @Test("a bank with problems writes nothing and names each CSV line and column")
  func invalidWritesNothing() throws {
    let csv = "answer,title,icon\nSUN,,sun\nDO G,Barks,\nSTAR,Far away,star\n"
    let folder = try Self.spreadsheet(csv)
    let before = Self.entries(folder.url)
    let result = try QuizRunner.run(
      ["import", "words.csv", "-o", "mybank"],
      environment: QuizRunner.environment(home: folder.url),
      in: folder.url)
    #expect(result.exitCode == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.errorLines == [
        "quiz: words.csv: line 2, column 2 (title): is empty",
        "quiz: words.csv: line 3, column 1 (answer): must not contain spaces or other whitespace",
        "quiz: words.csv: line 4, column 3 (icon): picture \"star\": not found next to words.csv "
          + "or in pictures/ (looked for star.png, star.jpg, star.jpeg, star.gif, star.xpm, star.ppm, star.pgm, star.pnm)",
      ])
    #expect(Self.entries(folder.url) == before)
  }

  @Test("a picture that does not decode is an error at its cell")
  func brokenPicture() throws {
    let folder = try Self.spreadsheet("answer,title,icon\nSUN,Hot,sun\nSTAR,Far,star\n")
    try folder.raw(Array("/* XPM */ broken".utf8), named: "star.xpm")
    let result = try QuizRunner.run(
      ["import", "words.csv", "-o", "out"], environment: QuizRunner.environment(home: folder.url),
      in: folder.url)
    #expect(result.exitCode == 65)
    #expect(result.errorLines.count == 1)
    #expect(
      result.errorLines.first?.hasPrefix(
        "quiz: words.csv: line 3, column 3 (icon): picture \"star\": star.xpm cannot be read: ")
        == true)
    #expect(!FileManager.default.fileExists(atPath: folder.file("out").path))
  }

  @Test("an existing folder is refused with exit 73; --force replaces a bank folder")
  func existingDestination() throws {
    let folder = try Self.spreadsheet(Self.good)
    let env = QuizRunner.environment(home: folder.url)
    try FileManager.default.createDirectory(
      at: folder.file("mybank"), withIntermediateDirectories: true)
    try folder.raw([1], named: "mybank/old.txt")
    let refused = try QuizRunner.run(
      ["import", "words.csv", "-o", "mybank"], environment: env, in: folder.url)
    #expect(refused.exitCode == 73)
    #expect(refused.errorLines == ["quiz: mybank is already there (--force replaces it)"])
    #expect(Self.entries(folder.file("mybank")) == ["old.txt"])
    let notABank = try QuizRunner.run(
      ["import", "words.csv", "-o", "mybank", "--force"], environment: env, in: folder.url)
    #expect(notABank.exitCode == 73)
    #expect(Self.entries(folder.file("mybank")) == ["old.txt"])

    try FileManager.default.removeItem(at: folder.file("mybank/old.txt"))
    try folder.raw(Array("<plist/>".utf8), named: "mybank/questions.plist")
    let forced = try QuizRunner.run(
      ["import", "words.csv", "-o", "mybank", "--force"], environment: env, in: folder.url)
    #expect(forced.exitCode == 0, "\(forced.errorOutput)")
    #expect(Self.entries(folder.file("mybank")) == ["pictures", "questions.plist"])
    #expect(Self.entries(folder.url).allSatisfy { !$0.hasPrefix(".") })
  }

  @Test(
    "a destination under a file says why in the language, exit 74",
    arguments: [
      ("C", "quiz: cannot write words.csv/out: Not a directory"),
      ("es_ES.UTF-8", "quiz: no se puede escribir words.csv/out: No es un directorio"),
    ])
  func destinationUnderAFile(_ locale: String, _ message: String) throws {
    let folder = try Self.spreadsheet(Self.good)
    let result = try QuizRunner.run(
      ["import", "words.csv", "-o", "words.csv/out"],
      environment: QuizRunner.environment(home: folder.url, ["LANG": locale]), in: folder.url)
    #expect(result.exitCode == 74)
    #expect(result.errorLines == [message])
  }

  @Test("--install NAME puts the pack in $XDG_DATA_HOME/quiz/banks/NAME")
  func install() throws {
    let folder = try Self.spreadsheet(Self.good)
    let data = folder.file("data")
    let env = QuizRunner.environment(home: folder.url, ["XDG_DATA_HOME": data.path])
    let result = try QuizRunner.run(
      ["import", "words.csv", "--install", "my-words"], environment: env, in: folder.url)
    #expect(result.exitCode == 0, "\(result.errorOutput)")
    let pack = data.appendingPathComponent("quiz/banks/my-words")
    #expect(Self.entries(pack) == ["pictures", "questions.plist"])
    #expect(result.lines.first?.hasPrefix("imported 3 questions and 2 pictures into ") == true)
    #expect(result.lines.first?.hasSuffix("/quiz/banks/my-words/questions.plist") == true)
  }

  @Test(
    "--install refuses a name that is not a plain name",
    arguments: ["../up", "a/b", ".hidden", "", "-x", String(repeating: "n", count: 65)])
  func installName(_ name: String) throws {
    let folder = try Self.spreadsheet(Self.good)
    let result = try QuizRunner.run(
      ["import", "words.csv", "--install", name],
      environment: QuizRunner.environment(home: folder.url),
      in: folder.url)
    #expect(result.exitCode == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorOutput.contains("--install needs a plain pack name"))
  }

  @Test("a TSV file is read with tabs")
  func tsv() throws {
    let folder = try Self.spreadsheet("answer\ttitle\ticon\nSUN\tHot, bright\tsun\n", name: "w.tsv")
    let result = try QuizRunner.run(
      ["import", "w.tsv", "-o", "out"], environment: QuizRunner.environment(home: folder.url),
      in: folder.url)
    #expect(result.exitCode == 0, "\(result.errorOutput)")
    let text = try String(contentsOf: folder.file("out/questions.plist"), encoding: .utf8)
    #expect(text.contains("<string>Hot, bright</string>"))
  }

  @Test(
    "usage errors and a missing file get one line and their exit code",
    arguments: [
      (["import", "words.csv"], 64, "import needs -o DIR or --install NAME"),
      (["import", "-o", "x"], 64, "import needs a CSV or TSV file"),
      (["import", "a.csv", "b.csv", "-o", "x"], 64, "import reads one file at a time, got 2"),
      (
        ["import", "words.csv", "-o", "x", "--install", "y"], 64,
        "give -o DIR or --install NAME, not both"
      ),
      (["import", "words.csv", "-o"], 64, "-o needs a value"),
      (["import", "nope.csv", "-o", "x"], 66, "nope.csv: no such file"),
    ])
  func usage(_ arguments: [String], _ code: Int32, _ message: String) throws {
    let folder = try Self.spreadsheet(Self.good)
    let result = try QuizRunner.run(
      arguments, environment: QuizRunner.environment(home: folder.url), in: folder.url)
    #expect(result.exitCode == code)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("quiz: \(message)") == true, "\(result.errorOutput)")
    #expect(!FileManager.default.fileExists(atPath: folder.file("x").path))
  }

  @Test("a picture reached through a symbolic link out of the spreadsheet's folder is refused")
  func pictureOutsideFolder() throws {
    let outside = try TemporaryDirectory()
    try outside.raw(Array(Self.smiley.utf8), named: "secret.xpm")
    let folder = try Self.spreadsheet("answer,title,icon\nSTAR,Far,star\nMOON,Night,moon\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("star.xpm").path, withDestinationPath: outside.file("secret.xpm").path)
    // A link that stays inside the folder is followed.
    try FileManager.default.removeItem(at: folder.file("pictures/moon.xpm"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("pictures/moon.xpm").path, withDestinationPath: "../sun.xpm")
    let result = try QuizRunner.run(
      ["import", "words.csv", "-o", "out"], environment: QuizRunner.environment(home: folder.url),
      in: folder.url)
    #expect(result.exitCode == 65)
    #expect(
      result.errorLines == [
        "quiz: words.csv: line 2, column 3 (icon): picture \"star\": star.xpm leads outside the "
          + "folder of words.csv through a symbolic link (not read)"
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.file("out").path))
    try FileManager.default.removeItem(at: folder.file("star.xpm"))
    try folder.raw(Array(Self.smiley.utf8), named: "star.xpm")
    let fixed = try QuizRunner.run(
      ["import", "words.csv", "-o", "out"], environment: QuizRunner.environment(home: folder.url),
      in: folder.url)
    #expect(fixed.exitCode == 0, "\(fixed.errorOutput)")
  }

  @Test("a spreadsheet saved with semicolons, as European spreadsheets do, is read with them")
  func semicolons() throws {
    let folder = try Self.spreadsheet(
      "answer;title;icon\r\nSUN;\"Hot, bright\";sun\r\nCAT;It purrs;\r\n")
    let result = try QuizRunner.run(
      ["import", "words.csv", "-o", "out"], environment: QuizRunner.environment(home: folder.url),
      in: folder.url)
    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(result.errorOutput.isEmpty)
    #expect(result.lines == ["imported 2 questions and 1 picture into out/questions.plist"])
  }
}
