import Foundation

/// Reading a recording the way other tools do: Python's json module for its lines, and
/// `asciinema cat` (run in a pseudo-terminal by `script`, as it opens /dev/tty) when
/// installed.
enum CastFile {
  /// The output events' bytes as Python's json module reads them, or nil when a line is not
  /// whole JSON (the script prints which).
  static func outputByPython(_ path: String) throws -> [UInt8]? {
    let script = """
      import json, sys
      text = open(sys.argv[1], encoding="utf-8").read()
      lines = text.split("\\n")
      assert lines[-1] == "", "the last line has no newline"
      header = json.loads(lines[0])
      assert header["version"] == 2, header
      out = sys.stdout.buffer
      for line in lines[1:-1]:
          time, code, data = json.loads(line)
          if code == "o":
              out.write(data.encode("utf-8", "surrogateescape"))
      """
    let result = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, path])
    return result.exitCode == 0 ? result.stdout : nil
  }

  /// True when `asciinema` is on the PATH.
  static var hasAsciinema: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema")
  }

  /// What `asciinema cat path` writes, and its exit code.
  static func asciinemaCat(_ path: String, into folder: URL) throws -> (Int32?, [UInt8]) {
    let out = folder.appendingPathComponent("cat-\(UUID().uuidString).out").path
    let result = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/script"),
      ["-qec", "asciinema cat '\(path)' > '\(out)'", "/dev/null"],
      environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "HOME": folder.path])
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: out))).map(Array.init) ?? []
    return (result.exitCode, bytes)
  }
}
