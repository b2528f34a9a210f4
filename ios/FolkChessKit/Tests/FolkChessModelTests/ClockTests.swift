import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The turn clock through an injected clock: the core decides when the turn is up.
@MainActor @Suite struct ClockTests {
    @Test func theTurnPassesAtZeroAndNotBefore() throws {
        let clock = ManualClock()
        let model = try gameModel(try newSession(.jinmen, turnSeconds: 15), clock: clock)
        model.start()
        #expect(model.screen.timer == TimerState(remainingMs: 15_000, limitMs: 15_000, running: true))
        #expect(model.screen.timerLabel == "Time left 15 s")

        clock.advance(ms: 14_999)
        model.tick()
        #expect(model.snapshot.plyNumber == 0)
        #expect(model.screen.timer?.seconds == 1)
        #expect(model.screen.timer?.isLow == true)

        clock.advance(ms: 1)
        model.tick()
        #expect(model.snapshot.plyNumber == 1)
        #expect(model.snapshot.lastPly?.kind == .pass)
        #expect(model.snapshot.sideToMove == .second)
        #expect(model.message == AppStrings(.en).timeUp)
        #expect(model.screen.status == "Ply 1 · Last move pass (time)")
        // The next turn has its full time again.
        #expect(model.screen.timer?.remainingMs == 15_000)
    }

    @Test func aSelectionIsDroppedWhenTheTurnPasses() throws {
        let clock = ManualClock()
        let model = try gameModel(try newSession(.huishi, turnSeconds: 30), clock: clock)
        model.start()
        model.tap(try #require(model.movable.min()))
        #expect(model.selected != nil)
        clock.advance(ms: 30_000)
        model.tick()
        #expect(model.selected == nil)
        #expect(model.targets.isEmpty)
    }

    @Test func theClockPausesInTheBackground() async throws {
        let clock = ManualClock()
        let model = try gameModel(try newSession(.weiming, turnSeconds: 15), clock: clock)
        model.start()
        clock.advance(ms: 5_000)
        await model.enterBackground()
        #expect(model.screen.timer?.running == false)
        clock.advance(ms: 600_000)
        model.tick()
        #expect(model.snapshot.plyNumber == 0, "no pass while in the background")
        model.enterForeground()
        #expect(model.screen.timer?.remainingMs == 10_000)
        clock.advance(ms: 10_000)
        model.tick()
        #expect(model.snapshot.lastPly?.kind == .pass)
    }

    /// A tick reads the clock alone (one light call); the whole position is read again only
    /// when it changed, here by the pass at zero.
    @Test func aTickIsOneLightClockCallAndNoSnapshot() throws {
        let clock = ManualClock()
        let session = try CountingSession(setup: GameSetup(game: .jinmen, mode: .passAndPlay, turnSeconds: 15))
        let model = try gameModel(session, clock: clock)
        model.start()
        let start = session.counts
        for _ in 0..<3 {
            clock.advance(ms: 1_000)
            model.tick()
        }
        #expect(session.counts.clockStates == start.clockStates + 3)
        #expect(session.counts.snapshots == start.snapshots, "no snapshot while only the clock runs")
        #expect(model.screen.timer == TimerState(remainingMs: 12_000, limitMs: 15_000, running: true))
        #expect(model.snapshot.remainingMs == 15_000, "the position's snapshot is the one taken at the start")

        clock.advance(ms: 12_000)
        model.tick()
        #expect(model.snapshot.lastPly?.kind == .pass)
        #expect(session.counts.clockStates == start.clockStates + 4)
        #expect(session.counts.snapshots == start.snapshots + 1, "the changed position is read once")
        #expect(model.clockReading == nil)
        #expect(model.screen.timer?.remainingMs == 15_000)
    }

    @Test func withoutATimerThereIsNoCountdown() throws {
        let clock = ManualClock()
        let model = try gameModel(try newSession(.zhongkui), clock: clock)
        model.start()
        #expect(model.screen.timer == nil)
        clock.advance(ms: 10_000_000)
        model.tick()
        #expect(model.snapshot.plyNumber == 0)
    }

    /// The computer's thinking time is not taken from the player's turn.
    @Test func thePlayersTurnStartsWhenTheComputerHasMoved() async throws {
        // The computer thinks for four seconds.
        let clock = ThinkingClock(thinkingMs: 4_000)
        let settings = try defaultSettings()
        let model = try GameModel(
            session: try newSession(.zhongkui, .vsComputer(level: .beginner, human: .second), turnSeconds: 15, seed: 3),
            catalog: sharedCatalog, settings: settings, language: .en, clock: clock, wallClock: clock, store: nil)
        #expect(clock.nowMs() == clock.nowMs(), "time stands still on the main actor")
        model.start()
        #expect(model.screen.timer?.running == false, "no clock on the computer's turn")
        await model.settle()
        #expect(model.snapshot.plyNumber == 1)
        #expect(model.screen.timer == TimerState(remainingMs: 15_000, limitMs: 15_000, running: true))
    }
}

/// A clock that stands still on the main actor; a reading elsewhere (the computer's search
/// starting) is followed by `thinkingMs` of thinking. (The main actor runs on the main queue;
/// on Linux under Swift Testing that is not the main thread, so the queue is what is checked.)
final class ThinkingClock: MonotonicClock, WallClock, @unchecked Sendable {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
    private let lock = NSLock()
    private var now: Int64 = 1_000_000
    private let thinkingMs: Int64

    init(thinkingMs: Int64) {
        self.thinkingMs = thinkingMs
        _ = Self.mainQueueKey
    }

    func nowMs() -> Int64 {
        let onMain = DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
        lock.lock()
        defer { lock.unlock() }
        let t = now
        if !onMain { now += thinkingMs }
        return t
    }
}

/// A real native game that counts the calls a ticker cares about.
final class CountingSession: GameSession, @unchecked Sendable {
    /// How often each call was made.
    struct Counts { var snapshots = 0, clockStates = 0 }
    private let lock = NSLock()
    private var counted = Counts()

    var counts: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counted
    }

    override func snapshot(nowMs: Int64) throws -> Snapshot {
        lock.lock()
        counted.snapshots += 1
        lock.unlock()
        return try super.snapshot(nowMs: nowMs)
    }

    override func clockState(nowMs: Int64) throws -> ClockState {
        lock.lock()
        counted.clockStates += 1
        lock.unlock()
        return try super.clockState(nowMs: nowMs)
    }
}
