import FolkChessCore
import FolkChessModel
import SwiftUI

/// The puzzles, the core's ``PuzzlesView`` drawn: today's puzzle in a card (heading, game and
/// difficulty, the task, whether it is solved, the button that opens it), the streak, then per
/// game a section whose rows are its difficulties (name, counts, a bar of the share solved;
/// a tap opens that list). A damaged progress file is the core's sentence at the top.
public struct PuzzlesScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    let view: PuzzlesView
    let message: String?
    let onOpenPuzzle: @MainActor (String) -> Void
    let onOpenList: @MainActor (GameKind, PuzzleDifficulty) -> Void

    /// The screen of `view`; `message` is a core error of the last action.
    public init(
        view: PuzzlesView, message: String?, onOpenPuzzle: @escaping @MainActor (String) -> Void,
        onOpenList: @escaping @MainActor (GameKind, PuzzleDifficulty) -> Void
    ) {
        self.view = view
        self.message = message
        self.onOpenPuzzle = onOpenPuzzle
        self.onOpenList = onOpenList
    }

    public var body: some View {
        List {
            if let problem = view.problem {
                Label(problem, systemImage: "exclamationmark.triangle").foregroundStyle(Color(colorScheme.ink.secondary))
            }
            if let message {
                Text(verbatim: message).foregroundStyle(Color(colorScheme.ink.error))
            }
            Section {
                DailyPuzzleCard(daily: view.daily, onOpen: onOpenPuzzle)
                Text(verbatim: view.streak).font(.subheadline).foregroundStyle(.secondary)
            }
            ForEach(view.games, id: \.game) { row in
                Section {
                    ForEach(row.difficulties, id: \.difficulty) { d in
                        Button {
                            onOpenList(row.game, d.difficulty)
                        } label: {
                            DifficultyRowView(row: d)
                        }
                        .accessibilityLabel(Text(verbatim: d.spoken))
                    }
                } header: {
                    Text(verbatim: row.name)
                } footer: {
                    Text(verbatim: row.summary)
                }
            }
        }
        .largeTitle(view.title)
    }
}

/// Today's puzzle: the heading, the game and the difficulty, the task, the status (solved in
/// green) and the button that opens it (filled while not solved).
struct DailyPuzzleCard: View {
    @Environment(\.colorScheme) private var colorScheme
    let daily: DailyPuzzleView
    let onOpen: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(verbatim: daily.heading).font(.headline)
            HStack(spacing: 8) {
                Text(verbatim: daily.gameName).font(.subheadline).foregroundStyle(.secondary)
                Text(verbatim: daily.difficultyName)
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .background { Capsule().fill(Color.accentColor.opacity(0.14)) }
            }
            Text(verbatim: daily.task).font(.body)
            HStack {
                Label(daily.status, systemImage: daily.solved ? "checkmark.circle.fill" : "circle")
                    .font(.subheadline)
                    .foregroundStyle(daily.solved ? Color(colorScheme.ink.tertiary) : Color.secondary)
                Spacer()
                if daily.solved {
                    Button(daily.open.label) { onOpen(daily.puzzleId) }
                        .buttonStyle(.bordered)
                        .disabled(!daily.open.enabled)
                } else {
                    Button {
                        onOpen(daily.puzzleId)
                    } label: {
                        OnAccent { Text(verbatim: daily.open.label) }
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!daily.open.enabled)
                }
            }
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text(verbatim: daily.spoken))
    }
}

/// A difficulty of a game: its name and counts on one line, a bar of the share solved under.
struct DifficultyRowView: View {
    let row: PuzzleDifficultyRow

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(verbatim: row.name).foregroundStyle(Color.primary)
                Spacer()
                Text(verbatim: row.counts).font(.subheadline.monospacedDigit()).foregroundStyle(.secondary)
            }
            ProgressView(value: row.progress)
        }
        .padding(.vertical, 2)
    }
}

/// The puzzles of one game and difficulty: a grid of cards in the set's order (two on a phone,
/// more where the window is wide), each the position's board, the status's mark and the number,
/// and the goal beside the piece of the side to move; a tap opens it.
public struct PuzzleListScreen: View {
    let view: PuzzleListView
    let onOpen: @MainActor (String) -> Void

    /// The grid of `view`.
    public init(view: PuzzleListView, onOpen: @escaping @MainActor (String) -> Void) {
        self.view = view
        self.onOpen = onOpen
    }

    /// The narrowest a card gets: two side by side on a 320 pt phone.
    static let cardMinimumWidth: CGFloat = 136

