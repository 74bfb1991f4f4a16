/// The last stage: component planes brought to the picture's size (smoothly, as libjpeg's
/// "fancy upsampling" does for 2:1 ratios; by replication otherwise and at 1/8 scale, as
/// libjpeg does), converted to RGB a row at a time and, when a smaller picture is asked
/// for, area-averaged into it as the rows come.
struct JPEGOutput {
  /// How one component's rows are brought to the output's size.
  private enum Kind {
    case direct
    case fancyAcross
    case fancyDown
    case fancyBoth
    case replicate(Int, Int)
    case nearest
  }

  private struct Source {
    let plane: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// Real samples a row and rows (libjpeg's downsampled width and height).
    let width: Int
    let height: Int
    /// Samples in and out per group across and down.
    let across: (Int, Int)
    let down: (Int, Int)
    let kind: Kind
  }

  private let sources: [Source]
  private let color: JPEGColor.Model
  /// The size at the decoded scale.
  let width: Int
  let height: Int

  init(frame: JPEGFrame, planes: [JPEGBuffer<UInt8>], scale: Int, model: JPEGColor.Model) {
    width = (frame.width * scale + 7) / 8
    height = (frame.height * scale + 7) / 8
    color = model
    sources = zip(frame.components, planes).map { component, plane in
      let size = component.blockSize
      let across = (component.h * size, frame.hMax * scale)
      let down = (component.v * size, frame.vMax * scale)
      let width = (frame.width * across.0 + frame.hMax * 8 - 1) / (frame.hMax * 8)
      let height = (frame.height * down.0 + frame.vMax * 8 - 1) / (frame.vMax * 8)
      let fancy = scale > 1
      let rh = across.1 % across.0 == 0 ? across.1 / across.0 : 0
      let rv = down.1 % down.0 == 0 ? down.1 / down.0 : 0
      let kind: Kind =
        switch (rh, rv) {
        case (1, 1): .direct
        case (2, 1) where fancy && width > 2: .fancyAcross
        case (1, 2) where fancy: .fancyDown
        case (2, 2) where fancy && width > 2: .fancyBoth
        case _ where rh > 0 && rv > 0: .replicate(rh, rv)
        default: .nearest
        }
      return Source(
        plane: plane.pointer, stride: component.blocksPerLine * size, width: max(width, 1),
        height: max(height, 1), across: across, down: down, kind: kind)
    }
  }

