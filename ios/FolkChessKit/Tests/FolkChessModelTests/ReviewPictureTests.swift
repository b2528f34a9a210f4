import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of the review screen's state: the board after the chosen ply with the played move
/// (the last-move trail) and the best move (the hint's arrow), the core's sentence on the ply,
/// the legend, the rows around the ply with their labels, the summary and the deciding ply.
extension PictureTests {
    /// Zhong Kui's thrown win, on the deciding ply (the blunder): light in English, dark in Chinese.
    @Test func reviewOfASmallGameWithABlunder() async throws {
        let model = try await ReviewModelTests.reviewed(try ReviewModelTests.thrownWinSession())
        #expect(model.selectedPly == 5)
        #expect(model.screen.rows[4].label == .blunder)
        try renderReview("review-zhongkui-blunder-light", model.screen, dark: false)
        model.language = .zh
        try renderReview("review-zhongkui-blunder-dark", model.screen, dark: true)
    }

    /// Jinmen: random moves against the computer (Easy), reviewed by the search. The board on
    /// the last poor move (an inaccuracy or worse, with the best move's arrow): light in
    /// Chinese, dark in English; and on the ply that captured most, its captures half faded.
    @Test func reviewOfALargeGame() async throws {
        let session = try newSession(.jinmen, .vsComputer(level: .easy, human: .first), seed: 3)
        var rng = SplitMix(state: 5)
        var now: Int64 = 0
        while try session.historyPlies().count < 40, try session.snapshot(nowMs: now).status == .ongoing {
            now += 1000
            if try session.isComputerTurn() {
                _ = try session.computerMove(cancel: CancelHandle(), nowMs: now)
            } else {
                let moves = try session.legalMoves()
                let m = moves[Int(rng.next() % UInt64(moves.count))]
                _ = try session.play(from: m.from, to: m.to, nowMs: now)
            }
        }
        let model = try await ReviewModelTests.reviewed(session, language: .zh)
        let review = try #require(model.review)
        let poor = try #require(review.plies.last { $0.label != .best && $0.label != .good }, "random play errs")
        model.select(ply: Int(poor.number))
        #expect(model.screen.scene.hint != nil)
        try renderReview("review-jinmen-light", model.screen, dark: false)
        model.language = .en
        try renderReview("review-jinmen-dark", model.screen, dark: true)

        let capture = try #require(review.plies.max { $0.played.captured.count < $1.played.captured.count })
        #expect(!capture.played.captured.isEmpty, "the computer captures")
        model.select(ply: Int(capture.number))
        #expect(model.screen.scene.fading.count == capture.played.captured.count)
        try renderReview("review-jinmen-capture-light", model.screen, dark: false, fadeAlpha: 0.45)
    }

