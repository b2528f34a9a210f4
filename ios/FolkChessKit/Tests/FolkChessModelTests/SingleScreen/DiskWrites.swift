// A single-screen adapter the app used before it became an adapter of AppCore: kept here, in
// the tests only, as the harness of the tests of the core's single-screen objects (GameTable,
// Trainer, ReviewScreen, SaveStore) through the FFI. The app does not use it.
import FolkChessCore
@testable import FolkChessModel
/// A model's disk writes through the ``GameStore`` actor, one after the other in the order
/// asked (never on the main actor): each waits for the one before it, then runs unless it was
/// made stale meanwhile; a failure is handed back on the main actor (the model words it with
/// the core's ``failure(_:language:kind:)``).
@MainActor
final class DiskWrites {
    private let store: GameStore
    private var last: Task<Void, Never>?

    /// Writes through `store`.
    init(store: GameStore) {
        self.store = store
    }

    /// Queues `job`, dated `savedAtMs`: once the writes before it are done it is performed,
    /// unless `stale` (asked then, on the main actor) says a newer job makes it pointless;
    /// `failed` gets what the store threw.
    func write(
        _ job: DiskJob, savedAtMs: Int64, stale: (@MainActor @Sendable () -> Bool)? = nil,
        failed: @escaping @MainActor @Sendable (any Error) -> Void
    ) {
        let store = self.store
        let previous = last
        last = Task {
            await previous?.value
            if let stale, stale() { return }
            do {
                try await store.perform(job, savedAtMs: savedAtMs)
            } catch {
                failed(error)
            }
        }
    }

    /// Returns once every write queued so far (and any queued while waiting) is done.
    func drain() async {
        while let task = last {
            await task.value
            if task == last { return }
        }
    }
}
