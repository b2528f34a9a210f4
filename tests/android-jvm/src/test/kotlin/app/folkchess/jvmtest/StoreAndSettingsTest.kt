package app.folkchess.jvmtest

import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.SavedEntryUi
import app.folkchess.ui.model.UiGame
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiLanguagePref
import app.folkchess.ui.model.UiLevel
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiSide
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.UiThemePref
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.Screen
import app.folkchess.ui.state.SettingsState
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.time.ZoneOffset

/** Settings persisted through the core's JSON; saves listed, resumed, damaged ones shown. */
@OptIn(ExperimentalCoroutinesApi::class)
class StoreAndSettingsTest {
    private val core = TestEnv.core

    @TempDir
    lateinit var dir: File

    private fun TestScope.app(clock: FakeClock = FakeClock()): AppState {
        val d = StandardTestDispatcher(testScheduler)
        return AppState(core, dir, backgroundScope, d, d, clock, wallClock = { 1_767_225_600_000L }, systemLang = { UiLang.En }, zone = ZoneOffset.UTC)
    }

    @Test
    fun settingsArePersistedAndReloaded() {
        val s = SettingsState(core, dir)
        assertEquals(core.defaultSettings(), s.current)
        assertNull(s.state.value.error)
        val changed = s.current.copy(language = UiLanguagePref.En, theme = UiThemePref.Dark, defaultLevel = UiLevel.Hard, defaultHumanSide = UiSide.Second, turnSeconds = 30, haptics = false, rotateForOpponent = false)
        s.update(changed)
        assertNull(s.state.value.error)
        assertTrue(File(dir, SettingsState.FILE_NAME).readText().contains("hard"), "stored as the core's JSON")
        val again = SettingsState(core, dir)
        assertEquals(changed, again.current)
        assertEquals(UiLang.En, again.lang { UiLang.Zh })
    }

    @Test
    fun damagedSettingsFallBackToDefaultsAndSayWhy() {
        File(dir, SettingsState.FILE_NAME).writeText("""{"turn_seconds": 7}""")
        val s = SettingsState(core, dir)
        assertEquals(core.defaultSettings(), s.current)
        assertTrue(s.state.value.error!!.contains("turn_seconds"), s.state.value.error)
        File(dir, SettingsState.FILE_NAME).writeText("{not json")
        assertNotNull(SettingsState(core, dir).state.value.error)
    }

    @Test
    fun newGameFromSettingsDefaultsThenSaveListResumeAndDamagedEntries() = runTest {
        val app = app()
        app.updateSettings(app.settings.current.copy(defaultLevel = UiLevel.Easy, turnSeconds = null))
        app.openNewGame(UiGame.Huishi)
        val form = app.newGame.value!!
        assertEquals(UiLevel.Easy, form.level)
        assertNull(form.turnSeconds)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        assertEquals(Screen.Game, app.screen)
        val c = app.game.value!!
        c.onEvent(GameEvent.TapPoint(c.geometry.indexOf("b2")!!))
        c.onEvent(GameEvent.TapPoint(c.geometry.indexOf("b3")!!))
        runCurrent()
        assertEquals(1, c.state.value.plyNumber)

        // back home: "continue" offers the autosaved game
        app.back()
        assertEquals(Screen.Home, app.screen)
        val cont = app.home.value.continueGame ?: error("no continue")
        assertEquals(UiGame.Huishi, cont.game)
        app.continueGame()
        assertEquals(1, app.game.value!!.state.value.plyNumber)

        // save & leave: listed under saved games
        app.saveAndLeave()
        assertEquals(Screen.Home, app.screen)
        assertNull(app.home.value.continueGame, "the game left the autosave slot")
        File(dir, "saves/broken.json").writeText("this is not a saved game")
        app.openSavedGames()
        val entries = app.savedGames.state.value.entries
        val good = entries.filterIsInstance<SavedEntryUi.Good>().single()
        assertEquals(UiGame.Huishi, good.game)
        assertTrue(good.detail.contains("1 ply ") && good.detail.contains("2026-01-01"), good.detail)
        val damaged = entries.filterIsInstance<SavedEntryUi.Damaged>().single()
        assertEquals("broken", damaged.id)
        assertTrue(damaged.reason.isNotBlank())

        app.resumeSaved(good.id)
        assertEquals(Screen.Game, app.screen)
        assertEquals(1, app.game.value!!.state.value.plyNumber)
        assertEquals(UiMode.PassAndPlay, app.game.value!!.state.value.mode)
        app.back()
        app.openSavedGames()
        app.savedGames.delete(good.id)
        app.savedGames.delete("broken")
        assertFalse(app.savedGames.state.value.entries.any { it.id == good.id || it.id == "broken" })
        app.close()
    }

    @Test
    fun backgroundPausesTheClockAndAutosaves() = runTest {
        val clock = FakeClock()
        val app = app(clock)
        app.openNewGame(UiGame.Jinmen)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.onNewGameEvent(NewGameEvent.SetTimer(30))
        app.startNewGame()
        val c = app.game.value!!
        clock.advance(10_000)
        app.onBackground()
        clock.advance(600_000) // ten minutes in the background
        app.onForeground()
        testScheduler.advanceTimeBy(500); testScheduler.runCurrent()
        assertEquals(20_000L, c.state.value.timer?.remainingMs, "background time does not count")
        assertEquals(0, c.state.value.plyNumber)
        assertNotNull(app.store.autosaveSummary())
        app.close()
    }
}
