import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The colour of a solved puzzle: the core's `tertiary`.
func solvedGreen(dark: Bool) -> RGBA { AppColors.of(dark: dark).tertiary }
/// The colour of a failed puzzle and of a damaged file's sign: the core's `secondary`.
func warningOrange(dark: Bool) -> RGBA { AppColors.of(dark: dark).secondary }

extension ScreenPicture {
    /// A section's footer: small faint words under its card.
    mutating func footer(_ text: String) {
        p.gap(6)
        let size = 13 * s
        for line in Picture.wrap(text, width: p.inner - 32, size: size) {
            p.put(line, x: p.margin + 16, y: p.y, size: size, color: p.faint)
            p.y += size * 1.3
        }
    }

    /// A warning row: the sign and the core's sentence (a damaged progress file).
    mutating func warningRow(_ text: String) {
        let size = 15 * s
        let lines = Picture.wrap(text, width: rowRight - rowLeft - 34, size: size)
        let top = p.y + 11
        Icon.draw(
            .warning, in: &p, center: ViewPoint(x: rowLeft + 11, y: top + size * 0.65), size: 22 * min(s, 1.3),
            color: warningOrange(dark: p.dark))
        p.y = top
        self.lines(lines, x: rowLeft + 34, size: 15, color: p.ink)
        p.y += 11
    }

