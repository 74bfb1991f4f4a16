import Foundation
import QuizSystem
import QuizTerminal
import TestTools

/// Runs `quiz` as a script would: in-process, in an ``AppEnvironment`` of its own (its
/// stdout and stderr kept in memory), or as the built executable with pipes where the process
/// itself matters (a working folder, `TZ`, a crash; signals and pauses between writes).
enum QuizRunner {
  /// How a run ended and what it wrote.
  struct Result {
    /// Everything written to stdout.
    var stdout: [UInt8]
    /// Everything written to stderr.
    var stderr: [UInt8]
    /// The exit code, or nil when the process died of a signal.
    var exitCode: Int32?
    /// The signal that ended the process, if one did.
    var signal: Int32?
    /// True when the run hit its timeout and was killed.
    var timedOut: Bool

    /// Stdout as text.
    var output: String { String(decoding: stdout, as: UTF8.self) }
    /// Stderr as text.
    var errorOutput: String { String(decoding: stderr, as: UTF8.self) }
    /// Stdout split into lines, without the trailing empty one.
    var lines: [String] { output.split(separator: "\n").map(String.init) }
    /// Stderr split into lines, without the trailing empty one.
    var errorLines: [String] { errorOutput.split(separator: "\n").map(String.init) }
  }

  /// The built `quiz`, found next to the test product (`QUIZ_EXECUTABLE` overrides).
  static let executable: URL = {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["QUIZ_EXECUTABLE"] {
      candidates.append(URL(fileURLWithPath: path))
    }
    // NB: on Linux the test product is a plain executable, so `Bundle.main` is its folder;
    // on macOS it is an `.xctest` bundle inside that folder.
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("quiz"))
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("quiz"))
    }
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    candidates.append(me.deletingLastPathComponent().appendingPathComponent("quiz"))
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }()

  /// Writing the input of a child that already ended must fail with EPIPE, not kill the tests.
  private static let ignoreBrokenPipe: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// An environment with nothing from the developer's shell: no terminal, no colour hints,
  /// and a home that the run may not leave anything in.
  static func environment(home: URL, _ extra: [String: String] = [:]) -> [String: String] {
    let base = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_STATE_HOME": home.appendingPathComponent(".state").path,
    ]
    return base.merging(extra) { _, new in new }
  }

  /// Marks the how-to-play card seen in the state folder `environment` names, as for a
  /// player who has started quiz before, so a terminal game opens on its first question
  /// (see ``PseudoTerminal/launch(_:_:environment:firstStart:)``).
  static func markCardSeen(_ environment: [String: String]) {
    let state =
      environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? environment["HOME"].map {
        URL(fileURLWithPath: $0).appendingPathComponent(".local/state")
      }
    guard let folder = state?.appendingPathComponent("quiz") else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    FileManager.default.createFile(
      atPath: folder.appendingPathComponent("how-to-play-seen").path, contents: Data())
  }

  /// The variables only a process of its own can be given: the time zone `localtime` reads
  /// and the crash a test asks for.
  private static let processVariables: Set<String> = ["TZ", "QUIZ_TEST_CRASH"]

  /// Runs `quiz arguments` with `input` on stdin, in `directory`, and waits up to `timeout`
  /// seconds (stretched as ``Patience`` says: a hang detector); a run that takes longer is
  /// reported with `timedOut` (a process is killed). The run is in-process unless it needs a
  /// process: a working folder, or an environment with `TZ` or `QUIZ_TEST_CRASH`
  /// (`QUIZ_TEST_PROCESSES=1` in the tests' environment starts a process for every run).
  static func run(
    _ arguments: [String], input: [UInt8] = [], environment: [String: String]? = nil,
    in directory: URL? = nil, timeout: Double = 20
  ) throws -> Result {
    let variables =
      environment
      ?? Self.environment(
        home: FileManager.default.temporaryDirectory.appendingPathComponent("quiz-cli-no-home"))
    if directory == nil, processVariables.isDisjoint(with: variables.keys),
      ProcessInfo.processInfo.environment["QUIZ_TEST_PROCESSES"] == nil
    {
      return try runInProcess(arguments, input: input, environment: variables, timeout: timeout)
    }
    return try runProcess(
      arguments, input: input, environment: variables, in: directory, timeout: timeout)
  }

  /// Runs the built `quiz` executable itself, as ``run(_:input:environment:in:timeout:)``
  /// would in-process: for the tests that hold the real program to the same bytes.
  static func runProcess(
    _ arguments: [String], input: [UInt8] = [], environment: [String: String]? = nil,
    in directory: URL? = nil, timeout: Double = 20
  ) throws -> Result {
    try run(
      executable: executable, arguments, input: input, environment: environment,
      in: directory, timeout: timeout)
  }

  /// Runs `quiz arguments` inside this process, on a thread of its own, with `input` on a
  /// pipe as its stdin and its stdout and stderr kept in memory.
  private static func runInProcess(
    _ arguments: [String], input: [UInt8], environment: [String: String], timeout: Double
  ) throws -> Result {
    _ = ignoreBrokenPipe
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    let output = OutputWriter.Capture()
    let errors = OutputWriter.Capture()
    let world = AppEnvironment(
      variables: environment, input: ends[0], output: output, errors: errors)
    let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    Thread {
      // The run may stop reading early (e.g. after `finished`); EPIPE is expected then.
      _ = try? writer.write(contentsOf: Data(input))
      try? writer.close()
    }.start()
    let ended = DispatchSemaphore(value: 0)
    let code = Code()
    let reader = ends[0]
    let thread = Thread {
      code.value = QuizApp.run(arguments, in: world)
      close(reader)
      ended.signal()
    }
    // Deep recursion in a debug build needs the stack a main thread has.
    thread.stackSize = 8 << 20
    thread.start()
    let timedOut = ended.wait(timeout: .now() + Patience.limit(timeout)) == .timedOut
    return Result(
      stdout: output.bytes, stderr: errors.bytes, exitCode: timedOut ? nil : code.value,
      signal: nil, timedOut: timedOut)
  }

  /// The exit code an in-process run returned.
  private final class Code: @unchecked Sendable {
    private let lock = NSLock()
    private var code: Int32?
    var value: Int32? {
      get { lock.withLock { code } }
      set { lock.withLock { code = newValue } }
    }
  }

  /// Runs `quiz arguments` with `input` (text) on stdin.
  static func run(
    _ arguments: [String], input: String, environment: [String: String]? = nil,
    in directory: URL? = nil, timeout: Double = 20
  ) throws -> Result {
    try run(
      arguments, input: Array(input.utf8), environment: environment, in: directory,
      timeout: timeout)
  }

  /// Runs `quiz arguments` writing `chunks` to stdin with `pause` seconds between them, as a
  /// slow typist or a script with delays would.
  static func run(
    _ arguments: [String], chunks: [[UInt8]], pause: Double,
    environment: [String: String]? = nil, timeout: Double = 20
  ) throws -> Result {
    try run(
      executable: executable, arguments, chunks: chunks, pause: pause,
      environment: environment, timeout: timeout)
  }

  /// Runs any `executable` the same way (e.g. `/bin/sh -c` for a pipeline).
  static func run(
    executable: URL, _ arguments: [String], input: [UInt8] = [], chunks: [[UInt8]]? = nil,
    pause: Double = 0, environment: [String: String]? = nil, in directory: URL? = nil,
    timeout: Double = 20
  ) throws -> Result {
    _ = ignoreBrokenPipe
    let scratch = FileManager.default.temporaryDirectory
    let child = try Spawn(
      executable.path, arguments,
      environment: environment
        ?? Self.environment(home: scratch.appendingPathComponent("quiz-cli-no-home")),
      directory: directory?.path)

    // The readers and the writer block, each on a thread of its own: on Dispatch's shared
    // threads, runs side by side could leave a writer waiting for a thread past the timeout.
    let collected = Collected()
    let group = DispatchGroup()
    for (handle, isError) in [(child.output, false), (child.error, true)] {
      group.enter()
      Thread {
        collected.store(handle.readAllBytes(), isError: isError)
        group.leave()
      }.start()
    }
    let writer = child.input
    let pieces = chunks ?? [input]
    Thread {
      // The child may stop reading early (e.g. after `finished`); EPIPE is expected then.
      for (index, piece) in pieces.enumerated() {
        if index > 0 { usleep(UInt32(pause * 1_000_000)) }
        _ = try? writer.write(contentsOf: Data(piece))
      }
      try? writer.close()
    }.start()

    let deadline = Date().addingTimeInterval(Patience.limit(timeout))
    var timedOut = false
    var ended = child.poll()
    while ended == nil {
      if Date() > deadline {
        timedOut = true
        kill(child.pid, SIGKILL)
        break
      }
      usleep(2000)
      ended = child.poll()
    }
    let status = ended ?? child.wait()
    group.wait()
    return Result(
      stdout: collected.stdout, stderr: collected.stderr, exitCode: status.exitCode,
      signal: status.signal, timedOut: timedOut)
  }

  /// Output gathered by the reader threads.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out: [UInt8] = []
    private var err: [UInt8] = []

    func store(_ bytes: [UInt8], isError: Bool) {
      lock.lock()
      defer { lock.unlock() }
      if isError { err = bytes } else { out = bytes }
    }

    var stdout: [UInt8] { lock.withLock { out } }
    var stderr: [UInt8] { lock.withLock { err } }
  }
}
