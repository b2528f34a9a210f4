import FolkChessCore

/// How the trainer screen arranges the core's ``TrainerView``: the game table's board, bars
/// and strip as the game screen draws them (``TrainerView/table``), the task under the title,
/// the core's note (``TrainerView/note``), and the core's row of buttons for the state
/// (``TrainerView/buttons``). Every word and every choice is the core's.
extension TrainerView {
    /// Whether the try is over (solved, or the solution shown): the board takes no more moves
    /// that count.
    public var isDone: Bool { state == .solved || state == .solutionShown }
}

extension PuzzleDifficultyRow {
    /// The share solved, for the row's progress bar (0 when the set has none).
    public var progress: Double { total == 0 ? 0 : min(1, Double(solved) / Double(total)) }
}

extension LessonView {
    /// The one note under a lesson's board, in the trainer's three lines (``TrainerView/note``'s
    /// slot): the rules' refusal of the last tap (the table's note, red), else the core's
    /// feedback on the last move — red for a missed move, green for a step reached — with the
    /// stars once done; nil while there is nothing to say. The table's status line is not
    /// repeated: the step's task says what to do.
    public var slotNote: TrainerNote? {
        let refusal = table.note.kind == .refusal ? table.note.text : nil
        let said = refusal ?? [feedback, starsText].compactMap { $0 }.joined(separator: "\n")
        guard !said.isEmpty else { return nil }
        return TrainerNote(kind: refusal != nil ? .wrong : feedbackKind ?? .message, text: said, dismissable: false)
    }
}
