import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of the statistics (games counted against the computer and in pass and play; empty;
/// the reset question; damaged) and of the import screen (a shared text, and garbage with the
/// core's reason), light and dark, Chinese and English, 393 and 320 pt wide.
extension PictureTests {
    /// A finished game as the table's `finished` effect words it.
    static func finishedJson(
        _ game: String, seed: Int, level: String?, winner: String?, reason: String, plies: Int = 20
    ) -> String {
        let opponent = level.map { #"{"kind":"computer","level":"\#($0)"}"# } ?? #"{"kind":"pass_and_play"}"#
        let human = level == nil ? "null" : #""first""#
        let won = winner.map { #""\#($0)""# } ?? "null"
        return
            #"{"game":"\#(game)","seed":\#(seed),"opponent":\#(opponent),"human":\#(human),"winner":\#(won),"reason":"\#(reason)","plies":\#(plies)}"#
    }

    @Test func theStatisticsAndTheImportScreen() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ManualClock(1_796_159_100_000)
        let app = try await openApp(dir, clock: clock)
        await app.run(.openStatistics)
        let emptyEn = try #require(app.stats)
        try Self.renderStatistics("statistics-empty-en-light", emptyEn, dark: false)
        await app.run(.back)

        let results: [(String, String?, String?, String)] = [
            ("jinmen", "easy", "first", "resignation"), ("jinmen", "easy", "first", "reduced_to_one_piece"),
            ("jinmen", "medium", "second", "resignation"), ("jinmen", "medium", nil, "draw_agreed"),
            ("jinmen", "medium", "first", "no_legal_move"), ("jinmen", "hard", "second", "resignation"),
            ("jinmen", nil, "first", "resignation"), ("jinmen", nil, "second", "no_legal_move"),
            ("huishi", "easy", "first", "rendezvous"), ("huishi", "easy", "second", "resignation"),
            ("huishi", "easy", "first", "rendezvous"),
        ]
        let store = try GameStore(directory: dir.appendingPathComponent("saves"))
        for (i, r) in results.enumerated() {
            clock.advance(ms: 3_600_000)
            let json = Self.finishedJson(r.0, seed: 100 + i, level: r.1, winner: r.2, reason: r.3)
            try await store.perform(.countFinished(json), savedAtMs: clock.nowMs())
        }
        for (option, lang, suffix) in [("\u{7B80}\u{4F53}\u{4E2D}\u{6587}", "zh-Hans" as String?, "zh"), ("English", nil, "en")] {
            try await app.setLanguage(option)
            await app.run(.openStatistics)
            let stats = try #require(app.stats)
            await app.run(.back)
            #expect(stats.games.map(\.game) == [.jinmen, .huishi] || stats.games.map(\.game) == [.huishi, .jinmen])
            for dark in [false, true] {
                try Self.renderStatistics(
                    "statistics-\(suffix)-\(dark ? "dark" : "light")", stats, dark: dark, lang: lang)
            }
            try Self.renderStatistics("statistics-\(suffix)-small-light", stats, dark: false, width: 320, lang: lang)
            try Self.renderStatistics(
                "statistics-reset-\(suffix)-dark", stats, dark: true, lang: lang, confirming: true)

            // The import screen: a shared game's text, then garbage with the core's reason.
            let text = try shareText(
                saveJson: try ReviewModelTests.thrownWinJson(), language: app.language, epochMs: clock.nowMs(),
                utcOffsetMinutes: 0)
            for dark in [false, true] {
                try Self.renderImport(
                    "import-\(suffix)-\(dark ? "dark" : "light")", texts: app.texts, text: text, problem: nil,
                    openEnabled: true, dark: dark, lang: lang)
            }
            await app.run(.openImport)
            await app.run(.importText(text: "1. a-b ??"))
            await app.run(.importOpen)
            try Self.renderImport(
                "import-problem-\(suffix)-small-light", texts: app.texts, text: "1. a-b ??",
                problem: try #require(app.importProblem), openEnabled: app.importOpenEnabled, dark: false, width: 320,
                lang: lang)
            #expect(!app.importOpenEnabled, "Open waits for a new text")
            await app.run(.back)
        }

        // Damaged statistics: the core's sentence and its reason.
        try Data("{not json".utf8).write(to: dir.appendingPathComponent("saves/stats/stats.json"))
        await app.run(.openStatistics)
        let problem = try #require(app.statsProblem)
        try Self.renderStatistics(
            "statistics-damaged-en-light", nil, problem: problem, title: app.texts.statistics, dark: false)
    }
}
