package app.folkchess.jvmtest

import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.RowChange
import app.folkchess.core.SettingsFile
import app.folkchess.core.model.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.model.ThemeSetting
import app.folkchess.core.model.ToggleKey
import app.folkchess.core.defaultSettings
import app.folkchess.core.settingsView
import app.folkchess.core.turnTimeChoices
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.DiskQueue
import app.folkchess.ui.state.Screen
import app.folkchess.ui.state.SettingsState
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
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

/** Settings changed through the core's rows and persisted through its settings file; saves listed, resumed, damaged ones shown. */
@OptIn(ExperimentalCoroutinesApi::class)
class StoreAndSettingsTest {
    @TempDir
    lateinit var dir: File

    private val settingsFile get() = File(dir, AppState.SETTINGS_FILE)

    @Test
    fun settingsChangedThroughTheCoresRowsArePersistedAndReloaded() = runTest {
        val app = testApp(dir, LanguageSetting.SYSTEM)
        assertEquals(DisplayLanguage.ZH, app.language(), "System follows the phone (zh-Hans-CN)")
        val view = app.settingsView.value
        val language = view.sections.flatMap { it.choices }.single { it.key == ChoiceKey.LANGUAGE }
        // System, 简体中文, 繁體中文, English, both (简), both (繁)
        assertEquals(6, language.options.size)
        app.changeSettings(RowChange.Choice(ChoiceKey.LANGUAGE, 3))
        app.changeSettings(RowChange.Choice(ChoiceKey.THEME, 2))
        app.changeSettings(RowChange.Choice(ChoiceKey.LEVEL, Level.entries.indexOf(Level.HARD)))
        app.changeSettings(RowChange.Choice(ChoiceKey.SIDE, 1))
        app.changeSettings(RowChange.Choice(ChoiceKey.TURN_TIME, turnTimeChoices().indexOf(30)))
        app.changeSettings(RowChange.Toggle(ToggleKey.HAPTICS, false))
        app.changeSettings(RowChange.Toggle(ToggleKey.ROTATE_FOR_OPPONENT, false))
        runCurrent()
        val s = app.settings.current
        assertEquals(LanguageSetting.EN, s.language)
        assertEquals(ThemeSetting.DARK, s.theme)
        assertEquals(Level.HARD, s.defaultLevel)
        assertEquals(Side.SECOND, s.defaultHumanSide)
        assertEquals(30, s.turnSeconds)
        assertFalse(s.haptics)
        assertFalse(s.rotateForOpponent)
        assertEquals(DisplayLanguage.EN, app.language())
        assertEquals("Settings", app.settingsView.value.title, "the screen speaks the new language")
        assertTrue(app.settingsView.value.sections.flatMap { it.toggles }.single { it.key == ToggleKey.HAPTICS }.on.not())
        assertTrue(settingsFile.readText().contains("hard"), "stored as the core's JSON")
        assertEquals(s, SettingsFile(settingsFile.absolutePath).use { it.load() })
        app.close()
    }

    @Test
    fun systemFollowsThePhonesLanguagesAndTraditionalLocalesReadAsTraditional() = runTest {
        var phone = listOf("zh-TW", "en-US")
        val app = testApp(dir, LanguageSetting.SYSTEM, preferredLanguages = { phone })
        assertEquals(DisplayLanguage.ZH_HANT, app.language())
        for ((tags, expected) in listOf(
            listOf("zh-HK") to DisplayLanguage.ZH_HANT,
            listOf("zh-MO") to DisplayLanguage.ZH_HANT,
            listOf("zh-Hant-CN") to DisplayLanguage.ZH_HANT,
            listOf("zh-Hans-HK") to DisplayLanguage.ZH,
            listOf("zh-CN", "zh-TW") to DisplayLanguage.ZH,
            listOf("en-GB", "zh-TW") to DisplayLanguage.EN,
        )) {
            phone = tags
            assertEquals(expected, app.language(), "$tags")
        }
        // a game on screen while the phone changes to Traditional Chinese (the activity is made again)
        phone = listOf("zh-CN")
        app.systemLanguagesChanged()
        val c = app.startGame(GameKind.HUISHI)
        val simplified = c.view.value.title
        phone = listOf("zh-Hant-TW")
        app.systemLanguagesChanged()
        assertEquals(DisplayLanguage.ZH_HANT, app.displayLanguage.value)
        assertTrue(c.view.value.title != simplified, "the table speaks Traditional Chinese: ${c.view.value.title} / $simplified")
        assertEquals(app.settingsView.value.title, settingsView(app.settings.current, null, DisplayLanguage.ZH_HANT).title)
        app.close()
    }

    @Test
    fun damagedSettingsFallBackToDefaultsAndTheScreenSaysWhy() = runTest {
        settingsFile.writeText("""{"turn_seconds": 7}""")
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(dir, backgroundScope, d, d, FakeClock(), preferredLanguages = { listOf("en-GB") })
        runCurrent()
        assertEquals(defaultSettings(), app.settings.current)
        val problem = app.settingsView.value.problem ?: error("no problem shown")
        // one sentence, no parser text
        assertEquals("The settings could not be read; the defaults are used.", problem)
        app.close()
        settingsFile.writeText("{not json")
        val s = SettingsState(SettingsFile(settingsFile.absolutePath), DiskQueue(d))
        s.load()
        assertNotNull(s.state.value.problem)
    }

