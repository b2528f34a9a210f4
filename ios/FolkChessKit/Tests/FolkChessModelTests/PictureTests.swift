import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Renders the board scene — the same drawing commands the SwiftUI canvas paints — to SVG,
/// and with rsvg-convert to PNG, into $FOLKCHESS_SCREENSHOTS_DIR (default
/// target/screenshots/ios): each board light and dark, games in progress with a selection,
/// targets, the last move and a hint, and a Jinmen capture fading out; the review screen's
/// board (ReviewPictureTests.swift).
@MainActor @Suite(.serialized) struct PictureTests {
    static let width = 392.0
    nonisolated static let kinds: [GameKind] = [.weiming, .zhongkui, .jinmen, .huishi]

    static var outputFolder: URL {
        let env = ProcessInfo.processInfo.environment["FOLKCHESS_SCREENSHOTS_DIR"]
        return env.map { URL(fileURLWithPath: $0) } ?? repositoryRoot.appendingPathComponent("target/screenshots/ios")
    }

    @Test(arguments: kinds)
    func eachBoardLightAndDark(game: GameKind) throws {
        for dark in [false, true] {
            let info = sharedCatalog.info(game)
            let scene = sharedCatalog.startScene(game, showNames: true)
            try render(
                "board-\(info.id)-\(dark ? "dark" : "light")", scene: scene, dark: dark,
                above: [info.nameZh, info.nameEn], below: [])
        }
    }

    /// Huishi against the computer: a move played, the computer's reply marked, a piece
    /// selected with its targets lit.
    @Test func aGameInProgressWithSelectionTargetsAndLastMove() async throws {
        let model = try gameModel(
            try newSession(.huishi, .vsComputer(level: .medium, human: .first), turnSeconds: 60, seed: 42),
            language: .zh)
        model.start()
        let c2 = try #require(model.scene.points.first { $0.name == "c2" }).index
        let c3 = try #require(model.scene.points.first { $0.name == "c3" }).index
        model.tap(c2)
        model.tap(c3)
        await model.settle()
        #expect(model.snapshot.plyNumber == 2)
        let b2 = try #require(model.scene.points.first { $0.name == "b2" }).index
        model.tap(b2)
        #expect(model.selected == b2)
        #expect(!model.targets.isEmpty)
        for dark in [false, true] {
            try render("game-huishi-\(dark ? "dark" : "light")", screen: model.screen, dark: dark)
        }
    }

    /// Weiming with a hint and its verdict, in both languages.
    @Test func aHintWithItsVerdict() async throws {
        let model = try gameModel(
            try newSession(.weiming, .vsComputer(level: .hard, human: .first), seed: 1), language: .both)
        model.start()
        model.requestHint()
        await model.settle()
        #expect(model.hint != nil)
        try render("game-weiming-hint-light", screen: model.screen, dark: false)
    }

    /// Zhongkui in pass-and-play after a few moves: the last move and the movable pieces.
    @Test func passAndPlayWithTheLastMove() async throws {
        let model = try gameModel(try newSession(.zhongkui, turnSeconds: 30), language: .en)
        model.start()
        try playFirstLegalMove(model)
        try playFirstLegalMove(model)
        try render("game-zhongkui-dark", screen: model.screen, dark: true)
    }

    /// Jinmen: random moves until a capture; the captured pieces drawn half faded.
    @Test func aCaptureFadingOut() async throws {
        let session = try newSession(.jinmen)
        var rng = SplitMix(state: 1)
        var captured = false
        let model = try gameModel(session, language: .en)
        model.start()
        for _ in 0..<2000 where !captured && model.snapshot.status == .ongoing {
            let moves = try session.legalMoves()
            let m = moves[Int(rng.next() % UInt64(moves.count))]
            model.tap(Int(m.from))
            model.tap(Int(m.to))
            captured = !(model.snapshot.lastPly?.captured.isEmpty ?? true)
        }
        try #require(captured, "random play reaches a capture")
        #expect(model.fading.count == model.snapshot.lastPly?.captured.count)
        #expect(model.screen.lastPlyCaptured)
        #expect(model.scene.fading.count == model.fading.count)
        for dark in [false, true] {
            try render(
                "game-jinmen-capture-\(dark ? "dark" : "light")", screen: model.screen, dark: dark, fadeAlpha: 0.5)
        }
    }

    // MARK: Rendering

