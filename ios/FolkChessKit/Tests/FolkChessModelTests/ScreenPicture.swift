import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The list screens (home, the new-game form, saved games) and the rules screen as their
/// SwiftUI views lay them out, drawn for the tests: the status bar, the navigation bar (back,
/// the title — large under the bar, or inline in it — on one line cut with an ellipsis, the
/// toolbar's buttons), then the screen's content in grouped cards as `List` and `Form` draw
/// them. Every word is the core's; boards are drawn by ``BoardDrawing``.
struct ScreenPicture {
    var p: Picture
    let phone: Phone
    /// On an iPad: the width of the whole screen, the screen's column (``readingWidth`` wide)
    /// centred in it, as the app's `RootView` frames every screen of lists and text.
    var centredIn: Double?

    var s: Double { p.textScale }

    init(phone: Phone, textScale: Double, dark: Bool, lang: String?) {
        p = Picture(width: phone.width, textScale: textScale, dark: dark, lang: lang)
        self.phone = phone
        p.y = 0
    }

    /// A screen on a phone `width` pt wide or, `iPad`, the screen's column (``readingWidth``
    /// wide) centred on an iPad held wide.
    init(width: Double, iPad: Bool, textScale: Double, dark: Bool, lang: String?) {
        // On an iPad the app raises Dynamic Type by the core's chrome scale (RootView).
        let tablet = iPad ? TabletText.textScale(width: Phone.tabletWide.width, height: Phone.tabletWide.height) : 1
        self.init(
            phone: iPad ? Phone(width: readingWidth, height: Phone.tabletWide.height, topInset: 24, bottomInset: 20)
                : width <= Phone.small.width ? .small : .normal,
            textScale: textScale * tablet, dark: dark, lang: lang)
        if iPad { centredIn = Phone.tabletWide.width }
    }

    // MARK: Frame

    /// The status bar, then the navigation bar: back (a chevron) when `back`, `trailing`
    /// icons, and the title — inline (17 pt, between the buttons) or large (34 pt under the
    /// bar, growing with the text size up to 40 pt), one line either way.
    mutating func header(title: String, large: Bool, back: Bool, trailing: [Icon.Kind]) {
        let top = phone.topInset
        let size = phone.topInset > 30 ? 17.0 : 12.0
        let mid0 = phone.topInset > 30 ? phone.topInset / 2 + 4 : phone.topInset / 2
        // On an iPad the status bar and the navigation bar's buttons span the whole screen,
        // beyond the centred column's edges.
        let dx = centredIn.map { ($0 - p.width) / 2 } ?? 0
        p.out.append(
            .text(
                "9:41", at: ViewPoint(x: 28 + size - dx, y: mid0), anchor: .center, size: size, bold: true,
                color: p.ink, halo: nil))
        let battery = ViewPoint(x: p.width - 30 + dx, y: mid0)
        p.out.append(
            .stroke(.rect(center: battery, halfWidth: 12, halfHeight: 6, cornerRadius: 3), LineStyle(p.faint, width: 1))
        )
        p.out.append(
            .fill(
                .rect(center: ViewPoint(x: battery.x - 1.5, y: mid0), halfWidth: 9, halfHeight: 4, cornerRadius: 1.5),
                p.ink))
        let mid = top + 22
        if back {
            let c = ViewPoint(x: 18 - dx, y: mid)
            for end in [ViewPoint(x: c.x + 6, y: mid - 10), ViewPoint(x: c.x + 6, y: mid + 10)] {
                p.out.append(.stroke(.line(end, c), LineStyle(p.accent, width: 3, roundCap: true)))
            }
        }
        var x = p.width - 16 - 11 + dx
        for icon in trailing {
            Icon.draw(icon, in: &p, center: ViewPoint(x: x, y: mid), size: 22, color: p.accent)
            x -= 22 + 16
        }
        // (a large title turns inline at an accessibility text size: FolkChessUI's largeTitle)
        if large, s < PictureTests.accessibilityText {
            p.y = top + 44
            let size = min(34 * s, 40)
            let line = Picture.truncated(title, width: p.width - 2 * 16, size: size)
            p.put(line, x: 16, y: p.y + 2, size: size, bold: true, color: p.ink)
            p.y += size * 1.25 + 8
        } else {
            GamePicture.inlineTitle(&p, title, room: p.width - 2 * (28 + 22 + 8), mid: mid)
            p.y = top + 44
        }
    }

