import FolkChessCore
import Observation

/// Where a review was opened from.
public enum ReviewSource: Sendable, Equatable {
    /// The game on screen, after it ended.
    case game
    /// A saved game, by its id.
    case savedGame(id: String)
}

/// One ply of the review's move list, as a row shows it.
public struct ReviewRow: Sendable, Equatable, Identifiable {
    /// The ply's number in the game, from 1.
    public let number: Int
    /// The side that played it.
    public let side: Side
    /// The move in notation (`bc-bl`, `c4-c3 x c2`), or the words for a pass on time.
    public let move: String
    /// The values before and after, short (`W7 → L1`, `+0.35 → -0.80`).
    public let values: String
    /// What the ply did.
    public let label: MoveLabel
    /// The label's name from the core in the display language (`blunder`, `败着`).
    public let labelName: String
    /// Whether this ply decided the game.
    public let isDeciding: Bool
    /// Whether this ply is the one on the board.
    public let isSelected: Bool
    /// What VoiceOver reads: the core's sentence about the ply (and "deciding ply").
    public let spoken: String

    /// The ply's number identifies the row.
    public var id: Int { number }
}

/// One side's summary line.
public struct ReviewSideLine: Sendable, Equatable {
    /// The side.
    public let side: Side
    /// The core's line: `First (red): 2 best, 0 good, 0 mistakes, 1 blunder`.
    public let text: String
}

/// Everything the review screen shows, in the display language: a value computed from
/// ``ReviewModel``, so that the SwiftUI view is a function of it (and it is tested here).
public struct ReviewScreenState: Sendable, Equatable {
    /// "Review · Zhong Kui Chess".
    public let title: String
    /// "Reviewing the game…" while the core works; nil once it is done.
    public let busy: String?
    /// Why there is no review (the core's message), if so.
    public let failure: String?
    /// How the game ended (the core's sentence); nil while loading or for a game still going.
    public let outcome: String?
    /// How the values were found (the core's words); nil while loading.
    public let method: String?
    /// One summary line per side, First then Second; empty while loading.
    public let sides: [ReviewSideLine]
    /// The core's sentence on the deciding ply (also when there is none); nil while loading.
    public let decided: String?
    /// The ply after which the result was decided (0: from the start); nil when none.
    public let decidedPly: Int?
    /// The move list; empty while loading.
    public let rows: [ReviewRow]
    /// The ply on the board (0: the start position).
    public let selectedPly: Int
    /// "Ply 5 of 6", or "Start position".
    public let position: String
    /// The board after the selected ply, with the played move (the last-move trail) and the
    /// best move (the hint's arrow); while loading, the game's board as it is.
    public let scene: BoardScene
    /// The core's sentence on the selected ply, or the start position's words.
    public let caption: String
    /// "Played bc-bl" for the selected ply; nil at the start.
    public let played: String?
    /// "Best move ml-bl" when the played ply was not the best; nil otherwise.
    public let best: String?
    /// Whether there is a ply before / after the selected one.
    public let canPrevious: Bool, canNext: Bool
}

/// How each label looks in the list: a mark that does not rely on colour, and a colour.
public enum ReviewLabelStyle {
    /// The label's mark, as chess annotators write them (★ best, ✓ good, ?! ? ??).
    public static func mark(_ label: MoveLabel) -> String {
        switch label {
        case .best: return "★"
        case .good: return "✓"
        case .inaccuracy: return "?!"
        case .mistake: return "?"
        case .blunder: return "??"
        }
    }

    /// The label's colour on a light or dark background.
    public static func color(_ label: MoveLabel, dark: Bool) -> RGBA {
        switch label {
        case .best: return RGBA(hex: dark ? 0x81C784 : 0x2E7D32)
        case .good: return RGBA(hex: dark ? 0x4DB6AC : 0x00796B)
        case .inaccuracy: return RGBA(hex: dark ? 0xFFD54F : 0x9A7400)
        case .mistake: return RGBA(hex: dark ? 0xFFB74D : 0xE65100)
        case .blunder: return RGBA(hex: dark ? 0xEF9A9A : 0xC62828)
        }
    }
}

