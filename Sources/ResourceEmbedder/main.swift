import Foundation

// Writes a Swift source that holds every file under a folder, for the EmbedResources plugin:
//
//   ResourceEmbedder RESOURCES_FOLDER OUTPUT.swift
//
// Each file becomes one base64 string literal keyed by its path under the folder
// (`packs/en.plist`). String literals compile quickly at any size, unlike array literals.

let arguments = CommandLine.arguments
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
