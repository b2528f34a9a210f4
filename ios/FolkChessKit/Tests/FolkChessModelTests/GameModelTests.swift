import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The game screen's model over the core's table: the clock through an injected clock, the
/// computer and hints off the main actor with cancel handles, the disk through the store
/// actor, feedback for haptics and sound.
@MainActor @Suite struct GameModelTests {
    // MARK: The turn clock

    @Test func theTurnPassesAtZeroAndNotBefore() throws {
        let clock = ManualClock()
        let model = try gameModel(.jinmen, turnSeconds: 15, clock: clock)
        model.start()
        var timer = try #require(model.view.timer)
        #expect(timer.remainingMs == 15_000 && timer.limitMs == 15_000 && timer.running && timer.permille == 1000)
        #expect(timer.spoken == "Time left 15 s")
        #expect(model.view.ticking)

        clock.advance(ms: 14_999)
        model.send(.tick)
        timer = try #require(model.view.timer)
        #expect(model.view.moves.rows.isEmpty)
        #expect(timer.seconds == 1 && timer.low)

        clock.advance(ms: 1)
        model.send(.tick)
        #expect(model.view.moves.rows.count == 1)
        #expect(model.view.message == "Time's up — the turn passes")
        #expect(model.view.status == "Move 1 · Last move pass (time)")
        #expect(model.view.timer?.remainingMs == 15_000, "the next turn has its full time again")
    }