    /// Today's puzzle as ``FolkChessUI/DailyPuzzleCard`` draws it: the heading, the game's name
    /// and the difficulty in a capsule, the task, then the status (a check in green when
    /// solved) and the button (filled while not solved) on one line, or the button under the
    /// status where they do not fit.
    mutating func dailyCard(_ daily: DailyPuzzleView) {
        let width = rowRight - rowLeft
        p.y += 11
        lines(Picture.wrap(daily.heading, width: width, size: 17 * s), x: rowLeft, size: 17, bold: true, color: p.ink)
        p.y += 6
        // The game's name (wrapped beside the capsule), then the difficulty's capsule by its
        // first line.
        let nameSize = 15 * s
        let capSize = 12 * s
        let capW = Picture.estimatedWidth(daily.difficultyName, size: capSize) + 16
        let capH = capSize * 1.3 + 4
        let names = Picture.wrap(daily.gameName, width: width - capW - 8, size: nameSize)
        let firstMid = p.y + nameSize * 0.65
        let capX = rowLeft + (names.map { Picture.estimatedWidth($0, size: nameSize) }.max() ?? 0) + 8
        lines(names, x: rowLeft, size: 15, color: p.faint)
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: capX + capW / 2, y: firstMid), halfWidth: capW / 2,
                    halfHeight: capH / 2, cornerRadius: capH / 2), p.accent.faded(0.14)))
        p.put(
            daily.difficultyName, x: capX + 8, y: firstMid - capSize * 0.6, size: capSize, bold: true, color: p.ink)
        p.y += 6
        lines(Picture.wrap(daily.task, width: width, size: 17 * s), x: rowLeft, size: 17, color: p.ink)
        p.y += 8
        let statusSize = 15 * s
        let iconW = 20 * min(s, 1.3)
        let statusW = iconW + 6 + Picture.estimatedWidth(daily.status, size: statusSize)
        let button = buttonSize(daily.open.label)
        let green = solvedGreen(dark: p.dark)
        let statusColor = daily.solved ? green : p.faint
        let oneLine = statusW + 12 + button.width <= width
        let rowTop = p.y
        let rowH = oneLine ? max(button.height, statusSize * 1.3) : statusSize * 1.3
        Icon.draw(
            daily.solved ? .checkCircle : .circle, in: &p,
            center: ViewPoint(x: rowLeft + iconW / 2, y: rowTop + rowH / 2), size: iconW, color: statusColor)
        p.put(
            daily.status, x: rowLeft + iconW + 6, y: rowTop + rowH / 2 - statusSize * 0.6, size: statusSize,
            color: statusColor)
        if oneLine {
            self.button(
                daily.open.label, x: rowRight - button.width, y: rowTop + (rowH - button.height) / 2,
                filled: !daily.solved)
            p.y = rowTop + rowH
        } else {
            p.y = rowTop + rowH + 8
            self.button(daily.open.label, x: rowLeft, y: p.y, filled: !daily.solved)
            p.y += button.height
        }
        p.y += 11
    }

    /// A row of plain words (the streak).
    mutating func plainRow(_ text: String, size: Double = 15, color: RGBA? = nil) {
        p.y += 11
        lines(
            Picture.wrap(text, width: rowRight - rowLeft, size: size * s), x: rowLeft, size: size, color: color ?? p.ink
        )
        p.y += 11
    }

    /// A difficulty of a game (``FolkChessUI/DifficultyRowView``): the name and the counts on
    /// one line, the bar of the share solved under them, the chevron of a link.
    mutating func difficultyRow(_ row: PuzzleDifficultyRow) {
        let size = 17 * s
        let countsSize = 15 * s
        let right = rowRight - 20
        p.y += 11
        let counts = row.counts
        let cw = Picture.estimatedWidth(counts, size: countsSize)
        let name = Picture.truncated(row.name, width: right - rowLeft - cw - 12, size: size)
        p.put(name, x: rowLeft, y: p.y + size * 0.15, size: size, color: p.ink)
        p.put(counts, x: right - cw, y: p.y + size * 0.15 + (size - countsSize) / 2, size: countsSize, color: p.faint)
        let mid = p.y + 14 * s
        p.y += size * 1.3 + 6
        // The bar: a faint track, the share solved in the accent.
        let w = right - rowLeft
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: rowLeft + w / 2, y: p.y + 2), halfWidth: w / 2, halfHeight: 2,
                    cornerRadius: 2), p.faint.faded(0.25)))
        let done = w * row.progress
        if done > 0 {
            p.out.append(
                .fill(
                    .rect(
                        center: ViewPoint(x: rowLeft + done / 2, y: p.y + 2), halfWidth: done / 2, halfHeight: 2,
                        cornerRadius: 2), p.accent))
        }
        Icon.draw(.chevron, in: &p, center: ViewPoint(x: rowRight - 5, y: mid + 6), size: 12, color: p.faint)
        p.y += 4 + 11
    }

    /// The puzzles as ``FolkChessUI/PuzzleListScreen`` lays them out: cards of at least
    /// ``FolkChessUI/PuzzleListScreen/cardMinimumWidth`` in as many columns as fit between the
    /// 16 pt margins, 10 pt apart; each the position's board (104 pt tall), the status's sign,
    /// the number (bold) and the side to move's piece on one line, the goal, the status's
    /// words. The rows of cards a screen shows whole, down to `bottom`.
    mutating func puzzleGrid(_ rows: [PuzzleRow], game: GameKind, bottom: Double) {
        let spacing = 10.0
        let side = 16.0
        let room = p.width - 2 * side
        let minimum = 136.0
        let columns = max(1, Int((room + spacing) / (minimum + spacing)))
        let w = (room - Double(columns - 1) * spacing) / Double(columns)
        let pad = 10.0
        let boardHeight = 104.0
        let titleSize = 17 * s
        let goalSize = 15 * s
        let statusSize = 13 * s
        let textWidth = w - 2 * pad
        var start = 0
        while start < rows.count {
            let line = rows[start..<min(rows.count, start + columns)]
            let heights = line.map { row in
                let goal = Picture.wrap(row.goal, width: textWidth, size: goalSize).count
                let status = Picture.wrap(row.statusText, width: textWidth, size: statusSize).count
                return pad + boardHeight + 3 + titleSize * 1.3 + 3 + Double(goal) * goalSize * 1.3 + 3
                    + Double(status) * statusSize * 1.3 + pad
            }
            let h = heights.max() ?? 0
            let top = p.y
            // A row that starts on screen is drawn, cut by the screen's foot as the scrolling
            // grid cuts it (leaving it out left a blank foot the view does not have).
            if top >= bottom { break }
            for (i, row) in line.enumerated() {
                let x = side + Double(i) * (w + spacing)
                puzzleCard(row, game: game, x: x, top: top, width: w, height: h)
            }
            p.y = top + h + spacing
            start += columns
        }
    }

    /// One card of ``puzzleGrid(_:game:bottom:)`` (``FolkChessUI/PuzzleCard``).
    mutating func puzzleCard(_ row: PuzzleRow, game: GameKind, x: Double, top: Double, width w: Double, height h: Double) {
        let pad = 10.0
        let boardHeight = 104.0
        let titleSize = 17 * s
        let goalSize = 15 * s
        let statusSize = 13 * s
        p.out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: x + w / 2, y: top + h / 2), halfWidth: w / 2, halfHeight: h / 2,
                    cornerRadius: 12), p.app.surfaceContainer))
        thumbnail(
            game: game, position: row.position, top: top + pad, left: x + pad, width: w - 2 * pad, height: boardHeight)
        let color = PictureTests.statusColor(row.status, dark: p.dark, faint: p.faint)
        let iconW = 18 * min(s, 1.3)
        let lineTop = top + pad + boardHeight + 3
        let mid = lineTop + titleSize * 0.65
        Icon.draw(
            PictureTests.statusIcon(row.status), in: &p, center: ViewPoint(x: x + pad + iconW / 2, y: mid), size: iconW,
            color: color)
        let titleX = x + pad + iconW + 6
        let badge = 16.0
        p.put(
            Picture.truncated(row.title, width: x + w - pad - badge - 4 - titleX, size: titleSize), x: titleX,
            y: mid - titleSize * 0.6, size: titleSize, bold: true, color: p.ink)
        p.badge(row.toMove, center: ViewPoint(x: x + w - pad - badge / 2, y: mid), size: badge)
        var y = lineTop + titleSize * 1.3 + 3
        for text in Picture.wrap(row.goal, width: w - 2 * pad, size: goalSize) {
            p.put(text, x: x + pad, y: y, size: goalSize, color: p.ink)
            y += goalSize * 1.3
        }
        y += 3
        for text in Picture.wrap(row.statusText, width: w - 2 * pad, size: statusSize) {
            p.put(text, x: x + pad, y: y, size: statusSize, color: color)
            y += statusSize * 1.3
        }
    }

    /// An exercise of the practice list: its position's thumbnail, its title (bold) and where
    /// it came from.
    mutating func exerciseRow(_ row: ExerciseRow, game: GameKind) {
        let top = p.y + 11
        p.y = top
        thumbnail(game: game, position: row.position, top: top)
        let textX = rowLeft + Self.thumbnailSize + 12
        let room = rowRight - textX - 20
        lines(Picture.wrap(row.title, width: room, size: 17 * s), x: textX, size: 17, bold: true, color: p.ink)
        p.y += 2
        lines(Picture.wrap(row.detail, width: room, size: 15 * s), x: textX, size: 15, color: p.faint)
        Icon.draw(.chevron, in: &p, center: ViewPoint(x: rowRight - 5, y: p.y - 15 * s), size: 12, color: p.faint)
        p.y = max(p.y, top + Self.thumbnailSize) + 11
    }

    /// A row's thumbnail (``FolkChessUI/RowThumbnail``): the core's board of the position,
    /// drawn compact in a square at the row's left — or, given `left`, `width` and `height`, in
    /// that box (a puzzle card's).
    static let thumbnailSize = 56.0

    mutating func thumbnail(
        game: GameKind, position: String, top: Double, left: Double? = nil, width: Double = ScreenPicture.thumbnailSize,
        height: Double = ScreenPicture.thumbnailSize
    ) {
        guard let board = try? thumbnailBoard(game: game, position: position),
            let layout = try? BoardLayouts.of(game)
        else { return }
        let g = BoardDrawing.geometry(board: board, width: width, height: height, compact: true)
        p.out += BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: p.palette)
            .map { $0.offset(x: left ?? rowLeft, y: top) }
    }
}

