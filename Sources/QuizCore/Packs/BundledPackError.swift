/// Why the packs shipped with the game cannot be listed.
public enum BundledPackError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The resource bundle is not next to the executable; `expected` is where it was looked for.
  case resourcesMissing(expected: String)
  /// The resource bundle has no readable `packs/packs.plist`.
  case manifestMissing(path: String)
  /// The manifest is not an array of well-formed pack entries.
  case manifestInvalid(path: String, problem: String)

  /// The `sysexits.h` exit code: 66 for missing files, 65 for a broken manifest.
  public var exitCode: Int32 {
    switch self {
    case .resourcesMissing, .manifestMissing: return 66
    case .manifestInvalid: return 65
    }
  }

  /// One line naming what is missing or wrong, safe to print.
  public var description: String {
    switch self {
    case .resourcesMissing(let expected):
      return "the bundled packs are missing: no resource folder \(TextSafety.escaped(expected))"
    case .manifestMissing(let path):
      return "the list of bundled packs is missing: \(TextSafety.escaped(path)): no such file"
    case .manifestInvalid(let path, let problem):
      return "\(TextSafety.escaped(path)): invalid list of packs: \(problem)"
    }
  }
}
