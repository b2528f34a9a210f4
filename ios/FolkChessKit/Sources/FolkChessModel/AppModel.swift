import FolkChessCore
import Foundation
import Observation

/// The composition root of the app's state: navigation, settings, saved games, the home
/// screen, the new-game form, the rules screen and the game in progress. The SwiftUI app owns
/// one and forwards the scene phase; tests build one over a temporary folder, a manual clock
/// and the real core.
@Observable
@MainActor
public final class AppModel {
    /// What the core knows before any game.
    public let catalog: CoreCatalog
    /// The settings in force.
    public private(set) var settings: AppSettings
    /// Why the settings file could not be read or written, if so.
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
    /// The autosaved game, as summarised for the home screen's "continue".
    public private(set) var autosaved: SavedGameRow?
    /// A message from the last failed action on a list screen.
    public private(set) var message: String?

    @ObservationIgnored private let settingsStore: SettingsStore
    @ObservationIgnored private let store: GameStore
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let preferredLanguages: @Sendable () -> [String]
    @ObservationIgnored private let timeZone: TimeZone
    @ObservationIgnored private var settingsWrite: Task<Void, Never>?
    @ObservationIgnored private var leaveTask: Task<Void, Never>?
    /// Ends when every review left has stopped (``settle()`` waits for it); it holds a left
    /// review, and its native game, only until then.
    @ObservationIgnored private var reviewsStopping: Task<Void, Never>?
    @ObservationIgnored private var rulesCache: [RulesKey: RulesDoc] = [:]
    @ObservationIgnored private var appRulesCache: [Language: RulesSection] = [:]

    private struct RulesKey: Hashable {
        let game: GameKind
        let language: Language
    }

    /// Opens the app's data in `directory` (the app passes Application Support): settings
    /// from `settings.json`, saved games from `saves/`.
    public static func open(
        directory: URL, clock: any MonotonicClock = SystemUptimeClock(),
        wallClock: any WallClock = SystemWallClock(),
        preferredLanguages: @escaping @Sendable () -> [String] = { Locale.preferredLanguages },
        timeZone: TimeZone = .current
    ) async throws -> AppModel {
        let catalog = try CoreCatalog()
        let settingsStore = try SettingsStore(directory: directory)
        let loaded = try await settingsStore.load()
        let store = try GameStore(directory: directory.appendingPathComponent("saves", isDirectory: true))
        let model = AppModel(
            catalog: catalog, loaded: loaded, settingsStore: settingsStore, store: store, clock: clock,
            wallClock: wallClock, preferredLanguages: preferredLanguages, timeZone: timeZone)
        await model.refreshAutosave()
        return model
    }

