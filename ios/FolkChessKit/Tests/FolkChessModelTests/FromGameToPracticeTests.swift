import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// One player's way through the app, over the real library and the app's one disk writer: a
/// game played to its end is counted in the statistics (the table's `Finished`), its review
/// keeps the mistakes as exercises (the review's `Practice`), the practice screen lists them,
/// and an exercise solved on the trainer leaves the list (the trainer's `ExerciseSolved`).
@MainActor @Suite struct FromGameToPracticeTests {
    func openApp(_ dir: URL) async throws -> AppModel {
        let clock = ManualClock()
        return try await AppModel.open(
            directory: dir, clock: clock, wallClock: clock, preferredLanguages: { ["en-GB"] },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func aFinishedGameIsCountedAndItsMistakesArePractised() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)

        // Zhong Kui between two players: Second's mistake at ply 2, First's blunder at ply 5.
        app.openNewGame(.zhongkui)
        app.chooseNewGame(.opponent, index: 1)
        await app.startNewGame()
        let game = try #require(app.game)
        for m in ReviewModelTests.thrownWin {
            let names = m.split(separator: "-").map(String.init)
            game.tap(try point(names[0], .zhongkui))
            game.tap(try point(names[1], .zhongkui))
        }
        #expect(game.view.isOver)
        await app.settle()

        // Counted once, as a game between two players.
        await app.openStatistics()
        let stats = try #require(app.stats)
        let zhongkui = try #require(stats.games.first { $0.game == .zhongkui })
        let counted = zhongkui.lines.map { $0.won + $0.drawn + $0.lost }.reduce(0, +)
        #expect(counted == 1)
        app.path.removeLast()

        // The review keeps both sides' mistakes (two players: both are the player's).
        app.openReviewFromGame()
        await app.settle()
        #expect(app.review?.view.busy == nil)
        app.path.removeLast()
        await app.settle()
        await app.openPractice()
        let practice = try #require(app.practice)
        let rows = try #require(practice.games.first { $0.game == .zhongkui }).rows
        #expect(rows.count == 2)
        #expect(rows.map(\.title).sorted() == ["Blunder · bc-bl", "Mistake · bc-tl"])

        // The blunder on the trainer: the review's best move solves it, and it leaves the list.
        let blunder = try #require(rows.first { $0.title.hasPrefix("Blunder") })
        await app.openExercise(id: blunder.id)
        let trainer = try #require(app.trainer)
        #expect(trainer.view.kind == .exercise)
        for name in ["ml", "bl"] {
            trainer.tap(try point(name, .zhongkui))
        }
        await app.settle()
        #expect(trainer.view.state == .solved)
        app.leaveTrainer()
        await app.settle()
        await app.reloadPractice()
        let left = try #require(app.practice?.games.first { $0.game == .zhongkui }).rows
        #expect(left.map(\.title) == ["Mistake · bc-tl"])
    }
}
