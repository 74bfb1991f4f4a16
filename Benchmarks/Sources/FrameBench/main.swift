// Frame build + encode time and bytes per key for the full-screen game, at the sizes given
// (rows×columns, default 24×80 and 80×250). Run by Benchmarks/run; not part of the tests.
import Foundation
import QuizCore
import QuizTerminal

let sizes: [(rows: Int, columns: Int)] =
  CommandLine.arguments.count > 1
  ? CommandLine.arguments.dropFirst().compactMap { argument in
    let parts = argument.split(separator: "x").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
  : [(24, 80), (80, 250)]

guard let bank = QuestionBank.bundled(named: "en") else {
  print("the bundled English pack is missing")
  exit(1)
}
let pictures = PictureSource(bank: bank)

/// One full-screen frame for `controller` at `rows`×`columns`, built and encoded against
/// `previous`, as the terminal session does after a key.
func frame(
  _ controller: Controller, rows: Int, columns: Int, memo: PictureMemo,
  layouts: inout LayoutMemo, previous: ScreenBuffer?
) -> (ScreenBuffer, String) {
  let picture = controller.game.puzzle.icon.flatMap { pictures.picture(named: $0) }
  let layout = layouts.layout(rows: rows, columns: columns, game: controller.game) {
    pictures.picture(named: $0)
  }
  let model = ScreenModel(view: controller.view, layout: layout, picture: picture)
  let screen = FrameBuilder.build(model, depth: .palette256) {
    picture, columns, rows, depth, background in
    memo.render(picture, columns: columns, rows: rows, depth: depth, background: background)
  }
  return (screen, ANSIEncoder.encode(from: previous, to: screen, depth: .palette256))
}

for (rows, columns) in sizes {
  let memo = PictureMemo()
  var layouts = LayoutMemo()
  var controller = Controller(game: Game(puzzles: Puzzle.deck(bank.questions), startedAt: Date()))
  var (last, _) = frame(
    controller, rows: rows, columns: columns, memo: memo, layouts: &layouts, previous: nil)
  // Pick the answer's first letter and take it back, over and over: one pick, one clear.
  let letter = controller.game.puzzle.answer[0]
  let keys: [Key] = [.character(letter), .backspace]
  var bytes = [0, 0]
  let rounds = 2000
  let start = DispatchTime.now().uptimeNanoseconds
  for round in 0..<rounds {
    for (which, key) in keys.enumerated() {
      _ = controller.handle(key, at: Date())
      let (screen, output) = frame(
        controller, rows: rows, columns: columns, memo: memo, layouts: &layouts, previous: last)
      if round == 0 { bytes[which] = output.utf8.count }
      last = screen
    }
  }
  let perFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds * 2) / 1000
  print(
    "\(columns)x\(rows): frame build + encode \(String(format: "%.1f", perFrame)) µs;"
      + " \(bytes[0]) bytes per pick, \(bytes[1]) per backspace")
}
