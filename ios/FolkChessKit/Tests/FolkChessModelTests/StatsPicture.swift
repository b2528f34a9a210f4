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
                try sp.section(game.name, [{ $0.statsCard(game, columns: view.columns) }])
            }
            try sp.section(
                nil,
                [
                    { sp in
                        let size = 17 * sp.s
                        sp.p.gap(11)
                        sp.p.put(
                            view.reset.label, x: sp.rowLeft, y: sp.p.y + size * 0.15, size: size,
                            color: view.reset.enabled ? sp.p.destructive : sp.p.faint)
                        sp.p.y += size * 1.3 + 11
                    }
                ])
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

    /// The import screen: the inline title, the hint over the text editor, the core's sentence
    /// and what does not read when the text did not read, "open".
    static func renderImport(
        _ name: String, texts: AppTexts, text: String, problem: String?, dark: Bool, width: Double = 393,
        textScale: Double = 1, lang: String? = nil
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
                },
            ])
        if let problem {
            try sp.section(
                nil,
                [
                    { sp in
                        sp.p.gap(11)
                        sp.lines(
                            Picture.wrap(problem, width: sp.rowRight - sp.rowLeft, size: 17 * sp.s),
                            x: sp.rowLeft, size: 17, color: sp.p.destructive)
                        sp.p.gap(11)
                    }
                ])
        }
        try sp.section(
            nil,
            [
                { sp in
                    let size = 17 * sp.s
                    sp.p.gap(11)
                    sp.p.put(
                        texts.openGame, x: sp.rowLeft, y: sp.p.y + size * 0.15, size: size,
                        color: text.isEmpty ? sp.p.faint : sp.p.accent)
                    sp.p.y += size * 1.3 + 11
                }
            ])
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

    /// A game's statistics in its card: the column heads, a line per opponent (its name
    /// wrapped to the left of the three counts), the streak and rating, the rating chart.
    mutating func statsCard(_ game: GameStatsView, columns: [String]) {
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
        if !game.chart.isEmpty {
            p.gap(6)
            let (x0, y0, w, h) = (rowLeft + 4, p.y + 4, rowRight - rowLeft - 8, 64.0)
            let ns = game.chart.map { Double($0.number) }
            let rs = game.chart.map(\.rating)
            let (n0, n1, r0, r1) = (ns.min()!, ns.max()!, rs.min()!, rs.max()!)
            let at = game.chart.map { pt -> ViewPoint in
                let fx = n1 > n0 ? (Double(pt.number) - n0) / (n1 - n0) : 0.5
                let fy = r1 > r0 ? (pt.rating - r0) / (r1 - r0) : 0.5
                return ViewPoint(x: x0 + fx * w, y: y0 + (1 - fy) * h)
            }
            for (a, b) in zip(at, at.dropFirst()) {
                p.out.append(.stroke(.line(a, b), LineStyle(p.faint, width: 1.5, roundCap: true)))
            }
            for (pt, c) in zip(game.chart, at) {
                p.out.append(.fill(.circle(center: c, radius: 3), ScreenPicture.resultColor(pt.result, p)))
            }
            p.y += h + 8
        }
        p.gap(8)
    }
}
