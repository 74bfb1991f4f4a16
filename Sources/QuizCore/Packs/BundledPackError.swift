/// Why the packs shipped with the game cannot be listed.
public enum BundledPackError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The program holds no `packs/packs.plist` (given: that path).
  case manifestMissing(path: String)
  /// The manifest is not an array of well-formed pack entries.
  case manifestInvalid(path: String, problem: ManifestFault)

  /// The `sysexits.h` exit code: 66 for a missing manifest, 65 for a broken one.
  public var exitCode: Int32 {
    switch self {
    case .manifestMissing: return ExitCode.noInput
    case .manifestInvalid: return ExitCode.dataError
    }
  }

  /// One line naming what is missing or wrong, safe to print.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .manifestMissing(let path):
      return "the list of bundled packs is missing: \(TextSafety.escaped(path)): no such file"
    case .manifestInvalid(let path, let problem):
      return "\(TextSafety.escaped(path)): invalid list of packs: \(problem)"
    }
  }
}
