import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of the screens of play and training — a game, its review, the puzzles, a puzzle,
/// the practice, the lessons and a lesson, the statistics and the import — in the two
/// languages together and in Traditional Chinese, chosen in the settings as a player would:
/// on a common phone in light and on the smallest (320 pt) in dark. (Home, the new-game form,
/// saved games, settings and the rules have theirs in ``everyScreenInEveryLook()``.) Every word
/// is the core's; the renderer fails a picture whose text runs past its edge.
extension PictureTests {
    /// One look: the settings' language option, the pictures' language tag, the name's suffix,
    /// dark or light, the phone's width.
    struct LanguageLook {
        let option: String
        let lang: String
        let suffix: String
        let dark: Bool
        let width: Double
    }

    static let languageLooks: [LanguageLook] = [
        LanguageLook(option: "简体中文 + English", lang: "zh-Hans", suffix: "both-light", dark: false, width: 393),
        LanguageLook(option: "简体中文 + English", lang: "zh-Hans", suffix: "both-small-dark", dark: true, width: 320),
        LanguageLook(option: "繁體中文", lang: "zh-Hant", suffix: "zh-hant-light", dark: false, width: 393),
        LanguageLook(option: "繁體中文 + English", lang: "zh-Hant", suffix: "both-hant-small-dark", dark: true, width: 320),
    ]

    @Test func playAndTrainingInBothLanguagesAndInTraditionalChinese() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, clock: ManualClock(Self.december2))
        for look in Self.languageLooks {
            try await app.setLanguage(look.option)
            let (dark, width, lang) = (look.dark, look.width, look.lang)

            // Jinmen against the computer, a move each.
            await app.run(.openNewGame(game: .jinmen))
            if app.learnOffer != nil { await app.run(.dismissLearnOffer(game: .jinmen)) }
            await app.run(.startGame)
            try await app.playFirstLegalMove()
            let game = try #require(app.game)
            #expect(game.moves.rows.count == 2, "the computer answered")
            if look.option.contains("English") {
                #expect(
                    game.actions.filter { $0.place == .bar }.allSatisfy { $0.label.contains("\n") },
                    "a button's Chinese stands over its English")
            }
            try Self.renderGame("game-jinmen-\(look.suffix)", game, dark: dark, width: width, lang: lang)
            await app.run(.back)

            // The review of Zhong Kui's thrown win, on the blunder.
            let review = try await ReviewModelTests.reviewed(
                try ReviewModelTests.thrownWinJson(), language: app.language)
            try Self.renderReview("review-zhongkui-blunder-\(look.suffix)", review.view, dark: dark, width: width, lang: lang)

            // The puzzles, the easy ones of Weiming, and the first of them.
            await app.run(.openPuzzles)
            try Self.renderPuzzles("puzzles-\(look.suffix)", try #require(app.puzzles), dark: dark, width: width, lang: lang)
            await app.run(.openPuzzleList(game: .weiming, difficulty: .easy))
            guard case .puzzleList(let list?) = app.view.screen else {
                Issue.record("no puzzle list")
                return
            }
            try Self.renderPuzzleList("puzzle-list-\(look.suffix)", list, dark: dark, width: width, lang: lang)
            await app.run(.openPuzzle(id: "weiming-0001"))
            try Self.renderTrainer("puzzle-start-\(look.suffix)", try #require(app.trainer), dark: dark, width: width, lang: lang)
            await app.run(.back)
            await app.run(.back)
            await app.run(.back)

            // The practice (nothing to practise yet).
            await app.run(.openPractice)
            try Self.renderPractice("practice-empty-\(look.suffix)", try #require(app.practice), dark: dark, width: width, lang: lang)
            await app.run(.back)

            // Jinmen's lessons and the first lesson.
            await app.run(.openLessons(game: .jinmen))
            guard case .lessons(let title, let rows?) = app.view.screen else {
                Issue.record("no lessons")
                return
            }
            try Self.renderLessons("lessons-jinmen-\(look.suffix)", title: title, rows: rows, dark: dark, width: width, lang: lang)
            await app.run(.openLesson(id: rows[0].id))
            try Self.renderLesson("lesson-start-\(look.suffix)", try #require(app.lesson), dark: dark, width: width, lang: lang)
            await app.run(.back)
            await app.run(.back)

            // The statistics (the game above was left, not finished: nothing counted yet) and
            // the import screen with a shared game's text.
            await app.run(.openStatistics)
            try Self.renderStatistics(
                "statistics-empty-\(look.suffix)", try #require(app.stats), dark: dark, width: width, lang: lang)
            await app.run(.back)
            let text = try shareText(
                saveJson: try ReviewModelTests.thrownWinJson(), language: app.language, epochMs: Self.december2,
                utcOffsetMinutes: 0)
            try Self.renderImport(
                "import-\(look.suffix)", texts: app.texts, text: text, problem: nil, openEnabled: true, dark: dark,
                width: width, lang: lang)
            #expect(app.home != nil, "back home")
        }
    }
}
