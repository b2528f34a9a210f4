import FolkChessCore
import FolkChessModel
import SwiftUI

/// What the review screen can ask for (all on the main actor).
public struct ReviewActions {
    /// Show the board after a ply (0: the start position).
    public var select: @MainActor (Int) -> Void
    /// One ply back, one ply on.
    public var previous: @MainActor () -> Void, next: @MainActor () -> Void
    /// Share the game (its text, with the position shown as the picture).
    public var share: @MainActor () -> Void
    /// Turn the board to the position before the ply with its best move (true), or back.
    public var showBest: @MainActor (Bool) -> Void

    /// The actions.
    public init(
        select: @escaping @MainActor (Int) -> Void, previous: @escaping @MainActor () -> Void,
        next: @escaping @MainActor () -> Void, share: @escaping @MainActor () -> Void,
        showBest: @escaping @MainActor (Bool) -> Void
    ) {
        self.select = select
        self.previous = previous
        self.next = next
        self.share = share
        self.showBest = showBest
    }
}

/// The review of a game, the core's ``ReviewView`` drawn: the board after the chosen ply with
/// the played move (the last-move trail) — or, a button away, the board before it with the
/// best move (the hint's arrow) where it can be played —, the value chart under it with its
/// scale (a tap selects a ply), previous / next, the core's sentence on the ply and the
/// legend, then the summary per side and the move list with labels. On a short screen the
/// board gives the list room (``ReviewLayout``); on a phone turned or an iPad held wide the
/// board stands beside the rest, as the core arranges it. Everything it does goes to `actions`.
public struct GameReviewScreen: View {
    let view: ReviewView
    let problem: String?
    /// The core's "Share" (the toolbar's button).
    let shareLabel: String
    let actions: ReviewActions

    @Environment(\.colorScheme) private var colorScheme

    /// The screen of `view`; `problem` is a core error, if any; `shareLabel` the core's "Share".
    public init(view: ReviewView, problem: String?, shareLabel: String, actions: ReviewActions) {
        self.view = view
        self.problem = problem
        self.shareLabel = shareLabel
        self.actions = actions
    }

