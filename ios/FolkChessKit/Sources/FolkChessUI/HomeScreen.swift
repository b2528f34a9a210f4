import FolkChessCore
import FolkChessModel
import SwiftUI

/// The home screen, the core's ``HomeView`` drawn: "continue" for the game in progress, the
/// four games as cards with a miniature of their board, and the ways to saved games and
/// settings.
public struct HomeScreen: View {
    let view: HomeView
    let onContinue: @MainActor () -> Void
    let onNewGame: @MainActor (GameKind) -> Void
    let onRules: @MainActor (GameKind) -> Void
    let onSavedGames: @MainActor () -> Void
    let onSettings: @MainActor () -> Void

    /// The home screen of `view`.
    public init(
        view: HomeView, onContinue: @escaping @MainActor () -> Void,
        onNewGame: @escaping @MainActor (GameKind) -> Void, onRules: @escaping @MainActor (GameKind) -> Void,
        onSavedGames: @escaping @MainActor () -> Void, onSettings: @escaping @MainActor () -> Void
    ) {
        self.view = view
        self.onContinue = onContinue
        self.onNewGame = onNewGame
        self.onRules = onRules
        self.onSavedGames = onSavedGames
        self.onSettings = onSettings
    }

    public var body: some View {
        List {
            if let game = view.continueGame {
                Section(view.continueTitle) {
                    Button(action: onContinue) {
                        SaveRowView(row: game)
                    }
                }
            }
            Section(view.subtitle) {
                ForEach(view.cards, id: \.id) { card in
                    GameCardView(card: card, onNewGame: onNewGame, onRules: onRules)
                }
            }
        }
        .navigationTitle(view.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(view.settings, systemImage: "gearshape", action: onSettings)
            }
            ToolbarItem(placement: .secondaryAction) {
                Button(view.savedGames, systemImage: "tray.full", action: onSavedGames)
            }
        }
    }
}

/// One game: both names, the tagline, the board's miniature, "new game" and "rules".
struct GameCardView: View {
    let card: GameCard
    let onNewGame: @MainActor (GameKind) -> Void
    let onRules: @MainActor (GameKind) -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            BoardCanvas(board: card.miniature, compact: true)
                .frame(width: 96, height: 96)
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: card.nameZh).font(.headline)
                Text(verbatim: card.nameEn).font(.subheadline).foregroundStyle(.secondary)
                Text(verbatim: card.tagline).font(.footnote)
                HStack {
                    Button {
                        onNewGame(card.game)
                    } label: {
                        OnAccent { Text(verbatim: card.newGame) }
                    }
                    .buttonStyle(.borderedProminent)
                    Button(card.rules) { onRules(card.game) }.buttonStyle(.bordered)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

/// A saved game as a row: thumbnail, title, details; a damaged file says so.
struct SaveRowView: View {
    let row: SaveRow

    var body: some View {
        HStack(spacing: 12) {
            if let thumbnail = row.thumbnail {
                BoardCanvas(board: thumbnail, compact: true).frame(width: 64, height: 64)
            } else {
                Image(systemName: "exclamationmark.triangle").font(.title).frame(width: 64, height: 64)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: row.title).font(.headline)
                Text(verbatim: row.detail).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}
