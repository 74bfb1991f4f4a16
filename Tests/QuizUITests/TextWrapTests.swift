import Testing

@testable import QuizUI
@testable import TerminalKit

@Suite("Text wrapping")
struct TextWrapTests {
  @Test("lines break between words and never pass the width")
  func wordBoundaries() {
    let lines = TextWrap.lines("Slow and carries its house on its back", width: 16)
    #expect(lines == ["Slow and carries", "its house on its", "back"])
    #expect(TextWrap.lines("  two   spaces ", width: 20) == ["two spaces"])
    #expect(TextWrap.lines("", width: 20).isEmpty)
  }

  @Test("Chinese breaks between any two characters, and next to Latin words")
  func wideCharacters() {
    #expect(TextWrap.lines("一种很甜的水果", width: 6) == ["一种很", "甜的水", "果"])
    #expect(TextWrap.lines("看 TV 的时间", width: 7) == ["看 TV", "的时间"])
    #expect(TextWrap.lines("红色的apple很甜", width: 10) == ["红色的", "apple很甜"])
    #expect(TextWrap.lines("冬天堆在院子里，戴帽子", width: 14) == ["冬天堆在院子", "里，戴帽子"])
  }

  @Test("a word longer than a line breaks inside it, on a line of its own")
  func longWord() {
    let lines = TextWrap.lines("see Pneumonoultramicroscopic dust", width: 10)
    #expect(lines == ["see", "Pneumonoul", "tramicrosc", "opic dust"])
  }

  @Test("cut to fewer rows, the last line shown ends with … within the width")
  func ellipsis() {
    let text = "Slow and carries its house on its back"
    #expect(TextWrap.lines(text, width: 16, rows: 2) == ["Slow and carries", "its house on it…"])
    #expect(TextWrap.lines(text, width: 16, rows: 3).last == "back")
    #expect(TextWrap.lines("一种很甜的水果", width: 6, rows: 1) == ["一种…"])
  }

  @Test("a long clue takes the rows before the picture and the tile gaps; the legend stays")
  func clueBeforePicture() throws {
    let clue = String(repeating: "word ", count: 60)
    let roomy = Layout(rows: 40, columns: 80, slotCount: 3, tileCount: 21, clue: clue)
    #expect(roomy.clueLines.count == 4 && roomy.picture != nil)
    let standard = Layout(rows: 18, columns: 40, slotCount: 3, tileCount: 21, clue: clue)
    #expect(standard.clueLines.count == 9 && standard.clueLines.last == "word word word word")
    #expect(standard.picture == nil && standard.legendRow == 17)
    #expect(try #require(standard.slots.first).y == standard.titleRow + 10)
    #expect(Set(standard.tiles.map(\.y)).sorted().adjacentDifferences == [1, 1])
    let tight = Layout(rows: 12, columns: 40, slotCount: 3, tileCount: 21, clue: clue)
    #expect(tight.clueLines.count == 4 && tight.legendRow == 11)
    #expect(tight.clueLines.last?.hasSuffix("…") == true)
    #expect(try #require(tight.slots.first).y == tight.titleRow + 4)
    #expect(Set(tight.tiles.map(\.y)).sorted().adjacentDifferences == [1, 1])
  }

  @Test("at 80×24 a three-line clue leaves the picture whole and the tile rows apart")
  func pictureGivesFirst() throws {
    let clue = String(repeating: "sunny ", count: 30)
    let one = Layout(
      rows: 24, columns: 80, slotCount: 3, tileCount: 21, pictureRows: 11, pictureColumns: 22)
    let three = Layout(
      rows: 24, columns: 80, slotCount: 3, tileCount: 21, pictureRows: 11, pictureColumns: 22,
      clue: clue)
    #expect(three.clueLines.count == 3)
    #expect(try #require(one.picture).height == 11)
    #expect(try #require(three.picture).height == 11)
    #expect(Set(three.tiles.map(\.y)).sorted().adjacentDifferences == [2, 2])
    #expect(three.legendRow != nil)
  }
}

extension Array where Element == Int {
  fileprivate var adjacentDifferences: [Int] { zip(dropFirst(), self).map { $0 - $1 } }
}
