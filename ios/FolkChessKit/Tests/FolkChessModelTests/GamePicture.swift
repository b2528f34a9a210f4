import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// A phone's screen for the game pictures: its size in points and the room the system takes
/// at the top (status bar) and the bottom (home indicator).
struct Phone {
    let width: Double
    let height: Double
    let topInset: Double
    let bottomInset: Double
    /// The room the system takes at each side (a phone turned: the sensor housing's side).
    var sideInset = 0.0
    /// The navigation bar's height (32 pt on a phone turned).
    var navigationBar = 44.0

    /// A common phone (iPhone 15 / 16: 393 × 852 pt).
    static let normal = Phone(width: 393, height: 852, topInset: 59, bottomInset: 34)
    /// The smallest phone iOS 17 runs on at this width (iPhone SE, 1st generation: 320 × 568 pt).
    static let small = Phone(width: 320, height: 568, topInset: 20, bottomInset: 0)
    /// The common phone turned: no status bar, the sensor housing's 59 pt at each side.
    static let turned = Phone(
        width: 852, height: 393, topInset: 0, bottomInset: 21, sideInset: 59, navigationBar: 32)
    /// The smallest phone turned.
    static let smallTurned = Phone(width: 568, height: 320, topInset: 0, bottomInset: 0, navigationBar: 32)
    /// An iPad held wide (iPad Air 11-inch: 1180 × 820 pt).
    static let tabletWide = Phone(width: 1180, height: 820, topInset: 24, bottomInset: 20, navigationBar: 50)
    /// The iPad upright.
    static let tabletUpright = Phone(width: 820, height: 1180, topInset: 24, bottomInset: 20, navigationBar: 50)
}

/// What the picture shows over the game screen.
enum GameOverlay {
    /// Nothing: the screen as it is.
    case none
    /// The overflow menu, opened.
    case menu
}

/// The game screen as ``FolkChessUI/GameScreen`` lays it out, drawn for the tests: the
/// navigation bar (back, the title on one line, the overflow menu's button), the far player's
/// bar (turned in pass-and-play), the question next to the player who answers it, the board
/// as large as the rest allows, the near player's bar, the move strip scrolled to its end, the
/// note in its two reserved lines and the bottom row — or, once the game is over, the result
/// panel in their place; over it the opened menu. The same model choices as the view (``TableView/farBar``, ``TableView/subtitle(of:)``,
/// ``TableView/barActions``, ``TableView/menuActions``, the core's ``TableView/note``), every
/// word the core's; SF Symbols drawn as small line icons.
struct GamePicture {
    var p: Picture
    let phone: Phone
    let view: TableView
    let problem: String?
    let fadeAlpha: Double
    let spacing = 6.0

    var s: Double { p.textScale }
    /// Line heights of the text styles used (SwiftUI's at the default size, scaled).
    var subheadlineLine: Double { 20 * s }
    var captionLine: Double { 16 * s }
    var footnoteLine: Double { 18 * s }

    init(
        view: TableView, phone: Phone, textScale: Double, dark: Bool, lang: String?, problem: String?, fadeAlpha: Double
    ) {
        p = Picture(width: phone.width, textScale: textScale, dark: dark, lang: lang)
        self.phone = phone
        self.view = view
        self.problem = problem
        self.fadeAlpha = fadeAlpha
    }

    // MARK: The screen

    mutating func draw(_ overlay: GameOverlay) throws {
        if phone.topInset > 0 { statusBar() }
        navigationBar()
        let top = phone.topInset + phone.navigationBar
        if case .beside(let boardWidth, let panelWidth) = view.arrangement(
            width: phone.width - 2 * phone.sideInset, height: phone.height - phone.bottomInset - top)
        {
            try drawBeside(boardWidth: boardWidth, panelWidth: panelWidth, top: top)
            homeIndicator()
            if case .menu = overlay { menu() }
            return
        }
        let bottom = phone.height - phone.bottomInset - 6
        // The whole column at the board's touch target, else the compact one (the strip in the
        // note's slot, no far strip, points 32 pt apart), else the compact one scrolling — as
        // BoardFirstLayout's ViewThatFits tries them.
        var column = columnLayout(top: top, bottom: bottom, compact: false)
        if !column.fits {
            column = columnLayout(top: top, bottom: bottom, compact: true)
        }
        let compact = column.compact
        let (boardHeight, boardWidth, least, leftover) = (column.boardHeight, column.boardWidth, column.least, column.leftover)
        // The board under the top bar; the room it leaves goes to the moves as a list where the
        // core says the column has room for one (a wide board), else above the strip.
        // Once the game is over, the list (where it has room) takes the room above the result.
        let list = column.list

        let columnStart = p.out.count
        var y = top + spacing
        y = farEdge(from: y, compact: compact)
        try board(x: p.margin + (p.inner - boardWidth) / 2, y: y, width: boardWidth, height: boardHeight)
        y += boardHeight + spacing
        if let near = view.nearBar {
            y = place(at: y) { $0.bar(&$1, near, compact: compact) } + spacing
        }
        if list, view.result == nil, view.question?.rotated != false {
            // While the game goes on, the note right under the near bar and the list under it
            // (taking the strip's place), the row at the foot.
            let strip = measure { $0.strip(&$1) }
            y = place(at: y) { $0.note(&$1) } + spacing
            _ = place(at: y) { $0.moveGrid(&$1, height: leftover + strip) }
            y += leftover + strip + spacing
            let actions = view.barActions
            y = place(at: y + spacing) { $0.thumbRow(&$1, actions) }
        } else if list {
            // (the list takes the strip's place; over a result, the room less a gap above it)
            let strip = view.result == nil ? measure { $0.strip(&$1) } : -spacing
            _ = place(at: y) { $0.moveGrid(&$1, height: leftover + strip) }
            y += leftover + strip + spacing
            y = place(at: y + spacing) { $0.controls(&$1, strip: false) }
        } else if view.result == nil, view.question == nil {
            // While the game goes on, the note right under the near bar, where the eye is (in a
            // compact column the strip in its slot while it is only the status); the room the
            // board leaves under it, then the strip (not in a compact column) and the row at
            // the foot.
            y = place(at: y) { $0.note(&$1, compact: compact) } + spacing
            y += leftover
            y = place(at: y + spacing) { $0.pinnedFoot(&$1, compact: compact) }
        } else {
            y += leftover
            // The near player's question where the thumb is; the far player's is by their bar.
            if view.question?.rotated != true {
                y = place(at: y + spacing) { $0.controls(&$1) }
            }
        }
        #expect(
            abs(y - bottom) < 1 || (y > bottom && boardHeight <= least + 1e-6),
            "the screen's parts fill it exactly, or run past it only for the board's touch-target minimum (\(y) vs \(bottom))")
        if y > bottom + 1, view.question == nil, view.result == nil {
            // The column scrolled to its foot (BoardFirstLayout's defaultScrollAnchor): the
            // far edge is what runs under the navigation bar — or, the far player of two to
            // move, left at its top (the foot then runs under the pinned row).
            if !view.scrollsFromFarEdge {
                scrollColumnToFoot(from: columnStart, by: y - bottom, top: top)
            }
            if list {
                let actions = view.barActions
                pinRow(bottom: bottom) { $0.thumbRow(&$1, actions) }
            } else {
                pinRow(bottom: bottom) { $0.pinnedFoot(&$1, compact: compact) }
            }
        }
        homeIndicator()