    @Test func aSelectionIsDroppedWhenTheTurnPasses() throws {
        let clock = ManualClock()
        let model = try gameModel(.huishi, turnSeconds: 30, clock: clock)
        model.start()
        model.tap(try #require(marked(.movable, model).min()))
        #expect(!marked(.selected, model).isEmpty)
        clock.advance(ms: 30_000)
        model.send(.tick)
        #expect(marked(.selected, model).isEmpty)
        #expect(marked(.target, model).isEmpty)
    }

    @Test func theClockPausesInTheBackground() async throws {
        let clock = ManualClock()
        let model = try gameModel(.weiming, turnSeconds: 15, clock: clock)
        model.start()
        clock.advance(ms: 5_000)
        await model.enterBackground()
        #expect(model.view.timer?.running == false)
        #expect(!model.view.ticking, "no ticks in the background")
        clock.advance(ms: 600_000)
        model.send(.tick)
        #expect(model.view.moves.rows.isEmpty, "no pass while in the background")
        model.enterForeground()
        #expect(model.view.timer?.remainingMs == 10_000)
        clock.advance(ms: 10_000)
        model.send(.tick)
        #expect(model.view.moves.rows.first?.text == "pass (time)")
    }

    @Test func withoutATimerThereIsNoCountdownAndNoTicker() async throws {
        let clock = ManualClock()
        let model = try gameModel(.zhongkui, clock: clock)
        model.start()
        #expect(model.view.timer == nil && !model.view.ticking)
        await model.runTicker()  // returns at once: nothing ticks
        clock.advance(ms: 10_000_000)
        model.send(.tick)
        #expect(model.view.moves.rows.isEmpty)
    }

    /// The ticker sends ticks while the view says the clock runs; the pass at zero comes
    /// from it alone.
    @Test func theTickerPassesTheTurnAtZero() async throws {
        let clock = ManualClock()
        let model = try gameModel(.weiming, turnSeconds: 1, clock: clock)
        model.start()
        clock.advance(ms: 1_000)
        let ticker = Task { await model.runTicker(intervalMs: 5) }
        for _ in 0..<400 where model.view.moves.rows.isEmpty {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        ticker.cancel()
        await ticker.value
        #expect(model.view.moves.rows.first?.text == "pass (time)")
    }

    /// One time base: the player's turn starts when the computer's answer arrives, on the
    /// app's clock; the computer's thinking time is not the player's.
    @Test func thePlayersTurnStartsWhenTheComputersAnswerArrives() async throws {
        let clock = ManualClock()
        let gate = ManualGate()
        let model = try gameModel(
            .zhongkui, .vsComputer(level: .beginner, human: .second), turnSeconds: 15, seed: 3, clock: clock,
            gate: gate)
        model.start()
        #expect(model.view.timer?.running == false, "no clock on the computer's turn")
        #expect(model.view.busy == "Computer is thinking…")
        clock.advance(ms: 4_000)  // the computer thinks for four seconds
        await model.settle()
        #expect(model.view.moves.rows.count == 1)
        let timer = try #require(model.view.timer)
        #expect(timer.remainingMs == 15_000 && timer.running)
    }

    // MARK: The computer and hints

    /// Leaving cancels the computer's search (its handle), and nothing it answers lands.
    @Test func closingTheGameCancelsTheComputer() async throws {
        let gate = ManualGate()
        let model = try gameModel(.jinmen, .vsComputer(level: .master, human: .second), seed: 9, gate: gate)
        model.start()
        #expect(model.pendingSearches == [1])
        #expect(model.isCancelled(search: 1) == false)
        model.close()
        #expect(model.isCancelled(search: 1) == true, "leaving cancelled the running search")
        await model.settle()
        #expect(model.pendingSearches.isEmpty)
        #expect(try model.table.view(nowMs: 0).moves.rows.isEmpty, "nothing was played")
    }

    /// Undo while the computer thinks: the player's move is taken back, the search cancelled.
    @Test func undoWhileTheComputerThinksTakesBackThePlayersMove() async throws {
        let gate = ManualGate()
        let model = try gameModel(.jinmen, .vsComputer(level: .master, human: .first), seed: 6, gate: gate)
        model.start()
        try playFirstLegalMove(model)
        #expect(model.view.busy != nil)
        let thinking = try #require(model.pendingSearches.last)
        model.undo()
        #expect(model.isCancelled(search: thinking) == true)
        #expect(model.view.busy == nil)
        await model.settle()
        #expect(model.view.moves.rows.isEmpty, "the cancelled search played nothing")
        #expect(!marked(.movable, model).isEmpty)
    }

    /// Undo against the computer takes back its reply and the player's move.
    @Test func undoTakesBackTheComputersReplyToo() async throws {
        let model = try gameModel(.huishi, .vsComputer(level: .beginner, human: .first), seed: 2)
        model.start()
        #expect(!model.view.undo.enabled)
        try playFirstLegalMove(model)
        await model.settle()
        #expect(model.view.moves.rows.map(\.side) == [.first, .second], "the player's move and the reply")
        #expect(model.view.undo.enabled)
        model.undo()
        await model.settle()
        #expect(model.view.moves.rows.isEmpty)
        #expect(model.view.busy == nil, "after undo it is the player's turn again")
        #expect(model.view.redo.enabled)
        model.redo()
        await model.settle()
        #expect(!model.view.moves.rows.isEmpty)
    }

    /// When the player plays Second, the computer opens as soon as the game appears.
    @Test func theComputerOpensWhenItPlaysFirst() async throws {
        let model = try gameModel(.zhongkui, .vsComputer(level: .easy, human: .second), seed: 4)
        model.start()
        await model.settle()
        #expect(model.view.moves.rows.count == 1)
        #expect(model.view.banner.side == .second)
        #expect(model.view.banner.text.hasPrefix("Your turn"))
        #expect(!marked(.movable, model).isEmpty)
    }

    /// A hint says its move and, in a small game, the exact verdict; the level can change mid-game.
    @Test func hintsVerdictsAndLevels() async throws {
        let model = try gameModel(.weiming, .vsComputer(level: .medium, human: .first), seed: 1)
        model.start()
        model.hint()
        #expect(model.view.busy == "Looking for a hint…")
        await model.settle()
        let hint = try #require(model.view.board.hint)
        #expect(marked(.movable, model).contains(Int(hint.from)))
        // the move in words, then the verdict
        let said = try #require(model.view.verdict)
        #expect(said.hasPrefix("Hint: play "))
        #expect(said.hasSuffix(". Drawn with best play.") || said.contains(". With best play First (red) "))
        model.setLevel(.master)
        let level = try #require(model.view.level)
        #expect(level.current == .master)
        #expect(level.options.map(\.name) == (try levels()).map(\.nameEn))
    }

    // MARK: The disk and feedback

    /// Every ply is autosaved through the store actor; "save and leave" files the game and
    /// empties the slot, in that order.
    @Test func effectsReachTheDiskInOrder() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try GameStore(directory: dir.appendingPathComponent("saves"))
        let model = try gameModel(.jinmen, store: store)
        model.start()
        try playFirstLegalMove(model)
        try playFirstLegalMove(model)
        await model.settle()
        let autosaved = try #require(try await store.loadAutosave())
        #expect(try asTableWrites(autosaved) == model.table.exportRecord())
        #expect(try await store.autosaveSummary()?.plyCount == 2)
        await model.saveAndLeave()
        #expect(try await store.loadAutosave() == nil)
        let saved = try await store.list()
        #expect(saved.count == 1)
        if case .good(let summary) = saved.first {
            #expect(summary.plyCount == 2 && summary.game == .jinmen)
        } else {
            Issue.record("expected one good save, got \(saved)")
        }
    }

    @Test func feedbackFollowsTheSettings() throws {
        let model = try gameModel(
            .weiming, settings: [.toggle(key: .haptics, on: true), .toggle(key: .sound, on: false)])
        model.start()
        #expect(model.feedback == nil)
        try playFirstLegalMove(model)
        #expect(model.feedback == FeedbackSignal(serial: 1, kind: .ply, haptic: true, sound: false))
        #expect(model.feedback?.soundName == "move", "the core's name of the app's sound file")
        let s = try settings([.toggle(key: .haptics, on: false), .toggle(key: .sound, on: true)])
        model.apply(settings: s, language: .en)
        model.undo()
        #expect(model.feedback?.serial == 1, "an undo is no ply played")
        try playFirstLegalMove(model)
        #expect(model.feedback == FeedbackSignal(serial: 2, kind: .ply, haptic: false, sound: true))
    }

    // MARK: Words and labels: the core's

    @Test func voiceOverReadsEachPointInTheCoresWords() throws {
        let model = try gameModel(.huishi, .vsComputer(level: .medium, human: .first))
        model.start()
        func spoken(_ name: String) throws -> String {
            try #require(model.view.board.points.first { $0.name == name }).spoken
        }
        #expect(try spoken("b2") == "b2, your piece, can move")
        #expect(try spoken("a1") == "a1, your general, can move")
        #expect(try spoken("a5") == "a5, opponent's general")
        #expect(try spoken("c3") == "c3, empty, the well")
        #expect(model.view.board.spoken == "Board, First (red) to move")
        model.tap(try point("b2", .huishi))
        #expect(try spoken("b2") == "b2, your piece, selected")
        let target = try #require(marked(.target, model).first)
        #expect(model.view.board.points[target].spoken.hasSuffix("empty, legal target"))
        model.apply(settings: try settings(), language: .zh)
        #expect(try spoken("b2") == "b2，你的棋子，已选中")
    }

    @Test func bothLanguagesGiveOneLineEach() async throws {
        let model = try gameModel(
            .weiming, .vsComputer(level: .hard, human: .first), turnSeconds: 30, seed: 1, language: .both)
        model.start()
        #expect(model.view.banner.text == "轮到你走棋 · 先手（红）\nYour turn · First (red)")
        #expect(model.view.title == "未名 Weiming", "a title stays on one line: the game's short names")
        #expect(model.view.timer?.spoken == "剩余时间 30秒 Time left 30 s")
        #expect(model.view.undo.label == "悔棋\nUndo")
    }

    @Test func theBannerTurnsForTheFarPlayerInPassAndPlay() throws {
        let model = try gameModel(.jinmen)
        model.start()
        #expect(model.view.banner.side == .first && !model.view.banner.rotated)
        try playFirstLegalMove(model)
        #expect(model.view.banner.side == .second)
        #expect(model.view.banner.rotated, "Second sits across the table")
        model.apply(settings: try settings([.toggle(key: .rotateForOpponent, on: false)]), language: .en)
        #expect(!model.view.banner.rotated, "the setting turns it off")
    }

    @Test func theBannerSaysWhyTheGameEnded() async throws {
        let table = try playedTable(.weiming)
        var rng = SplitMix(state: 21)
        try playOn(table, plies: 10_000, rng: &rng)
        #expect(try table.view(nowMs: 0).isOver)
        let json = try table.exportRecord()
        let words = { (language: DisplayLanguage) in
            try GameTable.fromSaveJson(json: json, settings: try settings(), language: language).view(nowMs: 0).banner.text
        }
        let model = try gameModel(json: json, language: .both)
        model.start()
        #expect(model.view.banner.text == "\(try words(.zh))\n\(try words(.en))")
        #expect(model.view.isOver && model.view.banner.side == nil && !model.view.hint.enabled)
        #expect(model.view.review.enabled)
        #expect(!model.view.banner.rotated)
    }

    @Test func theSystemLanguageIsResolvedByTheCore() {
        #expect(displayLanguage(setting: .system, preferred: ["zh-Hans-CN", "en"]) == .zh)
        #expect(displayLanguage(setting: .system, preferred: ["zh-Hant-TW"]) == .zhHant)
        #expect(displayLanguage(setting: .system, preferred: ["zh-HK"]) == .zhHant)
        #expect(displayLanguage(setting: .system, preferred: ["en-US", "zh-Hans"]) == .en)
        #expect(displayLanguage(setting: .system, preferred: []) == .en)
        #expect(displayLanguage(setting: .both, preferred: ["en"]) == .both)
    }

    /// The move list a player can open: numbered plies in notation, captures named.
    @Test func theMoveListNamesEveryPly() async throws {
        let model = try gameModel(.jinmen)
        model.start()
        #expect(model.view.moves.rows.isEmpty)
        #expect(model.view.moves.title == "Moves" && model.view.moves.emptyText == "No moves yet")
        try playFirstLegalMove(model)
        try playFirstLegalMove(model)
        #expect(model.view.moves.rows.map(\.number) == [1, 2])
        #expect(model.view.moves.rows[0].spoken.hasPrefix("1. First (red) "))
    }
}
