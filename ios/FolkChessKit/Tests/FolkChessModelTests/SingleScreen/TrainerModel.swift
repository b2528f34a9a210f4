// A single-screen adapter the app used before it became an adapter of AppCore: kept here, in
// the tests only, as the harness of the tests of the core's single-screen objects (GameTable,
// Trainer, ReviewScreen, SaveStore) through the FFI. The app does not use it.
import FolkChessCore
@testable import FolkChessModel
import Foundation
import Observation

/// What the trainer screen is about: a puzzle or a practice exercise, by its id.
public enum TrainerSubject: Sendable, Hashable {
    /// A puzzle of the set (`weiming-0042`).
    case puzzle(String)
    /// A practice exercise kept from a review.
    case exercise(String)

    /// The id.
    public var id: String {
        switch self {
        case .puzzle(let id), .exercise(let id): return id
        }
    }
}

/// The trainer screen (a puzzle or a practice exercise on the game table): a thin adapter over
/// the core's ``TrainerTable``, which owns the position, judges every move and words
/// everything. Like ``GameModel`` it forwards events with the injected monotonic clock's time,
/// carries out the table's effects and publishes ``view``:
///
/// - `table(search)`: `TrainerTable.runSearch` in a detached task with a ``CancelHandle`` per
///   id (the ``SearchRunner``), its answer sent back on the main actor (nothing when it throws:
///   stale, cancelled);
///   `table(cancelSearch)`: cancels that handle; `table(feedback)`: ``feedback``;
/// - `puzzleTried`: `recordPuzzle` through the ``GameStore`` actor (dated by the wall clock, at
///   the phone's offset from UTC); `exerciseSolved`: `solveExercise` through it; in order
///   (``DiskWrites``).
///
/// ``next()`` asks the store for the next puzzle (same game and difficulty, not solved clean)
/// or the next open exercise and puts it on the table.
@Observable
@MainActor
public final class TrainerModel {
    /// What is on the table.
    public private(set) var subject: TrainerSubject
    /// Which game.
    public private(set) var game: GameKind
    /// The game's board layout (static per game).
    public private(set) var layout: BoardLayout
    /// Everything the trainer screen shows, as the table last gave it.
    public private(set) var view: TrainerView
    /// The last ply's feedback (haptics, sound).
    public private(set) var feedback: FeedbackSignal?
    /// What failed — an event the table refused, a write the disk refused, the next puzzle —
    /// as the core words it in the player's language (the reason as the details), if anything did.
    public private(set) var problem: FailureText?
    /// The core's table. The model sends it every event.
    @ObservationIgnored public private(set) var table: TrainerTable
    /// Sees the effects of every event, in order (tests).
    @ObservationIgnored public var onEffects: (@MainActor ([TrainerEffect]) -> Void)?
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let utcOffsetMinutes: @MainActor () -> Int32
    @ObservationIgnored private let store: GameStore
    @ObservationIgnored private var settings: AppSettings
    @ObservationIgnored private var language: DisplayLanguage
    @ObservationIgnored private let searches: SearchRunner
    @ObservationIgnored private let disk: DiskWrites
    @ObservationIgnored private var closed = false

    /// A model over `table` (made by ``GameStore/openTrainer(_:settings:language:)``); call
    /// ``start()`` when the screen appears.
    public init(
        subject: TrainerSubject, table: TrainerTable, store: GameStore, settings: AppSettings,
        language: DisplayLanguage, clock: any MonotonicClock, wallClock: any WallClock,
        utcOffsetMinutes: @escaping @MainActor () -> Int32, gate: (any SearchGate)? = nil
    ) throws {
        self.subject = subject
        self.table = table
        self.store = store
        disk = DiskWrites(store: store)
        self.settings = settings
        self.language = language
        self.clock = clock
        self.wallClock = wallClock
        self.utcOffsetMinutes = utcOffsetMinutes
        searches = SearchRunner(gate: gate)
        game = table.game()
        layout = try BoardLayouts.of(table.game())
        view = try table.view(nowMs: clock.nowMs())
    }

    // MARK: Events

    /// Sends `event` to the table at the clock's time, carries out its effects and publishes
    /// the view.
    public func send(_ event: TrainerEvent) {
        let update: TrainerUpdate
        do {
            update = try table.send(event: event, nowMs: clock.nowMs())
        } catch {
            problem = failure(error, language: language)
            return
        }
        if update.view != view { view = update.view }
        for effect in update.effects { carryOut(effect) }
        if !update.effects.isEmpty { onEffects?(update.effects) }
    }

