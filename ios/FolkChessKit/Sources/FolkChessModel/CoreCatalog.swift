import FolkChessCore

/// What the core knows before any game starts, asked once: the four games, their board
/// layouts and start positions, the levels, the turn-time choices, the side names. The app
/// shows these and never writes them itself.
public struct CoreCatalog: Sendable {
    /// The four games in catalogue order.
    public let games: [GameInfo]
    /// Each game's board layout.
    public let layouts: [GameKind: BoardLayout]
    /// Each game's start position (for miniatures and the rules diagram).
    public let startPoints: [GameKind: [PointState]]
    /// The five levels, weakest first.
    public let levels: [LevelInfo]
    /// The turn times the settings offer (nil = off).
    public let turnTimeChoices: [Int32?]
    /// The core's version ("0.1.0").
    public let coreVersion: String
    /// Side names ("先手（红）", "First (red)").
    private let sideNames: [Side: (zh: String, en: String)]

    /// Asks the core. Throws only on a bug in the core (`Internal`).
    public init() throws {
        games = try catalogue()
        var layouts: [GameKind: BoardLayout] = [:]
        var starts: [GameKind: [PointState]] = [:]
        for g in games {
            layouts[g.game] = try boardLayout(game: g.game)
            let session = try GameSession(setup: GameSetup(game: g.game, mode: .passAndPlay, turnSeconds: nil))
            starts[g.game] = try session.snapshot(nowMs: 0).points
        }
        self.layouts = layouts
        startPoints = starts
        levels = try FolkChessCore.levels()
        turnTimeChoices = FolkChessCore.turnTimeChoices()
        coreVersion = FolkChessCore.coreVersion()
        var names: [Side: (zh: String, en: String)] = [:]
        for side in [Side.first, .second] {
            names[side] = (try sideName(side: side, language: .zh), try sideName(side: side, language: .en))
        }
        sideNames = names
    }

    /// The catalogue entry of a game (the catalogue lists every game).
    public func info(_ game: GameKind) -> GameInfo {
        guard let info = games.first(where: { $0.game == game }) else {
            preconditionFailure("the core's catalogue lacks \(game)")
        }
        return info
    }

    /// The layout of a game's board (asked for every game of the catalogue).
    public func layout(_ game: GameKind) -> BoardLayout {
        guard let layout = layouts[game] else { preconditionFailure("no layout of \(game)") }
        return layout
    }

    /// A game's name in the display language (both: two lines).
    public func name(of game: GameKind, in language: DisplayLanguage) -> String {
        let i = info(game)
        return language.pick(zh: i.nameZh, en: i.nameEn)
    }

    /// A game's name on one line (navigation titles; both: "会师棋 Rendezvous Chess").
    public func title(of game: GameKind, in language: DisplayLanguage) -> String {
        let i = info(game)
        return language.inline(zh: i.nameZh, en: i.nameEn)
    }

    /// A game's tagline in the display language.
    public func tagline(of game: GameKind, in language: DisplayLanguage) -> String {
        let i = info(game)
        return language.pick(zh: i.taglineZh, en: i.taglineEn)
    }

    /// A level's name in the display language (both: on one line).
    public func name(of level: Level, in language: DisplayLanguage) -> String {
        guard let l = levels.first(where: { $0.level == level }) else { return "\(level)" }
        return language.inline(zh: l.nameZh, en: l.nameEn)
    }

    /// A side's name in the display language (both: on one line).
    public func name(of side: Side, in language: DisplayLanguage) -> String {
        guard let n = sideNames[side] else { return "\(side)" }
        return language.inline(zh: n.zh, en: n.en)
    }

    /// A turn time's label: "off" or seconds, in the app's words.
    public func turnTimeLabel(_ seconds: Int32?, strings: AppStrings) -> String {
        seconds.map { strings.seconds(Int($0)) } ?? strings.timerOff
    }

    /// A board scene of a game's start position (a miniature, or the rules diagram).
    public func startScene(_ game: GameKind, highlighted: Int? = nil, showNames: Bool = false) -> BoardScene {
        BoardScene(
            layout: layout(game), points: startPoints[game] ?? [], marks: BoardMarks(highlighted: highlighted),
            showNames: showNames)
    }
}
