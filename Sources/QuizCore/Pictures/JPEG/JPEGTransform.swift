/// The inverse DCT: libjpeg's accurate integer transform (`jpeg_idct_islow`) for full size and
/// its reduced transforms (`jpeg_idct_4x4`, `_2x2`, `_1x1`) for decoding at 1/2, 1/4 and 1/8
/// scale, so that the samples are the ones `djpeg` (and `djpeg -scale`) gives.
///
/// Each works on one block: 64 coefficients in natural order, the quantisation table in
/// natural order, and writes `size` × `size` samples at `out` with `stride` between rows.
enum JPEGTransform {
  /// Post-transform clamping as libjpeg does it: the sum masked to 10 bits, then limited to
  /// 0–255 around the centre 128 (indices 0…1023).
  static let rangeLimit: [UInt8] = (0..<1024).map { index in
    let signed = index >= 512 ? index - 1024 : index
    return UInt8(min(max(signed + 128, 0), 255))
  }

  private static func limit(_ value: Int32, _ shift: Int32, _ table: UnsafePointer<UInt8>) -> UInt8
  {
    table[Int((value &+ (1 &<< (shift &- 1))) &>> shift) & 1023]
  }

  /// Transforms one block to `size` (8, 4, 2 or 1) samples a side.
  @inline(__always)
  static func block(
    _ input: UnsafePointer<Int16>, quantisation q: UnsafePointer<Int32>, size: Int,
    into out: UnsafeMutablePointer<UInt8>, stride: Int, limit table: UnsafePointer<UInt8>,
    workspace ws: UnsafeMutablePointer<Int32>
  ) {
    switch size {
    case 8: islow(input, q, out, stride, table, ws)
    case 4: reduced4(input, q, out, stride, table, ws)
    case 2: reduced2(input, q, out, stride, table, ws)
    default:
      let dc = Int32(input[0]) &* q[0]
      out[0] = table[Int((dc &+ 4) &>> 3) & 1023]
    }
  }

  // FIX(x) = x · 2¹³ rounded.
  private static let f0298631336: Int32 = 2446
  private static let f0390180644: Int32 = 3196
  private static let f0541196100: Int32 = 4433
  private static let f0765366865: Int32 = 6270
  private static let f0899976223: Int32 = 7373
  private static let f1175875602: Int32 = 9633
  private static let f1501321110: Int32 = 12299
  private static let f1847759065: Int32 = 15137
  private static let f1961570560: Int32 = 16069
  private static let f2053119869: Int32 = 16819
  private static let f2562915447: Int32 = 20995
  private static let f3072711026: Int32 = 25172
  private static let f0211164243: Int32 = 1730
  private static let f0509795579: Int32 = 4176
  private static let f0601344887: Int32 = 4926
  private static let f0720959822: Int32 = 5906
  private static let f0850430095: Int32 = 6967
  private static let f1061594337: Int32 = 8697
  private static let f1272758580: Int32 = 10426
  private static let f1451774981: Int32 = 11893
  private static let f2172734803: Int32 = 17799
  private static let f3624509785: Int32 = 29692

