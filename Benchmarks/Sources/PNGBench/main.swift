import Foundation
import QuizCore

// PNGBench FILE.png RUNS: decodes FILE.png RUNS times, and inflates its IDAT data RUNS
// times, and prints the best and median time of each in milliseconds. Writes the IDAT
// data to FILE.png.idat for the zlib comparison.

func milliseconds(_ runs: Int, _ body: () throws -> Void) rethrows -> (best: Double, median: Double)
{
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  times.sort()
  return (times[0], times[times.count / 2])
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let runs = Int(arguments[2]), runs > 0 else {
  FileHandle.standardError.write(Data("usage: PNGBench FILE.png RUNS\n".utf8))
  exit(64)
}
let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[1])))

// The IDAT data and the inflated size, read the plain way (the file is not interlaced).
var idat: [UInt8] = []
var size = 0
var offset = 8
while offset + 12 <= bytes.count {
  let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
  let data = bytes[offset + 8..<offset + 8 + length]
  if type == "IHDR" {
    let values = Array(data)
    let width = values[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = values[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(values[9])] ?? 4
    size = height * (1 + (width * channels * Int(values[8]) + 7) / 8)
  }
  if type == "IDAT" { idat += data }
  offset += 12 + length
}
try Data(idat).write(to: URL(fileURLWithPath: arguments[1] + ".idat"))

let inflated = try Inflate.zlib(idat, size: size)
precondition(inflated.count == size)
let inflate = try milliseconds(runs) { _ = try Inflate.zlib(idat, size: size) }
let decode = try milliseconds(runs) { _ = try Picture.decode(bytes, format: .png) }
let rate = Double(size) / 1e6 / (inflate.best / 1e3)
print(
  String(
    format: "quiz inflate: best %.2f ms, median %.2f ms (%.0f MB/s out, %d → %d bytes)",
    inflate.best, inflate.median, rate, idat.count, size))
print(
  String(
    format:
      "quiz whole decode (chunks, CRCs, inflate, filters, RGBA): best %.2f ms, median %.2f ms",
    decode.best, decode.median))
