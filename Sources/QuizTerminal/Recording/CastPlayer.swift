import Foundation
import QuizSystem
import QuizUI
import TerminalKit

/// Plays a recording back in a terminal at its own speed (or `speed` times it): Space pauses
/// and goes on, q, Esc or Ctrl-C quits, Ctrl-Z suspends; the last frame stays, with a line
/// saying the recording ended, until a key.
///
/// Only output events are played, through a ``ReplayFilter``: nothing but quiz's own
/// vocabulary reaches the terminal, and every mode is turned off at the end. Sizes are not
/// forced on the terminal, and keys recorded are not shown.
public final class CastPlayer {
  /// How a replay ended.
  public enum Ending: Equatable, Sendable {
    /// The recording played to its end and a key was pressed.
    case finished
    /// The viewer quit, or the input ended.
    case quit
    /// The terminal could not be used or written (the reason, when there is one to say).
    case failed(String?)
  }

  private let events: [Asciicast.Event]
  /// The bytes of each output event that may reach the terminal, once the filter is made.
  private var played: [[UInt8]] = []
  private let makeFilter: (any TerminalDevice) -> ReplayFilter
  private let terminal: any TerminalDevice
  private let speed: Double
  private let clock: () -> Date
  private let text: CommandErrorText
  private let ended: String
  /// How many sequences the filter left out of the recording (known once it played).
  public private(set) var dropped = 0
  /// The recording's time shown so far, in seconds.
  private var position: Double = 0
  /// When `position` was last brought up to date; `nil` while paused.
  private var running: Date?
  /// The index of the last output that cleared the screen, where a redraw starts.
  private var lastClear = 0
  private var next = 0

  /// A player of `recording` on `terminal`; `speed` 2 plays twice as fast. `filter` makes
  /// the filter the output goes through, once the terminal is in raw mode (it may ask the
  /// terminal which pictures it shows).
  public init(
    _ recording: Asciicast.Recording, terminal: any TerminalDevice, speed: Double = 1,
    strings: Strings = .english, clock: @escaping () -> Date = Date.init,
    filter: @escaping (any TerminalDevice) -> ReplayFilter = { _ in ReplayFilter() }
  ) {
    events = recording.events.filter { $0.kind == .output }
    makeFilter = filter
    ended = strings.recording.replayEnded
    self.terminal = terminal
    self.speed = speed > 0 && speed.isFinite ? speed : 1
    self.clock = clock
    self.text = strings.commandErrors
  }

  /// Plays to the end or until the viewer quits; the terminal is restored on every path out.
  public func run() -> Ending {
    do {
      try terminal.enterRawMode()
    } catch {
      terminal.restore()
      return .failed(text.cannotUseTerminal(error))
    }
    defer {
      try? terminal.write(ReplayFilter.modeReset)
      terminal.restore()
    }
    var filter = makeFilter(terminal)
    played = events.map { filter.feed($0.data) }
    filter.finish()
    dropped = filter.dropped
    running = clock()
    do {
      while next < events.count {
        let due = events[next].seconds
        if running != nil, advance() >= due {
          try play(next)
          next += 1
          continue
        }
        // Whole milliseconds, rounded up past what is only a floating-point remainder.
        let wait =
          running == nil ? nil : Int(((due - position) / speed * 1000 - 1e-3).rounded(.up))
        if let ending = try handle(terminal.waitForInput(timeoutMilliseconds: wait)) {
          return ending
        }
      }
      // The last frame stays until a key, with a line saying so.
      running = nil
      finished = true
      try showEnd()
      while true {
        let event = terminal.waitForInput(timeoutMilliseconds: nil)
        if case .bytes(let bytes) = event, !bytes.contains(0x1A) { return .finished }
        if let ending = try handle(event) { return ending }
      }
    } catch {
      return .failed(error == .closed ? nil : text.cannotWriteTerminal)
    }
  }

  /// Brings the position up to now; returns it.
  private func advance() -> Double {
    guard let since = running else { return position }
    let now = clock()
    position += max(0, now.timeIntervalSince(since)) * speed
    running = now
    return position
  }

  private func play(_ index: Int) throws(OutputError) {
    let data = played[index]
    if Self.contains(data, Self.clear) { lastClear = index }
    try terminal.write(data)
  }

  /// True once the last frame was played.
  private var finished = false

  /// The line on the bottom row saying the recording ended and how to leave.
  private func showEnd() throws(OutputError) {
    let rows = terminal.size()?.rows ?? 24
    try terminal.write(
      Array("\u{1B}[\(rows);1H\u{1B}[0;7m \(ended) \u{1B}[0m\u{1B}[K".utf8))
  }

  /// The sequence every whole frame starts with (clearing the screen).
  private static let clear = Array("\u{1B}[2J".utf8)

  private static func contains(_ data: [UInt8], _ part: [UInt8]) -> Bool {
    guard data.count >= part.count else { return false }
    return (0...(data.count - part.count)).contains {
      data[$0..<($0 + part.count)].elementsEqual(part)
    }
  }

  /// Draws again what is on show: from the last output that cleared the screen.
  private func redraw() throws(OutputError) {
    guard next > 0 else { return }
    for index in lastClear..<next { try terminal.write(played[index]) }
    if finished { try showEnd() }
  }

  /// Does what an input event asks; an ending ends the replay.
  private func handle(_ event: InputEvent) throws(OutputError) -> Ending? {
    switch event {
    case .bytes(let bytes):
      if bytes == [0x1B] { return .quit }
      // Escape sequences (mouse reports, function keys) are not keys of the player.
      if bytes.first == 0x1B { return nil }
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03: return .quit
        case UInt8(ascii: " "):
          if running == nil {
            running = clock()
          } else {
            _ = advance()
            running = nil
          }
        case 0x1A:
          let wasRunning = running != nil
          _ = advance()
          do {
            try terminal.suspend()
          } catch {
            return .failed(text.cannotResumeTerminal(error))
          }
          // The time stopped is not played.
          running = wasRunning ? clock() : nil
          try redraw()
        default: break
        }
      }
      return nil
    case .timeout, .resized: return nil
    case .continued:
      do {
        try terminal.enterRawMode()
      } catch {
        return .failed(text.cannotResumeTerminal(error))
      }
      try redraw()
      return nil
    case .endOfInput, .terminated: return .quit
    }
  }
}