    public var body: some View {
        GeometryReader { room in
            // A phone turned, an iPad held wide: the board beside the rest, as the core arranges
            // a table's room; else one column of at most a reading width, centred.
            let arrangement = view.board.arrangement(width: Double(room.size.width), height: Double(room.size.height))
            if case .beside(let boardWidth, _) = arrangement {
                HStack(alignment: .top, spacing: 0) {
                    BoardCanvas(board: view.board, readPoints: true)
                        .padding(.horizontal, TableView.boardPadding.horizontal)
                        .padding(.vertical, TableView.boardPadding.vertical)
                        .frame(width: boardWidth)
                    VStack(alignment: .leading, spacing: 8) {
                        // The chart and the move's sentence in at most 55 % of the height
                        // (scrolling within it at large text), the move list the rest.
                        ViewThatFits(in: .vertical) {
                            detail
                            ScrollView { detail }
                        }
                        .padding(.horizontal, 12)
                        .frame(maxHeight: room.size.height * 0.55)
                        moveList
                    }
                    .frame(maxWidth: readingWidth)
                }
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    VStack(alignment: .leading, spacing: 8) {
                        BoardCanvas(board: view.board, readPoints: true)
                            .frame(maxHeight: ReviewLayout.boardMaxHeight(screenHeight: room.size.height))
                        detail
                    }
                    .padding(.horizontal, 12)
                    moveList
                }
                .frame(maxWidth: readingWidth)
                .frame(maxWidth: .infinity)
            }
        }
        .inlineTitle(view.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(shareLabel, systemImage: "square.and.arrow.up", action: actions.share)
            }
        }
    }

    /// The value chart, previous / next with where the board is, the core's sentence on the
    /// move, the legend and "show the best move" (or the review's progress, or why it failed).
    @ViewBuilder private var detail: some View {
        let palette = BoardColors.of(dark: colorScheme == .dark)
        VStack(alignment: .leading, spacing: 8) {
            let chart = ReviewChart(view)
            if chart.isShown {
                ChartWithScale(chart: chart, scale: view.chartScale, dark: colorScheme == .dark, actions: actions)
            }
            if let busy = view.busy {
                HStack(spacing: 8) {
                    ProgressView()
                    Text(verbatim: busy).font(.subheadline)
                }
            } else if let failure = view.failure {
                FailureNote(failure: failure).font(.subheadline)
            } else {
                HStack {
                    Button(view.previous.label, systemImage: "chevron.backward", action: actions.previous)
                        .disabled(!view.previous.enabled)
                    Spacer()
                    Text(verbatim: view.position).font(.subheadline.monospacedDigit())
                    Spacer()
                    Button(view.next.label, systemImage: "chevron.forward", action: actions.next)
                        .disabled(!view.next.enabled)
                }
                .buttonStyle(.bordered)
                Text(verbatim: view.caption).font(.subheadline)
                // The key to what the board shows: the move played after it, the best move before it.
                MovesLegend(
                    played: view.showingBest ? nil : view.played, best: view.showingBest ? view.best : nil,
                    palette: palette)
                if let show = view.showBest {
                    Button(
                        show.label, systemImage: view.showingBest ? "arrow.uturn.backward" : "arrow.up.forward"
                    ) { actions.showBest(!view.showingBest) }
                    .buttonStyle(.bordered)
                }
            }
            if let problem {
                Text(verbatim: problem).font(.footnote).foregroundStyle(Color(colorScheme.ink.error))
            }
        }
    }

    /// The summary per side and the move list (the start position's row first), the selected
    /// row kept in view.
    private var moveList: some View {
        ScrollViewReader { proxy in
            List {
                if !view.sides.isEmpty {
                    Section(view.summaryTitle) {
                        if let outcome = view.outcome {
                            Text(verbatim: outcome).font(.headline)
                        }
                        ForEach(view.sides, id: \.side) { line in
                            HStack(spacing: 8) {
                                SideBadge(side: line.side)
                                Text(verbatim: line.text).font(.subheadline)
                            }
                        }
                        if let decided = view.decided {
                            if let ply = view.decidedPly {
                                Button {
                                    actions.select(Int(ply))
                                } label: {
                                    Label(decided, systemImage: "flag.fill")
                                }
                            } else {
                                Text(verbatim: decided).font(.subheadline)
                            }
                        }
                        if let method = view.method {
                            Text(verbatim: method).font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                    Section {
                        // The start position (ply 0), before the first ply.
                        Button {
                            actions.select(0)
                        } label: {
                            HStack(spacing: 8) {
                                Image(systemName: "backward.end")
                                    .foregroundStyle(.secondary)
                                    .frame(minWidth: 28, alignment: .trailing)
                                    .accessibilityHidden(true)
                                Text(verbatim: view.startRow)
                                Spacer()
                            }
                        }
                        .id(0)
                        .listRowBackground(view.selectedPly == 0 ? Color.accentColor.opacity(0.15) : nil)
                        .selectedTrait(view.selectedPly == 0)
                        ForEach(view.rows, id: \.number) { row in
                            Button {
                                actions.select(Int(row.number))
                            } label: {
                                ReviewRowView(row: row, dark: colorScheme == .dark)
                            }
                            .id(Int(row.number))
                            .listRowBackground(row.selected ? Color.accentColor.opacity(0.15) : nil)
                            .accessibilityLabel(row.spoken)
                            .selectedTrait(row.selected)
                        }
                    } header: {
                        Text(verbatim: view.movesTitle)
                    } footer: {
                        // What the rows' values and marks mean, where they stand.
                        Text(verbatim: view.legend)
                    }
                }
            }
            .onChange(of: view.selectedPly) {
                proxy.scrollTo(Int(view.selectedPly), anchor: .center)
            }
        }
    }
}

extension View {
    /// VoiceOver says "selected" for the row on the board.
    @ViewBuilder
    func selectedTrait(_ selected: Bool) -> some View {
        if selected {
            accessibilityAddTraits(.isSelected)
        } else {
            self
        }
    }
}

/// The value chart under the board (``ReviewChart``: First's expected result after every
/// ply, the mistakes and blunders marked, the selected ply ringed): a tap selects the nearest
/// ply; VoiceOver reads the core's summary and the selected point's value, and a swipe up or
/// down steps to the next or previous ply.
struct ValueChart: View {
    let chart: ReviewChart
    let dark: Bool
    let actions: ReviewActions

    var body: some View {
        GeometryReader { proxy in
            let width = Double(proxy.size.width)
            Canvas { context, size in
                context.paint(chart.commands(width: Double(size.width), height: Double(size.height), dark: dark))
            }
            .contentShape(Rectangle())
            .gesture(
                SpatialTapGesture().onEnded { event in
                    if let ply = chart.ply(atX: Double(event.location.x), width: width) { actions.select(ply) }
                }
            )
        }
        .frame(height: ReviewChart.height)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(chart.spoken)
        .accessibilityValue(chart.selected?.text ?? "")
        .accessibilityAdjustableAction { direction in
            // No switch: the SDK's enum is not frozen, and no other direction is to be expected.
            if direction == .increment { actions.next() } else { actions.previous() }
        }
    }
}

/// The value chart with its scale, the core's words, all outside the plot (no word is drawn
/// over the line or its marks): First's edge words over the band, Second's under it, then the
/// first and last move under its ends — at the default text size whatever the reader's (the
/// chart's height is fixed); the axis's name is said with the chart.
struct ChartWithScale: View {
    let chart: ReviewChart
    let scale: ReviewChartScale?
    let dark: Bool

    /// An edge's words beside the band's edge (▲ First's over it, ▼ Second's under it).
    private func edgeWords(_ words: String) -> some View {
        Text(verbatim: words).font(.caption2)
            .lineLimit(1)
            .minimumScaleFactor(0.8)
            .accessibilityHidden(true)
    }
    let actions: ReviewActions

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if let scale { edgeWords(scale.top) }
            ValueChart(chart: chart, dark: dark, actions: actions)
            if let scale { edgeWords(scale.bottom) }
            if let scale {
                HStack {
                    Text(verbatim: scale.first)
                    Spacer(minLength: 8)
                    Text(verbatim: scale.last)
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            }
        }
        // The chart keeps its height at every text size, so its words keep theirs (at large
        // text the band's words covered the line, and the ends' words ran into each other);
        // VoiceOver says them with the chart.
        .dynamicTypeSize(...DynamicTypeSize.large)
    }
}

