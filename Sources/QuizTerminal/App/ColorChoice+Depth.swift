import QuizSystem
import QuizUI
import TerminalKit

extension ColorChoice {
  /// The colour depth for the output: `--color` first, then `NO_COLOR` and `TERM=dumb`;
  /// then the Linux console (`TERM=linux`), `COLORTERM` for 24-bit colour, 16 colours for
  /// a terminal type named so (`…-16color`, `…-8color`) or whose terminfo `colors` is 16,
  /// and 256 colours otherwise: also for a type whose terminfo says 8 (plain `xterm`,
  /// `screen`), which the terminals that use those names draw in 256 colours today.
  public func depth(environment: [String: String], terminal: Bool) -> ColorDepth {
    switch self {
    case .never: return .none
    case .auto:
      if !terminal { return .none }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
      if environment["TERM"] == "dumb" { return .none }
    case .always: break
    }
    let term = environment["TERM"] ?? ""
    if term == "linux" || term.hasPrefix("linux-") { return .linuxConsole }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.hasSuffix("-16color") || term.hasSuffix("-8color") { return .palette16 }
    if !term.isEmpty, let colors = Terminfo.colors(of: term, environment: environment),
      colors == 16
    {
      return .palette16
    }
    return .palette256
  }
}
