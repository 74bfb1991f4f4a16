import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// A recording read from a file, as `quiz replay` and `--replay-keys` read it.
enum RecordingFile {
  /// The largest recording read, in bytes.
  static let maximumSize = 256 * 1024 * 1024

  /// A line for stderr and the exit code.
  struct Problem: Error {
    var line: String
    var code: Int32
  }

  /// Reads the recording at `path`: a missing or unreadable file exits 66, one that is not an
  /// asciicast v2 recording 65.
  static func read(_ path: String, strings: Strings) -> Result<Asciicast.Recording, Problem> {
    let text = strings.recording
    let errors = strings.commandErrors
    func problem(_ reason: String, _ code: Int32) -> Problem {
      Problem(
        line: text.cannotReplay(.init(path: TextSafety.forMessage(path), reason: reason)),
        code: code)
    }
    switch Platform.readFile(path, limit: maximumSize) {
    case .success(.bytes(let bytes)):
      do {
        return .success(try Asciicast.read(bytes))
      } catch {
        return .failure(problem(text.readError(error), ExitCode.dataError))
      }
    case .success(.tooLarge):
      return .failure(problem(errors.tooLarge(maximumSize / (1024 * 1024)), ExitCode.noInput))
    case .success(.notRegular): return .failure(problem(errors.notRegularFile, ExitCode.noInput))
    case .failure(let error) where error.code == ENOENT:
      return .failure(problem(errors.noSuchFile, ExitCode.noInput))
    case .failure(let error):
      return .failure(problem(errors.systemError(error.code), ExitCode.noInput))
    }
  }
}
