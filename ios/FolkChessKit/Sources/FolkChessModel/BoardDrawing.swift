import FolkChessCore

/// How an outline is drawn.
public struct LineStyle: Sendable, Equatable {
    /// Its colour.
    public let color: RGBA
    /// Its width in view points.
    public let width: Double
    /// Dash and gap lengths; empty for a solid line.
    public let dash: [Double]
    /// Whether line ends are rounded.
    public let roundCap: Bool

    /// A stroke.
    public init(_ color: RGBA, width: Double, dash: [Double] = [], roundCap: Bool = false) {
        self.color = color
        self.width = width
        self.dash = dash
        self.roundCap = roundCap
    }
}

/// A shape in view coordinates.
public enum DrawShape: Sendable, Equatable {
    /// A straight segment.
    case line(ViewPoint, ViewPoint)
    /// A circle.
    case circle(center: ViewPoint, radius: Double)
    /// An axis-aligned rectangle, possibly with rounded corners.
    case rect(center: ViewPoint, halfWidth: Double, halfHeight: Double, cornerRadius: Double)
    /// A closed polygon.
    case polygon([ViewPoint])
}

/// Where a text's anchor point is.
public enum TextAnchor: Sendable, Equatable {
    /// The anchor is the text's centre (glyphs on pieces, the well's glyph).
    case center
    /// The anchor is the text's top-left corner.
    case topLeading
    /// The anchor is at this fraction of the text's box: `x` 0 its left edge … 1 its right
    /// edge, `y` 0 its top … 1 its bottom (point names, placed by the core).
    case unit(x: Double, y: Double)

    /// The anchor as fractions of the text's box (0 left / top … 1 right / bottom).
    public var fractions: (x: Double, y: Double) {
        switch self {
        case .center: return (0.5, 0.5)
        case .topLeading: return (0, 0)
        case .unit(let x, let y): return (x, y)
        }
    }
}

/// One drawing instruction. A painter (the SwiftUI canvas, the tests' SVG writer) runs the
/// list in order and decides nothing.
public enum DrawCommand: Sendable, Equatable {
    /// Fills a shape.
    case fill(DrawShape, RGBA)
    /// Outlines a shape.
    case stroke(DrawShape, LineStyle)
    /// Writes a text of `size` points; `halo` is a background that keeps it readable over lines.
    case text(String, at: ViewPoint, anchor: TextAnchor, size: Double, bold: Bool, color: RGBA, halo: RGBA?)
    /// Draws a command turned half a turn about a point (the far player's characters between
    /// two players: `PointView.glyphTurned`).
    indirect case turned(DrawCommand, about: ViewPoint)
}

/// How a piece looks (the shell's shapes): First a disc, Second a rounded square, the shared
/// piece a diamond; a general wears a crown ring; the character on it is the core's
/// (`PointView.glyph`: Rendezvous' general and soldier).
public struct PieceLook: Sendable, Equatable {
    /// The outline of a piece.
    public enum Shape: Sendable, Equatable { case disc, square, diamond }
    /// The colour family of a piece.
    public enum Tone: Sendable, Equatable { case first, second, shared }

    /// The outline.
    public let shape: Shape
    /// The colours.
    public let tone: Tone
    /// The character written on the piece (the core's), if any.
    public let glyph: String?
    /// Whether the character is written upside down (the core's `glyphTurned`).
    public let glyphTurned: Bool
    /// Whether the piece wears a general's crown ring.
    public let crowned: Bool

    /// The look of `piece` with the core's `glyph`, upside down if `glyphTurned`.
    public init(_ piece: PieceInfo, glyph: String?, glyphTurned: Bool = false) {
        self.glyph = glyph
        self.glyphTurned = glyphTurned
        crowned = piece.kind == .general
        switch (piece.kind, piece.side) {
        case (.shared, _), (_, nil):
            shape = .diamond
            tone = .shared
        case (_, .first?):
            shape = .disc
            tone = .first
        case (_, .second?):
            shape = .square
            tone = .second
        }
    }
}

/// Turns the core's ``BoardView`` into drawing commands at the core's geometry.
public enum BoardDrawing {
    /// How long a captured piece takes to fade out, in seconds.
    public static let fadeSeconds = 0.9

    /// The opacity of a captured piece `elapsed` seconds after the capture.
    public static func fadeAlpha(elapsed: Double) -> Double {
        min(max(1 - elapsed / fadeSeconds, 0), 1)
    }

    /// How long the last move's piece takes to slide along its line or jump, in seconds.
    public static let slideSeconds = 0.2

    /// How far along its way the last move's piece is `elapsed` seconds after the move (0 at
    /// its first point, 1 at its last), eased out; 1 at once when `reduceMotion` (the system's
    /// Reduce Motion setting).
    public static func slideProgress(elapsed: Double, reduceMotion: Bool) -> Double {
        if reduceMotion { return 1 }
        let t = min(max(elapsed / slideSeconds, 0), 1)
        return 1 - (1 - t) * (1 - t)
    }

