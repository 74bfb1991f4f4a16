import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// `quiz [options] [BANK.plist]`: play a bank, the pack menu in a terminal.
public struct PlayCommand: QuizCommand {
  static let sharesGameOptions = true

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

  /// Plays a bank, or opens the start screen in a terminal; returns the exit code.
  func run(in environment: AppEnvironment) -> Int32 {
    let arguments = self
    // Keys played from a recording make a scripted run, even in a terminal.
    let interactive =
      arguments.output.format.drawsScreen && arguments.replayKeys == nil
      && environment.isInteractive
    // The start screen: a terminal with no bank named and no progress file named.
    let opensMenu =
      interactive && arguments.bankPath == nil && arguments.bundledBank == nil
      && arguments.storage.statePath == nil
    if arguments.date != nil && !opensMenu {
      environment.complain(UsageError(.dateWithoutCommand).line(in: environment.strings))
      return ExitCode.usage
    }
    let prepared: GameRunner.Prepared
    let keys: Asciicast.Recording?
    // A scripted run recorded or replayed starts on a whole second, the recording's.
    let scripted = !interactive && (arguments.record != nil || arguments.replayKeys != nil)
    let start: Date
    do {
      keys = try GameRunner.replayKeys(arguments.replayKeys, environment: environment)
      start =
        scripted ? GameRunner.scriptStart(keys: keys, environment: environment) : environment.now()
      // Behind the start screen the default pack stands until one is chosen; the chosen
      // pack's progress is read when it opens.
      prepared = try GameRunner.prepare(
        arguments, bankName: nil, interactive: interactive, readsProgress: !opensMenu,
        environment: environment, now: start)
    } catch {
      environment.complain(error.line)
      return error.code
    }
    if opensMenu {
      return GameRunner.runMenu(behind: prepared, arguments: arguments, environment: environment)
    }
    let recorder = arguments.storage.statsRecording(
      interactive: interactive, environment: environment
    )
    .map { StatsRecorder(store: $0, pack: prepared.packName) }
    recorder?.store?.removeStaleTemporaryFiles(now: environment.now())
    return GameRunner.runGame(
      prepared.game, output: arguments.output, interactive: interactive, environment: environment,
      pictures: PictureSource(bank: prepared.bank), keeper: prepared.keeper, stats: recorder,
      opening: prepared.opening, resumed: prepared.resumed, record: arguments.record, keys: keys,
      start: scripted ? start : nil)
  }
}
