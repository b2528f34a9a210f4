import FolkChessCore
import Foundation
import Observation

/// The app's screens; the navigation path is plain state, so the whole flow runs in tests.
public enum Screen: Sendable, Hashable {
    /// The form for a new game of this kind.
    case newGame(GameKind)
    /// The game in progress.
    case game
    /// The rules of a game.
    case rules(GameKind)
    /// Settings.
    case settings
    /// Saved games.
    case savedGames
    /// The review of a finished game or a saved game.
    case review
    /// The statistics of the games played.
    case statistics
    /// Import a game shared as text.
    case importGame
    /// The puzzles: today's, the streak, the counts per game and difficulty.
    case puzzles
    /// The puzzles of one game and difficulty.
    case puzzleList(GameKind, PuzzleDifficulty)
    /// A puzzle or a practice exercise on the table.
    case trainer
    /// Practice: the exercises kept from reviews.
    case practice
}

/// A game to share, ready for the share sheet: the core's text and the board that goes
/// with it as a picture (the views draw it with the app's board view, e.g. `ImageRenderer`).
public struct SharedText: Sendable, Equatable, Identifiable {
    /// What it was made of: a saved game's id, ``SharedText/finishedGame`` or
    /// ``SharedText/reviewedGame``.
    public let id: String
    /// The text (the core's `shareText`).
    public let text: String
    /// The share sheet's title: the text's first line, the core's ("Folk Chess 民间棋 · …").
    public let title: String
    /// The board of the picture: the final position of a finished game, the position the
    /// review shows, a saved game as saved; nil when there is none (a damaged save).
    public let board: BoardView?

    /// `text` with the picture of `board`.
    public init(id: String, text: String, board: BoardView?) {
        self.id = id
        self.text = text
        title = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        self.board = board
    }

    /// The id of the game on screen, shared from its result.
    public static let finishedGame = "game"
    /// The id of the game under review, shared from the review screen.
    public static let reviewedGame = "review"
}

/// The rules screen: the core's frame (title, languages, diagram) and its pages.
public struct RulesScreenState: Sendable, Equatable {
    /// Which game.
    public let game: GameKind
    /// The language the rules are read in (Chinese in the app's script).
    public let language: DisplayLanguage
    /// The frame: title, language choices, the diagram with the highlighted point.
    public let frame: RulesScreenView
    /// One page per language shown.
    public let pages: [RulesPage]
    /// The language of each choice of ``RulesScreenView/languages``, in order (the core's
    /// `languageValues`: Chinese in the app's script).
    public let languages: [DisplayLanguage]
}

/// The composition root of the app's state: navigation, settings, saved games, the game in
/// progress and the review. Every screen's content is the core's view of it (`homeView`,
/// `savedGamesView`, `newGameView`, `settingsView`, `rulesScreenView`, the game table, the
/// review screen); this class keeps what they are views of and reports changes to the core.
@Observable
@MainActor
public final class AppModel {
    /// The settings in force.
    public private(set) var settings: AppSettings
    /// The core's reason why the settings file could not be read or written, if so (the
    /// settings view puts the core's sentence around it).
    public private(set) var settingsProblem: String?
    /// The navigation path above the home screen.
    public var path: [Screen] = [] {
        didSet { pathChanged(from: oldValue) }
    }
    /// The game on screen (or kept under another screen opened from it).
    public private(set) var game: GameModel?
    /// The review on screen.
    public private(set) var review: ReviewModel?
    /// The new-game form being filled in.
    public private(set) var form: NewGameForm?
    /// The rules being read: game, language, highlighted point.
    public private(set) var rulesChoice: (game: GameKind, language: DisplayLanguage, highlighted: Int?)?
    /// The saved games as last listed.
    public private(set) var saves: [SaveListEntry] = []
    /// The autosave slot's summary, for home's "continue".
    public private(set) var autosave: SaveSummary?
    /// What the last action on a list screen failed to do, as the core words it in the
    /// player's language (the reason as the details), if it failed.
    public private(set) var message: FailureText?

