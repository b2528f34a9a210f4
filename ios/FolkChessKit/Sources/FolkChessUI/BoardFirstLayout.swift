import FolkChessCore
import FolkChessModel
import SwiftUI

/// A screen built around a board — a game, a puzzle, a practice exercise — arranged as the core
/// says (``TableView/arrangement(width:height:)``):
///
/// - held upright, one column: `top`, then the board between the far player's edge (`far`) and
///   the near player's bar (`near`), all three together under the top bar; then `controls`
///   where the thumb is. The room they leave goes to the moves as a list (``MoveGrid``) where
///   the core says the column has room for one (``TableView/columnHasListRoom(width:height:)``:
///   a wide board), else it stays above `controls`, and the moves are a strip over `pinned`.
///   While there is a move to make the board keeps its points 44 pt apart; on a short phone
///   where the column leaves it less, the column is compact (`far` and `controls` are told:
///   the far strip goes, a game's strip takes the note's slot while the note is the status,
///   ``TableView/compactSlotShowsStrip``, a trainer's strip goes) with the points 32 pt apart,
///   and where even that leaves the board less (large text) the compact column scrolls;
/// - a phone turned or an iPad held wide, where the core puts the board beside the rest: the
///   board as tall as the screen at the leading side; beside it a panel with `top` and the far
///   player's edge at its top, the near player's bar and `controls` at its bottom, the moves
///   as a list between them (``MoveGrid``); large text scrolls the panel alone.
///
/// With `noteUnderBoard`, `controls` (a note, a puzzle's task or feedback) stand right under the
/// near bar in the column whether the moves are a list or a strip, and the room goes under them.
///
/// `pinned` (the row of actions), with the strip over it, stands at the screen's foot under the
/// column and never scrolls with it: at an accessibility text size on the smallest phone, where
/// the board keeps its size and the column scrolls, the last moves stay in sight and the
/// actions in reach. Beside the board it follows `controls` in the panel. In a compact column
/// the bars keep to one line and the row's buttons to one language's words beside their icons
/// (`near` and `pinned` are told), and a column that still scrolls starts at its foot.
struct BoardFirstLayout<Top: View, Far: View, Board: View, Near: View, Controls: View, Pinned: View>: View {
    let table: TableView
    /// The moves, where they show (not while a question or the result takes their place): a
    /// strip over `pinned` in the column, a list in the panel's middle beside the board.
    let moves: MoveListView?
    /// Whether the moves may show as a strip where a list has no room (not once the game is
    /// over: its result takes the strip's place, and the moves show only as a list).
    let strip: Bool
    /// With the moves as a list in the column, `controls` (a note, a refusal, a puzzle's
    /// feedback) right under the near bar and the list under them — not the list first and the
    /// words at the screen's foot, far below the board they speak of.
    let noteUnderBoard: Bool
    let top: Top
    /// The far player's edge, given whether the column is compact (no strip there then).
    let far: (_ compact: Bool) -> Far
    let board: Board
    /// The near player's bar, given whether the column is compact (one line then).
    let near: (_ compact: Bool) -> Near
    /// The controls, given whether the column is compact.
    let controls: (_ compact: Bool) -> Controls
    /// The row of actions, given whether the column is compact (one line's buttons then).
    let pinned: (_ compact: Bool) -> Pinned

    init(
        table: TableView, moves: MoveListView?, strip: Bool = true, noteUnderBoard: Bool = false,
        @ViewBuilder top: () -> Top,
        @ViewBuilder far: @escaping (_ compact: Bool) -> Far, @ViewBuilder board: () -> Board,
        @ViewBuilder near: @escaping (_ compact: Bool) -> Near,
        @ViewBuilder controls: @escaping (_ compact: Bool) -> Controls,
        @ViewBuilder pinned: @escaping (_ compact: Bool) -> Pinned
    ) {
        self.table = table
        self.moves = moves
        self.strip = strip
        self.noteUnderBoard = noteUnderBoard
        self.top = top()
        self.far = far
        self.board = board()
        self.near = near
        self.controls = controls
        self.pinned = pinned
    }

