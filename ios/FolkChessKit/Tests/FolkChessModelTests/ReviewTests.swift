import FolkChessCore
import Testing

/// The game review through the generated Swift bindings: what a review screen reads.
@Suite struct ReviewTests {
    /// Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl (ply 5).
    static let thrownWin = ["tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc"]

    @Test func aThrownWinIsABlunder() throws {
        let session = try newSession(.zhongkui)
        var now: Int64 = 0
        for m in Self.thrownWin {
            now += 1000
            _ = try session.playNotation(notation: m, nowMs: now)
        }
        let review = try session.review(cancel: CancelHandle())
        #expect(review.exact)
        #expect(review.nodesPerPosition == nil)
        #expect(review.plies.map { "\($0.before.shortText) \($0.after.shortText) \($0.labelEn)" } == [
            "D D best", "D L9 mistake", "W9 W8 best", "L8 L7 best", "W7 L1 blunder", "W1 W0 best",
        ])
        let blunder = review.plies[4]
        #expect(blunder.label == .blunder)
        #expect(blunder.side == .first)
        #expect(blunder.before.kind == .win && blunder.before.plies == 7)
        #expect(blunder.after.textZh == "1步内必败")
        let best = try #require(blunder.best)
        #expect(best.notation == "ml-bl")
        #expect(best.from == (try pointIndex(game: .zhongkui, name: "ml")))
        #expect(blunder.commentEn == "5. First (red) bc-bl: blunder (win in 7 → loss in 1). Best: ml-bl.")
        #expect(blunder.pointsAfter == review.plies[5].pointsBefore)
        #expect(review.plies.filter { $0.label == .best }.allSatisfy { $0.best == nil })
        #expect(review.decided == DecidedPly(ply: 5, winner: .second))
        #expect(review.sides.map(\.side) == [.first, .second])
        #expect(review.sides[0].counts.map(\.count) == [2, 0, 0, 1])
        #expect(review.sides[0].textEn == "First (red): 2 best, 0 good, 0 mistakes, 1 blunder")
        #expect(review.outcome?.winner == .second)
    }

    @Test func aCancelledReviewThrows() throws {
        let session = try newSession(.jinmen)
        _ = try session.playNotation(notation: "b2-b3", nowMs: 1000)
        let cancel = CancelHandle()
        cancel.cancel()
        do {
            _ = try session.review(cancel: cancel)
            Issue.record("a cancelled review must throw")
        } catch FolkChessError.Cancelled(let message) {
            #expect(message.contains("review was cancelled"))
        }
        cancel.reset()
        let review = try session.review(cancel: cancel)
        #expect(!review.exact)
        #expect(review.plies.count == 1)
        #expect(review.sides[0].counts.count == 5)
    }
}
