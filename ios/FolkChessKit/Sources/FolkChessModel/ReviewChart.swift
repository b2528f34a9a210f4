import FolkChessCore
import Foundation

/// The review's value chart (a band under the board, as Android's `ValueChart`): where the
/// core's ``ChartPoint``s go in a given size, which ply a tap picks, and the drawing — First's
/// half above the zero line and Second's below, faintly in the sides' colours, the zero line,
/// the value line from First's side over a light area, a mark on each mistake and blunder in
/// its label's colour, and the selected ply's rule and ring. Pure: the view paints
/// ``commands(width:height:dark:)`` and sends the ply of ``ply(atX:width:)`` as
/// `ReviewEvent.select`; the words (``spoken``, each point's text) are the core's.
public struct ReviewChart: Sendable, Equatable {
    /// The core's points, the start (ply 0) first.
    public let points: [ChartPoint]
    /// The ply on the board.
    public let selectedPly: Int
    /// What VoiceOver says of the chart (the core's `chartSpoken`).
    public let spoken: String

    /// The height of the band under the board, in points (Android's 56 dp).
    public static let height = 56.0
    /// The radius of a mark.
    public static let markRadius = 3.5
    /// The radius of the selected ply's ring.
    public static let ringRadius = 7.0
    /// How far the points keep from the edges: the ring (and its stroke) stays inside.
    public static let inset = ringRadius + 1

    /// A point placed in the chart's frame.
    public struct Placed: Sendable, Equatable {
        /// The ply (0: the start position).
        public let ply: Int
        /// Where it is, from the chart's top left.
        public let at: ViewPoint
        /// The label of the ply that led here (nil for the start).
        public let label: MoveLabel?
    }

    /// The chart of `points` with `selectedPly` on the board.
    public init(points: [ChartPoint], selectedPly: Int, spoken: String) {
        self.points = points
        self.selectedPly = selectedPly
        self.spoken = spoken
    }

    /// The chart of a review screen's view.
    public init(_ view: ReviewView) {
        self.init(points: view.chart, selectedPly: Int(view.selectedPly), spoken: view.chartSpoken)
    }

    /// Whether there is a chart to show: at least two points (none while the core reviews).
    public var isShown: Bool { points.count > 1 }

    /// The point of the selected ply, if the chart has it.
    public var selected: ChartPoint? { points.first { Int($0.ply) == selectedPly } }

    private var plyRange: (first: Int, last: Int)? {
        guard let first = points.map({ Int($0.ply) }).min(), let last = points.map({ Int($0.ply) }).max() else {
            return nil
        }
        return (first, last)
    }

    /// The x of `ply` in a chart `width` wide: the first ply at the left, the last at the
    /// right, ``inset`` in from each edge; a lone point in the middle.
    public func x(ofPly ply: Int, width: Double) -> Double {
        guard let (first, last) = plyRange, last > first else { return width / 2 }
        let r = min(Self.inset, width / 2)
        return r + (width - 2 * r) * Double(ply - first) / Double(last - first)
    }

    /// The y of a point the core placed `fraction` down its scale (0 its top, the most First
    /// is ahead in this game; 1 its bottom; 0.5 level: ``ChartPoint/y``) in a chart `height`
    /// tall, ``inset`` in from the edges.
    public static func y(ofFraction fraction: Double, height: Double) -> Double {
        let r = min(inset, height / 2)
        return r + (height - 2 * r) * min(max(fraction, 0), 1)
    }

    /// Every point placed in a chart of this size.
    public func placed(width: Double, height: Double) -> [Placed] {
        points.map { p in
            Placed(
                ply: Int(p.ply),
                at: ViewPoint(x: x(ofPly: Int(p.ply), width: width), y: Self.y(ofFraction: p.y, height: height)),
                label: p.label)
        }
    }

    /// The x of the selected ply, nil when the chart has no such point.
    public func selectedX(width: Double) -> Double? {
        selected.map { x(ofPly: Int($0.ply), width: width) }
    }

    /// The points after a mistake or a blunder (the core's turning points, as its spoken
    /// summary names them), with their labels.
    public func marks(width: Double, height: Double) -> [Placed] {
        placed(width: width, height: height).filter { $0.label == .mistake || $0.label == .blunder }
    }

    /// The ply a tap at `x` picks in a chart `width` wide: the nearest point's (a tap left
    /// of the first or right of the last picks that one); nil without points.
    public func ply(atX x: Double, width: Double) -> Int? {
        points.min { a, b in
            abs(self.x(ofPly: Int(a.ply), width: width) - x) < abs(self.x(ofPly: Int(b.ply), width: width) - x)
        }.map { Int($0.ply) }
    }

