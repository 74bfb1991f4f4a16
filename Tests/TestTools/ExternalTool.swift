import Foundation

/// Programs nobody here wrote, run by the tests of both modules to read back what the encoders write: ImageMagick's
/// `convert`, Python's zlib.
public enum ExternalTool {
  /// True when ImageMagick's `convert` can be run.
  public static let hasImageMagick: Bool = run(["convert", "-version"]) != nil

  /// True when `python3` can be run.
  public static let hasPython: Bool = run(["python3", "-c", "pass"]) != nil

  /// Runs `arguments` (found on PATH) with `input` on its standard input; its standard
  /// output, or nil when it could not run or failed.
  public static func run(_ arguments: [String], input: [UInt8] = []) -> [UInt8]? {
    guard
      let child = try? Spawn(
        "/usr/bin/env", arguments, environment: ProcessInfo.processInfo.environment)
    else { return nil }
    // The input is written while the output is read, each on a thread of its own, so
    // neither waits for the other's pipe to drain.
    let writer = child.input
    Thread {
      _ = try? writer.write(contentsOf: Data(input))
      try? writer.close()
    }.start()
    let errors = child.error
    Thread { _ = errors.readAllBytes() }.start()
    let output = child.output.readAllBytes()
    return child.wait().exitCode == 0 ? output : nil
  }

  /// The pixels ImageMagick reads from `bytes` (a file in `format`: `six`, `png`), as
  /// 8-bit RGBA, with its size; nil when it could not read them.
  ///
  /// NB: ImageMagick 6.9 reads a sixel file as a palette image whose `rgba:` and `txt:`
  /// output is all black; written as PNG first, its pixels are right.
  public static func imageMagickPixels(
    _ bytes: [UInt8], format: String
  ) -> (width: Int, height: Int, rgba: [UInt8])? {
    if format != "png" {
      guard let png = run(["convert", "\(format):-", "png:-"], input: bytes) else { return nil }
      return imageMagickPixels(png, format: "png")
    }
    guard
      let size = run(["convert", "\(format):-", "-format", "%w %h", "info:-"], input: bytes),
      let rgba = run(["convert", "\(format):-", "-depth", "8", "rgba:-"], input: bytes)
    else { return nil }
    let numbers = String(decoding: size, as: UTF8.self).split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard numbers.count == 2, rgba.count == numbers[0] * numbers[1] * 4 else { return nil }
    return (numbers[0], numbers[1], rgba)
  }
}
