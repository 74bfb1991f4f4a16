import Foundation
import QuizCore

/// Loads a bank's pictures and keeps the last few (a missing or broken one as `nil`).
///
/// Only a few are kept: a bank of photos (up to 1024×1024, 4 MiB each decoded) would
/// otherwise hold every picture it has shown until the game ends.
public final class PictureSource {
  private let bank: QuestionBank
  private let capacity: Int
  /// The most recently used first.
  private var cache: [(icon: String, picture: Picture?)] = []

  /// Pictures for `bank`, looked up in its `pictures/` folder (or the bundled
  /// pictures); the last `capacity` are kept.
  public init(bank: QuestionBank, capacity: Int = 4) {
    self.bank = bank
    self.capacity = max(1, capacity)
  }

  /// The decoded picture for `icon`, or `nil` when it is missing or cannot be decoded.
  public func picture(named icon: String) -> Picture? {
    if let index = cache.firstIndex(where: { $0.icon == icon }) {
      let entry = cache.remove(at: index)
      cache.insert(entry, at: 0)
      return entry.picture
    }
    let picture = bank.picture(named: icon)
    cache.insert((icon, picture), at: 0)
    if cache.count > capacity { cache.removeLast() }
    return picture
  }

  /// How many pictures are kept now.
  var keptCount: Int { cache.count }
}
