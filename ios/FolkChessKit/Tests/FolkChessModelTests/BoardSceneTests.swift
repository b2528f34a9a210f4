import FolkChessCore
import Testing

@testable import FolkChessModel

/// The board scene, its layout transform and hit-testing through the core's nearestPoint.
@Suite struct BoardSceneTests {
    static let kinds: [GameKind] = [.weiming, .zhongkui, .jinmen, .huishi]

    @Test(arguments: kinds)
    func theSceneDrawsTheCoresLayout(game: GameKind) throws {
        let layout = try boardLayout(game: game)
        let scene = sharedCatalog.startScene(game)
        #expect(scene.points.map(\.name) == layout.points.map(\.name))
        #expect(scene.points.map(\.index) == Array(0..<layout.points.count))
        let pairs = layout.lines.reduce(0) { $0 + $1.count - 1 }
        #expect(scene.segments.count == pairs)
        #expect(scene.pieceRadius > 0 && scene.pieceRadius * 2 < scene.minSpacing, "neighbouring pieces never overlap")
    }

    @Test func segmentsAndRolesFollowRulesMd() throws {
        // weiming: 13 adjacent pairs, `s` is the shared home and holds the shared piece.
        let weiming = sharedCatalog.startScene(.weiming)
        #expect(weiming.segments.count == 13)
        let s = try #require(weiming.points.first { $0.name == "s" })
        #expect(s.role == .sharedHome)
        #expect(s.look == PieceLook(PieceInfo(kind: .shared, side: nil), game: .weiming))
        #expect(s.look?.shape == .diamond)
        // huishi: c3 is the well; generals and soldiers differ by glyph and crown.
        let huishi = sharedCatalog.startScene(.huishi)
        let c3 = try #require(huishi.points.first { $0.name == "c3" })
        #expect(c3.role == .well && c3.piece == nil)
        let a1 = try #require(huishi.points.first { $0.name == "a1" }?.look)
        #expect(a1 == PieceLook(PieceInfo(kind: .general, side: .first), game: .huishi))
        #expect(a1.glyph == "师" && a1.crowned && a1.shape == .disc)
        let b4 = try #require(huishi.points.first { $0.name == "b4" }?.look)
        #expect(b4.glyph == "兵" && !b4.crowned && b4.shape == .square)
        // jinmen: no glyphs, two shapes.
        let jinmen = sharedCatalog.startScene(.jinmen)
        #expect(Set(jinmen.points.compactMap(\.look?.shape)) == [.disc, .square])
        #expect(jinmen.points.allSatisfy { $0.look?.glyph == nil })
        #expect(jinmen.segments.count == 4 * 4 + 3 * 2 + 3 * 6 + 2 * 3)
    }

    @Test func marksComeFromTheModelAndLegalMovesCanBeHidden() throws {
        let layout = try boardLayout(game: .jinmen)
        let pieces = sharedCatalog.startPoints[.jinmen]!.map(\.piece)
        let marks = BoardMarks(selected: 22, targets: [17], movable: [21, 22, 23], lastMove: SceneMove(from: 1, to: 6))
        let shown = BoardScene(layout: layout, pieces: pieces, marks: marks)
        #expect(shown.selected == 22)
        #expect(shown.targets == [17])
        #expect(shown.points[21].mark == .movable)
        let hidden = BoardScene(layout: layout, pieces: pieces, marks: marks, showLegal: false)
        #expect(hidden.targets.isEmpty)
        #expect(hidden.points[21].mark == .none)
        #expect(hidden.selected == 22, "the selection stays visible")
    }

    @Test(arguments: kinds)
    func theTransformMapsBackAndForthAndFitsTheView(game: GameKind) throws {
        let scene = sharedCatalog.startScene(game, showNames: true)
        for (w, h) in [(390.0, 390.0), (390.0, 700.0), (800.0, 300.0)] {
            let t = BoardDrawing.transform(scene: scene, width: w, height: h, compact: false)
            for p in scene.points {
                let v = t.position(of: p)
                let r = t.toViewLength(scene.pieceRadius * 1.3)
                #expect(v.x - r >= 13.9 && v.x + r <= w - 13.9, "\(p.name) fits horizontally in \(w)×\(h)")
                #expect(v.y - r >= 13.9 && v.y + r <= h - 13.9, "\(p.name) fits vertically in \(w)×\(h)")
                let back = t.toLayout(v)
                #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
            }
        }
    }

