import FolkChessCore
import Foundation
import Observation

/// The app's one disk writer: the core's disk jobs run here one at a time, never on the main
/// actor (``AppModel`` hands them over in the order the core asked for them).
actor DiskWriter {
    func run(_ job: DiskWork) -> DiskDone { job.run() }
}

/// The app: a thin adapter of the core's app reducer (``AppCore``). It sends the core every
/// event with the two clocks, publishes the core's ``view`` (the stack of screens and the one on
/// top, every word chosen by the core) and carries out the core's effects:
///
/// - `disk`: the job runs on the one ``DiskWriter``, one after the other in the order asked;
///   its answer goes back as `diskDone`;
/// - `search` / `runReview`: the job runs in a detached task with a ``CancelHandle`` kept by
///   id; its answer goes back as `searchDone` / `reviewDone` (the core drops a stale one);
/// - `cancelSearch` / `cancelReview`: that handle is cancelled and its answer dropped;
/// - `feedback` and `share`: handed to the platform (``FeedbackPlayer``, ``SharePresenter``).
///
/// The view's announcements (ids growing across screens and games) go to the ``Announcer``,
/// each above the last id said, once.
///
/// While the table on screen is `ticking` a tick is sent every 200 ms. Nothing here decides
/// what the app shows: the views draw ``view``.
@Observable
@MainActor
public final class AppModel {
    /// Everything the app shows, as the core last gave it.
    public private(set) var view: AppView
    /// The screen of each level of the stack as it was last shown (the views under the top
    /// keep drawing it while they are covered).
    public private(set) var shown: [Int: ScreenView] = [:]

    @ObservationIgnored private let core: AppCore
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let preferredLanguages: @Sendable () -> [String]
    @ObservationIgnored private let feedback: any FeedbackPlayer
    @ObservationIgnored private let sharer: any SharePresenter
    @ObservationIgnored private let announcer: (any Announcer)?
    /// The id of the last announcement handed to the announcer.
    @ObservationIgnored private var announced: UInt64 = 0
    @ObservationIgnored private let writer = DiskWriter()
    /// The last disk job handed to the writer (each waits for the one before it).
    @ObservationIgnored private var diskTail: Task<Void, Never>?
    @ObservationIgnored private var searches: [Int64: CancelHandle] = [:]
    @ObservationIgnored private var reviews: [Int64: CancelHandle] = [:]
    /// The work under way (disk jobs, searches, reviews), for ``settle()``.
    @ObservationIgnored private var work: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var workCount = 0
    @ObservationIgnored private var ticker: Task<Void, Never>?
    @ObservationIgnored private var feedbackCount = 0
    /// Sees the effects of every event, in order (tests).
    @ObservationIgnored public var onEffects: (([AppEffect]) -> Void)?

