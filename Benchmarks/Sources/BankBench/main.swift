import Foundation
import QuizCore

// BankBench FILE.plist RUNS: loads the bank FILE.plist RUNS times in one process and prints,
// for each stage, the best and median wall time and the best processor time of the thread,
// in milliseconds: the bare PropertyListSerialization parse, the whole QuestionBank.parse
// (parse, conversion to questions and validation), and the deck a game makes of the bank
// (the decoy pool of the whole bank, then the first question's grid).

/// The processor time this thread has used, in nanoseconds.
func threadTime() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

struct Timing {
  var wall: [Double] = []
  var processor: [Double] = []

  mutating func measure(_ body: () throws -> Void) rethrows {
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = threadTime()
    try body()
    processor.append(Double(threadTime() - startCPU) / 1e6)
    wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }

  var best: Double { wall.min() ?? 0 }
  var median: Double { wall.sorted()[wall.count / 2] }
  var bestProcessor: Double { processor.min() ?? 0 }

  func line(_ name: String) -> String {
    name + ": best " + String(format: "%.1f", best) + " ms, median "
      + String(format: "%.1f", median) + " ms, processor time best "
      + String(format: "%.1f", bestProcessor) + " ms"
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let runs = Int(arguments[2]), runs > 0 else {
  FileHandle.standardError.write(Data("usage: BankBench FILE.plist RUNS\n".utf8))
  exit(64)
}
let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
var parse = Timing()
var load = Timing()
var deck = Timing()
var questions = 0
for _ in 0..<runs {
  try parse.measure { _ = try PropertyListSerialization.propertyList(from: data, format: nil) }
  var bank: QuestionBank?
  try load.measure { bank = try QuestionBank.parse(data, path: arguments[1]) }
  let loaded = bank?.questions ?? []
  questions = loaded.count
  deck.measure { _ = Puzzle.deck(loaded, shuffleSeed: 1).first }
}
print("\(questions) questions, \(runs) runs")
print(parse.line("bare PropertyListSerialization parse"))
print(load.line("QuestionBank.parse (parse, conversion, validation)"))
print(deck.line("Puzzle.deck and the first grid"))
let extra = load.bestProcessor - parse.bestProcessor + deck.bestProcessor
print(
  "conversion, validation and deck: " + String(format: "%.1f", extra) + " ms of processor time, "
    + String(format: "%.2f", (parse.bestProcessor + extra) / parse.bestProcessor)
    + "x the bare parse")
