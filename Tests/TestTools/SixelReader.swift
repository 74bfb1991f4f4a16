/// Reads back the sixel images ``SixelEncoder`` writes (registers defined in RGB percent,
/// `#n` to choose one, `!n` repeats, `$` and `-`): each pixel's colour in percent, nil
/// where no sixel set it.
public enum SixelReader {
  /// The pixels of `bytes`, row-major, with the raster size; nil when it is not one.
  public static func pixels(_ bytes: [UInt8]) -> (width: Int, height: Int, pixels: [[Int]?])? {
    let text = Array(String(decoding: bytes, as: UTF8.self).utf8)
    guard let start = text.firstIndex(of: UInt8(ascii: "q")), text.last == UInt8(ascii: "\\")
    else { return nil }
    var index = start + 1
    func number() -> Int {
      var value = 0
      while index < text.count, (48...57).contains(text[index]) {
        value = value * 10 + Int(text[index] - 48)
        index += 1
      }
      return value
    }
    func numbers() -> [Int] {
      var list = [number()]
      while index < text.count, text[index] == UInt8(ascii: ";") {
        index += 1
        list.append(number())
      }
      return list
    }
    guard text[index] == UInt8(ascii: "\"") else { return nil }
    index += 1
    let raster = numbers()
    guard raster.count == 4 else { return nil }
    let (width, height) = (raster[2], raster[3])
    var pixels = [[Int]?](repeating: nil, count: width * height)
    var registers: [Int: [Int]] = [:]
    var color = 0
    var (x, band) = (0, 0)
    var repeats = 1
    while index < text.count - 2 {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "#"):
        index += 1
        let list = numbers()
        if list.count == 5 { registers[list[0]] = Array(list[2...]) } else { color = list[0] }
        continue
      case UInt8(ascii: "$"): x = 0
      case UInt8(ascii: "-"): (x, band) = (0, band + 6)
      case UInt8(ascii: "!"):
        index += 1
        repeats = number()
        continue
      default: break
      }
      if (63...126).contains(byte) {
        for _ in 0..<repeats {
          for bit in 0..<6 where Int(byte - 63) >> bit & 1 == 1 && band + bit < height {
            if x < width { pixels[(band + bit) * width + x] = registers[color] }
          }
          x += 1
        }
        repeats = 1
      }
      index += 1
    }
    return (width, height, pixels)
  }
}
