import QuizCore
import Testing

@Suite("Tagged indices")
struct TaggedTests {
  @Test("a slot index and a tile index are different types, though both hold an Int")
  func distinctTypes() {
    #expect(ObjectIdentifier(SlotIndex.self) != ObjectIdentifier(TileIndex.self))
    #expect(ObjectIdentifier(SlotIndex.self) != ObjectIdentifier(Int.self))
    let slot: Any = SlotIndex(3)
    #expect(!(slot is TileIndex))
    #expect(!(slot is Int))
  }

  @Test("a tagged index is written as a number, compares and prints as its number")
  func literalOrderAndText() {
    let tile: TileIndex = 3
    #expect(tile.rawValue == 3)
    #expect(TileIndex(2) < tile)
    #expect("\(tile)" == "3")
  }
}
