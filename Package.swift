// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "quiz",
  products: [
    .executable(name: "quiz", targets: ["quiz"]),
    .library(name: "QuizCore", targets: ["QuizCore"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "QuizUI", targets: ["QuizUI"]),
    .library(name: "QuizSystem", targets: ["QuizSystem"]),
    .library(name: "QuizTerminal", targets: ["QuizTerminal"]),
  ],
  targets: [
    .target(name: "CLibc"),
    // The top-level Resources/ folder is compiled into QuizCore (see Plugins/EmbedResources),
    // so the built `quiz` works when copied alone.
    .executableTarget(name: "ResourceEmbedder"),
    .plugin(
      name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
    .target(name: "QuizCore", plugins: ["EmbedResources"]),
    // The pipeline a key travels, one module per stage (README, "How the code is laid out").
    // Bytes <-> keys, cells <-> bytes, text width: no QuizCore.
    .target(name: "TerminalKit"),
    // A game and keys -> frames, plain lines and JSON: pure, no libc, no files.
    .target(name: "QuizUI", dependencies: ["QuizCore", "TerminalKit"]),
    // libc, the terminal device, atomic files, locks, the progress and statistics stores.
    .target(name: "QuizSystem", dependencies: ["QuizCore", "CLibc"]),
    // The commands, import, packs, the two drivers and the wiring.
    .target(
      name: "QuizTerminal", dependencies: ["QuizCore", "TerminalKit", "QuizUI", "QuizSystem"]),
    .executableTarget(name: "quiz", dependencies: ["QuizCore", "QuizTerminal"]),
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    // The seeded input mutator the mutation tests of both modules share.
    .target(name: "MutationSupport", dependencies: ["QuizCore"], path: "Tests/MutationSupport"),
    // Programs nobody here wrote (ImageMagick, Python), run by the tests of both modules.
    .target(
      name: "TestTools", dependencies: ["QuizCore", "CPseudoTerminal"], path: "Tests/TestTools"),
    .testTarget(
      name: "QuizCoreTests",
      // QuizSystem gives the loading tests the real files behind QuizCore's FileAccess.
      dependencies: ["QuizCore", "QuizSystem", "MutationSupport", "TestTools"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "QuizTerminalTests",
      dependencies: [
        "QuizTerminal", "QuizSystem", "QuizUI", "TerminalKit", "QuizCore", "CPseudoTerminal",
        "MutationSupport", "TestTools",
      ],
      exclude: ["Snapshots", "Fixtures"]
    ),
    .testTarget(
      name: "QuizCLITests", dependencies: ["QuizCore", "CPseudoTerminal", "TestTools", "quiz"],
      exclude: ["Shells"]),
  ]
)
