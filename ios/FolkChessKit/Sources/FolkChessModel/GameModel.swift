import FolkChessCore
import Observation

/// The turn countdown as the ring shows it.
public struct TimerState: Sendable, Equatable {
    /// Milliseconds left in the turn.
    public let remainingMs: Int64
    /// The turn's length in milliseconds.
    public let limitMs: Int64
    /// Whether the clock counts now (not on the computer's turn, not in the background).
    public let running: Bool

    /// The share of the turn left, 0…1.
    public var fraction: Double {
        limitMs <= 0 ? 0 : min(max(Double(remainingMs) / Double(limitMs), 0), 1)
    }

    /// Whole seconds left, rounded up (the ring shows 1 until the very end).
    public var seconds: Int { Int((remainingMs + 999) / 1000) }

    /// Five seconds or less: the ring turns to the warning colour.
    public var isLow: Bool { remainingMs <= 5_000 }
}

/// The level switcher of a game against the computer.
public struct LevelChoice: Sendable, Equatable {
    /// The level now.
    public let current: Level
    /// Every level with its name, weakest first (the core's names).
    public let options: [Option]

    /// One level and its name.
    public struct Option: Sendable, Equatable {
        /// The level.
        public let level: Level
        /// Its name in the display language.
        public let name: String
    }
}

/// Everything the game screen shows, in the display language: a value computed from the
/// model, so that the SwiftUI view is a function of it (and it is tested here).
public struct GameScreenState: Sendable, Equatable {
    /// The game's name.
    public let title: String
    /// Whose turn it is, or why the game ended.
    public let banner: String
    /// Pass-and-play: the far player's turn, so the banner is turned upside down for them.
    public let bannerRotated: Bool
    /// The side to move, for the banner's badge (nil when the game is over).
    public let sideToMove: Side?
    /// Whether the game is over.
    public let isOver: Bool
    /// The countdown, when the game has a turn timer and goes on.
    public let timer: TimerState?
    /// Spoken text of the countdown ("Time left 12 s").
    public let timerLabel: String?
    /// The board.
    public let scene: BoardScene
    /// "Ply 3 · Last move b2-b3".
    public let status: String
    /// "Computer is thinking…" or "Looking for a hint…" while it lasts.
    public let busy: String?
    /// The verdict of a small game, after a hint.
    public let verdict: String?
    /// A message (an error from the core, "time's up").
    public let message: String?
    /// Whether undo / redo / hint do something now.
    public let canUndo: Bool, canRedo: Bool, canHint: Bool
    /// Whether the game can be reviewed (it is over).
    public let canReview: Bool
    /// The level switcher (vs computer only).
    public let levels: LevelChoice?
    /// Increases with every ply played on this screen: the trigger of haptic feedback.
    public let plyFeedback: Int
    /// Whether the last ply captured (felt and heard more strongly).
    public let lastPlyCaptured: Bool
    /// Whether a ply should be felt (the haptics setting).
    public let hapticsOn: Bool
    /// Whether a ply should be heard (the sound setting).
    public let soundOn: Bool
}

