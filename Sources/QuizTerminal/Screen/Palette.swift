/// The xterm 256-colour palette: the one place a 24-bit colour becomes a palette index
/// (for pictures and for any RGB colour drawn in 256 colours).
public enum Palette {
  /// The channel levels of the 6×6×6 colour cube (xterm's values).
  private static let levels = [0, 95, 135, 175, 215, 255]

  /// The palette index closest to a 24-bit colour: the nearest entry of the 6×6×6 cube
  /// (16–231) or of the grey ramp (232–255), whichever is closer (the cube on a tie).
  public static func nearest(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let (ri, gi, bi) = (step(r), step(g), step(b))
    let cube = distance(r, g, b, to: (levels[ri], levels[gi], levels[bi]))
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let grey = 8 + 10 * greyStep
    if distance(r, g, b, to: (grey, grey, grey)) < cube { return UInt8(232 + greyStep) }
    return UInt8(16 + 36 * ri + 6 * gi + bi)
  }

  /// The cube level nearest to `value` (the lower one on a tie).
  private static func step(_ value: UInt8) -> Int {
    var best = 0
    for index in 1..<levels.count
    where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
      best = index
    }
    return best
  }

  private static func distance(_ r: UInt8, _ g: UInt8, _ b: UInt8, to c: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (c.0 - Int(r), c.1 - Int(g), c.2 - Int(b))
    return dr * dr + dg * dg + db * db
  }
}
