import QuizCore

/// The command line's shape: every command, its options and what their values are. The
/// parsers accept an option only when it is declared here, `quiz completions` writes the
/// shell completions from it, and a test holds the man page to it.
public enum CommandDeclarations {
  /// What an option's value or a command's operand is, which says how to complete it.
  public enum Value: Equatable, Sendable {
    /// A pack name (`quiz banks` lists them).
    case pack
    /// `auto`, `always` or `never`.
    case color
    /// A word from a fixed list (`quiz completions bash|zsh|fish`).
    case word([String])
    /// A file; `extensions` (without the dot) narrow the suggestions when not empty.
    case file(extensions: [String])
    /// A folder.
    case folder
    /// Free text nothing can suggest (a number, a date, a new name).
    case text
  }

  /// One option: its names (`--color`, `--colour`), its value (nil for a switch) and a short
  /// English summary for the completion menus.
  public struct Option: Equatable, Sendable {
    /// Every spelling, the long preferred one first among the long ones.
    public var names: [String]
    /// The value after it, or `nil` for a switch.
    public var value: Value?
    /// The placeholder for the value in the man page and menus (`WHEN`).
    public var placeholder: String
    /// What it does, in a few words.
    public var summary: String

    /// A switch.
    init(_ names: [String], _ summary: String) {
      self.names = names
      self.value = nil
      self.placeholder = ""
      self.summary = summary
    }

    /// An option with a value.
    init(_ names: [String], _ value: Value, _ placeholder: String, _ summary: String) {
      self.names = names
      self.value = value
      self.placeholder = placeholder
      self.summary = summary
    }
  }

  /// One command: its name (empty for playing, `quiz [options] [BANK]`), options and operand.
  public struct Command: Equatable, Sendable {
    /// The word after `quiz`; empty for the command that plays.
    public var name: String
    /// What it does, in a few words.
    public var summary: String
    /// The options it takes.
    public var options: [Option]
    /// What its operands are, or `nil` when it takes none.
    public var operand: Value?
  }

  static let bankFile = Value.file(extensions: ["plist"])
  static let help = Option(["-h", "--help"], "show the help")
  static let json = Option(["--json"], "JSON for scripts")
  static let plain = Option(["--plain"], "plain text")
  static let color = Option(
    ["--color", "--colour"], .color, "WHEN", "colour: auto, always or never")
  static let theme = Option(
    ["--theme"], .word(Arguments.ThemeChoice.allCases.map(\.rawValue)), "THEME",
    "colours for a dark or light background: dark, light or auto")
  static let state = Option(["--state"], .file(extensions: []), "PATH", "keep progress in PATH")
  static let stats = Option(["--stats"], .file(extensions: []), "PATH", "keep statistics in PATH")
  static let date = Option(["--date"], .text, "YYYY-MM-DD", "act as if today were that date")

  /// Every command, the one that plays first.
  public static let commands: [Command] = [
    Command(
      name: "", summary: "play a bank",
      options: [
        Option(["--bank"], .pack, "NAME", "play a pack"),
        Option(["--shuffle"], "shuffle the questions and tiles"),
        Option(["--seed"], .text, "N", "repeat a shuffle"),
        plain, json, color, theme,
        Option(["--restart"], "start over, ignoring saved progress"),
        state, stats, date, help,
        Option(["--version"], "show the version"),
      ],
      operand: bankFile),
    Command(name: "check", summary: "validate banks", options: [help], operand: bankFile),
    Command(name: "banks", summary: "list the packs", options: [json, stats, help], operand: nil),
    Command(
      name: "stats", summary: "show the statistics", options: [json, state, stats, date, help],
      operand: nil),
    Command(
      name: "daily", summary: "play the daily puzzle",
      options: [plain, json, color, theme, state, stats, date, help], operand: nil),
    Command(
      name: "picture", summary: "preview a picture",
      options: [
        Option(["--width"], .text, "N", "preview width in columns"),
        Option(["--pam"], .file(extensions: ["pam"]), "OUT", "write the pixels as PAM"),
        color,
      ],
      operand: .file(extensions: QuestionBank.pictureExtensions)),
    Command(
      name: "import", summary: "turn a spreadsheet into a bank",
      options: [
        Option(["-o", "--output"], .folder, "DIR", "write the bank folder DIR"),
        Option(["--install"], .text, "NAME", "install as your pack NAME"),
        Option(["--force"], "replace what is there"),
        help,
      ],
      operand: .file(extensions: ["csv"])),
    Command(
      name: "completions", summary: "print shell completions", options: [],
      operand: .word(CompletionScript.Shell.allCases.map(\.rawValue))),
  ]

  /// The command named `name` (empty for the one that plays).
  public static func command(_ name: String) -> Command? {
    commands.first { $0.name == name }
  }

  /// The words that start a command (`check`, `banks`, …).
  public static var commandNames: [String] { commands.map(\.name).filter { !$0.isEmpty } }

  /// Every option name the main parser reads: those of playing, `check`, `banks`, `stats`
  /// and `daily`, which share one parser (it then refuses what a command has no use for).
  static let mainOptionNames: Set<String> = Set(
    commands.filter { ["", "check", "banks", "stats", "daily"].contains($0.name) }
      .flatMap(\.options).flatMap(\.names))

  /// The option names of the command `name`.
  static func optionNames(of name: String) -> Set<String> {
    Set(command(name)?.options.flatMap(\.names) ?? [])
  }

  /// Every option name of every command.
  public static var allOptionNames: Set<String> {
    Set(commands.flatMap(\.options).flatMap(\.names))
  }
}