        switch overlay {
        case .none: break
        case .menu: menu()
        }
    }

    /// The column's sizes as BoardFirstLayout gives them in `top`..`bottom`: the board as large
    /// as the rest allows at its aspect ratio, and — while there is a move to make — never less
    /// than its touch-target minimum (the app's keepsTouchTargets: 44 pt between points, 36 in a
    /// `compact` column), where the column then runs past the screen's bottom and the app scrolls
    /// it; the room the board leaves.
    struct ColumnLayout {
        let compact: Bool
        let list: Bool
        let boardHeight: Double
        let boardWidth: Double
        let least: Double
        let leftover: Double
        /// Whether the board has its least height without the column scrolling.
        let fits: Bool
    }

    func columnLayout(top: Double, bottom: Double, compact: Bool) -> ColumnLayout {
        // The fixed parts, measured by drawing them on copies.
        let farHeight =
            (view.farBar.map { bar in measure { $0.bar(&$1, bar, compact: compact) } } ?? 0)
            + (view.farActions.isEmpty
                ? 0 : measure { $0.thumbRow(&$1, view.farActions, compact: compact) } + spacing)
            + (view.moves.atFarEdge && !compact ? measure { $0.strip(&$1) } + spacing : 0)
        let nearHeight = view.nearBar.map { bar in measure { $0.bar(&$1, bar, compact: compact) } } ?? 0
        // While a question is up it takes the place of the strip, the note and the row; so does
        // the result once the game is over.
        let questionHeight = view.question.map { q in measure { $0.questionPanel(&$1, q) } } ?? 0
        let resultHeight =
            view.question == nil ? view.result.map { r in measure { $0.resultPanel(&$1, r) } } ?? 0 : 0
        let playing = view.question == nil && view.result == nil
        let controlsHeight =
            playing
            ? (compact ? 0 : measure { $0.strip(&$1) }) + measure { $0.note(&$1) }
                + measure { $0.thumbRow(&$1, view.barActions, compact: compact) }
            : 0
        // The stack's children: two spacers, the board, the bars, and the question, the result
        // or the strip (not in a compact column), the note and the row.
        let children =
            3 + (view.farBar == nil ? 0 : 1) + (view.nearBar == nil ? 0 : 1)
            + (playing ? (compact ? 2 : 3) : 1)
        let gaps = Double(children - 1) * spacing
        let available = bottom - top - farHeight - nearHeight - questionHeight - resultHeight - controlsHeight - gaps
        #expect(available > 120, "the board keeps room (\(available) pt)")
        let list =
            view.question == nil
            && view.columnHasListRoom(width: phone.width, height: phone.height - phone.bottomInset - top)
        let board = boardHeight(
            in: available, compact: compact, playing: view.result == nil, reserve: list ? columnListMin() : 0)
        // (a game over has no touch target to keep: its board gives way, no compact column)
        return ColumnLayout(
            compact: compact && view.result == nil, list: list, boardHeight: board.height, boardWidth: board.width,
            least: board.least,
            leftover: max(0, available - board.height), fits: board.fits)
    }

    /// The board's size in a column's `available` height: its frame there (the app's
    /// BoardFrame, ``BoardGeometry/frame(_:stretches:width:height:)``: its shape across the
    /// width, a wide game's play board taller where the height is there), and — while
    /// `playing` (a move to make) — never less tall than its touch-target minimum (the app's
    /// keepsTouchTargets: 44 pt between points, 32 in a `compact` column); `least` that
    /// minimum, `fits` whether it holds without the column scrolling. Shared by the game's and
    /// the trainer's columns.
    /// `reserve`: what a stretching board leaves under it (the moves as a list's least).
    func boardHeight(
        in available: Double, compact: Bool, playing: Bool, reserve: Double = 0
    ) -> (height: Double, width: Double, least: Double, fits: Bool) {
        let ratio = BoardGeometry.aspectRatio(view.board.game)
        let least =
            playing
            ? min(
                BoardGeometry.minimumHeight(
                    view.board.game, labels: view.board.labels, width: p.inner, compact: compact), p.inner / ratio)
            : 0
        let room = max(min(available, p.inner / ratio), available - reserve)
        let frame = BoardGeometry.frame(
            view.board.game, stretches: view.board.stretches, width: p.inner, height: max(room, 0))
        if frame.height < least { return (least, least * ratio, least, false) }
        return (frame.height, frame.width, least, true)
    }

    /// The far player's edge from `y` down, as the view stacks it: between two players their
    /// row and the moves, turned; their bar; their question. Returns where it ends.
    mutating func farEdge(from top: Double, compact: Bool = false) -> Double {
        var y = top
        if !view.farActions.isEmpty {
            // Between two players, the far player's own row at their edge, turned like their bar.
            y = place(at: y) { $0.farRow(&$1, compact: compact) } + spacing
        }
        if view.moves.atFarEdge, !compact {
            y = place(at: y) { $0.farStrip(&$1) } + spacing
        }
        if let far = view.farBar {
            y = place(at: y) { $0.bar(&$1, far, compact: compact) } + spacing
        }
        if let q = view.question, q.rotated {
            y = place(at: y) { $0.questionPanel(&$1, q) } + spacing
        }
        return y
    }

    /// The screen of a phone turned or an iPad held wide, as ``FolkChessUI/GameScreen`` lays
    /// it out where the core puts the board beside the rest: the board `boardWidth` wide (its
    /// padding included) and as tall as the room under the navigation bar; beside it the panel,
    /// the far player's edge at its top and the near player's bar, the moves, the note and the
    /// row (or the question, or the result) at its bottom.
    mutating func drawBeside(
        boardWidth: Double, panelWidth: Double, top: Double,
        head: ((inout GamePicture, inout Picture) -> Void)? = nil,
        controls: ((inout GamePicture, inout Picture) -> Void)? = nil, moves: Bool? = nil
    ) throws {
        let pad = TableView.boardPadding
        let bottom = phone.height - phone.bottomInset
        let left = phone.sideInset
        try board(
            x: left + pad.horizontal, y: top + pad.vertical, width: boardWidth - 2 * pad.horizontal,
            height: bottom - top - 2 * pad.vertical, stretches: false)
        // The panel, drawn on a picture of its own (12 pt at its right; at its left the board's
        // padding), then put beside the board.
        var panel = GamePicture(
            view: view, phone: Phone(width: panelWidth + p.margin, height: phone.height, topInset: 0, bottomInset: 0),
            textScale: s, dark: p.dark, lang: p.lang, problem: problem, fadeAlpha: fadeAlpha)
        let controls = controls ?? { $0.controls(&$1, strip: false) }
        // The moves between the two edges, where the strip would show (not while a question
        // takes its place; over a result too).
        let moves = moves ?? (view.question == nil)
        var farStart = top + 6
        if let head { farStart = panel.place(at: farStart, head) + spacing }
        let farEnd = panel.farEdge(from: farStart)
        let nearHeight =
            (view.nearBar.map { bar in panel.measure { $0.bar(&$1, bar) } + spacing } ?? 0)
            + panel.measure(controls)
        let nearTop = max(farEnd, bottom - 6 - nearHeight)
        // (at an accessibility text size the panel may run past the screen: it scrolls alone)
        #expect(
            s > 1 || nearTop + nearHeight <= bottom - 6 + 1e-6,
            "the panel fits beside the board without a scroll (\(nearTop + nearHeight) vs \(bottom - 6))")
        if moves, nearTop - farEnd > chipHeight {
            // (between two players, the near player's moves by their bar, not under the far one's)
            let bottom = !view.farActions.isEmpty
            _ = panel.place(at: farEnd) { $0.moveGrid(&$1, height: nearTop - farEnd - $0.spacing, bottom: bottom) }
        }
        var y = nearTop
        if let near = view.nearBar {
            y = panel.place(at: y) { $0.bar(&$1, near) } + spacing
        }
        _ = panel.place(at: y, controls)
        p.paste(panel.p, dx: left + boardWidth - p.margin)
        #expect(left + boardWidth + panelWidth <= phone.width - phone.sideInset + 1e-6)
    }

    /// Under the near player's bar: the note, then the moves (unless `withStrip` is false:
    /// beside the board they are a grid, ``moveGrid(_:height:)``) and the row, the pinned foot —
    /// or the near player's question, or the result, in their place.
    func controls(_ q: inout Picture, strip withStrip: Bool = true) {
        if let question = view.question {
            if !question.rotated { questionPanel(&q, question) }
        } else if let result = view.result {
            resultPanel(&q, result)
        } else {
            note(&q)
            q.y += spacing
            if withStrip { pinnedFoot(&q) } else { thumbRow(&q, view.barActions) }
        }
    }

    /// The strip over the row of actions: the pinned foot of ``FolkChessUI/BoardFirstLayout``'s
    /// column (the row alone in a compact column, where the strip is in the note's slot).
    func pinnedFoot(_ q: inout Picture, compact: Bool = false) {
        if !compact {
            strip(&q)
            q.y += spacing
        }
        thumbRow(&q, view.barActions, compact: compact)
    }

    /// A column that runs past the screen, scrolled to its foot as BoardFirstLayout's
    /// `defaultScrollAnchor(.bottom)` shows it at first: what was drawn from `start` moved up
    /// by `overflow`, the part under the navigation bar hidden (the bars drawn again over it).
    mutating func scrollColumnToFoot(
        from start: Int, by overflow: Double, top: Double, more: Bool = true, title: String? = nil
    ) {
        guard overflow > 0 else { return }
        p.shift(from: start, dy: -overflow)
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: p.width / 2, y: top / 2), halfWidth: p.width / 2, halfHeight: top / 2,
                    cornerRadius: 0), p.background))
        if phone.topInset > 0 { statusBar() }
        navigationBar(more: more, title: title)
    }

    /// The row of actions pinned at the screen's foot, ending at `bottom`, over the column that
    /// runs past the screen (the app scrolls the column, not the row): the column is hidden from
    /// a gap above the row down.
    mutating func pinRow(bottom: Double, _ row: (inout GamePicture, inout Picture) -> Void) {
        let top = bottom - measure(row)
        let hidden = (from: top - spacing, to: phone.height)
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: p.width / 2, y: (hidden.from + hidden.to) / 2), halfWidth: p.width / 2,
                    halfHeight: (hidden.to - hidden.from) / 2, cornerRadius: 0), p.background))
        _ = place(at: top, row)
    }

    /// The height `part` takes when drawn from the current y (drawn on a copy).
    func measure(_ part: (inout GamePicture, inout Picture) -> Void) -> Double {
        var copy = self
        var q = copy.p
        let start = q.y
        part(&copy, &q)
        return q.y - start
    }

    /// Draws `part` from `y`; returns where it ends.
    mutating func place(at y: Double, _ part: (inout GamePicture, inout Picture) -> Void) -> Double {
        var q = p
        q.y = y
        part(&self, &q)
        p = q
        return q.y
    }

    mutating func statusBar() {
        let size = phone.topInset > 30 ? 17.0 : 12.0
        let mid = phone.topInset > 30 ? phone.topInset / 2 + 4 : phone.topInset / 2
        p.out.append(
            .text(
                "9:41", at: ViewPoint(x: 28 + size, y: mid), anchor: .center, size: size, bold: true, color: p.ink,
                halo: nil))
        // The battery.
        let battery = ViewPoint(x: p.width - 30, y: mid)
        let outline = DrawShape.rect(center: battery, halfWidth: 12, halfHeight: 6, cornerRadius: 3)
        p.out.append(.stroke(outline, LineStyle(p.faint, width: 1)))
        p.out.append(
            .fill(
                .rect(center: ViewPoint(x: battery.x - 1.5, y: mid), halfWidth: 9, halfHeight: 4, cornerRadius: 1.5),
                p.ink))
    }

    mutating func homeIndicator() {
        guard phone.bottomInset > 0 else { return }
        let y = phone.height - 8
        p.out.append(
            .fill(
                .rect(center: ViewPoint(x: p.width / 2, y: y), halfWidth: 67, halfHeight: 2.5, cornerRadius: 2.5), p.ink
            ))
    }

    /// Back (a chevron), the title on one line in the middle (cut with an ellipsis), and the
    /// overflow menu's button.
    mutating func navigationBar(more: Bool = true, title: String? = nil) {
        let mid = phone.topInset + phone.navigationBar / 2
        let chevron = ViewPoint(x: phone.sideInset + 18, y: mid)
        p.out.append(
            .stroke(
                .line(ViewPoint(x: chevron.x + 6, y: mid - 10), chevron), LineStyle(p.accent, width: 3, roundCap: true))
        )
        p.out.append(
            .stroke(
                .line(chevron, ViewPoint(x: chevron.x + 6, y: mid + 10)), LineStyle(p.accent, width: 3, roundCap: true))
        )
        if more {
            Icon.draw(
                .more, in: &p, center: ViewPoint(x: p.width - phone.sideInset - 16 - 11, y: mid), size: 22,
                color: p.accent)
        }
        // The title: centred between the two buttons' room (the bar keeps its size at every
        // text size), on two lines where one does not hold it (the app's inlineTitle).
        Self.inlineTitle(&p, title ?? view.title, room: p.width - 2 * (28 + 22 + 8), mid: mid)
    }

    /// A navigation bar's inline title as FolkChessUI's `inlineTitle` draws it, centred on
    /// `mid`: in headline on one line where it fits in `room`; else on two lines in footnote
    /// semibold (shrunk to 0.8 before it is cut), a title in both languages parted between them.
    static func inlineTitle(_ p: inout Picture, _ title: String, room: Double, mid: Double) {
        let size = 17.0
        if Picture.estimatedWidth(title, size: size) <= room {
            let w = Picture.estimatedWidth(title, size: size)
            p.put(title, x: (p.width - w) / 2, y: mid - size * 0.6, size: size, bold: true, color: p.ink)
            return
        }
        let fitted = Picture.fitted(title, width: room, size: 13, maxLines: 2, minScale: 0.8)
        let line = fitted.size * 1.25
        var y = mid - Double(fitted.lines.count) * line / 2
        for text in fitted.lines {
            let w = Picture.estimatedWidth(text, size: fitted.size)
            p.put(text, x: (p.width - w) / 2, y: y + (line - fitted.size) / 2, size: fitted.size, bold: true, color: p.ink)
            y += line
        }
    }

    /// The board in `width` × `height` at (`x`, `y`) — stretched as its view says where
    /// `stretches` (a column), else its shape (beside the rest, as the app's BoardFirstLayout
    /// holds it to its aspect ratio there).
    mutating func board(x: Double, y: Double, width: Double, height: Double, stretches: Bool = true) throws {
        let layout = try BoardLayouts.of(view.board.game)
        let g = BoardDrawing.geometry(board: view.board, width: width, height: height, compact: false, stretch: stretches)
        p.out += BoardDrawing.commands(
            board: view.board, layout: layout, geometry: g, palette: p.palette, fadeAlpha: fadeAlpha
        ).map { $0.offset(x: x, y: y) }
    }

    // MARK: The parts

    /// A player's bar: badge, name (one line) and the line under it, a spinner, the pieces
    /// taken, the clock; outlined on the player's turn; turned for the far player.
    /// In a `compact` column the name alone (two lines where it needs them), 36 pt tall at
    /// least (``TableView/subtitle(of:compact:)``).
    func bar(_ q: inout Picture, _ bar: PlayerBar, compact: Bool = false) {
        let start = q.out.count
        let subtitle = view.subtitle(of: bar, compact: compact)
        // The bar's words grow up to xLarge (19 / 17 of the default), as the view caps them.
        let s = min(self.s, 19.0 / 17)
        let (subheadlineLine, captionLine) = (20 * s, 16 * s)
        let clockSize = bar.clock.map { Self.clockSize($0, scale: s) }
        // (compact: the name alone, in two lines where it needs them — one per language)
        let trailing =
            (clockSize.map { $0.width + 10 } ?? 0)
            + (bar.captured.map { Picture.estimatedWidth("\($0)", size: 15 * s) + 3 + 12 + 10 } ?? 0)
            + (view.isBusy(bar) ? 18 + 10 : 0)
        let nameWidth = q.width - q.margin - 10 - trailing - (q.margin + 10 + 20 + 10)
        let names = compact
            ? Picture.lines(bar.name, width: nameWidth, size: 15 * s, maxLines: 2)
            : [Picture.truncated(bar.name, width: nameWidth, size: 15 * s)]
        let textHeight = Double(names.count) * subheadlineLine + (subtitle == nil ? 0 : 1 + captionLine)
        let h = max(compact ? 36 : 44, max(textHeight, clockSize?.height ?? 0) + 8)
        let top = q.y
        let mid = top + h / 2
        let rect = DrawShape.rect(
            center: ViewPoint(x: q.width / 2, y: mid), halfWidth: q.inner / 2, halfHeight: h / 2, cornerRadius: 10)
        q.out.append(.fill(rect, bar.awaited ? q.accent.faded(0.14) : q.faint.faded(0.1)))
        if bar.awaited { q.out.append(.stroke(rect, LineStyle(q.accent, width: 1.5))) }
        let left = q.margin + 10
        q.badge(bar.side, center: ViewPoint(x: left + 10, y: mid), size: 20)
        // From the right: the clock, the pieces taken, the spinner.
        var right = q.width - q.margin - 10
        if let clock = bar.clock, let size = clockSize {
            Self.clock(&q, clock, right: right, mid: mid, scale: s)
            right -= size.width + 10
        }
        if let n = bar.captured {
            let size = 15 * s
            let digits = "\(n)"
            let w = Picture.estimatedWidth(digits, size: size)
            q.put(digits, x: right - w, y: mid - size * 0.6, size: size, bold: true, color: q.ink)
            q.badge(bar.opponent, center: ViewPoint(x: right - w - 3 - 6, y: mid), size: 12)
            right -= w + 3 + 12 + 10
        }
        if view.isBusy(bar) {
            Icon.draw(.spinner, in: &q, center: ViewPoint(x: right - 9, y: mid), size: 18, color: q.faint)
            right -= 18 + 10
        }
        let x = left + 20 + 10
        let nameSize = 15 * s
        var lineY = mid - textHeight / 2
        #expect(abs((right - x) - nameWidth) < 1e-6)
        for name in names {
            q.put(name, x: x, y: lineY + (subheadlineLine - nameSize) / 2, size: nameSize, bold: true, color: q.ink)
            lineY += subheadlineLine
        }
        lineY += 1
        if let subtitle {
            let size = 12 * s
            let line = Picture.truncated(subtitle, width: right - x, size: size)
            q.put(line, x: x, y: lineY + (captionLine - size) / 2, size: size, color: q.faint)
        }
        q.y = top + h
        q.turn(bar.rotated, (start..<q.out.count, ViewPoint(x: q.width / 2, y: mid)))
    }

    /// The size of ``clock(_:_:right:mid:scale:)``: the digits in headline bold, 10 pt each
    /// side, 4 above and 7 under (the bar along its foot).
    static func clockSize(_ t: TimerView, scale s: Double) -> (width: Double, height: Double) {
        let size = 17 * s
        return (Picture.estimatedWidth(t.text, size: size) + 20, size * 1.3 + 11)
    }

    /// The turn's clock as ``FolkChessUI/CountdownClock`` draws it: the time left in bold
    /// digits in a box on the surface, a bar along its foot that empties with the turn (red when
    /// the time runs low), its right edge at `right`, centred on `mid`.
    static func clock(_ q: inout Picture, _ t: TimerView, right: Double, mid: Double, scale s: Double) {
        let (w, h) = clockSize(t, scale: s)
        let box = DrawShape.rect(center: ViewPoint(x: right - w / 2, y: mid), halfWidth: w / 2, halfHeight: h / 2, cornerRadius: 8)
        q.out.append(.fill(box, q.app.surface))
        let color = t.low ? q.app.error : q.accent
        let share = w * Double(t.permille) / 1000
        if share > 0 {
            q.out.append(
                .fill(
                    .rect(
                        center: ViewPoint(x: right - w + share / 2, y: mid + h / 2 - 1.5 - 0.5), halfWidth: share / 2,
                        halfHeight: 1.5, cornerRadius: 0), color))
        }
        q.out.append(.stroke(box, LineStyle(q.faint.faded(0.5), width: 1)))
        let size = 17 * s
        let tw = Picture.estimatedWidth(t.text, size: size)
        q.put(t.text, x: right - w + (w - tw) / 2, y: mid - h / 2 + 4 + size * 0.15, size: size, bold: true, color: t.low ? color : q.ink)
    }

    /// The table's question in its card: the words, then "no" and "yes" (filled red when yes
    /// ends the game against the one who answers, else two equal bordered buttons); turned
    /// towards the player who answers.
    func questionPanel(_ q: inout Picture, _ question: QuestionView) {
        let card = q.card(padding: 12, fill: q.accent.faded(0.12), border: q.accent) { q in
            q.text(question.text, size: 17, bold: true)
            q.gap(10)
            q.buttonRow([
                (ActionView(label: question.no, enabled: true), .bordered),
                (
                    ActionView(label: question.yes, enabled: true),
                    question.destructive ? .filledDestructive : .bordered
                ),
            ])
        }
        q.turn(question.rotated, card)
    }

    /// The move strip: chips (number, badge, ply) side by side, scrolled to the last; a chip
    /// cut by the left edge is left out; before the first ply, "no moves yet".
    func strip(_ q: inout Picture) {
        let size = 13 * s
        let h = chipHeight
        let top = q.y
        let mid = top + h / 2
        if view.moves.rows.isEmpty {
            q.put(
                Picture.truncated(view.moves.emptyText, width: q.inner, size: size), x: q.margin,
                y: mid - size * 0.6, size: size, color: q.faint)
            q.y = top + h
            return
        }
        // Scrolled to the end: from the last chip backwards, the strip ends at the right edge;
        // chips that all fit start at the left.
        let total = view.moves.rows.map(chipWidth).reduce(0, +) + 6 * Double(view.moves.rows.count - 1)
        var right = total <= q.inner ? q.margin + total : q.width - q.margin
        for row in view.moves.rows.reversed() {
            let w = chipWidth(row)
            let x = right - w
            if x < q.margin - 0.5 { break }  // (rounding: the first chip starts at the margin)
            chip(&q, row, x: x, mid: mid)
            right = x - 6
        }
        q.y = top + h
    }

    /// The moves beside the board: ``FolkChessUI/MoveGrid``'s adaptive columns (at least 96 pt),
    /// each chip as wide as its column, in `height`, scrolled to the end (the last rows that fit).
    /// (MoveGrid: two columns, First's move and Second's reply side by side as a score sheet;
    /// `bottom`, between two players, the moves by the near player's bar at the panel's foot.)
    func moveGrid(_ q: inout Picture, height: Double, bottom: Bool = false) {
        let size = 13 * s
        let top = q.y
        if view.moves.rows.isEmpty {
            q.put(
                Picture.truncated(view.moves.emptyText, width: q.inner, size: size), x: q.margin,
                y: top + chipHeight / 2 - size * 0.6, size: size, color: q.faint)
            q.y = top + height
            return
        }
        let columns = 2
        let cell = (q.inner - 6 * Double(columns - 1)) / Double(columns)
        let rows = (view.moves.rows.count + columns - 1) / columns
        let fitting = max(1, Int((height + 6) / (chipHeight + 6)))
        let shown = min(rows, fitting)
        let start = bottom ? top + height - (Double(shown) * (chipHeight + 6) - 6) : top
        for (i, row) in view.moves.rows.enumerated() where i / columns >= rows - fitting {
            let line = i / columns - max(0, rows - fitting)
            let x = q.margin + Double(i % columns) * (cell + 6)
            chip(&q, row, x: x, mid: start + Double(line) * (chipHeight + 6) + chipHeight / 2, width: cell)
        }
        q.y = top + height
    }

    /// A move's chip's height.
    var chipHeight: Double { footnoteLine + 10 }

    /// A move's chip's width: its number, the side's badge, the move.
    func chipWidth(_ row: MoveRow) -> Double {
        8 + Picture.estimatedWidth("\(row.number)", size: 11 * s) + 4 + 11 + 4
            + Picture.estimatedWidth(row.text, size: 13 * s) + 8
    }

    /// A move's chip from `x`, centred on `mid`, `width` wide (a grid's cell) or as wide as its
    /// words; the last move's tinted.
    func chip(_ q: inout Picture, _ row: MoveRow, x: Double, mid: Double, width: Double? = nil) {
        let (size, small, h) = (13 * s, 11 * s, chipHeight)
        let w = max(width ?? 0, chipWidth(row))
        let last = row.number == view.moves.rows.last?.number
        q.out.append(
            .fill(
                .rect(center: ViewPoint(x: x + w / 2, y: mid), halfWidth: w / 2, halfHeight: h / 2, cornerRadius: h / 2),
                last ? q.accent.faded(0.16) : q.faint.faded(0.12)))
        let number = "\(row.number)"
        var cx = x + 8
        q.put(number, x: cx, y: mid - small * 0.6, size: small, color: q.faint)
        cx += Picture.estimatedWidth(number, size: small) + 4
        q.badge(row.side, center: ViewPoint(x: cx + 5.5, y: mid), size: 11)
        cx += 11 + 4
        q.put(row.text, x: cx, y: mid - size * 0.6, size: size, color: q.ink)
    }

    /// The note in its two reserved lines (four at most): a message (info mark, words, dismiss), a problem
    /// (red), how the game ended, the verdict (the tertiary green), or the status.
    func note(_ q: inout Picture, compact: Bool = false) {
        let note = view.note
        let size = 13 * s
        let h = 2 * footnoteLine
        let top = q.y
        if compact, problem == nil, view.compactSlotShowsStrip {
            // A compact column: the strip in the note's two lines while the note is the status.
            q.y = top + (h - chipHeight) / 2
            strip(&q)
            q.y = top + h
            return
        }
        var x = q.margin
        var right = q.width - q.margin
        let color: RGBA
        var bold = false
        switch problem == nil ? note.kind : nil {
        case .news?, .refusal?:
            let mark = ViewPoint(x: x + 8 * s, y: top + h / 2)
            Icon.draw(.info, in: &q, center: mark, size: 17 * s, color: q.accent)
            x += 17 * s + 8
            if note.dismissable {
                let dismiss = view.dismiss
                let w = Picture.estimatedWidth(dismiss, size: size)
                q.put(dismiss, x: right - w, y: top + h / 2 - size * 0.6, size: size, color: q.accent)
                right -= w + 8
            }
            color = q.ink
        case nil:
            color = q.app.error
        case .outcome?:
            color = q.ink
            bold = true
        case .verdict?:
            // The view's: the tertiary (green), medium — information, not a warning.
            color = q.app.tertiary
        case .status?:
            color = q.faint
        }
        let lines = Picture.lines(problem ?? note.text, width: right - x, size: size, maxLines: 4)
        // Two lines reserved, four at most (the view's lineLimit(2...4)); fewer are centred.
        let reserved = max(h, Double(lines.count) * footnoteLine)
        var lineY = top + (reserved - Double(lines.count) * footnoteLine) / 2
        for line in lines {
            q.put(line, x: x, y: lineY + (footnoteLine - size) / 2, size: size, bold: bold, color: color)
            lineY += footnoteLine
        }
        q.y = top + reserved
    }

    /// The bottom row: equal buttons, each its icon over its words (two lines at most, shrunk
    /// to three quarters before they are cut), all as tall as the tallest.
    func thumbRow(_ q: inout Picture, _ buttons: [PlacedAction], compact: Bool = false) {
        iconRow(
            &q,
            buttons.map {
                IconButton(
                    icon: Icon.of($0.action), label: $0.label, enabled: $0.enabled, prominent: $0.style == .prominent,
                    destructive: $0.style == .destructive)
            }, natural: true, compact: compact)
    }

    /// The far player's row between two players: the bottom row's look, turned towards them as
    /// their bar is.
    func farRow(_ q: inout Picture, compact: Bool = false) {
        let start = q.out.count
        let top = q.y
        thumbRow(&q, view.farActions, compact: compact)
        q.turn(view.farActionsTurned, (start..<q.out.count, ViewPoint(x: q.width / 2, y: (top + q.y) / 2)))
    }

    /// The moves at the far player's edge between two players: the strip, turned as their bar is.
    func farStrip(_ q: inout Picture) {
        let start = q.out.count
        let top = q.y
        strip(&q)
        q.turn(view.farActionsTurned, (start..<q.out.count, ViewPoint(x: q.width / 2, y: (top + q.y) / 2)))
    }

    /// A button of a bottom row as drawn: its icon, words and looks.
    struct IconButton {
        let icon: Icon.Kind
        let label: String
        let enabled: Bool
        let prominent: Bool
        let destructive: Bool
    }

    /// A bottom row of equal buttons (the game's, the trainer's); `natural` (the game's row,
    /// ThumbRow): where the row holds every label on one line, each button as wide as its label
    /// plus an equal share of the room left.
    func iconRow(_ q: inout Picture, _ buttons: [IconButton], natural: Bool = false, compact: Bool = false) {
        let n = Double(buttons.count)
        let gap = 8.0
        let iconSize = 17 * s
        let even = (q.usable - gap * (n - 1)) / n
        if compact {
            compactIconRow(&q, buttons, width: even, gap: gap, iconSize: iconSize)
            return
        }
        // the core's two lines (both languages: the Chinese over the English) on one where
        // the row holds them so, as ThumbLabel does
        let oneLine = buttons.map { ButtonWords.oneLine($0.label) }
        let ownWidths = oneLine.map { Picture.estimatedWidth($0, size: 12 * s) + 16 }
        let spare = q.usable - gap * (n - 1) - ownWidths.reduce(0, +)
        let widths = natural && spare >= 0 ? ownWidths.map { $0 + spare / n } : Array(repeating: even, count: buttons.count)
        if natural && q.textScale == 1 && buttons.allSatisfy({ $0.label.allSatisfy(\.isASCII) }) {
            // In English at the default size every label keeps to one line ("Offer draw"), on
            // the 320 pt phone too.
            #expect(spare >= 0, "the row's words fit on one line each: \(buttons.map(\.label)) in \(q.usable) pt")
        }
        // Each language whole on its own line (the Chinese over the English); where one does
        // not fit its button, the compact row's one language instead (ThumbRow's third form).
        if !(natural && spare >= 0), buttons.contains(where: { b in
            b.label.contains("\n")
                && b.label.split(separator: "\n").contains { Picture.estimatedWidth(String($0), size: 12 * s) > even - 16 }
        }) {
            compactIconRow(&q, buttons, width: even, gap: gap, iconSize: iconSize)
            return
        }
        let fitted = buttons.enumerated().map { i, b in
            natural && spare >= 0
                ? (lines: [oneLine[i]], size: 12 * s)
                : b.label.contains("\n")
                    ? (lines: b.label.split(separator: "\n").map(String.init), size: 12 * s)
                    : Picture.fitted(b.label, width: widths[i] - 16, size: 12 * s, maxLines: 2, minScale: 0.75)
        }
        let textHeight = fitted.map { Double($0.lines.count) * $0.size * 1.3 }.max() ?? 0
        let h = 7 + 2 + iconSize + 3 + textHeight + 2 + 7
        let top = q.y
        var x = q.left
        for (i, button) in buttons.enumerated() {
            let w = widths[i]
            defer { x += w + gap }
            let filled = button.prominent && button.enabled
            let color = buttonFace(&q, button, x: x, top: top, width: w, height: h, filled: filled)
            let (lines, size) = fitted[i]
            let blockHeight = iconSize + 3 + Double(lines.count) * size * 1.3
            let blockTop = top + (h - blockHeight) / 2
            Icon.draw(
                button.icon, in: &q, center: ViewPoint(x: x + w / 2, y: blockTop + iconSize / 2),
                size: iconSize, color: color)
            for (j, line) in lines.enumerated() {
                let lw = Picture.estimatedWidth(line, size: size)
                q.put(
                    line, x: x + (w - lw) / 2, y: blockTop + iconSize + 3 + Double(j) * size * 1.3 + size * 0.15,
                    size: size, bold: filled, color: color)
            }
        }
        q.y = top + h
    }

    /// A compact column's row (ThumbLabel's `compact`): buttons of one width, each its icon
    /// beside the first language's words on one line, 32 pt inside the button's padding — or,
    /// where a button's words do not fit beside its icon (large text), every icon over its
    /// words (one line, shrunk to ¾ before they are cut).
    func compactIconRow(_ q: inout Picture, _ buttons: [IconButton], width w: Double, gap: Double, iconSize: Double) {
        let size = 12 * s
        let beside = buttons.allSatisfy {
            Picture.estimatedWidth(ButtonWords.compact($0.label), size: size) <= w - 16 - iconSize - 4
        }
        guard beside else {
            iconRow(
                &q,
                buttons.map {
                    IconButton(
                        icon: $0.icon, label: ButtonWords.compact($0.label), enabled: $0.enabled,
                        prominent: $0.prominent, destructive: $0.destructive)
                })
            return
        }
        let h = 7 + max(32, iconSize, size * 1.3) + 7
        let top = q.y
        var x = q.left
        for button in buttons {
            defer { x += w + gap }
            let filled = button.prominent && button.enabled
            let color = buttonFace(&q, button, x: x, top: top, width: w, height: h, filled: filled)
            let fitted = Picture.fitted(
                ButtonWords.compact(button.label), width: w - 16 - iconSize - 4, size: size, maxLines: 1, minScale: 0.75)
            let words = fitted.lines.first ?? ""
            let wordsWidth = Picture.estimatedWidth(words, size: fitted.size)
            let left = x + (w - iconSize - 4 - wordsWidth) / 2
            Icon.draw(
                button.icon, in: &q, center: ViewPoint(x: left + iconSize / 2, y: top + h / 2), size: iconSize, color: color)
            q.put(
                words, x: left + iconSize + 4, y: top + h / 2 - fitted.size * 0.6, size: fitted.size, bold: filled,
                color: color)
        }
        q.y = top + h
    }

    /// A bottom-row button's rounded face at (`x`, `top`), filled with the accent when `filled`,
    /// else tinted; returns the ink of its icon and words (``buttonInk(_:filled:in:)``).
    func buttonFace(
        _ q: inout Picture, _ button: IconButton, x: Double, top: Double, width w: Double, height h: Double, filled: Bool
    ) -> RGBA {
        q.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: x + w / 2, y: top + h / 2), halfWidth: w / 2, halfHeight: h / 2, cornerRadius: 10),
                filled ? q.accent : q.accent.faded(0.12)))
        return buttonInk(button, filled: filled, in: q)
    }

    /// A button's ink: faint when disabled, on the accent when filled, else the destructive red
    /// or the accent.
    func buttonInk(_ button: IconButton, filled: Bool, in q: Picture) -> RGBA {
        if !button.enabled { return q.faint.faded(0.6) }
        if filled { return AppInk.onAccent(dark: q.dark) }
        return button.destructive ? q.destructive : q.accent
    }

    // MARK: Over the screen

    /// The result panel in the place of the strip, the note and the row: the winner's badge or
    /// a draw's sign with the headline on one line (shrunk to ¾ before it is cut), the reason
    /// (two lines at most), a problem in red, then review (filled), rematch and new game.
    func resultPanel(_ q: inout Picture, _ result: ResultView) {
        q.card(padding: 10, fill: q.accent.faded(0.08), border: nil) { q in
            let size = 20 * q.textScale
            let badge = 22.0
            let x = q.left + badge + 10
            // The share button (bordered, an icon) at the headline's end.
            let share = (w: 44.0, h: 32.0)
            let room = q.width - q.margin - q.inset - x - share.w - 10
            let fitted = Picture.fitted(result.headline, width: room, size: size, maxLines: 1, minScale: 0.75)
            let line = Picture.truncated(fitted.lines.first ?? "", width: room, size: fitted.size)
            let rowHeight = max(badge, 25 * q.textScale)
            let top = q.y
            let center = ViewPoint(x: q.left + badge / 2, y: top + rowHeight / 2)
            if let winner = result.mark {
                q.badge(winner, center: center, size: badge)
            } else {
                Icon.draw(.offerDraw, in: &q, center: center, size: 20 * q.textScale, color: q.ink)
            }
            q.put(line, x: x, y: center.y - fitted.size * 0.6, size: fitted.size, bold: true, color: q.ink)
            let shareCenter = ViewPoint(x: q.width - q.margin - q.inset - share.w / 2, y: center.y)
            q.out.append(
                .fill(
                    .rect(center: shareCenter, halfWidth: share.w / 2, halfHeight: share.h / 2, cornerRadius: 8),
                    q.panel))
            Icon.draw(.share, in: &q, center: shareCenter, size: 18, color: q.accent)
            q.y = top + rowHeight + 8
            let reasonSize = 13 * q.textScale
            for l in Picture.lines(result.reason, width: q.usable, size: reasonSize, maxLines: 2) {
                q.put(l, x: q.left, y: q.y + (footnoteLine - reasonSize) / 2, size: reasonSize, color: q.faint)
                q.y += footnoteLine
            }
            if let problem {
                for l in Picture.lines(problem, width: q.usable, size: reasonSize, maxLines: 2) {
                    q.put(
                        l, x: q.left, y: q.y + (footnoteLine - reasonSize) / 2, size: reasonSize,
                        color: q.app.error)
                    q.y += footnoteLine
                }
            }
            q.gap(8)
            thumbRow(&q, view.barActions)
        }
    }

    /// The overflow menu, opened under its button: the level (its picker with the level now,
    /// a submenu), then redo, restart, save and leave, rules with their icons; disabled ones
    /// dimmed.
    mutating func menu() {
        let w = min(250.0, p.width - 16)
        let x = p.width - 8 - w
        var y = phone.topInset + 44 + 2
        let size = 17 * s
        let menuFill = p.dark ? RGBA(hex: 0x3A302A) : RGBA(hex: 0xF4EDE8)
        let separator = p.dark ? RGBA(hex: 0x1A1411) : RGBA(hex: 0xE0D5CD)
        // The rows: (title, subtitle, icon, enabled).
        var sections: [[(String, String?, Icon.Kind, Bool)]] = []
        if let level = view.level {
            let current = level.options.first { $0.level == level.current }?.name
            sections.append([(level.label, current, .chevron, level.enabled)])
        }
        sections.append(view.menuActions.map { ($0.label, nil, Icon.of($0.action), $0.enabled) })
        let textWidth = w - 16 - 16 - 22 - 12
        let rowHeights = sections.map { rows in
            rows.map { row -> Double in
                let lines = Picture.lines(row.0, width: textWidth, size: size, maxLines: 2)
                let sub = row.1 == nil ? 0 : 15 * s * 1.3
                return max(44, Double(lines.count) * size * 1.3 + sub + 22)
            }
        }
        let total = rowHeights.map { $0.reduce(0, +) }.reduce(0, +) + Double(sections.count - 1) * 8
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: x + w / 2, y: y + total / 2 + 2), halfWidth: w / 2 + 1,
                    halfHeight: total / 2 + 1,
                    cornerRadius: 14), RGBA(hex: 0x000000, alpha: 0.18)))
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: x + w / 2, y: y + total / 2), halfWidth: w / 2, halfHeight: total / 2,
                    cornerRadius: 13),
                menuFill))
        for (k, rows) in sections.enumerated() {
            if k > 0 {
                p.out.append(
                    .fill(
                        .rect(
                            center: ViewPoint(x: x + w / 2, y: y + 4), halfWidth: w / 2, halfHeight: 4, cornerRadius: 0),
                        separator))
                y += 8
            }
            for (i, row) in rows.enumerated() {
                let h = rowHeights[k][i]
                if i > 0 {
                    p.out.append(
                        .stroke(
                            .line(ViewPoint(x: x, y: y), ViewPoint(x: x + w, y: y)), LineStyle(separator, width: 0.5)))
                }
                let color = row.3 ? p.ink : p.faint.faded(0.6)
                let lines = Picture.lines(row.0, width: textWidth, size: size, maxLines: 2)
                let sub = row.1 == nil ? 0 : 15 * s * 1.3
                var lineY = y + (h - Double(lines.count) * size * 1.3 - sub) / 2
                for line in lines {
                    p.put(line, x: x + 16, y: lineY + size * 0.15, size: size, color: color)
                    lineY += size * 1.3
                }
                if let subtitle = row.1 {
                    let subSize = 15 * s
                    p.put(
                        Picture.truncated(subtitle, width: textWidth, size: subSize), x: x + 16,
                        y: lineY + subSize * 0.15,
                        size: subSize, color: p.faint)
                }
                Icon.draw(
                    row.2, in: &p, center: ViewPoint(x: x + w - 16 - 11, y: y + h / 2), size: 20 * s, color: color)
                y += h
            }
        }
    }
}

