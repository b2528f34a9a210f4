import FolkChessCore
import FolkChessModel
import SwiftUI

/// What the game screen can ask for. Every action runs on the main actor (SwiftUI's button
/// actions and binding setters are `@MainActor` / `@Sendable` closures).
public struct GameActions {
    /// A point tapped or activated.
    public var tap: @MainActor (Int) -> Void
    /// A whole move played at once (a screen reader's custom action on a piece).
    public var play: @MainActor (Int32, Int32) -> Void = { _, _ in }
    /// A quick command by ear (the board's custom actions, the magic tap): hear the position,
    /// the last move or the clock.
    public var hear: @MainActor (Hear) -> Void = { _ in }
    /// Undo, redo, hint, restart (also the result's rematch).
    public var undo: @MainActor () -> Void, redo: @MainActor () -> Void, hint: @MainActor () -> Void,
        restart: @MainActor () -> Void
    /// Another level for the computer.
    public var setLevel: @MainActor (Level) -> Void
    /// The rules of this game.
    public var rules: @MainActor () -> Void
    /// The review of this game (once it is over).
    public var review: @MainActor () -> Void
    /// The new-game form of this game (the result's "new game").
    public var newGame: @MainActor () -> Void
    /// Save under saved games and go home.
    public var saveAndLeave: @MainActor () -> Void
    /// Dismiss the message (or the problem shown in its place).
    public var dismissMessage: @MainActor () -> Void
    /// Resign, offer a draw (the table asks the question, or the computer judges the offer).
    public var resign: @MainActor () -> Void, offerDraw: @MainActor () -> Void
    /// The answer to the view's question: yes (its `yes` button) or no.
    public var answer: @MainActor (Bool) -> Void
    /// Play the sound of a ply's feedback.
    public var sound: @MainActor (FeedbackSignal) -> Void
    /// Share the finished game (the result's button): its text with the final position.
    public var share: @MainActor () -> Void

    /// The actions.
    public init(
        tap: @escaping @MainActor (Int) -> Void, undo: @escaping @MainActor () -> Void,
        redo: @escaping @MainActor () -> Void, hint: @escaping @MainActor () -> Void,
        restart: @escaping @MainActor () -> Void, setLevel: @escaping @MainActor (Level) -> Void,
        rules: @escaping @MainActor () -> Void, review: @escaping @MainActor () -> Void,
        newGame: @escaping @MainActor () -> Void, saveAndLeave: @escaping @MainActor () -> Void,
        dismissMessage: @escaping @MainActor () -> Void, resign: @escaping @MainActor () -> Void,
        offerDraw: @escaping @MainActor () -> Void, answer: @escaping @MainActor (Bool) -> Void,
        sound: @escaping @MainActor (FeedbackSignal) -> Void, share: @escaping @MainActor () -> Void
    ) {
        self.tap = tap
        self.undo = undo
        self.redo = redo
        self.hint = hint
        self.restart = restart
        self.setLevel = setLevel
        self.rules = rules
        self.review = review
        self.newGame = newGame
        self.saveAndLeave = saveAndLeave
        self.dismissMessage = dismissMessage
        self.resign = resign
        self.offerDraw = offerDraw
        self.answer = answer
        self.sound = sound
        self.share = share
    }

    /// Does what a button of the screen stands for.
    @MainActor func perform(_ action: TableAction) {
        switch action {
        case .undo: undo()
        case .redo: redo()
        case .hint: hint()
        case .restart, .rematch: restart()
        case .resign: resign()
        case .offerDraw: offerDraw()
        case .saveAndLeave: saveAndLeave()
        case .rules: rules()
        case .review: review()
        case .newGame: newGame()
        }
    }
}

extension TableAction {
    /// The SF Symbol drawn with the action's words.
    var symbol: String {
        switch self {
        case .undo: return "arrow.uturn.backward"
        case .redo: return "arrow.uturn.forward"
        case .hint: return "lightbulb"
        case .restart, .rematch: return "arrow.counterclockwise"
        case .resign: return "flag"
        case .offerDraw: return "equal.circle"
        case .saveAndLeave: return "tray.and.arrow.down"
        case .rules: return "book"
        case .review: return "list.bullet.clipboard"
        case .newGame: return "plus.circle"
        }
    }
}

