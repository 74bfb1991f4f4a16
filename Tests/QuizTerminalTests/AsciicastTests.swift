import Foundation
import QuizCore
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The asciicast v2 lines written and read back.
@Suite("Asciicast format")
struct AsciicastTests {
  @Test("the header names version 2, the size, the start, TERM and the title, and reads back")
  func header() throws {
    let header = Asciicast.Header(
      width: 80, height: 24, timestamp: 1_700_000_000, term: "xterm-256color", title: "quiz")
    let line = String(decoding: Asciicast.line(for: header), as: UTF8.self)
    #expect(
      line
        == "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 1700000000, "
        + "\"env\": {\"TERM\": \"xterm-256color\"}, \"title\": \"quiz\"}\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 2)
    #expect((object["env"] as? [String: String]) == ["TERM": "xterm-256color"])
    #expect(try Asciicast.read(Array(line.utf8)).header == header)
  }

  @Test("an event's line: six decimals, JSON escapes for quotes, backslashes and controls")
  func eventLine() {
    let event = Asciicast.Event(
      microseconds: 12_000_345, kind: .output, data: Array("\u{1B}[1m\"a\\b\"\r\n\t\u{7F}é鸭".utf8))
    #expect(
      String(decoding: Asciicast.line(for: event), as: UTF8.self)
        == "[12.000345, \"o\", \"\\u001b[1m\\\"a\\\\b\\\"\\r\\n\\t\\u007fé鸭\"]\n")
  }

  @Test("every byte string reads back as written, bytes that are not UTF-8 included")
  func roundTrip() throws {
    var generator = SplitMix64(seed: 21)
    var events: [Asciicast.Event] = []
    var file = Asciicast.line(
      for: Asciicast.Header(width: 3, height: 2, timestamp: nil, term: nil, title: nil))
    for index in 0..<300 {
      let count = Int.random(in: 0...40, using: &generator)
      var data = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      if index % 3 == 0 { data += Array("鸭🐱é".utf8) }
      let event = Asciicast.Event(
        microseconds: index * 1_001, kind: index % 2 == 0 ? .input : .output, data: data)
      events.append(event)
      file += Asciicast.line(for: event)
    }
    #expect(try Asciicast.read(file).events == events)
    #expect(String(validating: file, as: UTF8.self) != nil)
  }

  @Test("bytes that are not UTF-8 are written as lone surrogates \\udcXX, UTF-8 as it is")
  func surrogateEscape() {
    let data: [UInt8] = [0x41, 0xFF, 0xC3, 0xA9, 0xC3, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0x90, 0xB1]
    let line = String(
      decoding: Asciicast.line(for: Asciicast.Event(microseconds: 0, kind: .input, data: data)),
      as: UTF8.self)
    #expect(line == "[0.000000, \"i\", \"A\\udcffé\\udcc3\\udced\\udca0\\udc80🐱\"]\n")
  }

  @Test("a last line cut off is left out; a bad line elsewhere names its number")
  func cutOffAndDamaged() throws {
    let header = Array("{\"version\": 2, \"width\": 10, \"height\": 5}\n".utf8)
    let event = Array("[0.5, \"o\", \"hi\"]\n".utf8)
    let whole = header + event + event
    #expect(try Asciicast.read(whole).events.count == 2)
    for cut in header.count..<whole.count {
      let events = try Asciicast.read(Array(whole[..<cut])).events
      #expect(
        events.count == (cut < header.count + event.count - 1 ? 0 : cut < whole.count - 1 ? 1 : 2))
    }
    #expect(throws: Asciicast.ReadError.event(line: 2)) {
      try Asciicast.read(header + Array("[0.5, \"o\"]\n".utf8) + event)
    }
    #expect(throws: Asciicast.ReadError.event(line: 3)) {
      try Asciicast.read(header + event + Array("[-1, \"o\", \"x\"]\n".utf8))
    }
  }

  @Test(
    "not a recording, another version or no size: each its own error",
    arguments: [
      ("", Asciicast.ReadError.notARecording),
      ("hello\n", .notARecording),
      ("[1, \"o\", \"x\"]\n", .notARecording),
      ("{\"version\": 1, \"width\": 80, \"height\": 24, \"stdout\": []}\n", .version(1)),
      ("{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n", .version(3)),
      ("{\"width\": 80, \"height\": 24}\n", .version(nil)),
      ("{\"version\": 2, \"width\": 0, \"height\": 24}\n", .size),
      ("{\"version\": 2, \"width\": 80}\n", .size),
      ("{\"version\": 2, \"width\": 80.5, \"height\": 24}\n", .size),
      ("{\"version\": 2, \"width\": true, \"height\": 24}\n", .size),
      ("{\"version\": 2, \"width\": 80, \"height\": true}\n", .size),
      ("{\"version\": 2, \"width\": 80, \"height\": false}\n", .size),
      ("{\"version\": true, \"width\": 80, \"height\": 24}\n", .version(nil)),
      ("{\"version\": 2, \"width\": \"80\", \"height\": 24}\n", .size),
    ])
  func notReadable(text: String, error: Asciicast.ReadError) {
    #expect(throws: error) { try Asciicast.read(Array(text.utf8)) }
  }

  @Test("a resize event gives COLUMNSxROWS")
  func resize() {
    let event = Asciicast.Event(
      microseconds: 0, kind: .resize, data: Asciicast.sizeText(rows: 24, columns: 100))
    #expect(String(decoding: event.data, as: UTF8.self) == "100x24")
    #expect(event.size?.rows == 24 && event.size?.columns == 100)
  }
}
