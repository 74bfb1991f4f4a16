import Foundation
import QuizCore

/// Loads a bank's pictures once each and keeps them (a missing or broken one as `nil`).
public final class PictureSource: @unchecked Sendable {
  private let bank: QuestionBank
  private var cache: [String: Picture?] = [:]

  /// Pictures for `bank`, looked up in its `pictures/` folder.
  public init(bank: QuestionBank) {
    self.bank = bank
  }

  /// The decoded picture for `icon`, or `nil` when it is missing or cannot be decoded.
  public func picture(named icon: String) -> Picture? {
    if let cached = cache[icon] { return cached }
    let picture = bank.pictureURL(for: icon).flatMap { try? Picture.load(contentsOf: $0) }
    cache[icon] = picture
    return picture
  }
}
