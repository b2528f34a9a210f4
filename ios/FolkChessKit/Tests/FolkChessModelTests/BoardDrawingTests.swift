import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The board as drawn: the core's geometry (fitBoard, boardPositions, pointAt) and the drawing
/// commands made from the core's BoardView.
@MainActor @Suite struct BoardDrawingTests {
    nonisolated static let kinds: [GameKind] = [.weiming, .zhongkui, .jinmen, .huishi]

    /// The start position of `game` as the home screen's miniature, and as a game shows it.
    static func startBoard(_ game: GameKind, names: Bool = true) throws -> BoardView {
        if names {
            return try gameModel(game, settings: [.choice(key: .pointLabels, index: 1)]).view.board
        }
        guard case .home(let home) = try coreScreen() else { throw FolkChessError.Internal(reason: "no home") }
        let card = try #require(home.cards.first { $0.game == game })
        return card.miniature
    }

    @Test(arguments: kinds)
    func theBoardFitsTheViewAndTapsFindEveryPoint(game: GameKind) throws {
        let board = try Self.startBoard(game)
        for (w, h) in [(390.0, 390.0), (390.0, 700.0), (800.0, 300.0), (320.0, 568.0)] {
            let g = BoardDrawing.geometry(board: board, width: w, height: h, compact: false)
            #expect(g.positions.count == board.points.count)
            #expect(g.fit.touchRadius >= BoardGeometry.minTouchRadius)
            for (i, v) in g.positions.enumerated() {
                let r = g.fit.pieceRadius * 1.3
                #expect(v.x - r >= 13.9 && v.x + r <= w - 13.9, "\(board.points[i].name) fits in \(w)×\(h)")
                #expect(v.y - r >= 13.9 && v.y + r <= h - 13.9, "\(board.points[i].name) fits in \(w)×\(h)")
                #expect(g.point(at: v) == i)
                #expect(g.point(at: ViewPoint(x: v.x + 6, y: v.y - 5)) == i, "a little off the point still finds it")
            }
            #expect(g.point(at: ViewPoint(x: -400, y: -400)) == nil)
            #expect(g.point(at: ViewPoint(x: .nan, y: 3)) == nil)
        }
        #expect(BoardGeometry.aspectRatio(game) > 0.3 && BoardGeometry.aspectRatio(game) < 3)
    }

    /// Touch targets: a board given its minimum height in the width of a phone (the game
    /// screen's, less its 12 pt sides) draws every two points at least 44 pt apart, names
    /// written or not, on every iPhone iOS 17 runs on (375 pt and wider).
    @Test(arguments: kinds)
    func theMinimumHeightKeepsEveryPointAFingersTargetApart(game: GameKind) throws {
        for names in [true, false] {
            let board = try Self.startBoard(game, names: names)
            for phone in [375.0, 390.0, 430.0] {
                let width = phone - 24
                let height = BoardGeometry.minimumHeight(game, labels: board.labels, width: width)
                let g = BoardDrawing.geometry(board: board, width: width, height: height, compact: false)
                var least = Double.infinity
                for (i, a) in g.positions.enumerated() {
                    for b in g.positions[(i + 1)...] {
                        least = min(least, ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot())
                    }
                }
                #expect(least >= BoardGeometry.touchTarget - 1e-6, "\(game) at \(phone) pt: \(least)")
                #expect(height < 500, "the board leaves room for the rest on a \(phone) pt phone")
            }
        }
    }

    @Test func aTapBetweenTwoPointsGoesToTheNearer() throws {
        let board = try Self.startBoard(.jinmen)
        let g = BoardDrawing.geometry(board: board, width: 390, height: 560, compact: false)
        let b1 = try point("b1", .jinmen)
        let c1 = try point("c1", .jinmen)
        let p = g.positions[b1]
        let q = g.positions[c1]
        #expect(g.point(at: ViewPoint(x: p.x + (q.x - p.x) * 0.4, y: p.y)) == b1)
        #expect(g.point(at: ViewPoint(x: p.x + (q.x - p.x) * 0.6, y: p.y)) == c1)
    }

