import FolkChessCore
import Foundation

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
}

/// One game card of the home screen.
public struct GameCard: Sendable, Equatable, Identifiable {
    /// Which game.
    public let game: GameKind
    /// The Chinese name (always shown).
    public let nameZh: String
    /// The English name (always shown).
    public let nameEn: String
    /// The tagline in the display language.
    public let tagline: String
    /// The start position as a miniature.
    public let miniature: BoardScene

    /// The game's kind identifies the card.
    public var id: GameKind { game }
}

/// A saved game (or the autosave) as a list row shows it.
public struct SavedGameRow: Sendable, Equatable, Identifiable {
    /// The save's id.
    public let id: String
    /// Which game; nil for a damaged file.
    public let game: GameKind?
    /// The game's name, or "Damaged save".
    public let title: String
    /// Mode · plies · state · date, or why the file does not load.
    public let detail: String
    /// The board as saved; nil for a damaged file.
    public let thumbnail: BoardScene?
    /// Whether the game can be reviewed (a good save with at least one ply).
    public let canReview: Bool
    /// Whether the file does not load.
    public var isDamaged: Bool { thumbnail == nil }
}

/// The home screen.
public struct HomeState: Sendable, Equatable {
    /// The four games.
    public let cards: [GameCard]
    /// The autosaved game in progress, if any.
    public let continueGame: SavedGameRow?
}

/// The new-game form's choices.
public struct NewGameForm: Sendable, Equatable {
    /// Which game.
    public var game: GameKind
    /// Against the computer (else pass-and-play).
    public var vsComputer: Bool
    /// The computer's level.
    public var level: Level
    /// The side the player takes against the computer.
    public var humanSide: Side
    /// Seconds per turn, nil for no timer.
    public var turnSeconds: Int32?

    /// The core's setup of this form.
    public var setup: GameSetup {
        GameSetup(
            game: game, mode: vsComputer ? .vsComputer(level: level, human: humanSide) : .passAndPlay,
            turnSeconds: turnSeconds)
    }
}

/// A labelled choice of a picker.
public struct Choice<Value: Sendable & Hashable>: Sendable, Hashable, Identifiable {
    /// The value chosen.
    public let value: Value
    /// Its label in the display language.
    public let label: String
    /// The value identifies the choice.
    public var id: Value { value }
}

/// The new-game screen: the form and the labels of its pickers.
public struct NewGameState: Sendable, Equatable {
    /// The choices made so far.
    public let form: NewGameForm
    /// The game's name.
    public let title: String
    /// The levels with the core's names.
    public let levels: [Choice<Level>]
    /// The two sides with the core's names.
    public let sides: [Choice<Side>]
    /// The core's turn-time choices.
    public let turnTimes: [Choice<Int32?>]
}

/// The rules screen.
public struct RulesState: Sendable, Equatable {
    /// Which game.
    public let game: GameKind
    /// Chinese, English, or both side by side.
    public let language: DisplayLanguage
    /// The core's rules, one per language shown.
    public let docs: [RulesDoc]
    /// The core's "App rules" section, one per language shown.
    public let appRules: [RulesSection]
    /// The board diagram, with the point tapped in the text highlighted.
    public let diagram: BoardScene
    /// The highlighted point.
    public let highlighted: Int?
}

/// The settings screen: the values and the labels of every choice.
public struct SettingsState: Sendable, Equatable {
    /// The settings.
    public let settings: AppSettings
    /// Why the settings file could not be read or written, if so.
    public let problem: String?
    /// Language choices.
    public let languages: [Choice<LanguageSetting>]
    /// Theme choices.
    public let themes: [Choice<ThemeSetting>]
    /// Level choices (the core's names).
    public let levels: [Choice<Level>]
    /// Side choices (the core's names).
    public let sides: [Choice<Side>]
    /// Turn-time choices (the core's values).
    public let turnTimes: [Choice<Int32?>]
    /// The core's version.
    public let coreVersion: String
}

/// The short description of a saved game: mode · plies · state · date.
func saveDetail(
    setup: GameSetup, plyCount: Int, over: Bool, savedAtMs: Int64?, catalog: CoreCatalog,
    language: DisplayLanguage, timeZone: TimeZone
) -> String {
    let s = AppStrings(language)
    var parts: [String] = []
    switch setup.mode {
    case .vsComputer(let level, _): parts.append("\(s.vsComputer) (\(catalog.name(of: level, in: language)))")
    case .passAndPlay: parts.append(s.passAndPlay)
    }
    parts.append(s.plies(plyCount))
    parts.append(over ? s.finished : s.ongoing)
    if let ms = savedAtMs {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = "yyyy-MM-dd HH:mm"
        parts.append(f.string(from: Date(timeIntervalSince1970: Double(ms) / 1000)))
    }
    return parts.joined(separator: " · ")
}