/// The game screen, built around the board, as large as the screen allows: a slim bar at each
/// edge for its player (the far player's at the top, turned towards them in pass-and-play;
/// side, name, a search's words and spinner, pieces taken, the turn's clock), the table's
/// question next to the player who answers it, a move strip that scrolls sideways under the
/// board, one note (a message with its dismiss button, a problem, the verdict, or the status),
/// and where the thumb is undo, hint, offer a draw and resign — once the game is over, the
/// result's review, rematch and new game. The level, redo, restart, save and leave and the
/// rules sit in the overflow menu of the navigation bar, whose title is one line. At the end
/// the result (the core's headline and reason; review, rematch, new game) is a compact panel
/// in the place of the strip, the note and the row, so that the final position stays in full
/// view. Everything it does goes to `actions`; haptics
/// and sound follow the table's feedback effects. Which bar goes where, the bars' second
/// lines, the buttons of the row and of the menu and the note are ``TableView``'s (model)
/// choices, every word the core's.
///
/// The question (confirm a resignation, a draw offered by the other player or by the
/// computer) is a panel on the screen, not an alert: in pass-and-play the player who answers
/// may sit across the table, and the panel turns towards them, next to their bar (an alert
/// cannot turn); the computer's offer leaves the board free (playing on declines it, the core
/// decides); and every question looks and reads the same. While it is up it takes the place of
/// the strip, the note and the row (the near player's question where the thumb is, about as
/// tall, so the board keeps its size).
///
/// A phone turned or an iPad held wide puts the board beside the rest where the core says so
/// (``TableView/arrangement(width:height:)``): the board as tall as the screen, the far
/// player's bar at the top of the panel beside it and the near player's, the moves and the row
/// at its bottom. Between two players the moves are at both edges, the far copy turned.
public struct GameScreen: View {
    let view: TableView
    let feedback: FeedbackSignal?
    let problem: String?
    /// The core's "Share" (the result's share button).
    let shareLabel: String
    let actions: GameActions

    /// The screen of `view`; `feedback` is the model's last feedback, `problem` a core error,
    /// `shareLabel` the core's "Share".
    public init(
        view: TableView, feedback: FeedbackSignal?, problem: String?, shareLabel: String, actions: GameActions
    ) {
        self.view = view
        self.feedback = feedback
        self.problem = problem
        self.shareLabel = shareLabel
        self.actions = actions
    }

