package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.util.concurrent.CyclicBarrier
import kotlin.concurrent.thread
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.Level
import app.folkchess.core.model.Side
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.ThemeSetting

/** Settings JSON and the save store (the settings file is AppCore's: the app transcripts). */
class SettingsAndSavesTest {
    companion object {
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()
    }

    @Test
    fun settingsRoundTrip() {
        val defaults = defaultSettings()
        assertEquals(60u, defaults.turnSeconds)
        assertEquals(listOf(null, 15, 30, 60, 120), turnTimeChoices())
        val mine = defaults.copy(
            language = LanguageSetting.BOTH, theme = ThemeSetting.DARK, defaultLevel = Level.MASTER,
            defaultHumanSide = Side.SECOND, turnSeconds = null, sound = false, haptics = false,
        )
        val json = settingsToJson(mine)
        assertTrue(json.contains("\"language\": \"both\""), json)
        assertEquals(mine, settingsFromJson(json))
    }

    @Test
    fun settingsFromOtherVersions() {
        // Unknown fields are ignored, missing ones take their defaults.
        val s = settingsFromJson("""{"sound": false, "added_in_version_9": {"x": [1, 2]}}""")
        assertFalse(s.sound)
        assertEquals(defaultSettings().copy(sound = false), s)
        assertEquals(defaultSettings(), settingsFromJson("{}"))
    }

    @Test
    fun badSettingsSayWhatIsWrong() {
        assertFails<FolkChessException.Settings>("`turn_seconds`", "45", "15, 30, 60, 120") {
            settingsFromJson("""{"turn_seconds": 45}""")
        }
        assertFails<FolkChessException.Settings>("`default_level`", "grandmaster") {
            settingsFromJson("""{"default_level": "grandmaster"}""")
        }
        assertFails<FolkChessException.Settings>("`sound`") { settingsFromJson("""{"sound": "yes"}""") }
        assertFails<FolkChessException.Settings>("not valid JSON") { settingsFromJson("""{"sound": tr""") }
        assertFails<FolkChessException.Settings>("JSON object") { settingsFromJson("[]") }
        assertFails<FolkChessException.Settings>("`turn_seconds`") { settingsToJson(defaultSettings().copy(turnSeconds = 45u)) }
    }

    /** A pass-and-play game of [game] with [plies] plies, in the save format. */
    private fun playedGame(game: GameKind, plies: Int, undo: Boolean = false): String =
        playedTable(passAndPlay(game), plies).use { t ->
            if (undo) t.send(TableEvent.Undo, 5_000)
            t.exportRecord()
        }

    @Test
    fun saveListLoadDelete(@TempDir dir: File) {
        val store = SaveStore(File(dir, "saves").path)
        assertTrue(store.list().isEmpty(), "a missing directory has no saves")
        val jinmen = playedGame(GameKind.JINMEN, 4)
        val huishi = playedGame(GameKind.HUISHI, 3, undo = true)
        val a = store.saveJson(jinmen, null, 1_700_000_000_000L)
        val b = store.saveJson(huishi, "my-game", 1_700_000_100_000L)
        assertEquals("my-game", b.id)
        assertEquals(4, a.plyCount)
        assertEquals(GameKind.JINMEN, a.game)
        assertEquals(29, a.points.size)
        assertEquals(2, b.plyCount, "the undone ply is not counted")
        // A damaged file and a foreign file beside the good ones.
        File(dir, "saves/broken.json").writeText("{\"format\": \"folkchess-save\", \"version\": 1, ")
        File(dir, "saves/readme.txt").writeText("not a save")
        val list = store.list()
        assertEquals(3, list.size)
        val good = list.filterIsInstance<SaveListEntry.Good>().map { it.summary }
        assertEquals(listOf("my-game", a.id), good.map { it.id }, "newest first")
        assertEquals(1_700_000_100_000L, good[0].savedAtMs)
        val damaged = list.filterIsInstance<SaveListEntry.Damaged>().single()
        assertEquals("broken", damaged.id)
        assertTrue(damaged.reason.contains("damaged"), damaged.reason)
        // Load gives the same game, with redo kept.
        assertEquals(huishi, asTableWrites(store.loadJson("my-game")))
        assertTrue(huishi.contains("\"redo\""), huishi)
        assertFails<FolkChessException.DamagedSave>("`broken` cannot be loaded") { store.loadJson("broken") }
        store.delete("broken")
        store.delete(a.id)
        assertFails<FolkChessException.NotFound>("no saved game `${a.id}`") { store.loadJson(a.id) }
        assertEquals(listOf("my-game"), store.list().map { (it as SaveListEntry.Good).summary.id })
    }

    @Test
    fun autosaveSlot(@TempDir dir: File) {
        val store = SaveStore(dir.path)
        assertNull(store.loadAutosaveJson())
        val game = playedTable(vsComputer(GameKind.WEIMING, Side.FIRST, Level.HARD, 30), 1).use { it.exportRecord() }
        store.writeAutosaveJson(game, 1_700_000_000_000L)
        assertTrue(store.list().isEmpty(), "the autosave is not listed")
        assertEquals(game, asTableWrites(store.loadAutosaveJson()!!))
        val summary = store.autosaveSummary()!!
        assertEquals(vsComputer(GameKind.WEIMING, Side.FIRST, Level.HARD, 30), summary.setup)
        assertEquals(1, summary.plyCount)
        store.clearAutosave()
        store.clearAutosave()
        assertNull(store.loadAutosaveJson())
    }

    @Test
    fun storeUnderAFileFailsWithAStorageError(@TempDir dir: File) {
        val file = File(dir, "plain-file").apply { writeText("x") }
        val store = SaveStore(File(file, "saves").path)
        assertFails<FolkChessException.Storage>("could not") { store.saveJson(gameJson(passAndPlay(GameKind.JINMEN)), null, 1) }
        assertFails<FolkChessException.Storage>("could not list") { SaveStore(file.path).list() }
        assertFails<FolkChessException.InvalidInput>("not a valid save id") { store.loadJson("../../etc/passwd") }
    }

    @Test
    fun autosavesFromManyThreadsLeaveOneCompleteGame(@TempDir dir: File) {
        val sessions = (0 until 4).map { playedGame(GameKind.HUISHI, it * 5) }
        val barrier = CyclicBarrier(sessions.size)
        repeat(30) { round ->
            val failures = java.util.concurrent.atomic.AtomicInteger()
            sessions.map { s ->
                thread {
                    SaveStore(dir.path).use { store ->
                        barrier.await()
                        runCatching { store.writeAutosaveJson(s, round.toLong()) }.onFailure { failures.incrementAndGet() }
                    }
                }
            }.forEach { it.join() }
            assertEquals(0, failures.get(), "failed writes in round $round")
            val back = SaveStore(dir.path).use { it.loadAutosaveJson() }!!
            assertTrue(asTableWrites(back) in sessions, "round $round: one complete version")
        }
        assertTrue(dir.list()!!.none { it.endsWith(".tmp") }, "no temporary files left")
    }
}