    /// A section of a grouped list: its header (small, faint), then its rows in one rounded
    /// card, a separator between two rows.
    /// A section of one button row: its label on one line, in `color` (a form's button).
    mutating func buttonSection(_ label: String, color: RGBA) throws {
        try section(
            nil,
            [
                { sp in
                    let size = 17 * sp.s
                    sp.p.gap(11)
                    sp.p.put(label, x: sp.rowLeft, y: sp.p.y + size * 0.15, size: size, color: color)
                    sp.p.y += size * 1.3 + 11
                }
            ])
    }

    mutating func section(_ title: String?, _ rows: [(inout ScreenPicture) throws -> Void]) throws {
        p.gap(title == nil ? 20 : 16)
        if let title {
            let size = 13 * s
            for line in Picture.wrap(title, width: p.inner - 32, size: size) {
                p.put(line, x: p.margin + 16, y: p.y, size: size, color: p.faint)
                p.y += size * 1.3
            }
            p.gap(6)
        }
        var copy = self
        try p.card(padding: 0, fill: p.panel, border: nil, cornerRadius: 10) { q in
            copy.p = q
            for (i, row) in rows.enumerated() {
                if i > 0 { copy.separator() }
                try row(&copy)
            }
            q = copy.p
        }
    }

    mutating func separator() {
        p.out.append(
            .stroke(
                .line(ViewPoint(x: p.left + 16, y: p.y), ViewPoint(x: p.width - p.margin - p.inset, y: p.y)),
                LineStyle(p.faint.faded(0.3), width: 0.5)))
    }

    /// The left and right edges of a row's content (16 pt inside the card).
    var rowLeft: Double { p.left + 16 }
    var rowRight: Double { p.width - p.margin - p.inset - 16 }