    public var body: some View {
        // the moves while no question is up; once the game is over, only as a list where the
        // result leaves room for one (a wide board), beside the board or under it
        // While the game goes on, its note right under the board (a question and the result
        // stay where the thumb is).
        BoardFirstLayout(
            table: view, moves: view.question == nil ? view.moves : nil, strip: view.result == nil,
            noteUnderBoard: view.result == nil && view.question?.rotated != false
        ) {
            EmptyView()
        } far: { compact in
            farEdge(compact: compact)
        } board: {
            BoardCanvas(
                board: view.board, onTap: actions.tap, spokenMoves: view.spokenMoves, onMove: actions.play,
                quickCommands: view.quickCommands, onHear: actions.hear
            )
        } near: { compact in
            if let bar = view.nearBar {
                PlayerBarView(
                    bar: bar, subtitle: view.subtitle(of: bar, compact: compact), busy: view.isBusy(bar),
                    compact: compact)
            }
        } controls: { compact in
            controls(compact: compact)
        } pinned: { compact in
            // The row where the thumb is, in reach while the column above scrolls (large text).
            if view.question == nil && view.result == nil {
                ThumbRow(buttons: view.barActions, actions: actions, compact: compact)
            }
        }
        // The text grows up to the first accessibility size and no further, so that the board
        // keeps room on the smallest phone; the bottom row's buttons show their words large on
        // a long press.
        .dynamicTypeSize(...DynamicTypeSize.accessibility1)
        .inlineTitle(view.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                GameMenu(label: view.more, level: view.level, buttons: view.menuActions, actions: actions)
            }
        }
        .sensoryFeedback(trigger: feedback?.serial) { _, _ in
            guard let feedback, feedback.haptic else { return nil }
            return feedback.sensory
        }
        .onChange(of: feedback?.serial) {
            if let feedback, feedback.sound { actions.sound(feedback) }
        }
    }

    /// The far player's edge, from the outside in: between two players their own row and the
    /// moves (not in a `compact` column), turned like their bar (VoiceOver reads the near
    /// strip); their bar; their question.
    @ViewBuilder private func farEdge(compact: Bool) -> some View {
        if !view.farActions.isEmpty {
            ThumbRow(buttons: view.farActions, actions: actions, compact: compact)
                .rotationEffect(.degrees(view.farActionsTurned ? 180 : 0))
        }
        if view.moves.atFarEdge, !compact {
            MoveStrip(moves: view.moves)
                .rotationEffect(.degrees(view.farActionsTurned ? 180 : 0))
                .accessibilityHidden(true)
        }
        if let bar = view.farBar {
            PlayerBarView(
                bar: bar, subtitle: view.subtitle(of: bar, compact: compact), busy: view.isBusy(bar), compact: compact)
        }
        if let question = view.question, question.rotated {
            QuestionPanel(question: question, answer: actions.answer)
        }
    }

    /// Under the near player's bar and the moves (``BoardFirstLayout``): the note (the row where
    /// the thumb is follows it, pinned) — or a question, or once the game is over its result, in their place
    /// while it is up (about as tall: the board keeps its size and the final position stays in
    /// full view); the far player's question is by their bar. In a `compact` column the note's
    /// two lines show the moves' strip while the note is the status line
    /// (``TableView/compactSlotShowsStrip``).
    @ViewBuilder private func controls(compact: Bool) -> some View {
        if let question = view.question {
            if !question.rotated {
                QuestionPanel(question: question, answer: actions.answer)
            }
        } else if let result = view.result {
            ResultPanel(result: result, buttons: view.barActions, problem: problem, shareLabel: shareLabel, actions: actions)
        } else if compact, problem == nil, view.compactSlotShowsStrip {
            NoteLine(note: view.note, problem: nil, dismissLabel: view.dismiss, dismiss: {})
                .hidden()
                .overlay { MoveStrip(moves: view.moves) }
        } else {
            NoteLine(note: view.note, problem: problem, dismissLabel: view.dismiss, dismiss: actions.dismissMessage)
        }
    }
}

/// A player's slim bar at their edge of the board: the side's badge, the name on one line
/// (the side's name or a search's words under it, with a spinner), the pieces taken (a count
/// next to the taken side's shape) and the turn's clock on the bar of the player to move,
/// outlined then; turned for the far player in pass-and-play. VoiceOver reads the core's
/// sentence of the bar. In a `compact` column (a short phone) the bar is the name alone, 36 pt
/// tall (it is no button; ``TableView/subtitle(of:compact:)`` gives no line under the name).
struct PlayerBarView: View {
    let bar: PlayerBar
    let subtitle: String?
    let busy: Bool
    var compact = false

