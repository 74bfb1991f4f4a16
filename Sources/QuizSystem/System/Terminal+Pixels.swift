import CLibc

/// A terminal that can tell the size of its cells in pixels without being asked.
public protocol CellPixelReporting {
  /// The size of one cell in pixels, nil when the terminal does not say.
  func cellPixels() -> (width: Int, height: Int)?
}

extension Terminal: CellPixelReporting {
  /// The window's pixel size (`TIOCGWINSZ`'s `ws_xpixel` and `ws_ypixel`, which xterm, kitty,
  /// WezTerm and foot fill in) divided by its size in cells.
  public func cellPixels() -> (width: Int, height: Int)? {
    var width: Int32 = 0
    var height: Int32 = 0
    guard clibc_window_pixels(outputFD, &width, &height) == 0, width > 0, height > 0,
      let cells = size(), cells.columns > 0, cells.rows > 0
    else { return nil }
    let size = (width: Int(width) / cells.columns, height: Int(height) / cells.rows)
    return size.width > 0 && size.height > 0 ? size : nil
  }
}
