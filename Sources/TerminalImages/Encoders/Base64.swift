/// Base64 (RFC 4648, the standard alphabet, with `=` padding), as the kitty and iTerm2
/// image protocols carry their data.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The base64 text of `bytes`, as ASCII bytes.
  static func encode(_ bytes: [UInt8]) -> [UInt8] {
    var output = [UInt8](repeating: UInt8(ascii: "="), count: (bytes.count + 2) / 3 * 4)
    alphabet.withUnsafeBufferPointer { alphabet in
      bytes.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { output in
          var from = 0
          var to = 0
          while from + 3 <= input.count {
            let value = Int(input[from]) << 16 | Int(input[from + 1]) << 8 | Int(input[from + 2])
            output[to] = alphabet[value >> 18]
            output[to + 1] = alphabet[value >> 12 & 63]
            output[to + 2] = alphabet[value >> 6 & 63]
            output[to + 3] = alphabet[value & 63]
            from += 3
            to += 4
          }
          let left = input.count - from
          if left > 0 {
            let value = Int(input[from]) << 16 | (left == 2 ? Int(input[from + 1]) << 8 : 0)
            output[to] = alphabet[value >> 18]
            output[to + 1] = alphabet[value >> 12 & 63]
            if left == 2 { output[to + 2] = alphabet[value >> 6 & 63] }
          }
        }
      }
    }
    return output
  }
}
