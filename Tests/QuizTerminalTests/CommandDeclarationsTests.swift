import Testing

@testable import QuizTerminal

/// The declared command line and the parsers agree: every declared option is read by its
/// command's parser (never refused as unknown), and an undeclared one is refused.
@Suite("Command declarations")
struct CommandDeclarationsTests {
  private static func isUnknown(_ reason: UsageError.Reason) -> Bool {
    switch reason {
    case .unknownOption, .unknownImportOption, .unknownPictureOption: true
    default: false
    }
  }

  @Test("every declared option of every command is known to its parser")
  func declaredOptionsParse() {
    for command in CommandDeclarations.commands where command.name != "completions" {
      for option in command.options {
        for name in option.names {
          var arguments = command.name.isEmpty ? [] : [command.name]
          arguments.append(name)
          if option.value != nil { arguments.append("x") }
          if command.name == "picture" || command.name == "import" { arguments.append("f") }
          do {
            _ = try CommandList.parse(arguments)
          } catch {
            #expect(!Self.isUnknown(error.reason), "\(arguments) refused: \(error.reason)")
          }
        }
      }
    }
  }

  @Test("an option that is not declared is unknown to every parser")
  func undeclaredOptionsFail() {
    for prefix in [[], ["check"], ["daily"], ["picture", "f"], ["import", "f"]] {
      #expect(throws: UsageError.self) { try CommandList.parse(prefix + ["--frob"]) }
    }
  }
}