    /// The geometry the board uses in a view of this size: the room for its labels grows with
    /// an iPad's board (the core's `boardMargin`), so that its coordinates can grow too. A board
    /// whose view `stretches` grows down the view's height unless `stretch` is false (beside the
    /// rest, where it keeps its shape).
    public static func geometry(
        board: BoardView, width: Double, height: Double, compact: Bool, stretch: Bool = true
    ) -> BoardGeometry {
        let base = BoardGeometry.margin(labels: board.labels, compact: compact)
        let margin = compact || board.labels == .off ? base : boardMargin(base: base, width: width, height: height)
        return BoardGeometry(
            game: board.game, width: width, height: height, margin: margin, turned: board.turned,
            stretches: board.stretches && stretch)
    }

    /// The font size of point names on a board fitted as `fit` (in points), as the core
    /// decides it: small, and never so large that a name would touch a piece.
    public static func nameSize(fit: BoardFit) -> Double { boardNameSize(fit: fit, unit: 1) }

    /// The commands that draw `board` (with its static `layout`) at `geometry`. `fadeAlpha`
    /// is the opacity of the captured pieces (see ``fadeAlpha(elapsed:)``); `compact` drops
    /// names (miniatures and thumbnails); `slide` is how far the last move's piece is along
    /// its way from the move's first point (see ``slideProgress(elapsed:reduceMotion:)``).
    public static func commands(
        board: BoardView, layout: BoardLayout, geometry g: BoardGeometry, palette: BoardColors,
        fadeAlpha: Double = 1, compact: Bool = false, slide: Double = 1
    ) -> [DrawCommand] {
        let r = g.fit.pieceRadius
        let lineWidth = min(max(r * 0.085, 1.2), 5)
        var out: [DrawCommand] = []
        func at(_ i: Int32) -> ViewPoint { at(Int(i)) }
        func at(_ i: Int) -> ViewPoint { i >= 0 && i < g.positions.count ? g.positions[i] : ViewPoint(x: 0, y: 0) }
        let roles = layout.points.map(\.role)
        func role(_ i: Int) -> PointRole { i < roles.count ? roles[i] : .normal }

        out.append(
            .fill(
                .rect(
                    center: ViewPoint(x: g.width / 2, y: g.height / 2), halfWidth: g.width / 2,
                    halfHeight: g.height / 2, cornerRadius: compact ? 6 : 12), palette.board))

        // The last move's tints under the lines (the lines stay crisp through them); its
        // brackets are drawn with the cues.
        let marks = board.points.enumerated().compactMap { i, p in
            p.cue == .lastMove ? try? boardLastMoveMark(fit: g.fit, point: Int32(i)) : nil
        }
        for mark in marks { out += lastMoveTint(mark, palette: palette) }

        for line in layout.lines {
            for (a, b) in zip(line, line.dropFirst()) {
                out.append(.stroke(.line(at(a), at(b)), LineStyle(palette.line, width: lineWidth, roundCap: true)))
            }
        }

        // The shared piece's home (a dashed diamond around the diamond that lives there) and
        // the well (a square): part of the board, in the lines' ink, not cues.
        for (i, p) in board.points.enumerated() {
            let c = at(i)
            switch role(i) {
            case .sharedHome:
                let k = r * 1.42
                let home = DrawShape.polygon([
                    ViewPoint(x: c.x, y: c.y - k), ViewPoint(x: c.x + k, y: c.y),
                    ViewPoint(x: c.x, y: c.y + k), ViewPoint(x: c.x - k, y: c.y),
                ])
                out.append(.stroke(home, LineStyle(palette.sharedHome, width: lineWidth, dash: [r * 0.22, r * 0.16])))
            case .well:
                let square = DrawShape.rect(center: c, halfWidth: r * 1.22, halfHeight: r * 1.22, cornerRadius: 0)
                out.append(.stroke(square, LineStyle(palette.well, width: lineWidth)))
                if p.piece == nil, let glyph = board.wellGlyph {
                    out.append(
                        .text(
                            glyph, at: c, anchor: .center, size: r * 1.25, bold: true, color: palette.well.faded(0.85),
                            halo: nil))
                }
            case .normal:
                break
            }
        }

        // Point dots (an empty well shows its glyph instead).
        for (i, p) in board.points.enumerated() where !(role(i) == .well && p.piece == nil) {
            out.append(.fill(.circle(center: at(i), radius: max(r * 0.16, 2)), palette.line))
        }

        // A point named in the rules text.
        for (i, p) in board.points.enumerated() where p.highlighted {
            let circle = DrawShape.circle(center: at(i), radius: r * 1.45)
            out.append(.fill(circle, palette.highlight.faded(0.25)))
            out.append(.stroke(circle, LineStyle(palette.highlight, width: r * 0.16)))
        }

        // The cues under the pieces, one per point as the core's view says: the last move's
        // tinted squares, the targets' dots.
        for (i, p) in board.points.enumerated() {
            switch p.cue {
            case .lastMove:
                if let mark = try? boardLastMoveMark(fit: g.fit, point: Int32(i)) {
                    out += lastMoveBrackets(mark, palette: palette)
                }
            case .target:
                out.append(.fill(.circle(center: at(i), radius: r * 0.36), palette.target))
            case .selected, .none:
                break
            }
        }

        // Pieces, then the captured ones fading out (only games without glyphs capture).
        for (i, p) in board.points.enumerated() {
            if let piece = p.piece {
                var c = at(i)
                if slide < 1, let m = board.moving, Int(m.to) == i {
                    let from = at(m.from)
                    c = ViewPoint(x: from.x + (c.x - from.x) * slide, y: from.y + (c.y - from.y) * slide)
                }
                out += self.piece(
                    PieceLook(piece, glyph: p.glyph, glyphTurned: p.glyphTurned), at: c, radius: r, palette: palette,
                    alpha: 1)
            }
        }
        if fadeAlpha > 0.01 {
            for f in board.fading {
                out += piece(
                    PieceLook(f.piece, glyph: nil), at: at(f.point), radius: r, palette: palette,
                    alpha: fadeAlpha)
            }
        }

        // The selection's ring, over its piece.
        if let s = board.points.firstIndex(where: { $0.cue == .selected }) {
            out.append(.stroke(.circle(center: at(s), radius: r * 1.2), LineStyle(palette.selected, width: r * 0.18)))
        }
        if let h = board.hint, let shape = try? boardArrow(fit: g.fit, from: h.from, to: h.to) {
            out += arrow(shape, color: palette.hint)
        }
        // A refused move's cross: on its piece's shoulder while it stands there, else on the point.
        if let m = board.refused {
            let to = Int(m.to)
            let occupied = to >= 0 && to < board.points.count && board.points[to].piece != nil
            if let mark = try? boardRefusedMark(fit: g.fit, point: m.to, occupied: occupied) {
                out += refusedMark(mark, palette: palette)
            }
        }

        // (The core's size: none on a board too small for names anybody could read.)
        let size = board.labels == .every && !compact ? nameSize(fit: g.fit) : 0
        if size > 0 {
            // Where the core places each name: outside the piece radius, off the lines.
            for (p, place) in zip(board.points, g.namePlacements) {
                out.append(
                    .text(
                        p.name, at: ViewPoint(x: place.x, y: place.y), anchor: .unit(x: place.anchorX, y: place.anchorY),
                        size: size, bold: false, color: palette.name, halo: palette.nameHalo))
            }
        } else if board.labels != .off && !compact {
            // The files and ranks on a grid's edge: by choice, or where names would be too small to read.
            let edge = boardEdgeLabels(fit: g.fit, unit: 1)
            for label in edge.labels {
                out.append(
                    .text(
                        label.text, at: ViewPoint(x: label.x, y: label.y), anchor: .center, size: edge.size, bold: false,
                        color: palette.name, halo: nil))
            }
        }
        return out
    }

