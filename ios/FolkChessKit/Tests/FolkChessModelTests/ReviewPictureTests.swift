import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of the review screen as ReviewModel publishes it: the board after the chosen ply
/// with the played move (the last-move trail) and the best move (the hint's arrow), the core's
/// sentence on the ply, the legend, the rows around the ply with their labels, the summary and
/// the deciding ply.
extension PictureTests {
    /// Zhong Kui's thrown win, on the deciding ply (the blunder): light in English, dark in
    /// Chinese; at the smallest phone's width in Chinese, and there with accessibility text
    /// in both languages; on the mistake, picked by a tap on the value chart (its mark and the
    /// blunder's both on the chart), light in Chinese at the smallest width.
    @Test func reviewOfASmallGameWithABlunder() async throws {
        let model = try await ReviewModelTests.reviewed(try ReviewModelTests.thrownWinJson())
        #expect(model.view.selectedPly == 5)
        #expect(model.view.rows[4].label == .blunder)
        try Self.renderReview("review-zhongkui-blunder-light", model.view, dark: false)
        model.setLanguage(.zh)
        try Self.renderReview("review-zhongkui-blunder-dark", model.view, dark: true)
        try Self.renderReview("review-zhongkui-blunder-small-dark", model.view, dark: true, width: 320)
        // The best move on the position before the blunder, where it can be played.
        model.showBest(true)
        #expect(model.view.showingBest && model.view.board.hint != nil)
        try Self.renderReview("review-zhongkui-best-before-light", model.view, dark: false)
        model.showBest(false)
        // The start position, its row (before ply 1) selected.
        model.setLanguage(.en)
        model.select(ply: 0)
        try Self.renderReview("review-zhongkui-start-dark", model.view, dark: true)
        // A tap on the chart at the mistake (ply 2): light, in Chinese, at the smallest width.
        model.setLanguage(.zh)
        let chart = ReviewChart(model.view)
        let width = 320 - 24.0
        model.select(ply: try #require(chart.ply(atX: chart.x(ofPly: 2, width: width) + 4, width: width)))
        #expect(model.view.selectedPly == 2)
        #expect(model.view.rows[1].label == .mistake)
        try Self.renderReview("review-zhongkui-chart-mistake-small-light", model.view, dark: false, width: 320)
        model.select(ply: 5)
        model.setLanguage(.both)
        try Self.renderReview(
            "review-zhongkui-blunder-small-large-text-light", model.view, dark: false, width: 320,
            textScale: Self.largeText)
    }

    /// Jinmen: random moves against the computer (Easy), reviewed by the search. The board on
    /// the last poor move (an inaccuracy or worse, with the best move's arrow): light in
    /// Chinese, dark in English, and with accessibility text; and on the ply that captured
    /// most, its captures half faded.
    @Test func reviewOfALargeGame() async throws {
        let table = try playedTable(.jinmen, .vsComputer(level: .easy, human: .first), seed: 3)
        var rng = SplitMix(state: 5)
        try playOn(table, plies: 20, rng: &rng)  // and the computer's 20 replies
        let model = try await ReviewModelTests.reviewed(try table.exportRecord(), language: .zh)
        let poor = try #require(
            model.view.rows.last { $0.label != .best && $0.label != .good }, "random play errs")
        model.select(ply: Int(poor.number))
        model.showBest(true)
        #expect(model.view.board.hint != nil)
        try Self.renderReview("review-jinmen-light", model.view, dark: false)
        model.setLanguage(.en)
        try Self.renderReview("review-jinmen-dark", model.view, dark: true)
        try Self.renderReview("review-jinmen-large-text-light", model.view, dark: false, textScale: Self.largeText)
        // A phone turned and an iPad held wide: the board beside the rest.
        try Self.renderReviewBeside("review-jinmen-landscape-en-dark", model.view, dark: true, phone: .turned)
        try Self.renderReviewBeside("review-jinmen-small-landscape-en-light", model.view, dark: false, phone: .smallTurned)
        model.setLanguage(.zh)
        try Self.renderReviewBeside("review-jinmen-ipad-zh-light", model.view, dark: false, phone: .tabletWide)
        model.setLanguage(.en)

        // The ply that captured most (its captures fade on its board).
        let captured = model.view.rows.indices.map { i -> Int in
            model.select(ply: i + 1)
            return model.view.board.fading.count
        }
        let capture = try #require(captured.indices.max { captured[$0] < captured[$1] })
        #expect(captured[capture] > 0, "the game captures")
        model.select(ply: capture + 1)
        #expect(model.view.board.fading.count == captured[capture])
        try Self.renderReview("review-jinmen-capture-light", model.view, dark: false, fadeAlpha: 0.45)
    }

