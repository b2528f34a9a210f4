import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of the screens as the models publish them — the board drawn by the same commands
/// the SwiftUI canvas paints, the words the core's — rendered to SVG and PNG into
/// $FOLKCHESS_SCREENSHOTS_DIR (default target/screenshots/ios): each board light and dark,
/// games in progress with a selection, targets, the last move, a hint, a capture fading out,
/// the buttons and the move list; the review screen (ReviewPictureTests.swift); and the same
/// at the smallest phone's width (320 × 568 pt) and at an accessibility text size.
@MainActor @Suite(.serialized) struct PictureTests {
    nonisolated static let kinds: [GameKind] = [.weiming, .zhongkui, .jinmen, .huishi]

    /// The first accessibility Dynamic Type size: the 17 pt body becomes 28 pt.
    static let largeText = 28.0 / 17.0

    @Test(arguments: kinds)
    func eachBoardLightAndDark(game: GameKind) throws {
        let info = try gameInfoOf(game: game)
        let frame = try rulesScreenView(game: game, rulesLanguage: .en, highlighted: nil, language: .en)
        for dark in [false, true] {
            var p = Picture(dark: dark)
            p.text(info.nameZh, size: 17)
            p.text(info.nameEn, size: 17)
            p.gap(8)
            try p.board(frame.diagram)
            try p.write("board-\(info.id)-\(dark ? "dark" : "light")")
        }
    }

    /// Huishi against the computer: a move played, the computer's reply marked, a piece
    /// selected with its targets lit; Chinese. Also at the smallest phone's width and with
    /// accessibility text.
    @Test func aGameInProgressWithSelectionTargetsAndLastMove() async throws {
        let model = try gameModel(
            .huishi, .vsComputer(level: .medium, human: .first), turnSeconds: 60, seed: 42, language: .zh)
        model.start()
        model.tap(try point("c2", .huishi))
        model.tap(try point("c3", .huishi))
        await model.settle()
        #expect(model.view.moves.rows.count == 2)
        model.tap(try point("b2", .huishi))
        #expect(!marked(.target, model).isEmpty)
        for dark in [false, true] {
            try Self.renderGame("game-huishi-\(dark ? "dark" : "light")", model.view, dark: dark)
        }
        try Self.renderGame("game-huishi-small-light", model.view, dark: false, width: 320)
        try Self.renderGame("game-huishi-large-text-dark", model.view, dark: true, textScale: Self.largeText)
    }

    /// Weiming with a hint and its verdict, in both languages; also with accessibility text.
    @Test func aHintWithItsVerdict() async throws {
        let model = try gameModel(.weiming, .vsComputer(level: .hard, human: .first), seed: 1, language: .both)
        model.start()
        model.hint()
        await model.settle()
        #expect(model.view.board.hint != nil)
        #expect(model.view.verdict != nil)
        try Self.renderGame("game-weiming-hint-light", model.view, dark: false)
        try Self.renderGame("game-weiming-hint-large-text-light", model.view, dark: false, textScale: Self.largeText)
    }

    /// Zhongkui in pass-and-play after a few moves: the last move and the movable pieces.
    @Test func passAndPlayWithTheLastMove() async throws {
        let model = try gameModel(.zhongkui, turnSeconds: 30, language: .en)
        model.start()
        try playFirstLegalMove(model)
        try playFirstLegalMove(model)
        try Self.renderGame("game-zhongkui-dark", model.view, dark: true)
    }

    /// Jinmen in pass-and-play, random moves until a capture.
    static func jinmenAfterACapture() throws -> GameModel {
        let model = try gameModel(.jinmen, language: .en)
        model.start()
        var rng = SplitMix(state: 1)
        for _ in 0..<2000 where model.view.board.fading.isEmpty && !model.view.isOver {
            let moves = try model.table.copySession().legalMoves()
            let m = moves[Int(rng.next() % UInt64(moves.count))]
            model.tap(Int(m.from))
            model.tap(Int(m.to))
        }
        try #require(!model.view.board.fading.isEmpty, "random play reaches a capture")
        return model
    }

    /// Jinmen: the captured pieces drawn half faded; the move list names the capture.
    @Test func aCaptureFadingOut() throws {
        let model = try Self.jinmenAfterACapture()
        #expect(model.feedback?.kind == .capture)
        #expect(model.view.moves.rows.last?.text.contains(" x ") == true)
        for dark in [false, true] {
            try Self.renderGame(
                "game-jinmen-capture-\(dark ? "dark" : "light")", model.view, dark: dark, fadeAlpha: 0.5)
        }
        try Self.renderGame("game-jinmen-capture-small-dark", model.view, dark: true, width: 320, fadeAlpha: 0.5)
    }

