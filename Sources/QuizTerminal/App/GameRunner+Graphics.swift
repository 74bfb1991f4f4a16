import QuizUI

extension GameRunner {
  /// How a full-screen game decides how to draw pictures: `--graphics` in `environment`.
  static func graphicsSetup(
    _ output: OutputOptions, environment: AppEnvironment
  ) -> GraphicsSetup {
    GraphicsSetup(choice: output.graphics, environment: environment.variables)
  }
}
