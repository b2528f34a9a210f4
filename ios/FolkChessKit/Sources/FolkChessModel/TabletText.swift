import FolkChessCore

/// A tablet's chrome at a reading distance: the core's ``chromeScale(width:height:)`` of the
/// window, as the Dynamic Type steps above the player's own size that the app adds (iOS has no
/// density to scale, as Android does; its text sizes come in steps: Large 17 pt, xLarge 19,
/// xxLarge 21, xxxLarge 23).
public enum TabletText {
    /// The body size of each step from Large up, in points.
    static let stepSizes: [Double] = [17, 19, 21, 23]

    /// How many Dynamic Type steps a window `width` × `height` pt large adds: the step whose
    /// size is nearest the core's scale (none on a phone, two on an 820 pt iPad).
    public static func steps(width: Double, height: Double) -> Int {
        let scale = chromeScale(width: width, height: height)
        let wanted = 17 * scale
        let nearest = stepSizes.indices.min { abs(stepSizes[$0] - wanted) < abs(stepSizes[$1] - wanted) }
        return nearest ?? 0
    }

    /// The text scale those steps give at the default size (the pictures' iPad text).
    public static func textScale(width: Double, height: Double) -> Double {
        stepSizes[steps(width: width, height: height)] / 17
    }
}