    /// The app over its data folder `directory` (the app passes Application Support/FolkChess):
    /// settings in `settings.json`, saved games, statistics and progress in `saves/`. Call
    /// ``start()`` next. `preferredLanguages` are the phone's (asked again when the app comes
    /// back). Throws the core's error for a path it cannot use.
    public init(
        directory: URL, clock: any MonotonicClock = SystemUptimeClock(), wallClock: any WallClock = SystemWallClock(),
        preferredLanguages: @escaping @Sendable () -> [String] = { Locale.preferredLanguages },
        timeZone: TimeZone = .current,
        seed: Int64 = Int64.random(in: 0...Int64.max), feedback: any FeedbackPlayer, share: any SharePresenter,
        announcer: (any Announcer)? = nil
    ) throws {
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wallClock.nowMs()) / 1000)) / 60
        core = try AppCore(
            dataDir: directory.path, phoneLanguages: preferredLanguages(), utcOffsetMinutes: Int32(offset), seed: seed)
        self.clock = clock
        self.wallClock = wallClock
        self.preferredLanguages = preferredLanguages
        self.feedback = feedback
        self.sharer = share
        self.announcer = announcer
        view = try core.view(monoMs: clock.nowMs(), epochMs: wallClock.nowMs())
        shown = [0: view.screen]
    }

    /// The app starts: the core reads the settings, the autosave and the progress.
    public func start() { send(.start) }

    /// Sends `event` to the core now, publishes the view after it and carries out its effects.
    /// An event the core refuses (a table's event once the table has gone) changes nothing.
    public func send(_ event: AppEvent) {
        let update: AppUpdate
        do {
            update = try core.sendAndView(event: event, monoMs: clock.nowMs(), epochMs: wallClock.nowMs())
        } catch {
            return
        }
        publish(update.view)
        onEffects?(update.effects)
        for effect in update.effects { perform(effect) }
    }

    /// The screen to draw at level `index` of the stack: the one on top as the core gives it,
    /// one under it as it was last shown.
    public func screen(at index: Int) -> ScreenView? {
        index == view.stack.count - 1 ? view.screen : shown[index]
    }

    /// The navigation stack above home was cut to `count` screens by the platform (its back
    /// button or swipe): one `back` per screen left.
    public func popped(to count: Int) {
        while view.stack.count - 1 > count {
            let before = view.stack.count
            send(.back)
            if view.stack.count >= before { return }
        }
    }

    // MARK: The app's life

    /// The app goes to the background: the core pauses the clock and saves; returns once every
    /// disk job asked for so far is done.
    public func enterBackground() async {
        send(.background)
        await drainDisk()
    }

    /// The app comes back (the phone's languages may have changed meanwhile).
    public func enterForeground() {
        send(.phoneLanguages(tags: preferredLanguages()))
        send(.foreground)
    }

    /// Returns once every disk job asked for so far (and any asked for meanwhile) is done.
    public func drainDisk() async {
        while let tail = diskTail {
            await tail.value
            if diskTail == tail { diskTail = nil }
        }
    }

    /// Returns once no disk job, search or review is under way (tests).
    public func settle() async {
        while let task = work.values.first { await task.value }
    }

    // MARK: Effects

    private func publish(_ next: AppView) {
        if next != view { view = next }
        for said in next.announcements where said.id > announced {
            announced = said.id
            announcer?.announce(said)
        }
        let top = next.stack.count - 1
        var levels = shown.filter { $0.key < top }
        levels[top] = next.screen
        if levels != shown { shown = levels }
        keepTicking(table(of: next.screen)?.ticking ?? false)
    }

    private func perform(_ effect: AppEffect) {
        switch effect {
        case .disk(let job):
            let previous = diskTail
            let writer = self.writer
            diskTail = track { [weak self] in
                await previous?.value
                let done = await writer.run(job)
                self?.send(.diskDone(answer: done))
            }
        case .search(let job):
            let handle = CancelHandle()
            let id = job.id()
            searches[id] = handle
            track { [weak self] in
                let done = await Task.detached { job.run(cancel: handle) }.value
                // A cancelled search's answer is dropped here (a later one may reuse the id).
                guard let self, self.searches[id] === handle else { return }
                self.searches[id] = nil
                self.send(.searchDone(answer: done))
            }
        case .cancelSearch(let id):
            searches.removeValue(forKey: id)?.cancel()
        case .runReview(let job):
            let handle = CancelHandle()
            let id = job.id()
            reviews[id] = handle
            track { [weak self] in
                let done = await Task.detached { job.run(cancel: handle) }.value
                guard let self, self.reviews[id] === handle else { return }
                self.reviews[id] = nil
                self.send(.reviewDone(answer: done))
            }
        case .cancelReview(let id):
            reviews.removeValue(forKey: id)?.cancel()
        case .feedback(let kind, let haptic, let sound):
            feedbackCount += 1
            feedback.play(FeedbackSignal(serial: feedbackCount, kind: kind, haptic: haptic, sound: sound))
        case .share(let title, let text, let board, let result):
            feedbackCount += 1
            sharer.present(SharedText(id: feedbackCount, title: title, text: text, board: board, result: result))
        }
    }

    /// Runs `body` on the main actor as work that ``settle()`` waits for.
    @discardableResult
    private func track(_ body: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        workCount += 1
        let id = workCount
        let task = Task { @MainActor [weak self] in
            await body()
            self?.work[id] = nil
        }
        work[id] = task
        return task
    }

    /// The table on a screen (the game's, a puzzle's or a lesson's).
    private func table(of screen: ScreenView) -> TableView? {
        switch screen {
        case .game(let table): return table
        case .trainer(let trainer): return trainer.table
        case .lesson(let lesson): return lesson.table
        default: return nil
        }
    }

    /// A tick every 200 ms while the table on screen is ticking.
    private func keepTicking(_ on: Bool) {
        if !on {
            ticker?.cancel()
            ticker = nil
        } else if ticker == nil {
            ticker = Task { @MainActor [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: 200_000_000)
                    guard !Task.isCancelled, let self else { return }
                    self.send(.table(event: .tick))
                }
            }
        }
    }
}
