import FolkChessCore
import FolkChessModel
import SwiftUI

/// What the review screen can ask for (all on the main actor).
public struct ReviewActions {
    /// Show the board after a ply (0: the start position).
    public var select: @MainActor (Int) -> Void
    /// One ply back, one ply on.
    public var previous: @MainActor () -> Void, next: @MainActor () -> Void

    /// The actions.
    public init(
        select: @escaping @MainActor (Int) -> Void, previous: @escaping @MainActor () -> Void,
        next: @escaping @MainActor () -> Void
    ) {
        self.select = select
        self.previous = previous
        self.next = next
    }
}

/// The review of a game: the board after the chosen ply with the played move (the last-move
/// trail) and the best move (the hint's arrow), previous / next, the core's sentence on the
/// ply, then the summary per side and the move list with labels. A function of its state;
/// everything it does goes to `actions`.
public struct ReviewScreen: View {
    let state: ReviewScreenState
    let strings: AppStrings
    let actions: ReviewActions

    @Environment(\.colorScheme) private var colorScheme

    /// The screen of `state`.
    public init(state: ReviewScreenState, strings: AppStrings, actions: ReviewActions) {
        self.state = state
        self.strings = strings
        self.actions = actions
    }

    public var body: some View {
        let palette = BoardPalette.of(dark: colorScheme == .dark)
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 8) {
                BoardView(scene: state.scene, strings: strings, readPoints: true)
                    .frame(maxHeight: 340)
                if let busy = state.busy {
                    HStack(spacing: 8) {
                        ProgressView()
                        Text(busy).font(.subheadline)
                    }
                } else if let failure = state.failure {
                    Text(failure).font(.subheadline).foregroundStyle(.red)
                } else {
                    HStack {
                        Button(strings.previousPly, systemImage: "chevron.backward", action: actions.previous)
                            .disabled(!state.canPrevious)
                        Spacer()
                        Text(state.position).font(.subheadline.monospacedDigit())
                        Spacer()
                        Button(strings.nextPly, systemImage: "chevron.forward", action: actions.next)
                            .disabled(!state.canNext)
                    }
                    .buttonStyle(.bordered)
                    Text(state.caption).font(.subheadline)
                    MovesLegend(played: state.played, best: state.best, palette: palette)
                }
            }
            .padding(.horizontal, 12)
            ScrollViewReader { proxy in
                List {
                    if !state.sides.isEmpty {
                        Section(strings.summary) {
                            if let outcome = state.outcome {
                                Text(outcome).font(.headline)
                            }
                            ForEach(state.sides, id: \.side) { line in
                                HStack(spacing: 8) {
                                    SideBadge(side: line.side)
                                    Text(line.text).font(.subheadline)
                                }
                            }
                            if let decided = state.decided {
                                if let ply = state.decidedPly {
                                    Button {
                                        actions.select(ply)
                                    } label: {
                                        Label(decided, systemImage: "flag.fill")
                                    }
                                } else {
                                    Text(decided).font(.subheadline)
                                }
                            }
                            if let method = state.method {
                                Text(method).font(.footnote).foregroundStyle(.secondary)
                            }
                        }
                        Section(strings.moves) {
                            Button(strings.startPosition) { actions.select(0) }
                                .id(0)
                                .listRowBackground(state.selectedPly == 0 ? Color.accentColor.opacity(0.15) : nil)
                                .selectedTrait(state.selectedPly == 0)
                            ForEach(state.rows) { row in
                                Button {
                                    actions.select(row.number)
                                } label: {
                                    ReviewRowView(row: row, dark: colorScheme == .dark)
                                }
                                .id(row.number)
                                .listRowBackground(row.isSelected ? Color.accentColor.opacity(0.15) : nil)
                                .accessibilityLabel(row.spoken)
                                .selectedTrait(row.isSelected)
                            }
                        }
                    }
                }
                .onChange(of: state.selectedPly) {
                    proxy.scrollTo(state.selectedPly, anchor: .center)
                }
            }
        }
        .navigationTitle(state.title)
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

/// The legend under the board: the played move's trail and the best move's arrow, in the
/// board's own colours.
struct MovesLegend: View {
    let played: String?
    let best: String?
    let palette: BoardPalette

    var body: some View {
        HStack(spacing: 16) {
            if let played {
                HStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 3).fill(Color(palette.lastMove).opacity(0.6))
                        .frame(width: 22, height: 6)
                    Text(played).font(.footnote)
                }
            }
            if let best {
                HStack(spacing: 6) {
                    Image(systemName: "arrow.right").foregroundStyle(Color(palette.hint))
                    Text(best).font(.footnote)
                }
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// One ply: its number, the side's badge, the move, the values before → after, the label
/// (mark, name, colour) and a flag on the deciding ply.
struct ReviewRowView: View {
    let row: ReviewRow
    let dark: Bool

    var body: some View {
        HStack(spacing: 8) {
            Text(verbatim: "\(row.number)").font(.footnote.monospacedDigit()).foregroundStyle(.secondary)
                .frame(minWidth: 28, alignment: .trailing)
            SideBadge(side: row.side)
            Text(row.move).font(.body.monospaced())
            Spacer()
            Text(row.values).font(.footnote.monospaced()).foregroundStyle(.secondary)
            Text(verbatim: "\(ReviewLabelStyle.mark(row.label)) \(row.labelName)")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(Color(ReviewLabelStyle.color(row.label, dark: dark)))
            if row.isDeciding {
                Image(systemName: "flag.fill").foregroundStyle(.red)
            }
        }
    }
}
