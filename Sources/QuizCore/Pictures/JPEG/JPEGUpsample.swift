/// Chunky samples of one component brought to the picture's size, smoothly as libjpeg's
/// "fancy upsampling" does for 2:1 ratios (a triangle filter), by replication otherwise.
enum JPEGUpsample {
  /// `plane` holds the component's samples with `stride` per row, of which the first
  /// `component.width` × `component.height` are real; returns `width` × `height` samples.
  static func upsample(
    _ plane: [UInt8], stride: Int, component: JPEGComponent, hMax: Int, vMax: Int,
    width: Int, height: Int
  ) -> [UInt8] {
    let across = component.h == hMax ? 1 : (hMax % component.h == 0 ? hMax / component.h : 0)
    let down = component.v == vMax ? 1 : (vMax % component.v == 0 ? vMax / component.v : 0)
    let cw = component.width
    let ch = component.height
    var out = [UInt8](repeating: 0, count: width * height)
    func at(_ x: Int, _ y: Int) -> Int32 {
      Int32(plane[min(max(y, 0), ch - 1) * stride + min(max(x, 0), cw - 1)])
    }
    switch (across, down) {
    case (1, 1):
      for y in 0..<height {
        for x in 0..<width { out[y * width + x] = plane[y * stride + x] }
      }
    case (2, 1):
      for y in 0..<height {
        for x in 0..<width {
          let i = x / 2
          let near = 3 * at(i, y)
          let value = x % 2 == 0 ? (near + at(i - 1, y) + 1) >> 2 : (near + at(i + 1, y) + 2) >> 2
          out[y * width + x] = UInt8(value)
        }
      }
    case (1, 2):
      for y in 0..<height {
        let j = y / 2
        let other = y % 2 == 0 ? j - 1 : j + 1
        let bias: Int32 = y % 2 == 0 ? 1 : 2
        for x in 0..<width {
          out[y * width + x] = UInt8((3 * at(x, j) + at(x, other) + bias) >> 2)
        }
      }
    case (2, 2):
      for y in 0..<height {
        let j = y / 2
        let other = y % 2 == 0 ? j - 1 : j + 1
        func column(_ i: Int) -> Int32 { 3 * at(i, j) + at(i, other) }
        for x in 0..<width {
          let i = x / 2
          let value =
            x % 2 == 0
            ? (3 * column(i) + column(i - 1) + 8) >> 4 : (3 * column(i) + column(i + 1) + 7) >> 4
          out[y * width + x] = UInt8(value)
        }
      }
    default:
      for y in 0..<height {
        let j = y * component.v / vMax
        for x in 0..<width {
          out[y * width + x] = UInt8(at(x * component.h / hMax, j))
        }
      }
    }
    return out
  }
}
