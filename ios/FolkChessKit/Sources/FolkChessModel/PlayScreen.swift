import FolkChessCore

/// What a button of the game screen does; the view gives each its symbol and its callback.
public enum TableAction: Sendable, Hashable, CaseIterable {
    /// Take back the last move.
    case undo
    /// Replay what undo took back.
    case redo
    /// A move suggestion.
    case hint
    /// The same game again from the start.
    case restart
    /// Resign (the table asks to confirm).
    case resign
    /// Offer a draw.
    case offerDraw
    /// File the game under saved games and go home.
    case saveAndLeave
    /// The rules of this game.
    case rules
    /// The review of the finished game (the result's).
    case review
    /// The same game again (the result's).
    case rematch
    /// The new-game form of this game (the result's).
    case newGame
}

/// A button of the game screen: what it does, the core's words for it and whether it may be
/// used now.
public struct TableButton: Sendable, Equatable {
    /// What it does.
    public let action: TableAction
    /// The core's label.
    public let label: String
    /// Whether it does something now.
    public let enabled: Bool

    /// A button of `action` with the core's `view` of it.
    public init(_ action: TableAction, _ view: ActionView) {
        self.action = action
        label = view.label
        enabled = view.enabled
    }

    /// Whether it ends the game against the one who taps it (resigning): drawn as destructive.
    public var destructive: Bool { action == .resign }

    /// Whether it is the one suggested (the result's review): drawn filled.
    public var prominent: Bool { action == .review }
}

extension ResultView {
    /// What to do next: review, rematch, new game.
    public var buttons: [TableButton] {
        [TableButton(.review, review), TableButton(.rematch, rematch), TableButton(.newGame, newGame)]
    }
}

extension PlayerBar {
    /// The side whose pieces this player takes (the count shown is of their shape).
    public var opponent: Side { side == .first ? .second : .first }
}

/// The line under the move strip: one thing at a time, the most pressing first.
public enum TableNote: Sendable, Equatable {
    /// The table's message (a refusal or news) with its dismiss button's words.
    case message(String, kind: MessageKind?, dismiss: String)
    /// A core error the model met (the core's words).
    case problem(String)
    /// How the game ended (the core's outcome sentence), once it is over: the result sheet's
    /// words where the sheet was closed.
    case outcome(String)
    /// A small game's verdict, shown with a hint.
    case verdict(String)
    /// "Ply 3 · Last move b2-b3".
    case status(String)

    /// The words.
    public var text: String {
        switch self {
        case .message(let text, _, _), .problem(let text), .outcome(let text), .verdict(let text), .status(let text):
            return text
        }
    }
}

/// How the game screen arranges the core's ``TableView`` around the board: which player's bar
/// goes to which edge, what each bar says under the name, which buttons sit in the bottom row
/// (where the thumb is) and which in the overflow menu, and the one note under the move strip.
/// Every word is the core's; these only choose and order.
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
    public func subtitle(of bar: PlayerBar) -> String? {
        if let busy = bar.busy { return busy }
        return bar.sideName == bar.name ? nil : bar.sideName
    }

    /// Whether a search runs for the player of this bar (a spinner on it), as the core says.
    public func isBusy(_ bar: PlayerBar) -> Bool { bar.busy != nil }

    /// The bottom row, where the thumb is: undo, hint, offer a draw, resign while the game goes
    /// on; once it is over, the result's review, rematch and new game.
    public var thumbButtons: [TableButton] {
        if let result { return result.buttons }
        return [
            TableButton(.undo, undo), TableButton(.hint, hint), TableButton(.offerDraw, offerDraw),
            TableButton(.resign, resign),
        ]
    }

    /// The overflow menu's buttons (the level picker, ``level``, comes first): redo and
    /// restart, then save and leave and the rules.
    public var menuButtons: [TableButton] {
        [
            TableButton(.redo, redo), TableButton(.restart, restart), TableButton(.saveAndLeave, saveAndLeave),
            TableButton(.rules, rules),
        ]
    }

    /// The note under the move strip: the table's message, else the model's `problem`, else
    /// how the game ended, else the verdict, else the status line.
    public func note(problem: String?) -> TableNote {
        if let message { return .message(message, kind: messageKind, dismiss: dismiss) }
        if let problem { return .problem(problem) }
        if isOver { return .outcome(banner.text) }
        if let verdict { return .verdict(verdict) }
        return .status(status)
    }
}
