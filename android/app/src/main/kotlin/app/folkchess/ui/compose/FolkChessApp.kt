package app.folkchess.ui.compose

import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.ui.unit.dp
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.ui.Alignment
import androidx.compose.ui.platform.testTag
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.ThemeSetting
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.Screen

/** Whether the app is dark, given the settings and the phone's own choice. */
fun isDark(theme: ThemeSetting, systemDark: Boolean): Boolean = when (theme) {
    ThemeSetting.SYSTEM -> systemDark
    ThemeSetting.LIGHT -> false
    ThemeSetting.DARK -> true
}

/**
 * The locale the app's text is set in, so that Chinese takes the glyphs of its script (the
 * same character differs in a Simplified and a Traditional font).
 */
fun textLocale(language: DisplayLanguage): String = when (language) {
    DisplayLanguage.ZH, DisplayLanguage.BOTH -> "zh-Hans"
    DisplayLanguage.ZH_HANT, DisplayLanguage.BOTH_HANT -> "zh-Hant"
    DisplayLanguage.EN -> "en"
}

/**
 * The whole app: the screen on top of [app]'s back stack, in the theme of the settings; every
 * word is the core's, in the display language. No Android API here — the Android shell calls
 * this from setContent, tests call it from an ImageComposeScene.
 */
@Composable
fun FolkChessApp(app: AppState, systemDark: Boolean, modifier: Modifier = Modifier) {
    val stored by app.settings.state.collectAsState()
    val stack by app.stack.collectAsState()
    val loading by app.loading.collectAsState()
    val texts by app.texts.collectAsState()
    val language by app.displayLanguage.collectAsState()
    val back = { app.back(); Unit }
    FolkChessTheme(isDark(stored.settings.theme, systemDark), textLocale = textLocale(language)) {
        Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
            if (loading) LoadingScreen(texts.loading) else when (stack.last()) {
                Screen.Home -> {
                    val home by app.home.collectAsState()
                    HomeScreen(
                        home,
                        onNewGame = app::openNewGame,
                        onRules = app::openRules,
                        onContinue = app::continueGame,
                        onSavedGames = app::openSavedGames,
                        onSettings = app::openSettings,
                        statistics = texts.statistics,
                        onStatistics = app::openStatistics,
                        importGame = texts.importGame,
                        onImport = app::openImport,
                        puzzles = texts.puzzles,
                        onPuzzles = app::openPuzzles,
                        practice = texts.practice,
                        onPractice = app::openPractice,
                    )
                }
                is Screen.NewGame -> {
                    val form by app.newGame.collectAsState()
                    form?.let { NewGameScreen(it, texts.back, app::chooseNewGameOption, app::startNewGame, back) }
                }
                Screen.Game -> {
                    val controller by app.game.collectAsState()
                    controller?.let { c ->
                        val view by c.view.collectAsState()
                        val problem by c.problem.collectAsState()
                        GameScreen(
                            view, texts.back,
                            problem = problem,
                            onEvent = c::send,
                            onRules = app::openRulesFromGame,
                            onSaveAndLeave = app::saveAndLeave,
                            onBack = back,
                            onReview = app::openReviewOfGame,
                            onNewGame = app::newGameAfterGame,
                            share = texts.share,
                            onShare = app::shareGame,
                        )
                    }
                }
                is Screen.Rules -> {
                    val rules by app.rules.collectAsState()
                    rules?.let {
                        RulesScreen(
                            // the back button in the language the rules are read in, as the title
                            it, it.frame.back,
                            onLanguage = app::setRulesLanguage,
                            onPoint = app::highlightRulePoint,
                            onBack = back,
                        )
                    }
                }
                Screen.Settings -> {
                    val view by app.settingsView.collectAsState()
                    SettingsScreen(view, texts.back, app::changeSettings, back)
                }
                Screen.SavedGames -> {
                    val view by app.savedGames.view.collectAsState()
                    val problem by app.savedGames.problem.collectAsState()
                    val confirming by app.savedGames.confirming.collectAsState()
                    SavedGamesScreen(
                        view, problem, texts.back,
                        onResume = app::resumeSaved,
                        onDelete = app.savedGames::askDelete,
                        onReview = app::openReviewOfSave,
                        onBack = back,
                        confirming = confirming,
                        onConfirmDelete = app.savedGames::delete,
                        onCancelDelete = app.savedGames::cancelDelete,
                        share = texts.share,
                        onShare = app::shareSave,
                    )
                }
                Screen.Statistics -> {
                    val view by app.stats.view.collectAsState()
                    val problem by app.stats.problem.collectAsState()
                    val confirming by app.stats.confirming.collectAsState()
                    StatsScreen(
                        view, problem, texts.statistics, texts.back, confirming,
                        onReset = app.stats::askReset,
                        onConfirmReset = app.stats::reset,
                        onCancelReset = app.stats::cancelReset,
                        onBack = back,
                    )
                }
                Screen.ImportGame -> {
                    val problem by app.importProblem.collectAsState()
                    ImportScreen(texts, problem, onOpen = app::importGame, onBack = back)
                }
                Screen.Puzzles -> {
                    val view by app.puzzles.view.collectAsState()
                    val problem by app.puzzles.problem.collectAsState()
                    PuzzlesScreen(view, problem, texts.puzzles, texts.back, onOpenPuzzle = app::openPuzzle, onOpenList = app::openPuzzleList, onBack = back)
                }
                is Screen.PuzzleList -> {
                    val view by app.puzzles.list.collectAsState()
                    PuzzleListScreen(view, texts.back, onOpenPuzzle = app::openPuzzle, onBack = back)
                }
                Screen.Practice -> {
                    val view by app.practice.view.collectAsState()
                    val problem by app.practice.problem.collectAsState()
                    PracticeScreen(view, problem, texts.practice, texts.back, onOpenExercise = app::openExercise, onBack = back)
                }
                Screen.Trainer -> {
                    val controller by app.trainer.collectAsState()
                    controller?.let { c ->
                        val view by c.view.collectAsState()
                        val problem by c.problem.collectAsState()
                        TrainerScreen(view, onEvent = c::send, onNext = app::nextTraining, onBack = back, problem = problem)
                    }
                }
                Screen.Review -> {
                    val controller by app.review.collectAsState()
                    controller?.let { r ->
                        val view by r.view.collectAsState()
                        ReviewScreen(view, texts.back, onEvent = r::send, onBack = back, share = texts.share, onShare = app::shareReview)
                    }
                }
            }
        }
    }
}

/** While the first settings and the autosave are read from the disk. */
@Composable
private fun LoadingScreen(text: String) {
    Column(Modifier.fillMaxSize().testTag("loading"), verticalArrangement = Arrangement.Center, horizontalAlignment = Alignment.CenterHorizontally) {
        CircularProgressIndicator()
        Text(text, modifier = Modifier.padding(top = 16.dp))
    }
}
