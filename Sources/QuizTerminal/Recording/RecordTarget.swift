/// Where `--record` writes, and whether `--force` lets it replace a file already there.
///
/// Without `--force` a name already taken (a file, a link, anything) is refused; with it a
/// file or a symbolic link is replaced by a new file (a link is never written through), and
/// a folder or a device is still refused.
public struct RecordTarget: Equatable, Sendable {
  /// The file named.
  public var path: String
  /// True with `--force`.
  public var replacing: Bool

  /// A target at `path`.
  public init(path: String, replacing: Bool = false) {
    self.path = path
    self.replacing = replacing
  }
}
