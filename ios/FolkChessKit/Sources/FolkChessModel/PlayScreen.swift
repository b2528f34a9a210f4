import FolkChessCore

extension PlayerBar {
    /// The side whose pieces this player takes (the count shown is of their shape).
    public var opponent: Side { side == .first ? .second : .first }
}

/// How a bottom-row button shows the core's words, which in both languages are the Chinese over
/// the English, a "\n" between them.
public enum ButtonWords {
    /// The words on one line, the core's lines joined by a space (the Chinese, a space, "Undo"): where the row
    /// holds them so, and what VoiceOver reads.
    public static func oneLine(_ label: String) -> String {
        label.replacingOccurrences(of: "\n", with: " ")
    }

    /// The words in a compact column (a short phone): the first language's line alone, beside
    /// the icon (the Chinese alone in both languages; one language's words whole), so that the row takes one line's height.
    public static func compact(_ label: String) -> String {
        String(label.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}

/// How the game screen arranges the core's ``TableView`` around the board: which player's bar
/// goes to which edge, what each bar says under the name, which buttons sit in the bottom row
/// (where the thumb is) and which in the overflow menu — each as the core decides it.
extension TableView {
    /// The bar at the top edge of the board: the far player (the core lists it first: Second,
    /// or First when the board is turned for the player of Second), turned towards them in
    /// pass-and-play (``PlayerBar/rotated``).
    public var farBar: PlayerBar? { players.first }

    /// The bar at the bottom edge: the near player (the core lists it last).
    public var nearBar: PlayerBar? { players.count > 1 ? players.last : nil }

    /// The small line under a bar's name: what that player is busy with, as the core puts it
    /// on the bar ("Computer is thinking…" on the computer's, "Looking for a hint…" on the
    /// player's); else the side's name where the name is not already the side's ("You" →
    /// "First (red)"); else nothing.
    /// In a `compact` column (a short phone) nothing: the bar keeps one line, the badge says
    /// the side and the spinner the search (VoiceOver still reads both from the bar).
    public func subtitle(of bar: PlayerBar, compact: Bool = false) -> String? {
        if compact { return nil }
        if let busy = bar.busy { return busy }
        return bar.sideName == bar.name ? nil : bar.sideName
    }

    /// Whether a search runs for the player of this bar (a spinner on it), as the core says.
    public func isBusy(_ bar: PlayerBar) -> Bool { bar.busy != nil }

    /// The bottom row, where the thumb is, as the core places it: undo, hint, offer a draw,
    /// resign while the game goes on; once it is over, the result's review, rematch and new game.
    public var barActions: [PlacedAction] { actions.filter { $0.place == .bar } }

    /// The far player's own row between two players (undo, offer a draw, resign; a hint when
    /// the settings offer hints there), at the far edge beyond their bar, as the core places it;
    /// empty against the computer and once the game is over.
    public var farActions: [PlacedAction] { actions.filter { $0.place == .far } }

    /// What the note's two lines under the near bar show in a compact column — a short phone
    /// where the whole column would leave the board less than ``BoardGeometry/touchTarget``
    /// between its points: the moves' strip and the note share that one slot (and the far
    /// player's strip goes), the strip while the note is only the status line (the move just
    /// played: the strip's last chip says it), the note while it says more (a refusal, a
    /// hint, news, a verdict).
    public var compactSlotShowsStrip: Bool { note.kind == .status }

    /// Whether a play column too tall for a short phone starts scrolled to its top rather than
    /// its foot: between two players while the far one is to move (or to answer), so that their
    /// own row of actions is whole; else the foot, where the near player's bar, the note and
    /// the moves are.
    public var scrollsFromFarEdge: Bool { !farActions.isEmpty && farBar?.awaited == true }

    /// Whether the far row is turned towards the far player: as their bar is.
    public var farActionsTurned: Bool { farBar?.rotated ?? false }

    /// The overflow menu's actions, as the core places them (the level picker, ``level``,
    /// comes first).
    public var menuActions: [PlacedAction] { actions.filter { $0.place == .menu } }

    /// The room the play screen leaves around the board: 12 pt at each side (the column's
    /// horizontal padding) and 6 pt above and below it.
    public static let boardPadding = (horizontal: 12.0, vertical: 6.0)

    /// How the play screen uses a room `width` × `height` pt large (the safe area under the
    /// navigation bar), as the core decides it for both apps (``boardArrangement``): one
    /// column, or — a phone turned, an iPad held wide — the board beside the rest, with the
    /// board's width there (its padding included).
    public func arrangement(width: Double, height: Double) -> BoardArrangement {
        board.arrangement(width: width, height: height)
    }

    /// Whether the column in a room `width` × `height` pt large has room under its board for
    /// the moves as a list rather than a strip, as the core decides for both apps
    /// (``columnHasListRoom(game:width:height:margin:)``: a wide board on a phone, a square one
    /// on a tall phone): the board then sits under the top bar and the height it leaves goes to
    /// the list.
    public func columnHasListRoom(width: Double, height: Double) -> Bool {
        let pad = Self.boardPadding
        return FolkChessCore.columnHasListRoom(
            game: board.game, width: width - 2 * pad.horizontal, height: height - 2 * pad.vertical,
            margin: BoardGeometry.margin(labels: board.labels, compact: false))
    }
}

extension BoardView {
    /// How a screen with this board (a table, a review) uses a room `width` × `height` pt large,
    /// the board drawn with ``TableView/boardPadding`` around it, as the core decides it for both
    /// apps (``boardArrangement``): one column, or — a phone turned, an iPad held wide — the
    /// board beside the rest, with the board's width there (its padding included).
    public func arrangement(width: Double, height: Double) -> BoardArrangement {
        let pad = TableView.boardPadding
        let arrangement = boardArrangement(
            game: game, width: width - 2 * pad.horizontal, height: height - 2 * pad.vertical,
            margin: BoardGeometry.margin(labels: labels, compact: false))
        guard case .beside(let boardWidth, _) = arrangement else { return .column }
        let wide = boardWidth + 2 * pad.horizontal
        return .beside(boardWidth: wide, panelWidth: width - wide)
    }
}

/// The widest a screen of lists and text gets on an iPad, centred: lines a reader can follow
/// (the core's, as Android's).
public let readingWidth = FolkChessCore.readingWidth()

extension ScreenView {
    /// Whether the screen arranges itself to the whole window (a game, a puzzle, an exercise, a
    /// lesson or a review: the board beside the rest where the window is wide); every other
    /// screen keeps ``readingWidth``.
    public var fillsTheWindow: Bool {
        switch self {
        case .game, .trainer, .lesson, .review: return true
        default: return false
        }
    }
}
