// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "quiz",
  products: [
    .executable(name: "quiz", targets: ["quiz"]),
    .library(name: "QuizCore", targets: ["QuizCore"]),
    .library(name: "QuizTerminal", targets: ["QuizTerminal"]),
  ],
  targets: [
    .target(name: "CLibc"),
    .target(
      name: "QuizCore",
      resources: [.copy("../../Resources")]
    ),
    .target(name: "QuizTerminal", dependencies: ["QuizCore", "CLibc"]),
    .executableTarget(name: "quiz", dependencies: ["QuizCore", "QuizTerminal"]),
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    .testTarget(name: "QuizCoreTests", dependencies: ["QuizCore"], exclude: ["Fixtures"]),
    .testTarget(
      name: "QuizTerminalTests",
      dependencies: ["QuizTerminal", "QuizCore", "CPseudoTerminal"],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "QuizCLITests", dependencies: ["QuizCore", "CPseudoTerminal", "quiz"]),
  ]
)
