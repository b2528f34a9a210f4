import FolkChessCore
import FolkChessModel
import SwiftUI

/// A game's lessons, the core's rows drawn: each its number in the course (a tick once done),
/// title, task and stars (the core's text); a tap opens it.
public struct LessonsScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    let title: String
    let rows: [LessonRow]
    let onOpen: @MainActor (String) -> Void

    /// The list `title` of `rows`.
    public init(title: String, rows: [LessonRow], onOpen: @escaping @MainActor (String) -> Void) {
        self.title = title
        self.rows = rows
        self.onOpen = onOpen
    }

    public var body: some View {
        List {
            ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
                Button {
                    onOpen(row.id)
                } label: {
                    HStack(alignment: .top, spacing: 12) {
                        // its place in the course in a ring (an empty ring read as a radio
                        // button), a green tick once done
                        Image(systemName: row.stars == nil ? "\(index + 1).circle" : "checkmark.circle.fill")
                            .foregroundStyle(row.stars == nil ? Color.secondary : Color(colorScheme.ink.tertiary))
                            .accessibilityHidden(true)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(verbatim: row.title).font(.headline).foregroundStyle(Color.primary)
                            Text(verbatim: row.task).font(.subheadline).foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        Text(verbatim: row.starsText).font(.footnote).foregroundStyle(.secondary)
                        // a link's chevron, as every other list of the app has
                        Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
                            .foregroundStyle(.tertiary).accessibilityHidden(true)
                    }
                }
                .accessibilityIdentifier("lesson-\(row.id)")
            }
        }
        .inlineTitle(title)
    }
}

/// A lesson on the table, drawn with the trainer's parts (``BoardFirstLayout``): the step's
/// progress, the board with its bars, the core's one note (``LessonView/note``: the step's task
/// as a card with the player's piece until a move is judged, then the refusal or the feedback,
/// with the stars once done), the move strip and the core's row of buttons for the state.
/// Haptics and sound follow the feedback effects.
public struct LessonScreen: View {
    let view: LessonView
    let feedback: FeedbackSignal?
    let problem: String?
    let tap: @MainActor (Int) -> Void
    let dismiss: @MainActor () -> Void
    let perform: @MainActor (LessonAction) -> Void
    let sound: @MainActor (FeedbackSignal) -> Void

    /// The screen of `view`; `feedback` is the last feedback, `problem` the core's problem.
    public init(
        view: LessonView, feedback: FeedbackSignal?, problem: String?, tap: @escaping @MainActor (Int) -> Void,
        dismiss: @escaping @MainActor () -> Void, perform: @escaping @MainActor (LessonAction) -> Void, sound: @escaping @MainActor (FeedbackSignal) -> Void
    ) {
        self.view = view
        self.feedback = feedback
        self.problem = problem
        self.tap = tap
        self.dismiss = dismiss
        self.perform = perform
        self.sound = sound
    }

    public var body: some View {
        // board first, as the trainer's screen: the board and its bars under the progress, the
        // core's one note under them (the task, else the feedback), the strip and the buttons
        // at the foot
        BoardFirstLayout(table: view.table, moves: view.table.moves, noteUnderBoard: true) {
            // The step's progress over the board; its task is the note under it.
            Text(verbatim: view.progress).font(.caption).foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
        } far: { compact in
            if let bar = view.table.farBar {
                PlayerBarView(
                    bar: bar, subtitle: view.table.subtitle(of: bar, compact: compact), busy: view.table.isBusy(bar),
                    compact: compact)
            }
        } board: {
            BoardCanvas(board: view.table.board, onTap: tap)
        } near: { compact in
            if let bar = view.table.nearBar {
                PlayerBarView(
                    bar: bar, subtitle: view.table.subtitle(of: bar, compact: compact), busy: view.table.isBusy(bar),
                    compact: compact)
            }
        } controls: { compact in
            // The core's one note: the step's task (a card with the player's piece) until a
            // move is judged, then the refusal or the feedback (and the stars).
            TrainerNoteLine(
                note: view.note, problem: problem, side: view.table.nearBar?.side, dismissLabel: view.table.dismiss,
                dismiss: dismiss, compact: compact)
        } pinned: { compact in
            // In reach while the column above scrolls (large text).
            LessonButtonRow(buttons: view.buttons, perform: perform, compact: compact)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility1)
        .inlineTitle(view.title)
        .sensoryFeedback(trigger: feedback?.serial) { _, _ in
            guard let feedback, feedback.haptic else { return nil }
            return feedback.sensory
        }
        .onChange(of: feedback?.serial) {
            if let feedback, feedback.sound { sound(feedback) }
        }
    }
}

/// The lesson's buttons where the thumb is, drawn as the trainer's row.
struct LessonButtonRow: View {
    let buttons: [LessonButton]
    let perform: @MainActor (LessonAction) -> Void
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

extension LessonAction {
    /// The SF Symbol drawn with the action's words.
    var symbol: String {
        switch self {
        case .undo: return "arrow.uturn.backward"
        case .retry: return "arrow.counterclockwise"
        case .nextStep: return "arrow.forward"
        case .nextLesson: return "arrow.forward.circle"
        case .back: return "list.bullet"
        }
    }
}
