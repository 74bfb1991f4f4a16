import QuizCore

/// The command line, parsed.
public struct Arguments: Equatable, Sendable {
  /// What the program was asked to do.
  public enum Command: Equatable, Sendable {
    /// Play a bank.
    case play
    /// Validate banks (`quiz check BANK…`).
    case check([String])
    /// Preview a picture, or write it as PAM (`quiz picture FILE …`).
    case picture(PictureCommand.Options)
    /// Turn a spreadsheet into a bank (`quiz import FILE.csv -o DIR`).
    case importBank(ImportArguments)
    /// Print the help text.
    case help
    /// Print the version.
    case version
    /// List every pack (`quiz banks`).
    case banks
    /// Show the statistics (`quiz stats`).
    case stats
    /// Play the daily puzzle (`quiz daily`).
    case daily
    /// Print the completion script for a shell (`quiz completions bash`).
    case completions(CompletionScript.Shell)
  }

  /// How colour is chosen (`--color=`).
  public enum ColorChoice: String, Equatable, Sendable {
    /// Colour on a terminal unless `NO_COLOR` or `TERM=dumb` say otherwise.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
  }

  /// Which theme to draw with (`--theme=`).
  public enum ThemeChoice: String, Equatable, Sendable, CaseIterable {
    /// For a dark background.
    case dark
    /// For a light background.
    case light
    /// As `COLORFGBG` says, else as the terminal answers when asked (OSC 11), else dark.
    case auto
  }

  /// What to do.
  public var command: Command = .play
  /// A bank file to play.
  public var bankPath: String?
  /// A bundled bank to play (`--bank zh`).
  public var bundledBank: String?
  /// The seed for `--shuffle`.
  public var seed: UInt64?
  /// Shuffle question order and generated tiles.
  public var shuffle = false
  /// Force plain text output.
  public var plain = false
  /// JSON Lines output.
  public var json = false
  /// Colour choice.
  public var color: ColorChoice = .auto
  /// Theme choice.
  public var theme: ThemeChoice = .auto
  /// Ignore saved progress.
  public var restart = false
  /// Where progress is kept (scripted runs save only when this is given).
  public var statePath: String?
  /// Where statistics are kept (`--stats PATH`).
  public var statsPath: String?
  /// The day to act as if it were today (`--date YYYY-MM-DD`, on `daily`, `stats` and the
  /// start screen).
  public var date: CalendarDay?

