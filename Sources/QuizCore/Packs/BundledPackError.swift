/// Why the packs shipped with the game cannot be listed.
public enum BundledPackError: Error, Equatable, Sendable {
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
}
