package app.folkchess.ui.compose

import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import app.folkchess.ui.model.UiThemePref
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.Screen

/** Whether the app is dark, given the settings and the phone's own choice. */
fun isDark(theme: UiThemePref, systemDark: Boolean): Boolean = when (theme) {
    UiThemePref.System -> systemDark
    UiThemePref.Light -> false
    UiThemePref.Dark -> true
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
    val strings = app.strings()
    val settings = settingsState.settings
    FolkChessTheme(isDark(settings.theme, systemDark)) {
        Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
            when (val screen = stack.last()) {
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
                    form?.let { NewGameScreen(it, app.preview(it.game), strings, app::onNewGameEvent, app::startNewGame, { app.back() }) }
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
                            showLegal = settings.showLegalMoves,
                        )
                    }
                }
                is Screen.Rules -> {
                    val rules by app.rules.collectAsState()
                    rules?.let { RulesScreen(it, strings, app::setRulesLang, app::highlightRulePoint, { app.back() }) }
                }
                Screen.Settings -> SettingsScreen(settingsState, strings, app::updateSettings, { app.back() })
                Screen.SavedGames -> {
                    val saved by app.savedGames.state.collectAsState()
                    SavedGamesScreen(saved, strings, app::resumeSaved, app.savedGames::delete, { app.back() })
                }
            }
        }
    }
}
