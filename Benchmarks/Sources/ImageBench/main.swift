// Times turning one picture into a terminal image, as the game does for each question:
// the scaling to the image's pixels (ImageScaler.fit) and then the encoding, for sixel
// (with its per-picture median-cut palette), kitty (RGB or RGBA, zlib-compressed, in base64
// chunks) and iTerm2 (PNG in base64). Prints, for each picture and protocol, the median and the 95th
// percentile of RUNS runs in milliseconds, the scaling alone, and the bytes written.
//
//   ImageBench COLUMNSxROWS CELLWxCELLH RUNS FILE...
//
// A FILE is a picture file (PNG, XPM, netpbm).
import Foundation
import QuizCore
import TerminalImages
import TerminalKit

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4 else {
  print("usage: ImageBench COLUMNSxROWS CELLWxCELLH RUNS FILE...")
  exit(2)
}
let box = arguments[0].split(separator: "x").compactMap { Int($0) }
let cell = arguments[1].split(separator: "x").compactMap { Int($0) }
guard box.count == 2, cell.count == 2, let runs = Int(arguments[2]), runs > 0 else {
  print("bad box, cell or runs")
  exit(2)
}
let (width, height) = (box[0] * cell[0], box[1] * cell[1])

/// The median and the 95th percentile of `runs` timings of `work`, in milliseconds.
func timed(_ work: () -> Int) -> (median: Double, p95: Double, bytes: Int) {
  var times: [Double] = []
  var bytes = 0
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    bytes = work()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  times.sort()
  return (times[times.count / 2], times[min(times.count - 1, times.count * 95 / 100)], bytes)
}

func line(_ label: String, _ figures: (median: Double, p95: Double, bytes: Int)) -> String {
  label + ": median " + String(format: "%.2f", figures.median) + " ms, p95 "
    + String(format: "%.2f", figures.p95) + " ms, \(figures.bytes) bytes"
}

print("\(box[0])x\(box[1]) cells of \(cell[0])x\(cell[1]) px = \(width)x\(height) px, \(runs) runs")
for path in arguments[3...] {
  let url = URL(fileURLWithPath: path)
  let name = url.lastPathComponent
  guard let data = try? Data(contentsOf: url),
    let format = PictureFormat(fileExtension: url.pathExtension),
    let picture = try? Picture.decode(data, format: format),
    let scaled = ImageScaler.fit(picture, width: width, height: height)
  else {
    print("\(name) unreadable")
    continue
  }
  let kind = ImageScaler.isPixelArt(picture) ? "pixel art" : "photo"
  let colors = ImagePalette(scaled).colors.count
  print("\(name) (\(picture.width)x\(picture.height) \(kind), \(colors) sixel colours)")
  func fit() -> Picture { ImageScaler.fit(picture, width: width, height: height) ?? scaled }
  print("  " + line("scale", timed { fit().pixels.count * 4 }))
  print("  " + line("palette", timed { ImagePalette(scaled).indices.count }))
  print("  " + line("sixel", timed { SixelEncoder.encode(fit()).count }))
  print(
    "  "
      + line(
        "kitty",
        timed { KittyGraphics.transmit(fit(), id: 1, columns: box[0], rows: box[1]).count }))
  print(
    "  "
      + line("iterm", timed { ITermImage.inline(fit(), columns: box[0], rows: box[1]).count }))
}
