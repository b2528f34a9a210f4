import FolkChessCore
import Observation

/// A ply's feedback as the screens play it: `serial` changes with every one, so that a view
/// can trigger haptics and sound on it.
public struct FeedbackSignal: Sendable, Equatable {
    /// Counts the feedback effects of the app.
    public let serial: Int
    /// What happened (your move, the opponent's, a capture, a refusal, low time, the end).
    public let kind: FeedbackKind
    /// Vibrate.
    public let haptic: Bool
    /// Play a sound.
    public let sound: Bool

    /// The name of its sound, the core's: the app's `Sounds/<name>.wav` (made by
    /// scripts/make-sounds), a different one for each kind.
    public var soundName: String { feedbackSound(kind: kind) }
}

/// A game to share, as the core's share effect gives it: the sheet's title, the text, and the
/// board the picture shows.
public struct SharedText: Sendable, Equatable, Identifiable {
    /// Tells two shares apart (the sheet opens again for the same game).
    public let id: Int
    /// The share sheet's title (the core's).
    public let title: String
    /// The text (the core's).
    public let text: String
    /// The board of the picture.
    public let board: BoardView?
    /// The picture's line under the board: how the game ended, or how far it went (the core's).
    public let result: String

    /// A share of `text` titled `title` with the picture of `board`, `result` under it.
    public init(id: Int, title: String, text: String, board: BoardView?, result: String = "") {
        self.id = id
        self.title = title
        self.text = text
        self.board = board
        self.result = result
    }
}

/// Plays the core's feedback effects (haptics, sound). The app's is ``Presentations``; tests
/// pass a fake.
@MainActor public protocol FeedbackPlayer: AnyObject {
    /// Plays `signal`.
    func play(_ signal: FeedbackSignal)
}

/// Says the core's announcements to the screen reader, each once, in order (``AppModel`` hands
/// over those above the last id said). The app's posts them to VoiceOver (VoiceOverAnnouncer,
/// ios/App/Sources); tests record.
@MainActor public protocol Announcer: AnyObject {
    /// Says `announcement` (its text in its language, as urgently as it asks).
    func announce(_ announcement: Announcement)
}


/// Opens the platform's share sheet for the core's share effects.
@MainActor public protocol SharePresenter: AnyObject {
    /// Shows the share sheet for `shared`.
    func present(_ shared: SharedText)
}

/// What the views present beside the screens: the last feedback (the screens vibrate and play
/// its sound) and the game to share (the root view's sheet).
@Observable
@MainActor
public final class Presentations: FeedbackPlayer, SharePresenter {
    /// The last feedback.
    public private(set) var feedback: FeedbackSignal?
    /// The game in the share sheet (nil: no sheet).
    public var sharing: SharedText?

    /// Nothing presented.
    public init() {}

    public func play(_ signal: FeedbackSignal) { feedback = signal }
    public func present(_ shared: SharedText) { sharing = shared }
}
