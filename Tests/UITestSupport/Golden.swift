import Foundation
import TerminalKit
import Testing

/// Golden text files in the `Snapshots/` folder beside the test file that checks them (found
/// by its `#filePath`), re-recorded when the environment has `QUIZ_RECORD_SNAPSHOTS=1` (a
/// recording run fails on purpose).
public enum Golden {
  /// The `Snapshots/` folder beside the test file at `filePath`.
  public static func directory(besides filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots")
  }

  /// A frame as text: a header line, then each row between `|` marks.
  public static func text(_ screen: ScreenBuffer, title: String) -> String {
    let rows = screen.lines.map { "|" + $0 + "|" }
    return ([title] + rows).joined(separator: "\n") + "\n"
  }

  /// ANSI output made readable: ESC shown as `␛`, a line break before each cursor move.
  public static func visible(_ ansi: String) -> String {
    var text = ansi.replacingOccurrences(of: "\u{1B}", with: "␛")
    text = text.replacingOccurrences(
      of: "␛\\[[0-9]+;[0-9]+H", with: "\n$0", options: .regularExpression)
    return text + "\n"
  }

  /// Compares `actual` with `Snapshots/<name>.txt` beside the calling test file, or records it.
  public static func assertMatches(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory(besides: filePath).appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["QUIZ_RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      // A recording is never a pass: check the diff, then run again without the variable.
      Issue.record(
        "recorded golden file \(name).txt: run again without QUIZ_RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden file \(name).txt: run with QUIZ_RECORD_SNAPSHOTS=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "golden file \(name).txt differs", sourceLocation: sourceLocation)
  }
}
