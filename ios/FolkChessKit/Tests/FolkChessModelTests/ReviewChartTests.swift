import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The review's value chart: the core's points placed in a frame, the marks of the mistakes
/// and blunders, the selected ply, a tap's ply (nearest, clamped), the drawing; and over the
/// real library, a tap on the chart selecting that ply in the review.
@MainActor @Suite struct ReviewChartTests {
    /// A point as the core places it in a scale reaching a win (±1000) over five plies.
    static func point(_ ply: UInt32, _ permille: Int32, _ label: MoveLabel? = nil) -> ChartPoint {
        ChartPoint(
            ply: ply, permille: permille, text: "value \(ply)", label: label, x: Double(ply) / 5,
            y: 0.5 - Double(permille) / 2000)
    }

    /// Five plies: level, First better, a mistake, a blunder (Second wins), a best move.
    static let game: [ChartPoint] = [
        point(0, 0), point(1, 0, .best), point(2, 400, .good), point(3, 0, .mistake), point(4, -1000, .blunder),
        point(5, -1000, .best),
    ]

    @Test func pointsArePlacedAcrossTheWidthAndFromFirstsSide() {
        let chart = ReviewChart(points: Self.game, selectedPly: 3, spoken: "")
        let r = ReviewChart.inset
        let placed = chart.placed(width: 200, height: 56)
        #expect(placed.map(\.ply) == [0, 1, 2, 3, 4, 5])
        // The start at the left, the last ply at the right, evenly between, the ring's room in.
        #expect(placed.first?.at.x == r)
        #expect(placed.last?.at.x == 200 - r)
        for (k, p) in placed.enumerated() {
            #expect(abs(p.at.x - (r + (200 - 2 * r) * Double(k) / 5)) < 1e-9)
        }
        // 0 on the middle line; a win for First at the top, for Second at the bottom (the core's
        // y in its scale).
        #expect(placed[0].at.y == 28)
        #expect(placed[2].at.y < 28)
        #expect(abs(placed[2].at.y - (28 - (28 - r) * 0.4)) < 1e-9)
        #expect(placed[4].at.y == 56 - r)
        #expect(ReviewChart.y(ofFraction: 0, height: 56) == r)
        #expect(ReviewChart.y(ofFraction: 1, height: 56) == 56 - r)
        #expect(ReviewChart.y(ofFraction: 7, height: 56) == 56 - r, "beyond the scale is clamped")
        #expect(placed.map(\.label) == Self.game.map(\.label))
    }

    @Test func theSelectedPlyAndTheMarks() {
        let chart = ReviewChart(points: Self.game, selectedPly: 3, spoken: "")
        #expect(chart.isShown)
        #expect(chart.selected?.ply == 3)
        #expect(chart.selectedX(width: 200) == chart.x(ofPly: 3, width: 200))
        let marks = chart.marks(width: 200, height: 56)
        #expect(marks.map(\.ply) == [3, 4])
        #expect(marks.map(\.label) == [.mistake, .blunder])
        #expect(marks.map(\.at) == [3, 4].map { chart.placed(width: 200, height: 56)[$0].at })
        // Without mistakes, nothing is marked; a ply the chart lacks has no x.
        let clean = ReviewChart(points: Array(Self.game.prefix(3)), selectedPly: 7, spoken: "")
        #expect(clean.marks(width: 200, height: 56).isEmpty)
        #expect(clean.selected == nil)
        #expect(clean.selectedX(width: 200) == nil)
    }

    @Test func aTapPicksTheNearestPlyClamped() {
        let chart = ReviewChart(points: Self.game, selectedPly: 0, spoken: "")
        let w = 200.0
        // At the edges and beyond them: the first and the last ply.
        #expect(chart.ply(atX: 0, width: w) == 0)
        #expect(chart.ply(atX: -50, width: w) == 0)
        #expect(chart.ply(atX: w, width: w) == 5)
        #expect(chart.ply(atX: w + 80, width: w) == 5)
        // In the middle: on a point, and either side of the half-way between two.
        for ply in 0...5 {
            #expect(chart.ply(atX: chart.x(ofPly: ply, width: w), width: w) == ply)
        }
        let between = (chart.x(ofPly: 2, width: w) + chart.x(ofPly: 3, width: w)) / 2
        #expect(chart.ply(atX: between - 1, width: w) == 2)
        #expect(chart.ply(atX: between + 1, width: w) == 3)
        #expect(chart.ply(atX: w / 2, width: w) == 2 || chart.ply(atX: w / 2, width: w) == 3)
        // The width only scales: the same fraction picks the same ply.
        #expect(chart.ply(atX: 0.41 * 320, width: 320) == chart.ply(atX: 0.41 * 200, width: 200))
    }

    @Test func emptyAndOnePointCharts() {
        let empty = ReviewChart(points: [], selectedPly: 0, spoken: "")
        #expect(!empty.isShown)
        #expect(empty.ply(atX: 10, width: 100) == nil)
        #expect(empty.placed(width: 100, height: 56).isEmpty)
        #expect(empty.selectedX(width: 100) == nil)
        #expect(empty.marks(width: 100, height: 56).isEmpty)
        let commands = empty.commands(width: 100, height: 56, dark: false)
        #expect(!commands.contains { if case .stroke(.circle, _) = $0 { return true } else { return false } })

        let one = ReviewChart(points: [Self.point(0, 0)], selectedPly: 0, spoken: "")
        #expect(!one.isShown, "one point is no chart: the view shows none")
        #expect(one.placed(width: 100, height: 56).map(\.at) == [ViewPoint(x: 50, y: 28)])
        #expect(one.ply(atX: 0, width: 100) == 0)
        #expect(one.ply(atX: 100, width: 100) == 0)
        #expect(one.selectedX(width: 100) == 50)
    }

