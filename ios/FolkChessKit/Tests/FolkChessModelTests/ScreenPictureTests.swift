import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of every screen but the game and the review (issue 26): home, the new-game form,
/// saved games (with a damaged save, closed and opened, and the delete question), settings and
/// the rules (Chinese, English, both), reached as a player would — games played and filed,
/// the language chosen in the settings — light and dark, in Chinese, English and both, on a
/// common phone (393 pt) and on the smallest (320 × 568 pt), and at the first accessibility
/// text size.
extension PictureTests {
    /// One look of the screens: the display language (the settings' option), light or dark,
    /// the phone's width and the text size; `suffix` names the pictures.
    struct Look {
        let option: String
        let dark: Bool
        let width: Double
        let textScale: Double
        let suffix: String
        var lang: String? { option.hasPrefix("简体") ? "zh-Hans" : nil }
    }

    static let looks: [Look] = [
        Look(option: "简体中文", dark: false, width: 393, textScale: 1, suffix: "zh-light"),
        Look(option: "简体中文", dark: true, width: 393, textScale: 1, suffix: "zh-dark"),
        Look(option: "English", dark: false, width: 393, textScale: 1, suffix: "en-light"),
        Look(option: "English", dark: true, width: 393, textScale: 1, suffix: "en-dark"),
        Look(option: "简体中文 + English", dark: false, width: 393, textScale: 1, suffix: "both-light"),
        Look(option: "简体中文 + English", dark: true, width: 320, textScale: 1, suffix: "both-small-dark"),
        Look(option: "English", dark: false, width: 320, textScale: 1, suffix: "en-small-light"),
        Look(option: "简体中文", dark: false, width: 320, textScale: 1, suffix: "zh-small-light"),
        Look(option: "English", dark: true, width: 393, textScale: largeText, suffix: "en-large-text-dark"),
        Look(
            option: "简体中文 + English", dark: false, width: 320, textScale: largeText,
            suffix: "both-small-large-text-light"),
    ]

    /// An app with a game in progress (continue), two filed games and a damaged file.
    static func appWithSaves(_ dir: URL) async throws -> AppModel {
        // 2026-12-01 21:05 UTC.
        let wall = ManualClock(1_796_159_100_000)
        let app = try await openApp(dir, wallClock: wall)
        // Zhong Kui against the computer, filed.
        await app.run(.openNewGame(game: .zhongkui))
        await app.run(.dismissLearnOffer(game: .zhongkui))
        await app.run(.startGame)
        try await app.playFirstLegalMove()
        await app.run(.table(event: .saveAndLeave))
        wall.advance(ms: 3_600_000)
        // Jinmen in pass and play, a few plies, filed.
        try await app.startPassAndPlay(.jinmen)
        for _ in 0..<4 { try await app.playFirstLegalMove() }
        await app.run(.table(event: .saveAndLeave))
        wall.advance(ms: 86_400_000)
        // A file that does not load.
        let saves = dir.appendingPathComponent("saves")
        try Data("{\"format\": \"folkchess-save\", \"version\": 2, \"game\": \"chess\"}".utf8)
            .write(to: saves.appendingPathComponent("1764000000000.json"))
        // Rendezvous going on: the autosave home offers to continue.
        try await app.startPassAndPlay(.huishi)
        try await app.playFirstLegalMove()
        await app.run(.back)
        return app
    }

    /// The saved games screen, opened from home (and left again).
    static func savedGames(_ app: AppModel) async throws -> SavedGamesView {
        await app.run(.openSavedGames)
        let saved = try #require(app.savedGames)
        await app.run(.back)
        return saved
    }

    @Test func everyScreenInEveryLook() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await Self.appWithSaves(dir)
        #expect(app.home?.continueGame?.game == .huishi)
        let all = try await Self.savedGames(app)
        #expect(all.rows.map(\.damaged) == [false, false, true])
        #expect(all.rows.allSatisfy { !$0.detail.contains("expected") || $0.damaged })

