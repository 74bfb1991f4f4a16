import Foundation

/// One puzzle of a question bank, as the bank file gives it.
public struct QuizQuestion: Equatable, Sendable {
  /// The solution the player has to build, e.g. `APPLE` or `鸭梨`.
  public var answer: String
  /// The clue shown above the picture.
  public var title: String
  /// The picture's name: a file looked up in the `pictures/` folder next to the bank, or,
  /// with ``picture``, only the name of the picture the question carries.
  public var icon: String?
  /// The choice tiles in display order, one letter each; `nil` when the game generates them.
  public var options: [String]?
  /// The bytes of the question's inline picture (PNG, JPEG, GIF, XPM or netpbm, as the bank holds
  /// them), shown instead of any file; `nil` when the question carries none.
  public var picture: Data?

  /// Creates a question.
  public init(
    answer: String, title: String, icon: String? = nil, options: [String]? = nil,
    picture: Data? = nil
  ) {
    self.answer = answer
    self.title = title
    self.icon = icon
    self.options = options
    self.picture = picture
  }

  /// The answer split into letters (extended grapheme clusters).
  public var letters: [Character] { Array(answer) }

  /// The name a puzzle asks its bank for the picture by (``Puzzle/icon``): ``icon`` for a
  /// picture file; for an inline picture a key made of its size and a hash of its bytes,
  /// which holds a `/` and so is never a file's name.
  public var pictureKey: String? {
    guard let picture else { return icon }
    return Self.inlineKey(for: picture)
  }

  /// The key of an inline picture: `inline/SIZE/HASH`, the hash (64 bits, eight bytes at a
  /// time) of its first and last ``keySample`` bytes (of all of them in a smaller picture).
  ///
  /// The ends are enough to tell pictures of a bank apart: a PNG ends with the CRC-32 of its
  /// image data, and text formats are small. Hashing every byte cost more than the rest of
  /// a large one-file pack's start.
  static func inlineKey(for bytes: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBytes { buffer in
      func mix(_ part: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= part.count {
          let word = part.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
          hash ^= hash >> 29
          offset += 8
        }
        for byte in part[offset...] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      }
      if buffer.count <= 2 * keySample {
        mix(buffer)
      } else {
        mix(UnsafeRawBufferPointer(rebasing: buffer[..<keySample]))
        mix(UnsafeRawBufferPointer(rebasing: buffer[(buffer.count - keySample)...]))
      }
    }
    return "inline/\(bytes.count)/" + String(hash, radix: 16)
  }

  /// How many bytes at each end of an inline picture its key is made of.
  static let keySample = 4096
}