    /// A board fitted into a rectangle (a miniature or a thumbnail when `compact`).
    mutating func board(_ board: BoardView, x: Double, y: Double, width: Double, height: Double, compact: Bool) throws {
        let layout = try BoardLayouts.of(board.game)
        let g = BoardDrawing.geometry(board: board, width: width, height: height, compact: compact)
        p.out += BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: p.palette, compact: compact)
            .map { $0.offset(x: x, y: y) }
    }

    /// Lines of text at `x` from the current y, at `size` scaled by the text size, each 1.3
    /// times as tall; moves down.
    mutating func lines(_ lines: [String], x: Double, size: Double, bold: Bool = false, color: RGBA) {
        let size = size * s
        for line in lines {
            p.put(line, x: x, y: p.y + size * 0.15, size: size, bold: bold, color: color)
            p.y += size * 1.3
        }
    }

    /// A button's size: its label at 17 pt (scaled) with the bordered style's padding.
    func buttonSize(_ label: String) -> (width: Double, height: Double) {
        let size = 17 * s
        return (Picture.estimatedWidth(label, size: size) + 24, size * 1.3 + 14)
    }

    /// A bordered button (`filled`: the accent's fill) with its label on one line, its top-left
    /// at (x, y).
    mutating func button(_ label: String, x: Double, y: Double, filled: Bool, destructive: Bool = false) {
        let (w, h) = buttonSize(label)
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: x + w / 2, y: y + h / 2), halfWidth: w / 2, halfHeight: h / 2, cornerRadius: 8),
                filled ? p.accent : p.accent.faded(0.12)))
        let color = filled ? AppInk.onAccent(dark: p.dark) : destructive ? p.destructive : p.accent
        p.put(label, x: x + 12, y: y + 7 + 17 * s * 0.15, size: 17 * s, bold: filled, color: color)
    }

    /// A segmented control between `x` and `right`: the options side by side, the chosen one
    /// raised; labels shrunk to fit their segment, as UIKit does.
    mutating func segmented(_ options: [String], selected: Int, x: Double, right: Double) {
        let size = 13 * s
        let h = max(32, size * 1.3 + 12)
        let w = (right - x) / Double(max(options.count, 1))
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: (x + right) / 2, y: p.y + h / 2), halfWidth: (right - x) / 2,
                    halfHeight: h / 2,
                    cornerRadius: 8), p.dark ? RGBA(hex: 0x3A302A) : RGBA(hex: 0xE6DAD1)))
        for (i, option) in options.enumerated() {
            let sx = x + Double(i) * w
            if i == selected {
                p.out.append(
                    .fill(
                        .rect(
                            center: ViewPoint(x: sx + w / 2, y: p.y + h / 2), halfWidth: w / 2 - 2,
                            halfHeight: h / 2 - 2,
                            cornerRadius: 7), p.dark ? RGBA(hex: 0x5A4F48) : RGBA(hex: 0xFFFFFF)))
            }
            let fitted = Picture.fitted(option, width: w - 8, size: size, maxLines: 1, minScale: 0.6)
            let line = Picture.truncated(fitted.lines.first ?? "", width: w - 8, size: fitted.size)
            let lw = Picture.estimatedWidth(line, size: fitted.size)
            p.put(
                line, x: sx + max(4, (w - lw) / 2), y: p.y + (h - fitted.size) / 2 - 1, size: fitted.size,
                bold: i == selected, color: p.ink)
        }
        p.y += h
    }

    // MARK: Rows

    /// A form row of a choice (``PictureTests/choiceRow(_:_:separator:)``).
    mutating func choiceRow(_ row: ChoiceRow) {
        PictureTests.choiceRow(&p, row, separator: false)
    }

    /// A saved game as ``FolkChessUI/SaveRowView`` draws it (thumbnail, title on one line,
    /// details wrapped; at the accessibility sizes the thumbnail above the words), then, in the
    /// saved games list, "resume" and "review" under it and the row's menu (⋯) beside it; on
    /// home, a chevron (`chevron`).
    mutating func saveRow(_ row: SaveRow, review: Bool, menu: Bool, chevron: Bool = false) throws {
        let top = p.y + 11
        let right = menu ? rowRight - 44 - 8 : chevron ? rowRight - 12 - 8 : rowRight
        let size = 17 * s
        let stacked = s >= PictureTests.largeText - 0.01
        let textX = stacked ? rowLeft : rowLeft + 64 + 12
        let title = Picture.truncated(row.title, width: right - textX, size: size)
        let detail = Picture.wrap(row.detail, width: right - textX, size: 13 * s)
        let textHeight = size * 1.3 + 2 + Double(detail.count) * 13 * s * 1.3
        if let thumbnail = row.thumbnail {
            let y = stacked ? top : top + max(0, (textHeight - 64) / 2)
            try board(thumbnail, x: rowLeft, y: y, width: 64, height: 64, compact: true)
        }
        p.y = stacked ? top + 64 + 8 : top + max(0, (64 - textHeight) / 2)
        lines([title], x: textX, size: 17, bold: true, color: p.ink)
        p.y += 2
        lines(detail, x: textX, size: 13, color: p.faint)
        p.y = max(p.y, stacked ? p.y : top + 64)
        if review {
            // "resume" (bold) and "review", side by side where they fit, else one under the other
            let iconSize = 17 * min(s, 1.3)
            let actions = [(row.resume, Icon.Kind.next, true), (row.review, Icon.Kind.review, false)]
                .filter { $0.0.enabled }
            let widths = actions.map { iconSize + 6 + Picture.estimatedWidth($0.0.label, size: size) * ($0.2 ? 1.05 : 1) }
            let beside = widths.reduce(0, +) + 20 * Double(max(0, widths.count - 1)) <= right - textX
            var x = textX
            p.y += 6
            for (i, (action, icon, bold)) in actions.enumerated() {
                if i > 0 && !beside { p.y += size * 1.3 + 6 }
                let y = p.y
                Icon.draw(icon, in: &p, center: ViewPoint(x: x + iconSize / 2, y: y + size * 0.65), size: iconSize, color: p.accent)
                p.put(
                    Picture.truncated(action.label, width: right - x - iconSize - 6, size: size), x: x + iconSize + 6,
                    y: y + size * 0.15, size: size, bold: bold, color: p.accent)
                if beside { x += widths[i] + 20 }
            }
            if !actions.isEmpty { p.y += size * 1.3 }
        }
        if menu {
            Icon.draw(
                .more, in: &p, center: ViewPoint(x: rowRight - 22, y: (top + p.y) / 2), size: 22 * min(s, 1.3),
                color: p.accent)
        }
        if chevron {
            Icon.draw(.chevron, in: &p, center: ViewPoint(x: rowRight - 6, y: (top + p.y) / 2), size: 12, color: p.faint)
        }
        p.y += 11
    }

    /// A damaged save: the warning sign, the core's sentence (wrapped), the disclosure chevron
    /// and the row's menu; opened, the file's problem under it.
    mutating func damagedRow(_ row: SaveRow, opened: Bool) {
        let top = p.y + 11
        let size = 17 * s
        let sign = s >= PictureTests.largeText - 0.01 ? 32.0 : 64.0
        let textX = rowLeft + sign + 12
        let right = rowRight - 44 - 8 - 14 - 8
        let title = Picture.wrap(row.title, width: right - textX, size: size)
        let h = max(44, Double(title.count) * size * 1.3)
        let mid = top + h / 2
        Icon.draw(
            .warning, in: &p, center: ViewPoint(x: rowLeft + sign / 2, y: mid), size: 26 * min(s, 1.3),
            color: warningOrange(dark: p.dark))
        p.y = top + (h - Double(title.count) * size * 1.3) / 2
        lines(title, x: textX, size: 17, bold: true, color: p.ink)
        Icon.draw(
            opened ? .chevronDown : .chevron, in: &p, center: ViewPoint(x: right + 8 + 7, y: mid), size: 14,
            color: p.accent)
        Icon.draw(.more, in: &p, center: ViewPoint(x: rowRight - 22, y: mid), size: 22 * min(s, 1.3), color: p.accent)
        p.y = top + h + 11
        if opened {
            separator()
            p.gap(11)
            lines(
                Picture.wrap(row.detail, width: rowRight - rowLeft, size: 13 * s), x: rowLeft, size: 13, color: p.faint)
            p.gap(11)
        }
    }

    /// A game's card on home: the miniature beside both names (one line each: the whole English
    /// name where it fits, else the short one) and the tagline (above them at the accessibility
    /// sizes); under them, across the card, "new game" (filled), "rules" and "learn" (borderless)
    /// side by side, or one under the other where they do not fit (`ViewThatFits`).
    mutating func gameCard(_ card: GameCard) throws {
        let top = p.y + 15
        let stacked = s >= PictureTests.largeText - 0.01
        let textX = stacked ? rowLeft : rowLeft + 96 + 12
        let room = rowRight - textX
        p.y = stacked ? top + 96 + 10 : top
        lines([Picture.truncated(card.nameZh, width: room, size: 17 * s)], x: textX, size: 17, bold: true, color: p.ink)
        p.y += 4
        let english = card.shortNameEn
        lines([english], x: textX, size: 15, color: p.faint)
        p.y += 4
        lines(Picture.wrap(card.tagline, width: room, size: 13 * s), x: textX, size: 13, color: p.ink)
        try board(card.miniature, x: rowLeft, y: top, width: 96, height: 96, compact: true)
        p.y = max(p.y, top + 96) + 10
        let a = buttonSize(card.newGame)
        let b = buttonSize(card.rules)
        let c = buttonSize(card.learn)
        let width = rowRight - rowLeft
        if a.width + 8 + b.width + 8 + c.width <= width {
            button(card.newGame, x: rowLeft, y: p.y, filled: card.prominent)
            borderlessButton(card.rules, x: rowLeft + a.width + 8, y: p.y)
            borderlessButton(card.learn, x: rowLeft + a.width + 8 + b.width + 8, y: p.y)
            p.y += a.height
        } else {
            #expect(
                max(a.width, b.width, c.width) <= width,
                "`\(card.newGame)` / `\(card.rules)` / `\(card.learn)` fit the card one under the other")
            button(card.newGame, x: rowLeft, y: p.y, filled: card.prominent)
            p.y += a.height + 8
            borderlessButton(card.rules, x: rowLeft, y: p.y)
            p.y += b.height + 8
            borderlessButton(card.learn, x: rowLeft, y: p.y)
            p.y += c.height
        }
        p.y += 15
    }

    /// A borderless button: its label in the accent, where a bordered one's would be.
    mutating func borderlessButton(_ label: String, x: Double, y: Double) {
        p.put(label, x: x + 12, y: y + 7 + 17 * s * 0.15, size: 17 * s, color: p.accent)
    }

    /// A row of the list that is a button with an icon: the icon and the words in the accent.
    mutating func linkRow(_ label: String, icon: Icon.Kind) {
        let size = 17 * s
        let lines = Picture.wrap(label, width: rowRight - rowLeft - 36, size: size)
        let h = max(44, Double(lines.count) * size * 1.3 + 22)
        let mid = p.y + h / 2
        Icon.draw(icon, in: &p, center: ViewPoint(x: rowLeft + 11, y: mid), size: 22 * min(s, 1.3), color: p.accent)
        var y = mid - Double(lines.count) * size * 1.3 / 2
        for line in lines {
            p.put(line, x: rowLeft + 36, y: y + size * 0.15, size: size, color: p.accent)
            y += size * 1.3
        }
        p.y += h
    }

    // MARK: Output

    func write(_ name: String) throws {
        guard let screen = centredIn else {
            try p.write(name, minHeight: phone.height)
            return
        }
        var wide = Picture(width: screen, textScale: p.textScale, dark: p.dark, lang: p.lang)
        wide.paste(p, dx: (screen - p.width) / 2)
        wide.y = max(p.y, phone.height) - wide.margin
        try wide.write(name, minHeight: phone.height)
    }
}

