// Microseconds per call of what the iOS app does per event and per redraw: one event sent to
// the core's game table through the generated Swift bindings and its view back (the FFI round
// trip the game screen makes on every tap and tick), one app event through AppCore, a redraw's
// view, the review screen's events, and the Swift side's drawing commands. Prints a
// table of median, 99th percentile and mean; asserts nothing (timings are not tests).
//
//   swift run -c release --package-path ios/FolkChessKit --scratch-path target/swift-build \
//     -Xlinker -L$PWD/target/debug -Xlinker -rpath -Xlinker $PWD/target/debug FolkChessBench
//
// (link target/release for the release core).
import Dispatch
import Foundation
import FolkChessCore
import FolkChessModel

/// Microseconds of each of `runs` calls of `body`, after `warmup` calls.
func samples(_ runs: Int = 2_000, warmup: Int = 200, _ body: () throws -> Void) rethrows -> [Double] {
    for _ in 0..<warmup { try body() }
    var out: [Double] = []
    out.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        out.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    return out.sorted()
}

func row(_ name: String, _ sorted: [Double]) {
    func pct(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
    let mean = sorted.reduce(0, +) / Double(sorted.count)
    let padded = name.padding(toLength: 58, withPad: " ", startingAt: 0)
    print(
        "| \(padded) | \(String(format: "%8.1f", pct(0.5))) | \(String(format: "%8.1f", pct(0.99))) | "
            + "\(String(format: "%8.1f", mean)) |")
}

@MainActor
func run() throws {
    print("| call (µs) | median | p99 | mean |")
    print("|---|---|---|---|")
    row("coreVersion() (baseline: a free function)", samples { _ = coreVersion() })
    // The whole app across the FFI: one event and the view of the screen on top, in one call.
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("folkchess-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try AppCore(dataDir: data.path, phoneLanguages: ["en"], utcOffsetMinutes: 0, seed: 5)
    var mono: Int64 = 0
    func send(_ e: AppEvent) throws -> AppUpdate { try app.sendAndView(event: e, monoMs: mono, epochMs: 1_764_000_000_000) }
    for case .disk(let job) in try send(.start).effects { _ = try send(.diskDone(answer: job.run())) }
    _ = try send(.openNewGame(game: .jinmen))
    _ = try send(.newGameChoice(key: .opponent, index: 1))
    guard case .game(let table) = try send(.startGame).view.screen else { throw BenchError.noTable }
    let appPiece = try require(table.board.points.first { $0.mark == .movable }).index
    row("AppCore.sendAndView(Table(Tap)) → view, jinmen", try samples { mono += 1; _ = try send(.table(event: .tap(point: appPiece))) })
    row("AppCore.sendAndView(Table(Tick)) → view, jinmen", try samples { mono += 1; _ = try send(.table(event: .tick)) })
    var rulesOpen = false
    row(
        "AppCore.sendAndView(OpenRules | Back) → view",
        try samples {
            rulesOpen.toggle()
            _ = try send(rulesOpen ? .openRules(game: .jinmen) : .back)
        })
    let settings = try defaultSettings()
    for game in [GameKind.weiming, .jinmen, .huishi] {
        let setup = GameSetup(game: game, mode: .passAndPlay, turnSeconds: 60)
        let table = try GameTable.withSeed(setup: setup, seed: 1, settings: settings, language: .en)
        var now: Int64 = 0
        let start = try table.send(event: .start, nowMs: now)
        let piece = try require(start.view.board.points.first { $0.mark == .movable }).index
        row(
            "send(Tick) → view, \(game)",
            try samples {
                now += 1
                _ = try table.send(event: .tick, nowMs: now)
            })
        // A tap that selects a piece, then one that drops the selection: both redraw marks.
        row(
            "send(Tap) → view (select / deselect), \(game)",
            try samples {
                now += 1
                _ = try table.send(event: .tap(point: piece), nowMs: now)
            })
        row("view(nowMs:) (a redraw without an event), \(game)", try samples { _ = try table.view(nowMs: now) })
        // The Swift half of the FFI's copy of a view, without the core: the view written into a
        // buffer as the core sends it, then read back as the bindings read the core's answer.
        let view = try table.view(nowMs: now)
        row(
            "Swift only: lower + lift of a TableView, \(game)",
            try samples { _ = try FfiConverterTypeTableView_lift(FfiConverterTypeTableView_lower(view)) })
        let both = try GameTable.withSeed(setup: setup, seed: 1, settings: settings, language: .both)
        _ = try both.send(event: .start, nowMs: 0)
        row(
            "send(Tap) → view, both languages, \(game)",
            try samples {
                now += 1
                _ = try both.send(event: .tap(point: piece), nowMs: now)
            })

        let layout = try BoardLayouts.of(game)
        let board = try table.view(nowMs: now).board
        let geometry = BoardDrawing.geometry(board: board, width: 390, height: 500, compact: false)
        row(
            "BoardDrawing.commands (390 × 500 pt), \(game)",
            samples {
                _ = BoardDrawing.commands(board: board, layout: layout, geometry: geometry, palette: .light)
            })
        row(
            "fitBoard + boardPositions (a new size), \(game)",
            samples { _ = BoardGeometry(game: game, width: 390, height: 500, margin: 14) })
        let tap = geometry.positions[3]
        row("pointAt (a tap), \(game)", samples { _ = geometry.point(at: tap) })
    }

    // The review screen over a 100-ply Jinmen game (random moves; the review itself is the
    // core's cost, measured by `cargo bench -p folkchess-core --bench review`).
    let reviewed = try GameTable.withSeed(
        setup: GameSetup(game: .jinmen, mode: .passAndPlay, turnSeconds: nil), seed: 1, settings: settings, language: .en)
    var seed: UInt64 = 12345
    func pick(_ points: [PointView]) -> Int32 {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return points[Int((seed >> 33) % UInt64(points.count))].index
    }
    for _ in 1...100 {
        let movable = try reviewed.view(nowMs: 0).board.points.filter { $0.mark == .movable }
        if movable.isEmpty { break }
        let targets = try reviewed.send(event: .tap(point: pick(movable)), nowMs: 0).view.board.points
            .filter { $0.mark == .target }
        _ = try reviewed.send(event: .tap(point: pick(targets)), nowMs: 0)
    }
    let screen = try ReviewScreen(saveJson: try reviewed.exportRecord(), language: .en)
    let fx = try screen.send(event: .start)
    guard case .run(let id) = fx.effects.first else { throw FolkChessError.Internal(reason: "no review run") }
    try screen.runReview(id: id, cancel: CancelHandle())
    let done = try screen.send(event: .reviewDone(id: id))
    var forward = true
    row(
        "ReviewScreen.send(Next/Previous) → view (\(done.view.rows.count) plies)",
        try samples(500, warmup: 50) {
            forward.toggle()
            _ = try screen.send(event: forward ? .next : .previous)
        })
}

/// Fails the benchmark with a message when `value` is nil.
/// What stops the benchmark.
enum BenchError: Error { case noTable }

func require<T>(_ value: T?) throws -> T {
    guard let value else { throw FolkChessError.Internal(reason: "the benchmark's setup failed") }
    return value
}

do {
    try await MainActor.run { try run() }
} catch {
    print("FolkChessBench: \(failureDetails(error))")
}