  /// Defaults: play the bundled English bank.
  public init() {}

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
    var result = Arguments()
    if arguments.first == "picture" {
      result.command = .picture(try PictureCommand.parse(Array(arguments.dropFirst())))
      return result
    }
    if arguments.first == "completions" {
      let rest = Array(arguments.dropFirst())
      guard rest.count == 1, let shell = CompletionScript.Shell(rawValue: rest[0]) else {
        throw UsageError(.badShell(rest.first))
      }
      result.command = .completions(shell)
      return result
    }
    if arguments.first == "import" {
      let rest = Array(arguments.dropFirst())
      let beforeEnd = rest.prefix { $0 != "--" }
      if beforeEnd.contains("-h") || beforeEnd.contains("--help") {
        result.command = .help
        return result
      }
      result.command = .importBank(try ImportArguments.parse(rest))
      return result
    }
    var positional: [String] = []
    var index = 0
    var optionsEnded = false
    var isCheck = false
    var subcommand: Command? = nil
    var colorGiven = false
    var themeGiven = false
    func value(for option: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else {
        throw UsageError(.needsValue(option: option))
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        if argument == "check" && !optionsEnded && positional.isEmpty && !isCheck
          && subcommand == nil
        {
          isCheck = true
          index += 1
          continue
        }
        if let command = Self.subcommands[argument], !optionsEnded, positional.isEmpty, !isCheck,
          subcommand == nil
        {
          subcommand = command
          index += 1
          continue
        }
        if argument.isEmpty { throw UsageError(.emptyBankPath) }
        positional.append(argument)
        index += 1
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      let inline = parts.count > 1 ? parts[1] : nil
      guard name == "--" || CommandDeclarations.mainOptionNames.contains(name) else {
        throw UsageError(.unknownOption(argument))
      }
      switch name {
      case "--": optionsEnded = true
      case "-h", "--help": result.command = .help
      case "--version": result.command = .version
      case "--shuffle": result.shuffle = true
      case "--plain": result.plain = true
      case "--json": result.json = true
      case "--restart": result.restart = true
      case "--seed":
        let text = try value(for: name, inline: inline)
        guard let seed = UInt64(text) else {
          throw UsageError(.badSeed(text))
        }
        result.seed = seed
      case "--color", "--colour":
        let text = try value(for: name, inline: inline)
        guard let choice = ColorChoice(rawValue: text) else {
          throw UsageError(.badColor(text))
        }
        result.color = choice
        colorGiven = true
      case "--theme":
        let text = try value(for: name, inline: inline)
        guard let choice = ThemeChoice(rawValue: text) else {
          throw UsageError(.badTheme(text))
        }
        result.theme = choice
        themeGiven = true
      case "--bank": result.bundledBank = try value(for: name, inline: inline)
      case "--state": result.statePath = try value(for: name, inline: inline)
      case "--stats": result.statsPath = try value(for: name, inline: inline)
      case "--date":
        let text = try value(for: name, inline: inline)
        guard let day = CalendarDay(text) else {
          throw UsageError(.badDate(text))
        }
        result.date = day
      default:
        throw UsageError(.unknownOption(argument))
      }
      if inline != nil,
        ["--shuffle", "--plain", "--json", "--restart", "--help", "--version"]
          .contains(name)
      {
        throw UsageError(.takesNoValue(option: name))
      }
      index += 1
    }
    if result.command == .help || result.command == .version { return result }
    if result.statePath?.isEmpty == true || result.statsPath?.isEmpty == true {
      throw UsageError(.emptyStatePath)
    }
    for (option, path) in [("--state", result.statePath), ("--stats", result.statsPath)] {
      if let path, Platform.isSpecialFile(path) {
        throw UsageError(.stateNotAFile(option: option, path: path))
      }
    }
    if let subcommand {
      try checkSubcommand(
        subcommand, result, positional: positional, colorGiven: colorGiven,
        themeGiven: themeGiven)
      result.command = subcommand
      return result
    }
    // `--date` also goes with the start screen (its daily puzzle and statistics), which
    // opens only in a terminal with no bank named: the program refuses it in a pipe.
    if result.date != nil,
      isCheck || !positional.isEmpty || result.bundledBank != nil || result.statePath != nil
        || result.plain || result.json
    {
      throw UsageError(.dateWithoutCommand)
    }
    if isCheck {
      let banks = positional
      if banks.isEmpty { throw UsageError(.checkNeedsBank) }
      // check validates files and prints its own lines: no option changes what it does.
      let given: [(String, Bool)] = [
        ("--bank", result.bundledBank != nil), ("--shuffle", result.shuffle),
        ("--seed", result.seed != nil), ("--restart", result.restart), ("--plain", result.plain),
        ("--json", result.json), ("--color", colorGiven), ("--theme", themeGiven),
        ("--state", result.statePath != nil),
        ("--stats", result.statsPath != nil),
      ]
      if let (option, _) = given.first(where: \.1) {
        throw UsageError(.optionNotWithCommand(option: option, command: "check"))
      }
      result.command = .check(banks)
      return result
    }
    if positional.count > 1 {
      throw UsageError(.oneBankAtATime(positional.count))
    }
    result.bankPath = positional.first
    if result.bankPath != nil, result.bundledBank != nil {
      throw UsageError(.bankFileAndName)
    }
    if result.plain, result.json {
      throw UsageError(.plainAndJSON)
    }
    return result
  }

  private static let subcommands: [String: Command] = [
    "banks": .banks, "stats": .stats, "daily": .daily,
  ]

  /// Refuses options that mean nothing to `banks`, `stats` or `daily`: `banks` and `stats`
  /// print a text table or JSON, so `--plain`, `--color` and `--theme` have nothing to change
  /// there.
  private static func checkSubcommand(
    _ command: Command, _ result: Arguments, positional: [String], colorGiven: Bool,
    themeGiven: Bool
  ) throws(UsageError) {
    let name =
      switch command {
      case .banks: "banks"
      case .stats: "stats"
      default: "daily"
      }
    if let extra = positional.first {
      throw UsageError(.commandTakesNoFile(command: name, file: extra))
    }
    if result.plain, result.json {
      throw UsageError(.plainAndJSON)
    }
    var unused: [String] = []
    if result.bundledBank != nil { unused.append("--bank") }
    if result.shuffle { unused.append("--shuffle") }
    if result.seed != nil { unused.append("--seed") }
    if result.restart { unused.append("--restart") }
    if command == .banks, result.date != nil { unused.append("--date") }
    if command == .banks, result.statePath != nil { unused.append("--state") }
    if command != .daily, result.plain { unused.append("--plain") }
    if command != .daily, colorGiven { unused.append("--color") }
    if command != .daily, themeGiven { unused.append("--theme") }
    if let first = unused.first {
      throw UsageError(.optionNotWithCommand(option: first, command: name))
    }
  }
}