extension PictureTests {
    /// The phone of a picture `width` wide.
    static func phone(_ width: Double) -> Phone { width <= Phone.small.width ? .small : .normal }

    /// Home (``FolkChessUI/HomeScreen``): the large title with the settings' gear, "continue"
    /// with the game in progress, (given the app's `texts`) the puzzles' and practice's rows,
    /// the saved games' row (and, given `texts`, the statistics' and import's rows under it),
    /// then the four games' cards.
    static func renderHome(
        _ name: String, _ view: HomeView, texts: AppTexts? = nil, dark: Bool, width: Double = 393,
        textScale: Double = 1, lang: String? = nil, iPad: Bool = false
    ) throws {
        var sp = ScreenPicture(width: width, iPad: iPad, textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view.title, large: true, back: false, trailing: [.gear])
        if let game = view.continueGame {
            try sp.section(view.continueTitle, [{ try $0.saveRow(game, review: false, menu: false, chevron: true) }])
        }
        if let texts {
            try sp.section(
                nil,
                [
                    { $0.linkRow(texts.puzzles, icon: .puzzle) }, { $0.linkRow(texts.practice, icon: .target) },
                ])
        }
        var links: [(inout ScreenPicture) throws -> Void] = [{ $0.linkRow(view.savedGames, icon: .tray) }]
        if let texts {
            links.append { $0.linkRow(texts.statistics, icon: .chart) }
            links.append { $0.linkRow(texts.importGame, icon: .download) }
        }
        try sp.section(nil, links)
        try sp.section(view.subtitle, view.cards.map { card in { try $0.gameCard(card) } })
        sp.p.gap(20)
        try sp.write(name)
    }