/// The legend under the board: the played move's trail and the best move's arrow, in the
/// board's own colours, with the core's words.
struct MovesLegend: View {
    let played: String?
    let best: String?
    let palette: BoardColors

    var body: some View {
        HStack(spacing: 16) {
            if let played {
                HStack(spacing: 6) {
                    // The board's tinted square of the played move, small.
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color(palette.lastMove).opacity(Double(palette.palette.tintAlpha) / 255))
                        .overlay { RoundedRectangle(cornerRadius: 4).stroke(Color(palette.lastMove), lineWidth: 1.5) }
                        .frame(width: 14, height: 14)
                    Text(verbatim: played).font(.footnote)
                }
            }
            if let best {
                HStack(spacing: 6) {
                    Image(systemName: "arrow.right").foregroundStyle(Color(palette.hint))
                    Text(verbatim: best).font(.footnote)
                }
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// One ply: its number, the side's badge, the move, the value after it, the label
/// (the core's mark and name, the shell's colour) and a flag on the deciding ply.
struct ReviewRowView: View {
    @Environment(\.colorScheme) private var colorScheme
    let row: ReviewRow
    let dark: Bool

    var body: some View {
        HStack(spacing: 8) {
            Text(verbatim: "\(row.number)").font(.footnote.monospacedDigit()).foregroundStyle(.secondary)
                .frame(minWidth: 28, alignment: .trailing)
            SideBadge(side: row.side)
            Text(verbatim: row.text).font(.body.monospaced())
            Spacer()
            Text(verbatim: row.values).font(.footnote.monospaced()).foregroundStyle(.secondary)
            Text(verbatim: row.mark + " " + row.labelName)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(Color(ReviewLabelColors.color(row.label, dark: dark)))
            if row.deciding {
                Image(systemName: "flag.fill").foregroundStyle(Color(colorScheme.ink.error))
            }
        }
    }
}