    @Test(arguments: kinds)
    func tapsFindThePointUnderThem(game: GameKind) throws {
        let scene = sharedCatalog.startScene(game)
        let t = BoardDrawing.transform(scene: scene, width: 390, height: 500, compact: false)
        for p in scene.points {
            let v = t.position(of: p)
            #expect(BoardHitTest.point(at: v, scene: scene, transform: t) == p.index)
            // A little off the point still finds it.
            let near = ViewPoint(x: v.x + 6, y: v.y - 5)
            #expect(BoardHitTest.point(at: near, scene: scene, transform: t) == p.index)
        }
        // Far outside the board: nothing.
        #expect(BoardHitTest.point(at: ViewPoint(x: -400, y: -400), scene: scene, transform: t) == nil)
        #expect(BoardHitTest.point(at: ViewPoint(x: .nan, y: 3), scene: scene, transform: t) == nil)
    }

    @Test func aTapBetweenTwoPointsGoesToTheNearer() throws {
        let scene = sharedCatalog.startScene(.jinmen)
        let t = BoardDrawing.transform(scene: scene, width: 390, height: 560, compact: false)
        let b1 = try #require(scene.points.first { $0.name == "b1" })
        let c1 = try #require(scene.points.first { $0.name == "c1" })
        let p = t.position(of: b1)
        let q = t.position(of: c1)
        let nearB = ViewPoint(x: p.x + (q.x - p.x) * 0.4, y: p.y)
        let nearC = ViewPoint(x: p.x + (q.x - p.x) * 0.6, y: p.y)
        #expect(BoardHitTest.point(at: nearB, scene: scene, transform: t) == b1.index)
        #expect(BoardHitTest.point(at: nearC, scene: scene, transform: t) == c1.index)
    }

    @Test func drawingPutsEveryPieceWhereTheTransformSays() throws {
        let scene = sharedCatalog.startScene(.weiming, showNames: true)
        let commands = BoardDrawing.commands(scene: scene, width: 390, height: 300, palette: .light)
        let t = BoardDrawing.transform(scene: scene, width: 390, height: 300, compact: false)
        let discs = commands.compactMap { c -> ViewPoint? in
            if case .fill(.circle(let center, let r), BoardPalette.light.first) = c, r > 5 { return center }
            return nil
        }
        let firstPoints = scene.points.filter { $0.piece?.side == .first }.map { t.position(of: $0) }
        #expect(discs == firstPoints)
        let names = commands.compactMap { c -> String? in
            if case .text(let s, _, .topLeading, _, _, _, _) = c { return s }
            return nil
        }
        #expect(names == scene.points.map(\.name))
        let compact = BoardDrawing.commands(scene: scene, width: 390, height: 300, palette: .light, compact: true)
        #expect(!compact.contains { if case .text = $0 { return true } else { return false } })
    }

    @Test func capturedPiecesFadeOut() throws {
        #expect(BoardDrawing.fadeAlpha(elapsed: 0) == 1)
        #expect(abs(BoardDrawing.fadeAlpha(elapsed: BoardDrawing.fadeSeconds / 2) - 0.5) < 1e-9)
        #expect(BoardDrawing.fadeAlpha(elapsed: 5) == 0)
        let layout = try boardLayout(game: .jinmen)
        var pieces = sharedCatalog.startPoints[.jinmen]!.map(\.piece)
        let gone = pieces[2]!
        pieces[2] = nil
        let scene = BoardScene(
            layout: layout, pieces: pieces,
            marks: BoardMarks(fading: [
                FadingPiece(point: 2, piece: gone, id: 1), FadingPiece(point: 3, piece: gone, id: 1),
            ]))
        #expect(scene.fading.map(\.point) == [2], "a fading piece is drawn only where the point is empty")
        let half = BoardDrawing.commands(scene: scene, width: 390, height: 560, palette: .light, fadeAlpha: 0.5)
        let faded = half.contains {
            if case .fill(.rect(_, _, _, _), let c) = $0 {
                return c == BoardPalette.light.second.faded(0.5)
            } else {
                return false
            }
        }
        #expect(faded)
        let none = BoardDrawing.commands(scene: scene, width: 390, height: 560, palette: .light, fadeAlpha: 0)
        #expect(none.count < half.count)
    }
}