    public var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: Self.cardMinimumWidth), spacing: 10)], spacing: 10) {
                ForEach(view.rows, id: \.id) { row in
                    Button {
                        onOpen(row.id)
                    } label: {
                        PuzzleCard(game: view.game, row: row)
                    }
                    .buttonStyle(.plain)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(verbatim: row.spoken))
                    .accessibilityAddTraits(.isButton)
                }
            }
            .padding(.horizontal, 16)
            .padding(.bottom, 16)
        }
        .inlineTitle(view.title)
    }
}

/// A puzzle's card: its board, the status's mark and the number with the side to move's piece,
/// the goal, the status's words.
struct PuzzleCard: View {
    @Environment(\.colorScheme) private var colorScheme
    let game: GameKind
    let row: PuzzleRow

    var body: some View {
        let tint = row.status.tint(colorScheme.ink)
        VStack(alignment: .leading, spacing: 3) {
            RowThumbnail(game: game, position: row.position, width: nil, height: 104)
            HStack(spacing: 6) {
                Image(systemName: row.status.symbol).foregroundStyle(tint)
                Text(verbatim: row.title).font(.headline).lineLimit(1)
                Spacer(minLength: 4)
                SideBadge(side: row.toMove, size: 16)
            }
            Text(verbatim: row.goal).font(.subheadline)
            Text(verbatim: row.statusText).font(.footnote).foregroundStyle(tint)
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            RoundedRectangle(cornerRadius: 12).fill(Color(colorScheme.ink.surfaceContainer))
        }
        .contentShape(RoundedRectangle(cornerRadius: 12))
    }
}

extension PuzzleStatus {
    /// The symbol beside a puzzle of the list.
    var symbol: String {
        switch self {
        case .new: return "circle"
        case .solved: return "checkmark.circle.fill"
        case .hinted: return "lightbulb.circle"
        case .failed: return "xmark.circle"
        }
    }

    /// Its colour, the core's (solved teal, failed gold; the shape tells them apart too).
    func tint(_ ink: AppColors) -> Color {
        switch self {
        case .new: return .secondary
        case .solved: return Color(ink.tertiary)
        case .hinted: return Color(ink.primary)
        case .failed: return Color(ink.secondary)
        }
    }
}

/// Practice: the open exercises per game (each its title and where it came from; a tap opens
/// it), or the core's sentence on how exercises come when there is none, with the way to the
/// saved games to review one.
public struct PracticeScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    let view: PracticeView
    let message: String?
    let onOpen: @MainActor (String) -> Void
    let onSavedGames: @MainActor () -> Void

    /// The screen of `view`; `message` is a core error of the last action.
    public init(
        view: PracticeView, message: String?, onOpen: @escaping @MainActor (String) -> Void,
        onSavedGames: @escaping @MainActor () -> Void = {}
    ) {
        self.view = view
        self.message = message
        self.onOpen = onOpen
        self.onSavedGames = onSavedGames
    }

    public var body: some View {
        List {
            if let problem = view.problem {
                Label(problem, systemImage: "exclamationmark.triangle").foregroundStyle(Color(colorScheme.ink.secondary))
            }
            if let message {
                Text(verbatim: message).foregroundStyle(Color(colorScheme.ink.error))
            }
            if view.games.isEmpty {
                Text(verbatim: view.empty).foregroundStyle(.secondary)
                // The way to where exercises come from: the saved games, to review one.
                Button(action: onSavedGames) {
                    Label(view.toSavedGames, systemImage: "chart.xyaxis.line")
                }
            }
            ForEach(view.games, id: \.game) { game in
                Section {
                    ForEach(game.rows, id: \.id) { row in
                        Button {
                            onOpen(row.id)
                        } label: {
                            HStack(alignment: .top, spacing: 12) {
                                RowThumbnail(game: game.game, position: row.position)
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(verbatim: row.title).font(.headline).foregroundStyle(Color.primary)
                                    Text(verbatim: row.detail).font(.subheadline).foregroundStyle(.secondary)
                                }
                            }
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(Text(verbatim: row.spoken))
                    }
                } header: {
                    Text(verbatim: game.name)
                } footer: {
                    Text(verbatim: game.summary)
                }
            }
        }
        .largeTitle(view.title)
    }
}

/// What the trainer screen can ask for (all on the main actor).
public struct TrainerActions {
    /// A point tapped or activated.
    public var tap: @MainActor (Int) -> Void
    /// A whole move played at once (a screen reader's custom action on a piece).
    public var play: @MainActor (Int32, Int32) -> Void = { _, _ in }
    /// A quick command by ear (the board's custom actions, the magic tap).
    public var hear: @MainActor (Hear) -> Void = { _ in }
    /// A button of the row.
    public var perform: @MainActor (TrainerAction) -> Void
    /// Dismiss the table's message.
    public var dismissMessage: @MainActor () -> Void
    /// Play the sound of a ply's feedback.
    public var sound: @MainActor (FeedbackSignal) -> Void

