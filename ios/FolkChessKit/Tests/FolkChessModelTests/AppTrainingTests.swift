import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Puzzles, practice and lessons through the app over the real core and a temporary folder:
/// today's puzzle, a wrong move's feedback and its failed try in the progress, a weiming
/// puzzle solved by its solution, next, the practice list once a review kept exercises, and a
/// lesson opened from the offer on the new-game form.
@MainActor @Suite(.serialized) struct AppTrainingTests {
    /// weiming-0001: `*/..X/Xx/xxX F`, First to move wins in 1 with tr-tm (easy).
    static let firstPuzzle = (id: "weiming-0001", solution: "tr-tm")

    @Test func todaysPuzzleAWrongMoveAndItsFailedTry() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openPuzzles)
        #expect(app.stack == [.home, .puzzles])
        let puzzles = try #require(app.puzzles)
        #expect(puzzles.problem == nil)
        #expect(puzzles.games.map(\.game) == [.weiming, .zhongkui, .jinmen, .huishi])
        #expect(puzzles.games.allSatisfy { $0.difficulties.allSatisfy { $0.solved == 0 } })
        let daily = puzzles.daily
        #expect(!daily.solved && daily.open.enabled && !daily.task.isEmpty)

        await app.run(.openPuzzle(id: daily.puzzleId))
        #expect(app.stack == [.home, .puzzles, .trainer])
        let trainer = try #require(app.trainer)
        #expect(trainer.table.game == daily.game)
        #expect(trainer.kind == .puzzle)
        #expect(trainer.state == .solving)
        #expect(trainer.task == daily.task)
        #expect(trainer.buttons.map(\.action) == [.undo, .hint, .showSolution])

        // A wrong move: the core says why, the row offers undo, retry and the solution, and the
        // try is written as failed (through the disk writer).
        let solution = try #require(try puzzleSolution(id: daily.puzzleId))
        try await app.playWrongMove(notSolution: solution)
        #expect(app.trainer?.state == .wrongMove)
        #expect(app.trainer?.feedback != nil)
        // Taken back: the solving row again (a hint is what a player wants after a wrong move).
        #expect(app.trainer?.buttons.map(\.action) == [.undo, .hint, .showSolution])
        await app.enterBackground()

        // Back on the puzzles screen the counts show the failed try.
        await app.run(.back)
        #expect(app.stack == [.home, .puzzles])
        let after = try #require(app.puzzles)
        let row = try #require(
            after.games.first { $0.game == daily.game }?.difficulties.first { $0.difficulty == daily.difficulty })
        #expect(row.failed == 1 && row.solved == 0)
        await app.run(.openPuzzleList(game: daily.game, difficulty: daily.difficulty))
        guard case .puzzleList(let list?) = app.view.screen else {
            Issue.record("no puzzle list")
            return
        }
        #expect(list.rows.first { $0.id == daily.puzzleId }?.status == .failed)
    }

    @Test func aWeimingPuzzleSolvedByItsSolutionThenNext() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openPuzzles)
        await app.run(.openPuzzleList(game: .weiming, difficulty: .easy))
        #expect(app.stack == [.home, .puzzles, .puzzleList(.weiming, .easy)])
        guard case .puzzleList(let list?) = app.view.screen else {
            Issue.record("no puzzle list")
            return
        }
        #expect(list.rows.first?.id == Self.firstPuzzle.id)

        await app.run(.openPuzzle(id: Self.firstPuzzle.id))
        try await app.play(Self.firstPuzzle.solution)
        let solved = try #require(app.trainer)
        #expect(solved.state == .solved)
        #expect(solved.feedback != nil)
        #expect(solved.buttons.map(\.action) == [.retry, .back, .next])
        #expect(solved.buttons.last?.prominent == true)

        // Next: another puzzle, on the same screen.
        await app.run(.trainerNext)
        #expect(app.stack == [.home, .puzzles, .puzzleList(.weiming, .easy), .trainer])
        let next = try #require(app.trainer)
        #expect(next.state == .solving)
        #expect(next.title != solved.title)

        // A new display language reaches the puzzle on screen at once.
        await app.run(.openSettings)
        await app.run(.settingChoice(key: .language, index: 1))
        await app.run(.back)
        let chinese = try #require(app.trainer)
        #expect(chinese.title != next.title && chinese.task != next.task)
        #expect(chinese.table.board.points.map(\.piece) == next.table.board.points.map(\.piece))

        // The list says the first is solved.
        await app.run(.back)
        guard case .puzzleList(let after?) = app.view.screen else {
            Issue.record("no puzzle list")
            return
        }
        #expect(after.rows.first?.status == .solved)
    }

    @Test func practiceListsTheExercisesAReviewKeptAndNextGoesOn() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openPractice)
        #expect(app.stack == [.home, .practice])
        let empty = try #require(app.practice)
        #expect(empty.games.isEmpty && !empty.empty.isEmpty)
        await app.run(.back)

        // A reviewed game's mistakes kept as exercises (the review's practice effect).
        try await app.startPassAndPlay(.zhongkui)
        for m in ReviewModelTests.thrownWin { try await app.play(m) }
        await app.run(.reviewGame)
        await app.run(.back)
        await app.run(.back)
        await app.run(.openPractice)
        let rows = try #require(app.practice?.games.first?.rows)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { !$0.title.isEmpty && !$0.detail.isEmpty && !$0.spoken.isEmpty })
        let blunder = try #require(rows.first { $0.title.contains("bc-bl") })

        // The blunder's exercise: the better move solves it; next: the other exercise.
        await app.run(.openExercise(id: blunder.id))
        #expect(app.stack == [.home, .practice, .trainer])
        try await app.play("ml-bl")
        #expect(app.trainer?.state == .solved)
        await app.run(.trainerNext)
        #expect(app.trainer?.state == .solving)
        await app.run(.back)
        let other = try #require(rows.first { $0.id != blunder.id })
        #expect(app.practice?.games.first?.rows.map(\.id) == [other.id])
    }

    /// The offer on a game's first new-game form opens its lessons; a lesson's step is played,
    /// a refused move gets the rule's reason, and "next lesson" opens the next in its place.
    @Test func theLearnOfferOpensTheLessonsAndALessonIsPlayed() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.run(.openNewGame(game: .weiming))
        let offer = try #require(app.learnOffer)
        #expect(offer.game == .weiming && !offer.text.isEmpty && !offer.learn.isEmpty && !offer.dismiss.isEmpty)
        await app.run(.openLessons(game: .weiming))
        #expect(app.stack == [.home, .newGame, .lessons(.weiming)])
        guard case .lessons(_, let rows?) = app.view.screen else {
            Issue.record("no lessons")
            return
        }
        #expect(rows.count >= 6)
        #expect(rows.allSatisfy { $0.game == .weiming && $0.stars == nil })
        await app.run(.openLesson(id: rows[0].id))
        #expect(app.stack == [.home, .newGame, .lessons(.weiming), .lesson])
        let lesson = try #require(app.lesson)
        #expect(lesson.title == rows[0].title)
        #expect(lesson.state == .solving)
        #expect(!lesson.buttons.isEmpty)

        // A tap on an empty point as the first tap: the table's note says why.
        let empty = try #require(lesson.table.board.points.first { $0.piece == nil }).index
        await app.tap(Int(empty))
        #expect(app.lesson?.table.note.kind == .refusal || app.lesson?.table.note.text.isEmpty == false)

        await app.run(.nextLesson)
        #expect(app.stack == [.home, .newGame, .lessons(.weiming), .lesson])
        #expect(app.lesson?.title == rows[1].title)
        await app.run(.back)
        await app.run(.back)
        #expect(app.stack == [.home, .newGame])
        await app.run(.dismissLearnOffer(game: .weiming))
        #expect(app.learnOffer == nil)
        let reopened = try await openApp(dir)
        await reopened.run(.openNewGame(game: .weiming))
        #expect(reopened.learnOffer == nil, "never again once dismissed")
    }
}
