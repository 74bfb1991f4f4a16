extension Picture {
  /// The picture as a netpbm PAM file: `P7`, `TUPLTYPE RGB_ALPHA`, maxval 255, four bytes
  /// per pixel, rows top first.
  public var pam: [UInt8] {
    let header =
      "P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
    var bytes = Array(header.utf8)
    bytes.reserveCapacity(bytes.count + pixels.count * 4)
    for pixel in pixels {
      bytes.append(pixel.r)
      bytes.append(pixel.g)
      bytes.append(pixel.b)
      bytes.append(pixel.a)
    }
    return bytes
  }
}
