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
    /// The language of the answers, when known (bundled packs).
    public var language: String?

    /// An entry.
    public init(
      name: String, title: String, solved: Int, total: Int?, finished: Bool = false,
      language: String? = nil
    ) {
      self.language = language
      self.name = name
      self.title = title
      self.solved = solved
      self.total = total
      self.finished = finished
    }
  }

  /// The daily puzzle's line: today's result and the streak.
  public struct Daily: Equatable, Sendable {
    /// How today's daily went: `nil` before it is played, true when solved.
    public var solvedToday: Bool?
    /// The current streak of days with a solved daily.
    public var streak: Int

    /// A daily line.
    public init(solvedToday: Bool?, streak: Int) {
      self.solvedToday = solvedToday
      self.streak = streak
    }
  }

  /// What a line of the menu is.
  public enum Line: Equatable, Sendable {
    /// The pack at this index of ``entries``.
    case pack(Int)
    /// The daily puzzle.
    case daily
    /// The statistics.
    case stats
    /// Quit.
    case quit
  }

  /// What the player picked.
  public enum Choice: Equatable, Sendable {
    /// Play the pack of this name.
    case open(String)
    /// Play (or see) today's daily puzzle.
    case daily
    /// Show the statistics.
    case stats
    /// Leave the game.
    case quit
  }

  /// The packs, in menu order.
  public var entries: [Entry]
  /// The daily puzzle's line, when offered.
  public var daily: Daily?
  /// True when the statistics line is offered.
  public var offersStats: Bool
  /// The start screen's words, in the interface language.
  public var text: MenuText
  /// The selected line: an entry's index, or `entries.count` for quit.
  public private(set) var selected: Int

  /// A menu with the first line selected: the packs, the daily puzzle and the statistics
  /// when given, then quit.
  public init(
    entries: [Entry], daily: Daily? = nil, offersStats: Bool = false, selected: Int = 0,
    text: MenuText = Strings.english.menu
  ) {
    self.text = text
    self.entries = entries
    self.daily = daily
    self.offersStats = offersStats
    self.selected = 0
    self.selected = max(0, min(selected, quitLine))
  }

  /// The entries with the packs in `language` (an interface language's code) first, then the
  /// player's own (no language known), then the bundled packs of the other languages, each
  /// group in its order: the player's language and own packs have the digit keys, and a
  /// letter jumps to them before the others.
  public static func languageFirst(_ language: String, _ entries: [Entry]) -> [Entry] {
    entries.filter { $0.language == language } + entries.filter { $0.language == nil }
      + entries.filter { $0.language != nil && $0.language != language }
  }

  /// The first pack in `language` (an interface language's code), the line the menu opens
  /// on; `nil` when no pack is in it.
  public static func firstEntry(in language: String, of entries: [Entry]) -> Int? {
    entries.firstIndex { $0.language == language }
  }

  /// The number of lines: the packs, the daily puzzle, the statistics and quit.
  public var lineCount: Int { entries.count + (daily == nil ? 0 : 1) + (offersStats ? 1 : 0) + 1 }

  /// The line of quit.
  public var quitLine: Int { lineCount - 1 }

  /// What the line at `index` is.
  public func line(_ index: Int) -> Line {
    if index < entries.count { return .pack(index) }
    var rest = index - entries.count
    if daily != nil {
      if rest == 0 { return .daily }
      rest -= 1
    }
    if offersStats && rest == 0 { return .stats }
    return .quit
  }

  /// Takes the packs, daily line and statistics of `other` (read again after a game),
  /// keeping the same line selected.
  public mutating func refresh(from other: Menu) {
    let current = line(selected)
    let name: String? = if case .pack(let index) = current { entries[index].name } else { nil }
    entries = other.entries
    daily = other.daily
    offersStats = other.offersStats
    text = other.text
    let same = (0..<lineCount).first { index in
      switch (line(index), current) {
      case (.pack(let index), .pack): return entries[index].name == name
      case (.daily, .daily), (.stats, .stats), (.quit, .quit): return true
      default: return false
      }
    }
    selected = same ?? min(selected, quitLine)
  }

  /// What a line picks.
  public func choice(at index: Int) -> Choice {
    switch line(index) {
    case .pack(let pack): return .open(entries[pack].name)
    case .daily: return .daily
    case .stats: return .stats
    case .quit: return .quit
    }
  }

  /// The label of a line, whose first letter picks it.
  public func label(at index: Int) -> String {
    switch line(index) {
    case .pack(let pack): return entries[pack].title
    case .daily: return text.daily
    case .stats: return text.stats
    case .quit: return text.quit
    }
  }

  /// The key shown beside a line: a pack's key (``packKeys()``), or the Latin letter of the
  /// daily, statistics and quit lines in the interface language (``MenuText/dailyKey`` and
  /// the others: `d`, `s`, `q` in English and Chinese, `r`, `e`, `s` in Spanish).
  public func shownKey(at index: Int) -> String {
    switch line(index) {
    case .pack(let pack): return packKeys()[pack]
    case .daily: return String(text.dailyKey)
    case .stats: return String(text.statsKey)
    case .quit: return String(text.quitKey)
    }
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

  /// How many packs have a digit key: `1`–`9`, then `0`.
  static let digitKeys = 10

  /// A digit picks that pack (1 the first, 0 the tenth); a pack's letter key opens it (a
  /// lower-case one in either case); the letter shown beside the daily, statistics or quit
  /// line opens it; another letter jumps (``jump(to:)``); `q` starting no line quits.
  private mutating func pick(_ letter: Character) -> Choice? {
    if let digit = letter.wholeNumberValue, letter.isASCII {
      let pack = digit == 0 ? Self.digitKeys - 1 : digit - 1
      guard pack < min(Self.digitKeys, entries.count) else { return nil }
      selected = pack
      return choice(at: selected)
    }
    let typed = String(letter)
    let key = Self.initial(of: typed) ?? typed.lowercased()
    let keys = packKeys()
    if let pack = keys.firstIndex(of: typed) {
      selected = pack
      return choice(at: pack)
    }
    // The key on screen does what it says, even when a pack's title starts with it too
    // (Spanish `e` for Estadísticas beside the pack Español).
    if let shown = (entries.count..<lineCount).first(where: { shownKey(at: $0) == key }) {
      selected = shown
      return choice(at: shown)
    }
    if let pack = keys.firstIndex(of: key) {
      selected = pack
      return choice(at: pack)
    }
    return jump(to: key)
  }

  /// The first letter `key` (lower case) jumps: to the only line whose title starts with it
  /// (accents aside), opening it; with several, to the first of them in menu order (the
  /// player's language, then the player's own packs, then the others), or from one of them
  /// to the next. `q` starting no line quits.
  private mutating func jump(to key: String) -> Choice? {
    let matches = (0..<lineCount).filter { Self.initial(of: label(at: $0)) == key }
    // `q` quits in every language, as the legend says, unless a line starts with it.
    guard let first = matches.first else { return key == "q" ? .quit : nil }
    if matches.count == 1 {
      selected = first
      return choice(at: first)
    }
    selected =
      matches.contains(selected) ? (matches.first(where: { $0 > selected }) ?? first) : first
    return nil
  }
}
