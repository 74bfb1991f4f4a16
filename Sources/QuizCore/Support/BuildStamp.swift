/// Which build of the program this is: the release number and, when it was built from a git
/// checkout, the commit (stamped by the `EmbedResources` build plugin).
public enum BuildStamp {
  /// The release number.
  public static let version = "1.0.0"

  /// The git commit the program was built from (12 hexadecimal digits), or `nil` when it was
  /// built from a folder that is not a git checkout.
  public static var commit: String? { gitCommit }

  /// The line `quiz --version` prints: `quiz 1.0.0 (commit 0123456789ab)`, or `quiz 1.0.0`
  /// without a commit.
  public static var line: String {
    "quiz \(version)" + (commit.map { " (commit \($0))" } ?? "")
  }
}
