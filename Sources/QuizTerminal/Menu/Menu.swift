import QuizCore

/// The start screen: the packs with their progress, then quit; which line is selected.
///
/// A value: keys change it through ``handle(_:hit:)``, and a renderer draws it with
/// ``MenuLayout``.
public struct Menu: Equatable, Sendable {
  /// One pack on the menu.
  public struct Entry: Equatable, Sendable {
    /// The name `--bank` takes.
    public var name: String
    /// The title shown.
    public var title: String
    /// Questions solved in the saved progress.
    public var solved: Int
    /// The number of questions, or `nil` when the pack cannot be loaded.
    public var total: Int?
    /// True once the pack was played to the end.
    public var finished: Bool

    /// An entry.
    public init(name: String, title: String, solved: Int, total: Int?, finished: Bool = false) {
      self.name = name
      self.title = title
      self.solved = solved
      self.total = total
      self.finished = finished
    }
  }

  /// What the player picked.
  public enum Choice: Equatable, Sendable {
    /// Play the pack of this name.
    case open(String)
    /// Leave the game.
    case quit
  }

  /// The packs, in menu order.
  public var entries: [Entry]
  /// The selected line: an entry's index, or `entries.count` for quit.
  public private(set) var selected: Int

  /// A menu with the first entry selected.
  public init(entries: [Entry], selected: Int = 0) {
    self.entries = entries
    self.selected = max(0, min(selected, entries.count))
  }

  /// The number of lines: the packs and quit.
  public var lineCount: Int { entries.count + 1 }

  /// The line of quit.
  public var quitLine: Int { entries.count }

  /// Replaces the entries (progress read again), keeping the selected pack selected.
  public mutating func refresh(_ newEntries: [Entry]) {
    let name = selected < entries.count ? entries[selected].name : nil
    entries = newEntries
    if let name, let index = newEntries.firstIndex(where: { $0.name == name }) {
      selected = index
    } else {
      selected = min(selected, newEntries.count)
    }
  }

  /// What a line picks.
  public func choice(at line: Int) -> Choice {
    line < entries.count ? .open(entries[line].name) : .quit
  }

  /// The label of a line, whose first letter picks it.
  public func label(at line: Int) -> String {
    line < entries.count ? entries[line].title : MenuText.quit
  }

  /// Applies `command`; `hit` maps a click's 1-based column and row to a line. Returns
  /// the choice the command made, if any.
  public mutating func handle(_ command: Command, hit: (Int, Int) -> Int? = { _, _ in nil })
    -> Choice?
  {
    switch command {
    case .move(.up), .move(.left): selected = max(0, selected - 1)
    case .move(.down), .move(.right): selected = min(quitLine, selected + 1)
    case .move(.first): selected = 0
    case .move(.last): selected = quitLine
    case .switchArea: selected = (selected + 1) % lineCount
    case .confirm, .activate: return choice(at: selected)
    case .quit: return .quit
    case .click(let column, let row):
      guard let line = hit(column, row), line >= 0, line < lineCount else { return nil }
      selected = line
      return choice(at: line)
    case .action(.type(let letter)): return pick(letter)
    default: return nil
    }
    return nil
  }

  /// A digit picks that line (1 the first pack); a letter picks the only line whose label
  /// starts with it, or selects the next of several.
  private mutating func pick(_ letter: Character) -> Choice? {
    if let digit = letter.wholeNumberValue, letter.isASCII {
      guard digit >= 1, digit <= min(9, entries.count) else { return nil }
      selected = digit - 1
      return choice(at: selected)
    }
    let key = String(letter).lowercased()
    let matches = (0..<lineCount).filter {
      label(at: $0).first.map { String($0).lowercased() == key } ?? false
    }
    guard let first = matches.first else { return nil }
    if matches.count == 1 {
      selected = first
      return choice(at: first)
    }
    selected = matches.first(where: { $0 > selected }) ?? first
    return nil
  }
}
