import FolkChessCore
import Foundation

/// A position in view coordinates (points; y grows downwards, as in SwiftUI).
public struct ViewPoint: Sendable, Equatable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double

    /// A view position.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The static layouts of the four boards (`boardLayout`), asked of the core once each.
public enum BoardLayouts {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var layouts: [GameKind: BoardLayout] = [:]
    }
    private static let cache = Cache()

    /// The layout of `game`'s board.
    public static func of(_ game: GameKind) throws -> BoardLayout {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let layout = cache.layouts[game] { return layout }
        let layout = try boardLayout(game: game)
        cache.layouts[game] = layout
        return layout
    }
}

/// A board fitted into a view: the core's fit (`fitBoard`) and the screen position of every
/// point (`boardPositions`); taps go to the core (`pointAt`). Every length and position is the
/// core's; the shell only draws at them.
public struct BoardGeometry: Sendable, Equatable {
    /// The view's width and height.
    public let width: Double, height: Double
    /// The core's fit of the board into the view.
    public let fit: BoardFit
    /// Where each point is drawn, in index order.
    public let positions: [ViewPoint]
    /// Where each point's name is written, in index order (the core's placements).
    public let namePlacements: [NamePlacement]

    /// The smallest touch radius in view points (Apple's 44 pt target, halved).
    public static let minTouchRadius = 22.0

    /// Room in view points around the board for its labels (point names or the files and
    /// ranks on its edge; none on miniatures).
    public static func margin(labels: PointLabels, compact: Bool) -> Double {
        compact || labels == .off ? 4 : 14
    }

    /// `game`'s board in a `width` × `height` view with `margin` around it, drawn turned
    /// half a turn if `turned` (the board view's `turned`: the player of Second at the bottom),
    /// as tall as the view allows if `stretches` (the board view's: a wide game's play board).
    public init(
        game: GameKind, width: Double, height: Double, margin: Double, turned: Bool = false, stretches: Bool = false
    ) {
        self.width = width
        self.height = height
        fit = fitBoard(
            game: game, width: width, height: height, margin: margin, minTouchRadius: Self.minTouchRadius,
            turned: turned, stretches: stretches)
        positions = boardPositions(fit: fit).map { ViewPoint(x: $0.x, y: $0.y) }
        namePlacements = boardNamePlacements(fit: fit, font: boardNameSize(fit: fit, unit: 1))
    }

    /// The point under a tap, or nil when the tap is far from every point (the core decides).
    public func point(at tap: ViewPoint) -> Int? {
        (try? pointAt(fit: fit, x: tap.x, y: tap.y)).flatMap { $0 }.map(Int.init)
    }

    /// Apple's touch target: every point of a board at least this far from the next.
    public static let touchTarget = 44.0

    /// The points' least distance in a compact column (a short phone, where the column at
    /// ``touchTarget`` would push the near player's bar off the screen; see
    /// ``TableView/compactSlotShowsStrip``): a tap still goes to the nearest point, so a point's
    /// target is a 32 pt square (the board's points are few and far between: a Jinmen board's
    /// 35 points in the height a 320 × 568 pt phone leaves between two bars and a lesson's task).
    public static let compactTouchTarget = 32.0

    /// The least height of `game`'s board (labelled or not) in a view `width` points
    /// wide: the core's smallest size at which every two points stay ``touchTarget`` apart
    /// (``compactTouchTarget`` if `compact`; `boardMinSize`), or what the width allows where
    /// it cannot hold that. A screen gives the board at least this and scrolls the rest.
    public static func minimumHeight(
        _ game: GameKind, labels: PointLabels, width: Double, compact: Bool = false
    ) -> Double {
        let least = boardMinSize(
            game: game, minGap: compact ? compactTouchTarget : touchTarget,
            margin: margin(labels: labels, compact: false))
        // The view keeps the board's shape (``aspectRatio(_:)``, without the labels' room), so
        // the height must also give the width the core's least width: else the board, held to
        // the shape, would be fitted by its width and its points come closer than the target.
        let ratio = aspectRatio(game)
        let height = max(least.height, least.width / ratio)
        return height * ratio <= width ? height : max(width, 0) / ratio
    }

    /// Width over height of `game`'s board with the marks' room around it (for the view's
    /// aspect ratio), from the core's fit.
    public static func aspectRatio(_ game: GameKind) -> Double {
        let f = fitBoard(
            game: game, width: 1000, height: 1000, margin: 0, minTouchRadius: 0, turned: false, stretches: false)
        return f.height > 0 ? f.width / f.height : 1
    }

    /// The board's frame where a view offers it `width` × `height` (`height` nil: as tall as
    /// it likes): its shape (`aspectRatio`) across the width — and, where the board
    /// `stretches` (the core's: a wide game's play board) and the height is there, up to the
    /// core's ``boardMaxStretch(game:)`` times taller; where the height is less than the
    /// shape's, narrower and shorter (the shape fitted). The app's `BoardFrame` layout and the
    /// pictures both size the board so.
    public static func frame(
        _ game: GameKind, stretches: Bool, width: Double, height: Double?
    ) -> (width: Double, height: Double) {
        let ratio = aspectRatio(game)
        let natural = width / ratio
        guard let height else { return (width, natural) }
        if height < natural { return (height * ratio, height) }
        return (width, stretches ? min(height, natural * boardMaxStretch(game: game)) : natural)
    }
}
