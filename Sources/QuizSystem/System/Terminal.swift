/// The real terminal: raw mode, the alternate screen, window size, signals and input.
///
/// Create one per process. Signal handlers are process-wide; they are installed by the
/// first `enterRawMode()` and restore the terminal on SIGINT, SIGTERM, SIGHUP and SIGTSTP,
/// and on a crash (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT) before it ends the process.
/// When the input is a pipe, skip raw mode and just use `waitForInput(timeoutMilliseconds:)`.
public final class Terminal: TerminalDevice {
  /// Sent after entering raw mode: alternate screen, hidden cursor, bracketed paste,
  /// mouse button reports in SGR format, and autowrap off (DECAWM), so that a letter drawn in
  /// the last column, the bottom right one included, never wraps or scrolls the screen.
  public static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?7l"
  /// Sent when restoring (quitting, suspending, on a signal or a crash): mouse and paste off,
  /// attributes reset, autowrap back on, cursor shown, main screen.
  public static let leaveSequence =
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// The descriptor keys are read from (and whose attributes raw mode changes).
  public let inputFD: Int32
  /// The descriptor frames and the enter/leave sequences are written to.
  public let outputFD: Int32
  /// Writes to `outputFD`.
  private let writer: OutputWriter
  /// Signal handlers write here to wake `poll`; nil if `pipe(2)` failed (no wake-ups).
  private let wakePipe: (read: Int32, write: Int32)?
  /// The attributes found the first time raw mode was entered; never overwritten.
  private var original: TerminalAttributes?
  private var isRaw = false

  /// Wraps `input` and `output` (not owned: never closed); defaults are stdin and stdout.
  public init(input: Int32 = 0, output: Int32 = 1) {
    inputFD = input
    outputFD = output
    writer = OutputWriter(fd: output)
    wakePipe = Platform.makeWakePipe()
  }

  deinit {
    restore()
    if let wakePipe {
      Platform.forgetWakeDescriptor(wakePipe.write)
      Platform.closeDescriptor(wakePipe.read)
      Platform.closeDescriptor(wakePipe.write)
    }
  }

  /// The write end of the wake pipe the signal handlers are given, if there is one.
  var wakeDescriptor: Int32? { wakePipe?.write }

  /// True when `fd` is a terminal (`isatty(3)`).
  public static func isTerminal(_ fd: Int32) -> Bool {
    Platform.isTerminalDevice(fd)
  }

  /// Ignores SIGPIPE (`signal(SIGPIPE, SIG_IGN)`), so writing to a closed pipe fails with
  /// EPIPE (`OutputError.closed`) instead of killing the process.
  public static func ignoreBrokenPipe() {
    Platform.ignoreBrokenPipe()
  }

  /// Makes sure descriptors 0, 1 and 2 are open, putting `/dev/null` on a closed one
  /// (`quiz <&-` then reads an empty input instead of the game's own wake-up pipe).
  public static func fillStandardDescriptors() {
    Platform.fillStandardDescriptors()
  }

  /// The window size (`ioctl(TIOCGWINSZ)`), nil when unknown or zero.
  ///
  /// Right after SIGWINCH this can still be the old size; call it when handling the event.
  public func size() -> (rows: Int, columns: Int)? {
    Platform.windowSize(outputFD) ?? Platform.windowSize(inputFD)
  }

  /// Switches to raw mode (`tcgetattr`, `cfmakeraw`, `tcsetattr`) and writes
  /// `enterSequence`; safe to call again, e.g. after `.continued`, to re-apply both.
  ///
  /// OPOST is off: `\n` is not turned into `\r\n`, the renderer sends what it means. ISIG is
  /// off: Ctrl-C and Ctrl-Z arrive as bytes 0x03 and 0x1A.
  public func enterRawMode() throws(TerminalError) {
    if original == nil { original = Platform.attributes(inputFD) }
    guard let original else { throw .notATerminal }
    Platform.installSignalHandlers(leave: Array(Self.leaveSequence.utf8))
    if let error = Platform.enterRaw(
      inputFD, original: original, output: outputFD, wakeFD: wakePipe?.write ?? -1)
    {
      throw .attributes(error.code)
    }
    isRaw = true
    do {
      try writer.write(Self.enterSequence)
    } catch {
      restore()
      throw .output(error)
    }
    Platform.crashIfTestAsks()
  }

