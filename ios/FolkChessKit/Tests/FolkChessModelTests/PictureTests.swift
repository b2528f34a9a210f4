import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of the screens as the models publish them — the board drawn by the same commands
/// the SwiftUI canvas paints, the words the core's — rendered to SVG and PNG into
/// $FOLKCHESS_SCREENSHOTS_DIR (default target/screenshots/ios): each board light and dark,
/// games in progress (the game screen laid out by GamePicture.swift) with a selection, targets,
/// the last move, a hint, a capture fading out, the players' bars, the move strip, the bottom
/// row and the overflow menu; the review screen (ReviewPictureTests.swift); and the same on the
/// smallest phone (320 × 568 pt) and at an accessibility text size.
@MainActor @Suite(.serialized) struct PictureTests {
    nonisolated static let kinds: [GameKind] = [.weiming, .zhongkui, .jinmen, .huishi]

    /// The first accessibility Dynamic Type size: the 17 pt body becomes 28 pt.
    nonisolated static let largeText = 28.0 / 17.0
    /// The text scale from which Dynamic Type's sizes are the accessibility ones (AX1's body is
    /// 28 pt, xxxLarge's 23).
    nonisolated static let accessibilityText = 24.0 / 17.0

    @Test(arguments: kinds)
    func eachBoardLightAndDark(game: GameKind) throws {
        let info = try gameInfoOf(game: game)
        guard case .rules(let frame, _) = try coreScreen([.openRules(game: game)]) else {
            throw FolkChessError.Internal(reason: "no rules screen")
        }
        for dark in [false, true] {
            var p = Picture(dark: dark)
            p.text(info.nameZh, size: 17)
            p.text(info.nameEn, size: 17)
            p.gap(8)
            try p.board(frame.diagram)
            try p.write("board-\(info.id)-\(dark ? "dark" : "light")")
        }
    }

    /// Huishi against the computer: a move played, the computer's reply marked, a piece
    /// selected with its targets lit; Chinese. Also at the smallest phone's width and with
    /// accessibility text.
    @Test func aGameInProgressWithSelectionTargetsAndLastMove() async throws {
        let model = try gameModel(
            .huishi, .vsComputer(level: .medium, human: .first), turnSeconds: 60, seed: 42, language: .zh)
        model.start()
        model.tap(try point("c2", .huishi))
        model.tap(try point("c3", .huishi))
        await model.settle()
        #expect(model.view.moves.rows.count == 2)
        model.tap(try point("b2", .huishi))
        #expect(!marked(.target, model).isEmpty)
        for dark in [false, true] {
            try Self.renderGame("game-huishi-\(dark ? "dark" : "light")", model.view, dark: dark)
        }
        try Self.renderGame("game-huishi-small-light", model.view, dark: false, width: 320)
        try Self.renderGame("game-huishi-large-text-dark", model.view, dark: true, textScale: Self.largeText)
        try Self.renderGame(
            "game-huishi-small-large-text-light", model.view, dark: false, width: 320, textScale: Self.largeText)
    }

    /// Against the computer in English on the 320 pt phone: undo, hint, "Offer draw" and resign
    /// in one row, each label on one line (the picture's row checks it).
    @Test func theActionRowInEnglishOnTheSmallPhone() async throws {
        let model = try gameModel(.jinmen, .vsComputer(level: .easy, human: .first), seed: 7, language: .en)
        model.start()
        #expect(model.view.barActions.map(\.action) == [.undo, .hint, .offerDraw, .resign])
        try Self.renderGame("game-jinmen-en-small-light", model.view, dark: false, width: 320)
    }

    /// Weiming with a hint and its verdict, in both languages; also with accessibility text.
    @Test func aHintWithItsVerdict() async throws {
        let model = try gameModel(.weiming, .vsComputer(level: .hard, human: .first), seed: 1, language: .both)
        model.start()
        model.hint()
        await model.settle()
        #expect(model.view.board.hint != nil)
        #expect(model.view.verdict != nil)
        try Self.renderGame("game-weiming-hint-light", model.view, dark: false)
        try Self.renderGame("game-weiming-hint-large-text-light", model.view, dark: false, textScale: Self.largeText)
        try Self.renderGame("game-weiming-hint-small-light", model.view, dark: false, width: 320)
        // The overflow menu opened: the level, redo, restart, save and leave, the rules.
        try Self.renderGame("game-weiming-menu-light", model.view, dark: false, overlay: .menu)
        try Self.renderGame("game-weiming-menu-small-dark", model.view, dark: true, width: 320, overlay: .menu)
    }

    /// Zhongkui in pass-and-play after a few moves: the last move and the movable pieces, the
    /// far player's bar turned towards them; on Second's turn, its clock on the turned bar.
    @Test func passAndPlayWithTheLastMove() async throws {
        let model = try gameModel(.zhongkui, turnSeconds: 30, language: .en)
        model.start()
        try playFirstLegalMove(model)
        try playFirstLegalMove(model)
        #expect(model.view.farBar?.rotated == true)
        try Self.renderGame("game-zhongkui-dark", model.view, dark: true)
        try playFirstLegalMove(model)
        #expect(model.view.farBar?.clock != nil)
        try Self.renderGame("game-zhongkui-light", model.view, dark: false)
        try Self.renderGame("game-zhongkui-small-light", model.view, dark: false, width: 320)
    }

    /// Jinmen in pass-and-play, random moves until a capture.
    static func jinmenAfterACapture() throws -> GameModel {
        let model = try gameModel(.jinmen, language: .en)
        model.start()
        var rng = SplitMix(state: 1)
        for _ in 0..<2000 where model.view.board.fading.isEmpty && !model.view.isOver {
            let movable = model.view.board.points.filter { $0.mark == .movable }
            model.tap(Int(movable[Int(rng.next() % UInt64(movable.count))].index))
            let targets = model.view.board.points.filter { $0.mark == .target }
            model.tap(Int(targets[Int(rng.next() % UInt64(targets.count))].index))
        }
        try #require(!model.view.board.fading.isEmpty, "random play reaches a capture")
        return model
    }

    /// Jinmen: the captured pieces drawn half faded; the move list names the capture.
    @Test func aCaptureFadingOut() throws {
        let model = try Self.jinmenAfterACapture()
        #expect(model.feedback?.kind == .capture)
        #expect(model.view.moves.rows.last?.text.contains(" x ") == true)
        for dark in [false, true] {
            try Self.renderGame(
                "game-jinmen-capture-\(dark ? "dark" : "light")", model.view, dark: dark, fadeAlpha: 0.5)
        }
        try Self.renderGame("game-jinmen-capture-small-dark", model.view, dark: true, width: 320, fadeAlpha: 0.5)
    }
}