    /// The screen appears.
    public func start() { send(.table(event: .start)) }
    /// A tap or a VoiceOver activation on a point.
    public func tap(_ point: Int) { send(.table(event: .tap(point: Int32(clamping: point)))) }
    /// Take back the last move (a wrong one, with the computer's reply).
    public func undo() { send(.table(event: .undo)) }
    /// A hint (the try then counts as hinted).
    public func hint() { send(.table(event: .hint)) }
    /// Start again from the position.
    public func retry() { send(.retry) }
    /// Show the solution (the try then counts as failed).
    public func showSolution() { send(.showSolution) }
    /// The message was read.
    public func dismissMessage() { send(.table(event: .dismissMessage)) }
    /// The settings or the display language changed.
    public func apply(settings: AppSettings, language: DisplayLanguage) {
        self.settings = settings
        self.language = language
        send(.table(event: .settings(settings: settings, language: language)))
    }

    /// "Next puzzle" / "Next exercise": the store names the next one (a puzzle of the same game
    /// and difficulty not yet solved clean; the next open exercise, same game first) and it
    /// goes on the table. Returns false when there is none (the screen goes back to its list).
    @discardableResult
    public func next() async -> Bool {
        await drainDisk()
        let store = self.store
        do {
            let nextSubject: TrainerSubject?
            switch subject {
            case .puzzle(let id): nextSubject = try await store.nextPuzzle(after: id).map(TrainerSubject.puzzle)
            case .exercise(let id): nextSubject = try await store.nextExercise(after: id).map(TrainerSubject.exercise)
            }
            guard let nextSubject else { return false }
            let nextTable = try await store.openTrainer(nextSubject, settings: settings, language: language)
            replace(with: nextTable, subject: nextSubject)
            return true
        } catch {
            problem = failure(error, language: language, kind: .gameNotStarted)
            return false
        }
    }

    /// Puts another puzzle or exercise on the table: the old one's searches stop.
    private func replace(with next: TrainerTable, subject nextSubject: TrainerSubject) {
        send(.table(event: .leave))
        searches.abandonAll()
        table = next
        subject = nextSubject
        game = next.game()
        if let l = try? BoardLayouts.of(next.game()) { layout = l }
        problem = nil
        if let v = try? next.view(nowMs: clock.nowMs()) { view = v }
        start()
    }

    /// The view at the clock's time (a redraw without an event).
    public func redraw() {
        guard let v = try? table.view(nowMs: clock.nowMs()), v != view else { return }
        view = v
    }

    /// The screen is left: searches stop. Besides the table's own cancels, every search still
    /// running is cancelled here: the core's practice table answers `Leave` while it judges an
    /// answer without cancelling its judge search, which would otherwise run to its end.
    public func close() {
        guard !closed else { return }
        send(.table(event: .leave))
        searches.cancelAll()
        closed = true
    }

    /// Waits until every search started (and any it leads to) has answered, in the order of
    /// their ids, and every disk write is done. With a gate, each search is let through here.
    public func settle() async {
        await searches.settle()
        await drainDisk()
    }

    /// Ids of the searches started and not yet answered.
    public var pendingSearches: [Int64] { searches.pending }

    /// Whether the search with this id was told to stop (tests); nil when it is not running.
    func isCancelled(search id: Int64) -> Bool? { searches.isCancelled(id) }

    // MARK: Effects

    private func carryOut(_ effect: TrainerEffect) {
        switch effect {
        case .table(let effect):
            switch effect {
            case .search(let id, _): startSearch(id)
            case .cancelSearch(let id): searches.cancel(id: id)
            case .feedback(let kind, let haptic, let sound):
                feedback = FeedbackSignal(
                    serial: (feedback?.serial ?? 0) + 1, kind: kind, haptic: haptic, sound: sound)
            // A puzzle never takes the autosave slot, files a game or counts in the statistics.
            case .autosave, .save, .clearAutosave, .finished: break
            }
        case .puzzleTried(let id, let attempt):
            write(.recordPuzzle(id: id, attempt: attempt, utcOffsetMinutes: utcOffsetMinutes()))
        case .exerciseSolved(let id):
            write(.solveExercise(id: id))
        }
    }

    private func startSearch(_ id: Int64) {
        let table = self.table
        searches.start(id: id, run: { try table.runSearch(id: id, cancel: $0) }) { [weak self] answer in
            // A table since replaced (next) may use the same ids: the runner drops an answer
            // whose entry went with the old table, and none is sent to the new table.
            guard let self, self.table === table else { return }
            self.send(.table(event: .searchDone(answer: answer)))
        }
    }

    private func write(_ job: DiskJob) {
        disk.write(job, savedAtMs: wallClock.nowMs()) { [weak self] error in
            guard let self else { return }
            self.problem = failure(error, language: self.language, kind: .writeFailed)
        }
    }

    /// Waits until every try and solve recorded so far is written (the app going to the
    /// background).
    public func drainWrites() async { await drainDisk() }

    private func drainDisk() async {
        await disk.drain()
    }
}
