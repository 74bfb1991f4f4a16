import QuizCore
import QuizSystem
import QuizUI

extension ExportCommand {
  /// Runs the export: the lines go to stderr and stdout, the property list to stdout with
  /// `-o -`.
  public func run(in environment: AppEnvironment) -> Int32 {
    let output = environment.output
    let outcome = Self.perform(
      request, environment: environment.variables, terminal: environment.outputIsTerminal)
    for line in outcome.errors { environment.complain(line, prefix: false) }
    if let bytes = outcome.standardOutput {
      do {
        try output.write([UInt8](bytes))
      } catch {
        // A reader that went away (`quiz export … -o - | head`) needs no message.
        if error != .closed {
          environment.complain(environment.strings.commandErrors.cannotWriteOutput)
        }
        return ExitCode.ioError
      }
    }
    let printed = environment.say(outcome.output.map { $0 + "\n" }.joined())
    return printed == ExitCode.success ? outcome.code : printed
  }
}
