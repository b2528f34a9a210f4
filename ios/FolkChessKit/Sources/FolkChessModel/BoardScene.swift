import FolkChessCore

/// A move drawn on the board: the last move's trail or the hint's arrow.
public struct SceneMove: Sendable, Equatable, Hashable {
    /// The point the piece left.
    public let from: Int
    /// The point it reached.
    public let to: Int

    /// A move between two point indices.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// A piece just captured, drawn fading out where it stood. `id` changes with every capture
/// so that a view restarts the animation.
public struct FadingPiece: Sendable, Equatable {
    /// The point it stood on.
    public let point: Int
    /// The piece.
    public let piece: PieceInfo
    /// Distinguishes one capture from the next.
    public let id: Int

    /// A captured piece.
    public init(point: Int, piece: PieceInfo, id: Int) {
        self.point = point
        self.piece = piece
        self.id = id
    }

    /// The pieces `ply` captured, as they stood on `before`, fading out; `id(j)` numbers the
    /// `j`-th of them.
    public static func captured(by ply: PlyInfo, before: [PointState], id: (Int) -> Int) -> [FadingPiece] {
        ply.captured.enumerated().compactMap { j, point in
            let i = Int(point)
            guard i < before.count, let piece = before[i].piece else { return nil }
            return FadingPiece(point: i, piece: piece, id: id(j))
        }
    }
}

extension PlyInfo {
    /// The ply's move as an arrow; nil for a pass.
    public var arrow: SceneMove? {
        guard let from, let to else { return nil }
        return SceneMove(from: Int(from), to: Int(to))
    }
}

/// How a piece looks. Pieces differ by shape, not only by colour: First is a disc, Second a
/// rounded square, the shared piece a diamond; in Rendezvous each carries a glyph (师 general,
/// 兵 soldier) and generals a gold crown ring.
public struct PieceLook: Sendable, Equatable {
    /// The outline of a piece.
    public enum Shape: Sendable, Equatable { case disc, square, diamond }
    /// The colour family of a piece.
    public enum Tone: Sendable, Equatable { case first, second, shared }

    /// The outline.
    public let shape: Shape
    /// The colours.
    public let tone: Tone
    /// A character written on the piece (Rendezvous only).
    public let glyph: String?
    /// Whether the piece wears a general's crown ring.
    public let crowned: Bool

    /// The look of a piece of a game.
    public init(_ piece: PieceInfo, game: GameKind) {
        let rendezvous = game == .huishi
        switch piece.kind {
        case .shared:
            shape = .diamond
            tone = .shared
            glyph = nil
            crowned = false
        case .man, .general:
            let first = piece.side != .second
            shape = first ? .disc : .square
            tone = first ? .first : .second
            crowned = piece.kind == .general
            glyph = rendezvous ? (piece.kind == .general ? "师" : "兵") : nil
        }
    }
}

/// What a point shows beyond its piece.
public enum PointMark: Sendable, Equatable {
    /// Nothing.
    case none
    /// Its piece can move now (a faint ring when legal moves are shown).
    case movable
    /// Its piece is selected.
    case selected
    /// A legal target of the selected piece.
    case target
}

/// One point of the scene.
public struct ScenePoint: Sendable, Equatable {
    /// The point's index in the core's point table.
    public let index: Int
    /// Its name in notation (`b2`).
    public let name: String
    /// Layout x (grows to the right).
    public let x: Double
    /// Layout y (grows downwards).
    public let y: Double
    /// Ordinary, the shared piece's home, or the well.
    public let role: PointRole
    /// The piece on it.
    public let piece: PieceInfo?
    /// How the piece looks.
    public let look: PieceLook?
    /// Selection and legal-move marks.
    public let mark: PointMark
    /// Named in the rules text and highlighted on the diagram.
    public let highlighted: Bool
}

/// What a scene's two drawn moves mean (the drawing is the same; the spoken words differ).
public enum BoardPurpose: Sendable, Equatable {
    /// A game: ``BoardScene/lastMove`` is the last move played, ``BoardScene/hint`` the hint.
    case play
    /// A review: ``BoardScene/lastMove`` is the move played at the chosen ply,
    /// ``BoardScene/hint`` the best move where the played one was not.
    case review
}

/// The marks an interactive board adds to the pieces: all of them come from the core's
/// answers (movable points, legal targets, the last ply, a hint) or from the player's taps.
public struct BoardMarks: Sendable, Equatable {
    /// The selected point.
    public var selected: Int?
    /// Legal targets of the selected piece.
    public var targets: Set<Int>
    /// Points whose piece can move now.
    public var movable: Set<Int>
    /// The last move.
    public var lastMove: SceneMove?
    /// The hint's move.
    public var hint: SceneMove?
    /// A point highlighted from the rules text.
    public var highlighted: Int?
    /// Pieces captured by the last ply.
    public var fading: [FadingPiece]