    /// A piece: First a disc, Second a rounded square, the shared piece a diamond; in
    /// Rendezvous a glyph, and a gold crown ring for generals.
    static func piece(_ look: PieceLook, at c: ViewPoint, radius r: Double, palette: BoardColors, alpha: Double)
        -> [DrawCommand]
    {
        var out: [DrawCommand] = []
        let rim = r * 0.1
        switch look.shape {
        case .diamond:
            func diamond(_ k: Double) -> DrawShape {
                .polygon([
                    ViewPoint(x: c.x, y: c.y - r * k), ViewPoint(x: c.x + r * k, y: c.y),
                    ViewPoint(x: c.x, y: c.y + r * k), ViewPoint(x: c.x - r * k, y: c.y),
                ])
            }
            out.append(.fill(diamond(1.08), palette.shared.faded(alpha)))
            out.append(.stroke(diamond(1.08), LineStyle(palette.sharedRim.faded(alpha), width: rim)))
            out.append(.stroke(diamond(0.5), LineStyle(palette.sharedRim.faded(alpha), width: rim * 0.8)))
        case .disc:
            let disc = DrawShape.circle(center: c, radius: r)
            out.append(.fill(disc, palette.first.faded(alpha)))
            out.append(.stroke(disc, LineStyle(palette.firstRim.faded(alpha), width: rim)))
            if look.crowned {
                out.append(
                    .stroke(
                        .circle(center: c, radius: r * 0.84),
                        LineStyle(palette.generalCrown.faded(alpha), width: r * 0.14)))
            } else if look.glyph == nil {
                out.append(
                    .stroke(
                        .circle(center: c, radius: r * 0.62),
                        LineStyle(palette.firstMark.faded(alpha), width: rim * 0.9)))
            }
        case .square:
            let square = DrawShape.rect(center: c, halfWidth: r * 0.89, halfHeight: r * 0.89, cornerRadius: r * 0.3)
            out.append(.fill(square, palette.second.faded(alpha)))
            out.append(.stroke(square, LineStyle(palette.secondRim.faded(alpha), width: rim)))
            if look.crowned {
                out.append(
                    .stroke(
                        .rect(center: c, halfWidth: r * 0.75, halfHeight: r * 0.75, cornerRadius: r * 0.22),
                        LineStyle(palette.generalCrown.faded(alpha), width: r * 0.14)))
            } else if look.glyph == nil {
                out.append(
                    .stroke(
                        .rect(center: c, halfWidth: r * 0.52, halfHeight: r * 0.52, cornerRadius: r * 0.12),
                        LineStyle(palette.secondMark.faded(alpha), width: rim * 0.9)))
            }
        }
        if let glyph = look.glyph {
            let color: RGBA
            switch look.tone {
            case .first: color = palette.firstMark
            case .second: color = look.crowned ? palette.generalCrown : palette.secondMark
            case .shared: color = palette.sharedRim
            }
            let text = DrawCommand.text(
                glyph, at: c, anchor: .center, size: look.crowned ? r * 0.95 : r, bold: look.crowned,
                color: color.faded(alpha), halo: nil)
            out.append(look.glyphTurned ? .turned(text, about: c) : text)
        }
        return out
    }

