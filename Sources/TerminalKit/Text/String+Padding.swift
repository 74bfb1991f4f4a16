extension String {
  /// The string padded on the left with zeros to `width` characters.
  package func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
