import QuizSystem
import QuizUI

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

/// How a game is shown (`--plain`, `--json`, `--color`, `--theme`): the options `quiz` and
/// `quiz daily` share.
public struct OutputOptions: Equatable, Sendable {
  /// Force plain text output.
  public var plain = false
  /// JSON Lines output.
  public var json = false
  /// Colour choice.
  public var color: ColorChoice = .auto
  /// Theme choice.
  public var theme: ThemeChoice = .auto
  /// How pictures are drawn (`--graphics`).
  public var graphics: GraphicsChoice = .auto

  /// Plain text off, JSON off, colour and theme chosen automatically.
  public init() {}

  /// The options as given, refusing `--plain` with `--json`.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    plain = parsed.given(.plain)
    json = parsed.given(.json)
    if plain, json { throw UsageError(.plainAndJSON) }
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
