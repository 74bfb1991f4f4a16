import QuizSystem
import QuizUI
import TerminalImages

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

/// What a game writes (`--plain`, `--json`, or neither): one case per output format.
public enum OutputFormat: Equatable, Sendable {
  /// Neither option: the full-screen game when both sides are a terminal, else plain text.
  case terminal
  /// `--plain`: readable text, no escape sequences, even in a terminal.
  case plain
  /// `--json`: one JSON object per event, for scripts.
  case json

  /// The format the options ask for, refusing `--plain` with `--json`.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    switch (parsed.given(.plain), parsed.given(.json)) {
    case (false, false): self = .terminal
    case (true, false): self = .plain
    case (false, true): self = .json
    case (true, true): throw UsageError(.plainAndJSON)
    }
  }

  /// True when the game may take over the screen (it does only when both sides are a
  /// terminal); false for the formats a script reads.
  var drawsScreen: Bool {
    switch self {
    case .terminal: true
    case .plain, .json: false
    }
  }

  /// How a game that does not draw the screen writes: as JSON Lines for `--json`, else as
  /// plain text (a terminal game outside a terminal falls back to plain text).
  var scripted: ScriptedSession.Format {
    switch self {
    case .terminal, .plain: .plain
    case .json: .json
    }
  }
}

/// How a game is shown (`--plain`, `--json`, `--color`, `--theme`): the options `quiz` and
/// `quiz daily` share.
public struct OutputOptions: Equatable, Sendable {
  /// Plain text, JSON Lines, or the full-screen game where it can be drawn.
  public var format: OutputFormat = .terminal
  /// Colour choice.
  public var color: ColorChoice = .auto
  /// Theme choice.
  public var theme: ThemeChoice = .auto
  /// How pictures are drawn (`--graphics`).
  public var graphics: GraphicsChoice = .auto

  /// The full-screen game where it can be drawn, colour and theme chosen automatically.
  public init() {}

  /// The options as given, refusing `--plain` with `--json`.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    format = try OutputFormat(parsing: parsed)
    color = parsed.value(.color).flatMap(ColorChoice.init(rawValue:)) ?? .auto
    theme = parsed.value(.theme).flatMap(ThemeChoice.init(rawValue:)) ?? .auto
    graphics = parsed.value(.graphics).flatMap(GraphicsChoice.init) ?? .auto
  }
}

/// Where progress and statistics are kept (`--state PATH`, `--stats PATH`).
public struct StorageOptions: Equatable, Sendable {
  /// Where progress is kept (scripted runs save only when this is given).
  public var statePath: String?
  /// Where statistics are kept.
  public var statsPath: String?

  /// Neither given: the default files.
  public init(statePath: String? = nil, statsPath: String? = nil) {
    self.statePath = statePath
    self.statsPath = statsPath
  }

  /// The paths as given, refusing an empty one and one that names a device, a pipe or a
  /// socket (nothing is written beside those).
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    statePath = parsed.value(.state)
    statsPath = parsed.value(.stats)
    if statePath?.isEmpty == true || statsPath?.isEmpty == true {
      throw UsageError(.emptyStatePath)
    }
    for (option, path) in [("--state", statePath), ("--stats", statsPath)] {
      if let path, Platform.isSpecialFile(path) {
        throw UsageError(.stateNotAFile(option: option, path: path))
      }
    }
  }
}
