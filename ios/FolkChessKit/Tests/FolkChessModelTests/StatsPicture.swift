import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The statistics screen (``FolkChessUI/StatisticsScreen``) and the import screen
/// (``FolkChessUI/ImportScreen``) as their views lay them out, drawn for the tests.
extension PictureTests {
    /// The statistics: the large title, the empty text or a card per game (its name above it:
    /// the table with the column heads, the streak and rating lines, the chart), the reset button.
    static func renderStatistics(
        _ name: String, _ view: StatsView?, problem: FailureText? = nil, title: String = "", dark: Bool,
        width: Double = 393, textScale: Double = 1, lang: String? = nil, confirming: Bool = false
    ) throws {
        var sp = ScreenPicture(phone: phone(width), textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view?.title ?? title, large: true, back: true, trailing: [])
        if let problem {
            try sp.section(
                nil,
                [
                    { sp in
                        sp.p.gap(11)
                        sp.lines(
                            Picture.wrap(problem.sentence, width: sp.rowRight - sp.rowLeft, size: 17 * sp.s),
                            x: sp.rowLeft, size: 17, color: sp.p.destructive)
                        // the details folded under the core's "Details"
                        sp.lines(
                            Picture.wrap(problem.detailsLabel + " ›", width: sp.rowRight - sp.rowLeft, size: 13 * sp.s),
                            x: sp.rowLeft, size: 13, color: sp.p.faint)
                        sp.p.gap(11)
                    }
                ])
        }
        if let view {
            if let empty = view.emptyText {
                try sp.section(
                    nil,
                    [
                        { sp in
                            sp.p.gap(11)
                            sp.lines(
                                Picture.wrap(empty, width: sp.rowRight - sp.rowLeft, size: 17 * sp.s),
                                x: sp.rowLeft, size: 17, color: sp.p.faint)
                            sp.p.gap(11)
                        }
                    ])
            }
            for game in view.games {
                try sp.section(game.name, [{ $0.statsCard(game, columns: view.columns, legend: view.legend) }])
            }
            // (no reset where there is nothing to reset, as StatisticsScreen)
            if view.reset.enabled { try sp.buttonSection(view.reset.label, color: sp.p.destructive) }
            sp.p.gap(20)
            if confirming {
                sp.p.y = max(sp.p.y, sp.phone.height)
                sp.actionSheet(question: view.resetQuestion, confirm: view.resetConfirm, cancel: view.resetCancel)
            }
        } else {
            sp.p.gap(20)
        }
        try sp.write(name)
    }

