import FolkChessCore
import FolkChessModel
import SwiftUI

/// The home screen, the core's ``HomeView`` drawn: "continue" for the game in progress, then
/// every place besides the games (puzzles, practice, the saved games — a row of the list, not
/// hidden in a toolbar menu —, the statistics, the import), then the four games as cards with a
/// miniature of their board; the settings in the navigation bar.
public struct HomeScreen: View {
    let view: HomeView
    let onContinue: @MainActor () -> Void
    let onNewGame: @MainActor (GameKind) -> Void
    let onRules: @MainActor (GameKind) -> Void
    let onLearn: @MainActor (GameKind) -> Void
    let onSavedGames: @MainActor () -> Void
    let onSettings: @MainActor () -> Void
    /// The words of the statistics and import rows (the core's `AppTexts`).
    let texts: AppTexts
    let onStatistics: @MainActor () -> Void
    let onImport: @MainActor () -> Void
    let onPuzzles: @MainActor () -> Void
    let onPractice: @MainActor () -> Void
    /// The core's problem of the last action (a save that did not load), with its dismiss.
    let problem: FailureText?
    let onDismissProblem: @MainActor () -> Void

    /// The home screen of `view`; `texts` words the statistics and import rows.
    public init(
        view: HomeView, texts: AppTexts, problem: FailureText?, onContinue: @escaping @MainActor () -> Void,
        onNewGame: @escaping @MainActor (GameKind) -> Void, onRules: @escaping @MainActor (GameKind) -> Void,
        onLearn: @escaping @MainActor (GameKind) -> Void,
        onSavedGames: @escaping @MainActor () -> Void, onStatistics: @escaping @MainActor () -> Void,
        onImport: @escaping @MainActor () -> Void, onPuzzles: @escaping @MainActor () -> Void,
        onPractice: @escaping @MainActor () -> Void, onSettings: @escaping @MainActor () -> Void,
        onDismissProblem: @escaping @MainActor () -> Void
    ) {
        self.problem = problem
        self.onDismissProblem = onDismissProblem
        self.onPuzzles = onPuzzles
        self.onPractice = onPractice
        self.texts = texts
        self.onStatistics = onStatistics
        self.onImport = onImport
        self.view = view
        self.onContinue = onContinue
        self.onNewGame = onNewGame
        self.onRules = onRules
        self.onLearn = onLearn
        self.onSavedGames = onSavedGames
        self.onSettings = onSettings
    }

    public var body: some View {
        List {
            if let problem {
                Section {
                    FailureNote(failure: problem)
                    Button(texts.dismiss, action: onDismissProblem)
                }
            }
            if let game = view.continueGame {
                Section(view.continueTitle) {
                    // the game to go on with, and a chevron: a tap opens it
                    Button(action: onContinue) {
                        HStack(spacing: 8) {
                            SaveRowView(row: game)
                            Image(systemName: "chevron.forward")
                                .font(.footnote.weight(.semibold))
                                .foregroundStyle(.secondary)
                                .accessibilityHidden(true)
                        }
                    }
                    .accessibilityIdentifier("continue")
                }
            }
            // Every place besides the games before them: on the first screen of the 320 × 568
            // pt iPhone SE, not below the four cards.
            Section {
                Button(texts.puzzles, systemImage: "puzzlepiece", action: onPuzzles)
                Button(texts.practice, systemImage: "target", action: onPractice)
            }
            Section {
                Button(view.savedGames, systemImage: "tray.full", action: onSavedGames)
                Button(texts.statistics, systemImage: "chart.bar", action: onStatistics)
                Button(texts.importGame, systemImage: "square.and.arrow.down", action: onImport)
            }
            Section(view.subtitle) {
                ForEach(view.cards, id: \.id) { card in
                    GameCardView(card: card, onNewGame: onNewGame, onRules: onRules, onLearn: onLearn)
                }
            }
        }
        .largeTitle(view.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(view.settings, systemImage: "gearshape", action: onSettings)
            }
        }
    }
}

/// One game: the board's miniature beside both names (each on one line: the whole English name
/// where it fits, else its short name, "Zhong Kui") and the tagline (above them at the
/// accessibility sizes); under them, across the card, "new game", "rules" and "learn" side by
/// side, or one under the other where they do not fit (both languages, large text).
struct GameCardView: View {
    let card: GameCard
    let onNewGame: @MainActor (GameKind) -> Void
    let onRules: @MainActor (GameKind) -> Void
    let onLearn: @MainActor (GameKind) -> Void

    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            // At the accessibility sizes the miniature goes above the words, which keep the
            // card's width.
            if typeSize.isAccessibilitySize {
                miniature
                words
            } else {
                HStack(alignment: .top, spacing: 12) {
                    miniature
                    words
                }
            }
            ViewThatFits(in: .horizontal) {
                HStack { buttons }
                VStack(alignment: .leading) { buttons }
            }
        }
        .padding(.vertical, 4)
    }

    private var miniature: some View {
        BoardCanvas(board: card.miniature, compact: true).frame(width: 96, height: 96)
    }

    private var words: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: card.nameZh).font(.headline).lineLimit(1)
            // The short name, as the game's title bar and Android's tiles say it (the whole
            // name where it fits made the four cards' names differ in kind, and change with width).
            Text(verbatim: card.shortNameEn).lineLimit(1)
                .font(.subheadline).foregroundStyle(.secondary)
            Text(verbatim: card.tagline).font(.footnote)
            if let done = card.lessonsDone {
                Text(verbatim: done).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }

    @ViewBuilder private var buttons: some View {
        // home's one primary action is the core's to give (continue, else the first game's play)
        if card.prominent {
            Button {
                onNewGame(card.game)
            } label: {
                OnAccent { Text(verbatim: card.newGame).lineLimit(1) }
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("new-game-\(card.id)")
        } else {
            Button {
                onNewGame(card.game)
            } label: {
                Text(verbatim: card.newGame).lineLimit(1)
            }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("new-game-\(card.id)")
        }
        // Rules and learn are the card's quiet links: play is its one bordered button.
        Button {
            onRules(card.game)
        } label: {
            Text(verbatim: card.rules).lineLimit(1)
        }
        .buttonStyle(.borderless)
        Button {
            onLearn(card.game)
        } label: {
            Text(verbatim: card.learn).lineLimit(1)
        }
        .buttonStyle(.borderless)
        .accessibilityIdentifier("learn-\(card.id)")
    }
}

/// A saved game as a row: thumbnail, the title on one line (cut with an ellipsis), the details
/// (the date never broken: the core joins it with no-break spaces); at the accessibility text
/// sizes the thumbnail goes above the words, which keep the row's width.
struct SaveRowView: View {
    let row: SaveRow
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                thumbnail
                words
            }
        } else {
            HStack(spacing: 12) {
                thumbnail
                words
            }
        }
    }

    @ViewBuilder private var thumbnail: some View {
        if let thumbnail = row.thumbnail {
            BoardCanvas(board: thumbnail, compact: true).frame(width: 64, height: 64)
        } else {
            Image(systemName: "exclamationmark.triangle").font(.title).frame(width: 64, height: 64)
        }
    }

    private var words: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: row.title).font(.headline).lineLimit(1)
            Text(verbatim: row.detail).font(.footnote).foregroundStyle(.secondary)
        }
    }
}
