extension TerminalText {
  /// French: every table of this module.
  public static let french = TerminalText(
    commandErrors: .french, commandHelp: .french, overview: .french, recording: .french,
    export: .french,
    folderImport: .french)
}