    /// The colours of the chart that are not the core's palette (the halves are the sides'
    /// colours, the marks the labels'): the app's accent for the value line, a secondary ink
    /// for the zero line and the primary ink for the selected ply's ring.
    public struct Ink: Sendable, Equatable {
        /// The value line and its area.
        public let line: RGBA
        /// The zero line and the selected ply's rule.
        public let axis: RGBA
        /// The selected ply's ring.
        public let ring: RGBA

        /// On a light or dark screen, the core's colours: the line in the app's accent
        /// (`primary`), the axis in `chartAxis`, the ring in the text's colour.
        public static func of(dark: Bool) -> Ink {
            let ink = AppColors.of(dark: dark)
            return Ink(line: ink.primary, axis: ink.chartAxis, ring: ink.onSurface)
        }
    }

    /// The corner radius of the band (its outer corners; the halves meet square at the zero line).
    public static let cornerRadius = 8.0

    /// The outline of the band's upper (First's) or lower (Second's) half, its two outer
    /// corners rounded (quarter circles in short segments).
    static func half(top: Bool, width: Double, height: Double) -> [ViewPoint] {
        let mid = height / 2
        let r = min(cornerRadius, mid, width / 2)
        let edge = top ? 0 : height
        let inward = top ? 1.0 : -1.0
        func corner(_ cx: Double, from a0: Double, to a1: Double) -> [ViewPoint] {
            let cy = edge + inward * r
            return (0...6).map { k in
                let a = a0 + (a1 - a0) * Double(k) / 6
                return ViewPoint(x: cx + r * cos(a), y: cy - inward * r * sin(a))
            }
        }
        // From the zero line at the left, round the outer edge, back to the zero line at the right.
        return [ViewPoint(x: 0, y: mid)] + corner(r, from: .pi, to: .pi / 2) + corner(width - r, from: .pi / 2, to: 0)
            + [ViewPoint(x: width, y: mid)]
    }

    /// The faint tint of a side's half: its pieces' colour, or on a dark screen Second's light
    /// rim (its near-black pieces would not show there).
    public static func tint(_ side: Side, dark: Bool) -> RGBA {
        let palette = BoardColors.of(dark: dark)
        switch side {
        case .first: return palette.first.faded(0.1)
        case .second: return (dark ? palette.secondRim : palette.second).faded(0.1)
        }
    }

    /// The chart drawn in a frame of this size (from its top left), on a light or dark screen.
    public func commands(width: Double, height: Double, dark: Bool) -> [DrawCommand] {
        let ink = Ink.of(dark: dark)
        let mid = height / 2
        var out: [DrawCommand] = [
            .fill(.polygon(Self.half(top: true, width: width, height: height)), Self.tint(.first, dark: dark)),
            .fill(.polygon(Self.half(top: false, width: width, height: height)), Self.tint(.second, dark: dark)),
        ]
        let placed = placed(width: width, height: height)
        if let x = selectedX(width: width) {
            out.append(
                .stroke(
                    .line(ViewPoint(x: x, y: 0), ViewPoint(x: x, y: height)), LineStyle(ink.axis.faded(0.5), width: 1)))
        }
        out.append(.stroke(.line(ViewPoint(x: 0, y: mid), ViewPoint(x: width, y: mid)), LineStyle(ink.axis, width: 1)))
        if let first = placed.first, let last = placed.last, placed.count > 1 {
            let area = [ViewPoint(x: first.at.x, y: mid)] + placed.map(\.at) + [ViewPoint(x: last.at.x, y: mid)]
            out.append(.fill(.polygon(area), ink.line.faded(0.16)))
            for (a, b) in zip(placed, placed.dropFirst()) {
                out.append(.stroke(.line(a.at, b.at), LineStyle(ink.line, width: 2, roundCap: true)))
            }
        }
        for mark in placed where mark.label == .mistake || mark.label == .blunder {
            guard let label = mark.label else { continue }
            out.append(
                .fill(.circle(center: mark.at, radius: Self.markRadius), ReviewLabelColors.color(label, dark: dark)))
        }
        if let point = placed.first(where: { $0.ply == selectedPly }) {
            out.append(.stroke(.circle(center: point.at, radius: Self.ringRadius), LineStyle(ink.ring, width: 1.5)))
        }
        return out
    }
}

/// How the review screen shares a short screen, as the core decides for both apps
/// (``reviewBoardMaxHeight(roomHeight:)``): the board as tall as 380 pt at most, and on a
/// short screen (the 568 pt iPhone SE) about a third of the height, so that the move list
/// keeps room for a few rows under the chart, the ply's sentence and its buttons.
public enum ReviewLayout {
    /// The board's largest height on a screen whose room under the navigation bar is
    /// `screenHeight` tall.
    public static func boardMaxHeight(screenHeight: Double) -> Double {
        reviewBoardMaxHeight(roomHeight: screenHeight)
    }
}
