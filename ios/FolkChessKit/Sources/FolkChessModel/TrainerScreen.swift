import FolkChessCore

/// The line under the move strip of the trainer: one thing at a time, the most pressing first.
public enum TrainerNote: Sendable, Equatable {
    /// The table's message (a refusal) with its dismiss button's words.
    case message(String, dismiss: String)
    /// The core's problem of the last action, with its dismiss button's words.
    case problem(String, dismiss: String)
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
        case .message(let text, _), .problem(let text, _), .busy(let text), .feedback(let text, _), .task(let text):
            return text
        }
    }
}

/// How the trainer screen arranges the core's ``TrainerView``: the game table's board, bars
/// and strip as the game screen draws them (``TrainerView/table``), the task under the title,
/// the note, and the core's row of buttons for the state (``TrainerView/buttons``). Every word
/// is the core's; these only choose the note.
extension TrainerView {
    /// The note under the strip: the table's message, else the model's `problem`, else what
    /// the table is busy with (an answer being checked), else the core's feedback, else
    /// nothing (the task is shown under the title).
    public func note(problem: String?) -> TrainerNote? {
        if let message = table.message { return .message(message, dismiss: table.dismiss) }
        if let problem { return .problem(problem, dismiss: table.dismiss) }
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
