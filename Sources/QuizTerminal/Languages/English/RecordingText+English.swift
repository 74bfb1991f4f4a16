import QuizCore
import QuizUI

extension RecordingText {
  /// English.
  public static let english = RecordingText(
    cannotRecord: { "cannot record to \($0.path): \($0.reason)" },
    recordingStopped: { "the recording \($0.path) stopped early: \($0.reason)" },
    cannotReplay: { "cannot replay \($0.path): \($0.reason)" },
    readError: { error in
      switch error {
      case .notARecording: return "not an asciicast recording (its first line is no header)"
      case .version(let version?):
        return "asciicast version \(version); only version 2 is played"
      case .version(nil): return "the header names no asciicast version; only version 2 is played"
      case .size:
        return "line 1, the header, has no width and height (whole numbers from 1 to 10000)"
      case .event(let line): return "line \(line) is not an event [time, \"code\", \"data\"]"
      }
    },
    badSpeed: { "--speed takes a number from 0.1 to 100, not '\($0)'" },
    replayNeedsOneFile: "replay plays one recording: quiz replay FILE.cast",
    unknownReplayOption: { "unknown option for replay: \($0)" },
    recordExists: { "\($0) is already there (--force replaces it)" },
    recordNotAFile: { "\($0) is not a file; --force replaces only a file" },
    replayEnded: "end of the recording · any key leaves",
    droppedSequences: { count in
      count == 1
        ? "the recording held 1 sequence quiz never writes; it was left out"
        : "the recording held \(count) sequences quiz never writes; they were left out"
    })
}
