import FolkChessCore
import FolkChessModel
import SwiftUI

/// What the game screen can ask for. Every action runs on the main actor (SwiftUI's button
/// actions and binding setters are `@MainActor` / `@Sendable` closures).
public struct GameActions {
    /// A point tapped or activated.
    public var tap: @MainActor (Int) -> Void
    /// Undo, redo, hint, restart.
    public var undo: @MainActor () -> Void, redo: @MainActor () -> Void, hint: @MainActor () -> Void,
        restart: @MainActor () -> Void
    /// Another level for the computer.
    public var setLevel: @MainActor (Level) -> Void
    /// The rules of this game.
    public var rules: @MainActor () -> Void
    /// The review of this game (once it is over).
    public var review: @MainActor () -> Void
    /// Save under saved games and go home.
    public var saveAndLeave: @MainActor () -> Void
    /// Dismiss the message.
    public var dismissMessage: @MainActor () -> Void
    /// Resign, offer a draw (the table asks the question, or the computer judges the offer).
    public var resign: @MainActor () -> Void, offerDraw: @MainActor () -> Void
    /// The answer to the view's question: yes (its `yes` button) or no.
    public var answer: @MainActor (Bool) -> Void
    /// Play the sound of a ply's feedback.
    public var sound: @MainActor (FeedbackSignal) -> Void

    /// The actions.
    public init(
        tap: @escaping @MainActor (Int) -> Void, undo: @escaping @MainActor () -> Void,
        redo: @escaping @MainActor () -> Void, hint: @escaping @MainActor () -> Void,
        restart: @escaping @MainActor () -> Void, setLevel: @escaping @MainActor (Level) -> Void,
        rules: @escaping @MainActor () -> Void, review: @escaping @MainActor () -> Void,
        saveAndLeave: @escaping @MainActor () -> Void, dismissMessage: @escaping @MainActor () -> Void,
        resign: @escaping @MainActor () -> Void, offerDraw: @escaping @MainActor () -> Void,
        answer: @escaping @MainActor (Bool) -> Void, sound: @escaping @MainActor (FeedbackSignal) -> Void
    ) {
        self.tap = tap
        self.undo = undo
        self.redo = redo
        self.hint = hint
        self.restart = restart
        self.setLevel = setLevel
        self.rules = rules
        self.review = review
        self.saveAndLeave = saveAndLeave
        self.dismissMessage = dismissMessage
        self.resign = resign
        self.offerDraw = offerDraw
        self.answer = answer
        self.sound = sound
    }
}

/// The game screen: the core's ``TableView`` drawn — the banner (turned for the far player in
/// pass-and-play) with the countdown ring or, once the game is over, the end-of-game card
/// (the core's outcome sentence, review and restart); the table's question with its two
/// answers; the board, the status lines, the level picker, the actions (resign and offer a
/// draw among them, as the view allows) and the move list. Everything it does goes to
/// `actions`; haptics and sound follow the table's feedback effects.
///
/// The question (confirm a resignation, a draw offered by the other player or by the
/// computer) is a panel on the screen, under the banner, not an alert: in pass-and-play the
/// player who answers may sit across the table, and the panel turns towards them as the
/// banner does (an alert cannot turn); the computer's offer leaves the board free (playing on
/// declines it, the core decides); and every question looks and reads the same.
public struct GameScreen: View {
    let view: TableView
    let feedback: FeedbackSignal?
    let problem: String?
    let actions: GameActions

