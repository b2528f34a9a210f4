package app.folkchess.ui.compose

import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.ui.Alignment
import androidx.compose.ui.platform.testTag
import app.folkchess.core.ThemeSetting
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.Screen

/** Whether the app is dark, given the settings and the phone's own choice. */
fun isDark(theme: ThemeSetting, systemDark: Boolean): Boolean = when (theme) {
    ThemeSetting.SYSTEM -> systemDark
    ThemeSetting.LIGHT -> false
    ThemeSetting.DARK -> true
}

/**
 * The whole app: the screen on top of [app]'s back stack, in the theme and language of the
 * settings. No Android API here — the Android shell calls this from setContent, tests call it
 * from an ImageComposeScene.
 */
@Composable
fun FolkChessApp(app: AppState, systemDark: Boolean, modifier: Modifier = Modifier) {
    val settingsState by app.settings.state.collectAsState()
    val stack by app.stack.collectAsState()
    val loading by app.loading.collectAsState()
    val strings = app.strings()
    val choices = app.choices()
    val settings = settingsState.settings
    FolkChessTheme(isDark(settings.theme, systemDark)) {
        Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
            if (loading) LoadingScreen() else when (val screen = stack.last()) {
                Screen.Home -> {
                    val home by app.home.collectAsState()
                    HomeScreen(
                        home, strings,
                        onNewGame = app::openNewGame,
                        onRules = app::openRules,
                        onContinue = app::continueGame,
                        onSavedGames = app::openSavedGames,
                        onSettings = app::openSettings,
                    )
                }
                is Screen.NewGame -> {
                    val form by app.newGame.collectAsState()
                    form?.let { NewGameScreen(it, app.preview(it.game), choices, strings, app::onNewGameEvent, app::startNewGame, { app.back() }) }
                }
                Screen.Game -> {
                    val controller by app.game.collectAsState()
                    controller?.let { c ->
                        val state by c.state.collectAsState()
                        GameScreen(
                            state, strings,
                            onEvent = c::onEvent,
                            onRules = app::openRulesFromGame,
                            onSaveAndLeave = app::saveAndLeave,
                            onBack = { app.back() },
                            nearestPoint = c.nearestPoint,
                            choices = choices,
                            showLegal = settings.showLegalMoves,
                            onReview = app::openReviewOfGame,
                        )
                    }
                }
                is Screen.Rules -> {
                    val rules by app.rules.collectAsState()
                    rules?.let { RulesScreen(it, strings, app::setRulesLang, app::highlightRulePoint, { app.back() }, app.nearestPoint(it.game)) }
                }
                Screen.Settings -> SettingsScreen(settingsState, choices, strings, app::updateSettings, { app.back() })
                Screen.SavedGames -> {
                    val saved by app.savedGames.state.collectAsState()
                    SavedGamesScreen(saved, strings, app::resumeSaved, app.savedGames::delete, app::openReviewOfSave, { app.back() })
                }
                Screen.Review -> {
                    val controller by app.review.collectAsState()
                    controller?.let { r ->
                        val state by r.state.collectAsState()
                        ReviewScreen(state, strings, onEvent = r::onEvent, onBack = { app.back() })
                    }
                }
            }
        }
    }
}

/** While the first settings and the autosave are read from the disk. */
@Composable
private fun LoadingScreen() {
    Box(Modifier.fillMaxSize().testTag("loading"), contentAlignment = Alignment.Center) {
        CircularProgressIndicator()
    }
}