    /// The core's mark of a last move's point (`boardLastMoveMark`, `lastMoveMark`): a faint
    /// tinted square and four opaque corner brackets; the review's legend draws its small copy.
    public static func lastMoveMark(_ m: LastMoveMark, palette: BoardColors) -> [DrawCommand] {
        lastMoveTint(m, palette: palette) + lastMoveBrackets(m, palette: palette)
    }

    /// The mark's faint tinted square (a board draws it under its lines).
    public static func lastMoveTint(_ m: LastMoveMark, palette: BoardColors) -> [DrawCommand] {
        let square = DrawShape.rect(
            center: ViewPoint(x: m.centerX, y: m.centerY), halfWidth: m.half, halfHeight: m.half,
            cornerRadius: m.cornerRadius)
        return [.fill(square, palette.lastMove.faded(Double(palette.palette.tintAlpha) / 255))]
    }

    /// The mark's four opaque corner brackets.
    public static func lastMoveBrackets(_ m: LastMoveMark, palette: BoardColors) -> [DrawCommand] {
        var out: [DrawCommand] = []
        for b in m.brackets where b.count == 6 {
            let (a, elbow, z) = (ViewPoint(x: b[0], y: b[1]), ViewPoint(x: b[2], y: b[3]), ViewPoint(x: b[4], y: b[5]))
            out.append(.stroke(.line(a, elbow), LineStyle(palette.lastMove, width: m.width, roundCap: true)))
            out.append(.stroke(.line(elbow, z), LineStyle(palette.lastMove, width: m.width, roundCap: true)))
        }
        return out
    }

    /// The core's mark of a refused move (`boardRefusedMark`): a disc in the palette's
    /// `refused`, ringed in the board's colour so that it stands off the piece under it, and a
    /// cross in `onRefused`.
    public static func refusedMark(_ m: RefusedMark, palette: BoardColors) -> [DrawCommand] {
        let c = ViewPoint(x: m.centerX, y: m.centerY)
        var out: [DrawCommand] = [
            .fill(.circle(center: c, radius: m.radius + m.width * 0.6), palette.board),
            .fill(.circle(center: c, radius: m.radius), palette.refused),
        ]
        for s in m.strokes where s.count == 4 {
            out.append(
                .stroke(
                    .line(ViewPoint(x: s[0], y: s[1]), ViewPoint(x: s[2], y: s[3])),
                    LineStyle(palette.onRefused, width: m.width, roundCap: true)))
        }
        return out
    }

    /// The hint's arrow, the core's shape (`boardArrow`): a round-capped shaft and a filled head.
    static func arrow(_ a: ArrowShape, color: RGBA) -> [DrawCommand] {
        [
            .stroke(
                .line(ViewPoint(x: a.shaftStartX, y: a.shaftStartY), ViewPoint(x: a.shaftEndX, y: a.shaftEndY)),
                LineStyle(color, width: a.width, roundCap: true)),
            .fill(
                .polygon([
                    ViewPoint(x: a.tipX, y: a.tipY), ViewPoint(x: a.leftX, y: a.leftY),
                    ViewPoint(x: a.rightX, y: a.rightY),
                ]), color),
        ]
    }
}
