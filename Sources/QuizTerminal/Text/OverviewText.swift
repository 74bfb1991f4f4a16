import QuizUI

/// The words of the overview `quiz --help` prints, in one language. The commands' usage
/// lines and the option names and placeholders come from the declarations
/// (``CommandDeclarations``); this holds only what each one is called in this language,
/// and the keys and exit codes, which are not options.
///
/// Each language switches over every command and option, so a new one does not compile
/// until each says, in a few words that fit the 80×24 overview, what it does.
public struct OverviewText: Sendable {
  /// "Options: ", before the first line of options (the later lines are indented as wide).
  public var options: String
  /// What a command does, in a few words after its usage line.
  public var command: @Sendable (CommandDeclarations.CommandID) -> String
  /// What an option of playing does, in a few words; `nil` for an option playing does
  /// not take (the overview lists only playing's options).
  public var option: @Sendable (CommandDeclarations.OptionID) -> String?
  /// The keys of the game, after the options.
  public var keys: [String]
  /// The exit codes, last.
  public var exit: [String]

  /// English.
  public static let english = OverviewText(
    options: "Options: ",
    command: { id in
      switch id {
      case .play: "play (the pack menu, or en when piped)"
      case .check: "validate banks, listing every problem"
      case .banks: "list the packs"
      case .stats: "show the statistics"
      case .daily: "the daily puzzle in your language"
      case .picture: "preview a picture"
      case .import: "make a bank"
      case .export: "write a pack as one file"
      case .completions: "print shell completions"
      case .replay: "play a recording back"
      }
    },
    option: { id in
      switch id {
      case .bank: "play a pack"
      case .shuffle: "shuffle questions and tiles"
      case .seed: "repeat a shuffle"
      case .restart: "start over"
      case .plain: "plain text"
      case .json: "JSON Lines"
      case .color: "auto, always, never"
      case .theme: "dark, light, auto"
      case .graphics: "pictures: auto, kitty, sixel, iterm, blocks or ascii"
      case .state: "progress in PATH"
      case .stats: "statistics in PATH"
      case .date: "pretend it is that day"
      case .share: "the daily's share card"
      case .help: "help"
      case .version: "version"
      case .record: "record the game"
      case .force: "replace a file already there"
      case .replayKeys: "replay"
      case .width, .pam, .output, .install, .speed, .exportFile, .xml, .title, .pictureSize: nil
      }
    },
    keys: [
      "Keys: type a letter, or arrows and Space · Backspace clears · Tab tiles/slots",
      "  ? reveals a letter (60) · ! removes decoys (90) · > skips · + enlarges",
      "  Ctrl-L redraws · Esc, Ctrl-C, Ctrl-D quit · y/n answers · F1 or / how to play",
    ],
    exit: [
      "Exit: 0 finished (or check clean) · 1 quit early · 64 usage · 65 bad bank",
      "      66 file missing · 73 target exists · 74 I/O · 129/130/143 signal",
    ])
}

extension Strings {
  /// The words of the overview `quiz --help` prints, in this language.
  public var overview: OverviewText {
    switch id {
    case .english: .english
    case .spanish: .spanish
    case .chinese: .chinese
    case .french: .french
    }
  }
}
