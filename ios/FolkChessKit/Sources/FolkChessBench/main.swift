// Microseconds per call of what the iOS app does per redraw and per tap: the core's calls
// through the generated Swift bindings, and the Swift side's scene, drawing commands and
// VoiceOver labels. Prints a table; asserts nothing (timings are not tests).
//
//   swift run --package-path ios/FolkChessKit --scratch-path target/swift-build \
//     -Xlinker -L$PWD/target/debug -Xlinker -rpath -Xlinker $PWD/target/debug FolkChessBench
//
// (add -c release for optimised Swift; link target/release for the release core).
import Dispatch
import FolkChessCore
import FolkChessModel

/// Average microseconds of `body` over `runs` calls, after `warmup` calls.
func measure(_ runs: Int = 2_000, warmup: Int = 500, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<warmup { try body() }
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<runs { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(runs) / 1_000
}

func row(_ name: String, _ micros: Double) {
    let padded = name.padding(toLength: 52, withPad: " ", startingAt: 0)
    print("| \(padded) | \(String(format: "%8.1f", micros)) µs |")
}

do {
    let catalog = try CoreCatalog()
    print("| call | per call |")
    print("|---|---|")
    row("coreVersion() (baseline: a free function)", measure { _ = coreVersion() })
    let handle = CancelHandle()
    row("CancelHandle.isCancelled() (baseline: a method)", measure { _ = handle.isCancelled() })
    for game in [GameKind.weiming, .jinmen] {
        let session = try GameSession(setup: GameSetup(game: game, mode: .passAndPlay, turnSeconds: 60))
        row("snapshot(nowMs:), \(game)", try measure { _ = try session.snapshot(nowMs: 0) })
        row("clockState(nowMs:) (a clock tick), \(game)", try measure { _ = try session.clockState(nowMs: 0) })
        row("movablePoints(), \(game)", try measure { _ = try session.movablePoints() })
        let from = try session.movablePoints()[0]
        row("legalTargets(point:), \(game)", try measure { _ = try session.legalTargets(point: from) })
        row(
            "nearestPoint(game:x:y:radius:), \(game)",
            try measure { _ = try nearestPoint(game: game, x: 1.1, y: 0.9, radius: 0.5) })
        let snap = try session.snapshot(nowMs: 0)
        let layout = catalog.layout(game)
        let marks = BoardMarks(movable: Set(try session.movablePoints().map(Int.init)))
        row(
            "BoardScene(layout:points:marks:), \(game)",
            measure { _ = BoardScene(layout: layout, points: snap.points, marks: marks) })
        let scene = BoardScene(layout: layout, points: snap.points, marks: marks)
        row(
            "BoardDrawing.commands (390 × 500 pt), \(game)",
            measure {
                _ = BoardDrawing.commands(scene: scene, width: 390, height: 500, palette: .light)
            })
        let strings = AppStrings(.en)
        row(
            "BoardAccessibility.labels (all points), \(game)",
            measure { _ = BoardAccessibility.labels(of: scene, strings: strings) })
        let t = BoardDrawing.transform(scene: scene, width: 390, height: 500, compact: false)
        let tap = t.position(of: scene.points[3])
        row(
            "BoardHitTest.point (a tap), \(game)",
            measure { _ = BoardHitTest.point(at: tap, scene: scene, transform: t) })
    }

    // The review screen's state, built again on every change (a ply selected), over the
    // review of a 100-ply Jinmen game (random moves; the review itself is the core's cost,
    // measured by `cargo bench -p folkchess-core --bench review`).
    let reviewed = try GameSession(setup: GameSetup(game: .jinmen, mode: .passAndPlay, turnSeconds: nil))
    var seed: UInt64 = 12345
    for ply in 1...100 where try reviewed.snapshot(nowMs: 0).status == .ongoing {
        let moves = try reviewed.legalMoves()
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let m = moves[Int((seed >> 33) % UInt64(moves.count))]
        _ = try reviewed.play(from: m.from, to: m.to, nowMs: Int64(ply) * 1000)
    }
    let review = try ReviewModel(session: reviewed, catalog: catalog, language: .en, source: .game)
    review.start()
    await review.settle()
    let plies = review.screen.rows.count
    row("ReviewModel.screen (\(plies)-ply jinmen review)", measure(200, warmup: 20) { _ = review.screen })
    review.language = .both
    row("ReviewModel.screen, both languages", measure(200, warmup: 20) { _ = review.screen })
} catch {
    print("FolkChessBench: \(coreMessage(error))")
}
