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
