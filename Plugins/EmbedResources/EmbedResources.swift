import Foundation
import PackagePlugin

/// Compiles the top-level `Resources/` folder into `QuizCore`: a generated Swift file holds
/// every file's bytes, so the built `quiz` needs nothing beside it.
///
/// Every file under `Resources/` is an input of the command, so adding, changing or removing
/// one regenerates the source on the next build.
@main
struct EmbedResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let resources = context.package.directoryURL.appending(path: "Resources")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources+Files.swift")
    var inputs: [URL] = []
    if let walker = FileManager.default.enumerator(
      at: resources, includingPropertiesForKeys: [.isRegularFileKey])
    {
      for case let url as URL in walker
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        inputs.append(url)
      }
    }
    return [
      .buildCommand(
        displayName: "Embedding the Resources folder in \(target.name)",
        executable: try context.tool(named: "ResourceEmbedder").url,
        arguments: [resources.path, output.path],
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
