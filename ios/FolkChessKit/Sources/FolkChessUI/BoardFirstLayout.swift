import FolkChessCore
import FolkChessModel
import SwiftUI

/// A screen built around a board — a game, a puzzle, a practice exercise — arranged as the core
/// says (``TableView/arrangement(width:height:)``):
///
/// - held upright, one column: `top`, then the board between the far player's edge (`far`) and
///   the near player's bar (`near`), all three together, the room they leave above and below
///   them; then `controls` where the thumb is. While there is a move to make the board keeps
///   its touch-target minimum, and where large text leaves it less the column scrolls;
/// - a phone turned or an iPad held wide, where the core puts the board beside the rest: the
///   board as tall as the screen at the leading side; beside it a panel with `top` and the far
///   player's edge at its top, the near player's bar and `controls` at its bottom, the room
///   between them empty; large text scrolls the panel alone.
struct BoardFirstLayout<Top: View, Far: View, Board: View, Near: View, Controls: View>: View {
    let table: TableView
    let top: Top
    let far: Far
    let board: Board
    let near: Near
    let controls: Controls

    init(
        table: TableView, @ViewBuilder top: () -> Top, @ViewBuilder far: () -> Far, @ViewBuilder board: () -> Board,
        @ViewBuilder near: () -> Near, @ViewBuilder controls: () -> Controls
    ) {
        self.table = table
        self.top = top()
        self.far = far()
        self.board = board()
        self.near = near()
        self.controls = controls()
    }

    var body: some View {
        GeometryReader { room in
            let pad = TableView.boardPadding
            switch table.arrangement(width: room.size.width, height: room.size.height) {
            case .beside(let boardWidth, _):
                HStack(spacing: 0) {
                    board
                        .padding(.horizontal, pad.horizontal)
                        .padding(.vertical, pad.vertical)
                        .frame(width: boardWidth)
                    ScrollView {
                        VStack(spacing: 6) {
                            top
                            far
                            Spacer(minLength: 0)
                            near
                            controls
                        }
                        .padding(.trailing, pad.horizontal)
                        .padding(.vertical, pad.vertical)
                        .frame(minHeight: room.size.height)
                    }
                }
            case .column:
                VStack(spacing: 6) {
                    top
                    Spacer(minLength: 0)
                    far
                    board
                        .keepsTouchTargets(table.board, while: table.result == nil)
                        .layoutPriority(1)
                    near
                    Spacer(minLength: 0)
                    controls
                }
                .padding(.horizontal, pad.horizontal)
                .padding(.bottom, pad.vertical)
                .fitsOrScrolls()
            }
        }
    }
}
