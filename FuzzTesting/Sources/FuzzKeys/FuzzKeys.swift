import TerminalKit

/// The key decoder: any bytes, split into reads anywhere, decode to keys without trapping.
///
/// The first byte sets the mode and how the rest is split:
/// - bit 0: terminal mode (Alt + key decoded, `KeyDecoder()`) or pipe mode
///   (`KeyDecoder(altKeys: false)`);
/// - bit 1: in terminal mode, flush whatever is held after every read, as the escape timeout
///   does when the next byte is late;
/// - bits 2–7: the length of each read, 1 to 64 bytes.
///
/// Without flushes between reads, the keys must not depend on where the reads were split:
/// they must equal the keys of the whole input fed at once. The input then ends with one
/// flush, as `ScriptedSession` does at the end of a pipe.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = UnsafeRawBufferPointer(start: start, count: count)
  guard let mode = input.first else { return 0 }
  let terminal = mode & 1 == 1
  let flushAfterRead = terminal && mode & 2 == 2
  let readLength = Int(mode >> 2) + 1
  var decoder = KeyDecoder(altKeys: terminal)
  var keys: [Key] = []
  var offset = 1
  while offset < count {
    let end = min(offset + readLength, count)
    keys += decoder.feed(input[offset..<end])
    if flushAfterRead && decoder.hasPending { keys += decoder.flush() }
    offset = end
  }
  keys += decoder.flush()
  if decoder.hasPending { fatalError("bytes still held after flush()") }
  if !flushAfterRead {
    var whole = KeyDecoder(altKeys: terminal)
    let expected = whole.feed(input[1...]) + whole.flush()
    if keys != expected { fatalError("reads of \(readLength) bytes gave \(keys), not \(expected)") }
  }
  return 0
}