    /// Between two players the far player's 兵 and 师 are written towards them: turned half a
    /// turn about their own piece, as the core's `glyphTurned` says; the near player's are not.
    @Test func theFarPlayersCharactersAreWrittenTowardsThem() throws {
        let board = try gameModel(.huishi).view.board
        let layout = try BoardLayouts.of(.huishi)
        let g = BoardDrawing.geometry(board: board, width: 390, height: 390, compact: false)
        let commands = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light)
        var turned: [ViewPoint] = []
        var upright: [ViewPoint] = []
        for c in commands {
            switch c {
            case .turned(.text(_, let at, _, _, _, _, _), let about):
                #expect(at == about, "turned about its own centre")
                turned.append(at)
            case .text(let s, let at, .center, _, _, _, _) where s == "兵" || s == "师":
                upright.append(at)
            default: break
            }
        }
        func glyphs(_ side: Side) -> [ViewPoint] {
            board.points.filter { $0.glyph != nil && $0.piece?.side == side }.map { g.positions[Int($0.index)] }
        }
        #expect(!turned.isEmpty && Set(turned.map(\.x)).count > 1)
        #expect(turned == glyphs(.second) && upright == glyphs(.first))
    }

    @Test(arguments: kinds)
    func theDrawingFollowsTheLayoutAndTheView(game: GameKind) throws {
        let board = try Self.startBoard(game)
        let layout = try BoardLayouts.of(game)
        let g = BoardDrawing.geometry(board: board, width: 390, height: 300, compact: false)
        let commands = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light)
        // Every First piece is a disc where the core puts its point.
        let discs = commands.compactMap { c -> ViewPoint? in
            if case .fill(.circle(let center, let r), BoardColors.light.first) = c, r > 5 { return center }
            return nil
        }
        let first = board.points.filter { $0.piece?.side == .first }.map { g.positions[Int($0.index)] }
        #expect(discs == first)
        // The lines of the layout, one segment per pair of neighbours on a line.
        let pairs = layout.lines.reduce(0) { $0 + $1.count - 1 }
        let segments = commands.filter {
            if case .stroke(.line, let style) = $0 { return style.color == BoardColors.light.line }
            return false
        }
        #expect(segments.count == pairs)
        // The names are the core's, the glyphs too (Rendezvous; the far player's turned
        // towards them between two players), and nothing else is written.
        let texts = commands.compactMap { c -> String? in
            switch c {
            case .text(let s, _, _, _, _, _, _), .turned(.text(let s, _, _, _, _, _, _), _): return s
            default: return nil
            }
        }
        let glyphs = board.points.compactMap(\.glyph)
        // The well's glyph is the core's (Rendezvous: 井), written where the layout has a well.
        #expect((board.wellGlyph != nil) == layout.points.contains { $0.role == .well })
        let well = board.wellGlyph.map { [$0] } ?? []
        #expect(texts.sorted() == (board.points.map(\.name) + glyphs + well).sorted())
        let compact = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light, compact: true)
        #expect(
            compact.compactMap { c -> String? in if case .text(let s, _, .unit, _, _, _, _) = c { s } else { nil } }
                .isEmpty, "no names on a miniature")
        // Each name sits where the core places it: outside its point's piece.
        let named = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light)
        for case .text(let name, let at, .unit, _, _, _, _) in named {
            let i = try #require(board.points.firstIndex { $0.name == name })
            let p = g.positions[i]
            #expect(((at.x - p.x) * (at.x - p.x) + (at.y - p.y) * (at.y - p.y)).squareRoot() > g.fit.pieceRadius)
        }
    }

    @Test func marksComeFromTheView() throws {
        let model = try gameModel(.jinmen)
        model.start()
        let from = try #require(marked(.movable, model).min())
        model.tap(from)
        let board = model.view.board
        let layout = try BoardLayouts.of(.jinmen)
        let g = BoardDrawing.geometry(board: board, width: 390, height: 560, compact: false)
        let commands = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light)
        let targets = commands.compactMap { c -> ViewPoint? in
            if case .fill(.circle(let center, _), BoardColors.light.target) = c { return center }
            return nil
        }
        #expect(targets == board.points.filter { $0.cue == .target }.map { g.positions[Int($0.index)] })
        #expect(!targets.isEmpty)
        // One ring in the selection's colour, around the selected piece: no "movable" rings.
        let rings = commands.compactMap { c -> ViewPoint? in
            if case .stroke(.circle(let center, _), let style) = c, style.color == BoardColors.light.selected {
                return center
            }
            return nil
        }
        #expect(rings == [g.positions[from]])
    }

    /// On the smallest phone Jinmen's board is too small for its points' names: its files and
    /// ranks stand on its edge instead, as the core places them; a larger board has the names.
    @Test func aSmallGridBoardShowsItsFilesAndRanksInsteadOfNames() throws {
        let board = try Self.startBoard(.jinmen)
        let layout = try BoardLayouts.of(.jinmen)
        func texts(width: Double, height: Double) -> [String] {
            let g = BoardDrawing.geometry(board: board, width: width, height: height, compact: false)
            return BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light).compactMap {
                if case .text(let t, _, _, _, _, BoardColors.light.name, _) = $0 { return t }
                return nil
            }
        }
        #expect(Set(texts(width: 296, height: 220)) == Set(["a", "b", "c", "d", "e", "1", "2", "3", "4", "5", "6", "7"]))
        #expect(texts(width: 390, height: 560).contains("c5"))
        #expect(!texts(width: 390, height: 560).contains("c"))
    }

    /// The cues drawn are the view's: after a move, its two points' tinted squares; while a
    /// hint is shown, its arrow instead; never more than three kinds.
    @Test func theCuesDrawnAreTheViews() throws {
        let model = try gameModel(.jinmen)
        model.start()
        let from = try #require(marked(.movable, model).min())
        model.tap(from)
        let to = try #require(marked(.target, model).min())
        model.tap(to)
        let board = model.view.board
        let layout = try BoardLayouts.of(.jinmen)
        let g = BoardDrawing.geometry(board: board, width: 390, height: 560, compact: false)
        let commands = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light)
        // The last move's two points: a tinted square under each, and its four corner brackets
        // (eight strokes) in the cue's colour around it.
        let tint = BoardColors.light.lastMove.faded(Double(BoardColors.light.palette.tintAlpha) / 255)
        let squares = commands.compactMap { c -> ViewPoint? in
            if case .fill(.rect(let center, _, _, _), let color) = c, color == tint { return center }
            return nil
        }
        let strokes = commands.compactMap { c -> (ViewPoint, ViewPoint)? in
            if case .stroke(.line(let a, let b), let style) = c, style.color == BoardColors.light.lastMove { return (a, b) }
            return nil
        }
        let cued = board.points.filter { $0.cue == .lastMove }.map { g.positions[Int($0.index)] }
        #expect(squares == cued)
        #expect(board.lastMove == nil || squares.count == 2)
        #expect(strokes.count == 8 * squares.count)
        let r = g.fit.pieceRadius
        for (a, b) in strokes {
            #expect(
                squares.contains { abs(a.x - $0.x) <= r * 1.2 && abs(a.y - $0.y) <= r * 1.2 && abs(b.x - $0.x) <= r * 1.2 },
                "a bracket stands at the edge of one of the squares")
        }
        let colours = [BoardColors.light.selected, BoardColors.light.target, BoardColors.light.lastMove, BoardColors.light.hint]
        let used = Set(commands.compactMap { c -> Int? in
            switch c {
            case .fill(_, let k): return colours.firstIndex(of: k)
            case .stroke(_, let style): return colours.firstIndex(of: style.color)
            default: return nil
            }
        })
        #expect(used.count <= 3)
    }

    @Test func capturedPiecesFadeOut() async throws {
        #expect(BoardDrawing.fadeAlpha(elapsed: 0) == 1)
        #expect(abs(BoardDrawing.fadeAlpha(elapsed: BoardDrawing.fadeSeconds / 2) - 0.5) < 1e-9)
        #expect(BoardDrawing.fadeAlpha(elapsed: 5) == 0)
        let model = try PictureTests.jinmenAfterACapture()
        let board = model.view.board
        #expect(!board.fading.isEmpty)
        let layout = try BoardLayouts.of(.jinmen)
        let g = BoardDrawing.geometry(board: board, width: 390, height: 560, compact: false)
        let half = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light, fadeAlpha: 0.5)
        let faded = half.contains {
            if case .fill(_, let c) = $0 {
                return c == BoardColors.light.second.faded(0.5) || c == BoardColors.light.first.faded(0.5)
            }
            return false
        }
        #expect(faded)
        let none = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light, fadeAlpha: 0)
        #expect(none.count < half.count)
    }

    /// Moves that move: the last move's piece is drawn along its way while it slides (eased
    /// out over ``BoardDrawing/slideSeconds``), at its point when the slide is over, and at
    /// once under Reduce Motion.
    @Test func theLastMovesPieceSlidesAlongItsWay() throws {
        #expect(BoardDrawing.slideProgress(elapsed: 0, reduceMotion: false) == 0)
        #expect(BoardDrawing.slideProgress(elapsed: BoardDrawing.slideSeconds, reduceMotion: false) == 1)
        #expect(BoardDrawing.slideProgress(elapsed: 0, reduceMotion: true) == 1)
        let mid = BoardDrawing.slideProgress(elapsed: BoardDrawing.slideSeconds / 2, reduceMotion: false)
        #expect(mid > 0.5 && mid < 1, "eased out")
        let model = try PictureTests.jinmenAfterACapture()
        let board = model.view.board
        let move = try #require(board.lastMove)
        let layout = try BoardLayouts.of(.jinmen)
        let g = BoardDrawing.geometry(board: board, width: 390, height: 560, compact: false)
        let moved = board.points[Int(move.to)]
        let look = PieceLook(try #require(moved.piece), glyph: moved.glyph)
        let (a, b) = (g.positions[Int(move.from)], g.positions[Int(move.to)])
        let halfway = ViewPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let drawn = BoardDrawing.piece(look, at: halfway, radius: g.fit.pieceRadius, palette: .light, alpha: 1)
        let sliding = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light, slide: 0.5)
        #expect(drawn.allSatisfy(sliding.contains), "the piece halfway")
        let still = BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light)
        #expect(!drawn.allSatisfy(still.contains), "and at its point once the slide is over")
    }

    /// A refused move's cross is the core's shape: a disc in the palette's `refused` on the
    /// piece's shoulder while the wrong move is shown, on the empty point once it is taken back,
    /// its cross in `onRefused`; and the piece that slides is the core's `moving` (home again).
    @Test func aRefusedMovesCrossIsDrawnWhereTheCoreSays() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ManualClock(PictureTests.december2)
        let app = try await openApp(dir, clock: clock)
        await app.run(.openPuzzles)
        await app.run(.openPuzzleList(game: .weiming, difficulty: .easy))
        await app.run(.openPuzzle(id: "weiming-0002"))
        try await app.playWrongMove(notSolution: try #require(try puzzleSolution(id: "weiming-0002")))
        let layout = try BoardLayouts.of(.weiming)
        func drawn(_ slide: Double = 1) throws -> (BoardView, BoardGeometry, [DrawCommand]) {
            let board = try #require(app.table?.board)
            let g = BoardDrawing.geometry(board: board, width: 390, height: 420, compact: false)
            return (board, g, BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: .light, slide: slide))
        }
        func discs(_ commands: [DrawCommand]) -> [ViewPoint] {
            commands.compactMap { c in
                if case .fill(.circle(let center, _), let color) = c, color == BoardColors.light.refused { return center }
                return nil
            }
        }
        let (shown, g, commands) = try drawn()
        let move = try #require(shown.refused)
        let onPiece = try boardRefusedMark(fit: g.fit, point: move.to, occupied: true)
        #expect(discs(commands) == [ViewPoint(x: onPiece.centerX, y: onPiece.centerY)])
        let crosses = commands.filter { c in
            if case .stroke(.line, let style) = c { return style.color == BoardColors.light.onRefused }
            return false
        }
        #expect(crosses.count == 2)
        // Taken back: the cross on the empty point, the piece halfway home while it slides.
        try await app.takeTheWrongMoveBack(clock)
        let (back, g2, still) = try drawn()
        let onPoint = try boardRefusedMark(fit: g2.fit, point: move.to, occupied: false)
        #expect(discs(still) == [ViewPoint(x: onPoint.centerX, y: onPoint.centerY)])
        let home = back.points[Int(move.from)]
        let look = PieceLook(try #require(home.piece), glyph: home.glyph, glyphTurned: home.glyphTurned)
        let (a, b) = (g2.positions[Int(move.from)], g2.positions[Int(move.to)])
        let halfway = ViewPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let piece = BoardDrawing.piece(look, at: halfway, radius: g2.fit.pieceRadius, palette: .light, alpha: 1)
        let (_, _, sliding) = try drawn(0.5)
        #expect(piece.allSatisfy(sliding.contains), "halfway home")
    }
}
