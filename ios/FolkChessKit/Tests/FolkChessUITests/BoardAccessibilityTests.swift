import FolkChessCore
import FolkChessUI
import Foundation
import SwiftUI
import Testing

/// The board's VoiceOver actions, read from the accessibility modifiers the view gives (the
/// SwiftUI stand-in records them inside `recordAccessibility`): removing the board's quick
/// commands, its magic tap or a piece's moves fails here, not only in a blind player's hands.
@MainActor @Suite struct BoardAccessibilityTests {
    /// What the board's actions sent.
    @MainActor final class Sent {
        var heard: [Hear] = []
        var played: [(Int32, Int32)] = []
    }

    /// A new Weiming game against the computer, in English, its table view.
    func weimingTable() throws -> TableView {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dir = root.appendingPathComponent("target/ios-test-data/board-a11y-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let core = try AppCore(dataDir: dir.path, phoneLanguages: ["en"], utcOffsetMinutes: 0, seed: 1)
        _ = try core.send(event: .openNewGame(game: .weiming), monoMs: 0, epochMs: 0)
        _ = try core.send(event: .startGame, monoMs: 10, epochMs: 10)
        guard case .game(let table) = try core.view(monoMs: 20, epochMs: 20).screen else {
            throw CocoaError(.featureUnsupported)
        }
        return table
    }

    func board(_ table: TableView, _ sent: Sent) -> BoardCanvas {
        BoardCanvas(
            board: table.board, onTap: { _ in }, spokenMoves: table.spokenMoves,
            onMove: { sent.played.append(($0, $1)) }, quickCommands: table.quickCommands,
            onHear: { sent.heard.append($0) })
    }

    @Test func theBoardOffersTheQuickCommandsAndTheMagicTapHearsTheClock() throws {
        let table = try weimingTable()
        let sent = Sent()
        let log = recordAccessibility { _ = board(table, sent).body }
        #expect(!log.isEmpty, "the board gave no accessibility modifier")
        let names = table.quickCommands.map(\.label)
        #expect(names == ["Hear the position", "Hear the last move", "Hear the clock"])
        // The board's own custom actions: the core's quick commands, each sending its command.
        let commands = log.compactMap { entry -> [(label: String, perform: @MainActor () -> Void)]? in
            if case .actions(let a) = entry, a.map(\.label) == names { return a }
            return nil
        }
        #expect(commands.count == 1)
        for action in commands.first ?? [] { action.perform() }
        #expect(sent.heard == [.position, .lastMove, .clock])
        // The magic tap hears the clock.
        let magic = log.compactMap { entry -> (() -> Void)? in
            if case .action(let kind, let perform) = entry, kind == "magicTap" { return perform }
            return nil
        }
        #expect(magic.count == 1)
        magic.first?()
        #expect(sent.heard.last == .clock)
        // The board reads as one element with the core's words on it.
        #expect(log.contains { if case .label(let l) = $0 { return l == table.board.spoken } else { return false } })
    }

    @Test func aPieceOffersItsMovesAsActionsThatPlayThem() throws {
        let table = try weimingTable()
        let sent = Sent()
        let log = recordAccessibility { _ = board(table, sent).body }
        // The actions given after the point `bl` is named: its moves, in the core's words.
        let at = try #require(log.firstIndex { if case .identifier("point-bl") = $0 { return true } else { return false } })
        let actions = try #require(
            log[at...].lazy.compactMap { entry -> [(label: String, perform: @MainActor () -> Void)]? in
                if case .actions(let a) = entry { return a } else { return nil }
            }.first)
        let bl = try #require(table.spokenMoves.first { p in table.board.points.first { $0.index == p.from }?.name == "bl" })
        #expect(actions.map(\.label) == bl.moves.map(\.label))
        #expect(actions.map(\.label) == ["to x"])
        actions.first?.perform()
        #expect(sent.played.count == 1)
        #expect(sent.played.first?.0 == bl.from && sent.played.first?.1 == bl.moves.first?.to)
        // Each point that can be activated is a button to VoiceOver.
        #expect(log.contains { if case .traits(let t) = $0 { return t == ["isButton"] } else { return false } })
    }
}
