import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures in Traditional Chinese (繁體中文, issue 23), chosen in the settings as a player
/// would: the rules, the game, the review and the settings screens, light and dark; and the
/// settings screen in English. Every word is the core's; the font must have every glyph
/// (WenQuanYi Micro Hei covers Traditional characters, see scripts/setup-ui-test-deps).
extension PictureTests {
    @Test func traditionalChineseScreens() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openSettings)
        try Self.renderSettings("settings-light", try #require(app.settingsScreen), dark: false)
        try await app.setting(.language, "繁體中文")
        #expect(app.language == .zhHant)

        // Settings.
        for dark in [false, true] {
            try Self.renderSettings(
                "settings-zh-hant-\(dark ? "dark" : "light")", try #require(app.settingsScreen), dark: dark,
                lang: "zh-Hant")
        }
        await app.run(.back)

        // The rules of 鍾馗捉鬼.
        await app.run(.openRules(game: .zhongkui))
        let rules = try #require(app.rules)
        #expect(rules.pages.map(\.name) == ["雙承棋之鍾馗捉鬼"])
        for dark in [false, true] {
            try Self.renderRules(
                "rules-zhongkui-zh-hant-\(dark ? "dark" : "light")", rules, dark: dark, lang: "zh-Hant")
        }
        await app.run(.back)

        // A game against the computer: a move each, a piece selected with its targets.
        await app.run(.openNewGame(game: .huishi))
        await app.run(.dismissLearnOffer(game: .huishi))
        await app.run(.startGame)
        try await app.play("c2-c3")
        await app.tap(try point("b2", .huishi))
        let game = try #require(app.game)
        #expect(game.title == "會師")
        for dark in [false, true] {
            try Self.renderGame(
                "game-huishi-zh-hant-\(dark ? "dark" : "light")", game, dark: dark, lang: "zh-Hant")
        }
        await app.run(.back)

        // The review of Zhong Kui's thrown win, on the blunder.
        let review = try await ReviewModelTests.reviewed(
            try ReviewModelTests.thrownWinJson(), language: app.language)
        #expect(review.view.title.hasPrefix("復盤"))
        for dark in [false, true] {
            try Self.renderReview(
                "review-zhongkui-blunder-zh-hant-\(dark ? "dark" : "light")", review.view, dark: dark, lang: "zh-Hant")
        }
    }

    // MARK: The settings screen

    /// The settings screen as a grouped form under its navigation bar (back, the large title):
    /// each section's heading, then its rows in a
    /// rounded group — a choice with its value (and the menu's up-down chevrons), a switch —
    /// then the about line.
    static func renderSettings(
        _ name: String, _ view: SettingsView, dark: Bool, width: Double = 392, textScale: Double = 1,
        lang: String? = nil, iPad: Bool = false
    ) throws {
        var sp = ScreenPicture(width: width, iPad: iPad, textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view.title, large: true, back: true, trailing: [])
        var p = sp.p
        if let problem = view.problem { p.text(problem, size: 15, color: RGBA(hex: 0xD32F2F)) }
        for section in view.sections {
            p.gap(16)
            p.text(section.title, x: p.margin + 16, size: 13, color: p.faint)
            p.gap(4)
            p.card(padding: 0, fill: p.panel, border: nil, cornerRadius: 10) { p in
                var first = true
                for row in section.choices {
                    choiceRow(&p, row, separator: !first)
                    first = false
                }
                for row in section.toggles {
                    settingsRow(&p, row.label, separator: !first) { p, right, mid in
                        let w = 51.0
                        let h = 31.0
                        let c = ViewPoint(x: right - w / 2, y: mid)
                        p.out.append(
                            .fill(
                                .rect(center: c, halfWidth: w / 2, halfHeight: h / 2, cornerRadius: h / 2),
                                row.on ? RGBA(hex: 0x34C759) : (p.dark ? RGBA(hex: 0x48484A) : RGBA(hex: 0xE5E5EA))))
                        let knob = ViewPoint(x: row.on ? c.x + w / 2 - h / 2 : c.x - w / 2 + h / 2, y: c.y)
                        p.out.append(.fill(.circle(center: knob, radius: h / 2 - 2), RGBA(hex: 0xFFFFFF)))
                        return w
                    }
                    first = false
                }
            }
        }
        p.gap(16)
        p.text(view.about, x: p.margin + 16, size: 13, color: p.faint)
        p.gap(20)
        sp.p = p
        try sp.write(name)
    }

    /// A form row of a choice (``FolkChessUI/ChoicePicker``): the label on the left and the
    /// chosen option with a menu's up-down chevrons on the right where both fit on one line;
    /// else (`ViewThatFits`) the label wrapped across the row and the option under it.
    nonisolated static func choiceRow(_ p: inout Picture, _ row: ChoiceRow, separator: Bool) {
        let value = row.options.indices.contains(Int(row.selected)) ? row.options[Int(row.selected)] : ""
        let size = 17 * p.textScale
        let chevrons = 10.0
        let x = p.left + 16
        let right = p.width - p.margin - p.inset - 16
        let valueWidth = Picture.estimatedWidth(value, size: size)
        let oneLine = Picture.estimatedWidth(row.label, size: size) + 12 + valueWidth + 6 + chevrons
        func drawChevrons(_ p: inout Picture, _ cx: Double, _ mid: Double) {
            Icon.draw(.upDown, in: &p, center: ViewPoint(x: cx, y: mid), size: 14, color: p.faint)
        }
        if oneLine <= right - x {
            settingsRow(&p, row.label, separator: separator) { p, right, mid in
                p.put(value, x: right - chevrons - 6 - valueWidth, y: mid - size * 0.55, size: size, color: p.faint)
                drawChevrons(&p, right - chevrons / 2, mid)
                return valueWidth + chevrons + 6
            }
            return
        }
        if separator {
            p.out.append(
                .stroke(
                    .line(ViewPoint(x: x, y: p.y), ViewPoint(x: p.width - p.margin - p.inset, y: p.y)),
                    LineStyle(p.faint.faded(0.3), width: 0.5)))
        }
        p.y += 11
        for line in Picture.wrap(row.label, width: right - x, size: size) {
            p.put(line, x: x, y: p.y + size * 0.15, size: size, color: p.ink)
            p.y += size * 1.3
        }
        p.y += 2
        // the chosen option whole, wrapped, the chevrons after its last line (the view's menu)
        let shown = Picture.wrap(value, width: right - x - chevrons - 6, size: size)
        for (i, line) in shown.enumerated() {
            p.put(line, x: x, y: p.y + size * 0.15, size: size, color: p.accent)
            if i == shown.count - 1 {
                drawChevrons(&p, x + Picture.estimatedWidth(line, size: size) + 6 + chevrons / 2, p.y + size * 0.65)
            }
            p.y += size * 1.3
        }
        p.y += 11
    }

    /// One row of a grouped form: the label wrapped on the left, what `trailing` draws on the
    /// right (it gets the right edge and the row's middle, and returns its width), a separator
    /// above unless it is the first.
    nonisolated static func settingsRow(
        _ p: inout Picture, _ label: String, separator: Bool,
        trailing: (inout Picture, Double, Double) -> Double
    ) {
        let x = p.left + 16
        let right = p.width - p.margin - p.inset - 16
        let size = 17 * p.textScale
        if separator {
            p.out.append(
                .stroke(
                    .line(ViewPoint(x: x, y: p.y), ViewPoint(x: p.width - p.margin - p.inset, y: p.y)),
                    LineStyle(p.faint.faded(0.3), width: 0.5)))
        }
        // Lay the trailing part out first (at a provisional middle) to know the label's room.
        let start = p.out.count
        let provisional = p.y + 22
        let used = trailing(&p, right, provisional)
        let lines = Picture.wrap(label, width: right - used - 12 - x, size: size)
        let h = max(44, Double(lines.count) * size * 1.3 + 16)
        let mid = p.y + h / 2
        // Move the trailing part to the row's middle.
        let moved = p.out[start...].map { $0.offset(x: 0, y: mid - provisional) }
        p.out.replaceSubrange(start..., with: moved)
        // Centred on the row's middle (the line box is a little taller than the glyphs).
        var lineY = mid - Double(lines.count) * size * 1.3 / 2 + size * 0.1
        for line in lines {
            p.put(line, x: x, y: lineY, size: size, color: p.ink)
            lineY += size * 1.3
        }
        p.y += h
    }
}
