extension Int {
  /// `self + other`, held at `Int.max` (or `Int.min`) instead of trapping on overflow.
  func saturatingAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}

extension Int {
  /// `value` rounded to the nearest whole number and held within `Int`'s range (`Int.max`
  /// past it, `Int.min` below it, 0 for NaN), where `Int(value)` would trap.
  public init(roundedClamping value: Double) {
    let rounded = value.rounded()
    if rounded.isNaN {
      self = 0
    } else if rounded >= 0x1p63 {
      self = .max
    } else if rounded < -0x1p63 {
      self = .min
    } else {
      self = Int(rounded)
    }
  }

  /// `self × numerator ÷ denominator` rounded down, for `self` within `0…denominator` (held
  /// there), so the result lies within `0…numerator` where the plain product could overflow.
  /// 0 when `denominator` is not positive or `numerator` is negative.
  public func scaled(_ numerator: Int, over denominator: Int) -> Int {
    guard denominator > 0, numerator >= 0 else { return 0 }
    let part = Swift.min(Swift.max(self, 0), denominator)
    let product = part.multipliedFullWidth(by: numerator)
    return denominator.dividingFullWidth((product.high, product.low)).quotient
  }
}
