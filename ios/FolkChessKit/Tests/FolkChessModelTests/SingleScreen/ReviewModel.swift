// A single-screen adapter the app used before it became an adapter of AppCore: kept here, in
// the tests only, as the harness of the tests of the core's single-screen objects (GameTable,
// Trainer, ReviewScreen, SaveStore) through the FFI. The app does not use it.
import FolkChessCore
@testable import FolkChessModel
import Observation

/// Where a review was opened from.
public enum ReviewSource: Sendable, Equatable {
    /// The game on screen, after it ended.
    case game
    /// A saved game, by its id.
    case savedGame(id: String)
    /// A game imported from a shared text.
    case imported
}

/// The review screen: a thin adapter over the core's ``ReviewScreen``, which reviews its own
/// copy of the game and words everything. It forwards events, runs the review off the main
/// actor with a ``CancelHandle`` (`ReviewScreen.runReview` blocks) and publishes ``view``; a
/// run that fails for another reason than a cancel or a newer run is reported to the screen
/// (`ReviewEvent.failed` with what it threw), which stops waiting and shows the core's sentence
/// as ``ReviewView/failure``.
@Observable
@MainActor
public final class ReviewModel {
    /// Which game.
    public let game: GameKind
    /// The game's board layout (static).
    public let layout: BoardLayout
    /// Where the review was opened from.
    public let source: ReviewSource
    /// Everything the screen shows.
    public private(set) var view: ReviewView
    /// The reviewed game in the save format (what `shareText` reads), taken when the review
    /// was opened.
    public let record: String
    /// A core error an event met, as the core words it in the player's language, if any.
    public private(set) var problem: FailureText?

    /// How the last run of the review ended: the tests check that leaving cancels it.
    enum RunEnd: Sendable, Equatable { case reviewed, cancelled, stale, failed }

    /// The core's screen; it holds its own copy of the game.
    @ObservationIgnored let screen: ReviewScreen
    /// Keeps the reviewed game's mistakes as practice exercises (the core's JSON), through
    /// the app's store actor; set by whoever opens the review.
    @ObservationIgnored public var keepExercises: ((String) -> Void)?
    /// The display language, for the sentence of a failure.
    @ObservationIgnored private var language: DisplayLanguage
    @ObservationIgnored private var runs: [Int64: (handle: CancelHandle, task: Task<Void, Never>)] = [:]
    /// How the last run ended, whether or not its answer was used.
    @ObservationIgnored private(set) var runEnd: RunEnd?
    /// Runs the core's review (tests replace it to make a run fail).
    @ObservationIgnored var runReview: @Sendable (ReviewScreen, Int64, CancelHandle) throws -> Void = {
        try $0.runReview(id: $1, cancel: $2)
    }

    /// A review of a game in the save format (`GameTable.exportRecord()` or a loaded save).
    /// Call ``start()``.
    public init(json: String, language: DisplayLanguage, source: ReviewSource) throws {
        self.language = language
        record = json
        screen = try ReviewScreen(saveJson: json, language: language)
        let first = try screen.view()
        view = first
        game = first.game
        layout = try BoardLayouts.of(first.game)
        self.source = source
    }

    /// Sends `event`, carries out its effects, publishes the view.
    public func send(_ event: ReviewEvent) {
        let update: ReviewUpdate
        do {
            update = try screen.send(event: event)
        } catch {
            problem = failure(error, language: language)
            return
        }
        if update.view != view { view = update.view }
        for effect in update.effects {
            switch effect {
            case .run(let id): run(id)
            case .cancel(let id): runs[id]?.handle.cancel()
            case .practice(let json): keepExercises?(json)
            }
        }
    }

    /// The screen appears: the review starts.
    public func start() { send(.start) }
    /// The board after ply `ply` (0: the start position).
    public func select(ply: Int) { send(.select(ply: Int32(clamping: ply))) }
    /// The position before the ply with its best move (true), or back to the ply played.
    public func showBest(_ on: Bool) { send(.showBest(on: on)) }
    /// One ply back.
    public func previous() { send(.previous) }
    /// One ply on.
    public func next() { send(.next) }
    /// The display language changed.
    public func setLanguage(_ language: DisplayLanguage) {
        self.language = language
        send(.language(language: language))
    }
    /// The screen is left: the review is cancelled.
    public func close() { send(.leave) }

    /// Whether the core is still reviewing.
    public var isLoading: Bool { !runs.isEmpty }

    /// Whether the run with this id was told to stop (tests); nil when it is not running.
    func isCancelled(run id: Int64) -> Bool? { runs[id]?.handle.isCancelled() }

    /// Waits until every review run started has ended and its answer was sent.
    public func settle() async {
        while let id = runs.keys.min(), let run = runs[id] {
            await run.task.value
            runs[id] = nil
        }
    }

    private func run(_ id: Int64) {
        let handle = CancelHandle()
        let screen = self.screen
        let runReview = self.runReview
        let task = Task { [weak self] in
            let (ended, thrown) = await Task.detached(priority: .userInitiated) { () -> (RunEnd, FolkChessError?) in
                do {
                    try runReview(screen, id, handle)
                    return (.reviewed, nil)
                } catch FolkChessError.Cancelled {
                    return (.cancelled, nil)
                } catch FolkChessError.Stale {
                    return (.stale, nil)
                } catch let error as FolkChessError {
                    return (.failed, error)
                } catch {
                    // not the core's: a bug all the same, told as one (the details name it)
                    return (.failed, .Internal(reason: String(describing: error)))
                }
            }.value
            guard let self else { return }
            self.runEnd = ended
            self.runs[id] = nil
            switch ended {
            case .reviewed: self.send(.reviewDone(id: id))
            // The screen stops waiting and says there is no review (the core's sentence).
            case .failed: self.send(.failed(error: thrown ?? .Internal(reason: "the review failed")))
            case .cancelled, .stale: break
            }
        }
        runs[id] = (handle, task)
    }
}
