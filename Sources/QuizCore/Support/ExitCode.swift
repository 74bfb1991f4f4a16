/// Exit codes (`sysexits.h` where one fits).
public enum ExitCode {
  /// Finished every question, or `check` found no error.
  public static let success: Int32 = 0
  /// The player quit or input ended before the end.
  public static let quit: Int32 = 1
  /// `quiz daily --share` before the day's daily puzzle is played: no card yet.
  public static let notPlayedYet: Int32 = 1
  /// Bad command line.
  public static let usage: Int32 = 64
  /// Bad bank data.
  public static let dataError: Int32 = 65
  /// Bank file missing or unreadable.
  public static let noInput: Int32 = 66
  /// A file to be created is already there (`quiz import` and `quiz export` without
  /// `--force`, `--record` over a taken name), or cannot be created in its place.
  public static let cannotCreate: Int32 = 73
  /// Output could not be written.
  public static let ioError: Int32 = 74

  /// A scripted run ended by SIGHUP, SIGINT or SIGTERM: 128 + the signal number (129,
  /// 130, 143), as a shell reports a process killed by it.
  public static func signal(_ number: Int32) -> Int32 { 128 + number }
}
