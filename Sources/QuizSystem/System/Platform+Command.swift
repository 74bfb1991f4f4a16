import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  /// The standard output of a short command (`posix_spawnp(3)`, found on `PATH`), its
  /// standard input and error on `/dev/null`: at most `limit` bytes, waited for at most
  /// `timeoutMilliseconds` (then the command is killed); `nil` when it cannot be started,
  /// takes too long or does not exit 0.
  package static func commandOutput(
    _ arguments: [String], timeoutMilliseconds: Int, limit: Int = 4096
  ) -> String? {
    guard let program = arguments.first else { return nil }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    defer { close(readEnd) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var child: pid_t = 0
    let started = posix_spawnp(&child, program, &actions, nil, cArguments, environ)
    close(writeEnd)
    guard started == 0 else { return nil }
    var output: [UInt8] = []
    let deadline = monotonicMilliseconds() + timeoutMilliseconds
    reading: while output.count <= limit {
      let left = deadline - monotonicMilliseconds()
      guard left > 0 else { break }
      var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left, Int(Int32.max))))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      switch readSome(readEnd, capacity: 1024) {
      case .success(let bytes) where bytes.isEmpty: break reading
      case .success(let bytes): output += bytes
      case .failure(let failure) where failure.code == EINTR: continue
      case .failure: break reading
      }
    }
    var status: Int32 = 0
    // Its output ended: it exits at once, or is killed at the deadline (too slow, or too
    // talkative).
    while waitpid(child, &status, WNOHANG) == 0 {
      guard monotonicMilliseconds() < deadline, output.count <= limit else {
        kill(child, SIGKILL)
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return nil
      }
      usleep(1000)
    }
    // WIFEXITED && WEXITSTATUS == 0, which Swift does not import as macros.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0, output.count <= limit else {
      return nil
    }
    return String(decoding: output, as: UTF8.self)
  }
}