    /// The actions.
    public init(
        tap: @escaping @MainActor (Int) -> Void, perform: @escaping @MainActor (TrainerAction) -> Void,
        dismissMessage: @escaping @MainActor () -> Void, sound: @escaping @MainActor (FeedbackSignal) -> Void
    ) {
        self.tap = tap
        self.perform = perform
        self.dismissMessage = dismissMessage
        self.sound = sound
    }
}

extension TrainerAction {
    /// The SF Symbol drawn with the action's words.
    var symbol: String {
        switch self {
        case .undo: return "arrow.uturn.backward"
        case .hint: return "lightbulb"
        case .retry: return "arrow.counterclockwise"
        case .showSolution: return "eye"
        case .next: return "arrow.forward.circle"
        case .back: return "list.bullet"
        }
    }
}

/// A puzzle or a practice exercise on the game table: the task under the title, the board
/// with its bars as the game screen draws them (``PlayerBarView``, ``BoardCanvas``), the move
/// strip (``MoveStrip``), the note (the core's feedback: a wrong move's reason, the solve, the
/// solution) and the row of the state's buttons where the thumb is (undo, hint, show
/// solution while solving; retry, back and next once done), arranged as the game screen is
/// (``BoardFirstLayout``: the board beside the rest on a phone turned or an iPad held wide).
/// Haptics and sound follow the table's feedback effects.
public struct TrainerScreen: View {
    let view: TrainerView
    let feedback: FeedbackSignal?
    let problem: String?
    let actions: TrainerActions

    /// The screen of `view`; `feedback` is the model's last feedback, `problem` a core error.
    public init(view: TrainerView, feedback: FeedbackSignal?, problem: String?, actions: TrainerActions) {
        self.view = view
        self.feedback = feedback
        self.problem = problem
        self.actions = actions
    }

    public var body: some View {
        // The task is the core's note under the board (a card with the player's piece, as
        // lichess's "Your turn") until a move is judged, not a line over the board.
        BoardFirstLayout(table: view.table, moves: view.table.moves, noteUnderBoard: true) {
            EmptyView()
        } far: { compact in
            if let bar = view.table.farBar {
                PlayerBarView(
                    bar: bar, subtitle: view.table.subtitle(of: bar, compact: compact), busy: view.table.isBusy(bar),
                    compact: compact)
            }
        } board: {
            BoardCanvas(
                board: view.table.board, onTap: actions.tap, spokenMoves: view.table.spokenMoves, onMove: actions.play,
                quickCommands: view.table.quickCommands, onHear: actions.hear
            )
        } near: { compact in
            if let bar = view.table.nearBar {
                PlayerBarView(
                    bar: bar, subtitle: view.table.subtitle(of: bar, compact: compact), busy: view.table.isBusy(bar),
                    compact: compact)
            }
        } controls: { compact in
            TrainerNoteLine(
                note: view.note, problem: problem, side: view.table.nearBar?.side, dismissLabel: view.table.dismiss,
                dismiss: actions.dismissMessage, compact: compact)
        } pinned: { compact in
            // In reach while the column above scrolls (large text).
            TrainerRow(buttons: view.buttons, perform: actions.perform, compact: compact)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility1)
        .inlineTitle(view.title)
        .sensoryFeedback(trigger: feedback?.serial) { _, _ in
            guard let feedback, feedback.haptic else { return nil }
            return feedback.sensory
        }
        .onChange(of: feedback?.serial) {
            if let feedback, feedback.sound { actions.sound(feedback) }
        }
    }
}

/// The trainer's note in a fixed three lines (the board never jumps): the table's message with
/// its dismiss button, a problem in red, an answer being checked with a spinner, the feedback (a wrong move in red with a cross, solved
/// in green with a check, the solution neutral) — and, before any of those, the task on a calm
/// card beside the player's piece (`side`).
struct TrainerNoteLine: View {
    @Environment(\.colorScheme) private var colorScheme
    /// The core's note.
    let note: TrainerNote?
    /// A problem of the model's, drawn over the note in red.
    let problem: String?
    /// The player's side, whose piece stands beside the task.
    var side: Side?
    let dismissLabel: String
    let dismiss: @MainActor () -> Void
    /// In a compact column (a short phone) the task without the piece beside it (the near
    /// player's bar right over it shows the side), its words across the card.
    var compact = false

    private var isTask: Bool { problem == nil && note?.kind == .task }

