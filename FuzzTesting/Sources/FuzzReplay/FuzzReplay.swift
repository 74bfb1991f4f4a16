import QuizTerminal
import TerminalKit

/// The replay's filter (and the recording reader before it): whatever the bytes, only quiz's
/// vocabulary comes out, however the bytes are split, and the filter passes its own output
/// unchanged.
///
/// The first byte sets the viewer and how the rest is read:
/// - bits 0–2: the picture protocols the viewer shows (kitty, sixel, iTerm2);
/// - bit 3: the viewer runs tmux;
/// - bit 4: the rest is a `.cast` file, read as `quiz replay` reads it, whose output events
///   are filtered; else the rest is filtered as it is;
/// - bits 5–7: the length of each piece fed, 1 to 8 bytes (times 7).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = Array(UnsafeRawBufferPointer(start: start, count: count))
  guard let mode = input.first else { return 0 }
  let images = ReplayFilter.Images(rawValue: Int(mode & 7))
  let tmux = mode & 8 != 0 && !images.isEmpty
  let piece = Int(mode >> 5) * 7 + 1
  var events: [[UInt8]] = [Array(input.dropFirst())]
  if mode & 16 != 0 {
    guard let recording = try? Asciicast.read(Array(input.dropFirst())) else { return 0 }
    events = recording.events.filter { $0.kind == .output }.map(\.data)
  }
  var whole = ReplayFilter(images: images, throughTmux: tmux)
  let output = events.flatMap { whole.feed($0) }
  whole.finish()
  var split = ReplayFilter(images: images, throughTmux: tmux)
  var pieces: [UInt8] = []
  for event in events {
    var offset = 0
    while offset < event.count {
      let end = min(offset + piece, event.count)
      pieces += split.feed(Array(event[offset..<end]))
      offset = end
    }
  }
  split.finish()
  if pieces != output || split.dropped != whole.dropped {
    fatalError("pieces of \(piece) bytes gave other output than the whole")
  }
  if let problem = Vocabulary.problem(output, images: images, tmux: tmux) {
    fatalError("not quiz's vocabulary: \(problem)")
  }
  var again = ReplayFilter(images: images, throughTmux: tmux)
  let second = again.feed(output)
  again.finish()
  if second != output || again.dropped != 0 {
    fatalError("the filter changed its own output")
  }
  return 0
}
