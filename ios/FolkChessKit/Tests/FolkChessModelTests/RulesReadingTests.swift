import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The rules screen's reading order (issue 26): one language page by page; both languages
/// stacked, each piece in Chinese and then in English, never side by side; the points a piece
/// names as chips, each once.
@MainActor @Suite struct RulesReadingTests {
    func rules(_ game: GameKind, _ choice: Int) async throws -> (RulesScreenState, URL) {
        let dir = try scratchFolder("rules-\(game)-\(choice)")
        let app = try await openApp(dir)
        await app.run(.openRules(game: game))
        await app.run(.rulesLanguage(index: Int32(choice)))
        return (try #require(app.rules), dir)
    }

    @Test(arguments: PictureTests.kinds)
    func bothLanguagesAreStackedPieceByPiece(game: GameKind) async throws {
        let (both, dir) = try await rules(game, 2)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(both.pages.count == 2)
        let items = both.items
        let (zh, en) = (both.pages[0], both.pages[1])
        #expect(items.prefix(4) == [.name(zh.name), .name(en.name), .tagline(zh.tagline), .tagline(en.tagline)])
        // Every piece of both pages, once.
        let single = RulesScreenState.items(of: zh) + RulesScreenState.items(of: en)
        #expect(items.count == single.count)
        // Each heading in Chinese followed by the same section's in English.
        for (a, b) in zip(zh.sections, en.sections) where a.id == b.id {
            let i = try #require(items.firstIndex(of: .heading(a.heading)))
            #expect(items[i + 1] == .heading(b.heading))
        }
        // Where the sections are built alike, each paragraph is followed by its English.
        let texts = items.compactMap { item -> String? in
            if case .text(let t, _, _) = item { return t.plain }
            return nil
        }
        // A pair has one row of chips, under the English: every point either names.
        for (i, item) in items.enumerated() {
            guard case .text(let t, _, let chips) = item, i + 1 < items.count,
                case .text(let u, _, let next) = items[i + 1], chips.isEmpty, !next.isEmpty
            else { continue }
            let named = Set((t.pointChips + u.pointChips).map(\.index))
            #expect(Set(next.map(\.index)) == named)
        }
        let zhFirst = zh.sections.flatMap(\.blocks).compactMap { block -> String? in
            if case .paragraph(let t) = block { return t.plain }
            return nil
        }.first
        if let zhFirst, let i = texts.firstIndex(of: zhFirst) {
            #expect(texts[i + 1].unicodeScalars.allSatisfy { $0.value < 0x2E80 }, "the English after the Chinese")
        }
    }

    @Test func oneLanguageIsItsPageInOrderAndPointsAreChipsOnce() async throws {
        let (en, dir) = try await rules(.weiming, 1)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(en.pages.count == 1)
        #expect(en.items == RulesScreenState.items(of: en.pages[0]))
        let chips = en.items.flatMap { item -> [RulesPointChip] in
            if case .text(_, _, let chips) = item { return chips }
            return []
        }
        #expect(!chips.isEmpty, "the rules name points")
        for item in en.items {
            guard case .text(let t, _, let chips) = item else { continue }
            #expect(chips == t.pointChips, "one language: the points the piece names")
            #expect(Set(chips.map(\.index)).count == chips.count, "each once")
        }
    }
}
