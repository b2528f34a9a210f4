// A single-screen adapter the app used before it became an adapter of AppCore: kept here, in
// the tests only, as the harness of the tests of the core's single-screen objects (GameTable,
// Trainer, ReviewScreen, SaveStore) through the FFI. The app does not use it.
import FolkChessCore
@testable import FolkChessModel
import Foundation

/// The saved games and the autosave slot, over the core's `SaveStore`. An actor: one writer
/// at a time and never on the main actor, so two autosaves started together are written one
/// after the other and leave one complete file (the core writes each file atomically too).
public actor GameStore {
    private let store: SaveStore

    /// The store in `directory` (created by the first save). Throws `Storage` or
    /// `InvalidInput` when the path cannot be used.
    public init(directory: URL) throws {
        store = try SaveStore(directory: directory.path)
    }

    /// Every saved game except the autosave, good ones newest first and damaged ones with
    /// their reason.
    public func list() throws -> [SaveListEntry] {
        try store.list()
    }

    /// Saves a game in the save format under a new id.
    public func save(_ json: String, savedAtMs: Int64) throws -> SaveSummary {
        try store.saveJson(gameJson: json, id: nil, savedAtMs: savedAtMs)
    }

    /// Loads a saved game, in the save format.
    public func load(id: String) throws -> String {
        try store.loadJson(id: id)
    }

    /// Deletes a saved game (good or damaged).
    public func delete(id: String) throws {
        try store.delete(id: id)
    }

    /// Writes the game in progress to the autosave slot.
    public func writeAutosave(_ json: String, savedAtMs: Int64) throws {
        _ = try store.writeAutosaveJson(gameJson: json, savedAtMs: savedAtMs)
    }

    /// Carries out a game table's disk effect.
    public func perform(_ job: DiskJob, savedAtMs: Int64) throws {
        switch job {
        case .autosave(let json): _ = try store.writeAutosaveJson(gameJson: json, savedAtMs: savedAtMs)
        case .save(let json): _ = try store.saveJson(gameJson: json, id: nil, savedAtMs: savedAtMs)
        case .clearAutosave: try store.clearAutosave()
        case .countFinished(let json): _ = try store.recordFinished(finishedJson: json, nowMs: savedAtMs)
        case .keepExercises(let json): _ = try store.addExercises(exercisesJson: json, nowMs: savedAtMs)
        case .recordPuzzle(let id, let attempt, let offset):
            try store.recordPuzzle(puzzleId: id, attempt: attempt, epochMs: savedAtMs, utcOffsetMinutes: offset)
        case .solveExercise(let id): try store.solveExercise(exerciseId: id, epochMs: savedAtMs)
        }
    }

    /// The autosave slot's summary (home's "continue"), or nil when it is empty.
    public func autosaveSummary() throws -> SaveSummary? {
        try store.autosaveSummary()
    }

    /// The autosaved game in the save format, or nil when the slot is empty.
    public func loadAutosave() throws -> String? {
        try store.loadAutosaveJson()
    }

    /// Empties the autosave slot.
    public func clearAutosave() throws {
        try store.clearAutosave()
    }

    /// The statistics kept with the saves, as the core's screen in `language`. Throws
    /// `DamagedSave` when their file cannot be read.
    public func statsView(language: DisplayLanguage) throws -> StatsView {
        try store.statsView(language: language)
    }

    /// Empties the statistics.
    public func resetStats() throws {
        try store.resetStats()
    }

    /// A saved game in the save format (what `shareText` reads).
    public func saveJson(id: String) throws -> String {
        try store.loadJson(id: id)
    }

    /// The store's directory, as the core sees it.
    public var directory: String { store.directory() }

    // MARK: Puzzles and practice (their files beside the saves)

    /// The puzzles screen: today's puzzle (the local date of `epochMs` at `utcOffsetMinutes`),
    /// the streak, the counts per game and difficulty.
    public func puzzlesView(language: DisplayLanguage, epochMs: Int64, utcOffsetMinutes: Int32) throws -> PuzzlesView {
        try store.puzzlesView(language: language, epochMs: epochMs, utcOffsetMinutes: utcOffsetMinutes)
    }

    /// The puzzles of one game and difficulty with their status.
    public func puzzleList(game: GameKind, difficulty: PuzzleDifficulty, language: DisplayLanguage) throws
        -> PuzzleListView
    {
        try store.puzzleList(game: game, difficulty: difficulty, language: language)
    }

    /// The next puzzle of the same game and difficulty not yet solved clean, if any.
    public func nextPuzzle(after id: String) throws -> String? {
        try store.nextPuzzle(afterId: id)
    }

    /// The practice screen: the open exercises per game.
    public func practiceView(language: DisplayLanguage) throws -> PracticeView {
        try store.practiceView(language: language)
    }

    /// The next open exercise (same game first), if any.
    public func nextExercise(after id: String) throws -> String? {
        try store.nextExercise(afterId: id)
    }

    /// A puzzle or an exercise on a table of its own (an exercise is read from the practice
    /// file, so this runs here, off the main actor).
    public func openTrainer(_ subject: TrainerSubject, settings: AppSettings, language: DisplayLanguage) throws
        -> TrainerTable
    {
        switch subject {
        case .puzzle(let id): return try TrainerTable.puzzle(puzzleId: id, settings: settings, language: language)
        case .exercise(let id):
            return try TrainerTable.exercise(exerciseId: id, store: store, settings: settings, language: language)
        }
    }
}

/// A game table's disk effect, as the store carries it out.
public enum DiskJob: Sendable, Equatable {
    /// Write this game (save format) to the autosave slot.
    case autosave(String)
    /// File this game (save format) under a new id.
    case save(String)
    /// Empty the autosave slot.
    case clearAutosave
    /// Count this finished game (the table's `finished` effect) in the statistics kept with
    /// the saves.
    case countFinished(String)
    /// Keep these practice exercises (the review screen's `practice` effect) with the saves.
    case keepExercises(String)
    /// Count a try of this puzzle (the trainer's `puzzleTried` effect), dated at the phone's
    /// offset from UTC (the daily streak counts local days).
    case recordPuzzle(id: String, attempt: PuzzleAttempt, utcOffsetMinutes: Int32)
    /// This exercise was solved (the trainer's `exerciseSolved` effect): it leaves the list.
    case solveExercise(id: String)
}

