import Foundation
import QuizSystem
import Testing

@testable import QuizTerminal

/// A command reads the world only through the ``AppEnvironment`` it is given.
@Suite("AppEnvironment")
struct AppEnvironmentTests {
  /// A temporary home for one test, removed at the end.
  private func home() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-environment-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a capture keeps what is written; once closed, a write fails as a closed pipe does")
  func capture() throws {
    let capture = OutputWriter.Capture()
    let writer = OutputWriter(capture: capture)
    try writer.write("鸭")
    try writer.write([0x21])
    #expect(capture.bytes == Array("鸭!".utf8))
    capture.close()
    #expect(throws: OutputError.closed) { try writer.write("more") }
    #expect(capture.bytes == Array("鸭!".utf8))
  }

  @Test("stdout and stderr go to the environment's streams, and the exit code comes back")
  func streams() throws {
    let output = OutputWriter.Capture()
    let errors = OutputWriter.Capture()
    let environment = AppEnvironment(
      variables: ["HOME": try home().path, "LANG": "C"], input: -1, output: output,
      errors: errors)
    #expect(QuizApp.run(["--version"], in: environment) == 0)
    #expect(String(decoding: output.bytes, as: UTF8.self).hasPrefix("quiz "))
    #expect(errors.bytes.isEmpty)
    #expect(QuizApp.run(["--seed", "x"], in: environment) == 64)
    #expect(
      String(decoding: errors.bytes, as: UTF8.self).hasPrefix("quiz: "),
      "\(String(decoding: errors.bytes, as: UTF8.self))")
  }

  @Test("the day a command acts on is the environment's clock's, not the system's")
  func clock() throws {
    let folder = try home()
    let output = OutputWriter.Capture()
    // Noon UTC on 30 November 2026: that day in every time zone from -11 to +11 hours.
    let noon = Date(timeIntervalSince1970: 1_796_040_000)
    let environment = AppEnvironment(
      variables: ["HOME": folder.path], input: -1, output: output,
      errors: OutputWriter.Capture(), now: { noon })
    let stats = folder.appendingPathComponent("stats.json").path
    #expect(QuizApp.run(["stats", "--json", "--stats", stats], in: environment) == 0)
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains("\"today\":\"2026-11-30\""), "\(text)")
  }

  @Test("the languages of the messages come from the environment's variables")
  func language() throws {
    let errors = OutputWriter.Capture()
    let environment = AppEnvironment(
      variables: ["HOME": try home().path, "LANG": "es_ES.UTF-8"], input: -1,
      output: OutputWriter.Capture(), errors: errors)
    #expect(QuizApp.run(["--plain", "--json"], in: environment) == 64)
    let english = OutputWriter.Capture()
    let inEnglish = AppEnvironment(
      variables: ["LANG": "C"], input: -1, output: OutputWriter.Capture(), errors: english)
    #expect(QuizApp.run(["--plain", "--json"], in: inEnglish) == 64)
    #expect(!errors.bytes.isEmpty && errors.bytes != english.bytes)
  }
}
