import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// What VoiceOver is told: the core's announcements handed to the announcer by the model, each
/// once and in order, in their language, across screens and games.
@MainActor @Suite struct AppAnnouncementTests {
    @Test func eachAnnouncementIsSaidOnceInOrderAcrossGames() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let platform = FakePlatform()
        let app = try await openApp(dir, platform: platform)
        try await app.startPassAndPlay(.zhongkui)
        let moves = AppReviewTests.thrownWin
        try await app.play(moves[0])
        let first = platform.announced.map(\.text)
        #expect(first.contains { $0.hasSuffix(": \(moves[0]).") }, "the move is said: \(first)")
        #expect(platform.announced.allSatisfy { speechTag(language: $0.language) == "en" })

        // A tick, a screen over the game and back: nothing new to say, nothing said again.
        await app.run(.table(event: .tick))
        await app.run(.openSettings)
        await app.run(.back)
        #expect(platform.announced.map(\.text) == first, "nothing said twice")

        // The rest of the game: its result is said once, urgently.
        for m in moves.dropFirst() { try await app.play(m) }
        #expect(app.game?.isOver == true)
        let results = platform.announced.filter { $0.politeness == .assertive }
        #expect(results.count == 1, "\(results.map(\.text))")
        let ids = platform.announced.map(\.id)
        #expect(ids == ids.sorted() && Set(ids).count == ids.count, "in order, each once")

        // A new game's moves are said too (the piece picked up with its moves, then the move):
        // their ids come after the last game's.
        let before = platform.announced.count
        await app.run(.back)
        try await app.startPassAndPlay(.zhongkui)
        try await app.play(moves[0])
        let fresh = platform.announced.dropFirst(before).map(\.text)
        #expect(fresh.last?.hasSuffix(": \(moves[0]).") == true, "\(fresh)")
    }
}
