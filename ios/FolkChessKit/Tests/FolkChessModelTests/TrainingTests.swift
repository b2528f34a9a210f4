import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The names of the points with `mark` on the trainer's board.
@MainActor
func marked(_ mark: PointMark, _ model: TrainerModel) -> [Int] {
    model.view.table.board.points.filter { $0.mark == mark }.map { Int($0.index) }
}

/// Plays `from`-`to` by taps.
@MainActor
func play(_ move: String, _ model: TrainerModel) throws {
    let names = move.split(separator: "-").map(String.init)
    model.tap(try point(names[0], model.game))
    model.tap(try point(names[1], model.game))
}

/// Plays a legal move other than `solution` by taps (the first movable piece with a target
/// that is not the solution).
@MainActor
func playWrongMove(_ model: TrainerModel, notSolution solution: String) throws {
    let names = solution.split(separator: "-").map(String.init)
    let (from, to) = (try point(names[0], model.game), try point(names[1], model.game))
    for piece in marked(.movable, model) {
        model.tap(piece)
        if let target = marked(.target, model).first(where: { !(piece == from && $0 == to) }) {
            model.tap(target)
            return
        }
    }
    Issue.record("no wrong move to play")
}

/// Puzzles and practice through the app's models over the real core and a temporary folder:
/// today's puzzle, a wrong move's feedback and its failed try in the progress, a weiming
/// puzzle solved by its solution, the list of a difficulty, next, and the practice list once
/// a review kept exercises.
@MainActor @Suite(.serialized) struct TrainingTests {
    /// weiming-0001: `*/..X/Xx/xxX F`, First to move wins in 1 with tr-tm (easy).
    static let firstPuzzle = (id: "weiming-0001", solution: "tr-tm")

    func openApp(_ dir: URL, clock: ManualClock = ManualClock(), languages: [String] = ["en-GB"]) async throws
        -> AppModel
    {
        try await AppModel.open(
            directory: dir, clock: clock, wallClock: clock, preferredLanguages: { languages },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func homeOffersPuzzlesAndPractice() async throws {
        let texts = appTexts(language: .en)
        #expect(!texts.puzzles.isEmpty && !texts.practice.isEmpty)
        #expect(appTexts(language: .zh).puzzles != texts.puzzles)
    }

    @Test func todaysPuzzleAWrongMoveAndItsFailedTry() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.openPuzzles()
        #expect(app.path == [.puzzles])
        let puzzles = try #require(app.puzzles)
        #expect(puzzles.problem == nil)
        #expect(puzzles.games.map(\.game) == [.weiming, .zhongkui, .jinmen, .huishi])
        #expect(puzzles.games.allSatisfy { $0.difficulties.allSatisfy { $0.solved == 0 } })
        let daily = puzzles.daily
        #expect(!daily.solved && daily.open.enabled && !daily.task.isEmpty)

        await app.openPuzzle(id: daily.puzzleId)
        #expect(app.path == [.puzzles, .trainer])
        let trainer = try #require(app.trainer)
        #expect(trainer.subject == .puzzle(daily.puzzleId))
        #expect(trainer.game == daily.game)
        #expect(trainer.view.kind == .puzzle)
        #expect(trainer.view.state == .solving)
        #expect(trainer.view.task == daily.task)
        #expect(trainer.view.buttons.map(\.action) == [.undo, .hint, .showSolution])
        #expect(trainer.view.note(problem: nil) == nil)

        // A wrong move: the core says why, the row offers undo, retry and the solution, and the
        // try is written as failed (through the store actor).
        var tried: [TrainerEffect] = []
        trainer.onEffects = { tried += $0 }
        let solution = try #require(try puzzleSolution(id: daily.puzzleId))
        try playWrongMove(trainer, notSolution: solution)
        await trainer.settle()
        #expect(trainer.view.state == .wrongMove)
        let feedback = try #require(trainer.view.feedback)
        #expect(trainer.view.note(problem: nil) == .feedback(feedback, state: .wrongMove))
        #expect(trainer.view.buttons.map(\.action) == [.undo, .retry, .showSolution])
        #expect(tried.contains(.puzzleTried(puzzleId: daily.puzzleId, attempt: .failed)))
        // Going to the background waits for the try to be written.
        await app.enterBackground()
        let written = try await app.gameStore.puzzleList(game: daily.game, difficulty: daily.difficulty, language: .en)
        #expect(written.rows.first { $0.id == daily.puzzleId }?.status == .failed)

        // Back on the puzzles screen the counts show the failed try.
        app.leaveTrainer()
        #expect(app.path == [.puzzles])
        await app.settle()
        let after = try #require(app.puzzles)
        let row = try #require(
            after.games.first { $0.game == daily.game }?.difficulties.first { $0.difficulty == daily.difficulty })
        #expect(row.failed == 1 && row.solved == 0)
        await app.openPuzzleList(game: daily.game, difficulty: daily.difficulty)
        let list = try #require(app.puzzleList)
        #expect(list.rows.first { $0.id == daily.puzzleId }?.status == .failed)
        app.path = []
        await app.settle()
    }