    /// The screen of `view`; `feedback` is the model's last feedback, `problem` a core error.
    public init(view: TableView, feedback: FeedbackSignal?, problem: String?, actions: GameActions) {
        self.view = view
        self.feedback = feedback
        self.problem = problem
        self.actions = actions
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if view.isOver {
                    EndCard(
                        outcome: view.banner.text, review: view.review, restart: view.restart,
                        onReview: actions.review, onRestart: actions.restart)
                } else {
                    Banner(banner: view.banner, timer: view.timer)
                }
                if let question = view.question {
                    QuestionPanel(question: question, answer: actions.answer)
                }
                BoardCanvas(board: view.board, onTap: actions.tap)
                StatusLines(view: view, problem: problem, dismiss: actions.dismissMessage)
                if let level = view.level {
                    Picker(level.label, selection: Binding(get: { level.current }, set: actions.setLevel)) {
                        ForEach(level.options, id: \.level) { option in
                            Text(verbatim: option.name).tag(option.level)
                        }
                    }
                    .pickerStyle(.menu)
                    .disabled(!level.enabled)
                }
                HStack(spacing: 8) {
                    actionButton(view.undo, "arrow.uturn.backward", action: actions.undo)
                    actionButton(view.redo, "arrow.uturn.forward", action: actions.redo)
                    actionButton(view.hint, "lightbulb", action: actions.hint)
                }
                // Once the game is over the end-of-game card holds restart; resigning and
                // offering a draw are over too.
                if !view.isOver {
                    HStack(spacing: 8) {
                        actionButton(view.resign, "flag", role: .destructive, action: actions.resign)
                        actionButton(view.offerDraw, "equal.circle", action: actions.offerDraw)
                    }
                }
                HStack(spacing: 8) {
                    if !view.isOver {
                        actionButton(view.restart, "arrow.counterclockwise", action: actions.restart)
                    }
                    actionButton(view.saveAndLeave, "tray.and.arrow.down", action: actions.saveAndLeave)
                }
                MoveList(moves: view.moves)
            }
            .padding(.horizontal, 12)
        }
        .navigationTitle(view.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(view.rules.label, action: actions.rules)
                    .disabled(!view.rules.enabled)
            }
        }
        .sensoryFeedback(trigger: feedback?.serial) { _, _ in
            guard let feedback, feedback.haptic else { return nil }
            switch feedback.kind {
            case .ply: return .impact
            case .capture: return .impact(weight: .heavy)
            case .win: return .success
            case .loss: return .error
            case .draw: return .warning
            }
        }
        .onChange(of: feedback?.serial) {
            if let feedback, feedback.sound { actions.sound(feedback) }
        }
    }

    private func actionButton(
        _ button: ActionView, _ symbol: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
    ) -> some View {
        Button(role: role, action: action) {
            Label(button.label, systemImage: symbol)
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.bordered)
        .disabled(!button.enabled)
    }
}

/// Whose turn, or how the game ended, with the side's badge and the countdown.
struct Banner: View {
    let banner: BannerView
    let timer: TimerView?

    var body: some View {
        HStack(spacing: 10) {
            if let side = banner.side {
                SideBadge(side: side)
            }
            Text(verbatim: banner.text)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityAddTraits(.updatesFrequently)
            if let timer {
                CountdownRing(timer: timer)
            }
        }
        .padding(12)
        .background { RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.15)) }
        .rotationEffect(.degrees(banner.rotated ? 180 : 0))
    }
}

/// The end of the game: the core's outcome sentence (how the game ended and why: a win, a
/// resignation, a draw by agreement…) as the headline, and what to do next — review and
/// restart, as the view enables them.
struct EndCard: View {
    let outcome: String
    let review: ActionView
    let restart: ActionView
    let onReview: @MainActor () -> Void
    let onRestart: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 10) {
                Image(systemName: "flag.checkered").font(.title2).accessibilityHidden(true)
                Text(verbatim: outcome)
                    .font(.title2.bold())
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.isHeader)
            }
            HStack(spacing: 8) {
                Button(action: onReview) {
                    OnAccent {
                        Label(review.label, systemImage: "list.bullet.clipboard")
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                }
                .buttonStyle(.borderedProminent)
                .disabled(!review.enabled)
                Button(action: onRestart) {
                    Label(restart.label, systemImage: "arrow.counterclockwise")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.bordered)
                .disabled(!restart.enabled)
            }
        }
        .padding(14)
        .background { RoundedRectangle(cornerRadius: 14).fill(Color.accentColor.opacity(0.12)) }
        .overlay { RoundedRectangle(cornerRadius: 14).stroke(Color.accentColor, lineWidth: 2) }
    }
}