    // MARK: The game screen

    /// The game screen as its view lays it out: title, banner (badge, words, countdown; turned
    /// for the far player) or, once the game is over, the end-of-game card (the outcome, review,
    /// restart); the question (turned towards the player who answers); the board, the status
    /// lines, the level, the buttons (resign and offer a draw while the game goes on) and the
    /// move list, opened.
    static func renderGame(
        _ name: String, _ view: TableView, dark: Bool, width: Double = 392, textScale: Double = 1,
        fadeAlpha: Double = 1, lang: String? = nil
    ) throws {
        var p = Picture(width: width, textScale: textScale, dark: dark, lang: lang)
        p.text(view.title, size: 17, bold: true)
        p.gap(6)
        if view.isOver {
            endCard(&p, view)
        } else {
            banner(&p, view)
        }
        if let question = view.question {
            p.gap(10)
            let card = p.card(padding: 12, fill: p.accent.faded(0.12), border: p.accent) { p in
                p.text(question.text, size: 17, bold: true)
                p.gap(10)
                // "No" leads, "yes" trails, as in iOS's alerts.
                p.buttonRow([
                    (ActionView(label: question.no, enabled: true), .bordered),
                    (ActionView(label: question.yes, enabled: true), .prominent),
                ])
            }
            p.turn(question.rotated, card)
        }
        p.gap(10)

        try p.board(view.board, fadeAlpha: fadeAlpha)
        p.gap(8)
        p.text(view.status, size: 15, color: p.faint)
        if let busy = view.busy { p.text(busy, size: 15) }
        if let verdict = view.verdict { p.text(verdict, size: 15, bold: true, color: p.palette.hint) }
        if let message = view.message {
            // A neutral note (an info mark, the words, the dismiss button on the right).
            p.gap(4)
            p.card(padding: 10, fill: p.panel, border: nil, cornerRadius: 10) { p in
                let size = 15 * p.textScale
                let dismissWidth = Picture.estimatedWidth(view.dismiss, size: size)
                let mark = ViewPoint(x: p.left + size * 0.5, y: p.y + size * 0.6)
                p.out.append(.stroke(.circle(center: mark, radius: size * 0.45), LineStyle(p.accent, width: 1.5)))
                p.out.append(
                    .text("i", at: mark, anchor: .center, size: size * 0.7, bold: true, color: p.accent, halo: nil))
                let top = p.y
                p.put(view.dismiss, x: p.width - p.margin - p.inset - dismissWidth, y: top, size: size, color: p.accent)
                // The words between the mark and the dismiss button.
                for line in Picture.wrap(message, width: p.usable - size * 1.4 - dismissWidth - 12, size: size) {
                    p.put(line, x: p.left + size * 1.4, y: p.y, size: size, color: p.ink)
                    p.y += size * 1.4
                }
            }
        }
        if let level = view.level, let current = level.options.first(where: { $0.level == level.current }) {
            p.gap(6)
            p.text(level.label + "  " + current.name, size: 15)
        }
        p.gap(8)
        p.buttons([view.undo, view.redo, view.hint])
        if !view.isOver {
            p.gap(8)
            p.buttonRow([(view.resign, .destructive), (view.offerDraw, .bordered)])
        }
        p.gap(8)
        p.buttons(view.isOver ? [view.saveAndLeave] : [view.restart, view.saveAndLeave])
        p.gap(12)

        // The move list, opened: its button (the label and a chevron), then the last rows.
        let size = 17 * textScale
        let chevron = ViewPoint(x: p.width - p.margin - 8, y: p.y + size * 0.6)
        p.out.append(
            .stroke(
                .line(ViewPoint(x: chevron.x - 6, y: chevron.y - 3), chevron),
                LineStyle(p.accent, width: 2, roundCap: true)))
        p.out.append(
            .stroke(
                .line(chevron, ViewPoint(x: chevron.x + 6, y: chevron.y - 3)),
                LineStyle(p.accent, width: 2, roundCap: true)))
        p.text(view.moves.show, size: 17, color: p.accent)
        if view.moves.rows.isEmpty {
            p.text(view.moves.emptyText, size: 15, color: p.faint)
        }
        let small = 13 * textScale
        for row in view.moves.rows.suffix(6) {
            let rowSize = 15 * textScale
            p.put("\(row.number)", x: p.margin, y: p.y, size: small, color: p.faint)
            p.badge(row.side, center: ViewPoint(x: p.margin + 3 * small, y: p.y + rowSize * 0.55), size: rowSize * 0.8)
            p.text(row.text, x: p.margin + 3 * small + rowSize * 1.1, size: 15)
        }
        try p.write(name, minHeight: width < 392 ? 568 : 0)
    }

