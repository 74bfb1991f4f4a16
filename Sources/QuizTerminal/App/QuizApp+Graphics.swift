import QuizUI

extension QuizApp {
  /// How a full-screen game decides how to draw pictures: `--graphics` in `environment`.
  static func graphicsSetup(
    _ output: OutputOptions, environment: [String: String]
  ) -> GraphicsSetup {
    GraphicsSetup(choice: output.graphics, environment: environment)
  }
}
