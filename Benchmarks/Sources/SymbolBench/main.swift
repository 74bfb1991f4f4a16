// Draws pictures as terminal text with one of quiz's picture renderers, for
// Benchmarks/symbols.py to compare with chafa: writes OUT/NAME.ansi per picture and prints
// "NAME microseconds bytes" (the best of several renderings, and the bytes of the text).
//
//   SymbolBench OUT COLUMNSxROWS full|256|16|console half|blocks|sextants|dark|light srgb|linear FILE...
//
// `half` is the half block renderer; `blocks` and `sextants` the symbol renderer, used for
// every picture (not only for photos, as the game does); `dark` and `light` draw each
// picture as the game does, on the backdrop it chooses for that picture on a dark or light
// terminal, and add the backdrop's red,green,blue to the printed line. A FILE is a picture
// file (PNG, XPM, netpbm).
import Foundation
import QuizCore
import QuizUI
import TerminalKit

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 6 else {
  print(
    "usage: SymbolBench OUT COLUMNSxROWS full|256|16|console half|blocks|sextants|dark|light",
    "srgb|linear FILE...")
  exit(2)
}
let out = URL(fileURLWithPath: arguments[0])
let box = arguments[1].split(separator: "x").compactMap { Int($0) }
let depth: ColorDepth =
  switch arguments[2] {
  case "256": .palette256
  case "16": .palette16
  case "console": .linuxConsole
  default: .trueColor
  }
let set: SymbolSet =
  switch arguments[3] {
  case "half": .halfBlocks
  case "sextants": .sextants
  default: .blocks
  }
let game: Theme.Background? = Theme.Background(rawValue: arguments[3])
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
  if let game {
    return PictureRenderer.render(
      picture, columns: box[0], rows: box[1], depth: depth,
      background: PictureBackdrop.choose(for: picture, depth: depth, background: game))
  }
  return set == .halfBlocks
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
  var line = "\(name) \(Int(best.rounded())) \(drawn.utf8.count)"
  if let game {
    let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: game)
    line += " " + backdropRGB(backdrop)
  }
  print(line)
}

/// A backdrop's usual value as `red,green,blue`.
func backdropRGB(_ color: TerminalColor) -> String {
  let set: ColorSet = depth.isSixteen ? depth.colorSet : .xterm256
  let rgb: (UInt8, UInt8, UInt8)? =
    switch color {
    case .palette(let index), .basic(let index): set.rgb(of: index)
    case .rgb(let r, let g, let b): (r, g, b)
    default: nil
    }
  guard let rgb else { return "0,0,0" }
  return "\(rgb.0),\(rgb.1),\(rgb.2)"
}
