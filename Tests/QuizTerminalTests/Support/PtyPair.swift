import CPseudoTerminal
import Foundation
import TestTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bare pseudo-terminal pair for in-process `Terminal` tests.
final class PtyPair {
  let controller: Int32
  let terminal: Int32

  init(rows: Int32 = 24, columns: Int32 = 80) {
    var name = [CChar](repeating: 0, count: 128)
    controller = clibc_open_pty(&name, name.count)
    precondition(controller >= 0, "clibc_open_pty failed")
    terminal = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    precondition(terminal >= 0, "cannot open the terminal side")
    _ = clibc_set_window_size(terminal, rows, columns)
  }

  deinit {
    close(controller)
    close(terminal)
  }

  /// The terminal side's local and output flags.
  func flags() -> (local: UInt32, output: UInt32, input: UInt32) {
    var value = termios()
    tcgetattr(terminal, &value)
    return (value.c_lflag, value.c_oflag, value.c_iflag)
  }

  /// The raw termios bytes of the terminal side, for whole-value comparison.
  func snapshot() -> [UInt8] {
    var value = termios()
    tcgetattr(terminal, &value)
    return withUnsafeBytes(of: value) { Array($0) }
  }

  /// Reads what the program wrote, for up to `milliseconds` or until `count` bytes came.
  func readOutput(count: Int, milliseconds: Int32 = 2000) -> String {
    var bytes: [UInt8] = []
    while bytes.count < count {
      var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, milliseconds) > 0 else { break }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let got = read(controller, &buffer, buffer.count)
      guard got > 0 else { break }
      bytes += buffer.prefix(got)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Reads what the program wrote until it holds `text`, for up to `seconds` (a hang
  /// detector: it returns as soon as `text` came); what was read.
  func readOutput(until text: String, seconds: Double = Patience.floor) -> String {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    while !String(decoding: bytes, as: UTF8.self).contains(text) {
      let left = Int32(max(0, min(deadline.timeIntervalSinceNow, 1)) * 1000)
      var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard left > 0, poll(&entry, 1, left) >= 0 else { break }
      guard entry.revents != 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let got = read(controller, &buffer, buffer.count)
      guard got > 0 else { break }
      bytes += buffer.prefix(got)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `condition` came true within `seconds`, checked every 2 ms (a hang detector:
  /// it returns as soon as it holds).
  static func wait(seconds: Double = Patience.floor, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      guard Date() < deadline else { return false }
      usleep(2000)
    }
    return true
  }

  /// Whether signal `number` sent to this process (`kill(getpid(), …)`) waits for a thread
  /// to take it: its bit in the process's shared pending set (`ShdPnd` in
  /// `/proc/self/status`).
  static func signalPending(_ number: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("ShdPnd:") }),
      let mask = UInt64(
        line.dropFirst("ShdPnd:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return false }
    return mask & (1 << UInt64(number - 1)) != 0
  }

  /// How many bytes wait to be read in the pipe or terminal on `fd`.
  static func pendingBytes(_ fd: Int32) -> Int {
    Int(clibc_pending_bytes(fd))
  }

  /// Types `bytes` on the controller side.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }
}
