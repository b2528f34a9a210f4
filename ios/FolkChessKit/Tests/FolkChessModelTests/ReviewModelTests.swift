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
        let model = try ReviewModel(session: session, language: language, source: .game)
        model.start()
        await model.settle()
        return model
    }

    @Test func aFinishedGameOpensItsReviewOverTheGameScreen() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        app.openNewGame(.zhongkui)
        app.chooseNewGame(.opponent, index: 1)
        await app.startNewGame()
        let game = try #require(app.game)
        for (i, m) in Self.thrownWin.enumerated() {
            #expect(!game.view.review.enabled, "no review while the game goes on")
            app.openReviewFromGame()
            #expect(app.review == nil)
            let names = m.split(separator: "-").map(String.init)
            game.tap(try point(names[0], .zhongkui))
            game.tap(try point(names[1], .zhongkui))
            #expect(game.view.moves.rows.count == i + 1)
        }
        #expect(game.view.isOver)
        #expect(game.view.review.enabled)

        app.openReviewFromGame()
        #expect(app.path == [.game, .review])
        let review = try #require(app.review)
        app.openReviewFromGame()
        #expect(app.path == [.game, .review], "a second tap opens no second review")
        #expect(app.review === review)
        #expect(review.source == .game)
        #expect(review.view.busy == "Reviewing the game…" || !review.isLoading)
        await app.settle()
        let view = review.view
        #expect(view.busy == nil)
        #expect(view.title == "Review · Zhong Kui")

        // Everything worded by the core, as its review of the same game says it.
        let expected = try Self.thrownWinSession().review(cancel: CancelHandle())
        #expect(view.rows.map(\.number) == Array(1...6))
        #expect(view.rows.map(\.text) == Self.thrownWin)
        #expect(view.rows.map(\.values) == ["D → D", "D → W9", "W9 → W8", "W8 → W7", "W7 → L1", "L1 → L0"])
        #expect(view.rows.map(\.label) == expected.plies.map(\.label))
        #expect(view.rows.map(\.labelName) == expected.plies.map(\.labelEn))
        #expect(view.rows.map(\.mark) == ["★", "?", "★", "★", "??", "★"])
        #expect(view.rows.map(\.side) == [.first, .second, .first, .second, .first, .second])
        #expect(view.sides.map(\.text) == expected.sides.map(\.textEn))
        #expect(view.sides[0].text == "First (red): 2 best, 0 good, 0 mistakes, 1 blunder")
        #expect(view.decided == expected.decidedEn)
        #expect(view.method == "Exact values: this game is solved.")
        #expect(view.outcome == expected.outcome?.textEn)
        #expect(view.decidedPly == 5)
        #expect(view.rows.filter(\.deciding).map(\.number) == [5])

        // It opens on the deciding ply: the blunder, with the win it threw away.
        #expect(view.selectedPly == 5)
        #expect(view.rows.filter(\.selected).map(\.number) == [5])
        #expect(view.position == "Move 5 of 6")
        #expect(view.caption == "5. First (red) bc-bl — blunder: a win in 7 became a loss in 1. Best: ml-bl.")
        #expect(view.played == "Played bc-bl")
        #expect(view.best == "Best move ml-bl")
        #expect(view.rows[4].spoken == view.caption + ", deciding move")

        // Back: the review stops and goes, the finished game is still there, untouched.
        app.path.removeLast()
        #expect(app.path == [.game])
        #expect(app.review == nil)
        #expect(app.game === game)
        #expect(game.view.moves.rows.count == 6)
    }

    @Test func aSavedGameIsReviewedInChineseThroughTheStore() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        #expect(app.language == .zh)
        let summary = try await app.gameStore.save(try Self.thrownWinSession(), savedAtMs: 1_000)
        _ = try await app.gameStore.save(try newSession(.weiming), savedAtMs: 2_000)
        await app.openSavedGames()
        let rows = app.savedGames.rows
        #expect(rows.count == 2)
        #expect(rows.first { $0.id == summary.id }?.review.enabled == true)
        #expect(
            rows.first { $0.id != summary.id }?.review.enabled == false, "a game without a ply has nothing to review")

        await app.openReview(saveId: summary.id)
        #expect(app.path == [.savedGames, .review])
        #expect(app.review?.source == .savedGame(id: summary.id))
        weak let screen = app.review?.screen
        await app.settle()
        let expected = try Self.thrownWinSession().review(cancel: CancelHandle())
        var view = try #require(app.review).view
        #expect(view.title.hasPrefix("复盘 · "))
        #expect(view.rows.map(\.labelName) == expected.plies.map(\.labelZh))
        #expect(view.rows[4].labelName == "败着")
        #expect(view.sides.map(\.text) == expected.sides.map(\.textZh))
        #expect(view.decided == expected.decidedZh)
        #expect(view.caption == "第5步 先手（红）bc-bl——败着：7步内必胜变成1步内必败。最佳：ml-bl。")
        #expect(view.position == "第5步（共6步）")
        #expect(view.played == "实战着法 bc-bl")
        #expect(view.best == "最佳着法 ml-bl")
        #expect(view.rows[4].spoken == String(view.caption.dropLast()) + "，决定胜负的一步。")

        // Both languages: the core's Chinese, then its English ("简体中文 + English").
        let language = try #require(app.settingsScreen.sections.flatMap(\.choices).first { $0.key == .language })
        let both = try #require(language.options.firstIndex(of: "简体中文 + English"))
        app.changeSetting(.choice(key: .language, index: Int32(both)))
        #expect(app.language == .both)
        view = try #require(app.review).view
        #expect(
            view.caption == "第5步 先手（红）bc-bl——败着：7步内必胜变成1步内必败。最佳：ml-bl。\n"
                + "5. First (red) bc-bl — blunder: a win in 7 became a loss in 1. Best: ml-bl.")
        #expect(view.rows[4].labelName == "败着 blunder")
        #expect(view.sides[1].text == expected.sides[1].textZh + "\n" + expected.sides[1].textEn)

        // Leaving releases the core's screen.
        app.path.removeLast()
        #expect(app.review == nil)
        await app.settle()
        #expect(screen == nil, "the review screen is released when the review is left")
        #expect(app.path == [.savedGames])
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
        #expect(review.view.busy == "Reviewing the game…")
        #expect(review.view.rows.isEmpty)
        #expect(
            review.view.board.points.map(\.piece) == (try session.snapshot(nowMs: 0)).points.map(\.piece),
            "while loading, the game's board as it is")

        // The review is under way (it takes about a second of CPU).
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(review.isCancelled(run: 1) == false)
        app.path.removeLast()
        #expect(app.review == nil)
        #expect(review.isCancelled(run: 1) == true, "leaving cancelled the core's review")
        await app.settle()
        // Stopped by the cancel (`cancelled`), or — on a loaded machine, where the detached
        // run had not begun when the screen was left — refused by the closed screen before it
        // began (`stale`); never a finished review.
        #expect(review.runEnd == .cancelled || review.runEnd == .stale, "the core stopped reviewing")
        #expect(review.view.rows.isEmpty)
        #expect(!review.isLoading)
    }

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
