import QuizCore
import QuizSystem
import QuizUI

extension QuizApp {
  /// `quiz export`: the lines go to stderr and stdout, the property list to stdout with
  /// `-o -`.
  static func export(
    _ request: ExportArguments, environment: [String: String], output: OutputWriter
  ) -> Int32 {
    let outcome = ExportCommand.run(
      request, environment: environment, terminal: Terminal.isTerminal(1))
    for line in outcome.errors { complain(line, prefix: false) }
    if let bytes = outcome.standardOutput {
      do {
        try output.write([UInt8](bytes))
      } catch {
        // A reader that went away (`quiz export … -o - | head`) needs no message.
        if error != .closed {
          complain(Strings.forEnvironment(environment).commandErrors.cannotWriteOutput)
        }
        return ExitCode.ioError
      }
    }
    let printed = say(outcome.output.map { $0 + "\n" }.joined(), to: output)
    return printed == ExitCode.success ? outcome.code : printed
  }
}