/// A game on screen. Every decision — which pieces may move, where, what happens, whose turn,
/// whether the turn's time is up, what the computer plays — is the core's; this class only
/// sequences the calls and keeps what belongs to the screen (the selection, the hint shown,
/// captures fading out, "thinking").
///
/// The computer thinks in a detached task with a ``CancelHandle``, cancelled by undo, redo,
/// restart and ``close()``; a cancelled or stale answer is dropped. The turn clock is read
/// through the injected ``MonotonicClock``; ``tick()`` asks the core whether the turn expired
/// and, if so, has it record the pass. After every ply the game is autosaved through the
/// ``GameStore`` actor (never on the main actor).
@Observable
@MainActor
public final class GameModel {
    /// Which game.
    public let game: GameKind
    /// The game's board layout.
    public let layout: BoardLayout
    /// The native game. Replaced by ``restart()``; released when the model goes.
    public private(set) var session: GameSession
    /// Who plays and the timer (the core's record of them).
    public private(set) var setup: GameSetup
    /// The core's view of the game, taken once per change of the position (not per clock tick:
    /// its clock fields are as of that change; ``clockReading`` is newer).
    public private(set) var snapshot: Snapshot
    /// The turn clock as the last tick read it (one light ``GameSession/clockState(nowMs:)``
    /// call); nil right after a new snapshot, whose own clock fields are then the newest.
    public private(set) var clockReading: ClockState?
    /// Points whose piece can move now (empty on the computer's turn and at the end).
    public private(set) var movable: Set<Int> = []
    /// The selected point.
    public private(set) var selected: Int?
    /// The selected piece's legal targets.
    public private(set) var targets: Set<Int> = []
    /// The hint on the board.
    public private(set) var hint: MoveInfo?
    /// The position's verdict for the side to move, shown with a hint in the small games.
    public private(set) var verdict: VerdictInfo?
    /// Pieces captured by the last ply, fading out.
    public private(set) var fading: [FadingPiece] = []
    /// A message for the player.
    public private(set) var message: String?
    /// Whether the computer is thinking.
    public private(set) var isThinking = false
    /// Whether a hint is being looked for.
    public private(set) var isHinting = false
    /// Plies played on this screen (the haptics trigger).
    public private(set) var pliesPlayed = 0
    /// The interface language (set by the app when the settings change).
    public var language: DisplayLanguage
    /// The settings (set by the app when they change).
    public var settings: AppSettings

    @ObservationIgnored private let catalog: CoreCatalog
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let store: GameStore?
    @ObservationIgnored private var thinkHandle: CancelHandle?
    @ObservationIgnored private var thinkTask: Task<Void, Never>?
    @ObservationIgnored private var hintHandle: CancelHandle?
    @ObservationIgnored private var hintTask: Task<Void, Never>?
    @ObservationIgnored private var saveTask: Task<Void, Never>?
    /// Searches cancelled but perhaps not yet stopped (``settle()`` waits for them).
    @ObservationIgnored private var cancelledTasks: [Task<Void, Never>] = []
    @ObservationIgnored private var fadeCounter = 0
    @ObservationIgnored private var closed = false

    /// A model over `session`. Call ``start()`` when the game appears.
    public init(
        session: GameSession, catalog: CoreCatalog, settings: AppSettings, language: DisplayLanguage,
        clock: any MonotonicClock, wallClock: any WallClock, store: GameStore?
    ) throws {
        self.session = session
        self.catalog = catalog
        self.settings = settings
        self.language = language
        self.clock = clock
        self.wallClock = wallClock
        self.store = store
        game = session.game()
        layout = catalog.layout(session.game())
        setup = try session.setup()
        snapshot = try session.snapshot(nowMs: clock.nowMs())
    }

    // MARK: Lifecycle

    /// The game appears: the clock starts and the computer moves if it is its turn.
    public func start() {
        run { try session.startClock(nowMs: clock.nowMs()) }
        refresh()
        maybeComputerMove()
    }

    /// The app goes to the background: the clock pauses (app rule 2) and the game is saved.
    public func enterBackground() async {
        run { try session.pauseClock(nowMs: clock.nowMs()) }
        refresh()
        autosave()
        await saveTask?.value
    }

    /// The app comes back: the clock resumes.
    public func enterForeground() {
        run { try session.resumeClock(nowMs: clock.nowMs()) }
        refresh()
        maybeComputerMove()
    }

    /// The game leaves the screen: thinking, hints and the clock's ticking stop.
    public func close() {
        closed = true
        cancelThinking()
        cancelHint()
    }

    /// Waits until the computer's move, a hint, every cancelled search and the last autosave
    /// are done (tests, and "save and leave").
    public func settle() async {
        while let task = thinkTask ?? hintTask {
            await task.value
            // A task that ended without clearing itself belonged to a closed screen.
            if task == thinkTask || task == hintTask { break }
        }
        while !cancelledTasks.isEmpty {
            await cancelledTasks.removeFirst().value
        }
        await saveTask?.value
    }

    // MARK: The player's actions