extension PictureTests {
    /// The game screen of `view` on `phone` (the smallest phone when `width` is 320), with
    /// `overlay` over it.
    static func renderGame(
        _ name: String, _ view: TableView, dark: Bool, width: Double = 393, textScale: Double = 1,
        fadeAlpha: Double = 1, lang: String? = nil, problem: String? = nil, overlay: GameOverlay? = nil,
        phone: Phone? = nil
    ) throws {
        let phone = phone ?? (width <= Phone.small.width ? Phone.small : Phone.normal)
        // On an iPad the app raises Dynamic Type by the core's chrome scale (RootView).
        let textScale = textScale * TabletText.textScale(width: phone.width, height: phone.height)
        var g = GamePicture(
            view: view, phone: phone, textScale: textScale, dark: dark, lang: lang, problem: problem,
            fadeAlpha: fadeAlpha)
        try g.draw(overlay ?? .none)
        g.p.y = phone.height - g.p.margin
        try g.p.write(name, minHeight: phone.height)
    }
}

// MARK: Text and icons

extension Picture {
    /// `s` on one line, cut with an ellipsis where it is wider than `width` (as a one-line
    /// SwiftUI text is).
    static func truncated(_ s: String, width: Double, size: Double) -> String {
        if estimatedWidth(s, size: size) <= width { return s }
        var head = ""
        for ch in s {
            if estimatedWidth(head + String(ch) + "…", size: size) > width { break }
            head.append(ch)
        }
        return head.trimmingCharacters(in: .whitespaces) + "…"
    }

