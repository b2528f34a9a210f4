import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The player of Second against the computer sits at the bottom: the core turns the board half
/// a turn (``BoardView/turned``), lists the computer's bar first (the far edge) and puts
/// "Computer is thinking…" on the computer's bar; taps land where the turned points are drawn.
extension PictureTests {
    @Test func thePlayerOfSecondSeesTheBoardTurned() async throws {
        let model = try gameModel(
            .jinmen, .vsComputer(level: .easy, human: .second), turnSeconds: 30, seed: 5, language: .en)
        model.start()
        #expect(model.view.board.turned)
        let far = try #require(model.view.farBar), near = try #require(model.view.nearBar)
        #expect(far.side == .first && near.side == .second)
        #expect(model.view.subtitle(of: far) == "Computer is thinking…" && !model.view.isBusy(near))
        await model.settle()
        #expect(model.view.moves.rows.count == 1)

        // Second's pieces start at the top of the layout, so on a turned board they are drawn
        // in the lower half, and a tap there finds them.
        let geometry = BoardDrawing.geometry(board: model.view.board, width: 390, height: 420, compact: false)
        let c6 = try point("c6", .jinmen)
        #expect(geometry.positions[c6].y > 210)
        #expect(geometry.point(at: geometry.positions[c6]) == c6)
        model.tap(c6)
        #expect(model.view.board.points[c6].mark == .selected)

        try Self.renderGame("game-jinmen-second-light", model.view, dark: false)
        model.apply(settings: try settings(), language: .zh)
        try Self.renderGame("game-jinmen-second-dark", model.view, dark: true)
        model.close()
    }
}
