import Foundation
import QuizCore

/// Loads a bank's pictures and keeps the last few (a missing or broken one as `nil`).
///
/// Only a few are kept: a bank of photos (up to 1024×1024, 4 MiB each decoded) would
/// otherwise hold every picture it has shown until the game ends.
public final class PictureSource {
  private let bank: QuestionBank
  private let capacity: Int
  /// The most recently used first, with the size each was decoded for.
  private var cache: [(icon: String, side: Int?, picture: Picture?)] = []
  /// The most pixels a picture is shown at on its longer side, or `nil` when not known: a
  /// JPEG photo is decoded no larger than needed for it (see
  /// ``QuestionBank/picture(named:maxSide:)``). A picture decoded for a smaller size is
  /// decoded again when this grows past it.
  public var shownSide: Int?

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
      if Self.serves(entry.side, entry.picture, shownSide) {
        cache.insert(entry, at: 0)
        return entry.picture
      }
    }
    let picture = bank.picture(named: icon, maxSide: shownSide)
    cache.insert((icon, shownSide, picture), at: 0)
    if cache.count > capacity { cache.removeLast() }
    return picture
  }

  /// Whether a picture decoded for `side` will do for `wanted`: it was decoded whole, or at
  /// least as large, or it came smaller than its side allowed (it is whole).
  private static func serves(_ side: Int?, _ picture: Picture?, _ wanted: Int?) -> Bool {
    guard let side, let picture else { return true }
    guard let wanted else { return max(picture.width, picture.height) < side }
    return wanted <= side || max(picture.width, picture.height) < side
  }

  /// How many pictures are kept now.
  var keptCount: Int { cache.count }
}
