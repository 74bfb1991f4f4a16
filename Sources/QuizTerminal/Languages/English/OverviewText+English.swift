import QuizCore
import QuizUI

extension OverviewText {
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
