import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The platform as the tests see it: the feedback played, the games shared and what the
/// screen reader was told, kept.
@MainActor final class FakePlatform: FeedbackPlayer, SharePresenter, Announcer {
    private(set) var played: [FeedbackSignal] = []
    private(set) var shared: [SharedText] = []
    private(set) var announced: [Announcement] = []

    func play(_ signal: FeedbackSignal) { played.append(signal) }
    func present(_ shared: SharedText) { self.shared.append(shared) }
    func announce(_ announcement: Announcement) { announced.append(announcement) }
}

/// The app over `dir` with a manual clock and the phone's `languages`, started and settled
/// (its files read).
@MainActor
func openApp(
    _ dir: URL, clock: ManualClock = ManualClock(), wallClock: ManualClock? = nil, languages: [String] = ["en-GB"],
    seed: Int64 = 1, platform: FakePlatform = FakePlatform()
) async throws -> AppModel {
    let app = try AppModel(
        directory: dir, clock: clock, wallClock: wallClock ?? clock, preferredLanguages: { languages },
        timeZone: TimeZone(identifier: "UTC")!, seed: seed, feedback: platform, share: platform,
        announcer: platform)
    app.start()
    await app.settle()
    return app
}

/// Reading the screen on top, and sending events and waiting for their work.
@MainActor
extension AppModel {
    /// Sends `event` and waits until its disk jobs, searches and reviews are done.
    func run(_ event: AppEvent) async {
        send(event)
        await settle()
    }

    var language: DisplayLanguage { view.language }
    var texts: AppTexts { view.texts }
    var stack: [Route] { view.stack }

    var home: HomeView? { if case .home(let v) = view.screen { return v } else { return nil } }
    var newGame: NewGameView? { if case .newGame(let v, _) = view.screen { return v } else { return nil } }
    var learnOffer: LearnOffer? { if case .newGame(_, let o) = view.screen { return o } else { return nil } }
    var game: TableView? { if case .game(let v) = view.screen { return v } else { return nil } }
    var settingsScreen: SettingsView? { if case .settings(let v) = view.screen { return v } else { return nil } }
    var savedGames: SavedGamesView? { if case .savedGames(let v, _) = view.screen { return v } else { return nil } }
    var review: ReviewView? { if case .review(let v) = view.screen { return v } else { return nil } }
    var trainer: TrainerView? { if case .trainer(let v) = view.screen { return v } else { return nil } }
    var lesson: LessonView? { if case .lesson(let v) = view.screen { return v } else { return nil } }
    var puzzles: PuzzlesView? { if case .puzzles(let v) = view.screen { return v } else { return nil } }
    var practice: PracticeView? { if case .practice(let v) = view.screen { return v } else { return nil } }
    var stats: StatsView? { if case .statistics(let v, _) = view.screen { return v } else { return nil } }
    var statsProblem: FailureText? { if case .statistics(_, let p) = view.screen { return p } else { return nil } }
    var rules: RulesScreenState? {
        if case .rules(let frame, let language) = view.screen { return RulesScreenState(frame: frame, language: language) }
        return nil
    }
    var importProblem: String? { if case .import(_, let p, _) = view.screen { return p } else { return nil } }
    var importOpenEnabled: Bool { if case .import(_, _, let open) = view.screen { return open } else { return false } }

    /// The table on screen: the game's, a puzzle's or a lesson's.
    var table: TableView? { game ?? trainer?.table ?? lesson?.table }

    /// Chooses option `name` of the new-game form's row `key`, by its index.
    func choose(_ key: ChoiceKey, _ name: String) async throws {
        let row = try #require(newGame?.choices.first { $0.key == key })
        let index = try #require(row.options.firstIndex(of: name), "\(row.options)")
        await run(.newGameChoice(key: key, index: Int32(index)))
    }

    /// Changes the setting `key` to the option named `name`.
    func setting(_ key: ChoiceKey, _ name: String) async throws {
        let row = try #require(settingsScreen?.sections.flatMap(\.choices).first { $0.key == key })
        let index = try #require(row.options.firstIndex(of: name), "\(row.options)")
        await run(.settingChoice(key: key, index: Int32(index)))
    }

    /// Chooses the display language named `option` on the settings screen, and comes back.
    func setLanguage(_ option: String) async throws {
        await run(.openSettings)
        try await setting(.language, option)
        await run(.back)
    }

    /// Taps the point `index` of the table on screen.
    func tap(_ index: Int) async { await run(.table(event: .tap(point: Int32(index)))) }

    /// Plays `move` ("a1-b2") on the table on screen by two taps.
    func play(_ move: String) async throws {
        let game = try #require(table?.game)
        let names = move.split(separator: "-").map(String.init)
        await tap(try point(names[0], game))
        await tap(try point(names[1], game))
    }

    /// The points with `mark` on the table on screen.
    func marked(_ mark: PointMark) -> [Int] {
        (table?.board.points ?? []).filter { $0.mark == mark }.map { Int($0.index) }
    }

    /// Selects the first movable piece and plays to its first target, by taps.
    func playFirstLegalMove() async throws {
        let from = try #require(marked(.movable).min())
        await tap(from)
        let to = try #require(marked(.target).min())
        await tap(to)
    }

    /// Plays a legal move other than `solution` by taps (the first movable piece with a target
    /// that is not the solution).
    func playWrongMove(notSolution solution: String) async throws {
        let game = try #require(table?.game)
        let names = solution.split(separator: "-").map(String.init)
        let (from, to) = (try point(names[0], game), try point(names[1], game))
        for piece in marked(.movable) {
            await tap(piece)
            if let target = marked(.target).first(where: { !(piece == from && $0 == to) }) {
                await tap(target)
                return
            }
        }
        Issue.record("no wrong move to play")
    }

    /// Lets the wrong move on show go back (the core's second, on `clock`, and the tick at its
    /// end): the piece home again, the move's cross on the empty point.
    func takeTheWrongMoveBack(_ clock: ManualClock) async throws {
        let refused = try #require(table?.board.refused)
        clock.advance(ms: 1_100)
        await run(.table(event: .tick))
        let board = try #require(table?.board)
        #expect(board.refused == refused && board.points[Int(refused.to)].piece == nil)
        #expect(board.moving == Arrow(from: refused.to, to: refused.from), "sliding home")
    }

    /// A new game of `game` in pass-and-play (English names), started from home.
    func startPassAndPlay(_ game: GameKind, turnTime: String? = nil) async throws {
        await run(.openNewGame(game: game))
        if learnOffer != nil { await run(.dismissLearnOffer(game: game)) }
        try await choose(.opponent, "Pass and play")
        if let turnTime { try await choose(.turnTime, turnTime) }
        await run(.startGame)
    }
}
