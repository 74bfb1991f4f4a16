import Foundation
import Testing

@testable import QuizTerminal

@Suite("Pack progress counts")
struct BanksRowTests {
  private func row(solved: Int?, finished: Bool) -> BanksCommand.Row {
    let pack = Pack(name: "mine", origin: .user, url: URL(fileURLWithPath: "/tmp/mine.plist"))
    return BanksCommand.Row(
      pack: pack, questions: 40, problem: nil, solved: solved, finished: finished, hidden: false)
  }

  @Test("a finished pack with no saved progress counts every question solved")
  func finishedWithoutProgress() {
    #expect(row(solved: nil, finished: true).shownSolved == 40)
    #expect(BanksCommand.progress(row(solved: nil, finished: true)) == "40/40 ✓")
  }

  @Test("a pack being played again counts its saved progress, finished or not")
  func savedProgressCounts() {
    #expect(row(solved: 5, finished: true).shownSolved == 5)
    #expect(row(solved: 5, finished: false).shownSolved == 5)
    #expect(row(solved: nil, finished: false).shownSolved == 0)
  }

  @Test("the start menu shows a finished pack as all solved, as quiz banks does")
  func menuAgreesWithBanks() {
    let entry = QuizApp.menuEntry(row(solved: nil, finished: true))
    #expect(entry.solved == 40)
    #expect(entry.finished)
  }
}
