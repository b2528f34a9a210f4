import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The app's flow over a temporary folder, a manual clock and the real core.
@MainActor @Suite struct AppFlowTests {
    func openApp(_ dir: URL, clock: ManualClock = ManualClock(), languages: [String] = ["en-GB"]) async throws
        -> AppModel
    {
        try await AppModel.open(
            directory: dir, clock: clock, wallClock: clock, preferredLanguages: { languages },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func homeShowsTheFourGamesFromTheCore() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        let home = app.home
        #expect(home.cards.map(\.game) == [.weiming, .zhongkui, .jinmen, .huishi])
        #expect(home.cards.map(\.nameZh) == sharedCatalog.games.map(\.nameZh))
        #expect(home.cards.map(\.tagline) == sharedCatalog.games.map(\.taglineEn))
        #expect(home.continueGame == nil)
        let huishi = home.cards[3].miniature
        #expect(huishi.points.compactMap(\.piece).count == 10)
        #expect(!huishi.showNames)
    }

    /// Autosave after every ply, and the game restored after the app was "killed".
    @Test func theGameInProgressIsAutosavedAndRestored() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var app: AppModel? = try await openApp(dir)
        app!.openNewGame(.jinmen)
        #expect(app!.path == [.newGame(.jinmen)])
        app!.updateForm {
            $0.vsComputer = false; $0.turnSeconds = 60
        }
        #expect(app!.newGame?.turnTimes.map(\.value) == sharedCatalog.turnTimeChoices)
        await app!.startNewGame()
        #expect(app!.path == [.game])
        let game = try #require(app!.game)
        try playFirstLegalMove(game)
        try playFirstLegalMove(game)
        await game.settle()
        let position = game.snapshot.positionText
        #expect(game.snapshot.plyNumber == 2)

        // The process dies: nothing else is written. A new app finds the game.
        app = nil
        let reopened = try await openApp(dir)
        let cont = try #require(reopened.home.continueGame)
        #expect(cont.game == .jinmen)
        #expect(cont.detail.hasPrefix("Pass and play · 2 plies · in progress"))
        await reopened.continueGame()
        let restored = try #require(reopened.game)
        #expect(restored.snapshot.positionText == position)
        #expect(restored.snapshot.plyNumber == 2)
        #expect(restored.setup.turnSeconds == 60)
    }