    @Test func aWeimingPuzzleSolvedByItsSolutionThenNext() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.openPuzzles()
        await app.openPuzzleList(game: .weiming, difficulty: .easy)
        #expect(app.path == [.puzzles, .puzzleList(.weiming, .easy)])
        let list = try #require(app.puzzleList)
        #expect(list.rows.first?.id == Self.firstPuzzle.id)
        #expect(list.rows.allSatisfy { $0.status == .new })

        await app.openPuzzle(id: Self.firstPuzzle.id)
        let trainer = try #require(app.trainer)
        try play(Self.firstPuzzle.solution, trainer)
        await trainer.settle()
        #expect(trainer.view.state == .solved)
        #expect(trainer.view.feedback != nil)
        #expect(trainer.view.next.enabled)
        #expect(trainer.view.buttons.map(\.action) == [.retry, .back, .next])
        #expect(trainer.view.buttons.last?.prominent == true)

        // Next: another easy weiming puzzle not solved yet, on the same screen.
        await app.trainerNext()
        #expect(app.path == [.puzzles, .puzzleList(.weiming, .easy), .trainer])
        let next = try #require(app.trainer)
        #expect(next === trainer)
        guard case .puzzle(let nextId) = next.subject else {
            Issue.record("not a puzzle")
            return
        }
        #expect(nextId != Self.firstPuzzle.id && nextId.hasPrefix("weiming-"))
        #expect(next.view.state == .solving)

        // A new display language reaches the puzzle on screen at once.
        let english = next.view
        app.changeSetting(.choice(key: .language, index: 1))
        #expect(next.view.title != english.title && next.view.task != english.task)
        #expect(next.view.table.board.points.map(\.piece) == english.table.board.points.map(\.piece))
        app.changeSetting(.choice(key: .language, index: 3))
        #expect(next.view.task == english.task)

        // The list says the first is solved.
        app.leaveTrainer()
        await app.settle()
        #expect(app.puzzleList?.rows.first?.status == .solved)
        let weiming = try #require(app.puzzles?.games.first { $0.game == .weiming })
        #expect(weiming.difficulties.first { $0.difficulty == .easy }?.solved == 1)
        app.path = []
        await app.settle()
    }

    @Test func aDamagedProgressFileIsTheCoresSentenceAndTheListsFollowTheLanguage() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("saves/puzzles")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: folder.appendingPathComponent("puzzles.json"))
        let app = try await openApp(dir)
        await app.openPuzzles()
        let puzzles = try #require(app.puzzles)
        let problem = try #require(puzzles.problem)
        #expect(!problem.isEmpty)
        #expect(puzzles.games.allSatisfy { $0.difficulties.allSatisfy { $0.solved + $0.failed + $0.hinted == 0 } })

        // A try is still recorded (the core moves the damaged file aside), and counted.
        await app.openPuzzle(id: Self.firstPuzzle.id)
        try play(Self.firstPuzzle.solution, try #require(app.trainer))
        app.leaveTrainer()
        await app.settle()
        #expect(app.puzzles?.problem == nil)
        #expect(app.puzzles?.games.first?.difficulties.first?.solved == 1)

        // The lists on screen follow the display language at once.
        await app.openPuzzleList(game: .weiming, difficulty: .easy)
        await app.openPractice()
        #expect(app.path == [.puzzles, .puzzleList(.weiming, .easy), .practice])
        let english = (try #require(app.puzzles), try #require(app.puzzleList), try #require(app.practice))
        app.changeSetting(.choice(key: .language, index: 1))
        await app.settle()
        #expect(app.puzzles?.title != english.0.title)
        #expect(app.puzzleList?.title != english.1.title)
        #expect(app.practice?.title != english.2.title)
        #expect(
            app.puzzles
                == (try await app.gameStore.puzzlesView(language: .zh, epochMs: 1_000_000, utcOffsetMinutes: 0)))
        app.path = []
        await app.settle()
    }

    @Test func practiceListsTheExercisesAReviewKept() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        await app.openPractice()
        #expect(app.path == [.practice])
        let empty = try #require(app.practice)
        #expect(empty.games.isEmpty && !empty.empty.isEmpty)

        // A reviewed game's mistakes kept as exercises (the review's practice effect, carried
        // out through the store actor as the app does): the thrown win has a mistake (ply 2,
        // bc-tl) and a blunder (ply 5, bc-bl; best ml-bl), both sides' in pass and play.
        var kept: [String] = []
        let review = try ReviewModel(
            session: try ReviewModelTests.thrownWinSession(), language: .en, source: .game)
        review.keepExercises = { kept.append($0) }
        review.start()
        await review.settle()
        let json = try #require(kept.first)
        try await app.gameStore.perform(.keepExercises(json), savedAtMs: 2_000)
        await app.reloadPractice()
        let practice = try #require(app.practice)
        #expect(practice.games.map(\.game) == [.zhongkui])
        let rows = try #require(practice.games.first?.rows)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { !$0.title.isEmpty && !$0.detail.isEmpty && !$0.spoken.isEmpty })
        let blunder = try #require(rows.first { $0.title.contains("bc-bl") })

        // The blunder's exercise: the better move solves it, and it leaves the list.
        await app.openExercise(id: blunder.id)
        #expect(app.path == [.practice, .trainer])
        let trainer = try #require(app.trainer)
        #expect(trainer.view.kind == .exercise)
        #expect(trainer.view.state == .solving)
        var effects: [TrainerEffect] = []
        trainer.onEffects = { effects += $0 }
        try play("ml-bl", trainer)
        await trainer.settle()
        #expect(trainer.view.state == .solved)
        #expect(effects.contains(.exerciseSolved(exerciseId: blunder.id)))

        // Next: the other exercise.
        await app.trainerNext()
        let other = try #require(rows.first { $0.id != blunder.id })
        #expect(app.trainer?.subject == .exercise(other.id))
        app.leaveTrainer()
        await app.settle()
        #expect(app.practice?.games.first?.rows.map(\.id) == [other.id])
        app.path = []
        await app.settle()
    }
}

