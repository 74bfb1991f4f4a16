import Foundation
import PackagePlugin

/// Compiles the top-level `Resources/` folder into `QuizCore`: a generated Swift file holds
/// every file's bytes, so the built `quiz` needs nothing beside it. A second generated file
/// holds the git commit the package was built from (`quiz --version`), or none when the
/// package is not a git checkout.
///
/// Every file under `Resources/` is an input of the first command, so adding, changing or
/// removing one regenerates the source on the next build; git's `HEAD`, the branch it names
/// and `packed-refs` are the inputs of the second, so a new commit restamps the version.
@main
struct EmbedResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let resources = package.appending(path: "Resources")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources+Files.swift")
    let stamp = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources+Build.swift")
    var inputs: [URL] = []
    if let walker = FileManager.default.enumerator(
      at: resources, includingPropertiesForKeys: [.isRegularFileKey])
    {
      for case let url as URL in walker
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        inputs.append(url)
      }
    }
    let tool = try context.tool(named: "ResourceEmbedder").url
    return [
      .buildCommand(
        displayName: "Embedding the Resources folder in \(target.name)",
        executable: tool,
        arguments: [resources.path, output.path],
        inputFiles: inputs,
        outputFiles: [output]),
      .buildCommand(
        displayName: "Stamping \(target.name) with the git commit",
        executable: tool,
        arguments: ["--commit", package.path, stamp.path],
        inputFiles: Self.gitInputs(package),
        outputFiles: [stamp]),
    ]
  }

  /// The files whose change means another commit is checked out: `HEAD`, the branch file it
  /// points to and `packed-refs` (in a linked worktree, `.git` is a file naming the real
  /// folder and the branches sit in the common folder). Empty outside a git checkout.
  static func gitInputs(_ package: URL) -> [URL] {
    let manager = FileManager.default
    let dotGit = package.appending(path: ".git")
    var gitFolder = dotGit
    func read(_ url: URL) -> String? {
      (try? String(contentsOf: url, encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    func resolve(_ path: String, from base: URL) -> URL {
      URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base.path, isDirectory: true))
        .standardizedFileURL
    }
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return [] }
    if !isFolder.boolValue {
      guard let text = read(dotGit), text.hasPrefix("gitdir:") else { return [] }
      let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
      gitFolder = resolve(path, from: package)
    }
    let common =
      read(gitFolder.appending(path: "commondir")).map { resolve($0, from: gitFolder) }
      ?? gitFolder
    let head = gitFolder.appending(path: "HEAD")
    var inputs = [head, common.appending(path: "packed-refs")]
    if let text = read(head), text.hasPrefix("ref: ") {
      inputs.append(common.appending(path: String(text.dropFirst("ref: ".count))))
    }
    return inputs.filter { manager.fileExists(atPath: $0.path) }
  }
}