    /// The new-game form (``FolkChessUI/NewGameScreen``): the miniature, the opponent as a
    /// segmented control, the other choices as menus, the start button.
    static func renderNewGame(
        _ name: String, _ view: NewGameView, offer: LearnOffer? = nil, dark: Bool, width: Double = 393,
        textScale: Double = 1, lang: String? = nil
    ) throws {
        var sp = ScreenPicture(phone: phone(width), textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view.title, large: true, back: true, trailing: [])
        if let offer {
            // The offer's section (``FolkChessUI/NewGameScreen``): its sentence (headline), then
            // "learn" (filled) and "no thanks" side by side.
            try sp.section(
                nil,
                [
                    { sp in
                        sp.p.gap(11)
                        sp.lines(
                            Picture.wrap(offer.text, width: sp.rowRight - sp.rowLeft, size: 17 * sp.s), x: sp.rowLeft,
                            size: 17, bold: true, color: sp.p.ink)
                        sp.p.gap(8)
                        let learn = sp.buttonSize(offer.learn)
                        sp.button(offer.learn, x: sp.rowLeft, y: sp.p.y, filled: true)
                        sp.button(offer.dismiss, x: sp.rowLeft + learn.width + 8, y: sp.p.y, filled: false)
                        sp.p.y += learn.height + 11
                    }
                ])
        }
        var rows: [(inout ScreenPicture) throws -> Void] = [
            { sp in
                sp.p.gap(11)
                let w = sp.rowRight - sp.rowLeft
                let ratio = BoardGeometry.aspectRatio(view.miniature.game)
                let bw = min(w, 120 * ratio)
                try sp.board(
                    view.miniature, x: sp.rowLeft + (w - bw) / 2, y: sp.p.y, width: bw, height: 120, compact: true)
                sp.p.y += 120 + 11
            }
        ]
        for row in view.choices {
            // Segments where every option fits its segment whole (the view's ViewThatFits),
            // else the row and a menu as the other choices.
            let segment = (sp.rowRight - sp.rowLeft) / Double(max(row.options.count, 1)) - 8
            let segmentsFit = row.options.allSatisfy { Picture.estimatedWidth($0, size: 13 * sp.s) <= segment }
            if row.key == .opponent && segmentsFit {
                rows.append { sp in
                    sp.p.gap(8)
                    sp.segmented(row.options, selected: Int(row.selected), x: sp.rowLeft, right: sp.rowRight)
                    sp.p.gap(8)
                }
            } else {
                rows.append { $0.choiceRow(row) }
            }
        }
        try sp.section(nil, rows)
        // The start button: large, across the form, in a section of its own on the form's
        // background; its label wrapped where the row is too narrow for it.
        sp.p.gap(20)
        let size = 17 * sp.s
        let (left, right) = (sp.p.margin, sp.p.width - sp.p.margin)
        let lines = Picture.wrap(view.start, width: right - left - 24, size: size)
        let h = max(Double(lines.count) * size * 1.3 + 22, 50)
        sp.p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: (left + right) / 2, y: sp.p.y + h / 2), halfWidth: (right - left) / 2,
                    halfHeight: h / 2, cornerRadius: 12), sp.p.accent))
        var y = sp.p.y + (h - Double(lines.count) * size * 1.3) / 2
        for line in lines {
            let lw = Picture.estimatedWidth(line, size: size)
            sp.p.put(
                line, x: (left + right - lw) / 2, y: y + size * 0.15, size: size, bold: true,
                color: AppInk.onAccent(dark: sp.p.dark))
            y += size * 1.3
        }
        sp.p.y += h
        sp.p.gap(20)
        try sp.write(name)
    }

    /// The saved games (``FolkChessUI/SavedGamesScreen``): each save with its thumbnail, title,
    /// details, "review" and its menu; a damaged one as the core's sentence (`opened`: its
    /// reason shown); `confirming`: the delete question of the first row as iOS's action sheet.
    static func renderSavedGames(
        _ name: String, _ view: SavedGamesView, dark: Bool, width: Double = 393, textScale: Double = 1,
        lang: String? = nil, opened: Bool = false, confirming: Bool = false, iPad: Bool = false
    ) throws {
        var sp = ScreenPicture(width: width, iPad: iPad, textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view.title, large: true, back: true, trailing: [])
        if view.rows.isEmpty {
            try sp.section(
                nil,
                [
                    { sp in
                        sp.p.gap(11)
                        sp.lines(
                            Picture.wrap(view.emptyText, width: sp.rowRight - sp.rowLeft, size: 17 * sp.s),
                            x: sp.rowLeft, size: 17, color: sp.p.faint)
                        sp.p.gap(11)
                    }
                ])
        } else {
            try sp.section(
                nil,
                view.rows.map { row in
                    { sp in
                        if row.damaged {
                            sp.damagedRow(row, opened: opened)
                        } else {
                            try sp.saveRow(row, review: true, menu: true)
                        }
                    }
                })
        }
        sp.p.gap(20)
        if confirming, let row = view.rows.first {
            sp.p.y = max(sp.p.y, sp.phone.height)
            sp.actionSheet(question: row.deleteQuestion, confirm: row.deleteConfirm, cancel: row.deleteCancel)
        }
        try sp.write(name)
    }

    /// The rules screen (``FolkChessUI/RulesScreen``) on the phone's screen: the inline title,
    /// the pinned languages and compact diagram, the divider, then the text (the tap hint
    /// first) from item `from` on (as if scrolled there) until the screen ends: names, taglines, headings,
    /// paragraphs and bullets, each piece's point chips under it.
    static func renderRules(
        _ name: String, _ state: RulesScreenState, dark: Bool, width: Double = 393, textScale: Double = 1,
        lang: String? = nil, from: Int = 0, iPad: Bool = false
    ) throws {
        var sp = ScreenPicture(width: width, iPad: iPad, textScale: textScale, dark: dark, lang: lang)
        sp.header(title: state.frame.title, large: false, back: true, trailing: [])
        let s = sp.s
        sp.segmented(
            state.frame.languages, selected: Int(state.frame.selectedLanguage), x: sp.p.margin,
            right: sp.p.width - sp.p.margin)
        sp.p.gap(6)
        try sp.board(state.frame.diagram, x: sp.p.margin, y: sp.p.y, width: sp.p.inner, height: 150, compact: false)
        sp.p.y += 150 + 8
        sp.p.out.append(
            .stroke(
                .line(ViewPoint(x: 0, y: sp.p.y), ViewPoint(x: sp.p.width, y: sp.p.y)),
                LineStyle(sp.p.faint.faded(0.4), width: 0.5)))
        sp.p.gap(12)
        let bottom = sp.phone.height - sp.phone.bottomInset
        let items = state.items
        #expect(items.count > from)
        // The hint opens the text (seen before scrolling).
        if from == 0 {
            sp.lines(
                Picture.wrap(state.frame.tapHint, width: sp.p.inner, size: 13 * s), x: sp.p.margin, size: 13,
                color: sp.p.faint)
            sp.p.gap(8)
        }
        itemLoop: for item in items.dropFirst(from) {
            let piece: (String, Double, Bool, RGBA, Double)
            var chips: [RulesPointChip] = []
            switch item {
            case .name(let t): piece = (t, 22, true, sp.p.ink, 0)
            case .tagline(let t): piece = (t, 15, false, sp.p.faint, 0)
            case .heading(let t): piece = (t, 17, true, sp.p.ink, 8)
            case .text(let t, let bullet, let shown):
                piece = ((bullet ? "\u{2022} " : "") + t.plain, 17, false, sp.p.ink, 0)
                chips = shown
            }
            let (text, size, bold, color, top) = piece
            sp.p.gap(top)
            for line in Picture.wrap(text, width: sp.p.inner, size: size * s) {
                if sp.p.y + size * s * 1.3 > bottom { break itemLoop }
                sp.lines([line], x: sp.p.margin, size: size, bold: bold, color: color)
            }
            if !chips.isEmpty {
                sp.p.gap(4)
                let h = max(44, 17 * s * 1.3 + 14)
                if sp.p.y + h > bottom { break }
                var x = sp.p.margin
                for chip in chips {
                    let size = 17 * s
                    let w = max(44, Picture.estimatedWidth(chip.name, size: size) + 24)
                    // The row scrolls sideways: what does not fit is off the screen.
                    if x + w > sp.p.width - sp.p.margin { break }
                    sp.p.out.append(
                        .fill(
                            .rect(
                                center: ViewPoint(x: x + w / 2, y: sp.p.y + h / 2), halfWidth: w / 2,
                                halfHeight: h / 2, cornerRadius: 8), sp.p.accent.faded(0.12)))
                    let lw = Picture.estimatedWidth(chip.name, size: size)
                    sp.p.put(
                        chip.name, x: x + (w - lw) / 2, y: sp.p.y + (h - size) / 2, size: size, color: sp.p.accent)
                    x += w + 8
                }
                sp.p.y += h
            }
            sp.p.gap(8)
        }
        sp.p.y = sp.phone.height - sp.p.margin
        try sp.write(name)
    }
}

