import FolkChessCore

/// One change of the settings, as the settings screen makes it. The generated `AppSettings`
/// is immutable; ``AppSettings/applying(_:)`` makes the changed copy, which the core then checks.
public enum SettingChange: Sendable, Equatable {
    /// Interface and rules language.
    case language(LanguageSetting)
    /// Light, dark or the phone's.
    case theme(ThemeSetting)
    /// The level of new games.
    case defaultLevel(Level)
    /// The player's side in new games against the computer.
    case defaultHumanSide(Side)
    /// Seconds per turn of new games (nil = off).
    case turnSeconds(Int32?)
    /// Sound effects.
    case sound(Bool)
    /// Vibration on moves.
    case haptics(Bool)
    /// Light up legal targets.
    case showLegalMoves(Bool)
    /// Mark the last move.
    case showLastMove(Bool)
    /// Verdicts with hints in the small games.
    case showVerdicts(Bool)
    /// Turn the banner for the far player in pass-and-play.
    case rotateForOpponent(Bool)
}

extension AppSettings {
    /// These settings with one change.
    public func applying(_ change: SettingChange) -> AppSettings {
        var language = self.language, theme = self.theme, defaultLevel = self.defaultLevel
        var defaultHumanSide = self.defaultHumanSide, turnSeconds = self.turnSeconds, sound = self.sound
        var haptics = self.haptics, showLegalMoves = self.showLegalMoves, showLastMove = self.showLastMove
        var showVerdicts = self.showVerdicts, rotateForOpponent = self.rotateForOpponent
        switch change {
        case .language(let v): language = v
        case .theme(let v): theme = v
        case .defaultLevel(let v): defaultLevel = v
        case .defaultHumanSide(let v): defaultHumanSide = v
        case .turnSeconds(let v): turnSeconds = v
        case .sound(let v): sound = v
        case .haptics(let v): haptics = v
        case .showLegalMoves(let v): showLegalMoves = v
        case .showLastMove(let v): showLastMove = v
        case .showVerdicts(let v): showVerdicts = v
        case .rotateForOpponent(let v): rotateForOpponent = v
        }
        return AppSettings(
            language: language, theme: theme, defaultLevel: defaultLevel, defaultHumanSide: defaultHumanSide,
            turnSeconds: turnSeconds, sound: sound, haptics: haptics, showLegalMoves: showLegalMoves,
            showLastMove: showLastMove, showVerdicts: showVerdicts, rotateForOpponent: rotateForOpponent)
    }

    /// These settings with several changes, in order.
    public func applying(_ changes: [SettingChange]) -> AppSettings {
        changes.reduce(self) { $0.applying($1) }
    }
}
