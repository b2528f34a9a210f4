import FolkChessCore
import FolkChessModel
import SwiftUI

/// The app over one ``AppModel``: a navigation stack whose path is the core's stack
/// (``AppView/stack`` above home), each level drawing the screen the core gives for it; the
/// platform's back sends `back`. The only view that reads the model.
public struct RootView: View {
    let model: AppModel
    @Bindable var presentations: Presentations
    let playSound: @MainActor (FeedbackSignal) -> Void

    /// The app over `model`; `presentations` is the feedback and the share sheet the model
    /// hands to the platform, `playSound` plays the sound of a feedback.
    public init(
        model: AppModel, presentations: Presentations,
        playSound: @escaping @MainActor (FeedbackSignal) -> Void = { _ in }
    ) {
        self.model = model
        self.presentations = presentations
        self.playSound = playSound
    }

    public var body: some View {
        GeometryReader { window in
            NavigationStack(path: path) {
                level(0)
                    .navigationDestination(for: StackLevel.self) { level in
                        self.level(level.index)
                    }
            }
            .sheet(item: $presentations.sharing) { shared in
                ShareSheetContent(shared: shared, label: model.view.texts.share)
            }
            .preferredColorScheme(scheme)
            // On an iPad the chrome reads at a tablet's distance: the core's scale as Dynamic
            // Type steps over the player's own size.
            .environment(
                \.dynamicTypeSize,
                typeSize.raised(
                    by: TabletText.steps(width: Double(window.size.width), height: Double(window.size.height))))
        }
    }

    @Environment(\.dynamicTypeSize) private var typeSize

    /// The settings' theme: dark, light, or the phone's (nil).
    private var scheme: ColorScheme? {
        switch model.view.theme {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }

    /// The levels above home, as the core's stack; cut by the platform's back: `back`.
    private var path: Binding<[StackLevel]> {
        let model = self.model
        let levels = model.view.stack.indices.dropFirst().map { StackLevel(index: $0, route: model.view.stack[$0]) }
        return Binding(get: { levels }, set: { @MainActor in model.popped(to: $0.count) })
    }

    @ViewBuilder
    private func level(_ index: Int) -> some View {
        if let screen = model.screen(at: index) {
            ScreenContent(
                screen: screen, texts: model.view.texts, problem: model.view.problem,
                feedback: presentations.feedback, playSound: playSound, send: { [model] in model.send($0) }
            )
            // Lists and text at a reading width, centred on an iPad; a table takes the window.
            .frame(maxWidth: screen.fillsTheWindow ? .infinity : readingWidth)
        }
    }
}

extension DynamicTypeSize {
    /// The size `steps` steps larger (at most the largest).
    func raised(by steps: Int) -> DynamicTypeSize {
        let all = DynamicTypeSize.allCases
        guard let i = all.firstIndex(of: self) else { return self }
        return all[min(i + max(steps, 0), all.count - 1)]
    }
}

/// A level of the navigation stack: its place and the core's route.
struct StackLevel: Hashable {
    let index: Int
    let route: Route
}

/// One screen of the core's ``ScreenView`` drawn by its view; every tap is an ``AppEvent``
/// through `send`.
struct ScreenContent: View {
    let screen: ScreenView
    let texts: AppTexts
    /// The core's problem of the last action.
    let problem: FailureText?
    let feedback: FeedbackSignal?
    let playSound: @MainActor (FeedbackSignal) -> Void
    let send: @MainActor (AppEvent) -> Void

