import FolkChessCore
import FolkChessModel
import SwiftUI

/// The app's screens over one ``AppModel``: a navigation stack whose path is the model's,
/// each screen given its state and the model's actions. The only view that reads the model.
public struct RootView: View {
    @Bindable var model: AppModel
    let playSound: @MainActor (Bool) -> Void

    /// The app over `model`; `playSound` plays the sound of a ply (true: a capture).
    public init(model: AppModel, playSound: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.model = model
        self.playSound = playSound
    }

    public var body: some View {
        let strings = model.strings
        NavigationStack(path: $model.path) {
            HomeScreen(
                state: model.home, strings: strings,
                onContinue: { Task { await model.continueGame() } },
                onNewGame: { model.openNewGame($0) },
                onRules: { model.openRules($0) },
                onSavedGames: { Task { await model.openSavedGames() } },
                onSettings: { model.openSettings() }
            )
            .navigationDestination(for: Screen.self) { screen in
                destination(screen, strings: strings)
            }
        }
        .preferredColorScheme(model.prefersDark.map { $0 ? ColorScheme.dark : ColorScheme.light })
    }

    @ViewBuilder
    private func destination(_ screen: Screen, strings: AppStrings) -> some View {
        switch screen {
        case .newGame:
            if let state = model.newGame {
                NewGameScreen(
                    state: state, strings: strings, onChange: { model.updateForm($0) },
                    onStart: { Task { await model.startNewGame() } })
            }
        case .game:
            if let game = model.game {
                GameScreen(state: game.screen, strings: strings, actions: actions(game))
                    .task(id: ObjectIdentifier(game)) { await game.runClock() }
            }
        case .rules:
            if let state = model.rules {
                RulesScreen(
                    state: state, strings: strings, onLanguage: { model.setRulesLanguage($0) },
                    onPoint: { model.tapRulesPoint($0) })
            }
        case .settings:
            SettingsScreen(state: model.settingsScreen, strings: strings, onChange: { model.updateSettings($0) })
        case .savedGames:
            SavedGamesScreen(
                rows: model.savedRows, message: model.message, strings: strings,
                onResume: { id in Task { await model.resume(id: id) } },
                onReview: { id in Task { await model.openReview(saveId: id) } },
                onDelete: { id in Task { await model.deleteSave(id: id) } })
        case .review:
            if let review = model.review {
                ReviewScreen(
                    state: review.screen, strings: strings,
                    actions: ReviewActions(
                        select: { review.select(ply: $0) }, previous: { review.previous() }, next: { review.next() }))
            }
        }
    }

    private func actions(_ game: GameModel) -> GameActions {
        GameActions(
            tap: { game.tap($0) }, undo: { game.undo() }, redo: { game.redo() }, hint: { game.requestHint() },
            restart: { game.restart() }, setLevel: { game.setLevel($0) }, rules: { model.openRulesFromGame() },
            review: { model.openReviewFromGame() }, saveAndLeave: { Task { await model.saveAndLeave() } },
            dismissMessage: { game.dismissMessage() }, sound: playSound)
    }
}
