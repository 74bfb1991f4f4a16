import QuizCore

/// `quiz [options] [BANK.plist]`: play a bank, the pack menu in a terminal.
public struct PlayCommand: ParsableCommand {
  /// A bank file to play.
  public var bankPath: String?
  /// A bundled or installed pack to play (`--bank zh`).
  public var bundledBank: String?
  /// Shuffle question order and generated tiles.
  public var shuffle = false
  /// The seed for `--shuffle`.
  public var seed: UInt64?
  /// Ignore saved progress.
  public var restart = false
  /// How the game is shown.
  public var output = OutputOptions()
  /// Where progress and statistics are kept.
  public var storage = StorageOptions()
  /// The day to act as if it were today, for the start screen's daily puzzle and statistics.
  public var date: CalendarDay?
  /// Where to record the game (`--record FILE.cast`).
  public var record: RecordTarget?
  /// A recording whose keys a scripted run plays instead of the input (`--replay-keys`).
  public var replayKeys: String?

  /// Defaults: play the bundled English bank (or open the pack menu in a terminal).
  public init() {}

  /// Its options are every option playing, `check`, `banks`, `stats` and `daily` read (in
  /// the order a command that refuses several names the first).
  static let declaration = CommandDeclarations.Command(
    id: .play, name: "", summary: "play a bank",
    options: [
      .init(.bank, ["--bank"], .pack, "NAME", "play a pack"),
      .init(.shuffle, ["--shuffle"], "shuffle the questions and tiles"),
      .init(
        .seed, ["--seed"], .text, "N", "repeat a shuffle",
        check: { UInt64($0) == nil ? .badSeed($0) : nil }),
      .init(.restart, ["--restart"], "start over, ignoring saved progress"),
      CommandDeclarations.plain, CommandDeclarations.json, CommandDeclarations.color,
      CommandDeclarations.theme, CommandDeclarations.graphics, CommandDeclarations.state,
      CommandDeclarations.stats,
      CommandDeclarations.date, CommandDeclarations.record, CommandDeclarations.recordForce,
      .init(
        .replayKeys, ["--replay-keys"], .file(extensions: ["cast"]), "FILE",
        "play the keys of a recording"),
      CommandDeclarations.help,
      .init(.version, ["--version"], "show the version"),
    ],
    operand: CommandDeclarations.bankFile, synopsis: "[BANK.plist]",
    checkOperand: { operand, _ in operand.isEmpty ? .emptyBankPath : nil })

  /// How the overview `quiz --help` lays out the options above, a line for each group in
  /// this order; every option appears in exactly one group (a test holds it to that).
  static let overviewLines: [[CommandDeclarations.OptionID]] = [
    [.bank, .date], [.shuffle, .seed], [.plain, .json, .restart], [.color, .theme],
    [.graphics], [.state, .stats], [.record, .force], [.replayKeys, .help, .version],
  ]

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    bankPath = parsed.operands.first
    bundledBank = parsed.value(.bank)
    shuffle = parsed.given(.shuffle)
    seed = parsed.value(.seed).flatMap { UInt64($0) }
    restart = parsed.given(.restart)
    storage = try StorageOptions(parsing: parsed)
    date = parsed.value(.date).flatMap(CalendarDay.init)
    record = parsed.value(.record).map { RecordTarget(path: $0, replacing: parsed.given(.force)) }
    replayKeys = parsed.value(.replayKeys)
    // `--date` goes with the start screen (its daily puzzle and statistics), which opens
    // only in a terminal with no bank named: the program refuses it in a pipe.
    if date != nil,
      !parsed.operands.isEmpty || bundledBank != nil || storage.statePath != nil
        || (try? OutputFormat(parsing: parsed)) != .terminal
    {
      throw UsageError(.dateWithoutCommand)
    }
    // `--share` is read with the options of playing but goes with `daily` alone.
    if parsed.given(.share) { throw UsageError(.shareWithoutDaily) }
    if parsed.operands.count > 1 { throw UsageError(.oneBankAtATime(parsed.operands.count)) }
    if bankPath != nil, bundledBank != nil { throw UsageError(.bankFileAndName) }
    output = try OutputOptions(parsing: parsed)
  }
}
