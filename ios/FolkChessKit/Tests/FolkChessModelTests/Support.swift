import FolkChessCore
import Foundation

@testable import FolkChessModel

/// A clock the test moves by hand.
final class ManualClock: MonotonicClock, WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var now: Int64

    init(_ start: Int64 = 1_000_000) { now = start }

    func nowMs() -> Int64 {
        lock.lock()
        defer { lock.unlock() }
        return now
    }

    func advance(ms: Int64) {
        lock.lock()
        now += ms
        lock.unlock()
    }
}

/// The repository's root (tests write only under its target/ folder).
let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url.deleteLastPathComponent() }  // Tests/FolkChessModelTests/x.swift → ios/FolkChessKit → root
    return url
}()

/// A fresh, empty folder under target/ios-test-data for one test.
func scratchFolder(_ name: String = #function) throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = repositoryRoot.appendingPathComponent("target/ios-test-data/\(safe)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The catalogue, asked once for all tests.
let sharedCatalog: CoreCatalog = {
    do { return try CoreCatalog() } catch { fatalError("the core's catalogue failed: \(error)") }
}()

/// A new native game.
func newSession(_ game: GameKind, _ mode: GameMode = .passAndPlay, turnSeconds: Int32? = nil, seed: Int64? = nil) throws
    -> GameSession
{
    let setup = GameSetup(game: game, mode: mode, turnSeconds: turnSeconds)
    if let seed { return try GameSession.withSeed(setup: setup, seed: seed) }
    return try GameSession(setup: setup)
}

/// A game model without a store over `session`.
@MainActor
func gameModel(
    _ session: GameSession, clock: ManualClock = ManualClock(), store: GameStore? = nil,
    language: DisplayLanguage = .en, settings changes: [SettingChange] = []
) throws -> GameModel {
    let settings = try defaultSettings().applying(changes)
    return try GameModel(
        session: session, catalog: sharedCatalog, settings: settings, language: language, clock: clock,
        wallClock: clock, store: store)
}

/// A small deterministic random number generator (tests pick moves with it).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
