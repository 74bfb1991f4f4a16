import Foundation
import QuizSystem

/// Writes an asciicast v2 recording as it goes: the header once the size is known, then one
/// line per event with one `write(2)` each, so a recording cut off at any moment is whole up
/// to its last line.
///
/// What it writes is only what it is given (frames, keys, sizes), the `TERM` and a title: no
/// path, user name or other environment.
public final class CastRecorder {
  private let file: AppendFile
  /// The moment times count from.
  public let start: Date
  private let clock: () -> Date
  private let term: String?
  private let title: String?
  private var size: (rows: Int, columns: Int)?
  private var begun = false
  /// Microseconds of the last event written; times never go back.
  private var last = 0

  /// Why a recording could not be started: the file and the errno.
  public struct OpenError: Error, Equatable, Sendable {
    /// The file named.
    public var path: String
    /// The errno (EEXIST: the name is taken).
    public var code: Int32
    /// True when the name is a folder, a device or a pipe, which is never replaced.
    public var notAFile = false
  }

  /// A recording into a new file at `path`, never written through a symbolic link: a name
  /// already taken is refused unless `replacing` (`--force`) and it is a file or a link.
  /// Its times are counted from `start` by `clock`, its header names `term` and `title`.
  public init(
    path: String, replacing: Bool = false, start: Date, term: String?,
    title: String? = "quiz", clock: @escaping () -> Date = Date.init
  ) throws(OpenError) {
    do {
      file = try AppendFile(path: path, replacing: replacing)
    } catch {
      throw OpenError(path: path, code: error.code, notAFile: error.notAFile)
    }
    self.start = start
    self.clock = clock
    self.term = term
    self.title = title
  }

  /// The errno of the first write that failed, after which nothing more was recorded.
  public var failure: Int32? { file.failure }

  /// Writes the header for a terminal of this size; later calls write a resize event when
  /// the size changed.
  public func begin(rows: Int, columns: Int) {
    if begun {
      resize(rows: rows, columns: columns)
      return
    }
    begun = true
    size = (rows, columns)
    let timestamp = Int(start.timeIntervalSince1970.rounded(.down))
    file.append(
      Asciicast.line(
        for: Asciicast.Header(
          width: columns, height: rows, timestamp: timestamp, term: term, title: title)))
  }

  /// The time from the start now, in microseconds, never before the last event's.
  public func now() -> Int {
    let seconds = clock().timeIntervalSince(start)
    let micros = seconds.isFinite ? Int((max(0, min(seconds, 1e9)) * 1_000_000).rounded()) : 0
    last = max(last, micros)
    return last
  }

  /// Records bytes written to the terminal.
  public func output(_ bytes: [UInt8], at time: Int? = nil) {
    guard !bytes.isEmpty else { return }
    write(Asciicast.Event(microseconds: time ?? now(), kind: .output, data: bytes))
  }

  /// Records bytes read from the keyboard.
  public func input(_ bytes: [UInt8], at time: Int? = nil) {
    guard !bytes.isEmpty else { return }
    write(Asciicast.Event(microseconds: time ?? now(), kind: .input, data: bytes))
  }

  /// Records a new size, if it differs from the last one recorded.
  public func resize(rows: Int, columns: Int) {
    guard let size, size != (rows, columns) else { return }
    self.size = (rows, columns)
    write(
      Asciicast.Event(
        microseconds: now(), kind: .resize,
        data: Asciicast.sizeText(rows: rows, columns: columns)))
  }

  /// Closes the file.
  public func finish() {
    file.close()
  }

  private func write(_ event: Asciicast.Event) {
    file.append(Asciicast.line(for: event))
  }
}
