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
        let app = try await AppModel.open(
            directory: dir, clock: clock, wallClock: clock, preferredLanguages: { ["en-GB"] },
            timeZone: TimeZone(identifier: "UTC")!)

        // The first day from 2 Dec whose daily puzzle is won in one ply.
        await app.openPuzzles()
        for _ in 0..<60 {
            let id = try #require(app.puzzles?.daily.puzzleId)
            if try puzzleFields(id: id)?[4] == "W1" { break }
            clock.advance(ms: 86_400_000)
            await app.reloadPuzzles()
        }
        let daily = try #require(app.puzzles?.daily)
        #expect(try puzzleFields(id: daily.puzzleId)?[4] == "W1")
        try Self.renderPuzzles("puzzles-new-en-light", try #require(app.puzzles), dark: false)

        // Weiming, easy: the first solved, the second failed, the third solved after a hint.
        await app.openPuzzleList(game: .weiming, difficulty: .easy)
        await app.openPuzzle(id: "weiming-0001")
        var trainer = try #require(app.trainer)
        try Self.renderTrainer("puzzle-start-en-light", trainer.view, dark: false)
        try play(try #require(try puzzleSolution(id: "weiming-0001")), trainer)
        await trainer.settle()
        #expect(trainer.view.state == .solved)
        try Self.renderTrainer("puzzle-solved-en-dark", trainer.view, dark: true)
        app.leaveTrainer()

        await app.openPuzzle(id: "weiming-0002")
        trainer = try #require(app.trainer)
        try playWrongMove(trainer, notSolution: try #require(try puzzleSolution(id: "weiming-0002")))
        await trainer.settle()
        #expect(trainer.view.state == .wrongMove)
        try Self.renderTrainer("puzzle-wrong-move-en-light", trainer.view, dark: false)
        try Self.renderTrainer("puzzle-wrong-move-en-small-dark", trainer.view, dark: true, width: 320)
        app.leaveTrainer()

        await app.openPuzzle(id: "weiming-0003")
        trainer = try #require(app.trainer)
        trainer.hint()
        await trainer.settle()
        try play(try #require(try puzzleSolution(id: "weiming-0003")), trainer)
        await trainer.settle()
        #expect(trainer.view.state == .solved)
        app.leaveTrainer()
        await app.settle()
        let statuses = try #require(app.puzzleList).rows.prefix(4).map(\.status)
        #expect(statuses == [.solved, .failed, .hinted, .new])
        try Self.renderPuzzleList("puzzle-list-en-light", try #require(app.puzzleList), dark: false)

        // Today's puzzle solved: the card says so, the streak counts the day.
        app.path = [.puzzles]
        await app.openPuzzle(id: daily.puzzleId)
        trainer = try #require(app.trainer)
        try play(try #require(try puzzleSolution(id: daily.puzzleId)), trainer)
        await trainer.settle()
        #expect(trainer.view.state == .solved)
        app.leaveTrainer()
        await app.settle()
        #expect(app.puzzles?.daily.solved == true)
        try Self.renderPuzzles("puzzles-en-dark", try #require(app.puzzles), dark: true)
        try Self.renderPuzzles("puzzles-en-small-light", try #require(app.puzzles), dark: false, width: 320)

        // In Chinese: the puzzles, the list, a wrong move and the solution shown.
        app.changeSetting(.choice(key: .language, index: 1))
        await app.settle()
        try Self.renderPuzzles("puzzles-zh-light", try #require(app.puzzles), dark: false, lang: "zh")
        await app.openPuzzleList(game: .weiming, difficulty: .easy)
        try Self.renderPuzzleList("puzzle-list-zh-dark", try #require(app.puzzleList), dark: true, lang: "zh")
        await app.openPuzzle(id: "weiming-0002")
        trainer = try #require(app.trainer)
        try playWrongMove(trainer, notSolution: try #require(try puzzleSolution(id: "weiming-0002")))
        await trainer.settle()
        try Self.renderTrainer("puzzle-wrong-move-zh-dark", trainer.view, dark: true, lang: "zh")
        trainer.showSolution()
        await trainer.settle()
        #expect(trainer.view.state == .solutionShown)
        try Self.renderTrainer("puzzle-solution-shown-zh-light", trainer.view, dark: false, lang: "zh")
        app.path = []
        await app.settle()

        // Practice: empty, then with the thrown win's two exercises.
        await app.openPractice()
        try Self.renderPractice("practice-empty-zh-dark", try #require(app.practice), dark: true, lang: "zh")
        app.changeSetting(.choice(key: .language, index: 3))
        await app.settle()
        try Self.renderPractice("practice-empty-en-light", try #require(app.practice), dark: false)
        var kept: [String] = []
        let review = try ReviewModel(session: try ReviewModelTests.thrownWinSession(), language: .en, source: .game)
        review.keepExercises = { kept.append($0) }
        review.start()
        await review.settle()
        try await app.gameStore.perform(.keepExercises(try #require(kept.first)), savedAtMs: Self.december2)
        await app.reloadPractice()
        try Self.renderPractice("practice-en-dark", try #require(app.practice), dark: true)
        let row = try #require(app.practice?.games.first?.rows.last)
        await app.openExercise(id: row.id)
        trainer = try #require(app.trainer)
        try Self.renderTrainer("exercise-en-light", trainer.view, dark: false)
        try playWrongMove(trainer, notSolution: "ml-bl")
        await trainer.settle()
        try Self.renderTrainer("exercise-wrong-move-en-dark", trainer.view, dark: true)
        app.leaveTrainer()
        app.changeSetting(.choice(key: .language, index: 1))
        await app.settle()
        try Self.renderPractice("practice-zh-light", try #require(app.practice), dark: false, lang: "zh")
        try Self.renderPractice(
            "practice-zh-small-light", try #require(app.practice), dark: false, width: 320, lang: "zh")
        app.path = []
        await app.settle()
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
