// A single-screen adapter the app used before it became an adapter of AppCore: kept here, in
// the tests only, as the harness of the tests of the core's single-screen objects (GameTable,
// Trainer, ReviewScreen, SaveStore) through the FFI. The app does not use it.
import FolkChessCore
@testable import FolkChessModel
import Observation

/// The game screen: a thin adapter over the core's ``GameTable``, which owns the game and
/// every decision and word of the screen. It forwards events with the injected monotonic
/// clock's time, carries out the table's effects exactly as the API contract says, and
/// publishes the table's ``view``:
///
/// - `search`: `GameTable.runSearch` in a detached task with a ``CancelHandle`` per id, its
///   answer sent back on the main actor (nothing when it throws: stale, cancelled) — the
///   ``SearchRunner``'s work;
/// - `cancelSearch`: cancels that handle;
/// - `autosave`, `save`, `clearAutosave`: through the ``GameStore`` actor, one after the
///   other (``DiskWrites``; an autosave with a newer one queued behind it is skipped);
/// - `feedback`: published as ``feedback`` for haptics and sound.
@Observable
@MainActor
public final class GameModel {
    /// Which game.
    public let game: GameKind
    /// The game's board layout (static).
    public let layout: BoardLayout
    /// Everything the game screen shows, as the table last gave it.
    public private(set) var view: TableView
    /// The last ply's feedback.
    public private(set) var feedback: FeedbackSignal?
    /// What failed — an event the table refused, a write the disk refused — as the core words
    /// it in the player's language (the reason as the details), if anything did.
    public private(set) var problem: FailureText?
    /// The core's table. The model sends it every event; read it only for copies.
    @ObservationIgnored public let table: GameTable
    /// Sees the effects of every event, in order (the transcript tests render them).
    @ObservationIgnored public var onEffects: (@MainActor ([TableEffect]) -> Void)?
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    /// The display language, for the sentence of a failure.
    @ObservationIgnored private var language: DisplayLanguage
    @ObservationIgnored private let disk: DiskWrites?
    @ObservationIgnored private let searches: SearchRunner
    @ObservationIgnored private var autosaves = 0
    @ObservationIgnored private var closed = false

    /// A model over `table` (shown in `language`); call ``start()`` when the game appears.
    /// `gate` holds searches before they run (tests; the app passes none).
    public init(
        table: GameTable, language: DisplayLanguage, clock: any MonotonicClock, wallClock: any WallClock,
        store: GameStore?, gate: (any SearchGate)? = nil
    ) throws {
        self.table = table
        self.language = language
        self.clock = clock
        self.wallClock = wallClock
        disk = store.map { DiskWrites(store: $0) }
        searches = SearchRunner(gate: gate)
        game = table.game()
        layout = try BoardLayouts.of(game)
        view = try table.view(nowMs: clock.nowMs())
    }

    // MARK: Events

    /// Sends `event` to the table at the clock's time, carries out its effects and
    /// publishes the view.
    public func send(_ event: TableEvent) {
        let update: TableUpdate
        do {
            update = try table.send(event: event, nowMs: clock.nowMs())
        } catch {
            problem = failure(error, language: language)
            return
        }
        publish(update.view)
        for effect in update.effects { carryOut(effect) }
        if !update.effects.isEmpty { onEffects?(update.effects) }
    }

    /// The game appears.
    public func start() { send(.start) }
    /// A tap or a VoiceOver activation on a point.
    public func tap(_ point: Int) { send(.tap(point: Int32(clamping: point))) }
    /// Undo.
    public func undo() { send(.undo) }
    /// Redo.
    public func redo() { send(.redo) }
    /// The same game again.
    public func restart() { send(.restart) }
    /// A hint.
    public func hint() { send(.hint) }
    /// Another level for the computer.
    public func setLevel(_ level: Level) { send(.setLevel(level: level)) }
    /// The message was read.
    public func dismissMessage() { send(.dismissMessage) }
    /// The player to move wants to resign: the table asks to confirm (``TableView/question``).
    public func resign() { send(.resign) }
    /// The player to move offers a draw: the computer judges it (a search), or in
    /// pass-and-play the other player is asked (``TableView/question``).
    public func offerDraw() { send(.offerDraw) }
    /// The answer to the view's question.
    public func answer(yes: Bool) { send(.answer(yes: yes)) }
    /// The settings or the display language changed.
    public func apply(settings: AppSettings, language: DisplayLanguage) {
        self.language = language
        send(.settings(settings: settings, language: language))
    }

    /// The view at the clock's time (a redraw without an event).
    public func redraw() {
        guard let v = try? table.view(nowMs: clock.nowMs()) else { return }
        publish(v)
    }

    /// Publishes `v` if it differs.
    private func publish(_ v: TableView) {
        if v != view { view = v }
    }

    /// The app goes to the background: the clock pauses and the game is saved (returns once
    /// it is written).
    public func enterBackground() async {
        send(.background)
        await drainDisk()
    }

    /// The app comes back.
    public func enterForeground() { send(.foreground) }

    /// "Save and leave": the game is filed under saved games and leaves the autosave slot
    /// (returns once both are written).
    public func saveAndLeave() async {
        send(.saveAndLeave)
        closed = true
        await drainDisk()
    }

    /// The screen is left: searches stop; the game stays in the autosave slot.
    public func close() {
        guard !closed else { return }
        send(.leave)
        closed = true
    }

    /// Sends a tick every `intervalMs` while the view says the clock ticks (the game
    /// screen runs it as a task keyed on ``TableView/ticking``).
    public func runTicker(intervalMs: Int = 200) async {
        while !Task.isCancelled && !closed && view.ticking {
            try? await Task.sleep(nanoseconds: UInt64(intervalMs) * 1_000_000)
            if Task.isCancelled || closed { return }
            send(.tick)
        }
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

    private func carryOut(_ effect: TableEffect) {
        switch effect {
        case .search(let id, _):
            startSearch(id)
        case .cancelSearch(let id):
            searches.cancel(id: id)
        case .autosave(let json):
            autosaves += 1
            write(.autosave(json), serial: autosaves)
        case .save(let json):
            write(.save(json), serial: nil)
        case .clearAutosave:
            write(.clearAutosave, serial: nil)
        case .finished(let json):
            write(.countFinished(json), serial: nil)
        case .feedback(let kind, let haptic, let sound):
            feedback = FeedbackSignal(serial: (feedback?.serial ?? 0) + 1, kind: kind, haptic: haptic, sound: sound)
        }
    }

    private func startSearch(_ id: Int64) {
        let table = self.table
        searches.start(id: id, run: { try table.runSearch(id: id, cancel: $0) }) { [weak self] answer in
            self?.send(.searchDone(answer: answer))
        }
    }

    private func write(_ job: DiskJob, serial: Int?) {
        guard let disk else { return }
        let stale: @MainActor @Sendable () -> Bool = { [weak self] in
            // An autosave with a newer one queued behind it is skipped.
            guard let serial, let self else { return false }
            return self.autosaves != serial
        }
        let kind: FailureKind = if case .countFinished = job { .writeFailed } else { .saveFailed }
        disk.write(job, savedAtMs: wallClock.nowMs(), stale: stale) { [weak self] error in
            guard let self else { return }
            self.problem = failure(error, language: self.language, kind: kind)
        }
    }

    private func drainDisk() async {
        await disk?.drain()
    }
}
