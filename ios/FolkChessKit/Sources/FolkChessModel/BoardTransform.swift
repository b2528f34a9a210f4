import FolkChessCore

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

/// Fits the core's layout into a view of `width` × `height` points, centred, keeping the
/// aspect ratio, with the scene's margin (room for the widest marks) plus `marginPoints` (room
/// for point names) around the outermost points. Pure arithmetic: the same transform draws
/// the board and maps taps back to layout units.
public struct BoardTransform: Sendable, Equatable {
    /// The layout's extent.
    public let bounds: LayoutBounds
    /// View width in points.
    public let width: Double
    /// View height in points.
    public let height: Double
    /// View points per layout unit.
    public let scale: Double
    /// View position of the layout's (minX, minY).
    public let origin: ViewPoint

    /// The transform of `scene` in a view of this size.
    public init(scene: BoardScene, width: Double, height: Double, marginPoints: Double) {
        self.init(
            bounds: scene.bounds, width: width, height: height, marginUnits: scene.marginUnits,
            marginPoints: marginPoints)
    }

    /// The transform of a layout extent in a view of this size.
    public init(bounds: LayoutBounds, width: Double, height: Double, marginUnits: Double, marginPoints: Double) {
        self.bounds = bounds
        self.width = width
        self.height = height
        let bw = max(bounds.maxX - bounds.minX, 1e-6)
        let bh = max(bounds.maxY - bounds.minY, 1e-6)
        let s = min(
            (width - 2 * marginPoints) / (bw + 2 * marginUnits),
            (height - 2 * marginPoints) / (bh + 2 * marginUnits))
        scale = max(s, 1e-4)
        origin = ViewPoint(x: (width - bw * scale) / 2, y: (height - bh * scale) / 2)
    }

    /// Where a layout position appears in the view.
    public func toView(x: Double, y: Double) -> ViewPoint {
        ViewPoint(x: origin.x + (x - bounds.minX) * scale, y: origin.y + (y - bounds.minY) * scale)
    }

    /// The layout position under a view position.
    public func toLayout(_ p: ViewPoint) -> (x: Double, y: Double) {
        (bounds.minX + (p.x - origin.x) / scale, bounds.minY + (p.y - origin.y) / scale)
    }

    /// A view length in layout units.
    public func toLayoutLength(_ points: Double) -> Double { points / scale }

    /// A layout length in view points.
    public func toViewLength(_ units: Double) -> Double { units * scale }

    /// Where a point of the scene appears.
    public func position(of point: ScenePoint) -> ViewPoint { toView(x: point.x, y: point.y) }
}

/// Maps taps to points with the core's `nearestPoint`.
public enum BoardHitTest {
    /// The smallest touch radius in view points (Apple's 44 pt target, halved).
    public static let minTouchRadius = 22.0

    /// The search radius in layout units: at least `minTouchRadius` on screen, and at least
    /// half the distance between the two closest points.
    public static func radius(scene: BoardScene, transform: BoardTransform, minTouchRadius: Double = minTouchRadius)
        -> Double
    {
        max(transform.toLayoutLength(minTouchRadius), scene.minSpacing * 0.5)
    }

    /// The point under a tap, or nil when the tap is far from every point. The core decides
    /// (`nearestPoint`); a tap outside the view's numbers (NaN) finds nothing.
    public static func point(
        at tap: ViewPoint, scene: BoardScene, transform: BoardTransform, minTouchRadius: Double = minTouchRadius
    ) -> Int? {
        let p = transform.toLayout(tap)
        let r = radius(scene: scene, transform: transform, minTouchRadius: minTouchRadius)
        // `try?` flattens: nil both for "no point there" and for coordinates the core refuses.
        guard let found = try? nearestPoint(game: scene.game, x: p.x, y: p.y, radius: r) else { return nil }
        return Int(found)
    }
}