extension ScreenPicture {
    /// iOS's action sheet of a confirmation dialog over the dimmed screen: the question, the
    /// destructive answer in red, then "cancel" on its own.
    mutating func actionSheet(question: String, confirm: String, cancel: String) {
        let height = p.y
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: p.width / 2, y: height / 2), halfWidth: p.width / 2, halfHeight: height / 2,
                    cornerRadius: 0), RGBA(hex: 0x000000, alpha: p.dark ? 0.45 : 0.25)))
        let sheet = p.dark ? RGBA(hex: 0x2C2C2E) : RGBA(hex: 0xF9F9F9)
        let size = 13 * s
        let qLines = Picture.wrap(question, width: p.inner - 32, size: size)
        let answer = 20 * s
        let rowH = max(57, answer * 1.3 + 20)
        let top1 = height - phone.bottomInset - 8 - rowH - 8 - rowH - (Double(qLines.count) * size * 1.3 + 28)
        var y = top1
        let h1 = Double(qLines.count) * size * 1.3 + 28 + rowH
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: p.width / 2, y: y + h1 / 2), halfWidth: p.inner / 2, halfHeight: h1 / 2,
                    cornerRadius: 13), sheet))
        y += 14
        for line in qLines {
            let w = Picture.estimatedWidth(line, size: size)
            p.put(line, x: (p.width - w) / 2, y: y, size: size, bold: true, color: p.faint)
            y += size * 1.3
        }
        y += 14
        p.out.append(
            .stroke(
                .line(ViewPoint(x: p.margin, y: y), ViewPoint(x: p.width - p.margin, y: y)),
                LineStyle(p.faint.faded(0.3), width: 0.5)))
        let cw = Picture.estimatedWidth(confirm, size: answer)
        p.put(confirm, x: (p.width - cw) / 2, y: y + (rowH - answer) / 2, size: answer, color: p.destructive)
        y += rowH + 8
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: p.width / 2, y: y + rowH / 2), halfWidth: p.inner / 2, halfHeight: rowH / 2,
                    cornerRadius: 13), sheet))
        let kw = Picture.estimatedWidth(cancel, size: answer)
        p.put(cancel, x: (p.width - kw) / 2, y: y + (rowH - answer) / 2, size: answer, bold: true, color: p.accent)
    }
}
