import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Settings and saved games on disk, through the store actors and the core.
@Suite struct StorageTests {
    @Test func settingsRoundTrip() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try SettingsStore(directory: dir)
        let fresh = try await store.load()
        #expect(fresh.settings == (try defaultSettings()))
        #expect(fresh.problem == nil)

        let f = fresh.settings
        let changed = AppSettings(
            language: .both, theme: .dark, defaultLevel: .hard, defaultHumanSide: .second, turnSeconds: 120,
            sound: f.sound, haptics: false, showLegalMoves: f.showLegalMoves, showLastMove: f.showLastMove,
            showVerdicts: f.showVerdicts, rotateForOpponent: false)
        #expect(changed != fresh.settings)
        try await store.save(changed)
        let again = try await SettingsStore(directory: dir).load()
        #expect(again.settings == changed)
        #expect(again.problem == nil)
        // The file is the core's JSON (a field the core names).
        let text = try String(contentsOf: dir.appendingPathComponent("settings.json"), encoding: .utf8)
        #expect(text.contains("turn_seconds"))
    }

    @Test func aDamagedSettingsFileFallsBackToTheDefaultsAndSaysWhy() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("settings.json")
        try Data("{\"turn_seconds\": 45".utf8).write(to: file)
        let broken = try await SettingsStore(directory: dir).load()
        #expect(broken.settings == (try defaultSettings()))
        let problem = try #require(broken.problem)
        #expect(!problem.isEmpty)

        try Data("{\"turn_seconds\": 45}".utf8).write(to: file)
        let badValue = try await SettingsStore(directory: dir).load()
        #expect(badValue.settings == (try defaultSettings()))
        #expect(badValue.problem?.contains("turn_seconds") == true)

        // Unknown fields are ignored, missing ones take their defaults.
        try Data("{\"haptics\": false, \"from_the_future\": 1}".utf8).write(to: file)
        let lenient = try await SettingsStore(directory: dir).load()
        #expect(lenient.problem == nil)
        #expect(lenient.settings.haptics == false)
        #expect(lenient.settings.turnSeconds == (try defaultSettings()).turnSeconds)
    }

    @Test func aBadSettingIsRefusedAndNothingIsWritten() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try SettingsStore(directory: dir)
        let bad = withTurnSeconds(try defaultSettings(), 45)
        await #expect(throws: FolkChessError.self) { try await store.save(bad) }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("settings.json").path))
    }

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

/// `settings` with another turn time (one the settings screen never offers, e.g. 45).
func withTurnSeconds(_ s: AppSettings, _ seconds: UInt32?) -> AppSettings {
    AppSettings(
        language: s.language, theme: s.theme, defaultLevel: s.defaultLevel, defaultHumanSide: s.defaultHumanSide,
        turnSeconds: seconds, sound: s.sound, haptics: s.haptics, showLegalMoves: s.showLegalMoves,
        showLastMove: s.showLastMove, showVerdicts: s.showVerdicts, rotateForOpponent: s.rotateForOpponent)
}
