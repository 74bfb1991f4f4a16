import Synchronization
import TerminalKit

/// The key legend last chosen and what it was chosen for: every frame of a question shows
/// the same legend, and choosing one joins and measures a dozen strings.
enum LegendMemo {
  private struct Choice: Sendable {
    let width: Int
    let skip: Bool
    let zoom: Bool
    let leaving: ScreenModel.Leaving
    let pieces: [String]
    let text: String
    let textWidth: Int
  }

  private static let last = Mutex<Choice?>(nil)

  /// ``FrameBuilder/legend(width:skip:zoom:leaving:strings:)`` and its width in columns.
  static func legend(
    width: Int, skip: Bool, zoom: Bool, leaving: ScreenModel.Leaving = .quit, strings: Strings
  ) -> (text: String, width: Int) {
    let pieces = Self.pieces(of: strings)
    if let hit = last.withLock({ $0 }), hit.width == width, hit.skip == skip, hit.zoom == zoom,
      hit.leaving == leaving, hit.pieces == pieces
    {
      return (hit.text, hit.textWidth)
    }
    let text = FrameBuilder.legend(
      width: width, skip: skip, zoom: zoom, leaving: leaving, strings: strings)
    let choice = Choice(
      width: width, skip: skip, zoom: zoom, leaving: leaving, pieces: pieces, text: text,
      textWidth: TextWidth.of(text))
    last.withLock { $0 = choice }
    return (text, choice.textWidth)
  }

  /// Every string the legend is made of.
  private static func pieces(of s: Strings) -> [String] {
    [
      s.legendPickLong, s.legendPickShort, s.legendClear, s.legendRevealLong,
      s.legendRevealShort, s.legendRemoveLong, s.legendRemoveShort, s.legendHint,
      s.legendRemove, s.legendSkip, s.legendZoom, s.legendQuit, s.legendMenu, s.legendFinish,
      s.howToPlay.legend,
    ]
  }
}
