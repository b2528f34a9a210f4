import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The statistics screen, sharing a saved game and importing a shared text, over a temporary
/// folder and the real core.
@MainActor @Suite struct StatsShareImportTests {
    static let finished =
        #"{"game":"jinmen","seed":7,"opponent":{"kind":"computer","level":"easy"},"human":"first","winner":"first","reason":"resignation","plies":3}"#

    /// The store of the app's folder, for what a test puts there first.
    func store(_ dir: URL) throws -> GameStore { try GameStore(directory: dir.appendingPathComponent("saves")) }

    @Test func aCountedGameAppearsAndResetEmptiesTheStatistics() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openStatistics)
        #expect(app.stack == [.home, .statistics])
        let empty = try #require(app.stats)
        #expect(empty.title == app.texts.statistics)
        #expect(empty.games.isEmpty)
        #expect(empty.emptyText != nil)
        #expect(!empty.reset.enabled)

        try await store(dir).perform(.countFinished(Self.finished), savedAtMs: 1_000)
        await app.run(.back)
        await app.run(.openStatistics)
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

        await app.run(.resetStatistics)
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
        await app.run(.openStatistics)
        #expect(app.stack == [.home, .statistics])
        #expect(app.stats == nil)
        let problem = try #require(app.statsProblem)
        #expect(problem.sentence == appTexts(language: .zh).statsUnreadable)
        #expect(problem.details.contains("stats"))
        #expect(problem.detailsLabel == failure(FolkChessError.Storage(reason: ""), language: .zh).detailsLabel)
    }

    @Test func aSavedGameIsSharedAsTheCoresTextAndImportedBackIntoItsReview() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let platform = FakePlatform()
        let app = try await openApp(dir, platform: platform)
        let session = try ReviewModelTests.thrownWinJson()
        let summary = try await store(dir).save(session, savedAtMs: 1_000)
        let expected = try shareText(
            saveJson: session, language: .en, epochMs: 1_000_000, utcOffsetMinutes: 0)
        // The menu's "share" is dated now, with the board as saved (the list's thumbnail).
        await app.run(.openSavedGames)
        let row = try #require(app.savedGames?.rows.first { $0.id == summary.id })
        await app.run(.share(what: .save(summary.id)))
        let shared = try #require(platform.shared.last)
        #expect(shared.text == expected)
        #expect(shared.title == String(expected.split(separator: "\n")[0]))
        // the app's and the game's short names
        #expect(shared.title == "Folk Chess · Zhong Kui")
        #expect(shared.board?.points.map(\.piece) == row.thumbnail?.points.map(\.piece))
        await app.run(.back)

        await app.run(.openImport)
        #expect(app.stack == [.home, .import])
        await app.run(.importText(text: shared.text))
        await app.run(.importOpen)
        #expect(app.importProblem == nil)
        #expect(app.stack == [.home, .import, .review])
        let review = try #require(app.review)
        #expect(review.rows.count == 6)
    }

    @Test func aFinishedGameIsSharedFromItsResultAndFromItsReview() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let platform = FakePlatform()
        let app = try await openApp(dir, platform: platform)
        try await app.startPassAndPlay(.zhongkui)
        for m in ReviewModelTests.thrownWin {
            await app.run(.share(what: .finishedGame))
            #expect(platform.shared.isEmpty, "nothing to share from the result while the game goes on")
            try await app.play(m)
        }
        let game = try #require(app.game)
        #expect(game.result != nil)

        // The result's "share": the game's record as the core words it, with the final
        // position (the board the screen shows) for the picture.
        await app.run(.share(what: .finishedGame))
        let fromResult = try #require(platform.shared.last)
        #expect(fromResult.title == String(fromResult.text.split(separator: "\n")[0]))
        #expect(fromResult.board == game.board)
        #expect(fromResult.text.contains("[Result \"1-0\"]") || fromResult.text.contains("[Result \"0-1\"]"))
        // It reads back as the same game.
        let back = try importSharedGame(text: fromResult.text, language: .en)
        #expect(try asTableWrites(back).contains(ReviewModelTests.thrownWin.map { "\"\($0)\"" }.joined(separator: ",\n    ")))

        // The review's "share": the same game's text, with the position the review shows.
        await app.run(.reviewGame)
        await app.run(.review(event: .select(ply: 2)))
        let review = try #require(app.review)
        await app.run(.share(what: .reviewedGame))
        let fromReview = try #require(platform.shared.last)
        #expect(fromReview.text == fromResult.text)
        #expect(fromReview.board == review.board)
        #expect(fromReview.board != fromResult.board, "the ply looked at, not the final position")

        // In Chinese, the core's Chinese words.
        await app.run(.openSettings)
        await app.run(.settingChoice(key: .language, index: 1))
        #expect(app.language == .zh)
        await app.run(.back)
        await app.run(.share(what: .reviewedGame))
        #expect(platform.shared.last?.title == "民间棋 · 钟馗")
    }

    @Test func garbageShowsTheCoresReason() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openImport)
        await app.run(.importText(text: "hello, not a game"))
        await app.run(.importOpen)
        let problem = try #require(app.importProblem)
        do {
            _ = try importSharedGame(text: "hello, not a game", language: app.language)
            Issue.record("garbage read as a game")
        } catch FolkChessError.InvalidInput(let reason) {
            #expect(
                problem == failure(FolkChessError.InvalidInput(reason: reason), language: .en, kind: .notAGame).sentence,
                "the core's sentence: \(problem)")
        }
        #expect(app.stack == [.home, .import])
        #expect(app.review == nil)
    }
}