    var body: some View {
        HStack(spacing: 10) {
            SideBadge(side: bar.side, size: 20)
            VStack(alignment: .leading, spacing: 1) {
                // (in a compact column, where no line follows, a name in both languages may take
                // two: the core keeps each language whole, so they part between the two)
                Text(verbatim: bar.name)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(compact ? 2 : 1)
                if let subtitle {
                    Text(verbatim: subtitle)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if busy {
                ProgressView().controlSize(.small)
            }
            if let captured = bar.captured {
                HStack(spacing: 3) {
                    SideBadge(side: bar.opponent, size: 12)
                    Text(verbatim: "\(captured)").font(.subheadline.monospacedDigit().weight(.semibold))
                }
            }
            if let clock = bar.clock {
                CountdownClock(timer: clock)
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .frame(minHeight: compact ? 36 : 44)
        // The bar's words grow up to xLarge: at accessibility sizes two bars as tall as the
        // board's third left the player's own bar cut under the pinned row on a 568 pt phone.
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .background {
            RoundedRectangle(cornerRadius: 10)
                .fill(bar.awaited ? Color.accentColor.opacity(0.14) : Color.secondary.opacity(0.08))
        }
        .overlay {
            RoundedRectangle(cornerRadius: 10).stroke(bar.awaited ? Color.accentColor : Color.clear, lineWidth: 1.5)
        }
        .rotationEffect(.degrees(bar.rotated ? 180 : 0))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(bar.spoken)
        .accessibilityValue(bar.busy ?? "")
        .accessibilityAddTraits(.updatesFrequently)
    }
}

/// The moves so far in one row that scrolls sideways, the last one in view (and tinted);
/// before the first, the core's "no moves yet".
struct MoveStrip: View {
    let moves: MoveListView

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 6) {
                    if moves.rows.isEmpty {
                        Text(verbatim: moves.emptyText).font(.footnote).foregroundStyle(.secondary)
                            .padding(.vertical, 5)
                    }
                    ForEach(moves.rows, id: \.number) { row in
                        MoveChip(row: row, last: row.number == moves.rows.last?.number)
                            .id(row.number)
                    }
                }
            }
            .scrollIndicators(.hidden)
            .onChange(of: moves.rows.count, initial: true) {
                if let last = moves.rows.last { proxy.scrollTo(last.number, anchor: .trailing) }
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(moves.title)
    }
}

/// One ply of the strip: its number, the side's badge, the ply in notation. `filled`: as wide as
/// its cell of ``MoveGrid``, so that the grid reads as a table, not as chips with gaps between.
struct MoveChip: View {
    let row: MoveRow
    let last: Bool
    var filled = false

    var body: some View {
        HStack(spacing: 4) {
            Text(verbatim: "\(row.number)").font(.caption2.monospacedDigit()).foregroundStyle(.secondary)
            SideBadge(side: row.side, size: 11)
            Text(verbatim: row.text).font(.footnote.monospaced()).lineLimit(1)
        }
        .frame(maxWidth: filled ? .infinity : nil, alignment: .leading)
        .padding(.horizontal, 8)
        .padding(.vertical, 5)
        .background { Capsule().fill(last ? Color.accentColor.opacity(0.16) : Color.secondary.opacity(0.1)) }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.spoken)
        .accessibilityIdentifier("move-\(row.number)")
    }
}

/// The one note under the strip, in a fixed two lines (so the board never jumps): the core's
/// note (news, often good, so not in an error's red, with the core's dismiss button; a refusal;
/// how the game ended; the verdict; the status line), or the core's problem in red with its
/// dismiss button.
struct NoteLine: View {
    @Environment(\.colorScheme) private var colorScheme
    let note: TableNote
    let problem: String?
    let dismissLabel: String
    let dismiss: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 8) {
            if problem == nil, note.kind == .news || note.kind == .refusal {
                Image(systemName: "info.circle").foregroundStyle(Color.accentColor).accessibilityHidden(true)
            }
            Text(verbatim: problem ?? note.text)
                .font(.footnote.weight(weight))
                .foregroundStyle(color)
                // two lines reserved, four at most: a hint in both languages at large text (its
                // English had been cut at "Drawn with…")
                .lineLimit(2...4)
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityAddTraits(.updatesFrequently)
            if problem != nil || note.dismissable {
                Button(dismissLabel, action: dismiss).font(.footnote).buttonStyle(.borderless)
            }
        }
    }

    private var color: Color {
        if problem != nil { return Color(colorScheme.ink.error) }
        switch note.kind {
        case .news, .refusal, .outcome: return .primary
        case .verdict: return Color(colorScheme.ink.tertiary)
        case .status: return .secondary
        }
    }

    private var weight: Font.Weight {
        if problem != nil { return .regular }
        switch note.kind {
        case .verdict: return .medium
        case .outcome: return .semibold
        default: return .regular
        }
    }
}