    /// The import screen: the inline title, the hint over the text editor (outlined in red
    /// with the core's sentence under it when the text did not read), the system's paste
    /// button, "open" (greyed while the core holds it).
    static func renderImport(
        _ name: String, texts: AppTexts, text: String, problem: String?, openEnabled: Bool, dark: Bool,
        width: Double = 393, textScale: Double = 1, lang: String? = nil
    ) throws {
        var sp = ScreenPicture(phone: phone(width), textScale: textScale, dark: dark, lang: lang)
        sp.header(title: texts.importGame, large: true, back: true, trailing: [])
        try sp.section(
            nil,
            [
                { sp in
                    sp.p.gap(11)
                    sp.lines(
                        Picture.wrap(texts.importHint, width: sp.rowRight - sp.rowLeft, size: 13 * sp.s),
                        x: sp.rowLeft, size: 13, color: sp.p.faint)
                    sp.p.gap(11)
                },
                { sp in
                    let top = sp.p.y
                    sp.p.gap(8)
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                        Picture.wrap(String($0), width: sp.rowRight - sp.rowLeft, size: 17 * sp.s)
                    }
                    sp.lines(lines, x: sp.rowLeft, size: 17, color: sp.p.ink)
                    sp.p.y = max(sp.p.y + 8, top + 180)
                    if let problem {
                        // The field outlined in red, the core's sentence under it.
                        let (left, right) = (sp.rowLeft - 6, sp.rowRight + 6)
                        sp.p.out.append(
                            .stroke(
                                .rect(
                                    center: ViewPoint(x: (left + right) / 2, y: (top + sp.p.y) / 2 + 2),
                                    halfWidth: (right - left) / 2, halfHeight: (sp.p.y - top) / 2 - 2, cornerRadius: 6),
                                LineStyle(sp.p.destructive, width: 2)))
                        sp.p.gap(8)
                        sp.lines(
                            Picture.wrap(problem, width: sp.rowRight - sp.rowLeft, size: 13 * sp.s),
                            x: sp.rowLeft, size: 13, color: sp.p.destructive)
                        sp.p.gap(11)
                    }
                },
                { sp in
                    // The system's paste button, tinted grey: a capsule with the clipboard's
                    // symbol (the system writes its word; the picture the core's, which says the same).
                    let size = 15 * sp.s
                    sp.p.gap(9)
                    let w = Picture.estimatedWidth(texts.paste, size: size) + 44
                    let h = size * 1.3 + 14
                    let grey = sp.p.faint
                    sp.p.out.append(
                        .fill(
                            .rect(
                                center: ViewPoint(x: sp.rowLeft + w / 2, y: sp.p.y + h / 2), halfWidth: w / 2,
                                halfHeight: h / 2, cornerRadius: h / 2), grey.faded(0.18)))
                    sp.p.put(texts.paste, x: sp.rowLeft + 32, y: sp.p.y + 7 + size * 0.15, size: size, color: sp.p.ink)
                    sp.p.out.append(
                        .stroke(
                            .rect(
                                center: ViewPoint(x: sp.rowLeft + 18, y: sp.p.y + h / 2), halfWidth: 5,
                                halfHeight: 7, cornerRadius: 1.5), LineStyle(sp.p.ink, width: 1.5)))
                    sp.p.y += h + 9
                },
            ])
        // "Open": large, across the form, on the form's background; greyed while the core
        // holds it.
        sp.p.gap(20)
        let size = 17 * sp.s
        let (left, right) = (sp.p.margin, sp.p.width - sp.p.margin)
        let h = max(size * 1.3 + 22, 50)
        sp.p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: (left + right) / 2, y: sp.p.y + h / 2), halfWidth: (right - left) / 2,
                    halfHeight: h / 2, cornerRadius: 12), openEnabled ? sp.p.accent : sp.p.faint.faded(0.18)))
        let w = Picture.estimatedWidth(texts.openGame, size: size)
        sp.p.put(
            texts.openGame, x: (left + right - w) / 2, y: sp.p.y + (h - size * 1.3) / 2 + size * 0.15, size: size,
            bold: true, color: openEnabled ? AppInk.onAccent(dark: sp.p.dark) : sp.p.faint)
        sp.p.y += h
        sp.p.gap(20)
        try sp.write(name)
    }
}

extension ScreenPicture {
    /// The colour of a result's point on the rating chart (as the view's: teal, grey, orange).
    static func resultColor(_ result: ResultKind, _ p: Picture) -> RGBA {
        switch result {
        case .won: return RGBA(hex: 0x30B0C7)
        case .drawn: return p.faint
        case .lost: return RGBA(hex: 0xFF9500)
        }
    }

    /// A result's dot as the app draws it: won a disc, drawn a ring, lost a square.
    func resultDot(_ result: ResultKind, at c: ViewPoint, radius r: Double) -> DrawCommand {
        let color = ScreenPicture.resultColor(result, p)
        switch result {
        case .won: return .fill(.circle(center: c, radius: r), color)
        case .drawn: return .stroke(.circle(center: c, radius: r * 0.8), LineStyle(color, width: r * 0.45))
        case .lost: return .fill(.rect(center: c, halfWidth: r * 0.9, halfHeight: r * 0.9, cornerRadius: 0), color)
        }
    }

