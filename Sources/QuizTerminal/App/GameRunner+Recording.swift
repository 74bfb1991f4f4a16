import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// `--record FILE.cast` and `--replay-keys FILE`: recording a game as asciicast v2, and
/// playing a scripted run's recorded keys again.
extension GameRunner {
  /// Runs `body` with the recording into `record` (`--record`; none without it), then closes it
  /// and says if it stopped early; a file that cannot be created ends the run before it
  /// starts: 73 for a name already taken (without `--force`, or by a folder or a device),
  /// 74 otherwise. `start` is the moment the recording's times count from.
  static func withRecording(
    _ record: RecordTarget?, environment: AppEnvironment, start: Date? = nil,
    _ body: (CastRecorder?) -> Int32
  ) -> Int32 {
    guard let record else { return body(nil) }
    let path = record.path
    let strings = environment.strings
    let recorder: CastRecorder
    do {
      // Only TERM of the environment goes into the recording.
      recorder = try CastRecorder(
        path: path, replacing: record.replacing, start: start ?? environment.now(),
        term: environment.variables["TERM"], clock: environment.now)
    } catch {
      if error.notAFile {
        environment.complain(strings.recording.recordNotAFile(TextSafety.forMessage(path)))
        return ExitCode.cannotCreate
      }
      if error.code == EEXIST {
        environment.complain(strings.recording.recordExists(TextSafety.forMessage(path)))
        return ExitCode.cannotCreate
      }
      environment.complain(
        strings.recording.cannotRecord(
          .init(
            path: TextSafety.forMessage(path),
            reason: strings.commandErrors.systemError(error.code))))
      return ExitCode.ioError
    }
    let code = body(recorder)
    recorder.finish()
    if let failure = recorder.failure {
      environment.complain(
        strings.recording.recordingStopped(
          .init(
            path: TextSafety.forMessage(path),
            reason: strings.commandErrors.systemError(failure))))
    }
    return code
  }

  /// The moment a scripted recording or replay counts from: a whole second, so a replay of
  /// it (`--replay-keys`) reads the same times and plays the same game.
  static func scriptStart(keys: Asciicast.Recording?, environment: AppEnvironment) -> Date {
    if let keys { return Date(timeIntervalSince1970: Double(keys.header.timestamp ?? 0)) }
    return Date(timeIntervalSince1970: environment.now().timeIntervalSince1970.rounded(.down))
  }

  /// The recording `--replay-keys` names; the failure says why it cannot be read.
  static func replayKeys(
    _ path: String?, environment: AppEnvironment
  ) throws(PlayFailure) -> Asciicast.Recording? {
    guard let path else { return nil }
    switch RecordingFile.read(path, strings: environment.strings) {
    case .success(let recording): return recording
    case .failure(let problem): throw PlayFailure(line: problem.line, code: problem.code)
    }
  }

  /// The scripted run's input: the keys of a recording at their times, or what the input
  /// gives, noted into `recorder` with the time each read came; `now` is set to that time.
  final class ScriptInput {
    private let keys: [Asciicast.Event]?
    private var next = 0
    private let recorder: CastRecorder?
    private let terminal: Terminal
    private let start: Date
    /// Microseconds from the start of the last input.
    private(set) var time = 0

    init(
      keys: Asciicast.Recording?, recorder: CastRecorder?, start: Date,
      environment: AppEnvironment
    ) {
      self.keys = keys?.events.filter { $0.kind == .input }
      self.recorder = recorder
      self.start = start
      terminal = environment.terminal()
      if keys == nil && environment.watchesSignals { terminal.reportTerminatingSignals() }
    }

    /// The time of the last input as the game's clock reads it.
    var now: Date { start.addingTimeInterval(Double(time) / 1_000_000) }

    func read() -> ScriptedSession.Input {
      let input = take()
      if case .bytes(let bytes) = input { recorder?.input(bytes, at: time) }
      return input
    }

    /// Records output written by the run, at the time of the input it answers.
    func wrote(_ text: String) {
      recorder?.output(Array(text.utf8), at: time)
    }

    private func take() -> ScriptedSession.Input {
      if let keys {
        guard next < keys.count else { return .end }
        let event = keys[next]
        next += 1
        time = max(time, event.microseconds)
        return .bytes(event.data)
      }
      while true {
        switch terminal.waitForInput(timeoutMilliseconds: nil) {
        case .bytes(let bytes):
          if let recorder { time = recorder.now() }
          return .bytes(bytes)
        case .endOfInput: return .end
        case .terminated(let number): return .signal(number)
        case .timeout, .resized, .continued: continue
        }
      }
    }
  }
}