    /// The statistics as last read (nil before, or when they cannot be read).
    public private(set) var stats: StatsView?
    /// Why the statistics cannot be shown (read, or reset), as the core words it, if so.
    public private(set) var statsProblem: FailureText?
    /// A saved game's text ready to share (the saved games' "share").
    public var sharing: SharedText?
    /// The import screen's text.
    public var importText: String = ""
    /// The core's sentence when the import screen's text does not read as a game, with what
    /// does not read (in the player's language) as the details.
    public private(set) var importProblem: FailureText?

    /// The puzzles screen as last read (nil before).
    public private(set) var puzzles: PuzzlesView?
    /// The puzzle list on screen as last read.
    public private(set) var puzzleList: PuzzleListView?
    /// The practice screen as last read (nil before).
    public private(set) var practice: PracticeView?
    /// The puzzle or exercise on screen.
    public private(set) var trainer: TrainerModel?

    @ObservationIgnored private let settingsStore: SettingsStore
    @ObservationIgnored private let store: GameStore
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let preferredLanguages: @Sendable () -> [String]
    @ObservationIgnored private let timeZone: TimeZone
    @ObservationIgnored private var settingsWrite: Task<Void, Never>?
    @ObservationIgnored private var leaveTask: Task<Void, Never>?
    /// Ends when every review left has stopped (``settle()`` waits for it).
    @ObservationIgnored private var reviewsStopping: Task<Void, Never>?
    /// Ends when the trainer left has stopped and the lists are read again.
    @ObservationIgnored private var trainerStopping: Task<Void, Never>?
    /// Ends when the lists are read again in a new display language.
    @ObservationIgnored private var languageReload: Task<Void, Never>?
    @ObservationIgnored private var pagesCache: [GameKind: [DisplayLanguage: [RulesPage]]] = [:]

    /// Opens the app's data in `directory` (the app passes Application Support): settings
    /// from `settings.json`, saved games from `saves/`.
    public static func open(
        directory: URL, clock: any MonotonicClock = SystemUptimeClock(),
        wallClock: any WallClock = SystemWallClock(),
        preferredLanguages: @escaping @Sendable () -> [String] = { Locale.preferredLanguages },
        timeZone: TimeZone = .current
    ) async throws -> AppModel {
        let settingsStore = try SettingsStore(directory: directory)
        let loaded = try await settingsStore.load()
        let store = try GameStore(directory: directory.appendingPathComponent("saves", isDirectory: true))
        let model = AppModel(
            loaded: loaded, settingsStore: settingsStore, store: store, clock: clock, wallClock: wallClock,
            preferredLanguages: preferredLanguages, timeZone: timeZone)
        await model.refreshAutosave()
        return model
    }

    private init(
        loaded: LoadedSettings, settingsStore: SettingsStore, store: GameStore, clock: any MonotonicClock,
        wallClock: any WallClock, preferredLanguages: @escaping @Sendable () -> [String], timeZone: TimeZone
    ) {
        settings = loaded.settings
        settingsProblem = loaded.problem
        self.settingsStore = settingsStore
        self.store = store
        self.clock = clock
        self.wallClock = wallClock
        self.preferredLanguages = preferredLanguages
        self.timeZone = timeZone
    }

    /// The store of saved games (for tests and the app's background save).
    public var gameStore: GameStore { store }

    // MARK: Language and theme

    /// The display language: the settings' choice, "System" resolved by the core from the
    /// phone's preferred languages.
    public var language: DisplayLanguage {
        displayLanguage(setting: settings.language, preferred: preferredLanguages())
    }

    /// The words that belong to no one screen (app name, back, loading, dismiss).
    public var texts: AppTexts { appTexts(language: language) }