    var body: some View {
        HStack(alignment: isTask ? .center : .top, spacing: 8) {
            if problem == nil, note?.kind == .busy {
                ProgressView().controlSize(.small)
            } else if isTask, !compact, let side {
                SideBadge(side: side, size: 24).accessibilityHidden(true)
            } else if let symbol {
                Image(systemName: symbol).foregroundStyle(color).accessibilityHidden(true)
            }
            Text(verbatim: problem ?? note?.text ?? "")
                // (a task in a compact column a size smaller: a lesson's step in both languages
                // leaves the board whole on the smallest phone)
                .font(isTask ? (compact ? .footnote.weight(.semibold) : .subheadline.weight(.semibold)) : .footnote.weight(.medium))
                .foregroundStyle(color)
                // (feedback in three reserved lines; a task whole: a lesson's step in both
                // languages runs to six)
                .lineLimit(isTask ? 12 : 3, reservesSpace: !isTask)
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityAddTraits(.updatesFrequently)
            if problem != nil || note?.dismissable == true {
                Button(dismissLabel, action: dismiss).font(.footnote).buttonStyle(.borderless)
            }
        }
        .padding(isTask ? 10 : 0)
        .background {
            RoundedRectangle(cornerRadius: 10).fill(isTask ? Color.secondary.opacity(0.1) : Color.clear)
        }
    }

    private var symbol: String? {
        if problem != nil { return nil }
        switch note?.kind {
        case .wrong?: return "xmark.circle.fill"
        case .solved?: return "checkmark.circle.fill"
        case .solution?: return "eye"
        case .message?: return "info.circle"
        default: return nil
        }
    }

    private var color: Color {
        if problem != nil { return Color(colorScheme.ink.error) }
        switch note?.kind {
        case .wrong?: return Color(colorScheme.ink.error)
        case .solved?: return Color(colorScheme.ink.tertiary)
        default: return .primary
        }
    }
}

/// A button of a row where the thumb is: what it does, its symbol and words, whether it may be
/// used, whether it is the one suggested.
struct ThumbButton<Action: Hashable>: Hashable {
    let action: Action
    let symbol: String
    let label: String
    let enabled: Bool
    let prominent: Bool
}

/// A row of buttons where the thumb is, drawn like the game screen's bottom row
/// (``ThumbLabel``): the suggested one filled. The trainer's and the lesson's rows.
struct ThumbButtonRow<Action: Hashable>: View {
    let buttons: [ThumbButton<Action>]
    let perform: @MainActor (Action) -> Void
    /// In a compact column: one line's buttons (``ThumbLabel/compact``).
    var compact = false

    var body: some View {
        // each language on its own line where the words fit so, else one language (compact)
        if compact {
            row(compact: true)
        } else {
            ViewThatFits(in: .horizontal) {
                row(compact: false)
                row(compact: true)
            }
        }
    }

    private func row(compact: Bool) -> some View {
        HStack(spacing: 8) {
            ForEach(buttons, id: \.action) { button in
                if button.prominent {
                    Button {
                        perform(button.action)
                    } label: {
                        OnAccent { ThumbLabel(symbol: button.symbol, label: button.label, compact: compact) }
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!button.enabled)
                } else {
                    Button {
                        perform(button.action)
                    } label: {
                        ThumbLabel(symbol: button.symbol, label: button.label, compact: compact)
                    }
                    .buttonStyle(.bordered)
                    .disabled(!button.enabled)
                }
            }
            .accessibilityShowsLargeContentViewer()
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// The trainer's buttons where the thumb is: the next puzzle filled.
struct TrainerRow: View {
    let buttons: [TrainerButton]
    let perform: @MainActor (TrainerAction) -> Void
    var compact = false

    var body: some View {
        ThumbButtonRow(
            buttons: buttons.map {
                ThumbButton(
                    action: $0.action, symbol: $0.action.symbol, label: $0.label, enabled: $0.enabled,
                    prominent: $0.prominent)
            },
            perform: perform, compact: compact)
    }
}

/// A row's small picture of its position (a puzzle's, an exercise's), made by the core for the
/// rows on screen only (``thumbnailBoard(game:position:)``); nothing where the text is not a
/// position. A row's is a 56 pt square; a puzzle card's (`width` nil) spans the card.
struct RowThumbnail: View {
    let game: GameKind
    let position: String
    var width: CGFloat? = 56
    var height: CGFloat = 56

    var body: some View {
        Group {
            if let board = try? thumbnailBoard(game: game, position: position) {
                BoardCanvas(board: board, compact: true)
            }
        }
        .frame(maxWidth: width ?? .infinity)
        .frame(width: width, height: height)
        .accessibilityHidden(true)
    }
}
