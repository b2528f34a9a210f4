import FolkChessCore
import FolkChessModel
import SwiftUI

/// A game's lessons, the core's rows drawn: each its title, task and stars (the core's text);
/// a tap opens it.
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
            ForEach(rows, id: \.id) { row in
                Button {
                    onOpen(row.id)
                } label: {
                    HStack(alignment: .top, spacing: 12) {
                        Image(systemName: row.stars == nil ? "circle" : "checkmark.circle.fill")
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
        .navigationTitle(title)
    }
}

/// A lesson on the table, drawn with the trainer's parts (``BoardFirstLayout``): the lesson's
/// task and progress, the board with its bars, one note (the rules' refusal, else the core's
/// feedback on the last move, with the stars once done: ``LessonView/slotNote``), the move strip and the core's row of buttons for the state. Haptics and sound
/// follow the feedback effects.
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
        // board first, as the trainer's screen: the board and its bars under the task, the
        // one note under them (``LessonView/slotNote``), the strip and the buttons at the foot
        BoardFirstLayout(table: view.table, moves: view.table.moves, noteUnderBoard: true) {
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: view.progress).font(.caption).foregroundStyle(.secondary)
                Text(verbatim: view.stepTask).font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
        } far: { _ in
            if let bar = view.table.farBar {
                PlayerBarView(bar: bar, subtitle: view.table.subtitle(of: bar), busy: view.table.isBusy(bar))
            }
        } board: {
            BoardCanvas(board: view.table.board, onTap: tap)
        } near: {
            if let bar = view.table.nearBar {
                PlayerBarView(bar: bar, subtitle: view.table.subtitle(of: bar), busy: view.table.isBusy(bar))
            }
        } controls: { _ in
            // One note in the trainer's three lines: the refusal, else the feedback and stars.
            TrainerNoteLine(note: view.slotNote, problem: problem, dismissLabel: view.table.dismiss, dismiss: dismiss)
        } pinned: {
            // In reach while the column above scrolls (large text).
            LessonButtonRow(buttons: view.buttons, perform: perform)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility1)
        .navigationTitle(view.title)
        .toolbarTitleDisplayMode(.inline)
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

    var body: some View {
        ThumbButtonRow(
            buttons: buttons.map {
                ThumbButton(
                    action: $0.action, symbol: $0.action.symbol, label: $0.label, enabled: $0.enabled,
                    prominent: $0.prominent)
            },
            perform: perform)
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
