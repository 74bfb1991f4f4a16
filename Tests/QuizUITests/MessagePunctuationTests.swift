import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The message line's punctuation follows the language.
@Suite("Message line punctuation")
struct MessagePunctuationTests {
  @Test("a rejected key's message in Chinese uses the full-width colon, as its plain line does")
  func chineseColon() throws {
    var controller = UIFixture.controller([UIFixture.cat])
    let key = Key.character("j")
    let steps = controller.handle(key, at: UIFixture.start).steps
    let chinese = try #require(StatusMessage.describing(steps, key: key, strings: .chinese))
    #expect(chinese.text == "✗ j：没有剩下的字块是这个字")
    let english = try #require(StatusMessage.describing(steps, key: key, strings: .english))
    #expect(english.text == "✗ j: no unused tile with that letter")
  }
}
