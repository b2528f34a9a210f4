import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The game screen on a phone turned and on an iPad, held wide and upright: where the core puts
/// the board beside the rest (``TableView/arrangement(width:height:)``), the board as tall as
/// the room under the navigation bar and the panel beside it with both players' edges, drawn by
/// GamePicture.swift as the view lays it out (the renderer checks that the panel fits).
@MainActor @Suite(.serialized) struct WidePictureTests {
    /// The model's arrangement is the core's, with the column's padding: the board beside the
    /// rest on a phone turned and an iPad held wide, the column upright; the board never wider
    /// than the room the panel leaves, the panel at least the core's least width.
    @Test func theScreenArrangesItselfAsTheCoreSays() throws {
        for game in PictureTests.kinds {
            let model = try gameModel(game, .vsComputer(level: .easy, human: .first), language: .en)
            model.start()
            let view = model.view
            #expect(view.arrangement(width: 393, height: 759) == .column)
            #expect(view.arrangement(width: 820, height: 1106) == .column)
            // Upright, a wide board leaves a phone's column room for the moves as a list (not the
            // smallest phone's); a tall board (Jinmen's) never does.
            #expect(!view.columnHasListRoom(width: 393, height: 759) || game != .jinmen)
            #expect(view.columnHasListRoom(width: 393, height: 759) || game != .zhongkui)
            #expect(!view.columnHasListRoom(width: 320, height: 504) || game == .zhongkui)
            #expect(!view.columnHasListRoom(width: 0, height: 504))
            for (width, height) in [(734.0, 340.0), (568.0, 288.0), (1180.0, 746.0)] {
                guard case .beside(let boardWidth, let panelWidth) = view.arrangement(width: width, height: height)
                else {
                    #expect(game == .zhongkui && width == 1180, "\(game) \(width)×\(height): a column")
                    continue
                }
                #expect(abs(boardWidth + panelWidth - width) < 1e-9)
                #expect(panelWidth >= 300 - 1e-9)
                let g = BoardGeometry(
                    game: game, width: boardWidth - 24, height: height - 12,
                    margin: BoardGeometry.margin(labels: view.board.labels, compact: false))
                #expect(g.fit.width <= boardWidth - 24 + 1e-6 && g.fit.height <= height - 12 + 1e-6)
            }
        }
    }

    /// A tablet's chrome grows by the core's scale, as Dynamic Type steps; a phone's never.
    @Test func anIPadRaisesTheTextByTheCoresChromeScale() {
        for (w, h) in [(320.0, 568.0), (393.0, 852.0), (852.0, 393.0), (430.0, 932.0)] {
            #expect(TabletText.steps(width: w, height: h) == 0)
        }
        #expect(TabletText.steps(width: 820, height: 1180) == 2, "21 pt for the core's 1.28")
        #expect(TabletText.steps(width: 1180, height: 820) == 2)
        #expect(TabletText.steps(width: 1366, height: 1024) == 3, "the core's most, 1.35")
        #expect(abs(TabletText.textScale(width: 820, height: 1180) - 21.0 / 17) < 1e-9)
    }

    /// Jinmen against the computer, Chinese and English, light and dark: a phone turned (the
    /// common one and the smallest), an iPad held wide and upright; the result beside the board.
    @Test func aGameOnAPhoneTurnedAndOnAnIPad() async throws {
        for (language, lang, dark) in [(DisplayLanguage.zh, "zh", false), (.en, "en", true)] {
            let model = try gameModel(.jinmen, .vsComputer(level: .easy, human: .first), turnSeconds: 30, seed: 3, language: language)
            model.start()
            try playFirstLegalMove(model)
            await model.settle()
            try playFirstLegalMove(model)
            await model.settle()
            let tone = dark ? "dark" : "light"
            try PictureTests.renderGame("game-landscape-\(lang)-\(tone)", model.view, dark: dark, phone: .turned)
            try PictureTests.renderGame("game-landscape-small-\(lang)-\(tone)", model.view, dark: dark, phone: .smallTurned)
            try PictureTests.renderGame(
                "game-landscape-large-text-\(lang)-\(tone)", model.view, dark: dark, textScale: PictureTests.largeText,
                phone: .turned)
            try PictureTests.renderGame("game-tablet-landscape-\(lang)-\(tone)", model.view, dark: dark, phone: .tabletWide)
            try PictureTests.renderGame("game-tablet-portrait-\(lang)-\(tone)", model.view, dark: dark, phone: .tabletUpright)
            model.resign()
            model.answer(yes: true)
            try PictureTests.renderGame("game-result-landscape-\(lang)-\(tone)", model.view, dark: dark, phone: .turned)
        }
    }

    /// Rendezvous between two players on a phone turned and on an iPad held wide: each player's
    /// row and moves at their own edge, the far ones turned; and upright, the moves at both edges.
    @Test func passAndPlayOnAPhoneTurnedAndOnAnIPad() async throws {
        let model = try gameModel(.huishi, turnSeconds: 30, language: .en)
        model.start()
        for _ in 0..<3 { try playFirstLegalMove(model) }
        #expect(model.view.moves.atFarEdge)
        try PictureTests.renderGame("game-pass-and-play-landscape-dark", model.view, dark: true, phone: .turned)
        try PictureTests.renderGame("game-pass-and-play-tablet-light", model.view, dark: false, phone: .tabletWide)
        try PictureTests.renderGame("game-pass-and-play-both-edges-light", model.view, dark: false)
    }

    /// A puzzle on a phone turned: the task at the top of the panel beside the board.
    @Test func aPuzzleOnAPhoneTurned() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, clock: ManualClock(PictureTests.december2))
        await app.run(.openPuzzles)
        await app.run(.openPuzzleList(game: .weiming, difficulty: .easy))
        await app.run(.openPuzzle(id: "weiming-0001"))
        let trainer = try #require(app.trainer)
        #expect(trainer.table.arrangement(width: 734, height: 340) != .column)
        try PictureTests.renderTrainer("puzzle-landscape-en-light", trainer, dark: false, phone: .turned)
    }
}
