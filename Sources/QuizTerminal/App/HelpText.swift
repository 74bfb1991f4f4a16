/// The `--help` text (fits an 80×24 terminal) and the version.
public enum HelpText {
  /// The version `--version` prints.
  public static let version = "quiz 1.0.0"

  /// The usage text.
  public static let usage = """
    quiz — guess the word from a picture and a clue, one letter tile at a time.

    Usage: quiz [options] [BANK.plist]   play (the pack menu, or en when piped)
           quiz check BANK.plist…        validate banks and list every problem
           quiz banks | stats | daily    list packs · statistics · today's puzzle
           quiz picture FILE [--width N] [--pam OUT]   preview a picture
           quiz import FILE.csv -o DIR   spreadsheet to bank (or --install NAME)
    Options:
      --bank NAME        play a pack: en (default), zh, es, or your own (quiz banks)
      --shuffle          shuffle the questions and tiles; --seed N repeats a shuffle
      --plain | --json   plain text (default when piped) | JSON Lines for scripts
      --color=WHEN       auto (default), always or never; NO_COLOR turns it off
      --restart          start over, ignoring saved progress
      --state PATH       keep progress in PATH (scripted runs save only then)
      --stats PATH       keep statistics in PATH (scripted runs record only then)
      --date YYYY-MM-DD  daily and stats act as if today were that date
      -h, --help         show this help;  --version  show the version

    Keys: type a letter or pick a tile with arrows and Space · Backspace clears
      ? reveals a letter (60) · ! removes decoys (90) · > skips · + enlarges
      Tab switches tiles/slots · Ctrl-L redraws · Esc, Ctrl-C or Ctrl-D quit

    Exit: 0 finished (or check clean) · 1 quit early · 64 usage · 65 bad bank
          66 file missing · 73 import target exists · 74 I/O · 129/130/143 signal
    """
}
