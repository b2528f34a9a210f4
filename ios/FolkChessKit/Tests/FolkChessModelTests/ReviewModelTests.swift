import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The review screen's state over the real core: opened from a finished game and from a saved
/// game, plies selected (the board after the ply with the played and best moves), leaving
/// cancels the core's review, every text from the core's `GameReview` in zh / en / both.
@MainActor @Suite struct ReviewModelTests {
    /// Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl at ply 5
    /// (the core's own example, see ReviewTests).
    static let thrownWin = ReviewTests.thrownWin

    func openApp(_ dir: URL, languages: [String] = ["en-GB"]) async throws -> AppModel {
        let clock = ManualClock()
        return try await AppModel.open(
            directory: dir, clock: clock, wallClock: clock, preferredLanguages: { languages },
            timeZone: TimeZone(identifier: "UTC")!)
    }

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
        let model = try ReviewModel(session: session, catalog: sharedCatalog, language: language, source: .game)
        model.start()
        await model.settle()
        return model
    }

    @Test func aFinishedGameOpensItsReviewOverTheGameScreen() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openNewGame(.zhongkui)
        app.updateForm { $0.vsComputer = false }
        await app.startNewGame()
        let game = try #require(app.game)
        for (i, m) in Self.thrownWin.enumerated() {
            #expect(!game.screen.canReview, "no review while the game goes on")
            app.openReviewFromGame()
            #expect(app.review == nil)
            let names = m.split(separator: "-").map(String.init)
            let from = try #require(game.scene.points.first { $0.name == names[0] }).index
            let to = try #require(game.scene.points.first { $0.name == names[1] }).index
            game.tap(from)
            game.tap(to)
            #expect(game.snapshot.plyNumber == Int32(i + 1))
        }
        #expect(game.screen.isOver)
        #expect(game.screen.canReview)

        app.openReviewFromGame()
        #expect(app.path == [.game, .review])
        let review = try #require(app.review)
        app.openReviewFromGame()
        #expect(app.path == [.game, .review], "a second tap opens no second review")
        #expect(app.review === review)
        #expect(review.source == .game)
        #expect(review.screen.busy == AppStrings(.en).reviewing || !review.isLoading)
        await app.settle()
        let screen = review.screen
        #expect(screen.busy == nil)
        #expect(screen.failure == nil)
        #expect(screen.title == "Review · \(sharedCatalog.title(of: .zhongkui, in: .en))")

        // Everything worded by the core, as its review of the same game says it.
        let expected = try Self.thrownWinSession().review(cancel: CancelHandle())
        #expect(screen.rows.map(\.number) == Array(1...6))
        #expect(screen.rows.map(\.move) == Self.thrownWin)
        #expect(screen.rows.map(\.values) == ["D → D", "D → L9", "W9 → W8", "L8 → L7", "W7 → L1", "W1 → W0"])
        #expect(screen.rows.map(\.label) == expected.plies.map(\.label))
        #expect(screen.rows.map(\.labelName) == expected.plies.map(\.labelEn))
        #expect(screen.rows.map(\.side) == [.first, .second, .first, .second, .first, .second])
        #expect(screen.sides == expected.sides.map { ReviewSideLine(side: $0.side, text: $0.textEn) })
        #expect(screen.sides[0].text == "First (red): 2 best, 0 good, 0 mistakes, 1 blunder")
        #expect(screen.decided == expected.decidedEn)
        #expect(screen.method == expected.methodEn)
        #expect(screen.outcome == expected.outcome?.textEn)
        #expect(screen.decidedPly == 5)
        #expect(screen.rows.filter(\.isDeciding).map(\.number) == [5])

        // It opens on the deciding ply: the blunder, with the win it threw away.
        #expect(screen.selectedPly == 5)
        #expect(screen.rows.filter(\.isSelected).map(\.number) == [5])
        #expect(screen.position == "Ply 5 of 6")
        #expect(screen.caption == "5. First (red) bc-bl: blunder (win in 7 → loss in 1). Best: ml-bl.")
        #expect(screen.played == "Played bc-bl")
        #expect(screen.best == "Best move ml-bl")
        #expect(screen.rows[4].spoken == screen.caption + ", deciding ply")

        // Back: the review stops and goes, the finished game is still there.
        app.path.removeLast()
        #expect(app.path == [.game])
        #expect(app.review == nil)
        #expect(app.game === game)
    }

    @Test func aSavedGameIsReviewedInChineseThroughTheStore() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(app.language == .zh)
        let summary = try await app.gameStore.save(try Self.thrownWinSession(), savedAtMs: 1_000)
        _ = try await app.gameStore.save(try newSession(.weiming), savedAtMs: 2_000)
        await app.openSavedGames()
        let rows = app.savedRows
        #expect(rows.count == 2)
        #expect(rows.first { $0.id == summary.id }?.canReview == true)
        #expect(rows.first { $0.id != summary.id }?.canReview == false, "a game without a ply has nothing to review")

        await app.openReview(saveId: summary.id)
        #expect(app.path == [.savedGames, .review])
        #expect(app.review?.source == .savedGame(id: summary.id))
        weak let native = app.review?.session
        await app.settle()
        let expected = try Self.thrownWinSession().review(cancel: CancelHandle())
        var screen = try #require(app.review).screen
        #expect(screen.title.hasPrefix("复盘 · "))
        #expect(screen.rows.map(\.labelName) == expected.plies.map(\.labelZh))
        #expect(screen.rows.map(\.labelName)[4] == "败着")
        #expect(screen.sides.map(\.text) == expected.sides.map(\.textZh))
        #expect(screen.decided == expected.decidedZh)
        #expect(screen.caption == expected.plies[4].commentZh)
        #expect(screen.position == "第5手（共6手）")
        #expect(screen.played == "实战着法 bc-bl")
        #expect(screen.best == "最佳着法 ml-bl")
        #expect(screen.rows[4].spoken == expected.plies[4].commentZh + "，胜负手")

        // Both languages: the core's Chinese, then its English.
        app.updateSettings(.language(.both))
        screen = try #require(app.review).screen
        #expect(screen.caption == expected.plies[4].commentZh + "\n" + expected.plies[4].commentEn)
        #expect(screen.rows[4].labelName == "败着 blunder")
        #expect(screen.sides[1].text == expected.sides[1].textZh + "\n" + expected.sides[1].textEn)
        #expect(screen.rows[0].spoken == expected.plies[0].commentZh + " " + expected.plies[0].commentEn)

        // Leaving releases the native game.
        app.path.removeLast()
        #expect(app.review == nil)
        await app.settle()
        #expect(native == nil, "the reviewed game is released when the review is left")
        #expect(app.path == [.savedGames])
    }

    @Test func selectingAPlyShowsItsBoardWithThePlayedAndTheBestMove() async throws {
        let model = try await Self.reviewed(try Self.thrownWinSession())
        let review = try #require(model.review)
        let strings = AppStrings(.en)

        // The start position: the board before ply 1, no moves drawn.
        model.select(ply: 0)
        var screen = model.screen
        #expect(screen.scene.points.map(\.piece) == review.startPoints.map(\.piece))
        #expect(screen.scene.lastMove == nil && screen.scene.hint == nil)
        #expect(screen.caption == strings.startPosition && screen.position == strings.startPosition)
        #expect(screen.played == nil && screen.best == nil)
        #expect(!screen.canPrevious && screen.canNext)
        model.previous()
        #expect(model.selectedPly == 0)

        for k in 1...review.plies.count {
            model.next()
            #expect(model.selectedPly == k)
            let ply = review.plies[k - 1]
            screen = model.screen
            let scene = screen.scene
            #expect(scene.purpose == .review)
            #expect(scene.points.map(\.piece) == ply.pointsAfter.map(\.piece), "ply \(k): the board after it")
            let played = SceneMove(from: Int(ply.played.from!), to: Int(ply.played.to!))
            #expect(scene.lastMove == played)
            #expect(scene.points[played.to].piece == ply.played.piece)
            #expect(scene.points[played.from].piece == nil)
            #expect(scene.hint == ply.best.map { SceneMove(from: Int($0.from), to: Int($0.to)) })
            #expect(
                (scene.hint == nil) == (ply.label == .best), "a best move is drawn only where the played one was not")
            #expect(screen.caption == ply.commentEn)
            #expect(screen.canPrevious && screen.canNext == (k < review.plies.count))

            // VoiceOver reads the two moves on the board.
            let labels = BoardAccessibility.labels(of: scene, strings: strings)
            #expect(labels[played.to].contains(strings.playedTo))
            #expect(labels[played.from].contains(strings.playedFrom))
            if let best = scene.hint {
                #expect(labels[best.to].contains(strings.bestTo))
                #expect(labels[best.from].contains(strings.bestFrom))
            }
            #expect(!labels.joined().contains(strings.lastMoveHere), "not the game's words")
        }
        // Ply 2: D → L9, a mistake; the best move is drawn beside the played one.
        model.select(ply: 2)
        #expect(model.screen.rows[1].label == .mistake)
        #expect(model.screen.scene.hint != nil)
        #expect(model.screen.best == "Best move \(review.plies[1].best!.notation)")
        // Out of range: the nearest end.
        model.select(ply: 99)
        #expect(model.selectedPly == review.plies.count)
        model.next()
        #expect(model.selectedPly == review.plies.count)
        model.select(ply: -3)
        #expect(model.selectedPly == 0)
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
        let model = try await Self.reviewed(session)
        let review = try #require(model.review)
        #expect(!review.exact)
        #expect(model.screen.rows.count == k)
        model.select(ply: k)
        let ply = review.plies[k - 1]
        let scene = model.screen.scene
        #expect(!ply.played.captured.isEmpty)
        #expect(scene.fading.map(\.point) == ply.played.captured.map(Int.init))
        for f in scene.fading {
            #expect(scene.points[f.point].piece == nil, "the captured piece is gone from the board after the ply")
            #expect(f.piece == ply.pointsBefore[f.point].piece)
        }
        // Stepping away and back fades them out again (a new id).
        let ids = scene.fading.map(\.id)
        #expect(model.scene(afterPly: k - 1).fading.map(\.id) != ids)
        #expect(model.screen.method == review.methodEn)
    }

    /// Leaving the review while the core searches cancels it: the core stops and answers
    /// `Cancelled` (uncancelled, this 60-ply Jinmen review takes about a second of CPU and
    /// then answers with the review, and this test fails).
    @Test func leavingTheReviewCancelsTheCoresSearch() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        let session = try newSession(.jinmen)
        var rng = SplitMix(state: 11)
        for ply in 1...60 {
            guard try session.snapshot(nowMs: 0).status == .ongoing else { break }
            let moves = try session.legalMoves()
            let m = moves[Int(rng.next() % UInt64(moves.count))]
            _ = try session.play(from: m.from, to: m.to, nowMs: Int64(ply) * 1000)
        }
        #expect(try session.snapshot(nowMs: 0).plyNumber >= 30)
        let summary = try await app.gameStore.save(session, savedAtMs: 1_000)
        await app.openSavedGames()
        await app.openReview(saveId: summary.id)
        let review = try #require(app.review)
        #expect(review.isLoading)
        #expect(review.screen.busy == AppStrings(.en).reviewing)
        #expect(review.screen.rows.isEmpty)
        #expect(
            review.screen.scene.points.map(\.piece) == (try session.snapshot(nowMs: 0)).points.map(\.piece),
            "while loading, the game's board as it is")

        app.path.removeLast()
        #expect(app.review == nil)
        await app.settle()
        #expect(review.runEnd == .cancelled, "leaving cancelled the core's review")
        #expect(review.review == nil)
        #expect(review.failure == nil)
        #expect(!review.isLoading)
    }

    /// A review model closed before its answer: nothing lands, even a finished answer.
    @Test func aClosedReviewDropsItsAnswer() async throws {
        let model = try ReviewModel(
            session: try Self.thrownWinSession(), catalog: sharedCatalog, language: .en, source: .game)
        model.start()
        model.close()
        await model.settle()
        #expect(model.review == nil)
        #expect(model.screen.rows.isEmpty)
        model.select(ply: 3)
        #expect(model.selectedPly == 0)
        model.start()
        #expect(!model.isLoading, "a closed review does not start again")
    }
}