    @Test func aDamagedAutosaveIsNotOfferedAndTheNextGameReplacesIt() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let saves = dir.appendingPathComponent("saves")
        try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
        try Data("{\"format\": 1, \"game\": \"chess\"}".utf8).write(to: saves.appendingPathComponent("autosave.json"))
        let app = try await openApp(dir)
        #expect(app.home.continueGame == nil)
        await app.continueGame()
        #expect(app.game == nil)
        #expect(app.message?.isEmpty == false, "the core's reason is shown")
        app.openNewGame(.zhongkui)
        await app.startNewGame()
        #expect(app.game != nil)
        #expect(try await app.gameStore.loadAutosave() != nil)
    }

    @Test func goingToTheBackgroundSavesAndPausesTheGame() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ManualClock()
        let app = try await openApp(dir, clock: clock)
        app.openNewGame(.huishi)
        app.updateForm {
            $0.vsComputer = false; $0.turnSeconds = 15
        }
        await app.startNewGame()
        let game = try #require(app.game)
        try playFirstLegalMove(game)
        clock.advance(ms: 3_000)
        await app.enterBackground()
        #expect(game.screen.timer?.running == false)
        let saved = try #require(try await app.gameStore.loadAutosave())
        #expect(try saved.snapshot(nowMs: 0).positionText == game.snapshot.positionText)
        clock.advance(ms: 100_000)
        app.enterForeground()
        #expect(game.screen.timer?.remainingMs == 12_000)
    }

    @Test func saveAndLeaveFilesTheGameAndEmptiesTheAutosave() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openNewGame(.weiming)
        app.updateForm { $0.vsComputer = false }
        await app.startNewGame()
        try playFirstLegalMove(try #require(app.game))
        await app.saveAndLeave()
        #expect(app.path.isEmpty)
        #expect(app.game == nil)
        await app.settle()
        #expect(app.home.continueGame == nil)
        await app.openSavedGames()
        #expect(app.path == [.savedGames])
        let rows = app.savedRows
        #expect(rows.count == 1)
        #expect(rows[0].game == .weiming)
        #expect(rows[0].detail.hasPrefix("Pass and play · 1 ply · in progress · "))
        await app.resume(id: rows[0].id)
        #expect(app.path == [.game])
        #expect(app.game?.snapshot.plyNumber == 1)
        app.leaveGame()
        await app.settle()
        #expect(app.home.continueGame?.game == .weiming, "a game left without saving stays in the autosave")
        await app.openSavedGames()
        await app.deleteSave(id: rows[0].id)
        #expect(app.savedRows.isEmpty)
    }

    /// The native game goes when the game is left or replaced.
    @Test func nativeObjectsAreReleasedWhenAGameIsLeftOrReplaced() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openNewGame(.zhongkui)
        app.updateForm { $0.vsComputer = false }
        await app.startNewGame()
        weak let first = app.game?.session
        weak let firstModel = app.game
        #expect(first != nil)
        app.game?.restart()
        weak let second = app.game?.session
        #expect(second != nil && second !== first)
        await app.game?.settle()
        #expect(first == nil, "restart releases the old native game")
        app.leaveGame()
        await app.settle()
        #expect(second == nil, "leaving releases the native game")
        #expect(firstModel == nil)
    }

    @Test func settingsApplyAtOnceAndPersist() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(app.language == .zh)
        #expect(app.strings.undo == "悔棋")
        app.openNewGame(.huishi)
        app.updateForm { $0.vsComputer = false }
        await app.startNewGame()
        app.updateSettings(.language(.en), .rotateForOpponent(false), .theme(.dark))
        #expect(app.language == .en)
        #expect(app.game?.language == .en)
        #expect(app.prefersDark == true)
        await app.settle()
        app.updateSettings(.turnSeconds(7))
        #expect(app.settingsProblem?.contains("turn_seconds") == true)
        #expect(app.settings.turnSeconds != 7)

        let reopened = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(reopened.settings.language == .en)
        #expect(reopened.settings.rotateForOpponent == false)
        #expect(reopened.settingsScreen.turnTimes.map(\.value) == sharedCatalog.turnTimeChoices)
        #expect(reopened.settingsScreen.levels.map(\.label) == sharedCatalog.levels.map(\.nameEn))
    }

    @Test func rulesComeFromTheCoreAndPointNamesHighlightTheDiagram() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openRules(.huishi)
        var rules = try #require(app.rules)
        #expect(rules.docs.map(\.language) == [.en])
        #expect(rules.docs[0].name == sharedCatalog.info(.huishi).nameEn)
        #expect(rules.appRules.count == 1)
        #expect(rules.diagram.showNames)
        app.setRulesLanguage(.both)
        rules = try #require(app.rules)
        #expect(rules.docs.map(\.language) == [.zh, .en])
        // A point named in the text.
        let index = try #require(rules.docs[1].sections.lazy.compactMap(Self.firstPointIndex).first)
        app.tapRulesPoint(index)
        #expect(app.rules?.highlighted == index)
        #expect(app.rules?.diagram.points[index].highlighted == true)
        app.tapRulesPoint(index)
        #expect(app.rules?.highlighted == nil)
        app.path.removeLast()
        #expect(app.rules == nil)
    }

    static func firstPointIndex(_ section: RulesSection) -> Int? {
        for block in section.blocks {
            let texts: [RichText]
            switch block {
            case .paragraph(let t): texts = [t]
            case .bullets(let items): texts = items
            }
            for t in texts {
                for span in t.spans {
                    if case .point(_, let index) = span, let index { return Int(index) }
                }
            }
        }
        return nil
    }
}
