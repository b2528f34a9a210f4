import FolkChessCore
import Testing

@testable import FolkChessModel

/// The computer opponent: thinking off the main actor, cancelled from elsewhere, undone.
@Suite struct ComputerTests {
    /// A search at the strongest level in the big game, cancelled from another task: the
    /// computer plays nothing and says so with `Cancelled`.
    @Test func aComputerMoveCancelledFromAnotherTaskPlaysNothing() async throws {
        let session = try newSession(.jinmen, .vsComputer(level: .master, human: .second), seed: 5)
        let before = try session.snapshot(nowMs: 0)
        #expect(before.isComputerTurn)
        let handle = CancelHandle()
        let thinking = Task.detached { attempt { try session.computerMove(cancel: handle, nowMs: 0) } }
        let canceller = Task.detached { handle.cancel() }
        await canceller.value
        let result = await thinking.value
        guard case .failure(.Cancelled(let reason)) = result else {
            Issue.record("expected Cancelled, got \(result)")
            return
        }
        #expect(reason.contains("cancelled"))
        let after = try session.snapshot(nowMs: 0)
        #expect(after.plyNumber == 0)
        #expect(after.positionText == before.positionText)
        #expect(after.isComputerTurn)
        // The same handle, reset, lets the computer move.
        handle.reset()
        let session2 = try newSession(.weiming, .vsComputer(level: .beginner, human: .second), seed: 5)
        _ = try session2.computerMove(cancel: handle, nowMs: 0)
        #expect(try session2.snapshot(nowMs: 0).plyNumber == 1)
    }

    /// The model cancels the computer when the player leaves: the search stops and plays
    /// nothing (uncancelled, the strongest level would think for seconds and then play).
    @MainActor @Test func closingTheGameCancelsTheComputer() async throws {
        let session = try newSession(.jinmen, .vsComputer(level: .master, human: .second), seed: 9)
        let model = try gameModel(session)
        model.start()
        #expect(model.isThinking)
        #expect(model.screen.busy == AppStrings(.en).thinking)
        model.close()
        #expect(!model.isThinking)
        await model.settle()  // waits for the cancelled search to end
        #expect(try session.snapshot(nowMs: 0).plyNumber == 0)
        #expect(try session.isComputerTurn())
    }

    /// Undo while the computer thinks: the player's move is taken back and no answer of the
    /// computer lands (it is cancelled, and the core would refuse it as stale anyway).
    @MainActor @Test func undoWhileTheComputerThinksTakesBackThePlayersMove() async throws {
        let session = try newSession(.jinmen, .vsComputer(level: .master, human: .first), seed: 6)
        let model = try gameModel(session)
        model.start()
        try playFirstLegalMove(model)
        #expect(model.isThinking)
        model.undo()
        #expect(!model.isThinking)
        await model.settle()
        #expect(model.snapshot.plyNumber == 0)
        #expect(try session.snapshot(nowMs: 0).plyNumber == 0, "the cancelled search played nothing")
        #expect(!model.movable.isEmpty)
    }

    /// Undo against the computer takes back the computer's reply and the player's move.
    @MainActor @Test func undoTakesBackTheComputersReplyToo() async throws {
        let clock = ManualClock()
        let session = try newSession(.huishi, .vsComputer(level: .beginner, human: .first), seed: 2)
        let model = try gameModel(session, clock: clock)
        model.start()
        let start = model.snapshot.positionText
        #expect(!model.screen.canUndo)
        try playFirstLegalMove(model)
        await model.settle()
        #expect(model.snapshot.plyNumber == 2, "the player's move and the computer's reply")
        #expect(model.snapshot.lastPly?.side == .second)
        #expect(!model.snapshot.isComputerTurn)
        #expect(model.screen.canUndo)
        model.undo()
        await model.settle()
        #expect(model.snapshot.plyNumber == 0)
        #expect(model.snapshot.positionText == start)
        #expect(!model.isThinking, "after undo it is the player's turn again")
        #expect(model.screen.canRedo)
        model.redo()
        await model.settle()
        #expect(model.snapshot.plyNumber >= 1)
    }

    /// When the player plays Second, the computer opens as soon as the game appears.
    @MainActor @Test func theComputerOpensWhenItPlaysFirst() async throws {
        let model = try gameModel(try newSession(.zhongkui, .vsComputer(level: .easy, human: .second), seed: 4))
        model.start()
        await model.settle()
        #expect(model.snapshot.plyNumber == 1)
        #expect(model.snapshot.sideToMove == .second)
        #expect(!model.movable.isEmpty)
        #expect(model.screen.banner.hasPrefix(AppStrings(.en).yourTurn))
    }

    /// A hint in a small game comes with the exact verdict; the level can change mid-game.
    @MainActor @Test func hintsVerdictsAndLevels() async throws {
        let model = try gameModel(try newSession(.weiming, .vsComputer(level: .medium, human: .first), seed: 1))
        model.start()
        model.requestHint()
        await model.settle()
        let hint = try #require(model.hint)
        #expect(model.movable.contains(Int(hint.from)))
        #expect(model.scene.hint == SceneMove(from: Int(hint.from), to: Int(hint.to)))
        let verdict = try #require(model.screen.verdict)
        #expect(verdict.hasPrefix(AppStrings(.en).verdict))
        #expect(verdict.contains(model.verdict!.textEn))
        model.setLevel(.master)
        #expect(model.level == .master)
        #expect(model.screen.levels?.current == .master)
        #expect(model.screen.levels?.options.map(\.name) == sharedCatalog.levels.map(\.nameEn))
    }
}

/// Selects the first movable piece and plays to its first target, by taps.
@MainActor
func playFirstLegalMove(_ model: GameModel) throws {
    let from = try #require(model.movable.min())
    model.tap(from)
    #expect(model.selected == from)
    let to = try #require(model.targets.min())
    model.tap(to)
    #expect(model.selected == nil)
}
