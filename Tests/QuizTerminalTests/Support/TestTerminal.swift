import Foundation
import UITestSupport

@testable import QuizSystem

/// A terminal for ``TerminalSession`` with no pseudo-terminal behind it: it plays a script of
/// input events, moves a clock on when asked to wait, keeps every write and draws it into a
/// ``TerminalModel`` of its current size, and logs raw mode, restoring and suspending.
final class TestTerminal: TerminalDevice {
  /// One step of the script.
  enum Step {
    /// Bytes typed.
    case type(String)
    /// The window became this size (`.resized`).
    case resize(rows: Int, columns: Int)
    /// The clock moves on this many seconds and the wait times out (`.timeout`).
    case wait(TimeInterval)
    /// The process was continued after a stop (`.continued`).
    case continued
  }

  /// What the driver asked of the terminal, in order.
  enum Call: Equatable {
    case enterRawMode, restore, suspend
    /// A write of this many bytes.
    case write(Int)
    /// A wait for input of at most this many milliseconds (`nil`: no limit).
    case waited(Int?)
  }

  private var script: [Step]
  private(set) var rows: Int
  private(set) var columns: Int
  /// The clock the session is given: it moves only on `.wait` steps and suspends.
  private(set) var now: Date
  /// How long a suspend lasts on the clock.
  var stoppedFor: TimeInterval = 0
  private(set) var calls: [Call] = []
  /// Whether waits for input go into `calls`.
  var logsWaits = false
  private(set) var isRaw = false
  /// Every write, in order.
  private(set) var writes: [[UInt8]] = []
  /// The screen as the writes so far drew it.
  private(set) var screen: TerminalModel
  /// The screen's text after each write.
  private(set) var frames: [String] = []
  /// How many times the session waited for input with the script done.
  private(set) var waitsAtEnd = 0
  /// Makes the `enterRawMode()` call of this number (1 the first) fail with this error.
  var rawModeFailure: (call: Int, error: TerminalError)?
  private var rawModeCalls = 0
  /// The cell size in pixels the window's size says (`TIOCGWINSZ`), nil when it says none.
  var pixelCell: (width: Int, height: Int)?
  /// How many of the first writes take `seconds` of real time each, as on a loaded machine
  /// whose writing thread is not run for a while; the script's clock does not move.
  var slowWrites: (count: Int, seconds: TimeInterval) = (0, 0)

  init(rows: Int = 24, columns: Int = 80, at start: Date, script: [Step]) {
    self.rows = rows
    self.columns = columns
    self.now = start
    self.script = script
    self.screen = TerminalModel(rows: rows, columns: columns)
  }

  /// The clock to give the session.
  var clock: () -> Date { { [unowned self] in self.now } }

  /// The script's clock in milliseconds, which the waits for the terminal's answers go by.
  func milliseconds() -> Int {
    Int((now.timeIntervalSince1970 * 1000).rounded(.down))
  }

  /// The screen's rows as text, trailing spaces trimmed.
  var text: String { Self.text(of: screen) }

  static func text(of screen: TerminalModel) -> String {
    screen.slots.map { row in
      var line = row.map(\.text).joined()
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  func enterRawMode() throws(TerminalError) {
    calls.append(.enterRawMode)
    rawModeCalls += 1
    if let failure = rawModeFailure, failure.call == rawModeCalls { throw failure.error }
    isRaw = true
  }

  func restore() {
    guard isRaw else { return }
    calls.append(.restore)
    isRaw = false
  }

  func suspend() throws(TerminalError) {
    calls.append(.suspend)
    let wasRaw = isRaw
    restore()
    now += stoppedFor
    if wasRaw { try enterRawMode() }
  }

  func size() -> (rows: Int, columns: Int)? { (rows, columns) }

  func waitForInput(timeoutMilliseconds: Int?) -> InputEvent {
    if logsWaits { calls.append(.waited(timeoutMilliseconds)) }
    guard !script.isEmpty else {
      waitsAtEnd += 1
      return .endOfInput
    }
    switch script.removeFirst() {
    case .type(let text): return .bytes(Array(text.utf8))
    case .resize(let rows, let columns):
      self.rows = rows
      self.columns = columns
      screen = TerminalModel(rows: rows, columns: columns)
      return .resized
    case .wait(let seconds):
      now += seconds
      return .timeout
    case .continued: return .continued
    }
  }

  func write(_ bytes: [UInt8]) throws(OutputError) {
    if writes.count < slowWrites.count { Thread.sleep(forTimeInterval: slowWrites.seconds) }
    calls.append(.write(bytes.count))
    writes.append(bytes)
    screen.feed(bytes)
    frames.append(text)
  }
}

extension TestTerminal: CellPixelReporting {
  func cellPixels() -> (width: Int, height: Int)? { pixelCell }
}
