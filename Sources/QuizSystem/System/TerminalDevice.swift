/// What the full-screen driver needs of a terminal: raw mode, suspending, the window size,
/// input events and writing bytes.
///
/// ``Terminal`` is the real one; a test gives ``TerminalSession`` a terminal of its own that
/// feeds keys and keeps the frames written.
public protocol TerminalDevice: AnyObject {
  /// Enters raw mode and the alternate screen; called again after a resume to re-apply
  /// both.
  func enterRawMode() throws(TerminalError)
  /// Puts the terminal back as it was found; does nothing unless raw mode is on.
  func restore()
  /// Ctrl-Z: restores the terminal, stops until continued, then enters raw mode again.
  func suspend() throws(TerminalError)
  /// The window size, `nil` when unknown.
  func size() -> (rows: Int, columns: Int)?
  /// Waits until input arrives, a signal is reported or `timeoutMilliseconds` pass (`nil`
  /// waits forever).
  func waitForInput(timeoutMilliseconds: Int?) -> InputEvent
  /// Writes all of `bytes` (a frame, or a question to the terminal).
  func write(_ bytes: [UInt8]) throws(OutputError)
  /// The time its waits are measured by, in milliseconds: the monotonic clock, unless the
  /// terminal keeps a clock of its own (a test's, which moves only when it says so).
  func milliseconds() -> Int
}

extension TerminalDevice {
  /// The monotonic clock (`CLOCK_MONOTONIC`), in milliseconds.
  public func milliseconds() -> Int {
    Platform.monotonicMilliseconds()
  }
}