extension PictureTests {
    nonisolated static func statusIcon(_ status: PuzzleStatus) -> Icon.Kind {
        switch status {
        case .new: return .circle
        case .solved: return .checkCircle
        case .hinted: return .hint
        case .failed: return .crossCircle
        }
    }

    nonisolated static func statusColor(_ status: PuzzleStatus, dark: Bool, faint: RGBA) -> RGBA {
        switch status {
        case .new: return faint
        case .solved: return solvedGreen(dark: dark)
        case .hinted: return BoardColors.of(dark: dark).hint
        case .failed: return warningOrange(dark: dark)
        }
    }

    /// The puzzles screen (``FolkChessUI/PuzzlesScreen``): the large title, a damaged file's
    /// sentence, today's puzzle and the streak, then per game its difficulties with the
    /// game's summary under them.
    static func renderPuzzles(
        _ name: String, _ view: PuzzlesView, dark: Bool, width: Double = 393, textScale: Double = 1,
        lang: String? = nil, iPad: Bool = false
    ) throws {
        var sp = ScreenPicture(width: width, iPad: iPad, textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view.title, large: true, back: true, trailing: [])
        if let problem = view.problem {
            try sp.section(nil, [{ $0.warningRow(problem) }])
        }
        try sp.section(nil, [{ $0.dailyCard(view.daily) }, { $0.plainRow(view.streak, color: $0.p.faint) }])
        for game in view.games {
            try sp.section(game.name, game.difficulties.map { d in { $0.difficultyRow(d) } })
            sp.footer(game.summary)
        }
        try sp.write(name)
    }