    private init(
        catalog: CoreCatalog, loaded: LoadedSettings, settingsStore: SettingsStore, store: GameStore,
        clock: any MonotonicClock, wallClock: any WallClock,
        preferredLanguages: @escaping @Sendable () -> [String], timeZone: TimeZone
    ) {
        self.catalog = catalog
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

    /// The interface language.
    public var language: DisplayLanguage {
        DisplayLanguage.resolve(settings.language, preferredLanguages: preferredLanguages())
    }

    /// The app's own strings in the interface language.
    public var strings: AppStrings { AppStrings(language) }

    /// Dark (true), light (false) or the phone's choice (nil).
    public var prefersDark: Bool? {
        switch settings.theme {
        case .system: return nil
        case .light: return false
        case .dark: return true
        }
    }

    // MARK: Home

    /// The home screen.
    public var home: HomeState {
        HomeState(
            cards: catalog.games.map { g in
                GameCard(
                    game: g.game, nameZh: g.nameZh, nameEn: g.nameEn,
                    tagline: catalog.tagline(of: g.game, in: language), miniature: catalog.startScene(g.game))
            },
            continueGame: game == nil ? autosaved : nil)
    }

    /// Re-reads the autosave slot for "continue".
    public func refreshAutosave() async {
        do {
            guard let session = try await store.loadAutosave(), let snap = try? session.snapshot(nowMs: 0),
                snap.status == .ongoing, let setup = try? session.setup()
            else {
                autosaved = nil
                return
            }
            let lang = language
            autosaved = SavedGameRow(
                id: "autosave", game: snap.game,
                title: catalog.name(of: snap.game, in: lang),
                detail: saveDetail(
                    setup: setup, plyCount: Int(snap.plyNumber), over: false, savedAtMs: nil, catalog: catalog,
                    language: lang, timeZone: timeZone),
                thumbnail: BoardScene(layout: catalog.layout(snap.game), points: snap.points, showNames: false),
                canReview: false)
        } catch {
            // A damaged autosave is not offered; the next autosave replaces it.
            autosaved = nil
        }
    }

    // MARK: New game

    /// Opens the new-game form of a game, with the settings' defaults.
    public func openNewGame(_ game: GameKind) {
        form = NewGameForm(
            game: game, vsComputer: true, level: settings.defaultLevel, humanSide: settings.defaultHumanSide,
            turnSeconds: settings.turnSeconds)
        path.append(.newGame(game))
    }

    /// Changes the form.
    public func updateForm(_ change: (inout NewGameForm) -> Void) {
        guard var f = form else { return }
        change(&f)
        form = f
    }

    /// The new-game screen.
    public var newGame: NewGameState? {
        guard let f = form else { return nil }
        let s = strings
        return NewGameState(
            form: f, title: catalog.title(of: f.game, in: language), levels: levelChoices, sides: sideChoices,
            turnTimes: catalog.turnTimeChoices.map { Choice(value: $0, label: catalog.turnTimeLabel($0, strings: s)) })
    }

    /// Starts the game of the form.
    public func startNewGame() async {
        guard let f = form else { return }
        do {
            let session = try GameSession(setup: f.setup)
            await begin(session)
        } catch {
            message = coreMessage(error)
        }
    }

    // MARK: The game

    /// Home's "continue": the autosaved game.
    public func continueGame() async {
        do {
            guard let session = try await store.loadAutosave() else {
                autosaved = nil
                return
            }
            await begin(session)
        } catch {
            message = coreMessage(error)
            autosaved = nil
        }
    }

    /// Resumes a saved game.
    public func resume(id: String) async {
        do {
            await begin(try await store.load(id: id))
        } catch {
            message = coreMessage(error)
            await reloadSaves()
        }
    }

    /// Puts a game on screen (replacing and releasing any other) and autosaves it.
    private func begin(_ session: GameSession) async {
        game?.close()
        game = nil
        do {
            let model = try GameModel(
                session: session, catalog: catalog, settings: settings, language: language, clock: clock,
                wallClock: wallClock, store: store)
            game = model
            form = nil
            message = nil
            path = [.game]
            model.start()
            try? await store.writeAutosave(session, savedAtMs: wallClock.nowMs())
        } catch {
            message = coreMessage(error)
        }
    }

    /// "Save and leave": the game is filed under saved games, leaves the autosave slot, and
    /// the app goes home.
    public func saveAndLeave() async {
        guard let g = game else { return }
        await g.settle()
        do {
            _ = try await store.save(g.session, savedAtMs: wallClock.nowMs())
            try await store.clearAutosave()
        } catch {
            message = coreMessage(error)
        }
        path = []
    }

    /// Leaves the game (back to home); it stays in the autosave slot for "continue".
    public func leaveGame() {
        path = []
    }

    /// Opens the rules of the game on screen.
    public func openRulesFromGame() {
        guard let g = game else { return }
        openRules(g.game)
    }

    // MARK: Rules

    /// Opens the rules of a game in the interface language.
    public func openRules(_ game: GameKind) {
        rulesChoice = (game, language, nil)
        path.append(.rules(game))
    }

    /// Shows the rules in Chinese, English or both.
    public func setRulesLanguage(_ language: DisplayLanguage) {
        guard let r = rulesChoice else { return }
        rulesChoice = (r.game, language, r.highlighted)
    }

    /// A point name tapped in the rules text: highlight it on the diagram (again: clear it).
    public func tapRulesPoint(_ index: Int) {
        guard let r = rulesChoice else { return }
        rulesChoice = (r.game, r.language, r.highlighted == index ? nil : index)
    }

    /// The rules screen (each text asked of the core once).
    public var rules: RulesState? {
        guard let r = rulesChoice else { return nil }
        let langs = r.language.coreLanguages
        do {
            return RulesState(
                game: r.game, language: r.language,
                docs: try langs.map { try rulesText(r.game, $0) },
                appRules: try langs.map { try appRulesText($0) },
                diagram: catalog.startScene(r.game, highlighted: r.highlighted, showNames: true),
                highlighted: r.highlighted)
        } catch {
            return nil
        }
    }

    private func rulesText(_ game: GameKind, _ language: Language) throws -> RulesDoc {
        if let doc = rulesCache[RulesKey(game: game, language: language)] { return doc }
        let doc = try rulesDoc(game: game, language: language)
        rulesCache[RulesKey(game: game, language: language)] = doc
        return doc
    }

    private func appRulesText(_ language: Language) throws -> RulesSection {
        if let section = appRulesCache[language] { return section }
        let section = try appRules(language: language)
        appRulesCache[language] = section
        return section
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
            message = coreMessage(error)
        }
    }

    /// Deletes a saved game (good or damaged).
    public func deleteSave(id: String) async {
        do {
            try await store.delete(id: id)
        } catch {
            message = coreMessage(error)
        }
        await reloadSaves()
    }