    /// A tap (or a VoiceOver activation) on a point: select a movable piece, play to a lit
    /// target, or drop the selection.
    public func tap(_ point: Int) {
        guard !closed, snapshot.status == .ongoing, !snapshot.isComputerTurn, !isThinking else { return }
        if let from = selected, targets.contains(point) {
            play(from: from, to: point)
        } else if point == selected {
            clearSelection()
        } else if movable.contains(point) {
            guard let lit = run({ try session.legalTargets(point: Int32(point)) }) else { return }
            selected = point
            targets = Set(lit.map(Int.init))
            message = nil
        } else {
            clearSelection()
        }
    }

    /// Takes back the last ply (against the computer, its reply too).
    public func undo() {
        guard !closed else { return }
        cancelThinking()
        cancelHint()
        if run({ try session.undo(nowMs: clock.nowMs()) }) != nil {
            clearLocal()
            autosave()
        }
        refresh()
        maybeComputerMove()
    }

    /// Replays an undone ply.
    public func redo() {
        guard !closed else { return }
        cancelThinking()
        cancelHint()
        if run({ try session.redo(nowMs: clock.nowMs()) }) != nil {
            clearLocal()
            autosave()
        }
        refresh()
        maybeComputerMove()
    }

    /// Starts the same game (same setup) from the beginning; the old native game is released.
    public func restart() {
        guard !closed else { return }
        cancelThinking()
        cancelHint()
        guard let fresh = run({ try GameSession(setup: setup) }) else { return }
        session = fresh
        clearLocal()
        run { try session.startClock(nowMs: clock.nowMs()) }
        refresh()
        autosave()
        maybeComputerMove()
    }

    /// Changes the computer's level during the game.
    public func setLevel(_ level: Level) {
        guard !closed, run({ try session.setLevel(level: level) }) != nil else { return }
        if let s = run({ try session.setup() }) { setup = s }
        autosave()
    }

    /// Asks the computer for a move suggestion (and, in the small games, the verdict).
    public func requestHint() {
        guard !closed, snapshot.status == .ongoing, !snapshot.isComputerTurn, !isThinking, !isHinting else { return }
        let handle = CancelHandle()
        hintHandle = handle
        isHinting = true
        hint = nil
        verdict = nil
        let session = self.session
        let wantVerdict = catalog.info(game).exactlySolved && settings.showVerdicts
        hintTask = Task { [weak self] in
            let result = await Task.detached(priority: .userInitiated) {
                attempt { () throws -> (MoveInfo, VerdictInfo?) in
                    let move = try session.hint(cancel: handle)
                    let verdict = try wantVerdict ? session.verdicts()?.position : nil
                    return (move, verdict)
                }
            }.value
            self?.hintFinished(result, handle: handle)
        }
    }

    /// Dismisses the message.
    public func dismissMessage() {
        message = nil
    }

    // MARK: The turn clock

    /// One tick of the countdown: one light call for the clock alone (``GameSession/clockState(nowMs:)``,
    /// not a whole snapshot); when the core says the player's time is up, it records the pass
    /// and the changed position is read again.
    public func tick() {
        guard !closed, snapshot.status == .ongoing, setup.turnSeconds != nil else { return }
        let now = clock.nowMs()
        guard let reading = run({ try session.clockState(nowMs: now) }) else { return }
        guard reading.expired && !snapshot.isComputerTurn else {
            // Only a changed reading is published: an unchanged one redraws nothing.
            if reading != clockReading { clockReading = reading }
            return
        }
        let before = snapshot
        guard let ply = run({ try session.passOnTimeout(nowMs: now) }) else { return }
        afterPly(ply, before: before)
        message = AppStrings(language).timeUp
        maybeComputerMove()
    }

    /// Ticks every `intervalMs` until the calling task is cancelled or the game is closed
    /// (the game screen runs it as its task; tests call ``tick()`` themselves).
    public func runClock(intervalMs: Int = 200) async {
        guard setup.turnSeconds != nil else { return }
        while !Task.isCancelled && !closed {
            try? await Task.sleep(nanoseconds: UInt64(intervalMs) * 1_000_000)
            if Task.isCancelled { return }
            tick()
        }
    }

    // MARK: The screen