/// The table's question (confirm a resignation, accept a draw) with its two answers, the
/// core's words; turned upside down when the player who answers sits across the table.
/// "No" leads and "yes" trails, as in iOS's own alerts.
struct QuestionPanel: View {
    let question: QuestionView
    let answer: @MainActor (Bool) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(verbatim: question.text)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
            HStack(spacing: 8) {
                Button {
                    answer(false)
                } label: {
                    Text(verbatim: question.no).frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.bordered)
                Button {
                    answer(true)
                } label: {
                    OnAccent { Text(verbatim: question.yes).frame(maxWidth: .infinity, minHeight: 44) }
                }
                .buttonStyle(.borderedProminent)
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
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = BoardPalette.of(dark: colorScheme == .dark)
        Group {
            if side == .first {
                Circle().fill(Color(palette.first)).overlay { Circle().stroke(Color(palette.firstRim), lineWidth: 2) }
            } else {
                RoundedRectangle(cornerRadius: 5).fill(Color(palette.second))
                    .overlay { RoundedRectangle(cornerRadius: 5).stroke(Color(palette.secondRim), lineWidth: 2) }
            }
        }
        .frame(width: 22, height: 22)
        .accessibilityHidden(true)
    }
}

/// The turn countdown: a ring that empties, the seconds in the middle.
struct CountdownRing: View {
    let timer: TimerView

    var body: some View {
        ZStack {
            Circle().stroke(Color.secondary.opacity(0.3), lineWidth: 4)
            Circle()
                .trim(from: 0, to: Double(timer.permille) / 1000)
                .stroke(timer.low ? Color.red : Color.accentColor, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(verbatim: "\(timer.seconds)")
                .font(.callout.monospacedDigit().bold())
                .foregroundStyle(timer.low ? Color.red : Color.primary)
        }
        .frame(width: 44, height: 44)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(timer.spoken)
    }
}

/// The status line, the computer thinking, the verdict, a message (the computer's answer to a
/// draw offer among them) with its dismiss button.
struct StatusLines: View {
    let view: TableView
    let problem: String?
    let dismiss: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(verbatim: view.status).font(.subheadline).foregroundStyle(.secondary)
                Spacer()
                if let busy = view.busy {
                    ProgressView().controlSize(.small)
                    Text(verbatim: busy).font(.subheadline)
                }
            }
            if let verdict = view.verdict {
                Text(verbatim: verdict).font(.subheadline.weight(.medium)).foregroundStyle(.teal)
            }
            // A message is often good news ("The computer accepts the draw."), so it is not
            // written in an error's red: a neutral note with the core's dismiss button.
            if let message = view.message {
                HStack(alignment: .top) {
                    Label(message, systemImage: "info.circle")
                        .font(.subheadline)
                        .multilineTextAlignment(.leading)
                    Spacer()
                    Button(view.dismiss, action: dismiss).buttonStyle(.borderless)
                }
                .padding(10)
                .background { RoundedRectangle(cornerRadius: 10).fill(Color.secondary.opacity(0.12)) }
            }
            if let problem {
                Text(verbatim: problem).font(.footnote).foregroundStyle(.red)
            }
        }
    }
}

/// The moves so far, folded away under the core's "move list" until the player opens it.
struct MoveList: View {
    let moves: MoveListView

    var body: some View {
        DisclosureGroup(moves.show) {
            if moves.rows.isEmpty {
                Text(verbatim: moves.emptyText).font(.subheadline).foregroundStyle(.secondary)
            } else {
                ForEach(moves.rows, id: \.number) { row in
                    HStack(spacing: 8) {
                        Text(verbatim: "\(row.number)").font(.footnote.monospacedDigit()).foregroundStyle(.secondary)
                            .frame(minWidth: 28, alignment: .trailing)
                        SideBadge(side: row.side)
                        Text(verbatim: row.text).font(.body.monospaced())
                        Spacer()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(row.spoken)
                }
            }
        }
    }
}
