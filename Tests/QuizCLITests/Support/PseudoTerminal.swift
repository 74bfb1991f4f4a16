import CPseudoTerminal
import TestTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair with one child process running on its terminal side, for
/// end-to-end tests of programs that need a real terminal.
///
/// The child is started with `posix_spawn` and `POSIX_SPAWN_SETSID`: it becomes a session
/// leader without a controlling terminal, and the spawn's first file action opens the
/// terminal side *without* `O_NOCTTY`, which makes it the child's controlling terminal
/// (Linux; glibc runs setsid before the file actions). Foundation's `Process` cannot do this.
final class PseudoTerminal {
  /// How a child ended.
  enum ExitStatus: Equatable {
    /// `exit(code)`.
    case exited(Int32)
    /// Killed by this signal.
    case signaled(Int32)
  }

  /// The terminal modes of a termios, comparable with `==`.
  struct Modes: Equatable {
    var input: UInt32
    var output: UInt32
    var control: UInt32
    var local: UInt32
    var controlCharacters: [UInt8]

    /// True when canonical mode (ICANON) and echo (ECHO) are both off.
    var isRaw: Bool { local & UInt32(ICANON | ECHO) == 0 }
  }

  /// The controller side: what a terminal emulator would hold.
  let controller: Int32
  /// The terminal side, kept open here so its modes survive the child and can be read.
  let terminal: Int32
  /// The terminal side's device path, e.g. `/dev/pts/3`.
  let path: String
  /// Everything read from the controller so far.
  private(set) var output: [UInt8] = []
  /// The running child, if any.
  private(set) var pid: pid_t = 0

  /// Opens a pair with the given window size.
  init(rows: Int = 24, columns: Int = 80) throws {
    var name = [CChar](repeating: 0, count: 128)
    let fd = clibc_open_pty(&name, name.count)
    guard fd >= 0 else { throw Failure("clibc_open_pty failed, errno \(errno)") }
    controller = fd
    path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else { throw Failure("cannot open \(path), errno \(errno)") }
    guard clibc_set_window_size(terminal, Int32(rows), Int32(columns)) == 0 else {
      throw Failure("TIOCSWINSZ failed, errno \(errno)")
    }
  }

  deinit {
    if pid > 0 {
      kill(pid, SIGKILL)
      _ = waitForExit(timeout: 2)
    }
    close(controller)
    close(terminal)
  }

  /// The terminal side's current modes (`tcgetattr`).
  func modes() throws -> Modes {
    var value = termios()
    guard tcgetattr(terminal, &value) == 0 else { throw Failure("tcgetattr errno \(errno)") }
    let characters = withUnsafeBytes(of: value.c_cc) { Array($0) }
    return Modes(
      input: value.c_iflag, output: value.c_oflag, control: value.c_cflag,
      local: value.c_lflag, controlCharacters: characters)
  }

  /// Changes the window size (`TIOCSWINSZ`); the kernel sends SIGWINCH to the foreground.
  func resize(rows: Int, columns: Int) throws {
    guard clibc_set_window_size(terminal, Int32(rows), Int32(columns)) == 0 else {
      throw Failure("TIOCSWINSZ failed, errno \(errno)")
    }
  }

  /// Starts `executable` with `arguments` on the terminal side (stdin, stdout, stderr and
  /// controlling terminal), with exactly `environment`.
  ///
  /// Unless `firstStart`, the home is a player's who has started quiz before: its state
  /// folder gets the mark of the how-to-play card, so a game opens on its first question.
  func launch(
    _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:],
    firstStart: Bool = false
  ) throws {
    if !firstStart { QuizRunner.markCardSeen(environment) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    // Nothing else of the test process (another test's pipes, terminals or a file being
    // written, which would then be "busy" to run) reaches the child.
    _ = clibc_spawn_close_from(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    // NB: POSIX_SPAWN_SETSID (0x80) sits behind _GNU_SOURCE, which Swift's Glibc lacks.
    let setSessionID: Int16 = 0x80
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | setSessionID)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure("posix_spawn \(executable): errno \(result)") }
    pid = child
  }

  /// Writes `text` to the controller, as if typed.
  func type(_ text: String) throws { try type(Array(text.utf8)) }

  /// Writes `bytes` to the controller, as if typed.
  func type(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw Failure("write to controller failed, errno \(errno)") }
      offset += count
    }
  }

  /// Reads output until `pattern` appears in everything read so far or the time runs out
  /// (`timeout` seconds, stretched as ``Patience`` says: a hang detector); returns whether it
  /// appeared.
  @discardableResult
  func waitForOutput(containing pattern: String, timeout: Double = 5) -> Bool {
    let needle = Array(pattern.utf8)
    return waitForOutput(timeout: Patience.limit(timeout)) { output in
      output.count >= needle.count
        && (0...(output.count - needle.count)).contains {
          output[$0..<$0 + needle.count].elementsEqual(needle)
        }
    }
  }

  /// Reads output for `timeout` seconds or until `done` says enough (or the child side closes).
  func waitForOutput(timeout: Double, until done: ([UInt8]) -> Bool = { _ in false }) -> Bool {
    let deadline = now() + timeout
    while !done(output) {
      let left = deadline - now()
      guard left > 0 else { return false }
      var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, Int32(left * 1000) + 1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return done(output) }
      output += buffer.prefix(count)
    }
    return true
  }

  /// Everything read so far as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Sends `signal` to the child (`kill(2)`).
  func send(_ signal: Int32) {
    if pid > 0 { kill(pid, signal) }
  }

  /// Waits for the child to end (`waitpid`) up to `timeout` seconds, stretched as
  /// ``Patience`` says (a hang detector); nil if it did not.
  func waitForExit(timeout: Double = 5) -> ExitStatus? {
    guard pid > 0 else { return nil }
    let deadline = now() + Patience.limit(timeout)
    while now() < deadline {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        pid = 0
        // The WIFEXITED / WEXITSTATUS macros, which Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
      }
      if result < 0 && errno != EINTR { return nil }
      usleep(2000)
    }
    return nil
  }

  private func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A harness set-up failure.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
