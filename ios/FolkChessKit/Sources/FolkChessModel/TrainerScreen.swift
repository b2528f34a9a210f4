import FolkChessCore

/// What a button of the trainer screen does; the view gives each its symbol and callback.
public enum TrainerAction: Sendable, Hashable, CaseIterable {
    /// Take back the last move (a wrong one, with the computer's reply).
    case undo
    /// A move suggestion (the try then counts as hinted).
    case hint
    /// Start again from the position.
    case retry
    /// Show the solution (the try then counts as failed).
    case showSolution
    /// The next puzzle or exercise.
    case next
    /// Back to the list (the puzzles or the practice).
    case back
}

/// A button of the trainer screen: what it does, the core's words, whether it may be used now.
public struct TrainerButton: Sendable, Equatable {
    /// What it does.
    public let action: TrainerAction
    /// The core's label.
    public let label: String
    /// Whether it does something now.
    public let enabled: Bool

    /// A button of `action` with the core's `view` of it.
    public init(_ action: TrainerAction, _ view: ActionView) {
        self.action = action
        label = view.label
        enabled = view.enabled
    }

    /// The one suggested once the puzzle is over: drawn filled.
    public var prominent: Bool { action == .next }
}

/// The line under the move strip of the trainer: one thing at a time, the most pressing first.
public enum TrainerNote: Sendable, Equatable {
    /// The table's message (a refusal) with its dismiss button's words.
    case message(String, dismiss: String)
    /// A core error the model met (the core's words).
    case problem(String)
    /// The core's words while a search runs for the table (the answer being checked), with a
    /// spinner.
    case busy(String)
    /// The core's feedback on the last move: why it was wrong, that it solved the puzzle, or
    /// the solution; `state` says which (a wrong move in red, solved in green).
    case feedback(String, state: TrainerState)
    /// What to do (the task), while nothing else is to be said.
    case task(String)

    /// The words.
    public var text: String {
        switch self {
        case .message(let text, _), .problem(let text), .busy(let text), .feedback(let text, _), .task(let text):
            return text
        }
    }
}

/// How the trainer screen arranges the core's ``TrainerView``: the game table's board, bars
/// and strip as the game screen draws them (``TrainerView/table``), the task under the title,
/// the note and the buttons of the state. Every word is the core's; these only choose and order.
extension TrainerView {
    /// The row of buttons where the thumb is, by state: while solving (or while the answer is
    /// judged) undo, hint and show solution; after a wrong move undo, retry and show solution;
    /// once solved or shown retry, back to the list and next (filled).
    public var buttons: [TrainerButton] {
        switch state {
        case .solving, .checking:
            return [
                TrainerButton(.undo, table.undo), TrainerButton(.hint, table.hint),
                TrainerButton(.showSolution, showSolution),
            ]
        case .wrongMove:
            return [
                TrainerButton(.undo, table.undo), TrainerButton(.retry, retry),
                TrainerButton(.showSolution, showSolution),
            ]
        case .solved, .solutionShown:
            return [TrainerButton(.retry, retry), TrainerButton(.back, back), TrainerButton(.next, next)]
        }
    }

    /// The note under the strip: the table's message, else the model's `problem`, else what
    /// the table is busy with (an answer being checked), else the core's feedback, else
    /// nothing (the task is shown under the title).
    public func note(problem: String?) -> TrainerNote? {
        if let message = table.message { return .message(message, dismiss: table.dismiss) }
        if let problem { return .problem(problem) }
        if let busy = table.busy { return .busy(busy) }
        if let feedback { return .feedback(feedback, state: state) }
        return nil
    }

    /// Whether the try is over (solved, or the solution shown): the board takes no more moves
    /// that count.
    public var isDone: Bool { state == .solved || state == .solutionShown }
}

extension PuzzleDifficultyRow {
    /// The share solved, for the row's progress bar (0 when the set has none).
    public var progress: Double { total == 0 ? 0 : min(1, Double(solved) / Double(total)) }
}
