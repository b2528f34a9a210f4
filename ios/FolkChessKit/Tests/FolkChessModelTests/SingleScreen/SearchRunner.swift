// A single-screen adapter the app used before it became an adapter of AppCore: kept here, in
// the tests only, as the harness of the tests of the core's single-screen objects (GameTable,
// Trainer, ReviewScreen, SaveStore) through the FFI. The app does not use it.
import FolkChessCore
@testable import FolkChessModel

/// Runs a table's searches off the main actor for the models that hold one (``GameModel``,
/// ``TrainerModel``), as the API contract says: a ``CancelHandle`` per id, the blocking
/// `runSearch` in a detached task, its answer handed back on the main actor. Nothing is handed
/// back when the search throws (stale, cancelled) or when its entry is gone or belongs to
/// another search by then (``abandonAll()``, a new table reusing the id).
@MainActor
final class SearchRunner {
    private let gate: (any SearchGate)?
    private var searches: [Int64: (handle: CancelHandle, task: Task<Void, Never>)] = [:]

    /// A runner whose searches wait for `gate` before they run (tests; the app passes none).
    init(gate: (any SearchGate)?) {
        self.gate = gate
    }

    /// Starts the search `id`: `run` (the table's `runSearch` with this id) gets the search's
    /// handle off the main actor; `done` gets its answer on the main actor, after the entry
    /// is removed (so that the searches `done` leads to are pending, this one is not).
    func start(
        id: Int64, run: @escaping @Sendable (CancelHandle) throws -> SearchAnswer,
        done: @escaping @MainActor @Sendable (SearchAnswer) -> Void
    ) {
        let handle = CancelHandle()
        let gate = self.gate
        let task = Task { [weak self] in
            await gate?.enter(id)
            // Blocking: off the main actor. A stale or cancelled search answers nothing.
            let answer = await Task.detached(priority: .userInitiated) {
                try? run(handle)
            }.value
            guard let self, self.searches[id]?.handle === handle else { return }
            self.searches[id] = nil
            if let answer { done(answer) }
        }
        searches[id] = (handle, task)
    }

    /// Tells the search `id` to stop (the table's `cancelSearch`); it stays pending until its
    /// `runSearch` returns.
    func cancel(id: Int64) {
        searches[id]?.handle.cancel()
    }

    /// Tells every running search to stop; each stays pending until its `runSearch` returns.
    func cancelAll() {
        for (_, search) in searches { search.handle.cancel() }
    }

    /// Tells every running search to stop and forgets them all at once: none of them answers
    /// (the table they searched for is gone).
    func abandonAll() {
        cancelAll()
        searches = [:]
    }

    /// Waits until every search started (and any it leads to) has answered, in the order of
    /// their ids. With a gate, each search is let through here.
    func settle() async {
        while let id = searches.keys.min(), let search = searches[id] {
            gate?.open(id)
            await search.task.value
            if searches[id]?.handle === search.handle { searches[id] = nil }
        }
    }

    /// Ids of the searches started and not yet answered.
    var pending: [Int64] { searches.keys.sorted() }

    /// Whether the search with this id was told to stop; nil when it is not running.
    func isCancelled(_ id: Int64) -> Bool? { searches[id]?.handle.isCancelled() }
}

/// Holds the model's searches before they run: the app has none (searches run at once);
/// tests use one to decide when each search runs (``GameModel/settle()`` opens them).
public protocol SearchGate: AnyObject, Sendable {
    /// Called by the search with this id before it runs; returns once it may run.
    func enter(_ id: Int64) async
    /// Lets the search with this id run (before or after it entered).
    func open(_ id: Int64)
}
