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

/// A large game's exercise is judged by a search the model runs off the main actor: the
/// answer is "being checked" until the search answers; leaving cancels it.
@MainActor @Suite(.serialized) struct TrainerSearchTests {
    /// A Jinmen exercise at the start position (as a review of a Jinmen game would keep it).
    static func jinmenExercise() throws -> (id: String, json: String) {
        // The start position's text, as a save's summary gives it.
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let start = try SaveStore(directory: dir.path).saveJson(gameJson: try gameJson(.jinmen), id: nil, savedAtMs: 0)
            .positionText
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
        #expect(model.view.note == TrainerNote(kind: .busy, text: busy, dismissable: false))
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