/// The bottom row, where the thumb is: the buttons side by side, each its symbol over its
/// words (at most two lines, shrunk a little before they are cut), all as tall as the
/// tallest; the suggested one filled, resigning in red.
struct ThumbRow: View {
    let buttons: [PlacedAction]
    let actions: GameActions
    /// In a compact column (a short phone): each button its icon beside one language's words
    /// (``ButtonWords/compact(_:)``), one line tall.
    var compact = false

    var body: some View {
        // Each button as wide as its words on one line where the row holds them all so ("Offer
        // draw" beside "Undo"); else buttons of one width, their words on two lines.
        if compact {
            row(oneLine: false, compact: true)
        } else {
            // else each language on its own line; else (a language's words too wide for their
            // button) the compact form's one language
            ViewThatFits(in: .horizontal) {
                row(oneLine: true)
                row(oneLine: false)
                row(oneLine: false, compact: true)
            }
        }
    }

    private func row(oneLine: Bool, compact: Bool = false) -> some View {
        HStack(spacing: 8) {
            ForEach(buttons, id: \.action) { button in
                if button.style == .prominent {
                    Button {
                        actions.perform(button.action)
                    } label: {
                        OnAccent { label(button, oneLine: oneLine, compact: compact) }
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!button.enabled)
                } else {
                    Button(role: button.style == .destructive ? .destructive : nil) {
                        actions.perform(button.action)
                    } label: {
                        label(button, oneLine: oneLine, compact: compact)
                    }
                    .buttonStyle(.bordered)
                    .disabled(!button.enabled)
                }
            }
            .accessibilityShowsLargeContentViewer()
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private func label(_ button: PlacedAction, oneLine: Bool, compact: Bool) -> some View {
        ThumbLabel(symbol: button.action.symbol, label: button.label, oneLine: oneLine, compact: compact)
    }
}

/// A bottom-row button's face: the symbol over the core's words (two lines at most — three
/// where the core's words have two, the Chinese over the English — shrunk to ¾ before they
/// are cut; or on one line at their own width, `oneLine`), as wide as the row gives it. The trainer's row uses it too.
struct ThumbLabel: View {
    let symbol: String
    let label: String
    var oneLine: Bool = false
    /// In a compact column: the icon beside the first language's words, one line (under it
    /// where they do not fit beside it: large text); VoiceOver reads every language's words.
    var compact: Bool = false

    var body: some View {
        if compact {
            // beside the icon where the words fit so, else under it (large text)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 4) {
                    Image(systemName: symbol).font(.body)
                    Text(verbatim: ButtonWords.compact(label)).font(.caption).lineLimit(1).fixedSize()
                }
                .frame(maxWidth: .infinity, minHeight: 32)
                VStack(spacing: 3) {
                    Image(systemName: symbol).font(.body)
                    Text(verbatim: ButtonWords.compact(label)).font(.caption).lineLimit(1).minimumScaleFactor(0.75)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 2)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(ButtonWords.oneLine(label))
        } else {
            stacked
        }
    }

    private var stacked: some View {
        VStack(spacing: 3) {
            Image(systemName: symbol).font(.body).accessibilityHidden(true)
            if oneLine {
                // the core's two lines (in both languages, the Chinese over the English) on
                // one, at its own width
                Text(verbatim: ButtonWords.oneLine(label))
                    .font(.caption)
                    .lineLimit(1)
                    .fixedSize(horizontal: true, vertical: false)
            } else if label.contains("\n") {
                // each language whole on its line (the Chinese over the English): where one
                // does not fit, the row takes its compact form (one language) instead — never
                // "Offer / draw" under its Chinese
                VStack(spacing: 0) {
                    ForEach(label.split(separator: "\n").map(String.init), id: \.self) { line in
                        Text(verbatim: line).font(.caption).lineLimit(1).fixedSize(horizontal: true, vertical: false)
                    }
                }
            } else {
                Text(verbatim: label)
                    .font(.caption)
                    .lineLimit(2)
                    .multilineTextAlignment(.center)
                    .minimumScaleFactor(0.75)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .padding(.vertical, 2)
    }
}

/// The overflow menu of the navigation bar: the computer's level (a picker with the level
/// now), then redo, restart, save and leave and the rules, as the view enables them.
struct GameMenu: View {
    /// What VoiceOver says of the menu (the core's "More actions").
    let label: String
    let level: LevelPicker?
    let buttons: [PlacedAction]
    let actions: GameActions

    var body: some View {
        Menu {
            if let level {
                Section {
                    Picker(level.label, selection: Binding(get: { level.current }, set: actions.setLevel)) {
                        ForEach(level.options, id: \.level) { option in
                            Text(verbatim: option.name).tag(option.level)
                        }
                    }
                    .pickerStyle(.menu)
                    .disabled(!level.enabled)
                }
            }
            Section {
                ForEach(buttons, id: \.action) { button in
                    Button(button.label, systemImage: button.action.symbol) { actions.perform(button.action) }
                        .disabled(!button.enabled)
                }
            }
        } label: {
            Image(systemName: "ellipsis.circle")
                .accessibilityLabel(Text(verbatim: label))
        }
    }
}

/// The end of the game, in the place of the strip, the note and the row (about as tall, so
/// the board keeps its size and the final position stays in full view): the winner's badge
/// (a draw's sign) and the core's headline ("You won", "Draw") on one line, its reason in one
/// sentence (a problem the model met, in red, after it), then review (filled), rematch and new
/// game; a share button at the headline's end.
struct ResultPanel: View {
    @Environment(\.colorScheme) private var colorScheme
    let result: ResultView
    /// The result's actions, as the core places them in the bottom row.
    let buttons: [PlacedAction]
    let problem: String?
    let shareLabel: String
    let actions: GameActions
    /// VoiceOver's focus, moved to the headline when the result appears.
    @AccessibilityFocusState private var headlineFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 10) {
                if let winner = result.mark {
                    SideBadge(side: winner, size: 22)
                } else {
                    Image(systemName: "equal.circle").font(.title3).accessibilityHidden(true)
                }
                Text(verbatim: result.headline)
                    .font(.title3.bold())
                    .lineLimit(1)
                    .minimumScaleFactor(0.75)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.isHeader)
                    // VoiceOver reads on from the result (the core's announcement says it once).
                    .accessibilityFocused($headlineFocused)
                    .onChange(of: result.headline, initial: true) { headlineFocused = true }
                // Share the game: its text and the final position (the model's sheet).
                Button(action: actions.share) {
                    Image(systemName: "square.and.arrow.up")
                        .accessibilityLabel(Text(verbatim: shareLabel))
                }
                .buttonStyle(.bordered)
            }
            Text(verbatim: result.reason)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .lineLimit(2)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let problem {
                Text(verbatim: problem).font(.footnote).foregroundStyle(Color(colorScheme.ink.error)).lineLimit(2)
            }
            ThumbRow(buttons: buttons, actions: actions)
        }
        .padding(10)
        .background { RoundedRectangle(cornerRadius: 12).fill(Color.accentColor.opacity(0.08)) }
        .accessibilityElement(children: .contain)
    }
}

