import QuizCore
import QuizUI
import TerminalImages

/// The command line's shape: every command, its options and what their values are. Each
/// command's type (``ParsableCommand``) holds its own declaration; the scanner accepts an
/// option only when it is declared, `quiz COMMAND --help` and `quiz completions` are written
/// from the declarations, and a test holds the man page to them.
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

  /// Every option the program reads, by what it is; its help line in each language is
  /// keyed by it (``CommandHelpText/option``), so a new option does not compile until each
  /// language says what it does.
  public enum OptionID: String, CaseIterable, Sendable {
    case bank, shuffle, seed, restart, plain, json, color, theme, graphics, state, stats, date
    case help, version, width, pam, output, install, force, record, replayKeys, speed
    case exportFile, xml, share, title, pictureSize
  }

  /// Every command, by what it is; its summary in each language is keyed by it.
  public enum CommandID: String, CaseIterable, Sendable {
    case play, check, banks, stats, daily, picture, `import`, export, completions, replay
  }

  /// One option: its names (`--color`, `--colour`), its value (nil for a switch) and a short
  /// English summary for the completion menus.
  public struct Option: Sendable {
    /// What it is.
    public var id: OptionID
    /// Every spelling, the long preferred one first among the long ones.
    public var names: [String]
    /// The value after it, or `nil` for a switch.
    public var value: Value?
    /// The placeholder for the value in the man page and menus (`WHEN`).
    public var placeholder: String
    /// What it does, in a few words.
    public var summary: String
    /// Refuses a value as soon as it is read (`--seed abc`); `nil` takes any value.
    var check: (@Sendable (String) -> UsageError.Reason?)?

    /// A switch.
    init(_ id: OptionID, _ names: [String], _ summary: String) {
      self.id = id
      self.names = names
      self.value = nil
      self.placeholder = ""
      self.summary = summary
    }

    /// An option with a value, refused by `check` when it returns a reason.
    init(
      _ id: OptionID, _ names: [String], _ value: Value, _ placeholder: String,
      _ summary: String, check: (@Sendable (String) -> UsageError.Reason?)? = nil
    ) {
      self.id = id
      self.names = names
      self.value = value
      self.placeholder = placeholder
      self.summary = summary
      self.check = check
    }

    /// The name messages use: the first long one (`--color` for `--colour` too).
    public var preferredName: String {
      names.first { $0.hasPrefix("--") } ?? names[0]
    }
  }

  /// One command: its name (empty for playing, `quiz [options] [BANK]`), options and operand.
  public struct Command: Sendable {
    /// What it is.
    public var id: CommandID
    /// The word after `quiz`; empty for the command that plays.
    public var name: String
    /// What it does, in a few words (English, for the completion menus).
    public var summary: String
    /// The options it takes.
    public var options: [Option]
    /// What its operands are, or `nil` when it takes none.
    public var operand: Value?
    /// The operands as the help's usage line shows them (`BANK.plist…`), after the options.
    public var synopsis: String
    /// The reason an option it does not know is refused with.
    var unknownOption: @Sendable (String) -> UsageError.Reason = { .unknownOption($0) }
    /// Refuses an operand as soon as it is read, given how many came before it.
    var checkOperand: (@Sendable (String, Int) -> UsageError.Reason?)?
  }

  static let bankFile = Value.file(extensions: ["plist"])
  static let help = Option(.help, ["-h", "--help"], "show the help")
  static let json = Option(.json, ["--json"], "JSON for scripts")
  static let plain = Option(.plain, ["--plain"], "plain text")
  static let color = Option(
    .color, ["--color", "--colour"], .color, "WHEN", "colour: auto, always or never",
    check: { ColorChoice(rawValue: $0) == nil ? .badColor($0) : nil })
  static let theme = Option(
    .theme, ["--theme"], .word(ThemeChoice.allCases.map(\.rawValue)), "THEME",
    "colours for a dark or light background",
    check: { ThemeChoice(rawValue: $0) == nil ? .badTheme($0) : nil })
  static let graphics = Option(
    .graphics, ["--graphics"], .word(["auto"] + GraphicsMode.allCases.map(\.rawValue)), "HOW",
    "pictures: auto, kitty, sixel, iterm, blocks or ascii",
    check: { GraphicsChoice($0) == nil ? .badGraphics($0) : nil })
  static let state = Option(
    .state, ["--state"], .file(extensions: []), "PATH", "keep progress in PATH")
  static let stats = Option(
    .stats, ["--stats"], .file(extensions: []), "PATH", "keep statistics in PATH")
  static let date = Option(
    .date, ["--date"], .text, "YYYY-MM-DD", "act as if today were that date",
    check: { CalendarDay($0) == nil ? .badDate($0) : nil })
  static let record = Option(
    .record, ["--record"], .file(extensions: ["cast"]), "FILE", "record the game as asciicast v2")
  static let recordForce = Option(.force, ["--force"], "replace the --record file")
  static let share = Option(.share, ["--share"], "print the day's share card")

  /// What the words of playing, `check`, `banks`, `stats` and `daily` are read as: the
  /// options of playing and `daily`'s `--share`, each command refusing those it does not
  /// declare.
  static var gameOptions: Command {
    var command = PlayCommand.declaration
    command.options.append(share)
    return command
  }

  /// Every command, the one that plays first.
  public static var commands: [Command] {
    CommandList.all.map { $0.declaration }
  }

  /// The command named `name` (empty for the one that plays).
  public static func command(_ name: String) -> Command? {
    commands.first { $0.name == name }
  }

  /// The words that start a command (`check`, `banks`, …).
  public static var commandNames: [String] { commands.map(\.name).filter { !$0.isEmpty } }

  /// The option names of the command `name`.
  static func optionNames(of name: String) -> Set<String> {
    Set(command(name)?.options.flatMap(\.names) ?? [])
  }

  /// Every option name of every command.
  public static var allOptionNames: Set<String> {
    Set(commands.flatMap(\.options).flatMap(\.names))
  }
}
