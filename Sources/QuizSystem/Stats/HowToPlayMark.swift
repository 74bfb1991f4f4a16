import Foundation

/// Remembers that the how-to-play card was shown, so the very first start is told apart
/// from every later one.
///
/// The very first start is a terminal game whose statistics file does not exist yet and
/// that finds no mark next to it: `how-to-play-seen`, an empty file written (atomically)
/// when the card is first put up. A player with statistics from before the card existed is
/// no beginner and never sees it uninvited; a player who saw it and quit at once does not
/// see it again. Scripted runs never look.
public struct HowToPlayMark: Sendable {
  /// The mark's file name, next to the statistics file.
  public static let fileName = "how-to-play-seen"

  /// The mark.
  public let url: URL
  /// The statistics file it goes with.
  public let statistics: URL

  /// The mark beside the statistics file `store` keeps.
  public init(beside store: StatsStore) {
    statistics = store.url
    url = store.url.deletingLastPathComponent().appendingPathComponent(Self.fileName)
  }

  /// The mark beside `store`'s statistics when this is the very first start, to give the
  /// session before anything is recorded; `nil` on any later start or without statistics.
  public static func firstStart(beside store: StatsStore?) -> HowToPlayMark? {
    guard let store else { return nil }
    let mark = HowToPlayMark(beside: store)
    return mark.isFirstStart ? mark : nil
  }

  /// True on the very first start: neither the statistics nor the mark exist.
  public var isFirstStart: Bool {
    !FileManager.default.fileExists(atPath: statistics.path)
      && !FileManager.default.fileExists(atPath: url.path)
  }

  /// Writes the mark; a failure is not told (the card then shows at the next start too).
  public func remember() {
    try? AtomicFile(url: url).write([])
  }
}
