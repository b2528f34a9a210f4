import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// One player's way through the app, over the real library and the app's one disk writer: a
/// game played to its end is counted in the statistics (the table's `Finished`), its review
/// keeps the mistakes as exercises (the review's `Practice`), the practice screen lists them,
/// and an exercise solved on the trainer leaves the list (the trainer's `ExerciseSolved`).
@MainActor @Suite struct FromGameToPracticeTests {
    @Test func aFinishedGameIsCountedAndItsMistakesArePractised() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)

        // Zhong Kui between two players: Second's mistake at ply 2, First's blunder at ply 5.
        try await app.startPassAndPlay(.zhongkui)
        for m in ReviewModelTests.thrownWin { try await app.play(m) }
        #expect(app.game?.isOver == true)

        // The review keeps both sides' mistakes (two players: both are the player's).
        await app.run(.reviewGame)
        #expect(app.review?.busy == nil)
        await app.run(.back)
        await app.run(.back)
        #expect(app.stack == [.home])

        // Counted once, as a game between two players.
        await app.run(.openStatistics)
        let stats = try #require(app.stats)
        let zhongkui = try #require(stats.games.first { $0.game == .zhongkui })
        let counted = zhongkui.lines.map { $0.won + $0.drawn + $0.lost }.reduce(0, +)
        #expect(counted == 1)
        await app.run(.back)

        await app.run(.openPractice)
        let practice = try #require(app.practice)
        let rows = try #require(practice.games.first { $0.game == .zhongkui }).rows
        #expect(rows.count == 2)
        #expect(rows.map(\.title).sorted() == ["Blunder · bc-bl", "Mistake · bc-tl"])

        // The blunder on the trainer: the review's best move solves it, and it leaves the list.
        let blunder = try #require(rows.first { $0.title.hasPrefix("Blunder") })
        await app.run(.openExercise(id: blunder.id))
        #expect(app.trainer?.kind == .exercise)
        try await app.play("ml-bl")
        #expect(app.trainer?.state == .solved)
        await app.run(.back)
        let left = try #require(app.practice?.games.first { $0.game == .zhongkui }).rows
        #expect(left.map(\.title) == ["Mistake · bc-tl"])
    }
}
