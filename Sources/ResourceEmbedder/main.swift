import Foundation

// Writes a Swift source that holds every file under a folder, for the EmbedResources plugin:
//
//   ResourceEmbedder RESOURCES_FOLDER OUTPUT.swift
//   ResourceEmbedder --commit PACKAGE_FOLDER OUTPUT.swift
//
// Each file becomes one base64 string literal keyed by its path under the folder
// (`packs/en.plist`). String literals compile quickly at any size, unlike array literals.
// With `--commit`, the source holds the commit checked out in the package folder
// (`git rev-parse --short=12 HEAD`), or `nil` when the folder is not a git checkout or git
// is not installed: a build never fails for want of git.

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--commit" {
  writeCommit(package: arguments[2], output: URL(fileURLWithPath: arguments[3]))
  exit(0)
}
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: ResourceEmbedder FOLDER OUTPUT.swift\n".utf8))
  exit(64)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var files: [(path: String, data: Data)] = []
if let walker = FileManager.default.enumerator(
  at: folder, includingPropertiesForKeys: [.isRegularFileKey])
{
  for case let url as URL in walker {
    guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
      !url.lastPathComponent.hasPrefix(".")
    else { continue }
    let path = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
    do {
      files.append((path, try Data(contentsOf: url)))
    } catch {
      FileHandle.standardError.write(Data("ResourceEmbedder: cannot read \(url.path)\n".utf8))
      exit(66)
    }
  }
}
files.sort { $0.path < $1.path }

var source = """
  // Generated at build time by ResourceEmbedder from Resources/. Do not edit.

  extension BundledResources {
    /// Every file of `Resources/`, base64-encoded, by its path under that folder.
    static let base64Files: [String: String] = [

  """
for file in files {
  let path = file.path.replacingOccurrences(of: "\\", with: "\\\\")
    .replacingOccurrences(of: "\"", with: "\\\"")
  source += "    \"\(path)\": \"\(file.data.base64EncodedString())\",\n"
}
source += files.isEmpty ? "    :\n  ]\n}\n" : "  ]\n}\n"
do {
  try Data(source.utf8).write(to: output)
} catch {
  FileHandle.standardError.write(Data("ResourceEmbedder: cannot write \(output.path)\n".utf8))
  exit(74)
}

/// Writes the `BuildStamp.commit` source for the package folder at `package`.
func writeCommit(package: String, output: URL) {
  var commit: String? = nil
  if FileManager.default.fileExists(atPath: package + "/.git") {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", package, "rev-parse", "--short=12", "HEAD"]
    let pipe = Pipe()
    git.standardOutput = pipe
    git.standardError = FileHandle.nullDevice
    if (try? git.run()) != nil {
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      git.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if git.terminationStatus == 0, !text.isEmpty,
        text.allSatisfy({ $0.isASCII && $0.isHexDigit })
      {
        commit = text
      }
    }
  }
  let value = commit.map { "\"\($0)\"" } ?? "nil"
  let source = """
    // Generated at build time by ResourceEmbedder --commit. Do not edit.

    extension BuildStamp {
      /// The git commit the program was built from, `nil` outside a git checkout.
      static let gitCommit: String? = \(value)
    }

    """
  do {
    try Data(source.utf8).write(to: output)
  } catch {
    FileHandle.standardError.write(Data("ResourceEmbedder: cannot write \(output.path)\n".utf8))
    exit(74)
  }
}
