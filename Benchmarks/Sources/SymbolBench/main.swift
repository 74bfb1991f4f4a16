// Draws pictures as terminal text with one of quiz's picture renderers, for
// Benchmarks/symbols.py to compare with chafa: writes OUT/NAME.ansi per picture and prints
// "NAME microseconds bytes" (the best of several renderings, and the bytes of the text).
//
//   SymbolBench OUT COLUMNSxROWS full|256|16 half|blocks|sextants srgb|linear FILE...
//
// `half` is the half block renderer; `blocks` and `sextants` the symbol renderer, used for
// every picture (not only for photos, as the game does). A FILE is a picture file (PNG,
// XPM, netpbm).
import Foundation
import QuizCore
import QuizUI
import TerminalKit

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 6 else {
  print("usage: SymbolBench OUT COLUMNSxROWS full|256|16 half|blocks|sextants srgb|linear FILE...")
  exit(2)
}
let out = URL(fileURLWithPath: arguments[0])
let box = arguments[1].split(separator: "x").compactMap { Int($0) }
let depth: ColorDepth =
  switch arguments[2] {
  case "256": .palette256
  case "16": .palette16
  default: .trueColor
  }
let set: SymbolSet =
  switch arguments[3] {
  case "half": .halfBlocks
  case "sextants": .sextants
  default: .blocks
  }
let space: SymbolRenderer.ErrorSpace = arguments[4] == "linear" ? .linear : .sRGB
guard box.count == 2 else {
  print("bad box \(arguments[1])")
  exit(2)
}

/// The cells as text: an SGR sequence where the style changes, a reset and a newline after
/// each row.
func text(_ grid: [[Cell]]) -> String {
  var text = ""
  for row in grid {
    var style: CellStyle?
    for cell in row {
      if cell.style != style {
        text += ANSIEncoder.sgr(cell.style, depth: depth)
        style = cell.style
      }
      text += cell.text
    }
    text += ANSIEncoder.sgr(.plain, depth: .none) + "\n"
  }
  return text
}

func render(_ picture: Picture) -> [[Cell]] {
  set == .halfBlocks
    ? PictureRenderer.render(
      picture, columns: box[0], rows: box[1], depth: depth, symbols: .halfBlocks)
    : SymbolRenderer.render(
      picture, columns: box[0], rows: box[1], depth: depth, set: set, space: space)
}

for path in arguments[5...] {
  let url = URL(fileURLWithPath: path)
  let name = url.deletingPathExtension().lastPathComponent
  guard let data = try? Data(contentsOf: url),
    let format = PictureFormat(fileExtension: url.pathExtension),
    let picture = try? Picture.decode(data, format: format)
  else {
    print("\(name) unreadable")
    continue
  }
  var best = Double.infinity
  var grid: [[Cell]] = []
  for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    grid = render(picture)
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
  }
  let drawn = text(grid)
  try? drawn.write(
    to: out.appendingPathComponent(name + ".ansi"), atomically: true, encoding: .utf8)
  print("\(name) \(Int(best.rounded())) \(drawn.utf8.count)")
}
