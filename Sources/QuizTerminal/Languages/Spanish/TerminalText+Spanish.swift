extension TerminalText {
  /// Spanish: every table of this module.
  public static let spanish = TerminalText(
    commandErrors: .spanish, commandHelp: .spanish, overview: .spanish, recording: .spanish,
    export: .spanish,
    folderImport: .spanish)
}
