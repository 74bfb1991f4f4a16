extension TerminalText {
  /// Chinese: every table of this module.
  public static let chinese = TerminalText(
    commandErrors: .chinese, commandHelp: .chinese, overview: .chinese, recording: .chinese,
    export: .chinese,
    folderImport: .chinese)
}
