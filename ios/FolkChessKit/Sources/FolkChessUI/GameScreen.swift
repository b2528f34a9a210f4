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
    /// Play the sound of a ply (true: a capture).
    public var sound: @MainActor (Bool) -> Void

    /// The actions.
    public init(
        tap: @escaping @MainActor (Int) -> Void, undo: @escaping @MainActor () -> Void,
        redo: @escaping @MainActor () -> Void, hint: @escaping @MainActor () -> Void,
        restart: @escaping @MainActor () -> Void, setLevel: @escaping @MainActor (Level) -> Void,
        rules: @escaping @MainActor () -> Void, review: @escaping @MainActor () -> Void,
        saveAndLeave: @escaping @MainActor () -> Void, dismissMessage: @escaping @MainActor () -> Void,
        sound: @escaping @MainActor (Bool) -> Void
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
        self.sound = sound
    }
}

/// The game screen: the banner (upside down for the far player in pass-and-play) with the
/// countdown ring, the board, the status line, "review" once the game is over, the level
/// switcher and the actions. A function
/// of its state; everything it does goes to `actions`.
public struct GameScreen: View {
    let state: GameScreenState
    let strings: AppStrings
    let actions: GameActions

    /// The screen of `state`.
    public init(state: GameScreenState, strings: AppStrings, actions: GameActions) {
        self.state = state
        self.strings = strings
        self.actions = actions
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Banner(state: state, strings: strings)
                BoardView(scene: state.scene, strings: strings, onTap: actions.tap)
                StatusLines(state: state, strings: strings, dismiss: actions.dismissMessage)
                if state.canReview {
                    Button(action: actions.review) {
                        Label(strings.review, systemImage: "list.bullet.clipboard")
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .buttonStyle(.borderedProminent)
                }
                if let levels = state.levels {
                    Picker(strings.level, selection: Binding(get: { levels.current }, set: actions.setLevel)) {
                        ForEach(levels.options, id: \.level) { option in
                            Text(option.name).tag(option.level)
                        }
                    }
                    .pickerStyle(.menu)
                }
                HStack(spacing: 8) {
                    actionButton(strings.undo, "arrow.uturn.backward", enabled: state.canUndo, action: actions.undo)
                    actionButton(strings.redo, "arrow.uturn.forward", enabled: state.canRedo, action: actions.redo)
                    actionButton(strings.hint, "lightbulb", enabled: state.canHint, action: actions.hint)
                }
                HStack(spacing: 8) {
                    actionButton(strings.restart, "arrow.counterclockwise", enabled: true, action: actions.restart)
                    actionButton(
                        strings.saveAndLeave, "tray.and.arrow.down", enabled: true, action: actions.saveAndLeave)
                }
            }
            .padding(.horizontal, 12)
        }
        .navigationTitle(state.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(strings.rules, action: actions.rules)
            }
        }
        .sensoryFeedback(trigger: state.plyFeedback) { _, _ in
            guard state.hapticsOn else { return nil }
            return state.lastPlyCaptured ? .impact(weight: .heavy) : .impact
        }
        .onChange(of: state.plyFeedback) {
            if state.soundOn { actions.sound(state.lastPlyCaptured) }
        }
    }

    private func actionButton(
        _ title: String, _ symbol: String, enabled: Bool, action: @escaping @MainActor () -> Void
    ) -> some View {
        Button(action: action) {
            Label(title, systemImage: symbol)
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.bordered)
        .disabled(!enabled)
    }
}

/// Whose turn, or why the game ended, with the side's badge and the countdown.
struct Banner: View {
    let state: GameScreenState
    let strings: AppStrings

    var body: some View {
        HStack(spacing: 10) {
            if let side = state.sideToMove {
                SideBadge(side: side)
            }
            Text(state.banner)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityAddTraits(.updatesFrequently)
            if let timer = state.timer {
                CountdownRing(timer: timer, label: state.timerLabel ?? "")
            }
        }
        .padding(12)
        .background { RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.15)) }
        .rotationEffect(.degrees(state.bannerRotated ? 180 : 0))
    }
}

/// A small piece-shaped badge of the side to move: a disc for First, a square for Second.
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
    let timer: TimerState
    let label: String

    var body: some View {
        ZStack {
            Circle().stroke(Color.secondary.opacity(0.3), lineWidth: 4)
            Circle()
                .trim(from: 0, to: timer.fraction)
                .stroke(timer.isLow ? Color.red : Color.accentColor, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(verbatim: "\(timer.seconds)")
                .font(.callout.monospacedDigit().bold())
                .foregroundStyle(timer.isLow ? Color.red : Color.primary)
        }
        .frame(width: 44, height: 44)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
    }
}

/// Ply and last move, the computer thinking, the verdict, a message.
struct StatusLines: View {
    let state: GameScreenState
    let strings: AppStrings
    let dismiss: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(state.status).font(.subheadline).foregroundStyle(.secondary)
                Spacer()
                if let busy = state.busy {
                    ProgressView().controlSize(.small)
                    Text(busy).font(.subheadline)
                }
            }
            if let verdict = state.verdict {
                Text(verdict).font(.subheadline.weight(.medium)).foregroundStyle(.teal)
            }
            if let message = state.message {
                Button(action: dismiss) {
                    Text(message).font(.subheadline).foregroundStyle(.red).multilineTextAlignment(.leading)
                }
                .buttonStyle(.plain)
            }
        }
    }
}
