import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The statistics screen, sharing a saved game and importing a shared text, over a temporary
/// folder and the real core.
@MainActor @Suite struct StatsShareImportTests {
    static let finished =
        #"{"game":"jinmen","seed":7,"opponent":{"kind":"computer","level":"easy"},"human":"first","winner":"first","reason":"resignation","plies":3}"#

    func openApp(_ dir: URL, languages: [String] = ["en-GB"]) async throws -> AppModel {
        let clock = ManualClock()
        return try await AppModel.open(
            directory: dir, clock: clock, wallClock: clock, preferredLanguages: { languages },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func aCountedGameAppearsAndResetEmptiesTheStatistics() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.openStatistics()
        #expect(app.path == [.statistics])
        let empty = try #require(app.stats)
        #expect(empty.title == app.texts.statistics)
        #expect(empty.games.isEmpty)
        #expect(empty.emptyText != nil)
        #expect(!empty.reset.enabled)

        try await app.gameStore.perform(.countFinished(Self.finished), savedAtMs: 1_000)
        await app.reloadStats()
        let stats = try #require(app.stats)
        #expect(stats.emptyText == nil)
        #expect(stats.columns.count == 3)
        #expect(stats.reset.enabled)
        let jinmen = try #require(stats.games.first)
        #expect(stats.games.count == 1)
        #expect(jinmen.game == .jinmen)
        #expect(jinmen.lines.count == 1)
        #expect(jinmen.lines[0].won == 1 && jinmen.lines[0].drawn == 0 && jinmen.lines[0].lost == 0)
        #expect(jinmen.streak != nil)
        #expect(jinmen.rating != nil)
        #expect(jinmen.chart.count == 1)
        #expect(jinmen.chart.first?.result == .won)
        #expect(!jinmen.chartSpoken.isEmpty)

        await app.resetStats()
        #expect(app.statsProblem == nil)
        #expect(app.stats?.games.isEmpty == true)
        #expect(app.stats?.reset.enabled == false)
    }

    @Test func damagedStatisticsShowTheCoresSentenceAndReason() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        let folder = dir.appendingPathComponent("saves/stats")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: folder.appendingPathComponent("stats.json"))
        await app.openStatistics()
        #expect(app.path == [.statistics])
        #expect(app.stats == nil)
        let problem = try #require(app.statsProblem)
        #expect(problem.sentence == appTexts(language: .zh).statsUnreadable)
        #expect(!problem.reason.isEmpty)
    }

    @Test func aSavedGameIsSharedAsTheCoresTextAndImportedBackIntoItsReview() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        let session = try ReviewModelTests.thrownWinSession()
        let summary = try await app.gameStore.save(session, savedAtMs: 1_000)
        let text = try await app.shareText(saveId: summary.id)
        let expected = try shareText(
            saveJson: try session.exportRecord(), language: .en, epochMs: 1_000_000, utcOffsetMinutes: 0)
        #expect(text == expected)
        await app.share(saveId: summary.id)
        #expect(app.sharing == SharedText(id: summary.id, text: text))

        app.openImport()
        #expect(app.path == [.importGame])
        app.importText = text
        app.openImported()
        #expect(app.importProblem == nil)
        #expect(app.path == [.importGame, .review])
        #expect(app.review?.source == .imported)
        await app.settle()
        let review = try #require(app.review)
        #expect(review.view.rows.count == 6)
    }

    @Test func garbageShowsTheCoresReason() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openImport()
        app.importText = "hello, not a game"
        app.openImported()
        let problem = try #require(app.importProblem)
        #expect(!problem.isEmpty)
        do {
            _ = try importSharedGame(text: "hello, not a game", language: app.language)
            Issue.record("garbage read as a game")
        } catch {
            #expect(problem == coreMessage(error))
        }
        #expect(app.path == [.importGame])
        #expect(app.review == nil)
    }
}
