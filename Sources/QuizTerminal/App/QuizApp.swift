import QuizCore
import QuizSystem

/// The program: reads the command line into one of ``CommandList``'s commands and runs it in
/// the world passed in.
public enum QuizApp {
  /// Exit codes (`sysexits.h` where one fits), the same numbers the bank errors carry.
  public typealias ExitCode = QuizCore.ExitCode

  /// Readies this process to run as `quiz`, before anything reads the locale or the
  /// environment: makes its locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`) safe for
  /// Foundation, which hands them to ICU, and ICU crashes on some (a language part of 12
  /// letters or more): an unusable value becomes its language alone, or `C.UTF-8`, so an
  /// unknown locale is English; opens `/dev/null` on a closed fd 0, 1 or 2; ignores SIGPIPE
  /// (a closed pipe is a write error).
  public static func prepareProcess() {
    Platform.sanitizeLocaleEnvironment()
    Terminal.fillStandardDescriptors()
    Terminal.ignoreBrokenPipe()
  }

  /// Runs the program with `arguments` (without the program name) in `environment` (the
  /// process's own is ``AppEnvironment/live``); returns the exit code.
  public static func run(_ arguments: [String], in environment: AppEnvironment) -> Int32 {
    let parsed: ParsedCommand
    do {
      parsed = try CommandList.parse(arguments)
    } catch {
      environment.complain(error.line(in: environment.strings))
      return ExitCode.usage
    }
    return parsed.command.run(in: environment)
  }
}
