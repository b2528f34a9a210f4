import FolkChessCore
import FolkChessModel
import SwiftUI

/// The app's screens over one ``AppModel``: a navigation stack whose path is the model's,
/// each screen given the core's view of it and the model's actions. The only view that reads
/// the model.
public struct RootView: View {
    @Bindable var model: AppModel
    let playSound: @MainActor (FeedbackSignal) -> Void

    /// The app over `model`; `playSound` plays the sound of a ply's feedback.
    public init(model: AppModel, playSound: @escaping @MainActor (FeedbackSignal) -> Void = { _ in }) {
        self.model = model
        self.playSound = playSound
    }

    public var body: some View {
        NavigationStack(path: $model.path) {
            HomeScreen(
                view: model.home,
                texts: model.texts,
                onContinue: { Task { await model.continueGame() } },
                onNewGame: { model.openNewGame($0) },
                onRules: { model.openRules($0) },
                onSavedGames: { Task { await model.openSavedGames() } },
                onStatistics: { Task { await model.openStatistics() } },
                onImport: { model.openImport() },
                onPuzzles: { Task { await model.openPuzzles() } },
                onPractice: { Task { await model.openPractice() } },
                onSettings: { model.openSettings() }
            )
            .navigationDestination(for: Screen.self) { screen in
                destination(screen)
            }
        }
        // A game to share, from the saved games, the result or the review: one sheet.
        .sheet(item: $model.sharing) { shared in
            ShareSheetContent(shared: shared, label: model.texts.share)
        }
        .preferredColorScheme(model.prefersDark.map { $0 ? ColorScheme.dark : ColorScheme.light })
    }

    @ViewBuilder
    private func destination(_ screen: Screen) -> some View {
        switch screen {
        case .newGame:
            if let view = model.newGame {
                NewGameScreen(
                    view: view, onChoose: { model.chooseNewGame($0, index: $1) },
                    onStart: { Task { await model.startNewGame() } })
            }
        case .game:
            if let game = model.game {
                GameScreen(
                    view: game.view, feedback: game.feedback, problem: game.problem?.sentence, shareLabel: model.texts.share,
                    actions: actions(game)
                )
                .task(id: TickerKey(game: ObjectIdentifier(game), ticking: game.view.ticking)) {
                    await game.runTicker()
                }
            }
        case .rules:
            if let state = model.rules {
                RulesScreen(
                    state: state, onLanguage: { model.setRulesLanguage(index: $0) },
                    onPoint: { model.tapRulesPoint($0) })
            }
        case .settings:
            SettingsScreen(view: model.settingsScreen, onChange: { model.changeSetting($0) })
        case .savedGames:
            SavedGamesScreen(
                view: model.savedGames, message: model.message?.sentence,
                onResume: { id in Task { await model.resume(id: id) } },
                onReview: { id in Task { await model.openReview(saveId: id) } },
                onDelete: { id in Task { await model.deleteSave(id: id) } },
                shareLabel: model.texts.share,
                onShare: { id in Task { await model.share(saveId: id) } })
        case .review:
            if let review = model.review {
                GameReviewScreen(
                    view: review.view, problem: review.problem?.sentence, shareLabel: model.texts.share,
                    actions: ReviewActions(
                        select: { review.select(ply: $0) }, previous: { review.previous() }, next: { review.next() },
                        share: { model.shareReviewedGame() }))
            }
        case .statistics:
            StatisticsScreen(
                view: model.stats, problem: model.statsProblem, title: model.texts.statistics,
                onReset: { Task { await model.resetStats() } })
        case .puzzles:
            if let view = model.puzzles {
                PuzzlesScreen(
                    view: view, message: model.message?.sentence,
                    onOpenPuzzle: { id in Task { await model.openPuzzle(id: id) } },
                    onOpenList: { game, difficulty in
                        Task { await model.openPuzzleList(game: game, difficulty: difficulty) }
                    })
            }
        case .puzzleList:
            if let view = model.puzzleList {
                PuzzleListScreen(view: view, onOpen: { id in Task { await model.openPuzzle(id: id) } })
            }
        case .practice:
            if let view = model.practice {
                PracticeScreen(
                    view: view, message: model.message?.sentence,
                    onOpen: { id in Task { await model.openExercise(id: id) } })
            }
        case .trainer:
            if let trainer = model.trainer {
                TrainerScreen(
                    view: trainer.view, feedback: trainer.feedback, problem: trainer.problem?.sentence,
                    actions: TrainerActions(
                        tap: { trainer.tap($0) },
                        perform: { action in
                            switch action {
                            case .undo: trainer.undo()
                            case .hint: trainer.hint()
                            case .retry: trainer.retry()
                            case .showSolution: trainer.showSolution()
                            case .next: Task { await model.trainerNext() }
                            case .back: model.leaveTrainer()
                            }
                        },
                        dismissMessage: { trainer.dismissMessage() }, sound: playSound))
            }
        case .importGame:
            ImportScreen(
                texts: model.texts, text: $model.importText, problem: model.importProblem,
                onOpen: { model.openImported() })
        }
    }

    private func actions(_ game: GameModel) -> GameActions {
        GameActions(
            tap: { game.tap($0) }, undo: { game.undo() }, redo: { game.redo() }, hint: { game.hint() },
            restart: { game.restart() }, setLevel: { game.setLevel($0) }, rules: { model.openRulesFromGame() },
            review: { model.openReviewFromGame() }, newGame: { model.openNewGameFromGame() },
            saveAndLeave: { Task { await model.saveAndLeave() } }, dismissMessage: { game.dismissMessage() },
            resign: { game.resign() }, offerDraw: { game.offerDraw() }, answer: { game.answer(yes: $0) },
            sound: playSound, share: { model.shareFinishedGame() })
    }
}

/// The game screen's ticker restarts when the game or its ticking changes.
struct TickerKey: Equatable {
    let game: ObjectIdentifier
    let ticking: Bool
}