    /// `s` wrapped in at most `maxLines`, the last one cut with an ellipsis if more would follow.
    static func lines(_ s: String, width: Double, size: Double, maxLines: Int) -> [String] {
        let all = wrap(s, width: width, size: size)
        guard all.count > maxLines else { return all }
        var kept = Array(all.prefix(maxLines))
        kept[maxLines - 1] = truncated(kept[maxLines - 1] + " " + all[maxLines], width: width, size: size)
        return kept
    }

    /// `s` in at most `maxLines` lines of `width`: at `size` if it fits, else shrunk (down to
    /// `minScale` of it) until it does, else cut (SwiftUI's `lineLimit` with
    /// `minimumScaleFactor`).
    static func fitted(_ s: String, width: Double, size: Double, maxLines: Int, minScale: Double) -> (
        lines: [String], size: Double
    ) {
        var scale = 1.0
        while scale >= minScale - 1e-9 {
            let current = size * scale
            let wrapped = wrap(s, width: width, size: current)
            // No Latin word broken inside (CJK breaks between characters).
            let words = s.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0.allSatisfy(\.isASCII) }
            if wrapped.count <= maxLines, words.allSatisfy({ estimatedWidth(String($0), size: current) <= width }) {
                return (wrapped, current)
            }
            scale -= 0.05
        }
        let smallest = size * minScale
        return (lines(s, width: width, size: smallest, maxLines: maxLines), smallest)
    }
}

