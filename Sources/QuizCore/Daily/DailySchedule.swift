/// Which puzzle is the daily puzzle on a given day: chosen by the date alone.
///
/// The pool is every question of the bundled packs of one language, in manifest order.
/// Days are counted from ``epoch`` (2026-01-01); day `n` falls in cycle `n / pool size`
/// (rounded down, so days before the epoch work too) at position `n mod pool size`. Each
/// cycle plays the pool in its own fixed order: a Fisher–Yates shuffle of `0..<pool size`
/// by ``SplitMix64`` seeded with ``cycleSeed(_:)``. So the whole pool is used before any
/// puzzle comes back, and the same date gives the same puzzle on every machine. Generated
/// tiles are shuffled by a seed made from the date (``tileSeed(for:)``).
public struct DailySchedule: Sendable {
  /// Day 0 of cycle 0.
  public static let epoch = CalendarDay(dayNumber: 20_454)  // 2026-01-01

  /// The questions the daily puzzle is chosen from.
  public let pool: [QuizQuestion]
  private let decoys: DecoyPool

  /// A schedule over `pool` (at least one question).
  public init(pool: [QuizQuestion]) {
    precondition(!pool.isEmpty, "a daily schedule needs at least one question")
    self.pool = pool
    self.decoys = DecoyPool(answerTexts: pool.lazy.map(\.answer))
  }

  /// The seed of a cycle's order: the cycle number mixed with a fixed constant.
  public static func cycleSeed(_ cycle: Int) -> UInt64 {
    UInt64(bitPattern: Int64(cycle)) ^ 0x6461_696C_7970_7A6C  // "dailypzl"
  }

  /// The seed of a day's generated tiles.
  public static func tileSeed(for day: CalendarDay) -> UInt64 {
    stableHash("daily " + day.description)
  }

  /// The day's number in the daily sequence: 1 on ``epoch``, one more each day after, the
  /// same in every language and on every machine (it depends on the date alone, not on the
  /// pool); `nil` for a day before the epoch. A language's sequence is its numbers with its
  /// code beside them (``ShareCard/heading``).
  public static func number(for day: CalendarDay) -> Int? {
    let offset = day.dayNumber - epoch.dayNumber
    return offset >= 0 ? offset + 1 : nil
  }

  /// The position in ``pool`` of the day's question.
  public func index(for day: CalendarDay) -> Int {
    let offset = day.dayNumber - Self.epoch.dayNumber
    let size = pool.count
    let cycle = offset >= 0 ? offset / size : -((-offset + size - 1) / size)
    let position = offset - cycle * size
    return order(ofCycle: cycle)[position]
  }

  /// The order in which cycle `cycle` plays the pool: a permutation of `0..<pool.count`.
  public func order(ofCycle cycle: Int) -> [Int] {
    var order = Array(pool.indices)
    var generator = SplitMix64(seed: Self.cycleSeed(cycle))
    generator.shuffle(&order)
    return order
  }

  /// The day's question.
  public func question(for day: CalendarDay) -> QuizQuestion {
    pool[index(for: day)]
  }

  /// The day's puzzle, ready to play: its options as given, or tiles generated from the
  /// pool's letters and shuffled by the date.
  public func puzzle(for day: CalendarDay) -> Puzzle {
    let question = question(for: day)
    let tiles =
      question.options?.compactMap(\.first)
      ?? Puzzle.generateTiles(
        for: question.letters, pool: decoys, seed: Self.tileSeed(for: day))
    return Puzzle(
      title: question.title, answer: question.letters, tiles: tiles, icon: question.pictureKey)
  }
}
