import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The review through the app: opened over a finished game and from a saved game, run off the
/// main actor and its answer sent back, cancelled when left, a failed run in the core's words.
@MainActor @Suite struct AppReviewTests {
    static let thrownWin = ReviewModelTests.thrownWin

    @Test func aFinishedGameOpensItsReviewOverTheGameScreen() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        try await app.startPassAndPlay(.zhongkui)
        for (i, m) in Self.thrownWin.enumerated() {
            #expect(app.game?.review.enabled == false, "no review while the game goes on")
            await app.run(.reviewGame)
            #expect(app.review == nil)
            try await app.play(m)
            #expect(app.game?.moves.rows.count == i + 1)
        }
        #expect(app.game?.isOver == true)
        #expect(app.game?.review.enabled == true)

        var said: [String] = []
        app.onEffects = { effects in said += effects.map { String(describing: $0) } }
        app.send(.reviewGame)
        #expect(app.stack == [.home, .game, .review])
        #expect(app.review?.busy != nil, "busy while the review runs")
        app.send(.reviewGame)
        #expect(app.stack == [.home, .game, .review], "a second tap opens no second review")
        await app.settle()
        let view = try #require(app.review)
        #expect(view.busy == nil, "\(said)")
        #expect(view.failure == nil, "\(String(describing: view.failure))")
        #expect(view.title == "Review · Zhong Kui")

        // Everything worded by the core, as its review screen of the same game says it.
        let expected = try await ReviewModelTests.reviewed(try ReviewModelTests.thrownWinJson()).view
        #expect(view.rows.map(\.number) == Array(1...6))
        #expect(view.rows.map(\.text) == Self.thrownWin)
        #expect(view.rows.map(\.label) == expected.rows.map(\.label))
        #expect(view.rows.map(\.labelName) == ReviewModelTests.thrownWinLabels)
        #expect(view.rows.map(\.labelName) == expected.rows.map(\.labelName))
        #expect(view.sides.map(\.text) == expected.sides.map(\.text))
        #expect(view.decidedPly == 5)
        #expect(view.selectedPly == 5)
        #expect(view.caption == "5. First (red) bc\u{2011}bl — blunder: a win in 7 became a loss in 1. Best: ml\u{2011}bl.")
        await app.run(.review(event: .select(ply: 2)))
        #expect(app.review?.selectedPly == 2)
        await app.run(.review(event: .next))
        #expect(app.review?.selectedPly == 3)

        // Back: the finished game is still there, untouched.
        await app.run(.back)
        #expect(app.stack == [.home, .game])
        #expect(app.game?.moves.rows.count == 6)
    }

    @Test func aSavedGameIsReviewedInChinese() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try GameStore(directory: dir.appendingPathComponent("saves"))
        let summary = try await store.save(try ReviewModelTests.thrownWinJson(), savedAtMs: 1_000)
        _ = try await store.save(try gameJson(.weiming), savedAtMs: 2_000)
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(app.language == .zh)
        await app.run(.openSavedGames)
        let rows = try #require(app.savedGames).rows
        #expect(rows.count == 2)
        #expect(rows.first { $0.id == summary.id }?.review.enabled == true)
        #expect(rows.first { $0.id != summary.id }?.review.enabled == false, "a game without a ply has nothing to review")
        await app.run(.reviewSave(id: summary.id))
        #expect(app.stack == [.home, .savedGames, .review])
        let expected = try await ReviewModelTests.reviewed(try ReviewModelTests.thrownWinJson(), language: .zh).view
        let view = try #require(app.review)
        #expect(view.rows.map(\.labelName) == expected.rows.map(\.labelName))
        #expect(view.rows.map(\.labelName).contains("败着"))
        #expect(view.sides.map(\.text) == expected.sides.map(\.text))
        #expect(view.decided == expected.decided)
        await app.run(.back)
        #expect(app.stack == [.home, .savedGames])
    }

    @Test func leavingTheReviewCancelsItsRun() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let table = try playedTable(.jinmen)
        var rng = SplitMix(state: 11)
        try playOn(table, plies: 60, rng: &rng)
        let store = try GameStore(directory: dir.appendingPathComponent("saves"))
        let summary = try await store.save(try table.exportRecord(), savedAtMs: 1_000)
        let app = try await openApp(dir)
        await app.run(.openSavedGames)
        var runs: [Int64] = []
        var cancels: [Int64] = []
        app.onEffects = { effects in
            for effect in effects {
                if case .runReview(let job) = effect { runs.append(job.id()) }
                if case .cancelReview(let id) = effect { cancels.append(id) }
            }
        }
        app.send(.reviewSave(id: summary.id))
        await app.drainDisk()
        #expect(app.review?.busy == "Reviewing the game…")
        #expect(app.review?.rows.isEmpty == true)
        #expect(runs.count == 1)
        app.send(.back)
        #expect(cancels == runs, "leaving cancelled the run")
        await app.settle()
        #expect(app.stack == [.home, .savedGames])
    }

    /// A run that fails: the screen stops waiting and says so in the core's sentence, the
    /// reason as the details, in the language chosen later too.
    @Test func aFailedReviewSaysWhy() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        try await app.startPassAndPlay(.zhongkui)
        for m in Self.thrownWin { try await app.play(m) }
        app.send(.reviewGame)
        app.send(.review(event: .failed(error: FolkChessError.Internal(reason: "out of memory"))))
        #expect(app.review?.busy == nil)
        #expect(app.review?.failure?.sentence == "The review could not be made")
        #expect(app.review?.failure?.details == "out of memory")
        await app.settle()
        #expect(app.review?.failure != nil, "the late answer of the failed run is dropped")
        await app.run(.openSettings)
        await app.run(.settingChoice(key: .language, index: 1))
        #expect(app.language == .zh)
        await app.run(.back)
        #expect(
            app.review?.failure?.sentence
                == failure(FolkChessError.Internal(reason: ""), language: .zh, kind: .reviewFailed).sentence)
    }
}
