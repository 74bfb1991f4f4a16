/// The `--help` text (fits an 80×24 terminal) and the version.
public enum HelpText {
  /// The version `--version` prints.
  public static let version = "quiz 1.0.0"

  /// The usage text.
  public static let usage = """
    quiz — guess the word from a picture and a clue, one letter tile at a time.

    Usage: quiz [options] [BANK.plist]   play (the bundled English bank by default)
           quiz check BANK.plist…        validate banks and list every problem

    Options:
      --bank NAME        play a bundled pack: en (default), zh, …
      --shuffle          shuffle the questions and generated tiles
      --seed N           seed for --shuffle: the same seed gives the same game
      --plain            plain text, no escape sequences (default when piped)
      --json             JSON Lines events for scripts
      --color=WHEN       auto (default), always or never; NO_COLOR turns it off
      --restart          start over, ignoring saved progress
      --state PATH       keep progress in PATH (scripted runs save only then)
      -h, --help         show this help;  --version  show the version

    Keys: type a letter or pick a tile with arrows and Space · Backspace clears
      ? reveals a letter (60) · ! removes decoys (90) · > skips · + enlarges
      Tab switches tiles/slots · Ctrl-L redraws · Esc, Ctrl-C or Ctrl-D quit

    Exit: 0 finished (or check clean) · 1 quit early · 64 usage · 65 bad bank
          66 bank missing or unreadable · 74 I/O error · 129/130/143 signal
    """
}
