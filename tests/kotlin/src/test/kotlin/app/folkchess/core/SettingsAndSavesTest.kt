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

/** Settings JSON, the settings file and the save store. */
class SettingsAndSavesTest {
    companion object {
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()
    }

    @Test
    fun settingsRoundTrip() {
        val defaults = defaultSettings()
        assertEquals(60, defaults.turnSeconds)
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
        assertFails<FolkChessException.Settings>("`turn_seconds`") { settingsToJson(defaultSettings().copy(turnSeconds = -30)) }
    }

    private fun playedGame(game: GameKind, plies: Int): GameSession {
        val session = GameSession.withSeed(passAndPlay(game), 1L)
        val clock = FakeClock()
        repeat(plies) {
            val m = session.legalMoves().first()
            session.play(m.from, m.to, clock.tick())
        }
        return session
    }

    @Test
    fun saveListLoadDelete(@TempDir dir: File) {
        val store = SaveStore(File(dir, "saves").path)
        assertTrue(store.list().isEmpty(), "a missing directory has no saves")
        val jinmen = playedGame(GameKind.JINMEN, 4)
        val huishi = playedGame(GameKind.HUISHI, 3)
        huishi.undo(5_000)
        val a = store.save(jinmen, null, 1_700_000_000_000L)
        val b = store.save(huishi, "my-game", 1_700_000_100_000L)
        assertEquals("my-game", b.id)
        assertEquals(4, a.plyCount)
        assertEquals(GameKind.JINMEN, a.game)
        assertEquals(29, a.points.size)
        assertEquals(jinmen.snapshot(0).positionText, a.positionText)
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
        store.load("my-game").use { loaded ->
            val snap = loaded.snapshot(0)
            assertEquals(huishi.snapshot(0).positionText, snap.positionText)
            assertEquals(huishi.history(), loaded.history())
            assertTrue(snap.canRedo)
            assertEquals(1, loaded.redo(1))
        }
        assertFails<FolkChessException.DamagedSave>("`broken` cannot be loaded") { store.load("broken") }
        store.delete("broken")
        store.delete(a.id)
        assertFails<FolkChessException.NotFound>("no saved game `${a.id}`") { store.load(a.id) }
        assertEquals(listOf("my-game"), store.list().map { (it as SaveListEntry.Good).summary.id })
    }

    @Test
    fun autosaveSlot(@TempDir dir: File) {
        val store = SaveStore(dir.path)
        assertNull(store.loadAutosave())
        val session = GameSession.withSeed(vsComputer(GameKind.WEIMING, Side.FIRST, Level.HARD, 30), 1L)
        session.playNotation("bl-x", 10)
        store.writeAutosave(session, 1_700_000_000_000L)
        assertTrue(store.list().isEmpty(), "the autosave is not listed")
        val back = store.loadAutosave()!!
        assertEquals(session.snapshot(0).positionText, back.snapshot(0).positionText)
        assertEquals(vsComputer(GameKind.WEIMING, Side.FIRST, Level.HARD, 30), back.setup())
        assertTrue(back.isComputerTurn())
        store.clearAutosave()
        store.clearAutosave()
        assertNull(store.loadAutosave())
    }

    @Test
    fun storeUnderAFileFailsWithAStorageError(@TempDir dir: File) {
        val file = File(dir, "plain-file").apply { writeText("x") }
        val store = SaveStore(File(file, "saves").path)
        val session = GameSession.withSeed(passAndPlay(GameKind.JINMEN), 1L)
        assertFails<FolkChessException.Storage>("could not") { store.save(session, null, 1) }
        assertFails<FolkChessException.Storage>("could not list") { SaveStore(file.path).list() }
        assertFails<FolkChessException.InvalidInput>("not a valid save id") { store.load("../../etc/passwd") }
    }

    @Test
    fun settingsFileRoundTripDefaultsAndDamage(@TempDir dir: File) {
        val path = File(dir, "prefs/settings.json")
        SettingsFile(path.path).use { file ->
            assertEquals(path.path, file.path())
            assertEquals(defaultSettings(), file.load(), "no file yet: the defaults")
            val mine = defaultSettings().copy(language = LanguageSetting.EN, defaultLevel = Level.HARD, turnSeconds = 30)
            file.save(mine)
            assertTrue(path.readText().contains("\"default_level\": \"hard\""), "stored as the core's JSON")
            assertEquals(mine, SettingsFile(path.path).use { it.load() })
            // A bad value is refused and the file keeps the last good settings.
            assertFails<FolkChessException.Settings>("`turn_seconds`") { file.save(mine.copy(turnSeconds = 45)) }
            assertEquals(mine, file.load())
            // A damaged file names the problem; no temporary files are left around (the lock
            // file beside it stays: the OS lock, not the file, is what other processes wait on).
            path.writeText("""{"turn_seconds": 7}""")
            assertFails<FolkChessException.Settings>("`turn_seconds`") { file.load() }
            assertEquals(listOf("settings.json"), path.parentFile.list()!!.filterNot { it == ".settings.json.lock" })
        }
        assertFails<FolkChessException.InvalidInput>("path is empty") { SettingsFile("") }
        assertFails<FolkChessException.Storage>("could not read") { SettingsFile(dir.path).load() }
    }

    @Test
    fun aSavedGameAgainstTheComputerContinuesAsItWouldHave(@TempDir dir: File) {
        fun rounds(s: GameSession, n: Int): List<String> = buildList {
            repeat(n) {
                if (s.snapshot(0).status != GameStatus.ONGOING) return@buildList
                val moves = s.legalMoves()
                val m = moves[moves.size / 2]
                if (s.play(m.from, m.to, 0).isComputerTurn) add(s.computerMove(CancelHandle(), 0).ply.notation)
            }
        }
        val store = SaveStore(dir.path)
        val unsaved = GameSession.withSeed(vsComputer(GameKind.JINMEN, Side.FIRST), 12_345L)
        rounds(unsaved, 2)
        val id = store.save(unsaved, null, 1_700_000_000_000L).id
        store.load(id).use { reloaded ->
            val expected = rounds(unsaved, 6)
            assertTrue(expected.isNotEmpty())
            assertEquals(expected, rounds(reloaded, 6), "the computer's moves after reloading")
        }
    }

    @Test
    fun autosavesFromManyThreadsLeaveOneCompleteGame(@TempDir dir: File) {
        val sessions = (0 until 4).map { playedGame(GameKind.HUISHI, it * 5) }
        val histories = sessions.map { it.history() }
        val barrier = CyclicBarrier(sessions.size)
        repeat(30) { round ->
            val failures = java.util.concurrent.atomic.AtomicInteger()
            sessions.map { s ->
                thread {
                    SaveStore(dir.path).use { store ->
                        barrier.await()
                        runCatching { store.writeAutosave(s, round.toLong()) }.onFailure { failures.incrementAndGet() }
                    }
                }
            }.forEach { it.join() }
            assertEquals(0, failures.get(), "failed writes in round $round")
            val back = SaveStore(dir.path).use { it.loadAutosave() }!!
            assertTrue(back.history() in histories, "round $round: one complete version")
        }
        assertTrue(dir.list()!!.none { it.endsWith(".tmp") }, "no temporary files left")
    }
}
