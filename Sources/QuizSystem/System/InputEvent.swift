/// What `Terminal.waitForInput(timeoutMilliseconds:)` saw.
public enum InputEvent: Hashable, Sendable {
  /// Bytes read from the input, to be given to a `KeyDecoder`.
  case bytes([UInt8])
  /// The timeout passed without input (time to `flush()` a pending Esc).
  case timeout
  /// The input reached end of file, hung up or failed: quit.
  case endOfInput
  /// The window size changed (SIGWINCH, coalesced): re-read `size()` and redraw.
  case resized
  /// The process was continued after a stop (SIGCONT): re-enter raw mode and redraw all.
  case continued
  /// SIGINT, SIGTERM or SIGHUP (this number) arrived, after
  /// `Terminal.reportTerminatingSignals()`: say goodbye and exit.
  case terminated(Int32)
}