  /// Writes `leaveSequence` and puts the original attributes back (`tcsetattr(TCSAFLUSH)`);
  /// does nothing unless raw mode is on, so it is safe on every exit path.
  public func restore() {
    guard isRaw, let original else { return }
    isRaw = false
    // Best effort: the terminal may already be gone, and the attributes matter more.
    try? writer.write(Self.leaveSequence)
    Platform.leaveRaw(inputFD, original: original)
  }

  /// Writes all of `bytes` to `outputFD` (``OutputWriter`` says which errors it throws).
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    try writer.write(bytes)
  }

  /// For a scripted run: SIGINT, SIGTERM and SIGHUP no longer end the process but make
  /// `waitForInput` return `.terminated(signal)`, so the run can write its last line first.
  /// A second such signal ends the process at once.
  public func reportTerminatingSignals() {
    Platform.reportTerminatingSignals(wakeFD: wakePipe?.write ?? -1)
  }

  /// Ctrl-Z: restores the terminal, stops the process (`raise(SIGSTOP)`) and, once it is
  /// continued, re-enters raw mode; the caller then redraws everything.
  ///
  /// The next `waitForInput` also reports `.continued`, which a caller that redrew already
  /// can let pass.
  public func suspend() throws(TerminalError) {
    let wasRaw = isRaw
    restore()
    Platform.stopSelf()
    if wasRaw { try enterRawMode() }
  }

  /// Waits (`poll(2)`) until input arrives, a signal wakes us, or the timeout passes.
  ///
  /// Signals win over input: `.terminated` before `.continued` before `.resized` before
  /// `.bytes`. Several
  /// SIGWINCH in a burst give one `.resized`. EINTR is retried; a read error other than
  /// EINTR/EAGAIN, or end of file, is `.endOfInput`.
  /// - Parameter timeoutMilliseconds: nil waits forever.
  public func waitForInput(timeoutMilliseconds: Int?) -> InputEvent {
    let deadline = timeoutMilliseconds.map { Platform.monotonicMilliseconds() + max($0, 0) }
    while true {
      var wait: Int32 = -1
      if let deadline {
        wait = Int32(clamping: max(deadline - Platform.monotonicMilliseconds(), 0))
      }
      guard let ready = Platform.pollReadable([wakePipe?.read ?? -1, inputFD], timeout: wait)
      else { return .endOfInput }
      if ready.isEmpty {
        if let deadline, Platform.monotonicMilliseconds() >= deadline { return .timeout }
        continue
      }
      if ready[0], let event = drainWakePipe() { return event }
      if ready[1] {
        switch Platform.readSome(inputFD, capacity: 4096) {
        case .success(let bytes):
          return bytes.isEmpty ? .endOfInput : .bytes(bytes)
        case .failure(let error)
        where error.code == Platform.interrupted || error.code == Platform.wouldBlock:
          continue
        case .failure:
          return .endOfInput
        }
      }
    }
  }

  /// Reads every byte the signal handlers left in the wake pipe.
  private func drainWakePipe() -> InputEvent? {
    guard let wakePipe else { return nil }
    var seen: [UInt8] = []
    while case .success(let bytes) = Platform.readSome(wakePipe.read, capacity: 64),
      !bytes.isEmpty
    {
      seen += bytes
    }
    if let number = seen.first(where: { Platform.isTerminatingSignal(Int32($0)) }) {
      return .terminated(Int32(number))
    }
    if seen.contains(Platform.wakeContinue) { return .continued }
    if seen.contains(Platform.wakeResize) { return .resized }
    return nil
  }
}