    /// A list of puzzles (``FolkChessUI/PuzzleListScreen``): the inline title, the grid of
    /// cards (the rows of them a screen shows).
    static func renderPuzzleList(
        _ name: String, _ view: PuzzleListView, dark: Bool, width: Double = 393, textScale: Double = 1,
        lang: String? = nil
    ) throws {
        var sp = ScreenPicture(phone: phone(width), textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view.title, large: false, back: true, trailing: [])
        sp.p.gap(12)
        sp.puzzleGrid(view.rows, game: view.game, bottom: sp.phone.height - 20)
        try sp.write(name)
    }

    /// Practice (``FolkChessUI/PracticeScreen``): the large title, the empty sentence or per
    /// game its exercises with the game's summary under them.
    static func renderPractice(
        _ name: String, _ view: PracticeView, dark: Bool, width: Double = 393, textScale: Double = 1,
        lang: String? = nil, iPad: Bool = false
    ) throws {
        var sp = ScreenPicture(width: width, iPad: iPad, textScale: textScale, dark: dark, lang: lang)
        sp.header(title: view.title, large: true, back: true, trailing: [])
        if let problem = view.problem {
            try sp.section(nil, [{ $0.warningRow(problem) }])
        }
        if view.games.isEmpty {
            try sp.section(
                nil,
                [
                    { $0.plainRow(view.empty, size: 17, color: $0.p.faint) },
                    { $0.linkRow(view.toSavedGames, icon: .chart) },
                ])
        }
        for game in view.games {
            try sp.section(game.name, game.rows.map { row in { $0.exerciseRow(row, game: game.game) } })
            sp.footer(game.summary)
        }
        try sp.write(name)
    }
}

