package app.folkchess.ui.compose

import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.key
import androidx.compose.ui.semantics.paneTitle
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.Modifier
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.ui.unit.dp
import androidx.compose.ui.Alignment
import androidx.compose.ui.platform.testTag
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.ThemeSetting
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.TextButton
import app.folkchess.core.AppEvent
import app.folkchess.core.readingWidth
import app.folkchess.core.chromeScale
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Density
import app.folkchess.core.AppView
import app.folkchess.core.model.FailureText
import app.folkchess.core.ScreenView
import app.folkchess.core.model.AppTexts

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
 * The whole app: the core's [AppView] — the screen on top of its stack, in the theme of the
 * settings and the display language; every word is the core's. Every tap is an [AppEvent] for
 * [onEvent]; nothing here decides what shows. The screen on top is a pane titled with the core's
 * [AppView.title] (a screen reader says it as screens change). No Android API here — the Android shell calls
 * this from setContent with its [AppHolder]'s view, tests call it from an ImageComposeScene.
 */
@Composable
fun FolkChessApp(view: AppView, onEvent: (AppEvent) -> Unit, systemDark: Boolean, modifier: Modifier = Modifier) {
    val texts = view.texts
    val problem = view.problem
    FolkChessTheme(isDark(view.theme, systemDark), textLocale = textLocale(view.language)) {
        Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) { TabletChrome {
            Column(Modifier.fillMaxSize()) {
                // a problem of the last action, over any screen but a table's (whose note says it)
                val onTable = view.screen is ScreenView.Game || view.screen is ScreenView.Trainer || view.screen is ScreenView.Lesson
                if (problem != null && !onTable) ProblemBar(problem, texts.dismiss, onEvent)
                // each screen a pane of its own, titled with the core's title: TalkBack says the
                // new pane's title as screens change and keeps its place within one
                key(view.stack.size, view.stack.lastOrNull()) {
                    Box(Modifier.fillMaxWidth().weight(1f).testTag("pane").semantics { paneTitle = view.title }, contentAlignment = Alignment.TopCenter) {
                        // a table and a review arrange themselves to the window (the board beside
                        // the rest where it is wide); every other screen reads as a column of at
                        // most a phone's width and a half, centred on a tablet
                        val ownWidth = onTable || view.screen is ScreenView.Review
                        val readingWidth = if (ownWidth) Modifier.fillMaxSize() else Modifier.widthIn(max = ReadingWidth).fillMaxHeight()
                        Box(readingWidth) { Screen(view.screen, texts, problem, onEvent) }
                    }
                }
            }
        } }
    }
}

/**
 * On a tablet, the whole app drawn larger by the core's [chromeScale] of the window (words,
 * buttons, bars and lists at a tablet's reading distance, as the board already is); on a phone,
 * as it is.
 */
@Composable
private fun TabletChrome(content: @Composable () -> Unit) {
    BoxWithConstraints(Modifier.fillMaxSize()) {
        val scale = chromeScale(maxWidth.value.toDouble(), maxHeight.value.toDouble()).toFloat()
        val d = LocalDensity.current
        if (scale <= 1f) content()
        else CompositionLocalProvider(LocalDensity provides Density(d.density * scale, d.fontScale)) { content() }
    }
}

/** The widest a screen of lists and text gets (a tablet's, a foldable's): lines a reader can follow (the core's). */
val ReadingWidth = readingWidth().dp

/** The screen on top, drawn from its view. */
@Composable
private fun Screen(screen: ScreenView, texts: AppTexts, problem: FailureText?, onEvent: (AppEvent) -> Unit) {
    val back = texts.back
    when (screen) {
        is ScreenView.Home -> HomeScreen(screen.view, texts, onEvent)
        is ScreenView.NewGame -> NewGameScreen(screen.form, screen.learnOffer, back, onEvent)
        is ScreenView.Game -> GameScreen(screen.table, back, onEvent, problem = problem, share = texts.share)
        is ScreenView.Rules -> RulesScreen(screen.frame, screen.language, onEvent)
        is ScreenView.Settings -> SettingsScreen(screen.view, back, onEvent)
        is ScreenView.SavedGames -> SavedGamesScreen(screen.list, screen.problem, texts, onEvent)
        is ScreenView.Review -> ReviewScreen(screen.view, back, onEvent, share = texts.share)
        is ScreenView.Statistics -> StatsScreen(screen.stats, screen.problem, texts.statistics, back, onEvent)
        is ScreenView.Puzzles -> PuzzlesScreen(screen.view, texts.puzzles, back, onEvent)
        is ScreenView.PuzzleList -> PuzzleListScreen(screen.view, back, onEvent)
        is ScreenView.Trainer -> TrainerScreen(screen.view, onEvent, problem = problem)
        is ScreenView.Practice -> PracticeScreen(screen.view, texts.practice, back, onEvent)
        is ScreenView.Lessons -> LessonsScreen(screen.title, screen.rows, back, onEvent)
        is ScreenView.Lesson -> LessonScreen(screen.view, back, onEvent, problem = problem)
        is ScreenView.Import -> ImportScreen(screen.text, screen.problem, screen.openEnabled, texts, onEvent)
    }
}

/** The core's sentence on what the last action could not do (the details on demand), and its dismiss. */
@Composable
private fun ProblemBar(problem: FailureText, dismiss: String, onEvent: (AppEvent) -> Unit) {
    Row(Modifier.fillMaxWidth().padding(horizontal = 8.dp), verticalAlignment = Alignment.CenterVertically) {
        FailureNote(problem, "problem", Modifier.weight(1f))
        TextButton(onClick = { onEvent(AppEvent.DismissProblem) }, modifier = Modifier.testTag("problem-dismiss")) { Text(dismiss) }
    }
}