/// The SF Symbols the game screen uses, drawn as small line icons.
enum Icon {
    enum Kind {
        case undo, redo, hint, restart, resign, offerDraw, saveAndLeave, rules, review, newGame, more, info, chevron,
            spinner, chevronDown, upDown, gear, tray, warning, chart, download, share, circle, checkCircle, crossCircle,
            eye, next, list, puzzle, target
    }

    static func of(_ action: TableAction) -> Kind {
        switch action {
        case .undo: return .undo
        case .redo: return .redo
        case .hint: return .hint
        case .restart, .rematch: return .restart
        case .resign: return .resign
        case .offerDraw: return .offerDraw
        case .saveAndLeave: return .saveAndLeave
        case .rules: return .rules
        case .review: return .review
        case .newGame: return .newGame
        }
    }

    static func draw(_ kind: Kind, in p: inout Picture, center c: ViewPoint, size: Double, color: RGBA) {
        let r = size / 2
        let lw = max(1.5, size * 0.09)
        let style = LineStyle(color, width: lw, roundCap: true)
        func line(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
            p.out.append(
                .stroke(
                    .line(ViewPoint(x: c.x + ax * r, y: c.y + ay * r), ViewPoint(x: c.x + bx * r, y: c.y + by * r)),
                    style))
        }
        func arc(_ cx: Double, _ cy: Double, _ radius: Double, from a0: Double, to a1: Double, mirror m: Double = 1) {
            let steps = 16
            for k in 0..<steps {
                let t0 = a0 + (a1 - a0) * Double(k) / Double(steps)
                let t1 = a0 + (a1 - a0) * Double(k + 1) / Double(steps)
                line(cx + m * radius * cos(t0), cy + radius * sin(t0), cx + m * radius * cos(t1), cy + radius * sin(t1))
            }
        }
        func circle(_ radius: Double) {
            p.out.append(.stroke(.circle(center: c, radius: radius * r), LineStyle(color, width: lw)))
        }
        switch kind {
        case .undo, .redo:
            let m = kind == .undo ? 1.0 : -1.0
            // A hook: a half circle on the right, the arrow's head at the top left.
            arc(0.1 * m, 0.1, 0.55, from: -Double.pi / 2, to: Double.pi / 2, mirror: m)
            line(0.1 * m, -0.45, -0.7 * m, -0.45)
            line(-0.7 * m, -0.45, -0.4 * m, -0.75)
            line(-0.7 * m, -0.45, -0.4 * m, -0.15)
            line(0.1 * m, 0.65, -0.5 * m, 0.65)
        case .restart:
            arc(0, 0, 0.7, from: -Double.pi * 0.35, to: Double.pi * 1.5)
            line(0.0, -0.7, 0.35, -0.95)
            line(0.0, -0.7, 0.3, -0.4)
        case .hint:
            arc(0, -0.2, 0.55, from: Double.pi * 0.75, to: Double.pi * 2.25)
            line(-0.38, 0.2, -0.25, 0.5)
            line(0.38, 0.2, 0.25, 0.5)
            line(-0.25, 0.55, 0.25, 0.55)
            line(-0.18, 0.8, 0.18, 0.8)
        case .resign:
            line(-0.55, -0.85, -0.55, 0.9)
            p.out.append(
                .fill(
                    .polygon([
                        ViewPoint(x: c.x - 0.55 * r, y: c.y - 0.85 * r), ViewPoint(x: c.x + 0.7 * r, y: c.y - 0.55 * r),
                        ViewPoint(x: c.x - 0.55 * r, y: c.y - 0.1 * r),
                    ]), color))
        case .offerDraw:
            circle(0.85)
            line(-0.4, -0.2, 0.4, -0.2)
            line(-0.4, 0.2, 0.4, 0.2)
        case .saveAndLeave:
            line(-0.8, 0.2, -0.8, 0.8)
            line(-0.8, 0.8, 0.8, 0.8)
            line(0.8, 0.8, 0.8, 0.2)
            line(0, -0.85, 0, 0.4)
            line(0, 0.4, -0.35, 0.05)
            line(0, 0.4, 0.35, 0.05)
        case .rules:
            line(0, -0.6, 0, 0.8)
            line(-0.85, -0.75, 0, -0.6)
            line(0.85, -0.75, 0, -0.6)
            line(-0.85, -0.75, -0.85, 0.65)
            line(0.85, -0.75, 0.85, 0.65)
            line(-0.85, 0.65, 0, 0.8)
            line(0.85, 0.65, 0, 0.8)
        case .review:
            p.out.append(
                .stroke(
                    .rect(center: c, halfWidth: 0.7 * r, halfHeight: 0.85 * r, cornerRadius: 0.15 * r),
                    LineStyle(color, width: lw)))
            for dy in [-0.35, 0.05, 0.45] { line(-0.3, dy, 0.4, dy) }
            for dy in [-0.35, 0.05, 0.45] {
                p.out.append(
                    .fill(.circle(center: ViewPoint(x: c.x - 0.45 * r, y: c.y + dy * r), radius: lw * 0.6), color))
            }
        case .newGame:
            circle(0.85)
            line(-0.45, 0, 0.45, 0)
            line(0, -0.45, 0, 0.45)
        case .more:
            circle(0.9)
            for dx in [-0.42, 0.0, 0.42] {
                p.out.append(
                    .fill(.circle(center: ViewPoint(x: c.x + dx * r, y: c.y), radius: max(1.2, 0.1 * r)), color))
            }
        case .info:
            circle(0.9)
            line(0, -0.05, 0, 0.5)
            p.out.append(.fill(.circle(center: ViewPoint(x: c.x, y: c.y - 0.4 * r), radius: max(1, 0.09 * r)), color))
        case .chevron:
            line(-0.2, -0.5, 0.25, 0)
            line(0.25, 0, -0.2, 0.5)
        case .chevronDown:
            line(-0.5, -0.2, 0, 0.25)
            line(0, 0.25, 0.5, -0.2)
        case .upDown:
            line(-0.4, -0.25, 0, -0.65)
            line(0, -0.65, 0.4, -0.25)
            line(-0.4, 0.25, 0, 0.65)
            line(0, 0.65, 0.4, 0.25)
        case .gear:
            circle(0.55)
            circle(0.22)
            for k in 0..<8 {
                let a = Double(k) * Double.pi / 4
                line(0.55 * cos(a), 0.55 * sin(a), 0.9 * cos(a), 0.9 * sin(a))
            }
        case .tray:
            line(-0.85, 0.0, -0.85, 0.8)
            line(-0.85, 0.8, 0.85, 0.8)
            line(0.85, 0.8, 0.85, 0.0)
            line(-0.85, 0.0, -0.3, 0.0)
            line(0.3, 0.0, 0.85, 0.0)
            line(-0.3, 0.0, -0.2, 0.3)
            line(-0.2, 0.3, 0.2, 0.3)
            line(0.2, 0.3, 0.3, 0.0)
            line(-0.6, -0.35, 0.6, -0.35)
            line(-0.45, -0.7, 0.45, -0.7)
        case .chart:
            line(-0.85, 0.85, 0.85, 0.85)
            line(-0.55, 0.85, -0.55, 0.1)
            line(0.0, 0.85, 0.0, -0.75)
            line(0.55, 0.85, 0.55, -0.3)
        case .circle:
            circle(0.85)
        case .checkCircle:
            circle(0.85)
            line(-0.4, 0.0, -0.1, 0.35)
            line(-0.1, 0.35, 0.45, -0.3)
        case .crossCircle:
            circle(0.85)
            line(-0.35, -0.35, 0.35, 0.35)
            line(-0.35, 0.35, 0.35, -0.35)
        case .eye:
            arc(0, 0.6, 1.0, from: -Double.pi * 0.8, to: -Double.pi * 0.2)
            arc(0, -0.6, 1.0, from: Double.pi * 0.2, to: Double.pi * 0.8)
            circle(0.28)
        case .next:
            circle(0.85)
            line(-0.4, 0, 0.4, 0)
            line(0.4, 0, 0.1, -0.3)
            line(0.4, 0, 0.1, 0.3)
        case .list:
            for y in [-0.55, 0.0, 0.55] {
                line(-0.35, y, 0.85, y)
                p.out.append(.fill(.circle(center: ViewPoint(x: c.x - 0.75 * r, y: c.y + y * r), radius: lw), color))
            }
        case .puzzle:
            // puzzlepiece: a square with a knob on its top and on its right.
            line(-0.8, -0.5, -0.2, -0.5)
            line(0.2, -0.5, 0.5, -0.5)
            line(0.5, -0.5, 0.5, -0.1)
            line(0.5, 0.3, 0.5, 0.85)
            line(0.5, 0.85, -0.8, 0.85)
            line(-0.8, 0.85, -0.8, -0.5)
            arc(0, -0.62, 0.25, from: Double.pi * 0.95, to: Double.pi * 2.05)
            arc(0.62, 0.1, 0.25, from: -Double.pi * 0.55, to: Double.pi * 0.55)
        case .target:
            circle(0.85)
            circle(0.5)
            p.out.append(.fill(.circle(center: c, radius: 0.15 * r), color))
        case .share:
            // square.and.arrow.up: a box open at the top, an arrow rising out of it.
            line(-0.3, -0.25, -0.7, -0.25)
            line(-0.7, -0.25, -0.7, 0.85)
            line(-0.7, 0.85, 0.7, 0.85)
            line(0.7, 0.85, 0.7, -0.25)
            line(0.7, -0.25, 0.3, -0.25)
            line(0, -0.95, 0, 0.4)
            line(0, -0.95, -0.32, -0.63)
            line(0, -0.95, 0.32, -0.63)
        case .download:
            line(-0.75, 0.1, -0.75, 0.85)
            line(-0.75, 0.85, 0.75, 0.85)
            line(0.75, 0.85, 0.75, 0.1)
            line(0, -0.85, 0, 0.4)
            line(-0.35, 0.05, 0, 0.4)
            line(0.35, 0.05, 0, 0.4)
        case .warning:
            line(0, -0.85, 0.95, 0.8)
            line(0.95, 0.8, -0.95, 0.8)
            line(-0.95, 0.8, 0, -0.85)
            line(0, -0.3, 0, 0.25)
            p.out.append(.fill(.circle(center: ViewPoint(x: c.x, y: c.y + 0.52 * r), radius: max(1, 0.08 * r)), color))
        case .spinner:
            for k in 0..<8 {
                let a = Double(k) * Double.pi / 4
                p.out.append(
                    .stroke(
                        .line(
                            ViewPoint(x: c.x + 0.45 * r * cos(a), y: c.y + 0.45 * r * sin(a)),
                            ViewPoint(x: c.x + 0.9 * r * cos(a), y: c.y + 0.9 * r * sin(a))),
                        LineStyle(color.faded(0.3 + 0.7 * Double(k) / 7), width: lw, roundCap: true)))
            }
        }
    }
}