    /// The saved games as rows.
    public var savedRows: [SavedGameRow] {
        let lang = language
        let s = AppStrings(lang)
        return saves.map { entry in
            switch entry {
            case .good(let summary):
                return SavedGameRow(
                    id: summary.id, game: summary.game, title: catalog.name(of: summary.game, in: lang),
                    detail: saveDetail(
                        setup: summary.setup, plyCount: Int(summary.plyCount), over: summary.status == .ended,
                        savedAtMs: summary.savedAtMs, catalog: catalog, language: lang, timeZone: timeZone),
                    thumbnail: BoardScene(
                        layout: catalog.layout(summary.game), points: summary.points, showNames: false),
                    canReview: summary.plyCount > 0)
            case .damaged(let id, let reason):
                return SavedGameRow(
                    id: id, game: nil, title: "\(s.damaged) · \(id)", detail: reason, thumbnail: nil, canReview: false)
            }
        }
    }

    // MARK: Review

    /// The game on screen ended: its review opens over it (back returns to the game).
    public func openReviewFromGame() {
        guard let g = game, g.snapshot.status == .ended else { return }
        showReview(g.session, source: .game)
    }

    /// Reviews a saved game, loaded through the store actor (off the main actor).
    public func openReview(saveId id: String) async {
        do {
            showReview(try await store.load(id: id), source: .savedGame(id: id))
        } catch {
            message = coreMessage(error)
            await reloadSaves()
        }
    }

    private func showReview(_ session: GameSession, source: ReviewSource) {
        // A second tap while the review opens: one review screen.
        guard !path.contains(.review) else { return }
        do {
            let model = try ReviewModel(session: session, catalog: catalog, language: language, source: source)
            closeReview()
            review = model
            message = nil
            model.start()
            path.append(.review)
        } catch {
            message = coreMessage(error)
        }
    }

    /// Stops the review on screen (its search is cancelled) and lets its native game go.
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

    // MARK: Settings

    /// Opens the settings.
    public func openSettings() {
        path.append(.settings)
    }

    /// The settings screen.
    public var settingsScreen: SettingsState {
        let s = strings
        return SettingsState(
            settings: settings, problem: settingsProblem,
            languages: [
                Choice(value: .system, label: s.followSystem), Choice(value: .zh, label: "中文"),
                Choice(value: .en, label: "English"), Choice(value: .both, label: s.bothLanguages),
            ],
            themes: [
                Choice(value: .system, label: s.followSystem), Choice(value: .light, label: s.themeLight),
                Choice(value: .dark, label: s.themeDark),
            ],
            levels: levelChoices, sides: sideChoices,
            turnTimes: catalog.turnTimeChoices.map { Choice(value: $0, label: catalog.turnTimeLabel($0, strings: s)) },
            coreVersion: catalog.coreVersion)
    }

    /// Changes the settings: checked by the core, applied to the game on screen at once, and
    /// written (off the main actor, one write after the other). A value the core refuses
    /// changes nothing and is reported in ``settingsProblem``.
    public func updateSettings(_ changes: SettingChange...) {
        let next = settings.applying(changes)
        do {
            try validateSettings(settings: next)
        } catch {
            settingsProblem = coreMessage(error)
            return
        }
        settings = next
        settingsProblem = nil
        game?.settings = next
        game?.language = language
        review?.language = language
        let previous = settingsWrite
        let store = settingsStore
        settingsWrite = Task { [weak self] in
            await previous?.value
            do {
                try await store.save(next)
            } catch {
                self?.settingsProblem = coreMessage(error)
            }
        }
    }

    /// Waits until the settings are written, a game just left is saved, and reviews are
    /// done or, when left, stopped (tests).
    public func settle() async {
        await settingsWrite?.value
        await leaveTask?.value
        await game?.settle()
        await review?.settle()
        await reviewsStopping?.value
    }

    // MARK: The app's life

    /// The app goes to the background: the clock pauses and the game is saved.
    public func enterBackground() async {
        await game?.enterBackground()
        await settingsWrite?.value
    }

    /// The app comes back.
    public func enterForeground() {
        game?.enterForeground()
    }

    // MARK: Internals

    private var levelChoices: [Choice<Level>] {
        catalog.levels.map { Choice(value: $0.level, label: catalog.name(of: $0.level, in: language)) }
    }

    private var sideChoices: [Choice<Side>] {
        [Side.first, .second].map { Choice(value: $0, label: catalog.name(of: $0, in: language)) }
    }

    /// Leaving the game screen (back, or a new path without it) closes the game; the
    /// native objects go with the model.
    private func pathChanged(from old: [Screen]) {
        if old.contains(.review) && !path.contains(.review) {
            closeReview()
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
