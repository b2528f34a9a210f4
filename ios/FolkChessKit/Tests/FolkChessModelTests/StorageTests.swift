import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Saved games on disk, through the store actor and the core (the settings file is AppCore's:
/// the app transcripts and core/tests/store.rs).
@Suite struct StorageTests {
    @Test func savesListLoadAndDelete() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try GameStore(directory: dir.appendingPathComponent("saves"))
        #expect(try await store.list().isEmpty, "a missing folder lists as empty")

        let session = try gameJson(
            .jinmen, .vsComputer(level: .hard, human: .first), turnSeconds: 30, seed: 8, moves: ["b2-b3"])
        let summary = try await store.save(session, savedAtMs: 1_700_000_000_000)
        #expect(summary.game == .jinmen)
        #expect(summary.plyCount == 1)
        #expect(summary.setup.turnSeconds == 30)
        #expect(summary.savedAtMs == 1_700_000_000_000)

        let listed = try await store.list()
        #expect(listed == [.good(summary: summary)])
        let loaded = try await store.load(id: summary.id)
        #expect(try asTableWrites(loaded) == asTableWrites(session), "the same game, setup and seed")

        try await store.delete(id: summary.id)
        #expect(try await store.list().isEmpty)
        await #expect(throws: FolkChessError.self) { try await store.load(id: summary.id) }
    }

    @Test func aDamagedSaveIsListedAsSuchBesideTheGoodOnes() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let saves = dir.appendingPathComponent("saves")
        let store = try GameStore(directory: saves)
        let good = try await store.save(try gameJson(.huishi), savedAtMs: 5)
        try Data("{ this is not a save".utf8).write(to: saves.appendingPathComponent("broken.json"))

        let entries = try await store.list()
        #expect(entries.count == 2)
        #expect(entries.contains(.good(summary: good)))
        let damaged = entries.compactMap { e -> (String, String)? in
            if case .damaged(let id, let reason) = e { return (id, reason) } else { return nil }
        }
        #expect(damaged.map(\.0) == ["broken"])
        #expect(damaged.first?.1.isEmpty == false)
        do {
            _ = try await store.load(id: "broken")
            Issue.record("a damaged save must not load")
        } catch FolkChessError.DamagedSave(let reason) {
            #expect(reason.contains("broken"))
        }
        // A damaged save can be deleted.
        try await store.delete(id: "broken")
        #expect(try await store.list() == [.good(summary: good)])
    }

    /// Two autosaves started together are written one after the other: the slot holds one
    /// complete game, no temporary file is left over.
    @Test func twoAutosavesStartedTogetherLeaveOneCompleteSave() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let saves = dir.appendingPathComponent("saves")
        let store = try GameStore(directory: saves)
        let a = try gameJson(.jinmen, moves: ["b2-b3"])
        let b = try gameJson(.huishi, moves: ["b2-b3", "b4-a4"])
        let records = [a, b]

        for round in 0..<20 {
            async let first: Void = store.writeAutosave(a, savedAtMs: Int64(round))
            async let second: Void = store.writeAutosave(b, savedAtMs: Int64(round))
            _ = try await (first, second)
            let restored = try #require(try await store.loadAutosave())
            #expect(records.contains(try asTableWrites(restored)))
        }
        // No temporary file is left; the lock file beside the save stays (the lock other
        // processes wait on is the OS's, held on it only while writing).
        let files = try FileManager.default.contentsOfDirectory(atPath: saves.path)
            .filter { $0 != ".autosave.json.lock" }
        #expect(files == ["autosave.json"])
        #expect(try await store.list().isEmpty, "the autosave is not among the saved games")
        try await store.clearAutosave()
        #expect(try await store.loadAutosave() == nil)
    }
}