/// A large game's exercise is judged by a search the model runs off the main actor: the
/// answer is "being checked" until the search answers; leaving cancels it.
@MainActor @Suite(.serialized) struct TrainerSearchTests {
    /// A Jinmen exercise at the start position (as a review of a Jinmen game would keep it).
    static func jinmenExercise() throws -> (id: String, json: String) {
        let start = try newSession(.jinmen).snapshot(nowMs: 0).positionText
        let id = "jinmen-00000000000000aa"
        let json =
            #"[{"id":"\#(id)","game":"jinmen","position":"\#(start)","played":"b2-b3","label":"mistake","value":"+0.00","best":null,"added_at_ms":1000,"solved_at_ms":null}]"#
        return (id, json)
    }

    func trainer(_ dir: URL, gate: ManualGate) async throws -> TrainerModel {
        let store = try GameStore(directory: dir)
        let exercise = try Self.jinmenExercise()
        try await store.perform(.keepExercises(exercise.json), savedAtMs: 1_000)
        let subject = TrainerSubject.exercise(exercise.id)
        let clock = ManualClock()
        let settings = try settings()
        let table = try await store.openTrainer(subject, settings: settings, language: .en)
        let model = try TrainerModel(
            subject: subject, table: table, store: store, settings: settings, language: .en, clock: clock,
            wallClock: clock, utcOffsetMinutes: { 0 }, gate: gate)
        model.start()
        return model
    }

    /// Plays the first movable piece to its first target.
    func playFirstMove(_ model: TrainerModel) throws {
        let from = try #require(marked(.movable, model).min())
        model.tap(from)
        let to = try #require(marked(.target, model).min())
        model.tap(to)
    }

    @Test func anAnswerIsCheckedBySearchThenJudged() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let gate = ManualGate()
        let model = try await trainer(dir, gate: gate)
        #expect(model.game == .jinmen && model.view.kind == .exercise)
        try playFirstMove(model)
        #expect(model.view.state == .checking)
        #expect(model.pendingSearches.count == 1)
        let busy = try #require(model.view.table.busy, "the table says the answer is being checked")
        #expect(model.view.note(problem: nil) == .busy(busy))
        #expect(model.view.buttons.map(\.action) == [.undo, .hint, .showSolution])
        await model.settle()
        #expect(model.pendingSearches.isEmpty)
        #expect(model.view.state == .solved || model.view.state == .wrongMove)
        #expect(model.view.feedback != nil)
    }

    @Test func leavingWhileTheAnswerIsCheckedCancelsTheSearch() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let gate = ManualGate()
        let model = try await trainer(dir, gate: gate)
        try playFirstMove(model)
        let id = try #require(model.pendingSearches.first)
        #expect(model.isCancelled(search: id) == false)
        model.close()
        #expect(model.isCancelled(search: id) == true)
        await model.settle()
        #expect(model.pendingSearches.isEmpty)
    }
}

/// A puzzle's line of the committed set (core/src/training/puzzle/data/<game>.tsv: id, game, position,
/// solution, value, difficulty), for tests that play a wrong move on purpose or look for an
/// easy daily puzzle.
func puzzleFields(id: String) throws -> [String]? {
    let game = String(id.split(separator: "-")[0])
    let file = repositoryRoot.appendingPathComponent("core/src/training/puzzle/data/\(game).tsv")
    let text = try String(contentsOf: file, encoding: .utf8)
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        if fields.count >= 6, fields[0] == id { return fields }
    }
    return nil
}

/// The solution (the one winning move) of a puzzle of the committed set.
func puzzleSolution(id: String) throws -> String? {
    try puzzleFields(id: id)?[3]
}