    /// The review screen as its view lays it out: the title (the share button at its end) and
    /// the position, the board, the value chart, previous / next, the sentence on the ply and the legend, five
    /// rows around the ply, the summary and the deciding ply. Every text is wrapped within the width.
    static func renderReview(
        _ name: String, _ view: ReviewView, dark: Bool, width: Double = 392, textScale: Double = 1,
        fadeAlpha: Double = 1, lang: String? = nil
    ) throws {
        var p = Picture(width: width, textScale: textScale, dark: dark, lang: lang)
        // The navigation bar's back chevron, the title, and the toolbar's share button at its
        // end (square.and.arrow.up).
        Icon.draw(.share, in: &p, center: ViewPoint(x: p.width - p.margin - 11, y: p.y + 11), size: 22, color: p.accent)
        let back = ViewPoint(x: p.margin + 4, y: p.y + 11)
        for end in [ViewPoint(x: back.x + 6, y: back.y - 10), ViewPoint(x: back.x + 6, y: back.y + 10)] {
            p.out.append(.stroke(.line(end, back), LineStyle(p.accent, width: 3, roundCap: true)))
        }
        // the inline title (every word kept: on two smaller lines where one does not hold it)
        GamePicture.inlineTitle(&p, view.title, room: p.width - 2 * (28 + 22 + 8), mid: p.y + 11)
        p.y += 30
        p.text(view.position, size: 15, color: p.faint)
        p.gap(4)
        // The phone's room under the navigation bar: the board gives the list room on a short one.
        let room = width <= 320 ? 568.0 - 64 : 852.0 - 103
        try p.board(view.board, fadeAlpha: fadeAlpha, maxHeight: ReviewLayout.boardMaxHeight(screenHeight: room))
        try reviewPanel(&p, view, dark: dark, textScale: textScale)
        try p.write(name, minHeight: width < 392 ? 568 : 0)
    }

    /// The review on a phone turned or an iPad held wide, as ``FolkChessUI/GameReviewScreen``
    /// lays it out where the core puts the board beside the rest (``BoardView/arrangement(width:height:)``):
    /// the title across the top, the board at the leading side as tall as the room under the
    /// navigation bar, and beside it the panel (the chart, the move's sentence, the rows, the
    /// summary) at most ``readingWidth`` wide, cut at the screen's bottom where the list scrolls.
    static func renderReviewBeside(
        _ name: String, _ view: ReviewView, dark: Bool, phone: Phone, textScale: Double = 1, lang: String? = nil
    ) throws {
        // On an iPad the app raises Dynamic Type by the core's chrome scale (RootView).
        let textScale = textScale * TabletText.textScale(width: phone.width, height: phone.height)
        var p = Picture(width: phone.width, textScale: textScale, dark: dark, lang: lang)
        let left = phone.sideInset
        p.y = phone.topInset + (phone.navigationBar - 17 * textScale * 1.3) / 2
        // The navigation bar's back chevron, then the title beside it.
        let back = ViewPoint(x: left + p.margin + 4, y: p.y + 11)
        for end in [ViewPoint(x: back.x + 6, y: back.y - 10), ViewPoint(x: back.x + 6, y: back.y + 10)] {
            p.out.append(.stroke(.line(end, back), LineStyle(p.accent, width: 3, roundCap: true)))
        }
        GamePicture.inlineTitle(&p, view.title, room: phone.width - 2 * (left + 28 + 22 + 8), mid: p.y + 11)
        Icon.draw(
            .share, in: &p, center: ViewPoint(x: phone.width - left - p.margin - 11, y: p.y + 11), size: 22,
            color: p.accent)
        let top = phone.topInset + phone.navigationBar
        let bottom = phone.height - phone.bottomInset
        let arrangement = view.board.arrangement(width: phone.width - 2 * left, height: bottom - top)
        guard case .beside(let boardWidth, let panelWidth) = arrangement else {
            Issue.record("\(name): the core keeps the review in one column on \(phone.width) × \(phone.height)")
            return
        }
        let pad = TableView.boardPadding
        let layout = try BoardLayouts.of(view.board.game)
        let g = BoardDrawing.geometry(
            board: view.board, width: boardWidth - 2 * pad.horizontal, height: bottom - top - 2 * pad.vertical,
            compact: false)
        p.out += BoardDrawing.commands(board: view.board, layout: layout, geometry: g, palette: p.palette)
            .map { $0.offset(x: left + pad.horizontal, y: top + pad.vertical) }
        // The panel on a picture of its own, then put beside the board and cut at the bottom.
        var panel = Picture(
            width: min(panelWidth, readingWidth) + p.margin, textScale: textScale, dark: dark, lang: lang)
        panel.y = top + 4
        panel.text(view.position, size: 15, color: panel.faint)
        panel.gap(4)
        try reviewPanel(&panel, view, dark: dark, textScale: textScale)
        p.paste(panel, dx: left + boardWidth - p.margin)
        p.y = phone.height - p.margin
        try p.write(name, minHeight: phone.height)
    }

