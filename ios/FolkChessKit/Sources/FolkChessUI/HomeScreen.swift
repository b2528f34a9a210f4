import FolkChessCore
import FolkChessModel
import SwiftUI

/// The home screen: "continue" for the game in progress, the four games as cards with a
/// miniature of their board, and the ways to saved games and settings.
public struct HomeScreen: View {
    let state: HomeState
    let strings: AppStrings
    let onContinue: @MainActor () -> Void
    let onNewGame: @MainActor (GameKind) -> Void
    let onRules: @MainActor (GameKind) -> Void
    let onSavedGames: @MainActor () -> Void
    let onSettings: @MainActor () -> Void

    /// The home screen of `state`.
    public init(
        state: HomeState, strings: AppStrings, onContinue: @escaping @MainActor () -> Void,
        onNewGame: @escaping @MainActor (GameKind) -> Void, onRules: @escaping @MainActor (GameKind) -> Void,
        onSavedGames: @escaping @MainActor () -> Void, onSettings: @escaping @MainActor () -> Void
    ) {
        self.state = state
        self.strings = strings
        self.onContinue = onContinue
        self.onNewGame = onNewGame
        self.onRules = onRules
        self.onSavedGames = onSavedGames
        self.onSettings = onSettings
    }

    public var body: some View {
        List {
            if let game = state.continueGame {
                Section(strings.continueGame) {
                    Button(action: onContinue) {
                        SavedGameRowView(row: game, strings: strings)
                    }
                }
            }
            Section(strings.appSubtitle) {
                ForEach(state.cards) { card in
                    GameCardView(card: card, strings: strings, onNewGame: onNewGame, onRules: onRules)
                }
            }
        }
        .navigationTitle(strings.appName)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(strings.settings, systemImage: "gearshape", action: onSettings)
            }
            ToolbarItem(placement: .secondaryAction) {
                Button(strings.savedGames, systemImage: "tray.full", action: onSavedGames)
            }
        }
    }
}

/// One game: both names, the tagline, the board's miniature, "new game" and "rules".
struct GameCardView: View {
    let card: GameCard
    let strings: AppStrings
    let onNewGame: @MainActor (GameKind) -> Void
    let onRules: @MainActor (GameKind) -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            BoardView(scene: card.miniature, strings: strings, compact: true)
                .frame(width: 96, height: 96)
            VStack(alignment: .leading, spacing: 4) {
                Text(card.nameZh).font(.headline)
                Text(card.nameEn).font(.subheadline).foregroundStyle(.secondary)
                Text(card.tagline).font(.footnote)
                HStack {
                    Button(strings.newGame) { onNewGame(card.game) }.buttonStyle(.borderedProminent)
                    Button(strings.rules) { onRules(card.game) }.buttonStyle(.bordered)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

/// A saved game as a row: thumbnail, title, details; a damaged file says so.
struct SavedGameRowView: View {
    let row: SavedGameRow
    let strings: AppStrings

    var body: some View {
        HStack(spacing: 12) {
            if let thumbnail = row.thumbnail {
                BoardView(scene: thumbnail, strings: strings, compact: true).frame(width: 64, height: 64)
            } else {
                Image(systemName: "exclamationmark.triangle").font(.title).frame(width: 64, height: 64)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(row.title).font(.headline)
                Text(row.detail).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}