  /// The picture's pixels and size: the decoded size, or when its longer side is over
  /// `maxSide`, area-averaged to that side.
  func render(maxSide: Int?) -> (pixels: [RGBA], width: Int, height: Int) {
    var (outWidth, outHeight) = (width, height)
    if let side = maxSide, max(width, height) > side {
      if width >= height {
        outWidth = side
        outHeight = max(1, (height * side + width / 2) / width)
      } else {
        outHeight = side
        outWidth = max(1, (width * side + height / 2) / height)
      }
    }
    let converter = JPEGColor(model: color)
    // Room for one row of a component's column sums (fancy upsampling of both directions).
    let columnSums = UnsafeMutablePointer<Int32>.allocate(capacity: width + 8)
    defer {
      converter.release()
      columnSums.deallocate()
    }
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: sources.count * width + 16)
    defer { scratch.deallocate() }
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: 3 * width + 8)
    defer { sums.deallocate() }
    var scaler = JPEGAverage(from: (width, height), to: (outWidth, outHeight), line: sums)
    defer { scaler.release() }
    let averaged = outWidth != width || outHeight != height
    let line = UnsafeMutablePointer<RGBA>.allocate(capacity: averaged ? width : 1)
    defer { line.deallocate() }
    let pixels = [RGBA](unsafeUninitializedCapacity: outWidth * outHeight) { buffer, filled in
      guard let out = buffer.baseAddress else { return }
      var rows = [UnsafePointer<UInt8>]()
      rows.reserveCapacity(sources.count)
      for y in 0..<height {
        rows.removeAll(keepingCapacity: true)
        for (index, source) in sources.enumerated() {
          rows.append(row(y, of: source, scratch: scratch + index * width, sums: columnSums))
        }
        if averaged {
          converter.convert(rows, count: width, into: line)
          scaler.add(line, row: y, into: out)
        } else {
          converter.convert(rows, count: width, into: out + y * width)
        }
      }
      filled = outWidth * outHeight
    }
    return (pixels, outWidth, outHeight)
  }

  /// Output row `y` of a component, `width` samples: in its plane, or made in `scratch`.
  private func row(
    _ y: Int, of source: Source, scratch: UnsafeMutablePointer<UInt8>,
    sums: UnsafeMutablePointer<Int32>
  ) -> UnsafePointer<UInt8> {
    let plane = source.plane
    let last = source.width - 1
    func line(_ j: Int) -> UnsafeMutablePointer<UInt8> {
      plane + min(max(j, 0), source.height - 1) * source.stride
    }
    switch source.kind {
    case .direct:
      return UnsafePointer(line(y))
    case .fancyAcross:
      let s = line(y)
      for x in 0..<width {
        let i = x >> 1
        let near = 3 * Int32(s[i])
        scratch[x] =
          x & 1 == 0
          ? UInt8((near + Int32(s[max(i - 1, 0)]) + 1) >> 2)
          : UInt8((near + Int32(s[min(i + 1, last)]) + 2) >> 2)
      }
    case .fancyDown:
      let (a, b) = (line(y >> 1), line(y & 1 == 0 ? (y >> 1) - 1 : (y >> 1) + 1))
      let bias: Int32 = y & 1 == 0 ? 1 : 2
      for x in 0..<width {
        scratch[x] = UInt8((3 * Int32(a[x]) + Int32(b[x]) + bias) >> 2)
      }
    case .fancyBoth:
      let (a, b) = (line(y >> 1), line(y & 1 == 0 ? (y >> 1) - 1 : (y >> 1) + 1))
      // Each column's vertical sum once, then two outputs from each, as libjpeg does.
      for i in 0...last { sums[i] = 3 &* Int32(a[i]) &+ Int32(b[i]) }
      var previous = sums[0]
      var x = 0
      for i in 0...last {
        let this = sums[i]
        let next = sums[min(i + 1, last)]
        if x < width { scratch[x] = UInt8(truncatingIfNeeded: (3 &* this &+ previous &+ 8) &>> 4) }
        if x + 1 < width {
          scratch[x + 1] = UInt8(truncatingIfNeeded: (3 &* this &+ next &+ 7) &>> 4)
        }
        previous = this
        x &+= 2
      }
    case .replicate(let across, let down):
      let s = line(y / down)
      for x in 0..<width { scratch[x] = s[min(x / across, last)] }
    case .nearest:
      let s = line(y * source.down.0 / source.down.1)
      for x in 0..<width { scratch[x] = s[min(x * source.across.0 / source.across.1, last)] }
    }
    return UnsafePointer(scratch)
  }
}

/// Area-averaging of rows of pixels as they come: each output pixel is the mean of the
/// source pixels of its box (the boxes split the source in whole pixels).
struct JPEGAverage {
  private let from: (width: Int, height: Int)
  private let to: (width: Int, height: Int)
  private let sums: UnsafeMutablePointer<Int32>
  /// The output column of each source column, and each output column's width in source.
  private let column: UnsafeMutablePointer<Int>
  private let span: UnsafeMutablePointer<Int>
  private var outRow = 0
  private var firstRow = 0

  init(from: (Int, Int), to: (Int, Int), line: UnsafeMutablePointer<Int32>) {
    self.from = from
    self.to = to
    sums = line
    sums.initialize(repeating: 0, count: 3 * to.0)
    column = .allocate(capacity: from.0)
    span = .allocate(capacity: to.0)
    for x in 0..<to.0 {
      let start = x * from.0 / to.0
      let end = (x + 1) * from.0 / to.0
      span[x] = end - start
      for source in start..<end { column[source] = x }
    }
  }

  func release() {
    column.deallocate()
    span.deallocate()
  }

  /// Adds source row `y`; when it ends an output row's box, writes that row into `out`.
  mutating func add(
    _ line: UnsafeMutablePointer<RGBA>, row y: Int, into out: UnsafeMutablePointer<RGBA>
  ) {
    for x in 0..<from.width {
      let at = column[x] * 3
      let pixel = line[x]
      sums[at] &+= Int32(pixel.r)
      sums[at + 1] &+= Int32(pixel.g)
      sums[at + 2] &+= Int32(pixel.b)
    }
    let end = (outRow + 1) * from.height / to.height
    guard y + 1 == end, outRow < to.height else { return }
    let rows = Int32(end - firstRow)
    let target = out + outRow * to.width
    for x in 0..<to.width {
      let count = Int32(span[x]) * rows
      let half = count / 2
      target[x] = RGBA(
        r: UInt8(truncatingIfNeeded: (sums[3 * x] + half) / count),
        g: UInt8(truncatingIfNeeded: (sums[3 * x + 1] + half) / count),
        b: UInt8(truncatingIfNeeded: (sums[3 * x + 2] + half) / count))
    }
    sums.update(repeating: 0, count: 3 * to.width)
    firstRow = end
    outRow += 1
  }
}