  /// The 8-point even and odd parts shared by both passes: `(tmp10, tmp11, tmp12, tmp13)` and
  /// `(tmp0, tmp1, tmp2, tmp3)` from the inputs at 0…7.
  @inline(__always)
  private static func islowParts(
    _ i0: Int32, _ i1: Int32, _ i2: Int32, _ i3: Int32, _ i4: Int32, _ i5: Int32, _ i6: Int32,
    _ i7: Int32
  ) -> (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) {
    var z1 = (i2 &+ i6) &* f0541196100
    let tmp2e = z1 &+ i6 &* -f1847759065
    let tmp3e = z1 &+ i2 &* f0765366865
    let tmp0e = (i0 &+ i4) &<< 13
    let tmp1e = (i0 &- i4) &<< 13
    let tmp10 = tmp0e &+ tmp3e
    let tmp13 = tmp0e &- tmp3e
    let tmp11 = tmp1e &+ tmp2e
    let tmp12 = tmp1e &- tmp2e
    var tmp0 = i7
    var tmp1 = i5
    var tmp2 = i3
    var tmp3 = i1
    z1 = tmp0 &+ tmp3
    var z2 = tmp1 &+ tmp2
    var z3 = tmp0 &+ tmp2
    var z4 = tmp1 &+ tmp3
    let z5 = (z3 &+ z4) &* f1175875602
    tmp0 = tmp0 &* f0298631336
    tmp1 = tmp1 &* f2053119869
    tmp2 = tmp2 &* f3072711026
    tmp3 = tmp3 &* f1501321110
    z1 = z1 &* -f0899976223
    z2 = z2 &* -f2562915447
    z3 = z3 &* -f1961570560 &+ z5
    z4 = z4 &* -f0390180644 &+ z5
    tmp0 = tmp0 &+ z1 &+ z3
    tmp1 = tmp1 &+ z2 &+ z4
    tmp2 = tmp2 &+ z2 &+ z3
    tmp3 = tmp3 &+ z1 &+ z4
    return (tmp10, tmp11, tmp12, tmp13, tmp0, tmp1, tmp2, tmp3)
  }

