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
    // The top-level Resources/ folder is compiled into QuizCore (see Plugins/EmbedResources),
    // so the built `quiz` works when copied alone.
    .executableTarget(name: "ResourceEmbedder"),
    .plugin(
      name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
    .target(name: "QuizCore", plugins: ["EmbedResources"]),
    .target(name: "QuizTerminal", dependencies: ["QuizCore", "CLibc"]),
    .executableTarget(name: "quiz", dependencies: ["QuizCore", "QuizTerminal"]),
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    // The seeded input mutator the mutation tests of both modules share.
    .target(name: "MutationSupport", dependencies: ["QuizCore"], path: "Tests/MutationSupport"),
    .testTarget(
      name: "QuizCoreTests", dependencies: ["QuizCore", "MutationSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "QuizTerminalTests",
      dependencies: ["QuizTerminal", "QuizCore", "CPseudoTerminal", "MutationSupport"],
      exclude: ["Snapshots", "Fixtures"]
    ),
    .testTarget(
      name: "QuizCLITests", dependencies: ["QuizCore", "CPseudoTerminal", "quiz"],
      exclude: ["Shells"]),
  ]
)
