// swift-tools-version:6.0
import PackageDescription

// Benchmarks that need QuizCore's code in-process. `Benchmarks/run` builds and runs them in
// release mode; they are not part of `swift build` or CI.
let package = Package(
  name: "Benchmarks",
  dependencies: [
    .package(name: "quiz", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "PNGBench",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .executableTarget(
      name: "JPEGBench",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .executableTarget(
      name: "BankBench",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .executableTarget(
      name: "SymbolBench",
      dependencies: [
        .product(name: "QuizCore", package: "quiz"),
        .product(name: "TerminalKit", package: "quiz"),
        .product(name: "QuizUI", package: "quiz"),
      ]
    ),
    .executableTarget(
      name: "ImageBench",
      dependencies: [
        .product(name: "QuizCore", package: "quiz"),
        .product(name: "TerminalKit", package: "quiz"),
        .product(name: "TerminalImages", package: "quiz"),
      ]
    ),
    .executableTarget(
      name: "FrameBench",
      dependencies: [
        .product(name: "QuizCore", package: "quiz"),
        .product(name: "QuizSystem", package: "quiz"),
        .product(name: "TerminalKit", package: "quiz"),
        .product(name: "QuizUI", package: "quiz"),
      ]
    ),
  ]
)
