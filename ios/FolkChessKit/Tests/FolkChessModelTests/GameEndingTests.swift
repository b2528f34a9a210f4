import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Every way a game ends, through the game screen's model (issue 20): resigning after the
/// table's question, a draw offered to the computer (a search run like any other, judged by
/// the core) and to the other player in pass-and-play (a question turned towards the far
/// player), the end named in the banner, saved, felt.
@MainActor @Suite struct GameEndingTests {
    /// Collects the kinds of the searches the model was asked to run.
    final class SearchLog {
        var kinds: [SearchKind] = []
    }

    @Test func resigningAsksFirstAndYesEndsTheGame() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try GameStore(directory: dir.appendingPathComponent("saves"))
        let model = try gameModel(
            .weiming, .vsComputer(level: .hard, human: .first), seed: 1, store: store,
            settings: [.toggle(key: .haptics, on: true)])
        model.start()
        #expect(model.view.resign == ActionView(label: "Resign", enabled: true))
        #expect(model.view.offerDraw == ActionView(label: "Offer draw", enabled: true))
        #expect(model.view.question == nil)

        model.resign()
        let question = try #require(model.view.question)
        #expect(
            question
                == QuestionView(
                    text: "Resign this game?", yes: "Resign", no: "Cancel", destructive: true,
                    rotated: false))
        #expect(!model.view.resign.enabled && !model.view.offerDraw.enabled, "one question at a time")
        #expect(!model.view.isOver)
        // The board waits for the answer: nothing is marked movable, a tap selects nothing.
        #expect(marked(.movable, model).isEmpty)
        model.tap(try point("bl", .weiming))
        #expect(marked(.selected, model).isEmpty)

        model.answer(yes: false)
        #expect(model.view.question == nil && !model.view.isOver)
        #expect(model.view.resign.enabled, "cancelled: the game goes on")

        model.resign()
        model.answer(yes: true)
        #expect(model.view.isOver)
        #expect(model.view.banner.text == "You resigned.")
        #expect(model.view.banner.side == nil && !model.view.banner.rotated)
        #expect(model.view.question == nil)
        #expect(model.view.review.enabled && model.view.restart.enabled, "the end-of-game card's actions")
        #expect(!model.view.undo.enabled, "a resignation is final")
        #expect(!model.view.resign.enabled && !model.view.offerDraw.enabled && !model.view.hint.enabled)
        #expect(model.feedback?.kind == .loss)
        #expect(model.pendingSearches.isEmpty)

        // Saved as ended, with the reason.
        await model.settle()
        let saved = try #require(try await store.loadAutosave())
        // The save keeps the neutral reason (who resigned); the screen says it from the player's seat.
        #expect(saved.contains("\"resignation\"") && saved.contains("\"resigned\": \"first\""), "\(saved)")
    }

    /// Against the computer a draw offer is a search of its own kind, run like the others;
    /// its answer ends the game (here: the start of Zhong Kui is a draw, and the computer
    /// at Master knows it).
    @Test func aDrawOfferedToTheComputerIsJudgedByASearch() async throws {
        let gate = ManualGate()
        let model = try gameModel(.zhongkui, .vsComputer(level: .master, human: .first), seed: 2, gate: gate)
        let log = SearchLog()
        model.onEffects = { effects in
            for case .search(_, let kind) in effects { log.kinds.append(kind) }
        }
        model.start()
        model.offerDraw()
        #expect(log.kinds == [.drawDecision])
        #expect(model.pendingSearches.count == 1)
        #expect(model.view.busy == "The computer considers your offer…")
        #expect(!model.view.offerDraw.enabled && !model.view.resign.enabled)
        #expect(model.view.question == nil, "the computer answers; nobody is asked")

        await model.settle()
        #expect(model.view.isOver)
        #expect(model.view.banner.text == "Draw: both players agreed.")
        #expect(model.view.message == "The computer accepts the draw.")
        #expect(model.view.busy == nil)
        #expect(model.view.review.enabled)
    }

    /// Leaving while the computer considers the offer stops that search; nothing it answers
    /// lands.
    @Test func leavingWhileTheComputerConsidersCancelsTheSearch() async throws {
        let gate = ManualGate()
        let model = try gameModel(.zhongkui, .vsComputer(level: .master, human: .first), seed: 2, gate: gate)
        model.start()
        model.offerDraw()
        let id = try #require(model.pendingSearches.last)
        #expect(model.isCancelled(search: id) == false)
        model.close()
        #expect(model.isCancelled(search: id) == true)
        await model.settle()
        #expect(try !model.table.view(nowMs: 0).isOver, "no draw after leaving")
    }

    /// Pass-and-play: the other player answers a draw offer, and a question is turned towards
    /// the player who answers it when they sit across the table (Second), as the banner is.
    @Test func inPassAndPlayTheQuestionTurnsTowardsThePlayerWhoAnswers() throws {
        let model = try gameModel(.jinmen)
        model.start()
        model.offerDraw()
        var question = try #require(model.view.question)
        #expect(question.text == "First (red) offers a draw. Second (black), do you accept?")
        #expect(question.yes == "Accept" && question.no == "Decline")
        #expect(question.rotated, "Second answers from across the table")
        #expect(!model.view.banner.rotated, "the banner stays with First, who is to move")
        model.answer(yes: false)
        #expect(model.view.question == nil)
        #expect(model.view.message == "Second (black) declines the draw.")
        #expect(!model.view.offerDraw.enabled, "not offered again in the same position")
        #expect(model.view.resign.enabled)

        try playFirstLegalMove(model)
        #expect(model.view.banner.rotated && model.view.offerDraw.enabled)
        // Second resigns: their own question, turned towards them…
        model.resign()
        #expect(model.view.question?.text == "Second (black): resign this game?")
        #expect(model.view.question?.rotated == true)
        model.answer(yes: false)
        // …unless the setting keeps everything upright.
        model.apply(settings: try settings([.toggle(key: .rotateForOpponent, on: false)]), language: .en)
        model.resign()
        #expect(model.view.question?.rotated == false)
        model.answer(yes: false)
        model.apply(settings: try settings(), language: .en)

        // Second offers; First, the near player, answers upright.
        model.offerDraw()
        question = try #require(model.view.question)
        #expect(question.text == "Second (black) offers a draw. First (red), do you accept?")
        #expect(!question.rotated)
        model.answer(yes: true)
        #expect(model.view.isOver)
        #expect(model.view.banner.text == "Draw: both players agreed.")
        #expect(model.view.question == nil && !model.view.banner.rotated)
    }

    /// In Chinese, the question, its answers and the outcome are the core's.
    @Test func theQuestionAndTheOutcomeInChinese() throws {
        let model = try gameModel(.huishi, language: .zh)
        model.start()
        #expect(model.view.resign.label == "认输" && model.view.offerDraw.label == "提和")
        model.resign()
        let question = try #require(model.view.question)
        #expect(question.yes == "认输")
        model.answer(yes: true)
        #expect(model.view.isOver)
        // The same words when the finished game is opened again.
        let reopened = try GameTable.fromSaveJson(json: try model.table.exportRecord(), settings: try settings(), language: .zh)
        #expect(!model.view.banner.text.isEmpty)
        #expect(model.view.banner.text == (try reopened.view(nowMs: 0).banner.text))
    }
}