    @Test
    fun settingsWrittenFromManyThreadsLeaveOneCompleteFile() {
        // The disk queue writes in order; the core's settings file is safe even without it.
        val versions = Level.entries.map { defaultSettings().copy(defaultLevel = it) }
        val path = settingsFile.absolutePath
        repeat(20) {
            versions.map { v -> Thread { SettingsFile(path).use { f -> f.save(v) } }.apply { start() } }.forEach { it.join() }
            assertTrue(SettingsFile(path).use { it.load() } in versions, "one complete version")
        }
        // The core's advisory lock file beside the settings (.settings.json.lock, main's f99bbaf) stays: not a temporary file.
        val left = dir.list()!!.filterNot { it == ".${AppState.SETTINGS_FILE}.lock" }
        assertEquals(listOf(AppState.SETTINGS_FILE), left, "no temporary files left")
    }

    @Test
    fun newGameFromTheSettingsDefaultsThenSaveListResumeAndDamagedEntries() = runTest {
        val app = testApp(dir)
        app.changeSettings(RowChange.Choice(ChoiceKey.LEVEL, Level.entries.indexOf(Level.EASY)))
        app.changeSettings(RowChange.Choice(ChoiceKey.TURN_TIME, turnTimeChoices().indexOf(null)))
        app.openNewGame(GameKind.HUISHI)
        val form = app.newGame.value ?: error("no form")
        assertEquals(Level.entries.indexOf(Level.EASY), form.choices.single { it.key == ChoiceKey.LEVEL }.selected)
        assertEquals(turnTimeChoices().indexOf(null), form.choices.single { it.key == ChoiceKey.TURN_TIME }.selected)
        app.chooseNewGameOption(ChoiceKey.OPPONENT, 1)
        assertNull(app.newGame.value?.choices?.firstOrNull { it.key == ChoiceKey.LEVEL }, "pass-and-play: no level")
        app.startNewGame()
        assertEquals(Screen.Game, app.screen)
        val c = app.game.value ?: error("no game")
        assertNull(c.view.value.level, "pass-and-play")
        c.play("b2", "b3")
        runCurrent()
        assertEquals(1, c.view.value.moves.rows.size)

        // back home: "continue" offers the autosaved game
        app.back()
        runCurrent()
        assertEquals(Screen.Home, app.screen)
        val cont = app.home.value.continueGame ?: error("no continue")
        assertEquals(GameKind.HUISHI, cont.game)
        app.continueGame()
        runCurrent()
        assertEquals(1, app.game.value?.view?.value?.moves?.rows?.size)

        // save & leave: listed under saved games
        app.saveAndLeave()
        runCurrent()
        assertEquals(Screen.Home, app.screen)
        assertNull(app.home.value.continueGame, "the game left the autosave slot")
        File(dir, "saves/broken.json").writeText("this is not a saved game")
        app.openSavedGames()
        runCurrent()
        val rows = app.saveRows()
        val good = rows.single { !it.damaged }
        assertEquals(GameKind.HUISHI, good.game)
        assertEquals("Pass and play · 1 move · in progress · 2026-01-01\u00a000:00", good.detail)
        val damaged = rows.single { it.damaged }
        assertEquals("broken", damaged.id)
        assertTrue(damaged.detail.isNotBlank())
        assertFalse(damaged.resume.enabled)

        app.resumeSaved(good.id)
        runCurrent()
        assertEquals(Screen.Game, app.screen)
        assertEquals(1, app.game.value?.view?.value?.moves?.rows?.size)
        assertNull(app.game.value?.view?.value?.level, "still pass-and-play")
        app.back()
        app.openSavedGames()
        app.savedGames.delete(good.id)
        app.savedGames.delete("broken")
        runCurrent()
        assertTrue(app.saveRows().none { it.id == good.id || it.id == "broken" })
        assertNull(app.savedGames.problem.value)
        app.close()
    }

    @Test
    fun backgroundPausesTheClockAndAutosaves() = runTest {
        val clock = FakeClock()
        val app = testApp(dir, clock = clock)
        val c = app.startGame(GameKind.JINMEN, turnSeconds = 30)
        c.play("b2", "b3")
        clock.advance(10_000)
        app.onBackground()
        runCurrent()
        assertEquals(1, app.store.autosaveSummary()?.plyCount, "saved on the way to the background")
        clock.advance(600_000) // ten minutes in the background
        app.onForeground()
        testScheduler.advanceTimeBy(500); testScheduler.runCurrent()
        assertEquals(20_000L, c.view.value.timer?.remainingMs, "background time does not count")
        assertEquals(1, c.view.value.moves.rows.size)
        c.send(TableEvent.Background)
        app.close()
    }
}
