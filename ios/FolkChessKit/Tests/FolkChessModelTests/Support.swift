import FolkChessCore
import Foundation
import Testing

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

    func set(_ ms: Int64) {
        lock.lock()
        now = ms
        lock.unlock()
    }
}

/// Holds the model's searches until it settles (or the test opens them).
final class ManualGate: SearchGate, @unchecked Sendable {
    private let lock = NSLock()
    private var opened: Set<Int64> = []
    private var waiting: [Int64: CheckedContinuation<Void, Never>] = [:]

    func enter(_ id: Int64) async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            lock.lock()
            if opened.contains(id) {
                lock.unlock()
                c.resume()
            } else {
                waiting[id] = c
                lock.unlock()
            }
        }
    }

    func open(_ id: Int64) {
        lock.lock()
        opened.insert(id)
        let c = waiting.removeValue(forKey: id)
        lock.unlock()
        c?.resume()
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

/// A new game on a table of its own (in English, default settings), `moves` played by taps
/// (`b2-b3`, `c4-c3 x c2`: the piece's point, then its target).
func playedTable(
    _ game: GameKind, _ mode: GameMode = .passAndPlay, turnSeconds: Int32? = nil, seed: Int64 = 1,
    moves: [String] = []
) throws -> GameTable {
    let table = try GameTable.withSeed(
        setup: GameSetup(game: game, mode: mode, turnSeconds: turnSeconds), seed: seed,
        settings: try defaultSettings(), language: .en)
    for m in moves {
        let before = try table.exportRecord()
        for name in m.split(separator: " ")[0].split(separator: "-") {
            _ = try table.send(event: .tap(point: try pointIndex(game: game, name: String(name))), nowMs: 0)
        }
        #expect(try table.exportRecord() != before, "\(m) is played")
    }
    return table
}

/// A new game in the save format, `moves` played (see ``playedTable``).
func gameJson(
    _ game: GameKind, _ mode: GameMode = .passAndPlay, turnSeconds: Int32? = nil, seed: Int64 = 1,
    moves: [String] = []
) throws -> String {
    try playedTable(game, mode, turnSeconds: turnSeconds, seed: seed, moves: moves).exportRecord()
}

/// A game in the save format as a table writes it again (what a file adds, like its time, left out).
func asTableWrites(_ json: String) throws -> String {
    try GameTable.fromSaveJson(json: json, settings: try defaultSettings(), language: .en).exportRecord()
}

/// Answers every search the update asks for (on this thread), until the table asks for none.
func settled(_ table: GameTable, _ update: TableUpdate) throws -> TableView {
    var update = update
    while let id = update.effects.lazy.compactMap({ e -> Int64? in
        if case .search(let id, _) = e { return id }
        return nil
    }).first {
        let answer = try table.runSearch(id: id, cancel: CancelHandle())
        update = try table.send(event: .searchDone(answer: answer), nowMs: 0)
    }
    return update.view
}

/// Plays up to `plies` of the player's plies on `table` by taps (a random movable piece to a
/// random target), the computer answering in between; stops when the game is over. Returns
/// the points each of those plies captured (the board's fading pieces right after it).
@discardableResult
func playOn(_ table: GameTable, plies: Int, rng: inout SplitMix) throws -> [[Int32]] {
    var captures: [[Int32]] = []
    var view = try settled(table, try table.send(event: .start, nowMs: 0))
    while captures.count < plies, !view.isOver {
        let movable = view.board.points.filter { $0.mark == .movable }
        guard !movable.isEmpty else { break }
        let from = movable[Int(rng.next() % UInt64(movable.count))].index
        let targets = try table.send(event: .tap(point: from), nowMs: 0).view.board.points.filter { $0.mark == .target }
        let update = try table.send(event: .tap(point: targets[Int(rng.next() % UInt64(targets.count))].index), nowMs: 0)
        captures.append(update.view.board.fading.map(\.point))
        view = try settled(table, update)
    }
    return captures
}

/// The default settings with some switches changed, or the point labels chosen.
func settings(_ changes: [RowChange] = []) throws -> AppSettings {
    // A switch's key is its settings field (`hintsInPassAndPlay` → `hints_in_pass_and_play`).
    let fields = changes.map { change -> String in
        if case .choice(.pointLabels, let index) = change {
            // The settings screen's order of the labels' options (SettingsTests checks it).
            return "\"point_labels\": \"\(pointLabelOptions[Int(index)])\""
        }
        guard case .toggle(let key, let on) = change else {
            Issue.record("only switches and the point labels are changed here: \(change)")
            return ""
        }
        let name = String(describing: key).reduce(into: "") { s, c in
            s += c.isUppercase ? "_" + c.lowercased() : String(c)
        }
        return "\"\(name)\": \(on)"
    }
    return try settingsFromJson(json: "{" + fields.filter { !$0.isEmpty }.joined(separator: ", ") + "}")
}

/// The point labels' options in the settings screen's order, as the settings file writes them.
let pointLabelOptions = ["edge", "every", "off"]

/// The screen the core's app shows after `events` (from its start, on an empty data folder,
/// no effect carried out): for the views of single screens.
func coreScreen(_ events: [AppEvent] = [], languages: [String] = ["en-GB"]) throws -> ScreenView {
    let dir = repositoryRoot.appendingPathComponent("target/ios-test-data/core-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: dir) }
    let core = try AppCore(dataDir: dir.path, phoneLanguages: languages, utcOffsetMinutes: 0, seed: 1)
    for event in [AppEvent.start] + events { _ = try core.send(event: event, monoMs: 0, epochMs: 0) }
    return try core.view(monoMs: 0, epochMs: 0).screen
}

/// A game model without a store over a new game table.
@MainActor
func gameModel(
    _ game: GameKind, _ mode: GameMode = .passAndPlay, turnSeconds: Int32? = nil, seed: Int64 = 1,
    clock: ManualClock = ManualClock(), store: GameStore? = nil, language: DisplayLanguage = .en,
    settings changes: [RowChange] = [], gate: (any SearchGate)? = nil
) throws -> GameModel {
    let table = try GameTable.withSeed(
        setup: GameSetup(game: game, mode: mode, turnSeconds: turnSeconds), seed: seed,
        settings: try settings(changes), language: language)
    return try GameModel(table: table, language: language, clock: clock, wallClock: clock, store: store, gate: gate)
}

/// A game model over a loaded (or played) game in the save format.
@MainActor
func gameModel(
    json: String, clock: ManualClock = ManualClock(), store: GameStore? = nil,
    language: DisplayLanguage = .en, settings changes: [RowChange] = []
) throws -> GameModel {
    let table = try GameTable.fromSaveJson(json: json, settings: try settings(changes), language: language)
    return try GameModel(table: table, language: language, clock: clock, wallClock: clock, store: store)
}

/// The index of the point named `name` on `game`'s board.
func point(_ name: String, _ game: GameKind) throws -> Int {
    Int(try pointIndex(game: game, name: name))
}

/// The names of the points with `mark` on the model's board.
@MainActor
func marked(_ mark: PointMark, _ model: GameModel) -> [Int] {
    model.view.board.points.filter { $0.mark == mark }.map { Int($0.index) }
}

/// Selects the first movable piece and plays to its first target, by taps.
@MainActor
func playFirstLegalMove(_ model: GameModel) throws {
    let from = try #require(marked(.movable, model).min())
    model.tap(from)
    #expect(marked(.selected, model) == [from])
    let to = try #require(marked(.target, model).min())
    model.tap(to)
    #expect(marked(.selected, model).isEmpty)
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
