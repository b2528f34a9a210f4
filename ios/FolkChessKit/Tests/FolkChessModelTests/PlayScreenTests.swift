import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// How the game screen arranges the core's table view around the board (issue 26): the
/// players' bars at the board's edges (the far one turned in pass-and-play), what each says
/// under the name, the bottom row and the overflow menu, the one note under the move strip, and
/// the result at the end (the panel in the place of the bottom controls) — there through
/// redraws, gone with a rematch, its review and new game opened over the finished game.
@MainActor @Suite struct PlayScreenTests {
    @Test func theBarsAgainstTheComputerAndWhatTheySayUnderTheName() async throws {
        let gate = ManualGate()
        let model = try gameModel(
            .weiming, .vsComputer(level: .medium, human: .first), turnSeconds: 30, seed: 1, gate: gate)
        model.start()
        var far = try #require(model.view.farBar)
        var near = try #require(model.view.nearBar)
        #expect(far.side == .second && far.name == "Computer · Medium" && !far.rotated)
        #expect(near.side == .first && near.name == "You" && !near.rotated)
        #expect(model.view.subtitle(of: far) == "Second (black)")
        #expect(model.view.subtitle(of: near) == "First (red)")
        // The turn's clock is on the bar of the player to move only; Weiming takes no pieces.
        #expect(near.awaited && !far.awaited)
        #expect(near.clock == model.view.timer && near.clock != nil && far.clock == nil)
        #expect(near.captured == nil && far.captured == nil)
        #expect(!model.view.isBusy(far) && !model.view.isBusy(near))

        // The computer thinks (held back): its bar says so, with a spinner, and holds the clock.
        try playFirstLegalMove(model)
        far = try #require(model.view.farBar)
        near = try #require(model.view.nearBar)
        #expect(far.awaited && model.view.isBusy(far) && !model.view.isBusy(near))
        #expect(model.view.subtitle(of: far) == "Computer is thinking…")
        #expect(model.view.subtitle(of: near) == "First (red)")
        #expect(far.clock != nil && near.clock == nil)
        await model.settle()
        far = try #require(model.view.farBar)
        #expect(!model.view.isBusy(far) && model.view.subtitle(of: far) == "Second (black)")

        // A hint is looked for on the player's own bar.
        model.hint()
        near = try #require(model.view.nearBar)
        #expect(model.view.isBusy(near) && model.view.subtitle(of: near) == "Looking for a hint…")
        await model.settle()
    }

    @Test func theBottomRowAndTheMenu() throws {
        let model = try gameModel(.weiming, .vsComputer(level: .medium, human: .first), seed: 1, language: .both)
        model.start()
        let row = model.view.barActions
        #expect(row.map(\.action) == [.undo, .hint, .offerDraw, .resign])
        #expect(row.map(\.label) == ["悔棋\nUndo", "提示\nHint", "提和\nOffer draw", "认输\nResign"])
        #expect(row.map(\.enabled) == [false, true, true, true])
        #expect(row.filter { $0.style == .destructive }.map(\.action) == [.resign])
        #expect(row.filter { $0.style == .prominent }.isEmpty)
        let menu = model.view.menuActions
        #expect(menu.map(\.action) == [.redo, .restart, .saveAndLeave, .rules])
        #expect(menu.map(\.label) == ["重做 Redo", "重新开始 Restart", "保存并退出 Save & leave", "规则 Rules"])
        #expect(model.view.level?.enabled == true, "the level picker heads the menu against the computer")
        #expect(model.view.more == "更多操作 More actions", "what VoiceOver says of the menu")
    }

    @Test func passAndPlayTurnsTheFarBar() throws {
        let model = try gameModel(.zhongkui, turnSeconds: 30, language: .en)
        model.start()
        let far = try #require(model.view.farBar)
        let near = try #require(model.view.nearBar)
        #expect(far.rotated && !near.rotated)
        #expect(far.name == "Second (black)" && near.name == "First (red)")
        #expect(model.view.subtitle(of: far) == nil && model.view.subtitle(of: near) == nil, "the name is the side")
        #expect(model.view.level == nil)
        try playFirstLegalMove(model)
        // Each bar holds the clock on its own turn.
        #expect(model.view.farBar?.clock != nil && model.view.nearBar?.clock == nil)

        // The setting off: nothing turns.
        model.apply(settings: try settings([.toggle(key: .rotateForOpponent, on: false)]), language: .en)
        #expect(model.view.farBar?.rotated == false)
    }