    func render(_ name: String, screen: GameScreenState, dark: Bool, fadeAlpha: Double = 1) throws {
        try render(
            name, scene: screen.scene, dark: dark,
            above: screen.title.split(separator: "\n").map(String.init) + [screen.banner],
            below: [screen.status] + [screen.verdict, screen.busy].compactMap { $0 }, fadeAlpha: fadeAlpha)
    }

    /// Writes `name`.svg and `name`.png: text lines above and below the board.
    func render(_ name: String, scene: BoardScene, dark: Bool, above: [String], below: [String], fadeAlpha: Double = 1)
        throws
    {
        let palette = BoardPalette.of(dark: dark)
        let background = dark ? RGBA(hex: 0x1A1411) : RGBA(hex: 0xFFF8F3)
        let ink = dark ? RGBA(hex: 0xF0DFD7) : RGBA(hex: 0x221A15)
        let margin = 12.0
        let lineHeight = 26.0
        let boardWidth = Self.width - 2 * margin
        let boardHeight = (boardWidth / scene.aspectRatio).rounded()
        let aboveLines = above.flatMap { $0.split(separator: "\n").map(String.init) }
        let belowLines = below.flatMap { $0.split(separator: "\n").map(String.init) }
        let top = margin + Double(aboveLines.count) * lineHeight + (aboveLines.isEmpty ? 0 : 8)
        let height = top + boardHeight + Double(belowLines.count) * lineHeight + margin + (belowLines.isEmpty ? 0 : 8)

        var commands: [DrawCommand] = []
        for (i, line) in aboveLines.enumerated() {
            commands.append(
                .text(
                    line, at: ViewPoint(x: margin, y: margin + Double(i) * lineHeight), anchor: .topLeading, size: 17,
                    bold: i == aboveLines.count - 1 && above.count > 2, color: ink, halo: nil))
        }
        let board = BoardDrawing.commands(
            scene: scene, width: boardWidth, height: boardHeight, palette: palette, fadeAlpha: fadeAlpha)
        commands += board.map { $0.offset(x: margin, y: top) }
        for (i, line) in belowLines.enumerated() {
            commands.append(
                .text(
                    line, at: ViewPoint(x: margin, y: top + boardHeight + 8 + Double(i) * lineHeight),
                    anchor: .topLeading, size: 15, bold: false, color: ink, halo: nil))
        }
        try writePicture(name, commands: commands, height: height, background: background)
    }

    /// Writes `commands` on `background` as `name`.svg and `name`.png, ``width`` wide.
    func writePicture(_ name: String, commands: [DrawCommand], height: Double, background: RGBA) throws {
        let svg = SVGWriter.document(width: Self.width, height: height, background: background, commands: commands)
        let folder = Self.outputFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let svgURL = folder.appendingPathComponent("\(name).svg")
        let pngURL = folder.appendingPathComponent("\(name).png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: pngURL)
        try convert(svgURL, to: pngURL)
        let png = try Data(contentsOf: pngURL)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name).png is a PNG")
        #expect(png.count > 10_000, "\(name).png has content")
    }

    /// rsvg-convert at twice the size (like a phone's 2× screen).
    func convert(_ svg: URL, to png: URL) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["rsvg-convert", "--zoom", "2", "--format", "png", "--output", png.path, svg.path]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "rsvg-convert failed (scripts/setup-ui-test-deps --svg installs it)")
    }
}

extension DrawCommand {
    /// The same command moved by (x, y).
    func offset(x dx: Double, y dy: Double) -> DrawCommand {
        func m(_ p: ViewPoint) -> ViewPoint { ViewPoint(x: p.x + dx, y: p.y + dy) }
        func shape(_ s: DrawShape) -> DrawShape {
            switch s {
            case .line(let a, let b): return .line(m(a), m(b))
            case .circle(let c, let r): return .circle(center: m(c), radius: r)
            case .rect(let c, let hw, let hh, let cr):
                return .rect(center: m(c), halfWidth: hw, halfHeight: hh, cornerRadius: cr)
            case .polygon(let ps): return .polygon(ps.map(m))
            }
        }
        switch self {
        case .fill(let s, let c): return .fill(shape(s), c)
        case .stroke(let s, let st): return .stroke(shape(s), st)
        case .text(let t, let at, let anchor, let size, let bold, let color, let halo):
            return .text(t, at: m(at), anchor: anchor, size: size, bold: bold, color: color, halo: halo)
        }
    }
}
