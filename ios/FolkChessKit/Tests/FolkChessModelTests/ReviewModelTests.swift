import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The review screen's model over the core's ReviewScreen: opened from a finished game (a copy
/// of it) and from a saved game, plies selected (the board after the ply with the played and
/// best moves), leaving cancels the core's review, every text the core's in zh / en / both.
@MainActor @Suite struct ReviewModelTests {
    /// Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl at ply 5
    /// (the core's own example, see ReviewTests).
    static let thrownWin = ReviewTests.thrownWin

    /// The thrown-win game as a native game (pass and play).
    static func thrownWinSession() throws -> GameSession {
        let session = try newSession(.zhongkui)
        for (i, m) in thrownWin.enumerated() {
            _ = try session.playNotation(notation: m, nowMs: Int64(i + 1) * 1000)
        }
        return session
    }

    /// A review model of `session`, reviewed.
    static func reviewed(_ session: GameSession, language: DisplayLanguage = .en) async throws -> ReviewModel {
        let model = try ReviewModel(session: session, language: language, source: .game)
        model.start()
        await model.settle()
        return model
    }

    @Test func selectingAPlyShowsItsBoardWithThePlayedAndTheBestMove() async throws {
        let model = try await Self.reviewed(try Self.thrownWinSession())
        let review = try Self.thrownWinSession().review(cancel: CancelHandle())

        // The start position: the board before ply 1, no moves drawn.
        model.select(ply: 0)
        var view = model.view
        #expect(view.board.points.map(\.piece) == review.startPoints.map(\.piece))
        #expect(view.board.lastMove == nil && view.board.hint == nil)
        #expect(view.caption == "Start position" && view.position == "Start position")
        #expect(view.played == nil && view.best == nil)
        #expect(!view.previous.enabled && view.next.enabled)
        model.previous()
        #expect(model.view.selectedPly == 0)

        for k in 1...review.plies.count {
            model.next()
            view = model.view
            #expect(view.selectedPly == Int32(k))
            let ply = review.plies[k - 1]
            let board = view.board
            #expect(board.points.map(\.piece) == ply.pointsAfter.map(\.piece), "ply \(k): the board after it")
            let played = Arrow(from: try #require(ply.played.from), to: try #require(ply.played.to))
            #expect(board.lastMove == played)
            #expect(board.hint == ply.best.map { Arrow(from: $0.from, to: $0.to) })
            #expect((board.hint == nil) == (ply.label == .best), "a best move drawn only where the played one was not")
            // The screen's sentence on the ply: its number, side and move, then the label.
            #expect(view.caption.hasPrefix("\(k). "), "\(view.caption)")
            #expect(view.caption.contains(ply.played.notation) && view.caption.contains(ply.labelEn))
            #expect(view.previous.enabled && view.next.enabled == (k < review.plies.count))

            // VoiceOver reads the two moves on the board.
            #expect(board.points[Int(played.to)].spoken.contains("played move ended here"))
            #expect(board.points[Int(played.from)].spoken.contains("played move started here"))
            if let best = board.hint {
                #expect(board.points[Int(best.to)].spoken.contains("best move"))
            }
            #expect(!board.points.map(\.spoken).joined().contains("last move"), "not the game's words")
        }
        // Out of range: the nearest end.
        model.select(ply: 99)
        #expect(model.view.selectedPly == Int32(review.plies.count))
        model.next()
        #expect(model.view.selectedPly == Int32(review.plies.count))
    }

    /// Jinmen, a capture: the pieces the ply took fade out on its board; a search review.
    @Test func aCaptureInALargeGameFadesOutOnItsBoard() async throws {
        // The first random game (by seed) that captures within 16 plies: a short review.
        var found: (GameSession, Int)?
        for seed in UInt64(1)...200 where found == nil {
            let session = try newSession(.jinmen)
            var rng = SplitMix(state: seed)
            for ply in 1...16 where found == nil {
                guard try session.snapshot(nowMs: 0).status == .ongoing else { break }
                let moves = try session.legalMoves()
                let m = moves[Int(rng.next() % UInt64(moves.count))]
                let result = try session.play(from: m.from, to: m.to, nowMs: Int64(ply) * 1000)
                if !result.ply.captured.isEmpty { found = (session, ply) }
            }
        }
        let (session, k) = try #require(found, "random play reaches a capture")
        let captured = try #require(try session.historyPlies().last).captured
        let model = try await Self.reviewed(session)
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
        let model = try await Self.reviewed(try Self.thrownWinSession())
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
        let model = try ReviewModel(session: try Self.thrownWinSession(), language: .en, source: .game)
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
        let model = try ReviewModel(session: try Self.thrownWinSession(), language: .en, source: .game)
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