    var body: some View {
        GeometryReader { room in
            let pad = TableView.boardPadding
            switch table.arrangement(width: room.size.width, height: room.size.height) {
            case .beside(let boardWidth, _):
                HStack(spacing: 0) {
                    // (its shape beside the rest: a wide board stretches only in a column)
                    board
                        .aspectRatio(BoardGeometry.aspectRatio(table.board.game), contentMode: .fit)
                        .padding(.horizontal, pad.horizontal)
                        .padding(.vertical, pad.vertical)
                        .frame(width: boardWidth)
                    ScrollView {
                        VStack(spacing: 6) {
                            top
                            far(false)
                            if let moves {
                                // (between two players, by the near player's bar at the foot)
                                MoveGrid(moves: moves, atFoot: !table.farActions.isEmpty)
                                    .frame(maxHeight: .infinity, alignment: .top)
                            } else {
                                Spacer(minLength: 0)
                            }
                            near(false)
                            controls(false)
                            pinned(false)
                        }
                        .padding(.trailing, pad.horizontal)
                        .padding(.vertical, pad.vertical)
                        .frame(minHeight: room.size.height)
                    }
                }
            case .column:
                let list = moves != nil && table.columnHasListRoom(width: room.size.width, height: room.size.height)
                // The whole column with the board's points 44 pt apart; else, on a short phone,
                // the compact one (the strip in the note's slot or gone, points 32 pt apart);
                // else the compact one scrolling over its pinned row.
                ViewThatFits(in: .vertical) {
                    screen(list: list, compact: false, scrolls: false)
                    screen(list: list, compact: true, scrolls: false)
                    screen(list: list, compact: true, scrolls: true)
                }
            }
        }
    }

    /// The column and, pinned under it, the strip (not in a `compact` column) over the row of
    /// actions; the column scrolls alone if `scrolls`.
    @ViewBuilder private func screen(list: Bool, compact: Bool, scrolls: Bool) -> some View {
        let pad = TableView.boardPadding
        VStack(spacing: 6) {
            if scrolls {
                // Scrolled to its foot at first: the near bar, the note (a lesson's task) and
                // the moves stay in sight over the row; the far edge is what scrolls away —
                // unless the far player of two is to move (``TableView/scrollsFromFarEdge``).
                ScrollView { column(list: list, compact: compact) }
                    .defaultScrollAnchor(table.scrollsFromFarEdge ? .top : .bottom)
            } else {
                column(list: list, compact: compact)
            }
            // The strip over the pinned row: the last moves stay in sight where the
            // column scrolls (at large text it had slid under the row).
            Group {
                if !list, !compact, strip, let moves { MoveStrip(moves: moves) }
                pinned(compact)
            }
            .padding(.horizontal, pad.horizontal)
        }
        .padding(.bottom, pad.vertical)
    }

    /// The least height of the moves as a list under the board (the core's): a stretching
    /// board (a wide game's) leaves it so much.
    private var listMin: CGFloat { CGFloat(columnListMin()) }

    /// The column over the pinned row: the board between its bars, the moves, the controls
    /// (given `compact`: in a compact column a game's note slot shows the strip while the note
    /// is the status, ``TableView/compactSlotShowsStrip``).
    private func column(list: Bool, compact: Bool) -> some View {
        let pad = TableView.boardPadding
        return VStack(spacing: 6) {
            top
            far(compact)
            board
                .keepsTouchTargets(table.board, while: table.result == nil, compact: compact)
                .layoutPriority(1)
            near(compact)
            if list, let moves {
                if noteUnderBoard {
                    controls(compact)
                    MoveGrid(moves: moves).frame(minHeight: listMin, maxHeight: .infinity, alignment: .top)
                } else {
                    MoveGrid(moves: moves).frame(minHeight: listMin, maxHeight: .infinity, alignment: .top)
                    controls(compact)
                }
            } else if noteUnderBoard {
                // The note right under the near bar, where the eye is; the room under it.
                controls(compact)
                Spacer(minLength: 0)
            } else {
                Spacer(minLength: 0)
                controls(compact)
            }
        }
        .padding(.horizontal, pad.horizontal)
    }
}

/// The moves as a grid of chips that scrolls down, the last one in view: the panel's middle
/// beside the board in a wide window, where the room shows the whole game, not one row. Two
/// columns, a move and its reply side by side as on a score sheet; `atFoot` (between two
/// players) a short list stands at the grid's foot, by the near player's bar.
struct MoveGrid: View {
    let moves: MoveListView
    var atFoot = false

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                if moves.rows.isEmpty {
                    Text(verbatim: moves.emptyText).font(.footnote).foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                LazyVGrid(
                    columns: [GridItem(.flexible(), spacing: 6), GridItem(.flexible(), spacing: 6)], alignment: .leading,
                    spacing: 6
                ) {
                    ForEach(moves.rows, id: \.number) { row in
                        MoveChip(row: row, last: row.number == moves.rows.last?.number, filled: true)
                            .id(row.number)
                    }
                }
            }
            .defaultScrollAnchor(atFoot ? .bottom : .top)
            .onChange(of: moves.rows.count, initial: true) {
                if let last = moves.rows.last { proxy.scrollTo(last.number, anchor: .bottom) }
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(moves.title)
    }
}