    /// Under the board: the value chart with its scale, previous / next, the sentence and the
    /// legend, "show the best move", five rows around the ply and the summary.
    static func reviewPanel(_ p: inout Picture, _ view: ReviewView, dark: Bool, textScale: Double) throws {
        p.gap(8)
        // The value chart (ReviewChart, as the view paints it) across the inner width, its
        // scale's words in the band's corners and the first and last move under its ends.
        let chart = ReviewChart(view)
        if chart.isShown {
            // (at the default text size whatever the reader's, as the view caps them; every word
            // outside the plot: First's over it, Second's under it)
            let size = 11 * min(textScale, 1)
            if let scale = view.chartScale {
                p.put(Picture.truncated(scale.top, width: p.inner, size: size), x: p.margin, y: p.y, size: size, color: p.ink)
                p.y += size * 1.2 + 2
            }
            p.out += chart.commands(width: p.inner, height: ReviewChart.height, dark: dark)
                .map { $0.offset(x: p.margin, y: p.y) }
            if let scale = view.chartScale {
                p.y += ReviewChart.height + 2
                p.put(Picture.truncated(scale.bottom, width: p.inner, size: size), x: p.margin, y: p.y, size: size, color: p.ink)
                p.y += size * 1.2 + 2
                let lastWidth = Picture.estimatedWidth(scale.last, size: size)
                p.put(scale.first, x: p.margin, y: p.y, size: size, color: p.faint)
                p.put(scale.last, x: p.width - p.margin - lastWidth, y: p.y, size: size, color: p.faint)
                p.y += size * 1.4
            } else {
                p.y += ReviewChart.height
            }
            p.gap(8)
        }
        if let busy = view.busy {
            p.text(busy, size: 15)
        } else if let failure = view.failure {
            p.text(failure.sentence, size: 15, color: RGBA(hex: 0xD32F2F))
        } else {
            p.buttons([view.previous, view.next])
            p.gap(8)
            p.text(view.caption, size: 14)
            p.gap(4)
        }

        // The legend: the tinted square and the arrow as the board draws them, each with its words.
        let legendSize = 13.0
        if let played = view.played, !view.showingBest {
            let y = p.y
            p.out += BoardDrawing.lastMoveMark(
                try lastMoveMark(x: p.margin + 11, y: y + 8, pieceRadius: 7 / 1.12), palette: p.palette)
            p.text(played, x: p.margin + 30, size: legendSize)
        }
        if let best = view.best, view.showingBest {
            let y = p.y
            // (the legend's small arrow, drawn as the board's)
            let m = p.margin
            p.out += BoardDrawing.arrow(
                ArrowShape(
                    shaftStartX: m + 2, shaftStartY: y + 8, shaftEndX: m + 16, shaftEndY: y + 8, width: 4, tipX: m + 26,
                    tipY: y + 8, leftX: m + 16, leftY: y + 2, rightX: m + 16, rightY: y + 14), color: p.palette.hint)
            p.text(best, x: p.margin + 30, size: legendSize)
        }
        if let show = view.showBest {
            p.gap(4)
            p.buttons([show])
        }
        p.gap(8)

        // Five rows around the selected ply (the start position's row before ply 1): on one
        // line where they fit, else on two.
        p.text(view.movesTitle, size: 15, bold: true)
        let selected = Int(view.selectedPly)  // 0: the start row
        let first = max(0, min(selected - 2, view.rows.count + 1 - 5))
        if first == 0 {
            let size = 14 * textScale
            let h = size * 1.5
            if selected == 0 {
                p.out.append(
                    .fill(
                        .rect(
                            center: ViewPoint(x: p.width / 2, y: p.y + h / 2 - 2), halfWidth: p.inner / 2 + 4,
                            halfHeight: h / 2, cornerRadius: 6), p.palette.selected.faded(0.18)))
            }
            p.put(view.startRow, x: p.margin + 2.6 * 13 * textScale + size * 1.3, y: p.y, size: size, color: p.ink)
            p.y += h
        }
        for row in view.rows[max(0, first - 1)..<min(max(0, first - 1) + (first == 0 ? 4 : 5), view.rows.count)] {
            let size = 14 * textScale
            let small = 13 * textScale
            let label = row.mark + " " + row.labelName + (row.deciding ? "  \u{2691}" : "")
            let numberX = p.margin
            let badgeX = p.margin + 2.6 * small
            let moveX = badgeX + size * 1.3
            let valuesX = p.margin + p.inner * 0.38
            let labelX = p.margin + p.inner * 0.68
            let oneLine =
                moveX + Picture.estimatedWidth(row.text, size: size) + 8 <= valuesX
                && valuesX + Picture.estimatedWidth(row.values, size: small) + 8 <= labelX
                && labelX + Picture.estimatedWidth(label, size: small) <= p.width - p.margin
            let lineHeight = size * 1.5
            // Where the rest goes when it does not fit on one line: the values under the
            // move, the label beside them or, wrapped, below them.
            let room = p.width - p.margin - moveX
            let labelBeside =
                Picture.estimatedWidth(row.values, size: small) + 12 + Picture.estimatedWidth(label, size: small)
                <= room
            let labelLines = labelBeside ? [label] : Picture.wrap(label, width: room, size: small)
            let height = oneLine ? lineHeight : lineHeight * Double(2 + (labelBeside ? 0 : labelLines.count))
            if row.selected {
                p.out.append(
                    .fill(
                        .rect(
                            center: ViewPoint(x: p.width / 2, y: p.y + height / 2 - 2), halfWidth: p.inner / 2 + 4,
                            halfHeight: height / 2, cornerRadius: 6), p.palette.selected.faded(0.18)))
            }
            let top = p.y
            p.put("\(row.number)", x: numberX, y: top, size: small, color: p.faint)
            p.badge(row.side, center: ViewPoint(x: badgeX + size * 0.35, y: top + size * 0.6), size: size * 0.9)
            p.put(row.text, x: moveX, y: top, size: size, color: p.ink)
            let color = ReviewLabelColors.color(row.label, dark: dark)
            if oneLine {
                p.put(row.values, x: valuesX, y: top, size: small, color: p.faint)
                p.put(label, x: labelX, y: top, size: small, bold: true, color: color)
            } else {
                let second = top + lineHeight
                p.put(row.values, x: moveX, y: second, size: small, color: p.faint)
                if labelBeside {
                    let x = moveX + Picture.estimatedWidth(row.values, size: small) + 12
                    p.put(label, x: x, y: second, size: small, bold: true, color: color)
                } else {
                    for (k, line) in labelLines.enumerated() {
                        p.put(
                            line, x: moveX, y: second + lineHeight * Double(k + 1), size: small, bold: true,
                            color: color)
                    }
                }
            }
            p.y = top + height
        }
        // The section's footer: what the values and marks mean.
        p.gap(4)
        p.text(view.legend, size: 12, color: p.faint)
        p.gap(8)
        p.text(view.summaryTitle, size: 15, bold: true)
        if let outcome = view.outcome { p.text(outcome, size: 14, bold: true) }
        for side in view.sides { p.text(side.text, size: 13) }
        if let decided = view.decided { p.text(decided, size: 13, color: p.faint) }
        if let method = view.method { p.text(method, size: 12, color: p.faint) }
    }
}
