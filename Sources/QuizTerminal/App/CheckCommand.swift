import Foundation
import QuizCore
import QuizUI

/// `quiz check BANK…`: validates banks and lists every problem.
public struct CheckCommand: QuizCommand {
  static let sharesGameOptions = true

  /// The bank files to check.
  public var banks: [String]

  /// Checks `banks`.
  public init(banks: [String]) {
    self.banks = banks
  }

  static let declaration = CommandDeclarations.Command(
    id: .check, name: "check", summary: "validate banks", options: [CommandDeclarations.help],
    operand: CommandDeclarations.bankFile, synopsis: "BANK.plist…")

  /// check validates files and prints its own lines: an option of playing that would change
  /// a game or its output is refused by name, `--date` as it is for a game.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    if parsed.given(.date) { throw UsageError(.dateWithoutCommand) }
    if parsed.operands.isEmpty { throw UsageError(.checkNeedsBank) }
    if let option = parsed.firstRefused(
      accepting: Self.declaration.options, in: CommandDeclarations.gameOptions.options)
    {
      throw UsageError(.optionNotWithCommand(option: option, command: Self.declaration.name))
    }
    banks = parsed.operands
  }

  /// Checks every bank; returns the exit code and the lines for stdout and stderr.
  ///
  /// 0 when no bank has an error (warnings allowed), 66 when a file is missing or
  /// unreadable, else 65 when any bank has errors.
  public static func check(_ paths: [String], strings: Strings = .english) -> (
    code: Int32, output: [String], errors: [String]
  ) {
    var code: Int32 = 0
    var output: [String] = []
    var errors: [String] = []
    for path in paths {
      let shown = TextSafety.escaped(path)
      do {
        let bank = try QuestionBank.load(contentsOf: URL(fileURLWithPath: path), displayPath: path)
        errors += lines(for: bank.warnings, path: shown, text: strings.bankErrors)
        output.append(
          "\(shown): "
            + strings.checkOK(
              Strings.CheckedBank(questions: bank.questions.count, warnings: bank.warnings.count)))
      } catch {
        switch error {
        case .invalid(_, let issues):
          errors += lines(for: issues, path: shown, text: strings.bankErrors)
        default:
          errors.append(strings.bankErrors.bankError(error))
        }
        code = max(code, error.exitCode)
      }
    }
    return (code, output, errors)
  }

  /// One line per question, key and severity, in the order the issues come: the problems
  /// of one line are joined with "; " (`answer: needs 2 × P, options have 0; needs 1 × E,
  /// options have 0`), worded by `text`.
  static func lines(
    for issues: [BankIssue], path: String, text: BankErrorText = .english
  ) -> [String] {
    var groups: [(first: BankIssue, more: [BankProblem])] = []
    for issue in issues {
      if let index = groups.firstIndex(where: {
        $0.first.question == issue.question && $0.first.key == issue.key
          && $0.first.severity == issue.severity
      }) {
        groups[index].more.append(issue.problem)
      } else {
        groups.append((issue, []))
      }
    }
    return groups.map { group in
      text.checkLine(
        .init(path: path, severity: group.first.severity, first: group.first, more: group.more))
    }
  }

  /// Checks the banks: what they say on stdout, the errors on stderr.
  public func run(in environment: AppEnvironment) -> Int32 {
    let result = Self.check(banks, strings: environment.strings)
    for line in result.errors { environment.complain(line, prefix: false) }
    let printed = environment.say(result.output.map { $0 + "\n" }.joined())
    return printed == ExitCode.success ? result.code : printed
  }
}