/// The table's question (confirm a resignation, accept a draw) with its two answers, the
/// core's words; turned upside down when the player who answers sits across the table.
/// "No" leads and "yes" trails, as in iOS's own alerts; a "yes" that ends the game against
/// the one who answers (``QuestionView/destructive``: resigning) is red.
struct QuestionPanel: View {
    @Environment(\.colorScheme) private var colorScheme
    let question: QuestionView
    let answer: @MainActor (Bool) -> Void
    /// VoiceOver's focus, moved to the question when it is asked.
    @AccessibilityFocusState private var questionFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(verbatim: question.text)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                // VoiceOver reads on from the question, then its answers.
                .accessibilityFocused($questionFocused)
                .onChange(of: question.text, initial: true) { questionFocused = true }
            HStack(spacing: 8) {
                Button {
                    answer(false)
                } label: {
                    Text(verbatim: question.no).frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.bordered)
                // Filled red (destructive) when "yes" ends the game against the one who answers
                // (resigning), in white as iOS writes on its red; a draw offered is answered
                // between two equal buttons, nudging neither way.
                if question.destructive {
                    Button(role: .destructive) {
                        answer(true)
                    } label: {
                        Text(verbatim: question.yes).frame(maxWidth: .infinity, minHeight: 44)
                            .foregroundStyle(Color(colorScheme.ink.onError))
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(Color(colorScheme.ink.error))
                } else {
                    Button {
                        answer(true)
                    } label: {
                        Text(verbatim: question.yes).frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .buttonStyle(.bordered)
                }
            }
        }
        .padding(12)
        .background { RoundedRectangle(cornerRadius: 12).fill(Color.accentColor.opacity(0.12)) }
        .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.accentColor, lineWidth: 2) }
        .rotationEffect(.degrees(question.rotated ? 180 : 0))
        .accessibilityElement(children: .contain)
    }
}