    /// The board as drawn now.
    public var scene: BoardScene {
        let last = settings.showLastMove ? snapshot.lastPly?.arrow : nil
        let marks = BoardMarks(
            selected: selected, targets: targets, movable: movable, lastMove: last,
            hint: hint.map { SceneMove(from: Int($0.from), to: Int($0.to)) }, fading: fading)
        return BoardScene(
            layout: layout, points: snapshot.points, marks: marks, perspective: humanSide,
            showNames: true, showLegal: settings.showLegalMoves)
    }

    /// The side the player plays against the computer; nil in pass-and-play.
    public var humanSide: Side? {
        if case .vsComputer(_, let human) = setup.mode { return human }
        return nil
    }

    /// The computer's level; nil in pass-and-play.
    public var level: Level? {
        if case .vsComputer(let level, _) = setup.mode { return level }
        return nil
    }

    /// Everything the game screen shows.
    public var screen: GameScreenState {
        let s = AppStrings(language)
        let over = snapshot.status == .ended
        let timer: TimerState? =
            over
            ? nil
            : snapshot.turnSeconds.map { secs in
                TimerState(
                    remainingMs: (clockReading?.remainingMs ?? snapshot.remainingMs) ?? Int64(secs) * 1000,
                    limitMs: Int64(secs) * 1000, running: clockReading?.running ?? snapshot.clockRunning)
            }
        var status = s.plyLabel(Int(snapshot.plyNumber))
        if let p = snapshot.lastPly {
            status += " · \(s.lastMove) " + (p.kind == .pass ? s.passed : p.notation)
        }
        let verdictText = verdict.flatMap { v -> String? in
            guard settings.showVerdicts else { return nil }
            return language.each(separator: "\n") { l in
                let s = AppStrings(l)
                let side = catalog.name(of: snapshot.sideToMove, in: l)
                return s.verdict + s.space + side + s.space + l.pick(zh: v.textZh, en: v.textEn)
            }
        }
        return GameScreenState(
            title: catalog.title(of: game, in: language),
            banner: banner(),
            bannerRotated: bannerRotated,
            sideToMove: over ? nil : snapshot.sideToMove,
            isOver: over,
            timer: timer,
            timerLabel: timer.map { t in
                language.each(separator: " ") { l in AppStrings(l).timeLeft + " " + AppStrings(l).seconds(t.seconds) }
            },
            scene: scene,
            status: status,
            busy: isThinking ? s.thinking : isHinting ? s.hintThinking : nil,
            verdict: verdictText,
            message: message,
            canUndo: snapshot.canUndo && !closed,
            canRedo: snapshot.canRedo && !closed,
            canHint: !over && !snapshot.isComputerTurn && !isThinking && !isHinting,
            canReview: over,
            levels: level.map { current in
                LevelChoice(
                    current: current,
                    options: catalog.levels.map {
                        .init(level: $0.level, name: catalog.name(of: $0.level, in: language))
                    })
            },
            plyFeedback: pliesPlayed,
            lastPlyCaptured: !fading.isEmpty,
            hapticsOn: settings.haptics,
            soundOn: settings.sound)
    }

    /// Pass-and-play: the far player (Second, at the top of the board) reads the banner upside
    /// down on their turn, unless the setting turns this off.
    public var bannerRotated: Bool {
        setup.mode == .passAndPlay && settings.rotateForOpponent
            && snapshot.status == .ongoing && snapshot.sideToMove == .second
    }

    /// Whose turn, or why the game ended, in words (the core's words where it has them).
    func banner() -> String {
        if snapshot.status == .ended, let o = snapshot.outcome {
            return language.pick(zh: o.textZh, en: o.textEn)
        }
        guard let human = humanSide else {
            return language.pick(zh: snapshot.headlineZh, en: snapshot.headlineEn)
        }
        let mine = snapshot.sideToMove == human
        return language.each(separator: "\n") { l in
            let s = AppStrings(l)
            return "\(mine ? s.yourTurn : s.computerTurn) · \(catalog.name(of: snapshot.sideToMove, in: l))"
        }
    }

    // MARK: Internals

    private func play(from: Int, to: Int) {
        let before = snapshot
        guard let ply = run({ try session.play(from: Int32(from), to: Int32(to), nowMs: clock.nowMs()) }) else {
            clearSelection()
            return
        }
        afterPly(ply, before: before)
        maybeComputerMove()
    }