    @Test func theDrawing() {
        let chart = ReviewChart(points: Self.game, selectedPly: 3, spoken: "")
        for dark in [false, true] {
            let commands = chart.commands(width: 200, height: 56, dark: dark)
            let palette = BoardColors.of(dark: dark)
            let ink = ReviewChart.Ink.of(dark: dark)
            // The halves in the sides' colours, faintly: First's above the zero line, Second's
            // below, across the whole frame (Second's light rim on a dark screen).
            #expect(ReviewChart.tint(.first, dark: dark) == palette.first.faded(0.1))
            #expect(ReviewChart.tint(.second, dark: dark) == (dark ? palette.secondRim : palette.second).faded(0.1))
            for (color, top) in [
                (ReviewChart.tint(.first, dark: dark), true), (ReviewChart.tint(.second, dark: dark), false),
            ] {
                let half = commands.compactMap { c -> [ViewPoint]? in
                    if case .fill(.polygon(let ps), color) = c { return ps } else { return nil }
                }
                #expect(half.count == 1)
                let ps = half.first ?? []
                #expect(ps.map(\.x).min() == 0 && ps.map(\.x).max() == 200)
                let ys = ps.map(\.y)
                #expect(
                    top ? (ys.min() ?? -1) >= -1e-9 && ys.max() == 28 : ys.min() == 28 && (ys.max() ?? 99) <= 56 + 1e-9)
                #expect(ys.contains { abs($0 - (top ? 0 : 56)) < 1e-9 })
            }
            // The value line: one segment per ply, in the line's ink.
            let segments = commands.filter {
                if case .stroke(.line, let style) = $0 { return style.color == ink.line } else { return false }
            }
            #expect(segments.count == 5)
            // The marks in their labels' colours, where the points are.
            let placed = chart.placed(width: 200, height: 56)
            for (ply, label) in [(3, MoveLabel.mistake), (4, .blunder)] {
                let mark = DrawCommand.fill(
                    .circle(center: placed[ply].at, radius: ReviewChart.markRadius),
                    ReviewLabelColors.color(label, dark: dark))
                #expect(commands.contains(mark))
            }
            // The selected ply's ring, drawn last.
            #expect(
                commands.last
                    == .stroke(
                        .circle(center: placed[3].at, radius: ReviewChart.ringRadius),
                        LineStyle(ink.ring, width: 1.5)))
        }
    }

    @Test func theSelectedRingStaysInsideTheFrame() {
        for ply in 0...5 {
            let chart = ReviewChart(points: Self.game, selectedPly: ply, spoken: "")
            guard
                case .stroke(.circle(let c, let radius), let style) = chart.commands(
                    width: 200, height: 56, dark: false
                ).last
            else {
                Issue.record("no ring at ply \(ply)")
                continue
            }
            let reach = radius + style.width / 2
            #expect(c.x - reach >= 0 && c.x + reach <= 200, "ply \(ply)")
            #expect(c.y - reach >= 0 && c.y + reach <= 56, "ply \(ply)")
        }
    }

    /// The core's chart of Zhong Kui's thrown win: a point per ply and the start, its summary
    /// passed through for VoiceOver, the blunder and the mistake marked; a tap on a point
    /// selects that ply (the board and the caption change to it), as the view sends it.
    @Test func aTapOnTheChartSelectsThatPlyInTheReview() async throws {
        let model = try await ReviewModelTests.reviewed(try ReviewModelTests.thrownWinJson())
        var chart = ReviewChart(model.view)
        #expect(chart.points.map(\.ply) == Array(0...6))
        #expect(chart.spoken == model.view.chartSpoken)
        #expect(chart.spoken == "At the start: Draw. After move 6: Second (black) has won. Mistakes at moves 2, 5.")
        #expect(chart.selectedPly == 5)
        #expect(chart.selected?.text == model.view.chart[5].text)
        #expect(chart.marks(width: 360, height: ReviewChart.height).map(\.ply) == [2, 5])
        #expect(chart.marks(width: 360, height: ReviewChart.height).map(\.label) == [.mistake, .blunder])

        // What the board shows at ply 2, reached with the previous button.
        let board5 = model.view.board
        for _ in 0..<3 { model.previous() }
        let board2 = model.view.board
        let caption2 = model.view.caption
        #expect(caption2.hasPrefix("2. "))
        model.select(ply: 5)
        #expect(model.view.board == board5)

        // A tap a little right of ply 2's point.
        let width = 360.0
        let ply = try #require(chart.ply(atX: chart.x(ofPly: 2, width: width) + 6, width: width))
        #expect(ply == 2)
        model.select(ply: ply)
        #expect(model.view.selectedPly == 2)
        #expect(model.view.board == board2)
        #expect(model.view.caption == caption2)
        #expect(model.view.rows.filter(\.selected).map(\.number) == [2])
        chart = ReviewChart(model.view)
        #expect(chart.selectedPly == 2)
        #expect(chart.selectedX(width: width) == chart.x(ofPly: 2, width: width))

        // A tap past the right end: the last ply; past the left: the start position.
        model.select(ply: try #require(chart.ply(atX: width + 20, width: width)))
        #expect(model.view.selectedPly == 6)
        model.select(ply: try #require(chart.ply(atX: -20, width: width)))
        #expect(model.view.selectedPly == 0)
        #expect(model.view.caption == model.view.startRow)
    }
}
