extension Int {
  /// `self + other`, held at `Int.max` (or `Int.min`) instead of trapping on overflow.
  func saturatingAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
