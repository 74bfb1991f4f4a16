// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for quiz's parsers. Build and run one with `FuzzTesting/run TARGET SECONDS`;
// see "Fuzzing" in docs/internals.md. Each target is a static library defining
// `LLVMFuzzerTestOneInput`; the script links it with `-sanitize=fuzzer,address`, and libFuzzer
// brings `main` (an executable target would bring an entry point of its own).
let package = Package(
  name: "FuzzTesting",
  products: [
    .library(name: "FuzzKeys", type: .static, targets: ["FuzzKeys"]),
    .library(name: "FuzzBank", type: .static, targets: ["FuzzBank"]),
    .library(name: "FuzzXPM", type: .static, targets: ["FuzzXPM"]),
    .library(name: "FuzzNetpbm", type: .static, targets: ["FuzzNetpbm"]),
    .library(name: "FuzzProgress", type: .static, targets: ["FuzzProgress"]),
    .library(name: "FuzzPNG", type: .static, targets: ["FuzzPNG"]),
    .library(name: "FuzzCSV", type: .static, targets: ["FuzzCSV"]),
    .library(name: "FuzzStats", type: .static, targets: ["FuzzStats"]),
    .library(name: "FuzzReplay", type: .static, targets: ["FuzzReplay"]),
    .library(name: "FuzzJPEG", type: .static, targets: ["FuzzJPEG"]),
    .library(name: "FuzzGIF", type: .static, targets: ["FuzzGIF"]),
  ],
  dependencies: [
    .package(name: "quiz", path: "..")
  ],
  targets: [
    .target(
      name: "FuzzKeys",
      dependencies: [.product(name: "TerminalKit", package: "quiz")]
    ),
    .target(
      name: "FuzzBank",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzXPM",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzNetpbm",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzProgress",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzPNG",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzCSV",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzJPEG",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzGIF",
      dependencies: [.product(name: "QuizCore", package: "quiz")]
    ),
    .target(
      name: "FuzzStats",
      dependencies: [
        .product(name: "QuizCore", package: "quiz"),
        .product(name: "QuizUI", package: "quiz"),
        .product(name: "TerminalKit", package: "quiz"),
      ]
    ),
    .target(
      name: "FuzzReplay",
      dependencies: [
        .product(name: "QuizTerminal", package: "quiz"),
        .product(name: "TerminalKit", package: "quiz"),
      ]
    ),
  ]
)