    @Test func jinmenCountsThePiecesTaken() throws {
        let model = try PictureTests.jinmenAfterACapture()
        let far = try #require(model.view.farBar)
        let near = try #require(model.view.nearBar)
        let mover = far.awaited ? near : far
        #expect(far.opponent == .first && near.opponent == .second)
        #expect((mover.captured ?? 0) >= model.view.board.fading.count)
        #expect(far.captured != nil && near.captured != nil)
    }

    @Test func oneNoteUnderTheStripTheMostPressingFirst() async throws {
        let model = try gameModel(.weiming, .vsComputer(level: .hard, human: .first), seed: 1, language: .en)
        model.start()
        // The core decides the one note for both apps (a problem of the model is drawn over it).
        #expect(model.view.note == TableNote(kind: .status, text: model.view.status, dismissable: false))
        model.hint()
        await model.settle()
        let verdict = try #require(model.view.verdict)
        #expect(model.view.note == TableNote(kind: .verdict, text: verdict, dismissable: false))

        // The computer's answer to a draw offer is news, with the core's dismiss button; the
        // computer's bar says it is considering the offer meanwhile, the player's does not.
        let offer = try gameModel(.zhongkui, .vsComputer(level: .master, human: .first), seed: 2, language: .en)
        offer.start()
        offer.offerDraw()
        let far = try #require(offer.view.farBar), near = try #require(offer.view.nearBar)
        #expect(offer.view.subtitle(of: far) == "The computer considers your offer…")
        #expect(offer.view.isBusy(far) && !offer.view.isBusy(near))
        #expect(offer.view.subtitle(of: near) == "First (red)")
        await offer.settle()
        let note = offer.view.note
        #expect(note == TableNote(kind: .news, text: "The computer accepts the draw.", dismissable: true))
        #expect(offer.view.dismiss == "OK")
        #expect(offer.view.result?.headline == "Draw" && offer.view.result?.winner == nil)
        // Read, it gives way to how the game ended.
        offer.dismissMessage()
        #expect(offer.view.note == TableNote(kind: .outcome, text: "Draw — Both players agreed.", dismissable: false))
    }

    @Test func theResultComesUpAtTheEnd() throws {
        let model = try gameModel(.weiming, .vsComputer(level: .hard, human: .first), seed: 1)
        model.start()
        #expect(model.view.result == nil)
        model.resign()
        #expect(model.view.result == nil, "a question is not the end")
        #expect(model.view.question?.destructive == true, "resigning: a red yes")
        model.answer(yes: true)
        let result = try #require(model.view.result)
        #expect(result.headline == "You lost" && result.reason == "You resigned." && result.winner == .second)
        #expect(result.mark == .first, "\"You lost\" stands beside the player's own piece, not the winner's")
        #expect(model.view.farBar?.awaited == false && model.view.nearBar?.awaited == false)
        #expect(model.view.farBar?.clock == nil)

        // Its actions (the result panel's row, in the place of the bottom row): review suggested.
        let row = model.view.barActions
        #expect(row.map(\.action) == [.review, .rematch, .newGame])
        #expect(row.map(\.label) == [result.review.label, result.rematch.label, result.newGame.label])
        #expect(row.map(\.label) == ["Review", "Rematch", "New game"])
        #expect(row.filter { $0.style == .prominent }.map(\.action) == [.review])

        // It stays through a redraw and a tick; a rematch takes it away, the next ending
        // brings it back.
        model.redraw()
        model.send(.tick)
        #expect(model.view.result == result)
        model.restart()
        #expect(model.view.result == nil)
        #expect(model.view.barActions.map(\.action) == [.undo, .hint, .offerDraw, .resign])
        model.resign()
        model.answer(yes: true)
        #expect(model.view.result != nil)
    }

    @Test func reviewAndNewGameFromTheResult() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        try await app.startPassAndPlay(.huishi)
        await app.run(.table(event: .resign))
        await app.run(.table(event: .answer(yes: true)))
        let result = try #require(app.game?.result)

        await app.run(.reviewGame)
        #expect(app.stack == [.home, .game, .review])
        await app.run(.back)
        #expect(app.stack == [.home, .game])
        #expect(app.game?.result == result, "back from the review: the result again")

        await app.run(.newGameAfterGame)
        #expect(app.stack == [.home, .game, .newGame])
        #expect(app.newGame != nil)
        await app.run(.startGame)
        #expect(app.stack == [.home, .game])
        #expect(app.game?.result == nil && app.game?.moves.rows.isEmpty == true)
    }
}
