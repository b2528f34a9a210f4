import FolkChessCore
import Testing

@testable import FolkChessModel

/// Complete games of all four kinds through the generated Swift bindings.
@Suite struct CoreGameTests {
    static let kinds: [GameKind] = [.weiming, .zhongkui, .jinmen, .huishi]

    @Test func catalogueComesFromTheCore() throws {
        let games = try catalogue()
        #expect(games.map(\.game) == Self.kinds)
        #expect(games.map(\.id) == ["weiming", "zhongkui", "jinmen", "huishi"])
        let jinmen = try #require(games.first { $0.game == .jinmen })
        #expect(jinmen.pointCount == 29)
        #expect(jinmen.hasCaptures)
        #expect(games.filter(\.exactlySolved).map(\.game) == [.weiming, .zhongkui])
        #expect(coreVersion().split(separator: ".").count == 3)
    }

    /// Both players pick random legal moves until the core ends the game (no legal move,
    /// a rendezvous, one piece left, threefold repetition or 100 plies without a capture).
    @Test(arguments: kinds)
    func aPassAndPlayGameRunsToItsEnd(game: GameKind) throws {
        let session = try newSession(game)
        var rng = SplitMix(state: 7)
        var plies = 0
        var now: Int64 = 0
        while try session.snapshot(nowMs: now).status == .ongoing {
            let moves = try session.legalMoves()
            try #require(!moves.isEmpty, "an ongoing game always offers a move")
            let m = moves[Int(rng.next() % UInt64(moves.count))]
            let movable = try session.movablePoints()
            #expect(movable.contains(m.from))
            #expect(try session.legalTargets(point: m.from).contains(m.to))
            now += 1000
            let result = try session.play(from: m.from, to: m.to, nowMs: now)
            #expect(result.ply.notation.hasPrefix(m.notation))
            plies += 1
            try #require(plies < 3000, "the game must end")
        }
        let end = try session.snapshot(nowMs: now)
        let outcome = try #require(end.outcome)
        #expect(!outcome.textZh.isEmpty && !outcome.textEn.isEmpty)
        #expect(end.headlineEn == outcome.textEn)
        #expect(try session.legalMoves().isEmpty)
        #expect(try session.movablePoints().isEmpty)
        #expect(Int(end.plyNumber) == plies)
        #expect(try session.history().count == plies)
        #expect(throws: FolkChessError.self) { try session.play(from: 0, to: 1, nowMs: now) }
        do {
            _ = try session.play(from: 0, to: 1, nowMs: now)
        } catch FolkChessError.GameOver(let message) {
            #expect(message.contains("over"))
        }
    }

    /// The player (random moves) against the computer at the lowest level, to the end.
    @Test(arguments: kinds)
    func aGameAgainstTheComputerRunsToItsEnd(game: GameKind) throws {
        let session = try newSession(game, .vsComputer(level: .beginner, human: .first), seed: 11)
        var rng = SplitMix(state: 3)
        var now: Int64 = 0
        var computerPlies = 0
        for _ in 0..<3000 {
            let snap = try session.snapshot(nowMs: now)
            if snap.status == .ended { break }
            now += 500
            if snap.isComputerTurn {
                #expect(try session.movablePoints().isEmpty, "nothing is movable on the computer's turn")
                let r = try session.computerMove(cancel: CancelHandle(), nowMs: now)
                #expect(r.ply.side == .second)
                computerPlies += 1
            } else {
                let moves = try session.legalMoves()
                let m = moves[Int(rng.next() % UInt64(moves.count))]
                let r = try session.play(from: m.from, to: m.to, nowMs: now)
                #expect(r.ply.side == .first)
            }
        }
        let end = try session.snapshot(nowMs: now)
        #expect(end.status == .ended)
        #expect(computerPlies > 0)
        // The game survives a save and a load with everything it had.
        let copy = try GameSession.fromSaveJson(json: try session.exportRecord())
        #expect(try copy.snapshot(nowMs: now).positionText == end.positionText)
        #expect(try copy.history() == session.history())
    }

    @Test func badInputIsATypedErrorNamingTheProblem() throws {
        let session = try newSession(.jinmen)
        do {
            _ = try session.legalTargets(point: 40)
            Issue.record("an index off the board must fail")
        } catch FolkChessError.InvalidInput(let reason) {
            #expect(reason.contains("40"))
            let shown = failure(FolkChessError.InvalidInput(reason: reason), language: .en)
            #expect(shown.sentence == "That cannot be done now" && shown.details == reason)
        }
        do {
            _ = try session.play(from: 0, to: 1, nowMs: 0)
            Issue.record("an illegal move must fail")
        } catch FolkChessError.IllegalMove(let reason, let textZh, let textEn) {
            #expect(reason.hasPrefix("illegal move"))
            // The player's sentences, from the core's messages, as whyIllegal gives them.
            let problem = try session.whyIllegal(from: 0, to: 1)
            #expect(problem == MoveProblem(textZh: textZh, textEn: textEn))
        }
        // A pass before the time is up says how much time is left, as a number.
        let timed = try GameSession(setup: GameSetup(game: .weiming, mode: .passAndPlay, turnSeconds: 15))
        try timed.startClock(nowMs: 1_000)
        do {
            _ = try timed.passOnTimeout(nowMs: 6_000)
            Issue.record("a pass with time left must fail")
        } catch FolkChessError.TimeNotExpired(let remainingMs, _) {
            #expect(remainingMs == 10_000)
        }
        #expect(throws: FolkChessError.NothingToRedo(reason: "there is no move to redo")) {
            try timed.redo(nowMs: 6_000)
        }
        #expect(throws: FolkChessError.self) { try nearestPoint(game: .jinmen, x: .nan, y: 0, radius: 1) }
        #expect(throws: FolkChessError.self) {
            try GameSession(setup: GameSetup(game: .huishi, mode: .passAndPlay, turnSeconds: 0))
        }
    }
}
