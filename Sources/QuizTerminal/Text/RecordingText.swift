import QuizUI

/// The lines of recording (`--record`), replaying (`quiz replay`) and replaying keys
/// (`--replay-keys`), in one language. Paths stay as typed; reasons come from
/// ``CommandErrorText`` (`systemError`, `noSuchFile`…) in the same language.
public struct RecordingText: Sendable {
  /// A file that could not be recorded to or read, and why.
  public struct FileProblem: Sendable {
    /// The file, as typed.
    public var path: String
    /// Why, in the same language.
    public var reason: String
  }

  /// "cannot record to PATH: REASON" (nothing was played).
  public var cannotRecord: @Sendable (_ problem: FileProblem) -> String
  /// "the recording PATH stopped early: REASON" (after the game, which was played).
  public var recordingStopped: @Sendable (_ problem: FileProblem) -> String
  /// "cannot replay PATH: REASON".
  public var cannotReplay: @Sendable (_ problem: FileProblem) -> String
  /// Why a file is not a recording that can be played.
  public var readError: @Sendable (_ error: Asciicast.ReadError) -> String
  /// `--speed` given something other than a number from 0.1 to 100.
  public var badSpeed: @Sendable (_ given: String) -> String
  /// `quiz replay` with no file, or with more than one.
  public var replayNeedsOneFile: String
  /// An option `quiz replay` does not take.
  public var unknownReplayOption: @Sendable (_ option: String) -> String
  /// The `--record` file is already there and `--force` was not given.
  public var recordExists: @Sendable (_ path: String) -> String
  /// The `--record` file is a folder or a device, which `--force` does not replace.
  public var recordNotAFile: @Sendable (_ path: String) -> String
  /// The line under the last frame of a replay: it ended, and which key leaves.
  public var replayEnded: String
  /// After a replay: how many sequences that quiz never writes were left out.
  public var droppedSequences: @Sendable (_ count: Int) -> String
}
