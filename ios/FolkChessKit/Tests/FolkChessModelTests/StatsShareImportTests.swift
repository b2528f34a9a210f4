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
        #expect(problem.details.contains("stats"))
        #expect(problem.detailsLabel == "详情")
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
        // The menu's "share" is dated now, with the board as saved (the list's thumbnail).
        await app.openSavedGames()
        let row = try #require(app.savedGames.rows.first { $0.id == summary.id })
        await app.share(saveId: summary.id)
        #expect(app.sharing == SharedText(id: summary.id, text: text, board: row.thumbnail))
        #expect(app.sharing?.title == "Folk Chess 民间棋 · " + (try gameInfoOf(game: .zhongkui)).nameEn)
        #expect(app.sharing?.board != nil)
        app.sharing = nil
        app.path = []

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

    @Test func aFinishedGameIsSharedFromItsResultAndFromItsReview() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openNewGame(.zhongkui)
        app.chooseNewGame(.opponent, index: 1)  // pass and play
        await app.startNewGame()
        let game = try #require(app.game)
        for m in ReviewModelTests.thrownWin {
            app.shareFinishedGame()
            #expect(app.sharing == nil, "nothing to share from the result while the game goes on")
            let names = m.split(separator: "-").map(String.init)
            game.tap(try point(names[0], .zhongkui))
            game.tap(try point(names[1], .zhongkui))
        }
        #expect(game.view.result != nil)

        // The result's "share": the table's record as the core words it, with the final
        // position (the board the screen shows) for the picture.
        app.shareFinishedGame()
        let fromResult = try #require(app.sharing)
        let expected = try shareText(
            saveJson: try game.table.exportRecord(), language: .en, epochMs: 1_000_000, utcOffsetMinutes: 0)
        #expect(fromResult.id == SharedText.finishedGame)
        #expect(fromResult.text == expected)
        #expect(fromResult.title == String(expected.split(separator: "\n")[0]))
        #expect(fromResult.title.hasPrefix("Folk Chess 民间棋 · "))
        #expect(fromResult.board == game.view.board)
        #expect(fromResult.text.contains("[Result \"1-0\"]") || fromResult.text.contains("[Result \"0-1\"]"))
        // It reads back as the same game.
        let back = try GameSession.fromSaveJson(json: try importSharedGame(text: fromResult.text, language: .en))
        #expect(try back.historyPlies().count == ReviewModelTests.thrownWin.count)
        app.sharing = nil

        // The review's "share": the same game's text, with the position the review shows.
        app.openReviewFromGame()
        await app.settle()
        let review = try #require(app.review)
        review.select(ply: 2)
        app.shareReviewedGame()
        let fromReview = try #require(app.sharing)
        #expect(fromReview.id == SharedText.reviewedGame)
        #expect(fromReview.text == expected)
        #expect(fromReview.board == review.view.board)
        #expect(fromReview.board != fromResult.board, "the ply looked at, not the final position")
        review.select(ply: ReviewModelTests.thrownWin.count)
        app.shareReviewedGame()
        #expect(app.sharing?.board == review.view.board)

        // In Chinese, the core's Chinese words.
        app.changeSetting(.choice(key: .language, index: 1))
        #expect(app.language == .zh)
        app.shareReviewedGame()
        #expect(app.sharing?.title.contains("钟馗") == true)
        app.path = []
        await app.settle()
    }

    @Test func garbageShowsTheCoresReason() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openImport()
        app.importText = "hello, not a game"
        app.openImported()
        let problem = try #require(app.importProblem)
        #expect(problem.sentence == "This text cannot be read as a game")
        do {
            _ = try importSharedGame(text: "hello, not a game", language: app.language)
            Issue.record("garbage read as a game")
        } catch FolkChessError.InvalidInput(let reason) {
            #expect(problem.details == reason, "what does not read, in the player's language")
        }
        #expect(app.path == [.importGame])
        #expect(app.review == nil)
    }
}