/// The review of a game: the core's ``GameReview`` (values, labels, best moves, the summary
/// and the deciding ply, all worded by the core) and the ply the player looks at.
///
/// `GameSession.review(cancel:)` blocks — in Jinmen and Huishi it searches every position, a
/// few seconds on a phone — so it runs in a detached task with a ``CancelHandle``, and
/// ``close()`` (the screen is left) cancels it; a cancelled or late answer is dropped.
@Observable
@MainActor
public final class ReviewModel {
    /// Which game.
    public let game: GameKind
    /// Where the review was opened from.
    public let source: ReviewSource
    /// The core's review, once it is done.
    public private(set) var review: GameReview?
    /// Why the review failed (the core's message), if it did.
    public private(set) var failure: String?
    /// The ply on the board: 0 is the start position, n the board after ply n.
    public private(set) var selectedPly = 0
    /// The interface language (set by the app when the settings change).
    public var language: DisplayLanguage

    /// How the last run of the review ended: the tests check that leaving cancels it.
    enum RunEnd: Sendable, Equatable { case reviewed, cancelled, failed }

    /// The native game reviewed; released with the model.
    @ObservationIgnored let session: GameSession
    @ObservationIgnored private let catalog: CoreCatalog
    @ObservationIgnored private let layout: BoardLayout
    /// Whose pieces are "yours" in spoken labels (a game against the computer).
    @ObservationIgnored private let perspective: Side?
    /// The game's board as it is, shown while the review is computed.
    @ObservationIgnored private let currentPoints: [PointState]
    @ObservationIgnored private var handle: CancelHandle?
    @ObservationIgnored private var task: Task<Void, Never>?
    @ObservationIgnored private var closed = false
    /// How the last run ended, whether or not its answer was used.
    @ObservationIgnored private(set) var runEnd: RunEnd?

    /// A review of `session` (a game that ended, or a saved game). Call ``start()``.
    public init(session: GameSession, catalog: CoreCatalog, language: DisplayLanguage, source: ReviewSource) throws {
        self.session = session
        self.catalog = catalog
        self.language = language
        self.source = source
        game = session.game()
        layout = catalog.layout(game)
        if case .vsComputer(_, let human) = try session.setup().mode {
            perspective = human
        } else {
            perspective = nil
        }
        currentPoints = try session.snapshot(nowMs: 0).points
    }

    /// The ply that decided the game, if one did.
    private func decidingPly(of review: GameReview) -> Int? {
        review.decided.map { Int($0.ply) }
    }

    /// Whether the core is still reviewing.
    public var isLoading: Bool { task != nil }

    // MARK: Lifecycle

    /// Starts the review off the main actor.
    public func start() {
        guard !closed, task == nil, review == nil else { return }
        let handle = CancelHandle()
        self.handle = handle
        failure = nil
        let session = self.session
        task = Task { [weak self] in
            let result = await Task.detached(priority: .userInitiated) {
                attempt { try session.review(cancel: handle) }
            }.value
            self?.finished(result, handle: handle)
        }
    }

    /// The screen is left: the review stops (the core stops at its next check).
    public func close() {
        closed = true
        handle?.cancel()
    }

    /// Waits until the review (or the cancelled one) is over (tests).
    public func settle() async {
        await task?.value
    }

    // MARK: The player's actions

    /// Shows the board after ply `ply` (0: the start position); out of range, the nearest end.
    public func select(ply: Int) {
        guard let review else { return }
        selectedPly = min(max(ply, 0), review.plies.count)
    }

    /// One ply back.
    public func previous() { select(ply: selectedPly - 1) }

    /// One ply on.
    public func next() { select(ply: selectedPly + 1) }

    // MARK: The screen