        for look in Self.looks {
            try await app.setLanguage(look.option)
            let args = (dark: look.dark, width: look.width, textScale: look.textScale, lang: look.lang)

            // Home, with the game in progress.
            try Self.renderHome(
                "home-\(look.suffix)", try #require(app.home), texts: app.texts, dark: args.dark, width: args.width,
                textScale: args.textScale, lang: args.lang)
            if args.width > 320 && args.textScale == 1 {
                // On an iPad held wide: the same column at a reading width, centred.
                try Self.renderHome(
                    "home-ipad-\(look.suffix)", try #require(app.home), texts: app.texts, dark: args.dark,
                    lang: args.lang, iPad: true)
            }

            // The new-game form of Zhong Kui against the computer.
            await app.run(.openNewGame(game: .zhongkui))
            let form = try #require(app.newGame)
            try Self.renderNewGame(
                "new-game-\(look.suffix)", form, dark: args.dark, width: args.width, textScale: args.textScale,
                lang: args.lang)
            await app.run(.back)

            // Saved games: two good saves and a damaged one (its reason shown on demand).
            let saved = try await Self.savedGames(app)
            let damaged = try #require(saved.rows.last)
            #expect(damaged.damaged && damaged.thumbnail == nil)
            #expect(saved.rows[0].detail.contains("\u{a0}"), "the date and time never part")
            try Self.renderSavedGames(
                "saved-games-\(look.suffix)", saved, dark: args.dark, width: args.width, textScale: args.textScale,
                lang: args.lang)
            if args.width > 320 && args.textScale == 1 {
                try Self.renderSavedGames(
                    "saved-games-ipad-\(look.suffix)", saved, dark: args.dark, lang: args.lang, iPad: true)
            }

            // The settings.
            await app.run(.openSettings)
            try Self.renderSettings(
                "settings-\(look.suffix)", try #require(app.settingsScreen), dark: args.dark, width: args.width,
                textScale: args.textScale, lang: args.lang)
            if args.width > 320 && args.textScale == 1 {
                try Self.renderSettings(
                    "settings-ipad-\(look.suffix)", try #require(app.settingsScreen), dark: args.dark,
                    lang: args.lang, iPad: true)
            }
            await app.run(.back)

            // The rules of Rendezvous in the app's language (the rules' own choice follows it).
            await app.run(.openRules(game: .huishi))
            let rules = try #require(app.rules)
            try Self.renderRules(
                "rules-huishi-\(look.suffix)", rules, dark: args.dark, width: args.width, textScale: args.textScale,
                lang: args.lang)
            if args.width > 320 && args.textScale == 1 {
                try Self.renderRules("rules-huishi-ipad-\(look.suffix)", rules, dark: args.dark, lang: args.lang, iPad: true)
            }
            await app.run(.back)
        }

        // Saved games in English: the damaged save opened, and the delete question.
        try await app.setLanguage("English")
        let saved = try await Self.savedGames(app)
        #expect(saved.rows.last?.title.contains("This save cannot be read") == true)
        try Self.renderSavedGames("saved-games-damaged-opened-en-light", saved, dark: false, opened: true)
        try Self.renderSavedGames("saved-games-delete-en-dark", saved, dark: true, confirming: true)
    }

    /// The rules in each of their three languages, scrolled into the rules with a point tapped:
    /// the diagram stays in view with the point marked, the chips under the text that names it.
    @Test func theRulesInEachLanguageScrolled() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        for (i, name) in ["zh", "en", "both"].enumerated() {
            // Opened afresh: nothing marked yet (a second tap on a point clears its mark).
            if app.rules != nil { await app.run(.back) }
            await app.run(.openRules(game: .weiming))
            await app.run(.rulesLanguage(index: Int32(i)))
            var rules = try #require(app.rules)
            #expect(rules.pages.count == (name == "both" ? 2 : 1))
            // The first piece of text that names a point, its first point tapped.
            let items = rules.items
            let at = try #require(
                items.firstIndex {
                    if case .text(_, _, let chips) = $0 { return !chips.isEmpty }
                    return false
                })
            guard case .text(_, _, let chips) = items[at] else { return }
            await app.run(.rulesPoint(index: Int32(chips[0].index)))
            rules = try #require(app.rules)
            let from = max(0, at - (name == "both" ? 4 : 1))
            for dark in [false, true] {
                try Self.renderRules(
                    "rules-weiming-\(name)-scrolled-\(dark ? "dark" : "light")", rules, dark: dark,
                    lang: name == "en" ? nil : "zh-Hans", from: from)
            }
            try Self.renderRules(
                "rules-weiming-\(name)-scrolled-small-light", rules, dark: false, width: 320,
                lang: name == "en" ? nil : "zh-Hans", from: from)
        }
    }
}
