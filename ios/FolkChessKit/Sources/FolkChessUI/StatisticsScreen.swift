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
                        GameStatsCard(stats: game, columns: view.columns)
                    }
                }
                Section {
                    Button(role: .destructive) {
                        confirming = true
                    } label: {
                        Text(verbatim: view.reset.label)
                    }
                    .disabled(!view.reset.enabled)
                }
            }
        }
        .navigationTitle(view?.title ?? title)
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
            if !stats.chart.isEmpty {
                RatingChart(points: stats.chart)
                    .frame(height: 72)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(verbatim: stats.chartSpoken))
            }
        }
        .padding(.vertical, 4)
    }
}

/// The rating after each game: a polyline over the game numbers, each point coloured by its
/// result (won teal, drawn grey, lost orange).
struct RatingChart: View {
    let points: [RatingPoint]

    var body: some View {
        Canvas { context, size in
            let placed = RatingChart.place(points, in: size)
            var line = Path()
            line.addLines(placed.map { $0.at })
            context.stroke(line, with: .color(.secondary), style: StrokeStyle(lineWidth: 1.5))
            for point in placed {
                let r: CGFloat = 3
                let dot = Path(ellipseIn: CGRect(x: point.at.x - r, y: point.at.y - r, width: 2 * r, height: 2 * r))
                context.fill(dot, with: .color(RatingChart.color(point.result)))
            }
        }
    }

    static func color(_ result: ResultKind) -> Color {
        switch result {
        case .won: return .teal
        case .drawn: return .secondary
        case .lost: return .orange
        }
    }

    /// The points in `size`, with a margin for the dots.
    static func place(_ points: [RatingPoint], in size: CGSize) -> [(at: CGPoint, result: ResultKind)] {
        guard let first = points.first else { return [] }
        let margin: CGFloat = 4
        let numbers = points.map { Double($0.number) }
        let ratings = points.map(\.rating)
        let (n0, n1) = (numbers.min() ?? 0, numbers.max() ?? 0)
        let (r0, r1) = (ratings.min() ?? first.rating, ratings.max() ?? first.rating)
        let w = max(size.width - 2 * margin, 1)
        let h = max(size.height - 2 * margin, 1)
        return points.map { p in
            let x = n1 > n0 ? (Double(p.number) - n0) / (n1 - n0) : 0.5
            let y = r1 > r0 ? (p.rating - r0) / (r1 - r0) : 0.5
            return (CGPoint(x: margin + CGFloat(x) * w, y: margin + CGFloat(1 - y) * h), p.result)
        }
    }
}
