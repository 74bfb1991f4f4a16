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
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-tool-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputFile = folder.appendingPathComponent("in")
    let outputFile = folder.appendingPathComponent("out")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(input).write(to: inputFile)
      _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
      process.standardInput = try FileHandle(forReadingFrom: inputFile)
      process.standardOutput = try FileHandle(forWritingTo: outputFile)
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else { return nil }
      return [UInt8](try Data(contentsOf: outputFile))
    } catch {
      return nil
    }
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
