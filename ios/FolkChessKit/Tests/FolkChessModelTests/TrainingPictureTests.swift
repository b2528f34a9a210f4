import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of the puzzles and practice screens, reached as a player would over the real core
/// and a temporary folder, on a day whose daily puzzle is won in one ply (from 2 Dec 2026 on):
/// the puzzles screen before any try and after a few (one solved, one failed, one solved after
/// a hint, today's solved), a list of puzzles with those statuses, a puzzle at its start, with
/// a wrong move's feedback, solved, and with its solution shown; practice empty and with the
/// exercises a review kept, and an exercise — light and dark, Chinese and English, and on the
/// smallest phone.
extension PictureTests {
    /// 2 December 2026, 09:00 UTC.
    nonisolated static let december2 = Int64(1_796_202_000_000)

    @Test func puzzlesAndPractice() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ManualClock(Self.december2)
        let app = try await openApp(dir, clock: clock)
        func puzzleList() throws -> PuzzleListView {
            guard case .puzzleList(let list?) = app.view.screen else { throw AppTranscript.Failure(description: "no list") }
            return list
        }

        // The first day from 2 Dec whose daily puzzle is won in one ply.
        await app.run(.openPuzzles)
        for _ in 0..<60 {
            let id = try #require(app.puzzles?.daily.puzzleId)
            if try puzzleFields(id: id)?[4] == "W1" { break }
            clock.advance(ms: 86_400_000)
            await app.run(.back)
            await app.run(.openPuzzles)
        }
        let daily = try #require(app.puzzles?.daily)
        #expect(try puzzleFields(id: daily.puzzleId)?[4] == "W1")
        try Self.renderPuzzles("puzzles-new-en-light", try #require(app.puzzles), dark: false)

        // Weiming, easy: the first solved, the second failed, the third solved after a hint.
        await app.run(.openPuzzleList(game: .weiming, difficulty: .easy))
        await app.run(.openPuzzle(id: "weiming-0001"))
        try Self.renderTrainer("puzzle-start-en-light", try #require(app.trainer), dark: false)
        try await app.play(try #require(try puzzleSolution(id: "weiming-0001")))
        #expect(app.trainer?.state == .solved)
        try Self.renderTrainer("puzzle-solved-en-dark", try #require(app.trainer), dark: true)
        await app.run(.back)

        await app.run(.openPuzzle(id: "weiming-0002"))
        try await app.playWrongMove(notSolution: try #require(try puzzleSolution(id: "weiming-0002")))
        #expect(app.trainer?.state == .wrongMove)
        // The wrong move a moment on the board, its cross on the piece; then taken back, the
        // cross on the empty point.
        #expect(app.trainer?.table.board.refused != nil)
        try Self.renderTrainer("puzzle-wrong-move-shown-en-light", try #require(app.trainer), dark: false)
        try await app.takeTheWrongMoveBack(clock)
        try Self.renderTrainer("puzzle-wrong-move-en-light", try #require(app.trainer), dark: false)
        try Self.renderTrainer("puzzle-wrong-move-en-small-dark", try #require(app.trainer), dark: true, width: 320)
        await app.run(.back)

        await app.run(.openPuzzle(id: "weiming-0003"))
        await app.run(.table(event: .hint))
        try await app.play(try #require(try puzzleSolution(id: "weiming-0003")))
        #expect(app.trainer?.state == .solved)
        await app.run(.back)
        let statuses = try puzzleList().rows.prefix(4).map(\.status)
        #expect(statuses == [.solved, .failed, .hinted, .new])
        try Self.renderPuzzleList("puzzle-list-en-light", try puzzleList(), dark: false)

        // Today's puzzle solved: the card says so, the streak counts the day.
        await app.run(.back)
        await app.run(.openPuzzle(id: daily.puzzleId))
        try await app.play(try #require(try puzzleSolution(id: daily.puzzleId)))
        #expect(app.trainer?.state == .solved)
        await app.run(.back)
        #expect(app.puzzles?.daily.solved == true)
        try Self.renderPuzzles("puzzles-en-dark", try #require(app.puzzles), dark: true)
        try Self.renderPuzzles("puzzles-en-small-light", try #require(app.puzzles), dark: false, width: 320)
        try Self.renderPuzzles("puzzles-ipad-en-dark", try #require(app.puzzles), dark: true, iPad: true)

        // In Chinese: the puzzles, the list, a wrong move and the solution shown.
        await app.run(.openSettings)
        await app.run(.settingChoice(key: .language, index: 1))
        await app.run(.back)
        try Self.renderPuzzles("puzzles-zh-light", try #require(app.puzzles), dark: false, lang: "zh")
        await app.run(.openPuzzleList(game: .weiming, difficulty: .easy))
        try Self.renderPuzzleList("puzzle-list-zh-dark", try puzzleList(), dark: true, lang: "zh")
        await app.run(.openPuzzle(id: "weiming-0002"))
        try await app.playWrongMove(notSolution: try #require(try puzzleSolution(id: "weiming-0002")))
        try await app.takeTheWrongMoveBack(clock)
        try Self.renderTrainer("puzzle-wrong-move-zh-dark", try #require(app.trainer), dark: true, lang: "zh")
        await app.run(.trainer(event: .showSolution))
        #expect(app.trainer?.state == .solutionShown)
        try Self.renderTrainer("puzzle-solution-shown-zh-light", try #require(app.trainer), dark: false, lang: "zh")
        await app.run(.back)
        await app.run(.back)
        await app.run(.back)

        // Practice: empty, then with the thrown win's two exercises.
        await app.run(.openPractice)
        try Self.renderPractice("practice-empty-zh-dark", try #require(app.practice), dark: true, lang: "zh")
        await app.run(.back)
        try await app.setLanguage("English")
        await app.run(.openPractice)
        try Self.renderPractice("practice-empty-en-light", try #require(app.practice), dark: false)
        await app.run(.back)
        try await app.startPassAndPlay(.zhongkui)
        for m in ReviewModelTests.thrownWin { try await app.play(m) }
        await app.run(.reviewGame)
        await app.run(.back)
        await app.run(.back)
        await app.run(.openPractice)
        try Self.renderPractice("practice-en-dark", try #require(app.practice), dark: true)
        try Self.renderPractice("practice-ipad-en-light", try #require(app.practice), dark: false, iPad: true)
        let row = try #require(app.practice?.games.first?.rows.last)
        await app.run(.openExercise(id: row.id))
        try Self.renderTrainer("exercise-en-light", try #require(app.trainer), dark: false)
        try await app.playWrongMove(notSolution: "ml-bl")
        try await app.takeTheWrongMoveBack(clock)
        try Self.renderTrainer("exercise-wrong-move-en-dark", try #require(app.trainer), dark: true)
        await app.run(.back)
        await app.run(.back)
        try await app.setLanguage("\u{7B80}\u{4F53}\u{4E2D}\u{6587}")
        await app.run(.openPractice)
        try Self.renderPractice("practice-zh-light", try #require(app.practice), dark: false, lang: "zh")
        try Self.renderPractice(
            "practice-zh-small-light", try #require(app.practice), dark: false, width: 320, lang: "zh")
    }
}

extension PictureTests {
    /// A Jinmen exercise whose answer is being checked (the judge search held by a gate):
    /// the spinner and the core's words under the strip.
    @Test func anAnswerBeingChecked() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let model = try await TrainerSearchTests().trainer(dir, gate: ManualGate())
        try TrainerSearchTests().playFirstMove(model)
        #expect(model.view.state == .checking)
        try Self.renderTrainer("exercise-checking-en-light", model.view, dark: false)
        model.close()
        await model.settle()
    }
}
