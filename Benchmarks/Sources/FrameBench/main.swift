// Frame build + encode time and bytes per key for the full-screen game, at the sizes given
// (rows×columns, default 24×80 and 80×250). Each size is timed in several batches of 4,000
// frames (FRAME_BATCHES, default 9): the best batch and the median are printed, since the
// machine is shared. FRAME_PACK=path/questions.plist plays that bank instead of the
// bundled English pack (a pack of photos: their pictures are resampled to the box), and
// FRAME_DEPTH=16|256|24 draws in that many colours (default 256). Run by Benchmarks/run;
// not part of the tests.
import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalKit

let sizes: [(rows: Int, columns: Int)] =
  CommandLine.arguments.count > 1
  ? CommandLine.arguments.dropFirst().compactMap { argument in
    let parts = argument.split(separator: "x").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
  : [(24, 80), (80, 250)]

let environment = ProcessInfo.processInfo.environment
let bank: QuestionBank
if let path = environment["FRAME_PACK"] {
  do {
    bank = try QuestionBank.load(
      contentsOf: URL(fileURLWithPath: path), decodePictures: false, files: .system)
  } catch {
    print("cannot load \(path): \(error)")
    exit(1)
  }
} else if let bundled = QuestionBank.bundled(named: "en") {
  bank = bundled
} else {
  print("the bundled English pack is missing")
  exit(1)
}
let depth: ColorDepth =
  switch environment["FRAME_DEPTH"] {
  case "16": .palette16
  case "24": .trueColor
  default: .palette256
  }
let pictures = PictureSource(bank: bank)

/// One full-screen frame for `controller` at `rows`×`columns`, built and encoded against
/// `previous`, as the terminal session does after a key.
func frame(
  _ controller: Controller, pictures: PictureSource, rows: Int, columns: Int, memo: PictureMemo,
  layouts: inout LayoutMemo, previous: ScreenBuffer?, state: inout ANSIEncoder.TerminalState
) -> (ScreenBuffer, [UInt8]) {
  let picture = controller.game.puzzle.icon.flatMap { pictures.picture(named: $0) }
  let layout = layouts.layout(rows: rows, columns: columns, game: controller.game) {
    pictures.picture(named: $0)
  }
  let model = ScreenModel(view: controller.view, layout: layout, picture: picture)
  let screen = FrameBuilder.build(model, depth: depth, pictures: memo)
  return (screen, ANSIEncoder.bytes(from: previous, to: screen, depth: depth, state: &state))
}

/// Processor time this thread has used, in nanoseconds: on a loaded machine the wall time
/// is partly spent waiting for a core.
func processorNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

let batches = max(1, Int(environment["FRAME_BATCHES"] ?? "") ?? 9)

for (rows, columns) in sizes {
  let memo = PictureMemo()
  var layouts = LayoutMemo()
  var controller = Controller(game: Game(puzzles: Puzzle.deck(bank.questions), startedAt: Date()))
  var state = ANSIEncoder.TerminalState()
  var (last, _) = frame(
    controller, pictures: pictures, rows: rows, columns: columns, memo: memo, layouts: &layouts,
    previous: nil, state: &state)
  // Pick the answer's first letter and take it back, over and over: one pick, one clear.
  let letter = controller.game.puzzle.answer[0]
  let keys: [Key] = [.character(letter), .backspace]
  var bytes = [0, 0]
  let rounds = 2000
  var perFrame: [Double] = []
  var processorPerFrame: [Double] = []
  for batch in 0..<batches {
    let start = DispatchTime.now().uptimeNanoseconds
    let processorStart = processorNanoseconds()
    for round in 0..<rounds {
      for (which, key) in keys.enumerated() {
        _ = controller.handle(key, at: Date())
        let (screen, output) = frame(
          controller, pictures: pictures, rows: rows, columns: columns, memo: memo,
          layouts: &layouts, previous: last, state: &state)
        if batch == 0, round == 0 { bytes[which] = output.count }
        last = screen
      }
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    perFrame.append(Double(elapsed) / Double(rounds * keys.count) / 1000)
    let processor = processorNanoseconds() - processorStart
    processorPerFrame.append(Double(processor) / Double(rounds * keys.count) / 1000)
  }
  perFrame.sort()
  processorPerFrame.sort()
  func microseconds(_ value: Double) -> String { String(format: "%.1f", value) }
  print(
    "\(columns)x\(rows): frame build + encode best \(microseconds(perFrame[0])) µs,"
      + " median \(microseconds(perFrame[perFrame.count / 2])) µs;"
      + " processor time best \(microseconds(processorPerFrame[0])) µs"
      + " (\(batches) batches of \(rounds * keys.count));"
      + " \(bytes[0]) bytes per pick, \(bytes[1]) per backspace")
}