    /// Everything the review screen shows.
    public var screen: ReviewScreenState {
        let s = AppStrings(language)
        let title = "\(s.review) · \(catalog.title(of: game, in: language))"
        guard let review else {
            return ReviewScreenState(
                title: title, busy: isLoading ? s.reviewing : nil, failure: failure, outcome: nil, method: nil,
                sides: [], decided: nil, decidedPly: nil, rows: [], selectedPly: 0, position: "",
                scene: scene(afterPly: 0),
                caption: "", played: nil, best: nil, canPrevious: false, canNext: false)
        }
        let decidedPly = decidingPly(of: review)
        let k = selectedPly
        let ply = k > 0 ? review.plies[k - 1] : nil
        return ReviewScreenState(
            title: title,
            busy: nil,
            failure: nil,
            outcome: review.outcome.map { language.pick(zh: $0.textZh, en: $0.textEn) },
            method: language.pick(zh: review.methodZh, en: review.methodEn),
            sides: review.sides.map {
                ReviewSideLine(side: $0.side, text: language.pick(zh: $0.textZh, en: $0.textEn))
            },
            decided: language.pick(zh: review.decidedZh, en: review.decidedEn),
            decidedPly: decidedPly,
            rows: review.plies.map { p in
                let number = Int(p.number)
                var spoken = language.each(separator: " ") { $0.pick(zh: p.commentZh, en: p.commentEn) }
                if number == decidedPly { spoken += s.separator + s.decidingPly }
                return ReviewRow(
                    number: number, side: p.side, move: moveText(p.played, strings: s),
                    values: "\(p.before.shortText) → \(p.after.shortText)", label: p.label,
                    labelName: language.inline(zh: p.labelZh, en: p.labelEn), isDeciding: number == decidedPly,
                    isSelected: number == k, spoken: spoken)
            },
            selectedPly: k,
            position: k == 0 ? s.startPosition : s.plyOf(k, review.plies.count),
            scene: scene(afterPly: k),
            caption: ply.map { p in language.pick(zh: p.commentZh, en: p.commentEn) } ?? s.startPosition,
            played: ply.map { "\(s.playedMove) \(moveText($0.played, strings: s))" },
            best: ply?.best.map { "\(s.bestMove) \($0.notation)" },
            canPrevious: k > 0,
            canNext: k < review.plies.count)
    }

    /// The board after ply `k` (0: the start position): the played move drawn as the last
    /// move, the best move (when the played one was not) as the hint's arrow, and the pieces
    /// the ply captured fading out.
    public func scene(afterPly k: Int) -> BoardScene {
        guard let review, k > 0, k <= review.plies.count else {
            return BoardScene(
                layout: layout, points: review?.startPoints ?? currentPoints, perspective: perspective,
                showNames: true, showLegal: false, purpose: .review)
        }
        let p = review.plies[k - 1]
        // A new id for every ply, so that stepping to it fades its captures out again.
        let fading = FadingPiece.captured(by: p.played, before: p.pointsBefore) { j in k * 64 + j }
        let marks = BoardMarks(
            lastMove: p.played.arrow, hint: p.best.map { SceneMove(from: Int($0.from), to: Int($0.to)) }, fading: fading)
        return BoardScene(
            layout: layout, points: p.pointsAfter, marks: marks, perspective: perspective, showNames: true,
            showLegal: false, purpose: .review)
    }

    // MARK: Internals

    private func moveText(_ played: PlyInfo, strings s: AppStrings) -> String {
        played.kind == .pass ? s.passed : played.notation
    }

    private func finished(_ result: Result<GameReview, FolkChessError>, handle: CancelHandle) {
        switch result {
        case .success: runEnd = .reviewed
        case .failure(.Cancelled): runEnd = .cancelled
        case .failure: runEnd = .failed
        }
        guard handle === self.handle else { return }
        task = nil
        self.handle = nil
        guard !closed else { return }
        switch result {
        case .success(let r):
            review = r
            // The ply that decided the game is where a player looks first.
            selectedPly = decidingPly(of: r) ?? 0
        case .failure(let e):
            failure = coreMessage(e)
        }
    }
}
