import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// Rejection reasons follow "✗ key:" on the message line and "> rejected key:" in plain
/// text, so they carry no colon of their own.
@Suite("Rejection reasons")
struct RejectionPunctuationTests {
  @Test("no Spanish or Chinese rejection reason has a second colon")
  func oneColon() {
    let reasons: [Rejection] = [
      .noMatchingTile("x"), .tileUnavailable(TileIndex(0)), .answerIsWrong,
      .slotEmpty(SlotIndex(0)), .slotLocked(SlotIndex(0)), .nothingToClear,
      .cannotAfford(cost: 60, score: 0), .nothingToReveal, .noDecoyLeft, .lastQuestion,
      .waitingForNext, .gameOver, .unknownKey, .invalidInput,
    ]
    for strings in [Strings.spanish, .chinese, .french] {
      for reason in reasons {
        let text = strings.rejection(reason)
        #expect(!text.contains(":") && !text.contains("："), "\(strings.language): \(text)")
      }
    }
  }
}
