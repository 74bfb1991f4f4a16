// swift-tools-version:6.0
import PackageDescription

/// Test targets are compiled as one whole module each: every `@Test` and `#expect` macro is
/// expanded and type-checked once, not again by each batch job and the separate module job
/// (about a fifth less processor time for a fresh build).
let wholeModule: [SwiftSetting] = [
  .unsafeFlags(["-wmo", "-num-threads", "2", "-no-emit-module-separately-wmo"])
]

/// The modules whose arithmetic the tests and a debug game run most (decoding, drawing,
/// text widths) are optimised in debug builds too: the test run takes half the processor
/// time, and `swift run quiz` draws and decodes as fast as a release build.
let optimised: [SwiftSetting] = [.unsafeFlags(["-O"])]

let package = Package(
  name: "quiz",
  products: [
    .executable(name: "quiz", targets: ["quiz"]),
    .library(name: "QuizCore", targets: ["QuizCore"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "QuizUI", targets: ["QuizUI"]),
    .library(name: "TerminalImages", targets: ["TerminalImages"]),
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
    // The rules, the banks and the pictures: decoding, and the PNG writer and its deflate
    // (`quiz import` writes PNGs; kitty and iTerm2 images carry them).
    .target(name: "QuizCore", swiftSettings: optimised, plugins: ["EmbedResources"]),
    // The pipeline a key travels, one module per stage (README, "How the code is laid out").
    // Bytes <-> keys, cells <-> bytes, text width: no QuizCore.
    .target(name: "TerminalKit", swiftSettings: optimised),
    // A game and keys -> frames, plain lines and JSON: pure, no libc, no files.
    .target(
      name: "QuizUI", dependencies: ["QuizCore", "TerminalKit", "PictureScore"],
      swiftSettings: optimised),
    // How close a picture drawn in half blocks looks to the picture (SSIM over every screen
    // pixel): the renderer measures each picture it draws in 16 and 256 colours.
    .target(name: "PictureScore", swiftSettings: optimised),
    // Pictures as terminal images: the kitty, sixel and iTerm2 encoders, the terminal's answers
    // about them and the choice of protocol. The UI says where a picture goes, this its bytes.
    .target(
      name: "TerminalImages", dependencies: ["QuizCore", "TerminalKit"], swiftSettings: optimised),
    // libc, the terminal device, atomic files, locks, the progress and statistics stores.
    .target(name: "QuizSystem", dependencies: ["QuizCore", "CLibc"]),
    // The commands, import, packs, the two drivers and the wiring.
    .target(
      name: "QuizTerminal",
      dependencies: [
        "QuizCore", "TerminalKit", "QuizUI", "TerminalImages", "QuizSystem",
      ]),
    .executableTarget(name: "quiz", dependencies: ["QuizCore", "QuizTerminal"]),
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    // The seeded input mutator the mutation tests of QuizCore and QuizUI share.
    .target(name: "MutationSupport", dependencies: ["QuizCore"], path: "Tests/MutationSupport"),
    // Programs nobody here wrote (ImageMagick, Python), run by the tests of several modules,
    // the sample pictures and terminal answers the image tests share, and the waits and
    // traits of tests that block (Patience, .ownThreads, .rawModeGate).
    .target(
      name: "TestTools", dependencies: ["QuizCore", "TerminalImages", "CPseudoTerminal"],
      path: "Tests/TestTools"),
    // The puzzles, session runs, terminal model and error samples the tests of QuizUI and
    // QuizTerminal share.
    .target(
      name: "UITestSupport", dependencies: ["QuizCore", "QuizUI", "TerminalKit"],
      path: "Tests/UITestSupport"),
    // Pictures as drawn read back to pixels, and their SSIM: arithmetic over every pixel,
    // compiled optimised so the picture tests take a second rather than ten.
    .target(
      name: "PictureMeasure", dependencies: ["QuizCore", "QuizUI", "TerminalKit"],
      path: "Tests/PictureMeasure", swiftSettings: optimised + wholeModule),
    .testTarget(
      name: "QuizCoreTests",
      // QuizSystem gives the loading tests the real files behind QuizCore's FileAccess.
      dependencies: ["QuizCore", "QuizSystem", "MutationSupport", "TestTools"],
      exclude: ["Fixtures"], swiftSettings: wholeModule),
    .testTarget(
      name: "TerminalKitTests", dependencies: ["TerminalKit", "TestTools"], exclude: ["Fixtures"],
      swiftSettings: wholeModule),
    .testTarget(
      name: "QuizUITests",
      dependencies: [
        "QuizUI", "TerminalKit", "QuizCore", "MutationSupport", "UITestSupport", "PictureMeasure",
        "PictureScore",
      ],
      exclude: ["Snapshots"], swiftSettings: wholeModule),
    .testTarget(
      name: "QuizSystemTests", dependencies: ["QuizSystem", "QuizCore"],
      swiftSettings: wholeModule),
    .testTarget(
      name: "QuizTerminalTests",
      dependencies: [
        "QuizTerminal", "QuizSystem", "QuizUI", "TerminalImages", "TerminalKit", "QuizCore",
        "CPseudoTerminal", "TestTools", "UITestSupport",
      ],
      exclude: ["Snapshots"], swiftSettings: wholeModule),
    .testTarget(
      name: "TerminalImagesTests",
      dependencies: ["TerminalImages", "TerminalKit", "QuizCore", "TestTools"],
      swiftSettings: wholeModule),
    .testTarget(
      name: "QuizCLITests",
      dependencies: [
        "QuizCore", "QuizSystem", "QuizTerminal", "CPseudoTerminal", "TestTools", "quiz",
      ],
      exclude: ["Shells"], swiftSettings: wholeModule),
  ]
)
