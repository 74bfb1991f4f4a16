import CPseudoTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn`, its standard streams on pipes.
///
/// NB: Foundation's `Process.run()` on Linux scans `/proc/self/fd` with a copy that reads
/// past each directory entry (swift-corelibs-foundation issue 5472), which now and then
/// ends the whole test process with SIGSEGV when the suite starts hundreds of children;
/// the tests start theirs here instead.
public final class Spawn {
  /// The child's process ID.
  public let pid: pid_t
  /// The write end of the child's standard input.
  public let input: FileHandle
  /// The read end of its standard output.
  public let output: FileHandle
  /// The read end of its standard error.
  public let error: FileHandle
  private var status: Int32?

  /// Starts `executable` with `arguments` and exactly `environment`, in `directory` when
  /// given (through `/bin/sh`'s `cd`).
  public init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    directory: String? = nil
  ) throws {
    var program = executable
    var argv = [executable] + arguments
    if let directory {
      program = "/bin/sh"
      argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + arguments
    }
    var pipes: [(read: Int32, write: Int32)] = []
    for _ in 0..<3 {
      var ends: [Int32] = [0, 0]
      guard clibc_pipe_cloexec(&ends) == 0 else {
        throw POSIXError(.init(rawValue: errno) ?? .EIO)
      }
      pipes.append((ends[0], ends[1]))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes[0].read, 0)
    posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 1)
    posix_spawn_file_actions_adddup2(&actions, pipes[2].write, 2)
    // Nothing else of the test process (another test's pipes or terminals) reaches the child.
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
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (cArguments + cEnvironment).forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, program, &actions, &attributes, cArguments, cEnvironment)
    close(pipes[0].read)
    close(pipes[1].write)
    close(pipes[2].write)
    guard result == 0 else {
      for fd in [pipes[0].write, pipes[1].read, pipes[2].read] { close(fd) }
      throw POSIXError(.init(rawValue: result) ?? .EIO)
    }
    pid = child
    input = FileHandle(fileDescriptor: pipes[0].write, closeOnDealloc: true)
    output = FileHandle(fileDescriptor: pipes[1].read, closeOnDealloc: true)
    error = FileHandle(fileDescriptor: pipes[2].read, closeOnDealloc: true)
  }

  /// How the child ended, once it has (`waitpid` without waiting): its exit code, or the
  /// signal that ended it; nil while it runs.
  public func poll() -> (exitCode: Int32?, signal: Int32?)? {
    if status == nil {
      var value: Int32 = 0
      let result = waitpid(pid, &value, WNOHANG)
      if result == pid { status = value } else { return nil }
    }
    guard let status else { return nil }
    // The WIFEXITED / WEXITSTATUS macros, which Swift does not import.
    let signal = status & 0x7F
    return signal == 0 ? ((status >> 8) & 0xFF, nil) : (nil, signal)
  }

  /// Waits for the child to end; how it ended.
  @discardableResult
  public func wait() -> (exitCode: Int32?, signal: Int32?) {
    while true {
      if let ended = poll() { return ended }
      usleep(2000)
    }
  }
}