    /// The banner: a panel with the side's badge, the words and the countdown ring, turned
    /// for the far player.
    static func banner(_ p: inout Picture, _ view: TableView) {
        let start = p.out.count
        let size = 17 * p.textScale
        let badge = 22.0
        let ring = 44.0
        let textX = p.margin + 12 + (view.banner.side == nil ? 0 : badge + 10)
        let textRight = p.width - p.margin - 12 - (view.timer == nil ? 0 : ring + 10)
        let lines = Picture.wrap(view.banner.text, width: textRight - textX, size: size)
        let height = max(ring, Double(lines.count) * size * 1.35) + 24
        let top = p.y
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: p.width / 2, y: top + height / 2), halfWidth: p.inner / 2,
                    halfHeight: height / 2, cornerRadius: 12), p.panel))
        if let side = view.banner.side {
            p.badge(side, center: ViewPoint(x: p.margin + 12 + badge / 2, y: top + height / 2), size: badge)
        }
        var lineY = top + (height - Double(lines.count) * size * 1.35) / 2
        for line in lines {
            p.put(line, x: textX, y: lineY, size: size, bold: true, color: p.ink)
            lineY += size * 1.35
        }
        if let t = view.timer {
            let c = ViewPoint(x: p.width - p.margin - 12 - ring / 2, y: top + height / 2)
            p.out.append(.stroke(.circle(center: c, radius: ring / 2 - 2), LineStyle(p.faint.faded(0.3), width: 4)))
            let color = t.low ? RGBA(hex: 0xD32F2F) : p.accent
            // The share of the turn left, as an arc drawn in short segments.
            let steps = max(1, Int(t.permille) / 10)
            for k in 0..<steps {
                let a0 = -Double.pi / 2 + 2 * Double.pi * Double(k) / 100
                let a1 = -Double.pi / 2 + 2 * Double.pi * Double(k + 1) / 100
                let r = ring / 2 - 2
                p.out.append(
                    .stroke(
                        .line(
                            ViewPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0)),
                            ViewPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))), LineStyle(color, width: 4)))
            }
            let digits = "\(t.seconds)"
            let ds = 15.0
            p.out.append(
                .text(
                    digits, at: ViewPoint(x: c.x, y: c.y), anchor: .center, size: ds, bold: true,
                    color: t.low ? color : p.ink, halo: nil))
        }
        p.y = top + height
        p.turn(view.banner.rotated, (start..<p.out.count, ViewPoint(x: p.width / 2, y: top + height / 2)))
    }

    /// The end of the game: a checkered flag, the core's outcome sentence as the headline,
    /// then review (filled) and restart, as the view enables them.
    static func endCard(_ p: inout Picture, _ view: TableView) {
        p.card(padding: 14, fill: p.accent.faded(0.12), border: p.accent, cornerRadius: 14) { p in
            let flag = ViewPoint(x: p.left, y: p.y + 4)
            // The flag: a pole and a 3 × 2 checkerboard.
            p.out.append(
                .stroke(
                    .line(flag, ViewPoint(x: flag.x, y: flag.y + 22)), LineStyle(p.ink, width: 2, roundCap: true)))
            for row in 0..<2 {
                for col in 0..<3 {
                    let c = ViewPoint(x: flag.x + 3 + Double(col) * 5 + 2.5, y: flag.y + Double(row) * 5 + 2.5)
                    let cell = DrawShape.rect(center: c, halfWidth: 2.5, halfHeight: 2.5, cornerRadius: 0)
                    p.out.append(.fill(cell, (row + col) % 2 == 0 ? p.ink : p.background))
                    p.out.append(.stroke(cell, LineStyle(p.ink, width: 0.6)))
                }
            }
            p.text(view.banner.text, x: p.left + 30, size: 22, bold: true)
            p.gap(12)
            p.buttonRow([(view.review, .prominent), (view.restart, .bordered)])
        }
    }
}
