package app.folkchess.jvmtest

import app.folkchess.core.GameKind
import app.folkchess.core.LanguageSetting
import app.folkchess.core.Level
import app.folkchess.core.Side
import app.folkchess.core.ThemeSetting
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.SavedEntryUi
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.DiskQueue
import app.folkchess.ui.state.Screen
import app.folkchess.ui.state.SettingsState
import app.folkchess.ui.state.UniffiCore
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
            .also { runCurrent() }
    }

    private val settingsFile get() = File(dir, UniffiCore.SETTINGS_FILE)

    @Test
    fun settingsArePersistedAndReloaded() = runTest {
        val disk = DiskQueue(StandardTestDispatcher(testScheduler))
        val s = SettingsState(core, dir, disk)
        s.load()
        assertEquals(core.defaultSettings(), s.current)
        assertNull(s.state.value.error)
        val changed = s.current.copy(
            language = LanguageSetting.EN, theme = ThemeSetting.DARK, defaultLevel = Level.HARD,
            defaultHumanSide = Side.SECOND, turnSeconds = 30, haptics = false, rotateForOpponent = false,
        )
        s.update(changed)
        runCurrent()
        assertNull(s.state.value.error)
        assertTrue(settingsFile.readText().contains("hard"), "stored as the core's JSON")
        val again = SettingsState(core, dir, disk)
        again.load()
        assertEquals(changed, again.current)
        assertEquals(UiLang.En, again.lang { UiLang.Zh })
    }

    @Test
    fun damagedSettingsFallBackToDefaultsAndSayWhy() = runTest {
        val disk = DiskQueue(StandardTestDispatcher(testScheduler))
        settingsFile.writeText("""{"turn_seconds": 7}""")
        val s = SettingsState(core, dir, disk)
        s.load()
        assertEquals(core.defaultSettings(), s.current)
        val error = s.state.value.error ?: error("no error")
        assertTrue(error.contains("turn_seconds"), error)
        settingsFile.writeText("{not json")
        assertNotNull(SettingsState(core, dir, disk).apply { load() }.state.value.error)
    }

    @Test
    fun settingsWrittenFromManyThreadsLeaveOneCompleteFile() {
        // The disk queue writes in order; the core's settings file is safe even without it.
        val versions = Level.entries.map { core.defaultSettings().copy(defaultLevel = it) }
        repeat(20) {
            versions.map { v -> Thread { core.writeSettings(dir, v) }.apply { start() } }.forEach { it.join() }
            assertTrue(core.readSettings(dir) in versions, "one complete version")
        }
        assertEquals(listOf(UniffiCore.SETTINGS_FILE), dir.list()!!.toList(), "no temporary files left")
    }

    @Test
    fun newGameFromSettingsDefaultsThenSaveListResumeAndDamagedEntries() = runTest {
        val app = app()
        app.updateSettings(app.settings.current.copy(defaultLevel = Level.EASY, turnSeconds = null))
        app.openNewGame(GameKind.HUISHI)
        val form = app.newGame.value ?: error("no form")
        assertEquals(Level.EASY, form.level)
        assertNull(form.turnSeconds)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        assertEquals(Screen.Game, app.screen)
        val c = app.game.value ?: error("no game")
        c.onEvent(GameEvent.TapPoint(c.layout.at("b2")))
        c.onEvent(GameEvent.TapPoint(c.layout.at("b3")))
        runCurrent()
        assertEquals(1, c.state.value.plyNumber)

        // back home: "continue" offers the autosaved game
        app.back()
        runCurrent()
        assertEquals(Screen.Home, app.screen)
        val cont = app.home.value.continueGame ?: error("no continue")
        assertEquals(GameKind.HUISHI, cont.game)
        app.continueGame()
        runCurrent()
        assertEquals(1, app.game.value?.state?.value?.plyNumber)

        // save & leave: listed under saved games
        app.saveAndLeave()
        runCurrent()
        assertEquals(Screen.Home, app.screen)
        assertNull(app.home.value.continueGame, "the game left the autosave slot")
        File(dir, "saves/broken.json").writeText("this is not a saved game")
        app.openSavedGames()
        runCurrent()
        val entries = app.savedGames.state.value.entries
        val good = entries.filterIsInstance<SavedEntryUi.Good>().single()
        assertEquals(GameKind.HUISHI, good.game)
        assertTrue(good.detail.contains("1 ply ") && good.detail.contains("2026-01-01"), good.detail)
        val damaged = entries.filterIsInstance<SavedEntryUi.Damaged>().single()
        assertEquals("broken", damaged.id)
        assertTrue(damaged.reason.isNotBlank())

        app.resumeSaved(good.id)
        runCurrent()
        assertEquals(Screen.Game, app.screen)
        assertEquals(1, app.game.value?.state?.value?.plyNumber)
        assertEquals(UiMode.PassAndPlay, app.game.value?.state?.value?.mode)
        app.back()
        app.openSavedGames()
        app.savedGames.delete(good.id)
        app.savedGames.delete("broken")
        runCurrent()
        assertFalse(app.savedGames.state.value.entries.any { it.id == good.id || it.id == "broken" })
        assertNull(app.savedGames.state.value.error)
        app.close()
    }

    @Test
    fun backgroundPausesTheClockAndAutosaves() = runTest {
        val clock = FakeClock()
        val app = app(clock)
        app.openNewGame(GameKind.JINMEN)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.onNewGameEvent(NewGameEvent.SetTimer(30))
        app.startNewGame()
        val c = app.game.value ?: error("no game")
        c.onEvent(GameEvent.TapPoint(c.layout.at("b2")))
        c.onEvent(GameEvent.TapPoint(c.layout.at("b3")))
        clock.advance(10_000)
        app.onBackground()
        runCurrent()
        assertEquals(1, app.store.autosaveSummary()?.plyCount, "saved on the way to the background")
        clock.advance(600_000) // ten minutes in the background
        app.onForeground()
        testScheduler.advanceTimeBy(500); testScheduler.runCurrent()
        assertEquals(20_000L, c.state.value.timer?.remainingMs, "background time does not count")
        assertEquals(1, c.state.value.plyNumber)
        app.close()
    }
}
