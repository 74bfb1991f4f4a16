/// The keys that answer a yes/no question on screen ("Play again? (y/n)"), in one language.
///
/// The letters are part of the language (``Strings/answerKeys``): a Spanish player answers
/// *sí* with `s`. Enter and Space always mean yes; `q`, Esc, Ctrl-C and Ctrl-D always mean
/// no, as they leave everywhere else.
public struct AnswerKeys: Sendable, Equatable {
  /// The letters meaning yes, lower case; the first is the one the questions show.
  public var yes: [Character]
  /// The letters meaning no, lower case; the first is the one the questions show.
  public var no: [Character]

  /// Keys answering with `yes` and `no` letters; each list names at least one.
  public init(yes: [Character], no: [Character]) {
    self.yes = yes
    self.no = no
  }

  /// The two letters the questions show, as `y/n`.
  public var shown: String {
    "\(yes.first.map(String.init) ?? "")/\(no.first.map(String.init) ?? "")"
  }

  /// What `command` answers: `true` for yes, `false` for no, `nil` for a key that is
  /// neither (it does nothing). Letters match in either case.
  public func answer(_ command: Command) -> Bool? {
    switch command {
    case .action(.type(let letter)):
      let lower = Character(letter.lowercased())
      if yes.contains(lower) { return true }
      if no.contains(lower) || lower == "q" { return false }
      return nil
    case .confirm, .activate: return true
    case .quit: return false
    default: return nil
    }
  }
}
