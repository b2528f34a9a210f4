import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The review screen's model over the core's ReviewScreen: opened from a finished game (a copy
/// of it) and from a saved game, plies selected (the board after the ply with the played and
/// best moves), leaving cancels the core's review, every text the core's in zh / en / both.
@MainActor @Suite struct ReviewModelTests {
    /// Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl at ply 5
    /// (the core's own example, core/tests/review.rs).
    static let thrownWin = ["tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc"]
    /// The core's labels of its plies.
    static let thrownWinLabels = ["best", "mistake", "best", "best", "blunder", "best"]

    /// The thrown-win game in the save format (pass and play).
    static func thrownWinJson() throws -> String {
        try gameJson(.zhongkui, moves: thrownWin)
    }

    /// A review model of a game in the save format, reviewed.
    static func reviewed(_ json: String, language: DisplayLanguage = .en) async throws -> ReviewModel {
        let model = try ReviewModel(json: json, language: language, source: .game)
        model.start()
        await model.settle()
        return model
    }

    @Test func selectingAPlyShowsItsBoardWithThePlayedAndTheBestMove() async throws {
        let model = try await Self.reviewed(try Self.thrownWinJson())
        let plies = Self.thrownWin.count
        /// The board after the first `k` plies, as the game's table shows it.
        func pieces(after k: Int) throws -> [PieceInfo?] {
            try playedTable(.zhongkui, moves: Array(Self.thrownWin.prefix(k))).view(nowMs: 0).board.points.map(\.piece)
        }
        func arrow(_ notation: String) throws -> Arrow {
            let ends = notation.split(separator: "-").map(String.init)
            return Arrow(
                from: try pointIndex(game: .zhongkui, name: ends[0]), to: try pointIndex(game: .zhongkui, name: ends[1]))
        }

        // The start position: the board before ply 1, no moves drawn.
        model.select(ply: 0)
        var view = model.view
        #expect(view.board.points.map(\.piece) == (try pieces(after: 0)))
        #expect(view.board.lastMove == nil && view.board.hint == nil)
        #expect(view.caption == "Start position" && view.position == "Start position")
        #expect(view.played == nil && view.best == nil)
        #expect(!view.previous.enabled && view.next.enabled)
        model.previous()
        #expect(model.view.selectedPly == 0)

        for k in 1...plies {
            model.next()
            view = model.view
            #expect(view.selectedPly == Int32(k))
            let notation = Self.thrownWin[k - 1]
            let label = Self.thrownWinLabels[k - 1]
            let board = view.board
            #expect(board.points.map(\.piece) == (try pieces(after: k)), "ply \(k): the board after it")
            let played = try arrow(notation)
            #expect(board.lastMove == played)
            // No arrow on the position after the ply; a better move is a button away, drawn on
            // the position before, where it can be played.
            #expect(board.hint == nil, "ply \(k)")
            #expect((view.showBest == nil) == (label == "best"), "ply \(k)")
            if k == 5 {
                model.showBest(true)
                #expect(model.view.showingBest)
                #expect(model.view.board.hint == (try arrow("ml-bl")), "the blunder's best move")
                #expect(model.view.board.points.map(\.piece) == (try pieces(after: 4)), "the board before it")
                if let best = model.view.board.hint {
                    #expect(model.view.board.points[Int(best.to)].spoken.contains("best move"))
                }
                model.showBest(false)
                #expect(model.view.board.hint == nil && model.view.board.lastMove == played)
            }
            // The screen's sentence on the ply: its number, side and move, then the label.
            #expect(view.caption.hasPrefix("\(k). "), "\(view.caption)")
            // (the move's hyphen a no-break one in a sentence: no line parts "b2-" from "b3")
            let unbroken = notation.replacingOccurrences(of: "-", with: "\u{2011}")
            #expect(view.caption.contains(unbroken) && view.caption.contains(label), "\(view.caption)")
            #expect(view.previous.enabled && view.next.enabled == (k < plies))

            // VoiceOver reads the two moves on the board.
            #expect(board.points[Int(played.to)].spoken.contains("played move ended here"))
            #expect(board.points[Int(played.from)].spoken.contains("played move started here"))
            #expect(!board.points.map(\.spoken).joined().contains("last move"), "not the game's words")
        }
        // Out of range: the nearest end.
        model.select(ply: 99)
        #expect(model.view.selectedPly == Int32(plies))
        model.next()
        #expect(model.view.selectedPly == Int32(plies))
    }

    /// Jinmen, a capture: the pieces the ply took fade out on its board; a search review.
    @Test func aCaptureInALargeGameFadesOutOnItsBoard() async throws {
        // The first random game (by seed) that captures within 16 plies: a short review.
        var found: (json: String, plies: Int, captured: [Int32])?
        for seed in UInt64(1)...200 where found == nil {
            let table = try playedTable(.jinmen)
            var rng = SplitMix(state: seed)
            let captures = try playOn(table, plies: 16, rng: &rng)
            if let k = captures.firstIndex(where: { !$0.isEmpty }) {
                let replay = try playedTable(.jinmen)
                var again = SplitMix(state: seed)
                try playOn(replay, plies: k + 1, rng: &again)
                found = (try replay.exportRecord(), k + 1, captures[k])
            }
        }
        let (json, k, captured) = try #require(found, "random play reaches a capture")
        let model = try await Self.reviewed(json)
        #expect(model.view.rows.count == k)
        model.select(ply: k)
        let board = model.view.board
        #expect(board.fading.map(\.point) == captured)
        for f in board.fading {
            #expect(board.points[Int(f.point)].piece == nil, "the captured piece is gone from the board")
        }
        // Stepping away and back fades them out again (a new id).
        let ids = board.fading.map(\.id)
        model.previous()
        model.next()
        #expect(model.view.board.fading.map(\.id) == ids)
        model.select(ply: k - 1)
        #expect(model.view.board.fading.map(\.id) != ids)
    }

    /// Leaving the review while the core searches cancels it: the core stops and answers
    /// `Cancelled` (uncancelled, this 60-ply Jinmen review takes about a second of CPU and
    /// then answers with the review, and this test fails).
    /// The row before ply 1 is the start position (ply 0), in the core's words.
    @Test func theStartRowSelectsTheStartPosition() async throws {
        let model = try await Self.reviewed(try Self.thrownWinJson())
        #expect(model.view.startRow == "Start position")
        #expect(model.view.selectedPly == 5)
        model.select(ply: 0)
        #expect(model.view.selectedPly == 0)
        #expect(model.view.rows.allSatisfy { !$0.selected }, "no ply's row is the one shown")
        model.setLanguage(.zh)
        #expect(model.view.startRow == "开局局面")
        model.setLanguage(.zhHant)
        #expect(model.view.startRow == "開局局面")
    }

    /// A run that fails for another reason than a cancel or a newer run: the screen stops
    /// waiting and says so in the core's sentence, the error's reason as the details.
    @Test func aFailedReviewSaysWhy() async throws {
        let model = try ReviewModel(json: try Self.thrownWinJson(), language: .en, source: .game)
        model.runReview = { _, _, _ in throw FolkChessError.Internal(reason: "out of memory") }
        model.start()
        #expect(model.view.busy == "Reviewing the game…" && model.view.failure == nil)
        await model.settle()
        #expect(model.runEnd == .failed)
        #expect(model.view.busy == nil)
        #expect(model.view.failure?.sentence == "The review could not be made")
        #expect(model.view.failure?.details == "out of memory")
        model.setLanguage(.zhHant)
        #expect(model.view.failure?.sentence == "無法復盤這局棋")
        #expect(model.view.rows.isEmpty)
        #expect(!model.isLoading)
    }

    /// A review model closed before its answer: nothing lands.
    @Test func aClosedReviewDropsItsAnswer() async throws {
        let model = try ReviewModel(json: try Self.thrownWinJson(), language: .en, source: .game)
        model.start()
        model.close()
        await model.settle()
        #expect(model.view.rows.isEmpty)
        model.select(ply: 3)
        #expect(model.view.selectedPly == 0)
        model.start()
        #expect(!model.isLoading, "a closed review does not start again")
    }
}
