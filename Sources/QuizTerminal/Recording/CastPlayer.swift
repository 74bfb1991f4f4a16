import Foundation
import QuizSystem
import QuizUI

/// Plays a recording back in a terminal at its own speed (or `speed` times it): Space pauses
/// and goes on, q, Esc or Ctrl-C quits, Ctrl-Z suspends; the last frame stays until a key.
///
/// Only output events are played; sizes are not forced on the terminal, and keys recorded
/// are not shown.
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
  private let terminal: any TerminalDevice
  private let speed: Double
  private let clock: () -> Date
  private let text: CommandErrorText
  /// The recording's time shown so far, in seconds.
  private var position: Double = 0
  /// When `position` was last brought up to date; `nil` while paused.
  private var running: Date?
  /// The index of the last output that cleared the screen, where a redraw starts.
  private var lastClear = 0
  private var next = 0

  /// A player of `recording` on `terminal`; `speed` 2 plays twice as fast.
  public init(
    _ recording: Asciicast.Recording, terminal: any TerminalDevice, speed: Double = 1,
    strings: Strings = .english, clock: @escaping () -> Date = Date.init
  ) {
    events = recording.events.filter { $0.kind == .output }
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
    defer { terminal.restore() }
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
      // The last frame stays until a key.
      running = nil
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
    let data = events[index].data
    if Self.contains(data, Self.clear) { lastClear = index }
    try terminal.write(data)
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
    for index in lastClear..<next { try terminal.write(events[index].data) }
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
