extension TerminalText {
  /// English: every table of this module.
  public static let english = TerminalText(
    commandErrors: .english, commandHelp: .english, overview: .english, recording: .english,
    export: .english,
    folderImport: .english)
}