    private func afterPly(_ ply: PlyResult, before: Snapshot) {
        fading = FadingPiece.captured(by: ply.ply, before: before.points) { _ in
            fadeCounter += 1
            return fadeCounter
        }
        selected = nil
        targets = []
        hint = nil
        verdict = nil
        message = nil
        pliesPlayed += 1
        refresh()
        autosave()
    }

    private func maybeComputerMove() {
        guard !closed, snapshot.isComputerTurn, snapshot.status == .ongoing, thinkHandle == nil else { return }
        let handle = CancelHandle()
        thinkHandle = handle
        isThinking = true
        let session = self.session
        let clock = self.clock
        thinkTask = Task { [weak self] in
            let result = await Task.detached(priority: .userInitiated) {
                attempt { try session.computerMove(cancel: handle, nowMs: clock.nowMs()) }
            }.value
            self?.computerFinished(result, handle: handle)
        }
    }

    private func computerFinished(_ result: Result<PlyResult, FolkChessError>, handle: CancelHandle) {
        // A cancelled or replaced search: its answer is not this screen's any more.
        guard handle === thinkHandle, !closed else { return }
        thinkHandle = nil
        thinkTask = nil
        isThinking = false
        switch result {
        case .success(let ply):
            // The player's turn begins now, on the app's own clock (the core already started
            // it after its search; this re-aligns it with the injected clock, see bindings.md).
            run { try session.startClock(nowMs: clock.nowMs()) }
            afterPly(ply, before: snapshot)
        case .failure(.Stale):
            refresh()
            maybeComputerMove()
        case .failure(.Cancelled):
            refresh()
        case .failure(let e):
            message = coreMessage(e)
            refresh()
        }
    }

    private func hintFinished(_ result: Result<(MoveInfo, VerdictInfo?), FolkChessError>, handle: CancelHandle) {
        guard handle === hintHandle, !closed else { return }
        hintHandle = nil
        hintTask = nil
        isHinting = false
        switch result {
        case .success(let (move, v)):
            hint = move
            verdict = v
            selected = nil
            targets = []
        case .failure(.Cancelled):
            break
        case .failure(let e):
            message = coreMessage(e)
        }
    }

    private func cancelThinking() {
        if let task = thinkTask { cancelledTasks.append(task) }
        thinkHandle?.cancel()
        thinkHandle = nil
        thinkTask = nil
        isThinking = false
    }

    private func cancelHint() {
        if let task = hintTask { cancelledTasks.append(task) }
        hintHandle?.cancel()
        hintHandle = nil
        hintTask = nil
        isHinting = false
    }

    private func clearSelection() {
        selected = nil
        targets = []
    }

    private func clearLocal() {
        clearSelection()
        hint = nil
        verdict = nil
        fading = []
        message = nil
    }

    /// One snapshot and the movable points: everything a redraw needs.
    private func refresh() {
        guard let snap = run({ try session.snapshot(nowMs: clock.nowMs()) }) else { return }
        snapshot = snap
        clockReading = nil
        if snap.status == .ongoing && !snap.isComputerTurn {
            movable = Set((run { try session.movablePoints() } ?? []).map(Int.init))
        } else {
            movable = []
        }
    }

    /// Saves the game in progress to the autosave slot, after the previous save.
    private func autosave() {
        guard let store else { return }
        let session = self.session
        let at = wallClock.nowMs()
        let previous = saveTask
        saveTask = Task { [weak self] in
            await previous?.value
            do {
                try await store.writeAutosave(session, savedAtMs: at)
            } catch {
                self?.message = coreMessage(error)
            }
        }
    }

    /// Runs a core call; a failure becomes the message shown.
    @discardableResult
    private func run<T>(_ call: () throws -> T) -> T? {
        do {
            return try call()
        } catch {
            message = coreMessage(error)
            return nil
        }
    }
}

/// A core call's result with the core's typed error (anything else, which the bindings do
/// not throw, as `Internal`).
func attempt<T>(_ call: () throws -> T) -> Result<T, FolkChessError> {
    do {
        return .success(try call())
    } catch let e as FolkChessError {
        return .failure(e)
    } catch {
        return .failure(.Internal(reason: String(describing: error)))
    }
}