extension GamePicture {
    /// The trainer screen as ``FolkChessUI/TrainerScreen`` lays it out: the navigation bar
    /// (back and the trainer's title, no menu), the task under it, the bars and the board as
    /// large as the rest allows, the move strip, the note in its three reserved lines (the
    /// feedback: a wrong move in red with a cross, solved in green with a check) and the row of
    /// the state's buttons.
    mutating func drawTrainer(_ t: TrainerView, head: String? = nil) throws {
        if phone.topInset > 0 { statusBar() }
        navigationBar(more: false, title: t.title)
        let top = phone.topInset + phone.navigationBar
        if case .beside(let boardWidth, let panelWidth) = view.arrangement(
            width: phone.width - 2 * phone.sideInset, height: phone.height - phone.bottomInset - top)
        {
            // A phone turned: the board beside the rest, as the game screen (BoardFirstLayout).
            let headDraw: ((inout GamePicture, inout Picture) -> Void)? = head.map { words in
                { g, q in g.head(&q, words) }
            }
            try drawBeside(
                boardWidth: boardWidth, panelWidth: panelWidth, top: top, head: headDraw,
                controls: { g, q in
                    g.trainerNote(&q, t)
                    q.y += g.spacing
                    g.trainerRow(&q, t)
                }, moves: true)
            homeIndicator()
            return
        }
        let bottom = phone.height - phone.bottomInset - 6
        // The whole column at the board's touch target, else the compact one (no strip: the
        // note and the row are the trainer's words and moves; points 32 pt apart), else the
        // compact one scrolling — as BoardFirstLayout's ViewThatFits tries them.
        let list = view.columnHasListRoom(width: phone.width, height: phone.height - phone.bottomInset - top)
        func sizes(compact: Bool) -> (board: Double, width: Double, least: Double, leftover: Double, fits: Bool) {
            let headHeight = head.map { words in measure { $0.head(&$1, words) } } ?? 0
            let farHeight = view.farBar.map { bar in measure { $0.bar(&$1, bar, compact: compact) } } ?? 0
            let nearHeight = view.nearBar.map { bar in measure { $0.bar(&$1, bar, compact: compact) } } ?? 0
            let controlsHeight =
                (compact ? 0 : measure { $0.strip(&$1) }) + measure { $0.trainerNote(&$1, t, compact: compact) }
                + measure { $0.trainerRow(&$1, t, compact: compact) }
            // a spacer, the board, the bars, the strip, the note (the task until a move is
            // judged), the row, the room left.
            let children =
                (compact ? 5 : 6) + (head == nil ? 0 : 1) + (view.farBar == nil ? 0 : 1)
                + (view.nearBar == nil ? 0 : 1)
            let gaps = Double(children - 1) * spacing
            let available = bottom - top - headHeight - farHeight - nearHeight - controlsHeight - gaps
            // The board takes what it can at its aspect ratio, and never less than its
            // touch-target minimum (the app's keepsTouchTargets): where the words leave it less
            // (a lesson's task in both languages on the smallest phone), the column runs past
            // the screen's bottom, where the app scrolls it (fitsOrScrolls).
            let board = self.boardHeight(
                in: available, compact: compact, playing: true, reserve: list ? columnListMin() : 0)
            return (board.height, board.width, board.least, max(0, available - board.height), board.fits)
        }
        var column = sizes(compact: false)
        let compact = !column.fits
        if compact { column = sizes(compact: true) }
        let (boardHeight, boardWidth, least, leftover) = (column.board, column.width, column.least, column.leftover)

        // The board under the top bar; the room it leaves to the moves as a list where the core
        // says the column has room for one (a wide board), else above the strip.
        let columnStart = p.out.count
        var y = top + spacing
        if let head {
            y = place(at: y) { $0.head(&$1, head) } + spacing
        }
        if let far = view.farBar {
            y = place(at: y) { $0.bar(&$1, far, compact: compact) } + spacing
        }
        try board(x: p.margin + (p.inner - boardWidth) / 2, y: y, width: boardWidth, height: boardHeight)
        y += boardHeight + spacing
        if let near = view.nearBar {
            y = place(at: y) { $0.bar(&$1, near, compact: compact) } + spacing
        }
        if list {
            // the note right under the near bar, the list under it (in the strip's place)
            let strip = measure { $0.strip(&$1) }
            y = place(at: y + spacing) { $0.trainerNote(&$1, t, compact: compact) } + spacing
            _ = place(at: y) { $0.moveGrid(&$1, height: leftover + strip) }
            y += leftover + strip + spacing
        } else {
            // the note (the task, the feedback) right under the near bar, the room the board
            // leaves under it, then the pinned foot: the strip (not in a compact column) and
            // the row
            y = place(at: y + spacing) { $0.trainerNote(&$1, t, compact: compact) } + spacing
            y += leftover
            if !compact {
                y = place(at: y) { $0.strip(&$1) } + spacing
            }
        }
        y = place(at: y) { $0.trainerRow(&$1, t, compact: compact) }
        #expect(
            abs(y - bottom) < 1 || (y > bottom && boardHeight <= least + 1e-6),
            "the screen's parts fill it exactly (\(y) vs \(bottom)), or scroll with the board at its least")
        if y > bottom + 1 {
            // scrolled to its foot at first (BoardFirstLayout): the note in sight, the head and
            // the far bar what runs under the navigation bar
            scrollColumnToFoot(from: columnStart, by: y - bottom, top: top, more: false, title: t.title)
            pinRow(bottom: bottom) { g, q in
                if !list, !compact {
                    g.strip(&q)
                    q.y += g.spacing
                }
                g.trainerRow(&q, t, compact: compact)
            }
        }
        homeIndicator()
    }

    /// A lesson's progress over the board ("Step 1 of 2"; its task is the note under it):
    /// caption, secondary, wrapped across the width.
    func head(_ q: inout Picture, _ words: String) {
        let size = 12 * s
        for line in words.split(separator: "\n").flatMap({ Picture.wrap(String($0), width: q.inner, size: size) }) {
            q.put(line, x: q.margin, y: q.y + (captionLine - size) / 2, size: size, color: q.faint)
            q.y += captionLine
        }
    }

    /// The note in its three reserved lines, its sign before it; the task (before a move is
    /// judged) on a calm card beside the player's piece, in semibold subheadline.
    /// In a `compact` column the task without the player's piece (TrainerNoteLine's `compact`).
    func trainerNote(_ q: inout Picture, _ t: TrainerView, compact: Bool = false) {
        let note = t.note
        if problem == nil, let note, note.kind == .task {
            // (a size smaller in a compact column: footnote)
            let size = (compact ? 13 : 15) * s
            let lineHeight = compact ? footnoteLine : subheadlineLine
            let pad = 10.0
            let badge = compact ? 0 : 24.0
            let top = q.y
            let textX = q.margin + pad + (compact ? 0 : badge + 8)
            // (whole, however long, as the view's task: a lesson's step in both languages)
            let lines = Picture.wrap(note.text, width: q.width - q.margin - pad - textX, size: size)
            let h = max(Double(lines.count) * lineHeight, badge) + 2 * pad
            q.out.append(
                .fill(
                    .rect(
                        center: ViewPoint(x: q.width / 2, y: top + h / 2), halfWidth: q.inner / 2, halfHeight: h / 2,
                        cornerRadius: 10), q.faint.faded(0.1)))
            if !compact, let side = t.table.nearBar?.side {
                q.badge(side, center: ViewPoint(x: q.margin + pad + badge / 2, y: top + h / 2), size: badge)
            }
            var lineY = top + (h - Double(lines.count) * lineHeight) / 2
            for line in lines {
                q.put(line, x: textX, y: lineY + (lineHeight - size) / 2, size: size, bold: true, color: q.ink)
                lineY += lineHeight
            }
            q.y = top + h
            return
        }
        let size = 13 * s
        let h = 3 * footnoteLine
        let top = q.y
        var x = q.margin
        var right = q.width - q.margin
        let red = q.app.error
        var color = q.ink
        var icon: Icon.Kind?
        switch problem == nil ? note?.kind : nil {
        case .wrong?: (color, icon) = (red, .crossCircle)
        case .solved?: (color, icon) = (solvedGreen(dark: q.dark), .checkCircle)
        case .solution?: icon = .eye
        case .busy?: icon = .spinner
        case .message?: icon = .info
        case .task?: break
        case nil: if problem != nil { color = red }
        }
        if problem != nil || note?.dismissable == true {
            let dismiss = t.table.dismiss
            let w = Picture.estimatedWidth(dismiss, size: size)
            q.put(dismiss, x: right - w, y: top + (footnoteLine - size) / 2, size: size, color: q.accent)
            right -= w + 8
        }
        if let icon {
            Icon.draw(
                icon, in: &q, center: ViewPoint(x: x + 8 * s, y: top + footnoteLine / 2), size: 16 * s,
                color: icon == .info ? q.accent : color)
            x += 16 * s + 8
        }
        var lineY = top
        for line in Picture.lines(problem ?? note?.text ?? "", width: right - x, size: size, maxLines: 3) {
            q.put(line, x: x, y: lineY + (footnoteLine - size) / 2, size: size, bold: true, color: color)
            lineY += footnoteLine
        }
        q.y = top + h
    }

    /// The row of the state's buttons.
    func trainerRow(_ q: inout Picture, _ t: TrainerView, compact: Bool = false) {
        iconRow(
            &q,
            t.buttons.map {
                IconButton(
                    icon: PictureTests.icon($0.action), label: $0.label, enabled: $0.enabled, prominent: $0.prominent,
                    destructive: false)
            }, compact: compact)
    }
}

extension PictureTests {
    nonisolated static func icon(_ action: TrainerAction) -> Icon.Kind {
        switch action {
        case .undo: return .undo
        case .hint: return .hint
        case .retry: return .restart
        case .showSolution: return .eye
        case .next: return .next
        case .back: return .list
        }
    }

    /// The trainer screen of `t` (its table drawn as the game screen draws it).
    static func renderTrainer(
        _ name: String, _ t: TrainerView, dark: Bool, width: Double = 393, textScale: Double = 1,
        lang: String? = nil, problem: String? = nil, phone turned: Phone? = nil, head: String? = nil
    ) throws {
        var g = GamePicture(
            view: t.table, phone: turned ?? phone(width), textScale: textScale, dark: dark, lang: lang, problem: problem,
            fadeAlpha: 1)
        try g.drawTrainer(t, head: head)
        g.p.y = g.phone.height - g.p.margin
        try g.p.write(name, minHeight: g.phone.height)
    }
}
