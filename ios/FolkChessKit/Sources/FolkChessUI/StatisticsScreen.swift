import FolkChessCore
import FolkChessModel
import SwiftUI

/// The statistics, the core's ``StatsView`` drawn: per game its name, a table of the results
/// per opponent (the core's column heads), the streak and rating lines and a small chart of the
/// rating over the games against the computer; the empty text; "reset", which asks the core's
/// question first. Statistics that do not read are the core's sentence, its reason on demand.
public struct StatisticsScreen: View {
    let view: StatsView?
    let problem: FailureText?
    /// The title while the statistics cannot be read (the core's "Statistics").
    let title: String
    let onReset: @MainActor () -> Void
    @State private var confirming = false

    /// The statistics of `view`, or `problem` when they cannot be read.
    public init(view: StatsView?, problem: FailureText?, title: String, onReset: @escaping @MainActor () -> Void) {
        self.view = view
        self.problem = problem
        self.title = title
        self.onReset = onReset
    }

    public var body: some View {
        List {
            if let problem {
                Section {
                    FailureNote(failure: problem)
                }
            }
            if let view {
                if let empty = view.emptyText {
                    Text(verbatim: empty).foregroundStyle(.secondary)
                }
                ForEach(view.games, id: \.game) { game in
                    Section(game.name) {
                        GameStatsCard(stats: game, columns: view.columns, legend: view.legend)
                    }
                }
                // nothing to reset, no reset: the button only where there are statistics
                if view.reset.enabled {
                    Section {
                        Button(role: .destructive) {
                            confirming = true
                        } label: {
                            Text(verbatim: view.reset.label)
                        }
                    }
                }
            }
        }
        .largeTitle(view?.title ?? title)
        .confirmationDialog(view?.resetQuestion ?? "", isPresented: $confirming, titleVisibility: .visible) {
            if let view {
                Button(role: .destructive, action: onReset) { Text(verbatim: view.resetConfirm) }
                Button(role: .cancel, action: {}) { Text(verbatim: view.resetCancel) }
            }
        }
    }
}

/// One game's statistics: the table (opponent | won | drawn | lost), streak, rating, chart.
struct GameStatsCard: View {
    let stats: GameStatsView
    let columns: [String]
    /// What the chart's colours mean (the core's).
    let legend: [LegendEntry]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 4) {
                Spacer(minLength: 0)
                ForEach(Array(columns.enumerated()), id: \.offset) { column in
                    Text(verbatim: column.element).font(.caption).foregroundStyle(.secondary)
                        .lineLimit(1).frame(width: 44, alignment: .trailing)
                }
            }
            .accessibilityHidden(true)
            ForEach(Array(stats.lines.enumerated()), id: \.offset) { line in
                HStack(spacing: 4) {
                    Text(verbatim: line.element.opponent).font(.subheadline)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    ForEach(Array([line.element.won, line.element.drawn, line.element.lost].enumerated()), id: \.offset) {
                        count in
                        Text(verbatim: String(count.element)).font(.subheadline.monospacedDigit())
                            .frame(width: 44, alignment: .trailing)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(verbatim: line.element.spoken))
            }
            if let streak = stats.streak {
                Text(verbatim: streak).font(.footnote)
            }
            if let rating = stats.rating {
                Text(verbatim: rating).font(.footnote)
            }
            if let scale = stats.chartScale {
                RatingChart(points: stats.chart, scale: scale, legend: legend)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(verbatim: stats.chartSpoken))
            }
        }
        .padding(.vertical, 4)
    }
}

/// The rating after each game: a polyline of dots in their result's colour, placed where the
/// core says (`x`, `y`) between the scale's edges, the line from the left end (the rating before
/// the first game, the scale's `startY`: no mark there, a hollow ring is a draw's); the ratings at the top and bottom on the left
/// under the axis's name, the start and the last game underneath, and the legend of the colours.
struct RatingChart: View {
    let points: [RatingPoint]
    let scale: ChartScale
    let legend: [LegendEntry]

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: scale.axis).font(.caption2).foregroundStyle(.secondary)
            HStack(alignment: .top, spacing: 6) {
                VStack(alignment: .trailing) {
                    Text(verbatim: scale.top)
                    Spacer(minLength: 0)
                    Text(verbatim: scale.bottom)
                }
                .font(.caption2.monospacedDigit()).foregroundStyle(.secondary)
                .frame(height: 72)
                VStack(spacing: 2) {
                    Canvas { context, size in
                        let r: CGFloat = 3
                        let at = points.map {
                            CGPoint(x: r + CGFloat($0.x) * (size.width - 2 * r), y: r + CGFloat($0.y) * (size.height - 2 * r))
                        }
                        // the line starts at the left end, at the rating before the first game
                        let start = CGPoint(x: r, y: r + CGFloat(scale.startY) * (size.height - 2 * r))
                        var edges = Path()
                        for y in [r, size.height - r] {
                            edges.move(to: CGPoint(x: 0, y: y))
                            edges.addLine(to: CGPoint(x: size.width, y: y))
                        }
                        context.stroke(edges, with: .color(.secondary.opacity(0.3)), style: StrokeStyle(lineWidth: 0.5))
                        var line = Path()
                        line.addLines([start] + at)
                        context.stroke(line, with: .color(.secondary), style: StrokeStyle(lineWidth: 1.5))
                        for (point, c) in zip(points, at) {
                            RatingChart.dot(point.result, at: c, radius: r, in: &context)
                        }
                    }
                    .frame(height: 72)
                    HStack {
                        Text(verbatim: scale.first)
                        Spacer(minLength: 0)
                        if scale.last != scale.first { Text(verbatim: scale.last) }
                    }
                    .font(.caption2).foregroundStyle(.secondary)
                }
            }
            HStack(spacing: 12) {
                ForEach(Array(legend.enumerated()), id: \.offset) { entry in
                    HStack(spacing: 4) {
                        Canvas { context, size in
                            RatingChart.dot(
                                entry.element.result, at: CGPoint(x: size.width / 2, y: size.height / 2), radius: 3.5,
                                in: &context)
                        }
                        .frame(width: 8, height: 8)
                        Text(verbatim: entry.element.text).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }

    /// A result's dot, told apart by shape as well as colour (drawn and lost look alike to
    /// deutan and protan eyes): won a disc, drawn a ring, lost a square.
    static func dot(_ result: ResultKind, at c: CGPoint, radius r: CGFloat, in context: inout GraphicsContext) {
        let color = RatingChart.color(result)
        switch result {
        case .won:
            context.fill(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: .color(color))
        case .drawn:
            let k = r * 0.8
            context.stroke(
                Path(ellipseIn: CGRect(x: c.x - k, y: c.y - k, width: 2 * k, height: 2 * k)), with: .color(color),
                style: StrokeStyle(lineWidth: r * 0.45))
        case .lost:
            let k = r * 0.9
            context.fill(Path(roundedRect: CGRect(x: c.x - k, y: c.y - k, width: 2 * k, height: 2 * k), cornerRadius: 0), with: .color(color))
        }
    }

    static func color(_ result: ResultKind) -> Color {
        switch result {
        case .won: return .teal
        case .drawn: return .secondary
        case .lost: return .orange
        }
    }
}