/// The label of a filled (`.borderedProminent`) button, in ``AppInk/onAccent(dark:)``:
/// SwiftUI writes it in white, which the dark scheme's light accent would not carry.
struct OnAccent<Content: View>: View {
    @Environment(\.colorScheme) private var colorScheme
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content.foregroundStyle(Color(AppInk.onAccent(dark: colorScheme == .dark)))
    }
}

/// A small piece-shaped badge of a side: a disc for First, a square for Second.
struct SideBadge: View {
    let side: Side
    var size: CGFloat = 22
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = BoardColors.of(dark: colorScheme == .dark)
        Group {
            if side == .first {
                Circle().fill(Color(palette.first)).overlay { Circle().stroke(Color(palette.firstRim), lineWidth: 2) }
            } else {
                RoundedRectangle(cornerRadius: size * 0.23).fill(Color(palette.second))
                    .overlay {
                        RoundedRectangle(cornerRadius: size * 0.23).stroke(Color(palette.secondRim), lineWidth: 2)
                    }
            }
        }
        .frame(width: size, height: size)
        .accessibilityHidden(true)
    }
}

/// The turn countdown as a chess clock: the core's time left ("0:30") in bold digits in a box,
/// a bar along its foot that empties with the turn; red when the time runs low.
struct CountdownClock: View {
    @Environment(\.colorScheme) private var colorScheme
    let timer: TimerView

    var body: some View {
        let ink = colorScheme.ink
        let accent = timer.low ? Color(ink.error) : Color.accentColor
        Text(verbatim: timer.text)
            .font(.headline.monospacedDigit())
            .foregroundStyle(timer.low ? Color(ink.error) : Color.primary)
            .padding(.horizontal, 10)
            .padding(.top, 4)
            .padding(.bottom, 7)
            .overlay(alignment: .bottomLeading) {
                GeometryReader { box in
                    Rectangle().fill(accent)
                        .frame(width: box.size.width * Double(timer.permille) / 1000, height: 3)
                        .frame(maxHeight: .infinity, alignment: .bottom)
                }
            }
            .background { RoundedRectangle(cornerRadius: 8).fill(Color(ink.surface)) }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .overlay { RoundedRectangle(cornerRadius: 8).stroke(Color.secondary.opacity(0.5), lineWidth: 1) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(timer.spoken)
    }
}

extension FeedbackSignal {
    /// iOS's haptic for it (the game, puzzle and lesson screens): a light tap for your move, a
    /// softer one for the opponent's, a heavy one for a capture; the system's error, warning
    /// and success patterns for a refusal, low time and the end.
    var sensory: SensoryFeedback {
        switch kind {
        case .ply: return .impact(weight: .light)
        case .opponentPly: return .impact(weight: .medium, intensity: 0.6)
        case .capture: return .impact(weight: .heavy)
        case .refused: return .error
        case .lowTime: return .warning
        case .win: return .success
        case .loss: return .error
        case .draw: return .warning
        }
    }
}
