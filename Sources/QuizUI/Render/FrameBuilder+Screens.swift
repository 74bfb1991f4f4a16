import Foundation
import QuizCore
import TerminalKit

/// The screens drawn over or instead of the game: the enlarged picture, the too-small
/// notice and the congratulations screen.
extension FrameBuilder {
  /// The enlarged picture over the dimmed game, under the clue (kept as it was) or, on a
  /// screen too short for that, over it, with the legend cleared: its keys do not apply
  /// while any key returns. The picture and its frame sit on the backdrop the picture has in
  /// the game (see ``PictureBackdrop/choose(for:depth:background:)``) on a `background`
  /// terminal.
  static func drawEnlarged(
    _ picture: Picture, layout: Layout, into screen: inout ScreenBuffer, theme: Theme,
    depth: ColorDepth, background: Theme.Background, pictureDepth: ColorDepth,
    pictures: PictureMemo, strings: Strings = .english
  ) {
    screen.restyle { style in
      style.dim = true
      style.bold = false
      style.foreground = .standard
      style.background = .standard
      style.reverse = false
      style.underline = false
    }
    if let legend = layout.legendRow {
      screen.fill(
        Rect(x: 0, y: legend, width: screen.columns, height: 1),
        with: Cell(" ", style: CellStyle(dim: true)))
    }
    // Under the clue, with a cell of frame at each side and the bottom row for the message;
    // over it (the clue left dimmed) where the room under it would shrink the picture.
    let zoom = layout.zoom(of: picture)
    let clueEnd = layout.titleRow + layout.clueLines.count
    if zoom.top > clueEnd {
      drawClue(layout, into: &screen, style: theme.heading)
    } else {
      // No cut words beside the picture: the rows down to the clue's last are left blank.
      screen.fill(
        Rect(x: 0, y: 0, width: screen.columns, height: clueEnd),
        with: Cell(" ", style: CellStyle(dim: true)))
    }
    let rows = zoom.rows
    let frame = Rect(x: zoom.left - 1, y: zoom.top - 1, width: zoom.width + 2, height: rows + 2)
    let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: background)
    screen.fill(frame, with: Cell(" ", style: CellStyle(background: backdrop)))
    screen.paste(
      pictures.render(
        picture, fit: .enlarged(width: zoom.width, height: zoom.height), columns: zoom.width,
        rows: rows, depth: pictureDepth, background: backdrop),
      row: zoom.top, column: zoom.left)
    let bottom = Rect(x: 0, y: screen.rows - 1, width: screen.columns, height: 1)
    screen.fill(bottom, with: Cell(" ", style: CellStyle(dim: true)))
    screen.putCentered(strings.anyKeyReturns, row: screen.rows - 1, style: theme.legend)
  }

  static func drawTooSmall(
    _ layout: Layout, into screen: inout ScreenBuffer, theme: Theme, strings: Strings = .english
  ) {
    let need =
      layout.columns < layout.minimumColumns
      ? strings.needsColumns(Strings.Need(needed: layout.minimumColumns, present: layout.columns))
      : strings.needsRows(Strings.Need(needed: layout.minimumRows, present: layout.rows))
    var lines = TextWrap.lines(strings.enlargeTerminal, width: layout.columns).map {
      ($0, theme.heading)
    }
    lines += TextWrap.lines(need, width: layout.columns).map { ($0, theme.legend) }
    let top = max(0, (layout.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      screen.putCentered(line.0, row: top + offset, style: line.1)
    }
  }

  /// The question asked after the last question when some were skipped.
  static func drawRetryOffer(
    skipped: Int, into screen: inout ScreenBuffer, theme: Theme, strings: Strings = .english
  ) {
    let lines =
      TextWrap.lines(strings.lastQuestionDone, width: screen.columns).map { ($0, theme.good) }
      + [("", theme.info)]
      + TextWrap.lines(retryQuestion(skipped: skipped, strings: strings), width: screen.columns)
      .map {
        ($0, theme.heading)
      }
    let top = max(0, (screen.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() where top + offset < screen.rows {
      screen.putCentered(line.0, row: top + offset, style: line.1)
    }
  }

  /// "Retry the 3 skipped questions? (y/n)".
  static func retryQuestion(skipped: Int, strings: Strings = .english) -> String {
    skipped == 1 ? strings.retryOne : strings.retryMany(skipped)
  }

  static func drawFinished(
    _ summary: Summary, into screen: inout ScreenBuffer, theme: Theme, trophy: [[Cell]]?,
    strings: Strings = .english
  ) {
    let time = summary.clockTime
    let tally = summary.tally
    // Labels padded to one display width, so the figures line up in every language.
    let labels = [
      strings.summaryScore, strings.summarySolved, strings.summarySkipped, strings.summaryHints,
      strings.summaryWrongTries, strings.summaryTime,
    ]
    let labelWidth = max(11, labels.map { TextWidth.of($0) }.max() ?? 0) + 2
    func row(_ label: String, _ value: String) -> String {
      label + String(repeating: " ", count: max(0, labelWidth - TextWidth.of(label)))
        + String(repeating: " ", count: max(0, 6 - value.count)) + value
    }
    var lines: [(String, CellStyle)] = [
      (strings.congratulations, theme.good),
      (summary.headline(in: strings), theme.heading),
      ("", theme.info),
      (row(strings.summaryScore, String(summary.score)), theme.score),
      (row(strings.summarySolved, String(tally.solved)), theme.info),
      (row(strings.summarySkipped, String(tally.skipped)), theme.info),
      (row(strings.summaryHints, String(tally.hints)), theme.info),
      (row(strings.summaryWrongTries, String(tally.wrongTries)), theme.info),
      (row(strings.summaryTime, time), theme.info),
      ("", theme.info),
      (strings.playAgain, theme.heading),
    ]
    if lines.count > screen.rows {
      // Too short for the whole summary: the score and the question that matters.
      lines = [
        (strings.congratulations, theme.good), (strings.shortScore(summary.score), theme.score),
        (strings.playAgain, theme.heading),
      ]
    }
    // The trophy goes above the summary when both fit, with a blank row between.
    let art = trophy.flatMap { $0.isEmpty || $0.count < 4 ? nil : $0 }
    let height = lines.count + (art.map { $0.count + 1 } ?? 0)
    var top = max(0, (screen.rows - height) / 2)
    if let art, height <= screen.rows {
      let width = art.first?.count ?? 0
      screen.paste(art, row: top, column: max(0, (screen.columns - width) / 2))
      top += art.count + 1
    }
    for (offset, line) in lines.enumerated() where top + offset < screen.rows {
      screen.putCentered(line.0, row: top + offset, style: line.1)
    }
  }
}