    /// Marks; none by default.
    public init(
        selected: Int? = nil, targets: Set<Int> = [], movable: Set<Int> = [],
        lastMove: SceneMove? = nil, hint: SceneMove? = nil, highlighted: Int? = nil,
        fading: [FadingPiece] = []
    ) {
        self.selected = selected
        self.targets = targets
        self.movable = movable
        self.lastMove = lastMove
        self.hint = hint
        self.highlighted = highlighted
        self.fading = fading
    }
}

/// The board as a platform-neutral description, computed from the core's layout and the
/// pieces of a snapshot (or a save summary): lines, points with their roles and marks, pieces
/// with their look, the last move, the hint, fading captures. The SwiftUI canvas only paints
/// it (through ``BoardDrawing``); hit-testing (``BoardTransform``) and VoiceOver labels
/// (``BoardAccessibility``) are computed from it, and the tests render it to pictures.
public struct BoardScene: Sendable, Equatable {
    /// Which game.
    public let game: GameKind
    /// The layout's extent.
    public let bounds: LayoutBounds
    /// The points in index order.
    public let points: [ScenePoint]
    /// The segments between consecutive points of every line.
    public let segments: [SceneMove]
    /// The smallest distance between two points, in layout units (the core's `minSpacing`).
    public let minSpacing: Double
    /// A piece's radius in layout units: neighbours never overlap.
    public let pieceRadius: Double
    /// The last move.
    public let lastMove: SceneMove?
    /// The hint's arrow.
    public let hint: SceneMove?
    /// Captured pieces fading out.
    public let fading: [FadingPiece]
    /// Whose pieces are "yours" in spoken labels (vs computer); none in pass-and-play.
    public let perspective: Side?
    /// Whether point names are written next to the points.
    public let showNames: Bool
    /// Whether movable pieces and legal targets are marked.
    public let showLegal: Bool
    /// What the last-move and hint marks mean (a game or a review).
    public let purpose: BoardPurpose

    /// Piece radius as a share of the smallest distance between two points.
    public static let pieceShare = 0.40

    /// The scene of a board with `pieces` (index = point index; nil = empty).
    public init(
        layout: BoardLayout, pieces: [PieceInfo?], marks: BoardMarks = BoardMarks(),
        perspective: Side? = nil, showNames: Bool = true, showLegal: Bool = true, purpose: BoardPurpose = .play
    ) {
        game = layout.game
        bounds = layout.bounds
        let targets = showLegal ? marks.targets : []
        let movable = showLegal ? marks.movable : []
        points = layout.points.map { p in
            let i = Int(p.index)
            let piece = i < pieces.count ? pieces[i] : nil
            let mark: PointMark =
                marks.selected == i
                ? .selected
                : targets.contains(i)
                    ? .target
                    : movable.contains(i) ? .movable : .none
            return ScenePoint(
                index: i, name: p.name, x: p.x, y: p.y, role: p.role, piece: piece,
                look: piece.map { PieceLook($0, game: layout.game) }, mark: mark,
                highlighted: marks.highlighted == i)
        }
        segments = layout.lines.flatMap { line in
            zip(line, line.dropFirst()).map { SceneMove(from: Int($0), to: Int($1)) }
        }
        minSpacing = layout.minSpacing
        let span = max(layout.bounds.maxX - layout.bounds.minX, layout.bounds.maxY - layout.bounds.minY)
        pieceRadius = min(Self.pieceShare * minSpacing, 0.11 * max(span, minSpacing))
        lastMove = marks.lastMove
        hint = marks.hint
        fading = marks.fading.filter { f in f.point < pieces.count && pieces[f.point] == nil }
        self.perspective = perspective
        self.showNames = showNames
        self.showLegal = showLegal
        self.purpose = purpose
    }

    /// The scene of a board with the pieces of a snapshot or save summary.
    public init(
        layout: BoardLayout, points: [PointState], marks: BoardMarks = BoardMarks(),
        perspective: Side? = nil, showNames: Bool = true, showLegal: Bool = true, purpose: BoardPurpose = .play
    ) {
        self.init(
            layout: layout, pieces: points.map(\.piece), marks: marks, perspective: perspective,
            showNames: showNames, showLegal: showLegal, purpose: purpose)
    }

    /// The selected point, if any.
    public var selected: Int? { points.first { $0.mark == .selected }?.index }

    /// The lit legal targets.
    public var targets: [Int] { points.filter { $0.mark == .target }.map(\.index) }

    /// Room around the outermost points, in layout units: the shared home's ring and the
    /// well's square are the widest marks (1.3 piece radii).
    public var marginUnits: Double { pieceRadius * 1.3 }

    /// Width over height of the board with its margins.
    public var aspectRatio: Double {
        (bounds.maxX - bounds.minX + 2 * marginUnits) / (bounds.maxY - bounds.minY + 2 * marginUnits)
    }
}