    /// Draws the review's state: the title and position above the board; below it the
    /// sentence on the ply, the legend, five rows around the ply, the summary and the
    /// deciding ply. Long lines are wrapped.
    func renderReview(_ name: String, _ screen: ReviewScreenState, dark: Bool, fadeAlpha: Double = 1) throws {
        let palette = BoardPalette.of(dark: dark)
        let background = dark ? RGBA(hex: 0x1A1411) : RGBA(hex: 0xFFF8F3)
        let ink = dark ? RGBA(hex: 0xF0DFD7) : RGBA(hex: 0x221A15)
        let faint = dark ? RGBA(hex: 0xB8A89F) : RGBA(hex: 0x6B5D55)
        let margin = 12.0
        let width = Self.width - 2 * margin
        var y = margin
        var out: [DrawCommand] = []

        func text(_ s: String, x: Double = margin, size: Double, bold: Bool = false, color: RGBA) {
            for line in wrap(s, width: Self.width - margin - x, size: size) {
                out.append(
                    .text(
                        line, at: ViewPoint(x: x, y: y), anchor: .topLeading, size: size, bold: bold, color: color,
                        halo: nil))
                y += size * 1.45
            }
        }

        text(screen.title, size: 17, bold: true, color: ink)
        text(screen.position, size: 15, color: faint)
        y += 4
        let boardHeight = (width / screen.scene.aspectRatio).rounded()
        out += BoardDrawing.commands(
            scene: screen.scene, width: width, height: boardHeight, palette: palette, fadeAlpha: fadeAlpha
        ).map { $0.offset(x: margin, y: y) }
        y += boardHeight + 10
        text(screen.caption, size: 14, color: ink)

        // The legend: the trail and the arrow as the board draws them.
        y += 4
        var x = margin
        if let played = screen.played {
            out.append(
                .stroke(
                    .line(ViewPoint(x: x, y: y + 8), ViewPoint(x: x + 22, y: y + 8)),
                    LineStyle(palette.lastMove.faded(0.45), width: 6, roundCap: true)))
            out.append(
                .text(
                    played, at: ViewPoint(x: x + 30, y: y), anchor: .topLeading, size: 13, bold: false, color: ink,
                    halo: nil))
            x += 30 + estimatedWidth(played, size: 13) + 18
        }
        if let best = screen.best {
            out += BoardDrawing.arrow(
                from: ViewPoint(x: x - 4, y: y + 8), to: ViewPoint(x: x + 26, y: y + 8), radius: 10,
                color: palette.hint.faded(0.9))
            out.append(
                .text(
                    best, at: ViewPoint(x: x + 30, y: y), anchor: .topLeading, size: 13, bold: false, color: ink,
                    halo: nil))
        }
        y += 26

        // Five rows around the selected ply.
        let selected = screen.rows.firstIndex { $0.isSelected } ?? 0
        let first = max(0, min(selected - 2, screen.rows.count - 5))
        for row in screen.rows[first..<min(first + 5, screen.rows.count)] {
            let rowHeight = 24.0
            if row.isSelected {
                out.append(
                    .fill(
                        .rect(
                            center: ViewPoint(x: Self.width / 2, y: y + rowHeight / 2 - 2), halfWidth: width / 2 + 4,
                            halfHeight: rowHeight / 2, cornerRadius: 6), palette.selected.faded(0.18)))
            }
            out.append(
                .text(
                    "\(row.number)", at: ViewPoint(x: margin, y: y), anchor: .topLeading, size: 13, bold: false,
                    color: faint, halo: nil))
            let badge = ViewPoint(x: margin + 34, y: y + 8)
            if row.side == .first {
                out.append(.fill(.circle(center: badge, radius: 7), palette.first))
            } else {
                out.append(
                    .fill(.rect(center: badge, halfWidth: 6.5, halfHeight: 6.5, cornerRadius: 2), palette.second))
                out.append(
                    .stroke(
                        .rect(center: badge, halfWidth: 6.5, halfHeight: 6.5, cornerRadius: 2),
                        LineStyle(palette.secondRim, width: 1)))
            }
            out.append(
                .text(
                    row.move, at: ViewPoint(x: margin + 50, y: y), anchor: .topLeading, size: 14, bold: false,
                    color: ink, halo: nil))
            out.append(
                .text(
                    row.values, at: ViewPoint(x: margin + 150, y: y), anchor: .topLeading, size: 13, bold: false,
                    color: faint, halo: nil))
            let flag = row.isDeciding ? "  ⚑" : ""
            out.append(
                .text(
                    "\(ReviewLabelStyle.mark(row.label)) \(row.labelName)\(flag)",
                    at: ViewPoint(x: margin + 262, y: y), anchor: .topLeading, size: 13, bold: true,
                    color: ReviewLabelStyle.color(row.label, dark: dark), halo: nil))
            y += rowHeight
        }
        y += 6
        if let outcome = screen.outcome { text(outcome, size: 14, bold: true, color: ink) }
        for side in screen.sides { text(side.text, size: 13, color: ink) }
        if let decided = screen.decided { text(decided, size: 13, color: faint) }
        if let method = screen.method { text(method, size: 12, color: faint) }
        try writePicture(name, commands: out, height: y + margin, background: background)
    }

    /// A text's width, roughly: CJK characters one em, others half an em.
    func estimatedWidth(_ s: String, size: Double) -> Double {
        s.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? size : size * 0.5) }
    }

    /// Splits `s` into lines of at most `width` (at spaces in English, anywhere in Chinese).
    func wrap(_ s: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var word = ""
            func flushWord() {
                let candidate = line.isEmpty ? word : line + word
                // Closing punctuation never starts a line.
                let closing = word.count == 1 && "。，、：；）！？".contains(word)
                if estimatedWidth(candidate, size: size) > width && !line.isEmpty && !closing {
                    lines.append(line.trimmingCharacters(in: .whitespaces))
                    line = word
                } else {
                    line = candidate
                }
                word = ""
            }
            for ch in paragraph {
                word.append(ch)
                if ch == " " || ch.unicodeScalars.first!.value >= 0x2E80 { flushWord() }
            }
            flushWord()
            lines.append(line.trimmingCharacters(in: .whitespaces))
        }
        return lines
    }
}
