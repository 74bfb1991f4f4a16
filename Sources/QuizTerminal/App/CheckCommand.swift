import Foundation
import QuizCore

/// `quiz check BANK…`: validates banks and lists every problem.
public enum CheckCommand {
  /// Checks every bank; returns the exit code and the lines for stdout and stderr.
  ///
  /// 0 when no bank has an error (warnings allowed), 66 when a file is missing or
  /// unreadable, else 65 when any bank has errors.
  public static func run(_ paths: [String]) -> (code: Int32, output: [String], errors: [String]) {
    var code: Int32 = 0
    var output: [String] = []
    var errors: [String] = []
    for path in paths {
      let shown = TextSafety.escaped(path)
      do {
        let bank = try QuestionBank.load(contentsOf: URL(fileURLWithPath: path), displayPath: path)
        errors += bank.warnings.map { "\(shown): warning: \($0)" }
        let warnings = bank.warnings.count
        let warned = warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")"
        let count = bank.questions.count
        output.append("\(shown): ok, \(count) question\(count == 1 ? "" : "s")\(warned)")
      } catch {
        switch error {
        case .invalid(_, let issues):
          errors += issues.map { "\(shown): \($0.severity.rawValue): \($0)" }
        default:
          errors.append("\(error)")
        }
        code = max(code, error.exitCode)
      }
    }
    return (code, output, errors)
  }
}