  private static func islow(
    _ input: UnsafePointer<Int16>, _ q: UnsafePointer<Int32>, _ out: UnsafeMutablePointer<UInt8>,
    _ stride: Int, _ table: UnsafePointer<UInt8>, _ ws: UnsafeMutablePointer<Int32>
  ) {
    for column in 0..<8 {
      let c = input + column
      let k = q + column
      func d(_ row: Int) -> Int32 { Int32(c[row * 8]) &* k[row * 8] }
      if c[8] == 0, c[16] == 0, c[24] == 0, c[32] == 0, c[40] == 0, c[48] == 0, c[56] == 0 {
        let dc = d(0) &<< 2
        for row in 0..<8 { ws[row * 8 + column] = dc }
        continue
      }
      let p = islowParts(d(0), d(1), d(2), d(3), d(4), d(5), d(6), d(7))
      func put(_ row: Int, _ value: Int32) { ws[row * 8 + column] = (value &+ 1024) &>> 11 }
      put(0, p.0 &+ p.7)
      put(7, p.0 &- p.7)
      put(1, p.1 &+ p.6)
      put(6, p.1 &- p.6)
      put(2, p.2 &+ p.5)
      put(5, p.2 &- p.5)
      put(3, p.3 &+ p.4)
      put(4, p.3 &- p.4)
    }
    for row in 0..<8 {
      let w = ws + row * 8
      let o = out + row * stride
      if w[1] == 0, w[2] == 0, w[3] == 0, w[4] == 0, w[5] == 0, w[6] == 0, w[7] == 0 {
        let value = limit(w[0], 5, table)
        for x in 0..<8 { o[x] = value }
        continue
      }
      let p = islowParts(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7])
      o[0] = limit(p.0 &+ p.7, 18, table)
      o[7] = limit(p.0 &- p.7, 18, table)
      o[1] = limit(p.1 &+ p.6, 18, table)
      o[6] = limit(p.1 &- p.6, 18, table)
      o[2] = limit(p.2 &+ p.5, 18, table)
      o[5] = limit(p.2 &- p.5, 18, table)
      o[3] = limit(p.3 &+ p.4, 18, table)
      o[4] = limit(p.3 &- p.4, 18, table)
    }
  }

  @inline(__always)
  private static func odd4(_ z1: Int32, _ z2: Int32, _ z3: Int32, _ z4: Int32) -> (Int32, Int32) {
    let tmp0 = z1 &* -f0211164243 &+ z2 &* f1451774981 &+ z3 &* -f2172734803 &+ z4 &* f1061594337
    let tmp2 = z1 &* -f0509795579 &+ z2 &* -f0601344887 &+ z3 &* f0899976223 &+ z4 &* f2562915447
    return (tmp0, tmp2)
  }

  private static func reduced4(
    _ input: UnsafePointer<Int16>, _ q: UnsafePointer<Int32>, _ out: UnsafeMutablePointer<UInt8>,
    _ stride: Int, _ table: UnsafePointer<UInt8>, _ ws: UnsafeMutablePointer<Int32>
  ) {
    for column in 0..<8 where column != 4 {
      let c = input + column
      let k = q + column
      func d(_ row: Int) -> Int32 { Int32(c[row * 8]) &* k[row * 8] }
      if c[8] == 0, c[16] == 0, c[24] == 0, c[40] == 0, c[48] == 0, c[56] == 0 {
        let dc = d(0) &<< 2
        for row in 0..<4 { ws[row * 8 + column] = dc }
        continue
      }
      let tmp0 = d(0) &<< 14
      let tmp2 = d(2) &* f1847759065 &+ d(6) &* -f0765366865
      let tmp10 = tmp0 &+ tmp2
      let tmp12 = tmp0 &- tmp2
      let (o0, o2) = odd4(d(7), d(5), d(3), d(1))
      func put(_ row: Int, _ value: Int32) { ws[row * 8 + column] = (value &+ 2048) &>> 12 }
      put(0, tmp10 &+ o2)
      put(3, tmp10 &- o2)
      put(1, tmp12 &+ o0)
      put(2, tmp12 &- o0)
    }
    for row in 0..<4 {
      let w = ws + row * 8
      let o = out + row * stride
      if w[1] == 0, w[2] == 0, w[3] == 0, w[5] == 0, w[6] == 0, w[7] == 0 {
        let value = limit(w[0], 5, table)
        for x in 0..<4 { o[x] = value }
        continue
      }
      let tmp0 = w[0] &<< 14
      let tmp2 = w[2] &* f1847759065 &+ w[6] &* -f0765366865
      let tmp10 = tmp0 &+ tmp2
      let tmp12 = tmp0 &- tmp2
      let (o0, o2) = odd4(w[7], w[5], w[3], w[1])
      o[0] = limit(tmp10 &+ o2, 19, table)
      o[3] = limit(tmp10 &- o2, 19, table)
      o[1] = limit(tmp12 &+ o0, 19, table)
      o[2] = limit(tmp12 &- o0, 19, table)
    }
  }

  @inline(__always)
  private static func odd2(_ z7: Int32, _ z5: Int32, _ z3: Int32, _ z1: Int32) -> Int32 {
    z7 &* -f0720959822 &+ z5 &* f0850430095 &+ z3 &* -f1272758580 &+ z1 &* f3624509785
  }

  private static func reduced2(
    _ input: UnsafePointer<Int16>, _ q: UnsafePointer<Int32>, _ out: UnsafeMutablePointer<UInt8>,
    _ stride: Int, _ table: UnsafePointer<UInt8>, _ ws: UnsafeMutablePointer<Int32>
  ) {
    for column in 0..<8 where column == 0 || column & 1 == 1 {
      let c = input + column
      let k = q + column
      func d(_ row: Int) -> Int32 { Int32(c[row * 8]) &* k[row * 8] }
      if c[8] == 0, c[24] == 0, c[40] == 0, c[56] == 0 {
        let dc = d(0) &<< 2
        ws[column] = dc
        ws[8 + column] = dc
        continue
      }
      let tmp10 = d(0) &<< 15
      let tmp0 = odd2(d(7), d(5), d(3), d(1))
      ws[column] = (tmp10 &+ tmp0 &+ 4096) &>> 13
      ws[8 + column] = (tmp10 &- tmp0 &+ 4096) &>> 13
    }
    for row in 0..<2 {
      let w = ws + row * 8
      let o = out + row * stride
      if w[1] == 0, w[3] == 0, w[5] == 0, w[7] == 0 {
        let value = limit(w[0], 5, table)
        o[0] = value
        o[1] = value
        continue
      }
      let tmp10 = w[0] &<< 15
      let tmp0 = odd2(w[7], w[5], w[3], w[1])
      o[0] = limit(tmp10 &+ tmp0, 20, table)
      o[1] = limit(tmp10 &- tmp0, 20, table)
    }
  }
}