    var body: some View {
        switch screen {
        case .home(let view):
            HomeScreen(
                view: view, texts: texts, problem: problem, onContinue: { send(.continue) },
                onNewGame: { send(.openNewGame(game: $0)) }, onRules: { send(.openRules(game: $0)) },
                onLearn: { send(.openLessons(game: $0)) },
                onSavedGames: { send(.openSavedGames) }, onStatistics: { send(.openStatistics) },
                onImport: { send(.openImport) }, onPuzzles: { send(.openPuzzles) },
                onPractice: { send(.openPractice) }, onSettings: { send(.openSettings) },
                onDismissProblem: { send(.dismissProblem) })
        case .newGame(let form, let offer):
            NewGameScreen(
                view: form, learnOffer: offer, onChoose: { send(.newGameChoice(key: $0, index: Int32(clamping: $1))) },
                onStart: { send(.startGame) }, onLearn: { send(.openLessons(game: $0)) },
                onDismissOffer: { send(.dismissLearnOffer(game: $0)) })
        case .game(let table):
            GameScreen(
                view: table, feedback: feedback, problem: problem?.sentence, shareLabel: texts.share,
                actions: gameActions(table.game))
        case .rules(let frame, let language):
            RulesScreen(
                state: RulesScreenState(frame: frame, language: language),
                onLanguage: { send(.rulesLanguage(index: Int32(clamping: $0))) },
                onPoint: { send(.rulesPoint(index: Int32(clamping: $0))) },
                onLearn: { send(.openLessons(game: frame.diagram.game)) })
        case .settings(let view):
            SettingsScreen(view: view) { change in
                switch change {
                case .choice(let key, let index): send(.settingChoice(key: key, index: index))
                case .toggle(let key, let on): send(.settingToggle(key: key, on: on))
                }
            }
        case .savedGames(let list, let listProblem):
            if let list {
                SavedGamesScreen(
                    view: list, message: problem?.sentence, onResume: { send(.resume(id: $0)) },
                    onReview: { send(.reviewSave(id: $0)) }, onDelete: { send(.deleteSave(id: $0)) },
                    shareLabel: texts.share, onShare: { send(.share(what: .save($0))) })
            } else {
                Loading(texts: texts, problem: listProblem)
            }
        case .review(let view):
            GameReviewScreen(
                view: view, problem: problem?.sentence, shareLabel: texts.share,
                actions: ReviewActions(
                    select: { send(.review(event: .select(ply: Int32(clamping: $0)))) },
                    previous: { send(.review(event: .previous)) }, next: { send(.review(event: .next)) },
                    share: { send(.share(what: .reviewedGame)) },
                    showBest: { send(.review(event: .showBest(on: $0))) }))
        case .statistics(let stats, let statsProblem):
            StatisticsScreen(
                view: stats, problem: statsProblem, title: texts.statistics, onReset: { send(.resetStatistics) })
        case .puzzles(let view):
            if let view {
                PuzzlesScreen(
                    view: view, message: problem?.sentence, onOpenPuzzle: { send(.openPuzzle(id: $0)) },
                    onOpenList: { send(.openPuzzleList(game: $0, difficulty: $1)) })
            } else {
                Loading(texts: texts, problem: nil)
            }
        case .puzzleList(let view):
            if let view {
                PuzzleListScreen(view: view, onOpen: { send(.openPuzzle(id: $0)) })
            } else {
                Loading(texts: texts, problem: nil)
            }
        case .trainer(let view):
            TrainerScreen(view: view, feedback: feedback, problem: problem?.sentence, actions: trainerActions(view))
        case .practice(let view):
            if let view {
                PracticeScreen(
                    view: view, message: problem?.sentence, onOpen: { send(.openExercise(id: $0)) },
                    onSavedGames: { send(.openSavedGames) })
            } else {
                Loading(texts: texts, problem: nil)
            }
        case .lessons(let title, let rows):
            if let rows {
                LessonsScreen(title: title, rows: rows, onOpen: { send(.openLesson(id: $0)) })
            } else {
                Loading(texts: texts, problem: nil)
            }
        case .lesson(let view):
            LessonScreen(
                view: view, feedback: feedback, problem: problem?.sentence,
                tap: { send(.table(event: .tap(point: Int32(clamping: $0)))) }, dismiss: dismiss,
                perform: { action in
                    switch action {
                    case .undo: send(.table(event: .undo))
                    case .retry: send(.lessonRetry)
                    case .nextStep: send(.lessonNextStep)
                    case .nextLesson: send(.nextLesson)
                    case .back: send(.back)
                    }
                },
                sound: playSound)
        case .import(let text, let importProblem, let openEnabled):
            ImportScreen(
                texts: texts, text: text, problem: importProblem, openEnabled: openEnabled,
                onEdit: { send(.importText(text: $0)) }, onOpen: { send(.importOpen) })
        }
    }

    /// The note's dismiss: the core's problem when one is shown in the note's place, else the
    /// table's message.
    private var dismiss: @MainActor () -> Void {
        let (send, problem) = (self.send, self.problem)
        return { send(problem == nil ? .table(event: .dismissMessage) : .dismissProblem) }
    }

    private func gameActions(_ game: GameKind) -> GameActions {
        let send = self.send
        var actions = GameActions(
            tap: { send(.table(event: .tap(point: Int32(clamping: $0)))) }, undo: { send(.table(event: .undo)) },
            redo: { send(.table(event: .redo)) }, hint: { send(.table(event: .hint)) },
            restart: { send(.table(event: .restart)) }, setLevel: { send(.table(event: .setLevel(level: $0))) },
            rules: { send(.openRules(game: game)) }, review: { send(.reviewGame) }, newGame: { send(.newGameAfterGame) },
            saveAndLeave: { send(.table(event: .saveAndLeave)) }, dismissMessage: dismiss,
            resign: { send(.table(event: .resign)) }, offerDraw: { send(.table(event: .offerDraw)) },
            answer: { send(.table(event: .answer(yes: $0))) }, sound: playSound,
            share: { send(.share(what: .finishedGame)) })
        actions.play = { send(.table(event: .play(moveRef: MoveRef(from: $0, to: $1)))) }
        actions.hear = { send(.table(event: .hear(what: $0))) }
        return actions
    }

    private func trainerActions(_ view: TrainerView) -> TrainerActions {
        let send = self.send
        // The trainer's note puts the table's message before the problem.
        let problem = view.table.message == nil ? self.problem : nil
        let dismiss: @MainActor () -> Void = { send(problem == nil ? .table(event: .dismissMessage) : .dismissProblem) }
        var actions = TrainerActions(
            tap: { send(.table(event: .tap(point: Int32(clamping: $0)))) },
            perform: { action in
                switch action {
                case .undo: send(.table(event: .undo))
                case .hint: send(.table(event: .hint))
                case .retry: send(.trainer(event: .retry))
                case .showSolution: send(.trainer(event: .showSolution))
                case .next: send(.trainerNext)
                case .back: send(.back)
                }
            },
            dismissMessage: dismiss, sound: playSound)
        actions.play = { send(.table(event: .play(moveRef: MoveRef(from: $0, to: $1)))) }
        actions.hear = { send(.table(event: .hear(what: $0))) }
        return actions
    }
}

/// A list the core is still reading (a spinner and the core's "loading"), or the core's
/// sentence when it cannot be read.
struct Loading: View {
    let texts: AppTexts
    let problem: FailureText?

    var body: some View {
        VStack(spacing: 12) {
            if let problem {
                FailureNote(failure: problem)
            } else {
                ProgressView()
                Text(verbatim: texts.loading).foregroundStyle(.secondary)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