    /// A game's statistics in its card: the column heads, a line per opponent (its name
    /// wrapped to the left of the three counts), the streak and rating, the rating chart.
    mutating func statsCard(_ game: GameStatsView, columns: [String], legend: [LegendEntry]) {
        let column = 44.0
        let numbers = rowRight - 3 * column
        p.gap(10)
        let head = 12 * s
        for (i, c) in columns.enumerated() {
            let line = Picture.truncated(c, width: column - 4, size: head)
            let w = Picture.estimatedWidth(line, size: head)
            p.put(line, x: numbers + Double(i + 1) * column - w, y: p.y + head * 0.15, size: head, color: p.faint)
        }
        p.y += head * 1.3 + 6
        let size = 15 * s
        for line in game.lines {
            let words = Picture.wrap(line.opponent, width: numbers - rowLeft - 8, size: size)
            let top = p.y
            for (i, count) in [line.won, line.drawn, line.lost].enumerated() {
                let t = String(count)
                let w = Picture.estimatedWidth(t, size: size)
                p.put(t, x: numbers + Double(i + 1) * column - w, y: top + size * 0.15, size: size, color: p.ink)
            }
            lines(words, x: rowLeft, size: 15, color: p.ink)
            p.gap(4)
        }
        let small = [game.streak, game.rating].compactMap { $0 }
        if !small.isEmpty {
            p.gap(4)
            lines(small.flatMap { Picture.wrap($0, width: rowRight - rowLeft, size: 13 * s) }, x: rowLeft, size: 13,
                color: p.faint)
        }
        if let scale = game.chartScale {
            // as the app draws it: the axis's name, the scale's ratings on the left, the dots
            // where the core places them, the first and last game under, the legend
            let small = 11 * s
            p.gap(6)
            p.put(scale.axis, x: rowLeft, y: p.y, size: small, color: p.faint)
            p.y += small * 1.4
            let labels = max(Picture.estimatedWidth(scale.top, size: small), Picture.estimatedWidth(scale.bottom, size: small))
            let (x0, y0, w, h) = (rowLeft + labels + 10, p.y + 4, rowRight - rowLeft - labels - 14, 64.0)
            p.put(scale.top, x: rowLeft + labels - Picture.estimatedWidth(scale.top, size: small), y: y0 - 4, size: small, color: p.faint)
            p.put(scale.bottom, x: rowLeft + labels - Picture.estimatedWidth(scale.bottom, size: small), y: y0 + h - small, size: small, color: p.faint)
            for y in [y0, y0 + h] {
                p.out.append(.stroke(.line(ViewPoint(x: x0, y: y), ViewPoint(x: x0 + w, y: y)), LineStyle(p.faint, width: 0.5)))
            }
            // (from the left end: the rating before the first game; no mark, a ring is a draw's)
            let start = ViewPoint(x: x0, y: y0 + scale.startY * h)
            let at = game.chart.map { ViewPoint(x: x0 + $0.x * w, y: y0 + $0.y * h) }
            for (a, b) in zip([start] + at, at) {
                p.out.append(.stroke(.line(a, b), LineStyle(p.faint, width: 1.5, roundCap: true)))
            }
            for (pt, c) in zip(game.chart, at) {
                p.out.append(resultDot(pt.result, at: c, radius: 3))
            }
            p.y = y0 + h + 4
            p.put(scale.first, x: x0, y: p.y, size: small, color: p.faint)
            if scale.last != scale.first {
                p.put(scale.last, x: x0 + w - Picture.estimatedWidth(scale.last, size: small), y: p.y, size: small, color: p.faint)
            }
            p.y += small * 1.5
            var x = rowLeft
            for entry in legend {
                p.out.append(resultDot(entry.result, at: ViewPoint(x: x + 4, y: p.y + small * 0.55), radius: 3.5))
                p.put(entry.text, x: x + 11, y: p.y, size: small, color: p.faint)
                x += 11 + Picture.estimatedWidth(entry.text, size: small) + 14
            }
            p.y += small * 1.5
        }
        p.gap(8)
    }
}
