import FolkChessCore

/// What VoiceOver says for the board's points. Each point of an interactive board is an
/// element a player can activate without sight ("b2, your piece, can move").
public enum BoardAccessibility {
    /// The spoken label of one point: its name, what stands on it, its mark, its role.
    public static func label(of point: ScenePoint, in scene: BoardScene, strings s: AppStrings) -> String {
        var parts = [point.name]
        if let piece = point.piece {
            parts.append(pieceWords(piece, perspective: scene.perspective, strings: s))
        } else {
            parts.append(s.empty)
        }
        switch point.mark {
        case .selected: parts.append(s.selected)
        case .target: parts.append(s.canMoveHere)
        case .movable: parts.append(s.canMove)
        case .none: break
        }
        switch scene.purpose {
        case .play:
            if scene.lastMove?.to == point.index { parts.append(s.lastMoveHere) }
            if scene.hint?.to == point.index { parts.append(s.hintHere) }
        case .review:
            if scene.lastMove?.from == point.index { parts.append(s.playedFrom) }
            if scene.lastMove?.to == point.index { parts.append(s.playedTo) }
            if scene.hint?.from == point.index { parts.append(s.bestFrom) }
            if scene.hint?.to == point.index { parts.append(s.bestTo) }
        }
        switch point.role {
        case .well: parts.append(s.theWell)
        case .sharedHome: parts.append(s.sharedHome)
        case .normal: break
        }
        return parts.joined(separator: s.separator)
    }

    /// The labels of every point, in index order.
    public static func labels(of scene: BoardScene, strings: AppStrings) -> [String] {
        scene.points.map { label(of: $0, in: scene, strings: strings) }
    }

    /// A piece in words: "your piece" / "opponent's general" against the computer, the colour
    /// in pass-and-play.
    static func pieceWords(_ piece: PieceInfo, perspective: Side?, strings s: AppStrings) -> String {
        let general = piece.kind == .general
        guard let side = piece.side else { return s.sharedPiece }
        if let me = perspective {
            if side == me { return general ? s.yourGeneral : s.yourPiece }
            return general ? s.opponentGeneral : s.opponentPiece
        }
        switch side {
        case .first: return general ? s.redGeneral : s.redPiece
        case .second: return general ? s.blackGeneral : s.blackPiece
        }
    }
}