    /// Dark (true), light (false) or the phone's choice (nil).
    public var prefersDark: Bool? {
        switch settings.theme {
        case .system: return nil
        case .light: return false
        case .dark: return true
        }
    }

    /// The phone's offset from UTC now, in minutes (dates of saved games, the puzzles' days).
    var utcOffsetMinutes: Int32 {
        Int32(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wallClock.nowMs()) / 1000)) / 60)
    }

    // MARK: Home

    /// The home screen (no "continue" while a game is on screen).
    public var home: HomeView {
        let summary = game == nil ? autosave : nil
        if let view = try? homeView(autosave: summary, language: language, utcOffsetMinutes: utcOffsetMinutes) {
            return view
        }
        // The core refuses only a summary it did not make; then home is shown without it.
        return (try? homeView(autosave: nil, language: language, utcOffsetMinutes: utcOffsetMinutes))
            ?? HomeView(
                title: "", subtitle: "", cards: [], continueTitle: "", continueGame: nil, savedGames: "", settings: "")
    }

    /// Re-reads the autosave slot's summary for "continue".
    public func refreshAutosave() async {
        // A damaged autosave is not offered; the next autosave replaces it.
        autosave = try? await store.autosaveSummary()
    }

    // MARK: New game

    /// Opens the new-game form of a game, with the settings' defaults.
    public func openNewGame(_ game: GameKind) {
        do {
            form = try newGameForm(game: game, settings: settings)
            path.append(.newGame(game))
        } catch {
            message = failure(error, language: language, kind: .gameNotStarted)
        }
    }

    /// Option `index` of the form's row `key` was chosen.
    public func chooseNewGame(_ key: ChoiceKey, index: Int) {
        guard let f = form else { return }
        do {
            form = try newGameFormWith(form: f, key: key, index: Int32(clamping: index))
        } catch {
            message = failure(error, language: language, kind: .gameNotStarted)
        }
    }

    /// The new-game screen.
    public var newGame: NewGameView? {
        guard let f = form else { return nil }
        return try? newGameView(form: f, language: language)
    }

    /// Starts the game of the form.
    public func startNewGame() async {
        guard let f = form else { return }
        do {
            let setup = try newGameSetup(form: f)
            await begin(try GameTable(setup: setup, settings: settings, language: language))
        } catch {
            message = failure(error, language: language, kind: .gameNotStarted)
        }
    }

    // MARK: The game

    /// Home's "continue": the autosaved game.
    public func continueGame() async {
        do {
            guard let session = try await store.loadAutosave() else {
                autosave = nil
                return
            }
            await begin(try GameTable.open(session: session, settings: settings, language: language))
        } catch {
            message = failure(error, language: language, kind: .saveUnreadable)
            autosave = nil
        }
    }

    /// Resumes a saved game.
    public func resume(id: String) async {
        do {
            let session = try await store.load(id: id)
            await begin(try GameTable.open(session: session, settings: settings, language: language))
        } catch {
            message = failure(error, language: language, kind: .saveUnreadable)
            await reloadSaves()
        }
    }

    /// Puts a game on screen (replacing and releasing any other); its start autosaves it.
    private func begin(_ table: GameTable) async {
        game?.close()
        game = nil
        do {
            let model = try GameModel(table: table, language: language, clock: clock, wallClock: wallClock, store: store)
            game = model
            form = nil
            message = nil
            path = [.game]
            model.start()
        } catch {
            message = failure(error, language: language, kind: .gameNotStarted)
        }
    }

    /// "Save and leave": the game is filed under saved games, leaves the autosave slot, and
    /// the app goes home.
    public func saveAndLeave() async {
        guard let g = game else { return }
        await g.saveAndLeave()
        if let problem = g.problem { message = problem }
        path = []
    }

    /// Leaves the game (back to home); it stays in the autosave slot for "continue".
    public func leaveGame() {
        path = []
    }

    /// The result's "new game": the new-game form of the same game opens over the finished
    /// one (starting it replaces the game; back returns to it).
    public func openNewGameFromGame() {
        guard let g = game else { return }
        openNewGame(g.game)
    }

    /// Opens the rules of the game on screen.
    public func openRulesFromGame() {
        guard let g = game else { return }
        openRules(g.game)
    }

    // MARK: Rules

    /// Opens the rules of a game in the display language.
    public func openRules(_ game: GameKind) {
        rulesChoice = (game, language, nil)
        path.append(.rules(game))
    }

    /// Shows the rules in the language of choice `index` of the rules screen (the core's
    /// `languageValues`: Chinese in the app's script).
    public func setRulesLanguage(index: Int) {
        guard let r = rulesChoice, let values = rules?.languages, values.indices.contains(index) else { return }
        rulesChoice = (r.game, values[index], r.highlighted)
    }

    /// A point name tapped in the rules text: highlight it on the diagram (again: clear it).
    public func tapRulesPoint(_ index: Int) {
        guard let r = rulesChoice else { return }
        rulesChoice = (r.game, r.language, r.highlighted == index ? nil : index)
    }

    /// The rules screen (each language's pages asked of the core once). The pages are read in
    /// the language the core's frame shows as chosen: the choice, with Chinese in the app's
    /// script (a choice made in Simplified follows the app to Traditional, and back).
    public var rules: RulesScreenState? {
        guard let r = rulesChoice else { return nil }
        guard
            let frame = try? rulesScreenView(
                game: r.game, rulesLanguage: r.language, highlighted: r.highlighted.map { Int32(clamping: $0) },
                language: language)
        else { return nil }
        let selected = Int(frame.selectedLanguage)
        let shown = frame.languageValues.indices.contains(selected) ? frame.languageValues[selected] : r.language
        return RulesScreenState(
            game: r.game, language: shown, frame: frame, pages: pages(r.game, shown), languages: frame.languageValues)
    }

    private func pages(_ game: GameKind, _ language: DisplayLanguage) -> [RulesPage] {
        if let pages = pagesCache[game]?[language] { return pages }
        let pages = rulesPages(game: game, rulesLanguage: language)
        pagesCache[game, default: [:]][language] = pages
        return pages
    }

    // MARK: Saved games

    /// Opens the saved games.
    public func openSavedGames() async {
        await reloadSaves()
        path.append(.savedGames)
    }

    /// Lists the saved games again.
    public func reloadSaves() async {
        do {
            saves = try await store.list()
        } catch {
            saves = []
            message = failure(error, language: language, kind: .savesUnreadable)
        }
    }

    /// Deletes a saved game (good or damaged).
    public func deleteSave(id: String) async {
        do {
            try await store.delete(id: id)
        } catch {
            message = failure(error, language: language, kind: .deleteFailed)
        }
        await reloadSaves()
    }

    /// The saved games screen.
    public var savedGames: SavedGamesView {
        (try? savedGamesView(entries: saves, language: language, utcOffsetMinutes: utcOffsetMinutes))
            ?? SavedGamesView(title: "", emptyText: "", rows: [], more: "")
    }

    // MARK: Review

    /// The game on screen ended: its review (of a copy) opens over it; back returns to it.
    public func openReviewFromGame() {
        guard let g = game, g.view.review.enabled else { return }
        do {
            showReview(try g.table.copySession(), source: .game)
        } catch {
            message = failure(error, language: language, kind: .reviewFailed)
        }
    }

    /// Reviews a saved game, loaded through the store actor (off the main actor).
    public func openReview(saveId id: String) async {
        do {
            showReview(try await store.load(id: id), source: .savedGame(id: id))
        } catch {
            message = failure(error, language: language, kind: .saveUnreadable)
            await reloadSaves()
        }
    }

    private func showReview(_ session: GameSession, source: ReviewSource) {
        // A second tap while the review opens: one review screen.
        guard !path.contains(.review) else { return }
        do {
            let model = try ReviewModel(session: session, language: language, source: source)
            let (store, wallClock) = (self.store, self.wallClock)
            model.keepExercises = { json in
                let at = wallClock.nowMs()
                Task { try? await store.perform(.keepExercises(json), savedAtMs: at) }
            }
            closeReview()
            review = model
            message = nil
            model.start()
            path.append(.review)
        } catch {
            message = failure(error, language: language, kind: .reviewFailed)
        }
    }

    /// Stops the review on screen (its run is cancelled) and lets it go once stopped.
    private func closeReview() {
        guard let leaving = review else { return }
        leaving.close()
        review = nil
        let previous = reviewsStopping
        reviewsStopping = Task {
            await previous?.value
            await leaving.settle()
        }
    }

    // MARK: Statistics

    /// Opens the statistics (read off the main actor first).
    public func openStatistics() async {
        await reloadStats()
        guard !path.contains(.statistics) else { return }
        path.append(.statistics)
    }

    /// Reads the statistics again, in the display language. A file that does not read is the
    /// core's sentence, its reason the details.
    public func reloadStats() async {
        do {
            stats = try await store.statsView(language: language)
            statsProblem = nil
        } catch {
            stats = nil
            statsProblem = failure(error, language: language, kind: .statsUnreadable)
        }
    }

    /// The statistics' "reset", once confirmed: empties them and reads them again.
    public func resetStats() async {
        do {
            try await store.resetStats()
        } catch {
            statsProblem = failure(error, language: language, kind: .writeFailed)
            return
        }
        await reloadStats()
    }

    // MARK: Share and import

    /// The text to share of a saved game (its JSON read through the store actor), dated now.
    public func shareText(saveId id: String) async throws -> String {
        let json = try await store.saveJson(id: id)
        return try FolkChessCore.shareText(
            saveJson: json, language: language, epochMs: wallClock.nowMs(), utcOffsetMinutes: utcOffsetMinutes)
    }

    /// A saved game's "share": its text is made and put in ``sharing`` for the share sheet,
    /// with the board as saved (the list's thumbnail) for the picture.
    public func share(saveId id: String) async {
        do {
            let text = try await shareText(saveId: id)
            let board = savedGames.rows.first { $0.id == id }?.thumbnail
            sharing = SharedText(id: id, text: text, board: board)
        } catch {
            message = failure(error, language: language, kind: .saveUnreadable)
        }
    }

    /// The core's text of a game in the save format, dated now.
    private func shareText(json: String) throws -> String {
        try FolkChessCore.shareText(
            saveJson: json, language: language, epochMs: wallClock.nowMs(), utcOffsetMinutes: utcOffsetMinutes)
    }

    /// The result panel's "share": the finished game on screen (its record as the table
    /// exports it) with its final position for the picture. Nothing while the game goes on.
    public func shareFinishedGame() {
        guard let g = game, g.view.result != nil else { return }
        do {
            sharing = SharedText(
                id: SharedText.finishedGame, text: try shareText(json: g.table.exportRecord()), board: g.view.board)
        } catch {
            message = failure(error, language: language)
        }
    }

    /// The review's "share": the whole game reviewed (its record), with the position the
    /// review shows for the picture (the ply looked at, its played and best moves marked).
    public func shareReviewedGame() {
        guard let r = review else { return }
        do {
            sharing = SharedText(id: SharedText.reviewedGame, text: try shareText(json: r.record), board: r.view.board)
        } catch {
            message = failure(error, language: language)
        }
    }

    /// Home's "import a game": an empty import screen.
    public func openImport() {
        importText = ""
        importProblem = nil
        guard !path.contains(.importGame) else { return }
        path.append(.importGame)
    }

    /// The import screen's "open": the text read back as a game by the core and its review
    /// opened, or the core's reason why it does not read.
    public func openImported() {
        do {
            let json = try importSharedGame(text: importText, language: language)
            let session = try GameSession.fromSaveJson(json: json)
            importProblem = nil
            showReview(session, source: .imported)
        } catch {
            importProblem = failure(error, language: language, kind: .notAGame)
        }
    }

    // MARK: Puzzles and practice

    /// Home's "puzzles": read (off the main actor), then shown.
    public func openPuzzles() async {
        await reloadPuzzles()
        guard !path.contains(.puzzles) else { return }
        path.append(.puzzles)
    }

    /// Reads the puzzles screen again (today's puzzle, the streak, the counts), in the display
    /// language, and the list on screen if any.
    public func reloadPuzzles() async {
        do {
            puzzles = try await store.puzzlesView(
                language: language, epochMs: wallClock.nowMs(), utcOffsetMinutes: utcOffsetMinutes)
        } catch {
            message = failure(error, language: language, kind: .puzzleProgressUnreadable)
        }
        if let (game, difficulty) = shownPuzzleList {
            puzzleList = try? await store.puzzleList(game: game, difficulty: difficulty, language: language)
        }
    }

    /// The game and difficulty of the puzzle list in the path, if any.
    private var shownPuzzleList: (GameKind, PuzzleDifficulty)? {
        for screen in path.reversed() {
            if case .puzzleList(let game, let difficulty) = screen { return (game, difficulty) }
        }
        return nil
    }

    /// A difficulty row of the puzzles screen: the list of that game and difficulty.
    public func openPuzzleList(game: GameKind, difficulty: PuzzleDifficulty) async {
        do {
            puzzleList = try await store.puzzleList(game: game, difficulty: difficulty, language: language)
            path.append(.puzzleList(game, difficulty))
        } catch {
            message = failure(error, language: language, kind: .puzzleProgressUnreadable)
        }
    }

    /// Opens a puzzle on the table (today's, or one of a list).
    public func openPuzzle(id: String) async {
        await openTrainer(.puzzle(id))
    }

    /// Home's "practice": read, then shown.
    public func openPractice() async {
        await reloadPractice()
        guard !path.contains(.practice) else { return }
        path.append(.practice)
    }

    /// Reads the practice screen again (the open exercises), in the display language.
    public func reloadPractice() async {
        do {
            practice = try await store.practiceView(language: language)
        } catch {
            message = failure(error, language: language, kind: .practiceUnreadable)
        }
    }

    /// Opens a practice exercise on the table.
    public func openExercise(id: String) async {
        await openTrainer(.exercise(id))
    }

    private func openTrainer(_ subject: TrainerSubject) async {
        // A second tap while the table opens: one trainer screen.
        guard !path.contains(.trainer) else { return }
        do {
            let table = try await store.openTrainer(subject, settings: settings, language: language)
            let model = try TrainerModel(
                subject: subject, table: table, store: store, settings: settings, language: language, clock: clock,
                wallClock: wallClock, utcOffsetMinutes: { [weak self] in self?.utcOffsetMinutes ?? 0 })
            closeTrainer()
            trainer = model
            message = nil
            model.start()
            path.append(.trainer)
        } catch {
            message = failure(error, language: language, kind: .gameNotStarted)
        }
    }

    /// A button of the trainer's row that leaves it or goes on: back to the list, or the next
    /// puzzle or exercise (back to the list when there is none).
    public func trainerNext() async {
        guard let t = trainer else { return }
        if await !t.next() { leaveTrainer() }
    }

    /// The trainer's "back" (the core's "Puzzles" / "Practice"): the list it was opened from.
    public func leaveTrainer() {
        if let i = path.lastIndex(of: .trainer) { path.removeSubrange(i...) }
    }

    /// Stops the trainer on screen (its searches) and reads the lists again once its writes
    /// are done (the progress changed).
    private func closeTrainer() {
        guard let leaving = trainer else { return }
        leaving.close()
        trainer = nil
        let previous = trainerStopping
        trainerStopping = Task { [weak self] in
            await previous?.value
            await leaving.settle()
            guard let self else { return }
            if self.path.contains(.puzzles) { await self.reloadPuzzles() }
            if self.path.contains(.practice) { await self.reloadPractice() }
        }
    }

    // MARK: Settings

    /// Opens the settings.
    public func openSettings() {
        path.append(.settings)
    }

    /// The settings screen.
    public var settingsScreen: SettingsView {
        (try? settingsView(settings: settings, problem: settingsProblem, language: language))
            ?? SettingsView(title: "", problem: settingsProblem, sections: [], about: "")
    }

    /// A change on the settings screen: applied by the core, checked by the core, applied to
    /// the screens open at once, and written (off the main actor, one write after the
    /// other). A value the core refuses changes nothing and is reported in ``settingsProblem``.
    public func changeSetting(_ change: RowChange) {
        let next: AppSettings
        do {
            next = try settingsWith(settings: settings, change: change)
            try validateSettings(settings: next)
        } catch {
            settingsProblem = failureDetails(error)
            return
        }
        apply(next)
    }

    /// Settings from elsewhere (tests, a future import): checked by the core like a change.
    public func replaceSettings(_ next: AppSettings) {
        do {
            try validateSettings(settings: next)
        } catch {
            settingsProblem = failureDetails(error)
            return
        }
        apply(next)
    }

    private func apply(_ next: AppSettings) {
        guard next != settings else { return }
        settings = next
        settingsProblem = nil
        let lang = language
        game?.apply(settings: next, language: lang)
        review?.setLanguage(lang)
        trainer?.apply(settings: next, language: lang)
        if puzzles != nil || practice != nil {
            languageReload = Task { [weak self] in
                guard let self else { return }
                if self.puzzles != nil { await self.reloadPuzzles() }
                if self.practice != nil { await self.reloadPractice() }
            }
        }
        let previous = settingsWrite
        let store = settingsStore
        settingsWrite = Task { [weak self] in
            await previous?.value
            do {
                try await store.save(next)
            } catch {
                self?.settingsProblem = failureDetails(error)
            }
        }
    }

    /// Waits until the settings are written, a game just left is saved, the game's searches
    /// and writes are done, and reviews are done or, when left, stopped (tests).
    public func settle() async {
        await settingsWrite?.value
        await leaveTask?.value
        await game?.settle()
        await review?.settle()
        await reviewsStopping?.value
        await trainer?.settle()
        await trainerStopping?.value
        await languageReload?.value
    }

    // MARK: The app's life

    /// The app goes to the background: the clock pauses and the game is saved; the trainer's
    /// tries recorded so far are written.
    public func enterBackground() async {
        await game?.enterBackground()
        await trainer?.drainWrites()
        await settingsWrite?.value
    }

    /// The app comes back.
    public func enterForeground() {
        game?.enterForeground()
    }

    // MARK: Internals

    /// Leaving the game screen (back, or a new path without it) closes the game; the
    /// native objects go with the model once its work is done.
    private func pathChanged(from old: [Screen]) {
        if old.contains(.review) && !path.contains(.review) {
            closeReview()
        }
        if old.contains(.trainer) && !path.contains(.trainer) {
            closeTrainer()
        }
        if !path.contains(where: { if case .puzzleList = $0 { return true } else { return false } }) {
            puzzleList = nil
        }
        if old.contains(.game) && !path.contains(.game), let leaving = game {
            leaving.close()
            game = nil
            // The last autosave may still be on its way; "continue" shows it once written.
            leaveTask = Task { [weak self] in
                await leaving.settle()
                await self?.refreshAutosave()
            }
        }
        if case .rules = old.last, !path.contains(where: { if case .rules = $0 { return true } else { return false } })
        {
            rulesChoice = nil
        }
        if case .newGame = old.last,
            !path.contains(where: { if case .newGame = $0 { return true } else { return false } })
        {
            if !path.contains(.game) { form = nil }
        }
    }
}
