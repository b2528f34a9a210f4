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

    /// Chooses option `name` of the new-game form's row `key`, by its index.
    func choose(_ app: AppModel, _ key: ChoiceKey, _ name: String) throws {
        let row = try #require(app.newGame?.choices.first { $0.key == key })
        let index = try #require(row.options.firstIndex(of: name), "\(row.options)")
        app.chooseNewGame(key, index: index)
    }

    @Test func homeShowsTheFourGamesFromTheCore() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        let home = app.home
        #expect(home.cards.map(\.game) == [.weiming, .zhongkui, .jinmen, .huishi])
        #expect(home.cards.map(\.nameZh) == (try catalogue()).map(\.nameZh))
        #expect(home.cards.map(\.tagline) == (try catalogue()).map(\.taglineEn))
        #expect(home.continueGame == nil)
        #expect(home.title == app.texts.appName)
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
        try choose(app!, .opponent, "Pass and play")
        try choose(app!, .turnTime, "60 s")
        #expect(app!.newGame?.choices.map(\.key) == [.opponent, .turnTime])
        await app!.startNewGame()
        #expect(app!.path == [.game])
        let game = try #require(app!.game)
        try playFirstLegalMove(game)
        try playFirstLegalMove(game)
        await game.settle()
        let record = try game.table.exportRecord()

        // The process dies: nothing else is written. A new app finds the game.
        app = nil
        let reopened = try await openApp(dir)
        let cont = try #require(reopened.home.continueGame)
        #expect(cont.game == .jinmen)
        #expect(cont.id == "autosave")
        #expect(cont.detail.hasPrefix("Pass and play · 2 moves · in progress · "))
        await reopened.continueGame()
        let restored = try #require(reopened.game)
        #expect(try restored.table.exportRecord() == record)
        #expect(restored.view.moves.rows.count == 2)
        #expect(restored.view.timer?.limitMs == 60_000)
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
        #expect(app.message?.sentence == "This save cannot be read", "the core's sentence is shown")
        #expect(app.message?.details.isEmpty == false, "the reason is kept for the details")
        app.openNewGame(.zhongkui)
        await app.startNewGame()
        #expect(app.game != nil)
        await app.settle()
        #expect(try await app.gameStore.loadAutosave() != nil)
    }

    @Test func goingToTheBackgroundSavesAndPausesTheGame() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ManualClock()
        let app = try await openApp(dir, clock: clock)
        app.openNewGame(.huishi)
        try choose(app, .opponent, "Pass and play")
        try choose(app, .turnTime, "15 s")
        await app.startNewGame()
        let game = try #require(app.game)
        try playFirstLegalMove(game)
        clock.advance(ms: 3_000)
        await app.enterBackground()
        #expect(game.view.timer?.running == false)
        let saved = try #require(try await app.gameStore.loadAutosave())
        #expect(try saved.exportRecord() == game.table.exportRecord())
        clock.advance(ms: 100_000)
        app.enterForeground()
        #expect(game.view.timer?.remainingMs == 12_000)
    }

    @Test func saveAndLeaveFilesTheGameAndEmptiesTheAutosave() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openNewGame(.weiming)
        try choose(app, .opponent, "Pass and play")
        await app.startNewGame()
        try playFirstLegalMove(try #require(app.game))
        await app.saveAndLeave()
        #expect(app.path.isEmpty)
        #expect(app.game == nil)
        await app.settle()
        #expect(app.home.continueGame == nil)
        await app.openSavedGames()
        #expect(app.path == [.savedGames])
        let rows = app.savedGames.rows
        #expect(rows.count == 1)
        #expect(rows[0].game == .weiming)
        #expect(rows[0].detail.hasPrefix("Pass and play · 1 move · in progress · "))
        #expect(rows[0].resume.enabled && rows[0].review.enabled && rows[0].delete.enabled)
        await app.resume(id: rows[0].id)
        #expect(app.path == [.game])
        #expect(app.game?.view.moves.rows.count == 1)
        app.leaveGame()
        await app.settle()
        #expect(app.home.continueGame?.game == .weiming, "a game left without saving stays in the autosave")
        await app.openSavedGames()
        await app.deleteSave(id: rows[0].id)
        #expect(app.savedGames.rows.isEmpty)
        #expect(app.savedGames.emptyText == "No saved games yet")
    }

    /// The native game goes when the game is left or replaced.
    @Test func nativeObjectsAreReleasedWhenAGameIsLeftOrReplaced() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openNewGame(.zhongkui)
        try choose(app, .opponent, "Pass and play")
        await app.startNewGame()
        weak let firstTable = app.game?.table
        weak let firstModel = app.game
        #expect(firstTable != nil)
        app.leaveGame()
        await app.settle()
        #expect(firstTable == nil, "leaving releases the native game")
        #expect(firstModel == nil)
        await app.continueGame()
        weak let second = app.game?.table
        #expect(second != nil)
        await app.continueGame()
        await app.settle()
        #expect(second == nil, "a game replaced by another is released")
    }

    @Test func settingsApplyAtOnceAndPersist() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(app.language == .zh)
        #expect(app.texts.back == "返回")
        app.openNewGame(.huishi)
        try choose(app, .opponent, "双人同屏")
        await app.startNewGame()
        let language = try #require(app.settingsScreen.sections.flatMap(\.choices).first { $0.key == .language })
        app.changeSetting(
            .choice(key: .language, index: Int32(try #require(language.options.firstIndex(of: "English")))))
        app.changeSetting(.toggle(key: .rotateForOpponent, on: false))
        let theme = try #require(app.settingsScreen.sections.flatMap(\.choices).first { $0.key == .theme })
        #expect(theme.options.count == 3)
        app.changeSetting(.choice(key: .theme, index: 2))
        #expect(app.language == .en)
        #expect(app.game?.view.undo.label == "Undo", "the game on screen follows at once")
        #expect(app.prefersDark == true)
        await app.settle()
        app.replaceSettings(withTurnSeconds(app.settings, 7))
        #expect(app.settingsProblem?.contains("turn_seconds") == true)
        #expect(app.settings.turnSeconds != 7)

        let reopened = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(reopened.settings.language == .en)
        #expect(reopened.settings.rotateForOpponent == false)
        let rows = reopened.settingsScreen.sections.flatMap(\.choices)
        #expect(rows.first { $0.key == .level }?.options == (try levels()).map(\.nameEn))
        #expect(rows.first { $0.key == .turnTime }?.options.count == turnTimeChoices().count)
    }

    /// 繁體中文 chosen in the settings reaches every screen, those open at the time too;
    /// every word is the core's (the app converts nothing).
    @Test func traditionalChineseReachesEveryScreen() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["en-GB"])
        #expect(app.language == .en)
        let zhongkui = try gameInfoOf(game: .zhongkui)

        // Open a game (pass and play), its rules in Simplified Chinese, then the settings.
        app.openNewGame(.zhongkui)
        try choose(app, .opponent, "Pass and play")
        await app.startNewGame()
        let game = try #require(app.game)
        app.openRulesFromGame()
        let zh = try #require(app.rules?.languages.firstIndex(of: .zh), "\(app.rules?.languages ?? [])")
        app.setRulesLanguage(index: zh)
        #expect(app.rules?.pages.first?.name == zhongkui.nameZh)
        app.openSettings()

        // The language row: the core's six choices.
        let row = try #require(app.settingsScreen.sections.flatMap(\.choices).first { $0.key == .language })
        #expect(row.options.dropFirst() == ["简体中文", "繁體中文", "English", "简体中文 + English", "繁體中文 + English"])
        app.changeSetting(.choice(key: .language, index: Int32(try #require(row.options.firstIndex(of: "繁體中文")))))
        #expect(app.language == .zhHant)
        #expect(app.settings.language == .zhHant)

        // Settings.
        #expect(app.settingsScreen.title == "設定")
        let choices = app.settingsScreen.sections.flatMap(\.choices)
        let language = try #require(choices.first { $0.key == .language })
        #expect(language.options[Int(language.selected)] == "繁體中文")
        // The rules open under the settings follow: Chinese in Traditional now.
        let rules = try #require(app.rules)
        #expect(rules.language == .zhHant)
        #expect(rules.languages.contains(.zhHant) && !rules.languages.contains(.zh))
        #expect(rules.pages.first?.name == "雙承棋之鍾馗捉鬼")
        #expect(rules.frame.title == "規則 · 鍾馗")
        // The game under them too.
        #expect(game.view.title == "鍾馗")
        #expect(game.view.title != zhongkui.nameZh, "not the Simplified name")
        #expect(game.view.resign.label == (try gameModel(.zhongkui, language: .zhHant)).view.resign.label)
        app.path = [.game]

        // Home.
        #expect(app.texts == appTexts(language: .zhHant))
        #expect(app.texts != appTexts(language: .zh))
        let home = app.home
        #expect(home.settings == "設定")
        #expect(home.cards.map(\.nameZh) == ["未名雙承棋之三", "雙承棋之鍾馗捉鬼", "金門防禦棋", "會師棋"])
        let simplified = try homeView(autosave: nil, language: .zh, utcOffsetMinutes: 0)
        #expect(home.cards.map(\.tagline) != simplified.cards.map(\.tagline))

        // The review of the game, once over.
        for m in ReviewModelTests.thrownWin {
            let names = m.split(separator: "-").map(String.init)
            game.tap(try point(names[0], .zhongkui))
            game.tap(try point(names[1], .zhongkui))
        }
        #expect(game.view.isOver)
        app.openReviewFromGame()
        await app.settle()
        let review = try #require(app.review).view
        #expect(review.title.hasPrefix("復盤 · "), "\(review.title)")
        #expect(review.title == "復盤 · 鍾馗")
        #expect(review.startRow == "開局局面")

        // A new rules screen opens in Traditional; the settings are kept as chosen.
        app.path = []
        app.openRules(.huishi)
        #expect(app.rules?.language == .zhHant)
        #expect(app.rules?.pages.map(\.language).count == 1)
        await app.settle()
        let reopened = try await openApp(dir, languages: ["en-GB"])
        #expect(reopened.language == .zhHant)
        #expect(reopened.settingsScreen.title == "設定")
    }

    /// "System" follows the phone: Traditional for zh-Hant, zh-TW, zh-HK and zh-MO (the core
    /// decides).
    @Test func theSystemChoiceFollowsAPhoneInTraditionalChinese() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hant-TW", "en-US"])
        #expect(app.settings.language == .system)
        #expect(app.language == .zhHant)
        #expect(app.settingsScreen.title == "設定")
        let hk = try await openApp(dir, languages: ["zh-HK"])
        #expect(hk.language == .zhHant)
        let cn = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(cn.language == .zh)
        #expect(cn.settingsScreen.title == "设置")
    }

    @Test func rulesComeFromTheCoreAndPointNamesHighlightTheDiagram() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openRules(.huishi)
        var rules = try #require(app.rules)
        #expect(rules.pages.map(\.language) == [.en])
        #expect(rules.pages[0].name == (try gameInfoOf(game: .huishi)).nameEn)
        #expect(rules.frame.diagram.showNames)
        #expect(rules.frame.languages.count == rules.languages.count)
        app.setRulesLanguage(index: try #require(rules.languages.firstIndex(of: .both)))
        rules = try #require(app.rules)
        #expect(rules.pages.map(\.language) == [.zh, .en])
        // A point named in the text.
        let index = try #require(rules.pages[1].sections.lazy.compactMap(Self.firstPointIndex).first)
        app.tapRulesPoint(index)
        #expect(app.rules?.frame.diagram.points[index].highlighted == true)
        app.tapRulesPoint(index)
        #expect(app.rules?.frame.diagram.points.contains { $0.highlighted } == false)
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
