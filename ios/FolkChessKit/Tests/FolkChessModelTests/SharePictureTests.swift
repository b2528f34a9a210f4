import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The picture that goes with a shared game, as the share sheet's `ImageRenderer` draws the
/// app's `SharePicture` view: the core's title line (the shared text's first line) and its result over the
/// board on the board's colour — the final position from the result, the ply looked at from
/// the review. Light and dark, Chinese and English.
extension PictureTests {
    @Test func theSharedGamesPicture() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let platform = FakePlatform()
        let app = try await openApp(dir, platform: platform)
        try await app.startPassAndPlay(.zhongkui)
        for m in ReviewModelTests.thrownWin { try await app.play(m) }
        await app.run(.share(what: .finishedGame))
        try Self.renderShare("share-picture-result-light", try #require(platform.shared.last), dark: false)
        await app.run(.reviewGame)
        await app.run(.review(event: .select(ply: 5)))
        // the move's best reply drawn on the position before it, as Android's picture has it
        await app.run(.review(event: .showBest(on: true)))
        await app.run(.share(what: .reviewedGame))
        let reviewed = try #require(platform.shared.last)
        #expect(reviewed.board?.hint != nil, "the shared review shows the best move's arrow")
        try Self.renderShare("share-picture-review-dark", reviewed, dark: true)

        await app.run(.openSettings)
        await app.run(.settingChoice(key: .language, index: 1))
        await app.run(.back)
        await app.run(.share(what: .reviewedGame))
        try Self.renderShare("share-picture-review-zh-light", try #require(platform.shared.last), dark: false, lang: "zh")
        await app.run(.back)
        await app.run(.share(what: .finishedGame))
        let shared = try #require(platform.shared.last)
        #expect(shared.title == "民间棋 · 钟馗")
        try Self.renderShare("share-picture-result-zh-dark", shared, dark: true, lang: "zh")
    }

    /// `SharePicture` (FolkChessUI/ShareSheet.swift): 16 pt padding, the header centred in the
    /// board's name colour — the title (headline, two lines at most), 4 pt, the result (who won
    /// and in how many moves: subheadline, three lines at most) — 10 pt, the board 360 pt wide;
    /// all on the board's colour.
    static func renderShare(_ name: String, _ shared: SharedText, dark: Bool, lang: String? = nil) throws {
        let board = try #require(shared.board)
        var p = Picture(width: 392, dark: dark, lang: lang)
        p.y = 16
        let size = 17.0
        for line in Picture.wrap(shared.title, width: p.inner, size: size).prefix(2) {
            let w = Picture.estimatedWidth(line, size: size)
            p.put(line, x: (p.width - w) / 2, y: p.y, size: size, bold: true, color: p.palette.name)
            p.y += size * 1.3
        }
        if !shared.result.isEmpty {
            p.gap(4)
            let small = 15.0
            for line in Picture.wrap(shared.result, width: p.inner, size: small).prefix(3) {
                let w = Picture.estimatedWidth(line, size: small)
                p.put(line, x: (p.width - w) / 2, y: p.y, size: small, color: p.palette.name)
                p.y += small * 1.3
            }
        }
        p.gap(10)
        try p.board(board)
        p.y += 4
        let height = p.y + p.margin
        p.out.insert(
            .fill(
                .rect(
                    center: ViewPoint(x: p.width / 2, y: height / 2), halfWidth: p.width / 2, halfHeight: height / 2,
                    cornerRadius: 0), p.palette.board), at: 0)
        try p.write(name)
    }
}
