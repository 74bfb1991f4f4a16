import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The commands' error lines in every language: English exactly as before, Spanish and
/// Chinese their own words around the same values.
@Suite("Command error lines in the interface language")
struct CommandErrorTextTests {
  typealias Reason = UsageError.Reason

  /// Every usage reason, its English line as the program has always printed it, and the
  /// values each language must carry.
  static let usage: [(Reason, String, [String])] = [
    (.needsValue(option: "--bank"), "--bank needs a value", ["--bank"]),
    (.takesNoValue(option: "--json"), "--json takes no value", ["--json"]),
    (.unknownOption("--bogus"), "unknown option --bogus", ["--bogus"]),
    (.emptyBankPath, "a bank path cannot be empty", []),
    (
      .badSeed("abc"),
      "--seed needs a whole number from 0 to 18446744073709551615, not \"abc\"",
      ["--seed", "18446744073709551615", "\"abc\""]
    ),
    (
      .badColor("pink"), "--color must be auto, always or never, not \"pink\"",
      ["--color", "auto", "always", "never", "\"pink\""]
    ),
    (
      .badGraphics("png"),
      "--graphics must be auto, kitty, sixel, iterm, blocks or ascii, not \"png\"",
      ["--graphics", "kitty", "sixel", "iterm", "blocks", "ascii", "\"png\""]
    ),
    (
      .badDate("30/11"),
      "--date needs a date as YYYY-MM-DD with a year from 1 to 9999, not \"30/11\"",
      ["--date", "1", "9999", "\"30/11\""]
    ),
    (.emptyStatePath, "a --state or --stats path cannot be empty", ["--state", "--stats"]),
    (
      .stateNotAFile(option: "--state", path: "/dev/null"),
      "--state /dev/null is not a file (give the path of a file, new or old)",
      ["--state", "/dev/null"]
    ),
    (.dateWithoutCommand, "--date goes with quiz daily or quiz stats", ["--date", "quiz daily"]),
    (.checkNeedsBank, "check needs at least one bank file", ["check"]),
    (.oneBankAtATime(7), "one bank at a time, got 7", ["7"]),
    (.bankFileAndName, "give a bank file or --bank, not both", ["--bank"]),
    (.plainAndJSON, "--plain and --json cannot be used together", ["--plain", "--json"]),
    (
      .commandTakesNoFile(command: "daily", file: "x.plist"),
      "quiz daily takes no file, got \"x.plist\"", ["quiz daily", "\"x.plist\""]
    ),
    (
      .optionNotWithCommand(option: "--shuffle", command: "stats"),
      "--shuffle does not go with quiz stats", ["--shuffle", "quiz stats"]
    ),
    (
      .noPack(name: "fr", names: ["en", "zh"]),
      "no pack \"fr\" (there are: en, zh; quiz banks lists them)",
      ["\"fr\"", "en, zh", "quiz banks"]
    ),
    (.unknownImportOption("--x"), "unknown option --x for import", ["--x", "import"]),
    (.importNeedsFile, "import needs a CSV or TSV file", ["import", "CSV", "TSV"]),
    (.importOneFile(3), "import reads one file at a time, got 3", ["import", "3"]),
    (.outputNeedsFolder, "-o needs a folder", ["-o"]),
    (
      .badPackName(".x"),
      "--install needs a plain pack name (letters, digits, -, _ and ., at most 64, "
        + "not starting with a dot), not \".x\"", ["--install", "64", "\".x\""]
    ),
    (
      .bundledPackName("en"),
      "--install cannot use \"en\", the name of a bundled pack, which would hide yours "
        + "(quiz banks lists them)", ["--install", "\"en\"", "quiz banks"]
    ),
    (
      .oneShell(extra: "x"), "completions takes one shell, not also \"x\"",
      ["completions", "\"x\""]
    ),
    (
      .badTitle("x\u{7}"),
      "--title needs a text of 1 to 80 characters with no control character, not \"x\\u{7}\"",
      ["--title", "80"]
    ),
    (.importNeedsDestination, "import needs -o DIR or --install NAME", ["-o", "--install"]),
    (.outputAndInstall, "give -o DIR or --install NAME, not both", ["-o", "--install"]),
    (.unknownPictureOption("--y"), "unknown option for picture: --y", ["--y", "picture"]),
    (.pictureOneFile, "picture takes one file", ["picture"]),
    (.emptyPicturePath, "a picture path cannot be empty", []),
    (
      .badWidth("0"), "--width needs a whole number from 1 to 1024, not \"0\"",
      ["--width", "1024", "\"0\""]
    ),
    (.pamNeedsFile, "--pam needs a file name", ["--pam"]),
    (.pictureNeedsFile, "picture needs a file", ["picture"]),
  ]

  @Test("English usage lines are the ones the program has always printed")
  func englishUsage() {
    for (reason, english, _) in Self.usage {
      #expect(CommandErrorText.english.usage(reason) == english)
      #expect(UsageError(reason).description == english)
    }
  }

  @Test(
    "Spanish, Chinese and French usage lines differ from English and carry the same values",
    arguments: [Language.spanish, .chinese, .french])
  func translatedUsage(_ language: Language) {
    let text = language.strings.commandErrors
    for (reason, english, values) in Self.usage {
      let line = text.usage(reason)
      #expect(line != english, "\(reason)")
      for value in values { #expect(line.contains(value), "\(reason): \(line)") }
      #expect(!TextSafety.containsUnsafe(line))
    }
  }

  @Test("a value in a translated usage line is escaped as in English")
  func translatedUsageEscapes() {
    for text in [CommandErrorText.spanish, .chinese, .french] {
      let line = text.usage(.unknownOption("--x\u{1B}]0;t\u{07}"))
      #expect(!TextSafety.containsUnsafe(line))
      #expect(line.contains("\\u{"))
    }
  }

  @Test("the interface language picks the command error lines")
  func stringsCarryTheTable() {
    let reason = Reason.unknownOption("--bogus")
    #expect(Strings.english.commandErrors.usage(reason) == "unknown option --bogus")
    #expect(Strings.spanish.commandErrors.usage(reason) == "opción desconocida --bogus")
    #expect(Strings.chinese.commandErrors.usage(reason) == "未知选项 --bogus")
  }
}
