import Foundation
import QuizCore

// JPEGBench FILE.jpg SIDE OUT.ppm: decodes FILE.jpg once with QuizCore's JPEG decoder, to a
// picture whose longer side is at most SIDE pixels (0: full size, whatever its size), and
// writes it as a binary PPM, as `djpeg -ppm` does. Timed from outside as a process, beside
// `djpeg` (Benchmarks/jpeg_photo.py).

let arguments = CommandLine.arguments
guard arguments.count == 4, let side = Int(arguments[2]), side >= 0 else {
  FileHandle.standardError.write(Data("usage: JPEGBench FILE.jpg SIDE OUT.ppm\n".utf8))
  exit(64)
}
let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let picture: Picture
do {
  picture = try JPEGDecoder.decode(bytes, maxSide: side == 0 ? Int.max : side)
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(65)
}
let header = [UInt8]("P6\n\(picture.width) \(picture.height)\n255\n".utf8)
let out = [UInt8](unsafeUninitializedCapacity: header.count + picture.pixels.count * 3) {
  buffer, count in
  for (index, byte) in header.enumerated() { buffer[index] = byte }
  var at = header.count
  picture.pixels.withUnsafeBufferPointer { pixels in
    for pixel in pixels {
      buffer[at] = pixel.r
      buffer[at + 1] = pixel.g
      buffer[at + 2] = pixel.b
      at += 3
    }
  }
  count = at
}
guard let file = fopen(arguments[3], "wb") else { exit(74) }
out.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
fclose(file)
