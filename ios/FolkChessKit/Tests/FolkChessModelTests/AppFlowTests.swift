import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The app's flow over a temporary folder, a manual clock and the real core, through the app
/// model (the core's app reducer across the FFI, its effects carried out here).
@MainActor @Suite struct AppFlowTests {
    @Test func homeShowsTheFourGamesFromTheCore() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        let home = try #require(app.home)
        #expect(app.stack == [.home])
        #expect(home.cards.map(\.game) == [.weiming, .zhongkui, .jinmen, .huishi])
        #expect(home.cards.map(\.nameZh) == (try catalogue()).map(\.nameZh))
        #expect(home.cards.map(\.tagline) == (try catalogue()).map(\.taglineEn))
        #expect(home.continueGame == nil)
        #expect(home.title == app.texts.appName)
        let huishi = home.cards[3].miniature
        #expect(huishi.points.compactMap(\.piece).count == 10)
        #expect(huishi.labels == .off)
    }

    /// Autosave after every ply, and the game restored after the app was "killed".
    @Test func theGameInProgressIsAutosavedAndRestored() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var app: AppModel? = try await openApp(dir)
        await app!.run(.openNewGame(game: .jinmen))
        #expect(app!.stack == [.home, .newGame])
        if app!.learnOffer != nil { await app!.run(.dismissLearnOffer(game: .jinmen)) }
        try await app!.choose(.opponent, "Pass and play")
        try await app!.choose(.turnTime, "60 s")
        #expect(app!.newGame?.choices.map(\.key) == [.opponent, .turnTime])
        await app!.run(.startGame)
        #expect(app!.stack == [.home, .game])
        try await app!.playFirstLegalMove()
        try await app!.playFirstLegalMove()
        let moves = try #require(app!.game).moves

        // The process dies: nothing else is written. A new app finds the game.
        app = nil
        let reopened = try await openApp(dir)
        let cont = try #require(reopened.home?.continueGame)
        #expect(cont.game == .jinmen)
        #expect(cont.id == "autosave")
        #expect(cont.detail.hasPrefix("Pass\u{a0}and\u{a0}play\u{a0}· 2\u{a0}moves\u{a0}· in\u{a0}progress\u{a0}· "))
        await reopened.run(.continue)
        let restored = try #require(reopened.game)
        #expect(restored.moves == moves)
        #expect(restored.timer?.limitMs == 60_000)
    }

    /// Disk jobs run one after the other in the order the core asked for them: plies played
    /// without waiting leave the last autosave on disk.
    @Test func diskJobsRunInTheOrderAsked() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        try await app.startPassAndPlay(.huishi)
        var asked: [String] = []
        app.onEffects = { effects in
            for case .disk(let job) in effects { asked.append(job.name()) }
        }
        for _ in 0..<6 {
            let from = try #require(app.marked(.movable).min())
            app.send(.table(event: .tap(point: Int32(from))))
            let to = try #require(app.marked(.target).min())
            app.send(.table(event: .tap(point: Int32(to))))
        }
        #expect(asked.filter { $0 == "write-autosave" }.count >= 1)
        await app.enterBackground()
        await app.settle()
        let reopened = try await openApp(dir)
        #expect(reopened.home?.continueGame?.detail.hasPrefix("Pass\u{a0}and\u{a0}play\u{a0}· 6\u{a0}moves") == true)
    }

    @Test func aDamagedAutosaveIsNotOfferedAndTheNextGameReplacesIt() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let saves = dir.appendingPathComponent("saves")
        try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
        try Data("{\"format\": 1, \"game\": \"chess\"}".utf8).write(to: saves.appendingPathComponent("autosave.json"))
        let app = try await openApp(dir)
        #expect(app.home?.continueGame == nil)
        try await app.startPassAndPlay(.zhongkui)
        #expect(app.game != nil)
        try await app.playFirstLegalMove()
        let reopened = try await openApp(dir)
        #expect(reopened.home?.continueGame?.game == .zhongkui)
    }

    @Test func goingToTheBackgroundSavesAndPausesTheGame() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ManualClock()
        let app = try await openApp(dir, clock: clock)
        try await app.startPassAndPlay(.huishi, turnTime: "15 s")
        try await app.playFirstLegalMove()
        clock.advance(ms: 3_000)
        await app.enterBackground()
        #expect(app.game?.timer?.running == false)
        let saved = try await openApp(dir)
        #expect(saved.home?.continueGame?.detail.hasPrefix("Pass\u{a0}and\u{a0}play\u{a0}· 1\u{a0}move") == true)
        clock.advance(ms: 100_000)
        app.enterForeground()
        #expect(app.game?.timer?.remainingMs == 12_000)
    }

    @Test func saveAndLeaveFilesTheGameAndEmptiesTheAutosave() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        try await app.startPassAndPlay(.weiming)
        try await app.playFirstLegalMove()
        await app.run(.table(event: .saveAndLeave))
        #expect(app.stack == [.home])
        #expect(app.home?.continueGame == nil)
        await app.run(.openSavedGames)
        #expect(app.stack == [.home, .savedGames])
        let rows = try #require(app.savedGames).rows
        #expect(rows.count == 1)
        #expect(rows[0].game == .weiming)
        #expect(rows[0].detail.hasPrefix("Pass\u{a0}and\u{a0}play\u{a0}· 1\u{a0}move\u{a0}· in\u{a0}progress\u{a0}· "))
        #expect(rows[0].resume.enabled && rows[0].review.enabled && rows[0].delete.enabled)
        await app.run(.resume(id: rows[0].id))
        #expect(app.stack == [.home, .game])
        #expect(app.game?.moves.rows.count == 1)
        await app.run(.back)
        #expect(app.home?.continueGame?.game == .weiming, "a game left without saving stays in the autosave")
        await app.run(.openSavedGames)
        await app.run(.deleteSave(id: rows[0].id))
        #expect(app.savedGames?.rows.isEmpty == true)
        #expect(app.savedGames?.emptyText == "No saved games yet")
    }

    /// The platform's back (a swipe, the back button) cuts the path: one `back` per screen.
    @Test func thePlatformsBackFollowsTheCoresStack() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        try await app.startPassAndPlay(.zhongkui)
        await app.run(.openRules(game: .zhongkui))
        #expect(app.stack == [.home, .game, .rules])
        #expect(app.screen(at: 1).map { if case .game = $0 { true } else { false } } == true, "the game is drawn under")
        app.popped(to: 0)
        await app.settle()
        #expect(app.stack == [.home])
        #expect(app.screen(at: 1) == nil)
    }

    @Test func settingsApplyAtOnceAndPersist() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(app.language == .zh)
        #expect(app.texts.back == "\u{8FD4}\u{56DE}")
        await app.run(.openSettings)
        try await app.setting(.language, "English")
        await app.run(.settingToggle(key: .rotateForOpponent, on: false))
        let theme = try #require(app.settingsScreen?.sections.flatMap(\.choices).first { $0.key == .theme })
        #expect(theme.options.count == 3)
        #expect(app.view.theme == .system)
        await app.run(.settingChoice(key: .theme, index: 2))
        #expect(app.view.theme == .dark, "the theme applies at once")
        #expect(app.language == .en)
        #expect(app.settingsScreen?.title == "Settings", "the screen on top follows at once")

        let reopened = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(reopened.language == .en)
        #expect(reopened.view.theme == .dark)
        await reopened.run(.openSettings)
        let rows = try #require(reopened.settingsScreen).sections.flatMap(\.choices)
        let language = try #require(rows.first { $0.key == .language })
        #expect(language.options[Int(language.selected)] == "English")
        #expect(rows.first { $0.key == .theme }?.selected == 2)
        #expect(rows.first { $0.key == .level }?.options == (try levels()).map(\.nameEn))
        #expect(rows.first { $0.key == .turnTime }?.options.count == turnTimeChoices().count)
        let toggles = try #require(reopened.settingsScreen).sections.flatMap(\.toggles)
        #expect(toggles.first { $0.key == .rotateForOpponent }?.on == false)
    }

    /// Traditional Chinese chosen in the settings reaches every screen, those open at the time
    /// too; every word is the core's (the app converts nothing).
    @Test func traditionalChineseReachesEveryScreen() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["en-GB"])
        #expect(app.language == .en)
        let zhongkui = try gameInfoOf(game: .zhongkui)

        // Open a game (pass and play), its rules in Simplified Chinese, then the settings.
        try await app.startPassAndPlay(.zhongkui)
        await app.run(.openRules(game: .zhongkui))
        let zh = try #require(app.rules?.languages.firstIndex(of: .zh), "\(app.rules?.languages ?? [])")
        await app.run(.rulesLanguage(index: Int32(zh)))
        #expect(app.rules?.pages.first?.name == zhongkui.nameZh)
        await app.run(.openSettings)
        let row = try #require(app.settingsScreen?.sections.flatMap(\.choices).first { $0.key == .language })
        #expect(row.options.count == 6)
        let hant = try #require(row.options.firstIndex { $0.unicodeScalars.contains("\u{9AD4}") })
        await app.run(.settingChoice(key: .language, index: Int32(hant)))
        #expect(app.language == .zhHant)
        #expect(app.texts == appTexts(language: .zhHant))
        #expect(app.texts != appTexts(language: .zh))

        // The rules under the settings follow: Chinese in Traditional now.
        await app.run(.back)
        let rules = try #require(app.rules)
        #expect(rules.language == .zhHant)
        #expect(rules.languages.contains(.zhHant) && !rules.languages.contains(.zh))
        #expect(rules.frame.title == "規則 · 鍾馗")
        // The game under them too.
        await app.run(.back)
        let game = try #require(app.game)
        #expect(game.title == "鍾馗")
        #expect(game.title != zhongkui.nameZh, "not the Simplified name")
        #expect(game.title == (try gameModel(.zhongkui, language: .zhHant)).view.title)

        // Home.
        await app.run(.back)
        let home = try #require(app.home)
        guard case .home(let simplified) = try coreScreen(languages: ["zh-Hans-CN"]),
            case .settings(let hantSettings) = try coreScreen([.openSettings], languages: ["zh-Hant-TW"])
        else { throw FolkChessError.Internal(reason: "no home or settings") }
        #expect(home.cards.map(\.tagline) != simplified.cards.map(\.tagline))
        #expect(home.settings == hantSettings.title)
        let reopened = try await openApp(dir, languages: ["en-GB"])
        #expect(reopened.language == .zhHant)
    }

    /// The point labels are a choice of three on the settings screen, in the order the test
    /// support writes them (``pointLabelOptions``): on the edge by default, where a grid board
    /// draws its files and ranks and Weiming's board names its points; beside every point; none.
    @Test func pointLabelsAreAChoiceOnTheEdgeByDefault() throws {
        guard case .settings(let view) = try coreScreen([.openSettings]) else {
            throw FolkChessError.Internal(reason: "no settings")
        }
        let row = try #require(view.sections.flatMap(\.choices).first { $0.key == .pointLabels })
        #expect(row.options == ["On the board's edge", "Beside every point", "None"])
        #expect(row.selected == 0)
        #expect(!view.sections.flatMap(\.toggles).contains { String(describing: $0.key).contains("Name") })
        let expected: [PointLabels] = [.edge, .every, .off]
        for (index, labels) in expected.enumerated() {
            let change = RowChange.choice(key: .pointLabels, index: Int32(index))
            #expect(try gameModel(.jinmen, settings: [change]).view.board.labels == labels)
            let weiming = try gameModel(.weiming, settings: [change]).view.board.labels
            #expect(weiming == (labels == .edge ? .every : labels), "Weiming's points have no files")
            guard case .settings(let chosen) = try coreScreen([.openSettings, .settingChoice(key: .pointLabels, index: Int32(index))])
            else { throw FolkChessError.Internal(reason: "no settings") }
            #expect(chosen.sections.flatMap(\.choices).first { $0.key == .pointLabels }?.selected == UInt32(index))
        }
    }

    /// "System" follows the phone: Traditional for zh-Hant, zh-TW, zh-HK and zh-MO (the core
    /// decides).
    @Test func theSystemChoiceFollowsAPhoneInTraditionalChinese() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hant-TW", "en-US"])
        #expect(app.language == .zhHant)
        let hk = try await openApp(dir, languages: ["zh-HK"])
        #expect(hk.language == .zhHant)
        let cn = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(cn.language == .zh)
        // The phone's languages change while the app is away: asked again when it comes back.
        final class Phone: @unchecked Sendable { var languages = ["zh-Hans-CN"] }
        let phone = Phone()
        let platform = FakePlatform()
        let app2 = try AppModel(
            directory: dir, clock: ManualClock(), wallClock: ManualClock(), preferredLanguages: { phone.languages },
            timeZone: TimeZone(identifier: "UTC")!, seed: 1, feedback: platform, share: platform)
        await app2.run(.start)
        #expect(app2.language == .zh)
        phone.languages = ["en-US"]
        app2.enterForeground()
        await app2.settle()
        #expect(app2.language == .en)
    }

    @Test func rulesComeFromTheCoreAndPointNamesHighlightTheDiagram() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openRules(game: .huishi))
        var rules = try #require(app.rules)
        #expect(rules.pages.map(\.language) == [.en])
        #expect(rules.pages[0].name == (try gameInfoOf(game: .huishi)).nameEn)
        #expect(rules.frame.diagram.labels == .every)
        #expect(rules.frame.languages.count == rules.languages.count)
        await app.run(.rulesLanguage(index: Int32(try #require(rules.languages.firstIndex(of: .both)))))
        rules = try #require(app.rules)
        #expect(rules.pages.map(\.language) == [.zh, .en])
        // A point named in the text.
        let index = try #require(rules.pages[1].sections.lazy.compactMap(Self.firstPointIndex).first)
        await app.run(.rulesPoint(index: Int32(index)))
        #expect(app.rules?.frame.diagram.points[index].highlighted == true)
        await app.run(.rulesPoint(index: Int32(index)))
        #expect(app.rules?.frame.diagram.points.contains { $0.highlighted } == false)
        await app.run(.back)
        #expect(app.rules == nil)
        #expect(app.stack == [.home])
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
