package app.folkchess.jvmtest

import app.folkchess.core.AppSettings
import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.GameSession
import app.folkchess.core.GameSetup
import app.folkchess.core.GameTable
import app.folkchess.core.GameTableInterface
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.ReviewScreen
import app.folkchess.core.ReviewScreenInterface
import app.folkchess.core.SaveListEntry
import app.folkchess.core.SaveStore
import app.folkchess.core.SaveStoreInterface
import app.folkchess.core.SaveSummary
import app.folkchess.core.SettingsFile
import app.folkchess.core.SettingsFileInterface
import app.folkchess.core.model.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.TrainerTable
import app.folkchess.core.TrainerTableInterface
import app.folkchess.core.model.TrainerState
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.PuzzleAttempt
import app.folkchess.core.model.PuzzlesView
import app.folkchess.core.model.PuzzleStatus
import app.folkchess.core.model.PuzzleListView
import app.folkchess.core.model.PracticeView
import app.folkchess.core.defaultSettings
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.DiskQueue
import app.folkchess.ui.state.GameController
import app.folkchess.ui.state.NativeObjects
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicInteger

/** Opened and closed native objects of one kind. */
class Ledger {
    val opened = AtomicInteger()
    val closed = AtomicInteger()
    val open: Int get() = opened.get() - closed.get()
    fun <T : Any> track(thing: T): T = thing.also { opened.incrementAndGet() }
    fun closeOnce(flag: AtomicBoolean) {
        if (flag.compareAndSet(false, true)) closed.incrementAndGet()
    }
    override fun toString() = "opened ${opened.get()}, closed ${closed.get()}"
}

/**
 * The app's native objects through the generated interfaces, counted: tables, review screens,
 * cancel handles, the store and the settings file (each closed once), the game sessions the store
 * loads (checked closed afterwards), and every disk call made on [mainThread].
 */
class RecordingNatives(private val mainThread: () -> Thread? = { null }) : NativeObjects(seed = 2026L) {
    val tables = Ledger()
    val trainers = Ledger()
    val reviews = Ledger()
    val handles = Ledger()
    val stores = Ledger()
    val loaded: MutableList<GameSession> = CopyOnWriteArrayList()
    val diskCalls = AtomicInteger()
    val diskCallsOnMain: MutableList<String> = CopyOnWriteArrayList()

    private fun disk(what: String) {
        diskCalls.incrementAndGet()
        if (Thread.currentThread() === mainThread()) diskCallsOnMain += what
    }

    inner class Table(private val inner: GameTable) : GameTableInterface by inner, AutoCloseable {
        private val closed = AtomicBoolean()
        override fun close() { tables.closeOnce(closed); inner.close() }
    }

    inner class Trainer(private val inner: TrainerTable) : TrainerTableInterface by inner, AutoCloseable {
        private val closed = AtomicBoolean()
        override fun close() { trainers.closeOnce(closed); inner.close() }
    }

    inner class Review(private val inner: ReviewScreen) : ReviewScreenInterface by inner, AutoCloseable {
        private val closed = AtomicBoolean()
        override fun close() { reviews.closeOnce(closed); inner.close() }
    }

    inner class Handle : CancelHandle() {
        private val closed = AtomicBoolean()
        override fun close() { handles.closeOnce(closed); super.close() }
    }

    inner class Store(val inner: SaveStore) : SaveStoreInterface by inner, AutoCloseable {
        private val closed = AtomicBoolean()
        override fun list(): List<SaveListEntry> { disk("list"); return inner.list() }
        override fun load(id: String): GameSession { disk("load"); return inner.load(id).also { loaded += it } }
        override fun delete(id: String) { disk("delete"); inner.delete(id) }
        override fun writeAutosaveJson(gameJson: String, savedAtMs: Long): SaveSummary { disk("writeAutosaveJson"); return inner.writeAutosaveJson(gameJson, savedAtMs) }
        override fun saveJson(gameJson: String, id: String?, savedAtMs: Long): SaveSummary { disk("saveJson"); return inner.saveJson(gameJson, id, savedAtMs) }
        override fun loadAutosave(): GameSession? { disk("loadAutosave"); return inner.loadAutosave()?.also { loaded += it } }
        override fun autosaveSummary(): SaveSummary? { disk("autosaveSummary"); return inner.autosaveSummary() }
        override fun clearAutosave() { disk("clearAutosave"); inner.clearAutosave() }
        override fun puzzlesView(language: DisplayLanguage, epochMs: Long, utcOffsetMinutes: Int): PuzzlesView { disk("puzzlesView"); return inner.puzzlesView(language, epochMs, utcOffsetMinutes) }
        override fun puzzleList(game: GameKind, difficulty: PuzzleDifficulty, language: DisplayLanguage): PuzzleListView { disk("puzzleList"); return inner.puzzleList(game, difficulty, language) }
        override fun recordPuzzle(puzzleId: String, attempt: PuzzleAttempt, epochMs: Long, utcOffsetMinutes: Int) { disk("recordPuzzle"); inner.recordPuzzle(puzzleId, attempt, epochMs, utcOffsetMinutes) }
        override fun nextPuzzle(afterId: String): String? { disk("nextPuzzle"); return inner.nextPuzzle(afterId) }
        override fun practiceView(language: DisplayLanguage): PracticeView { disk("practiceView"); return inner.practiceView(language) }
        override fun solveExercise(exerciseId: String, epochMs: Long) { disk("solveExercise"); inner.solveExercise(exerciseId, epochMs) }
        override fun nextExercise(afterId: String): String? { disk("nextExercise"); return inner.nextExercise(afterId) }
        override fun close() { stores.closeOnce(closed); inner.close() }
    }

    inner class Settings(private val inner: SettingsFile) : SettingsFileInterface by inner {
        override fun load(): AppSettings { disk("settings.load"); return inner.load() }
        override fun save(settings: AppSettings) { disk("settings.save"); inner.save(settings) }
    }

    override fun newTable(setup: GameSetup, settings: AppSettings, language: DisplayLanguage) =
        tables.track(Table(GameTable.withSeed(setup, 2026L, settings, language)))
    override fun openTable(session: GameSession, settings: AppSettings, language: DisplayLanguage) =
        tables.track(Table(GameTable.open(session, settings, language)))
    override fun reviewScreen(session: GameSession, language: DisplayLanguage) = reviews.track(Review(ReviewScreen(session, language)))
    override fun puzzleTable(puzzleId: String, settings: AppSettings, language: DisplayLanguage): TrainerTableInterface =
        trainers.track(Trainer(TrainerTable.puzzle(puzzleId, settings, language)))
    override fun exerciseTable(exerciseId: String, store: SaveStoreInterface, settings: AppSettings, language: DisplayLanguage): TrainerTableInterface {
        disk("exerciseTable")
        return trainers.track(Trainer(TrainerTable.exercise(exerciseId, (store as Store).inner, settings, language)))
    }
    override fun cancelHandle(): CancelHandle = handles.track(Handle())
    override fun store(dir: File): SaveStoreInterface = stores.track(Store(SaveStore(dir.absolutePath)))
    override fun settingsFile(file: File): SettingsFileInterface = Settings(SettingsFile(file.absolutePath))

    /** The sessions the store loaded that are still open (a closed one refuses every call). */
    fun sessionsOpen(): Int = loaded.count { s -> runCatching { s.game() }.isSuccess }
}

/**
 * The disk and the native objects: no store or settings call (nor a review) on the main thread
 * and a loading state until the first read; one ordered writer for autosaves; every native
 * object the app opens closed.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class DiskAndLifetimeTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun storeAndSettingsCallsNeverRunOnTheMainThreadAndHomeWaitsForTheFirstRead() {
        // a real main thread and the real IO dispatcher, as on a phone
        val mainExecutor = Executors.newSingleThreadExecutor { Thread(it, "test-main") }
        val main = mainExecutor.asCoroutineDispatcher()
        val scope = CoroutineScope(SupervisorJob() + main)
        var mainThread: Thread? = null
        val natives = RecordingNatives { mainThread }
        // an earlier run left settings (English) and a game in the autosave slot
        SettingsFile(File(dir, AppState.SETTINGS_FILE).absolutePath).use { it.save(defaultSettings().copy(language = LanguageSetting.EN)) }
        SaveStore(File(dir, "saves").absolutePath).use { store ->
            GameTable.withSeed(passAndPlay(GameKind.HUISHI), 1L, defaultSettings(), DisplayLanguage.EN).use { t ->
                t.send(TableEvent.Tap(GameKind.HUISHI.at("b2")), 0)
                t.send(TableEvent.Tap(GameKind.HUISHI.at("b3")), 0)
                store.writeAutosaveJson(t.exportRecord(), 1L)
            }
        }
        try {
            runBlocking(main) {
                mainThread = Thread.currentThread()
                val app = AppState(dir, scope, Dispatchers.Default, Dispatchers.IO, FakeClock(), preferredLanguages = { listOf("zh-CN") }, natives = natives)
                assertTrue(app.loading.value, "loading until the settings and the autosave are read")
                assertNull(app.home.value.continueGame)
                withTimeout(10_000) { app.loading.first { !it } }
                assertEquals(DisplayLanguage.EN, app.language(), "the saved settings")
                assertEquals(GameKind.HUISHI, app.home.value.continueGame?.game, "the autosaved game")

                app.continueGame()
                val c = withTimeout(10_000) { app.game.first { it != null } } ?: error("no game")
                c.playQuickly(3)
                app.saveAndLeave()
                app.openSavedGames()
                val saved = withTimeout(10_000) { app.savedGames.view.first { it.rows.isNotEmpty() } }.rows.first().id
                app.resumeSaved(saved)
                withTimeout(10_000) { app.game.first { it != null && it !== c } }
                app.updateSettings(app.settings.current.copy(language = LanguageSetting.ZH))
                app.onBackground()
                app.back()
                app.openSavedGames()
                // its review: the save read on the disk queue, the core's review on the compute dispatcher
                app.openReviewOfSave(saved)
                val review = withTimeout(10_000) { app.review.first { it != null } } ?: error("no review")
                val reviewed = withTimeout(120_000) { review.view.first { it.busy == null } }
                assertEquals(4, reviewed.rows.size, "the autosaved ply and three more")
                app.back()
                app.savedGames.delete(saved)
                withTimeout(10_000) { app.savedGames.view.first { v -> v.rows.none { it.id == saved } } }
                app.close()
                withTimeout(10_000) { while (natives.stores.open > 0) delay(10) }
            }
        } finally {
            scope.cancel()
            mainExecutor.shutdownNow()
        }
        assertTrue(natives.diskCalls.get() >= 10, "disk calls made: ${natives.diskCalls.get()}")
        assertEquals(emptyList<String>(), natives.diskCallsOnMain.toList(), "disk calls on the main thread")
        assertEquals(0, natives.sessionsOpen(), "loaded sessions closed")
    }

    @Test
    fun puzzlesAndPracticeTouchTheDiskOffTheMainThreadAndEveryTrainerIsClosed() {
        val mainExecutor = Executors.newSingleThreadExecutor { Thread(it, "test-main") }
        val main = mainExecutor.asCoroutineDispatcher()
        val scope = CoroutineScope(SupervisorJob() + main)
        var mainThread: Thread? = null
        val natives = RecordingNatives { mainThread }
        // an exercise kept from an earlier review (the trainer transcripts' Zhong Kui mistake)
        SaveStore(File(dir, "saves").absolutePath).use {
            it.addExercises(
                """[{"id":"zhongkui-kept","game":"zhongkui","position":"*.XX/.x/Xxx F","played":"t2-t1","best":"bl-ml","label":"mistake","value":"W3","added_at_ms":0,"solved_at_ms":null}]""",
                0,
            )
        }
        try {
            runBlocking(main) {
                mainThread = Thread.currentThread()
                val app = AppState(dir, scope, Dispatchers.Default, Dispatchers.IO, FakeClock(), preferredLanguages = { listOf("en") }, natives = natives)
                withTimeout(10_000) { app.loading.first { !it } }
                app.openPuzzles()
                withTimeout(10_000) { app.puzzles.view.first { it != null } }
                app.openPuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY)
                withTimeout(10_000) { app.puzzles.list.first { it != null } }
                app.openPuzzle("weiming-0002")
                val t = app.trainer.value ?: error("no puzzle")
                t.play("m", "tm")
                assertEquals(TrainerState.SOLVED, t.view.value.state)
                app.nextTraining()
                withTimeout(10_000) { app.trainer.first { it != null && it !== t } }
                app.onBackground()
                app.onForeground()
                app.back()
                withTimeout(10_000) { app.puzzles.list.first { l -> l?.rows?.first { it.id == "weiming-0002" }?.status == PuzzleStatus.SOLVED } }
                app.back()
                app.back()
                app.openPractice()
                val open = withTimeout(10_000) { app.practice.view.first { it != null && it.games.isNotEmpty() } } ?: error("no practice")
                app.openExercise(open.games.first().rows.first().id)
                val e = withTimeout(10_000) { app.trainer.first { it != null } } ?: error("no exercise")
                e.play("bl", "ml")
                withTimeout(60_000) { e.view.first { it.state == TrainerState.SOLVED } }
                app.back()
                withTimeout(10_000) { app.practice.view.first { it != null && it.games.isEmpty() } }
                app.close()
                withTimeout(10_000) { while (natives.stores.open > 0) delay(10) }
            }
        } finally {
            scope.cancel()
            mainExecutor.shutdownNow()
        }
        assertTrue(natives.trainers.opened.get() >= 3, "trainers: ${natives.trainers}")
        assertEquals(0, natives.trainers.open, "every trainer closed: ${natives.trainers}")
        assertEquals(0, natives.handles.open, "every cancel handle closed: ${natives.handles}")
        assertEquals(emptyList<String>(), natives.diskCallsOnMain.toList(), "disk calls on the main thread")
    }

    /**
     * The store, slow: each autosave takes a few milliseconds, as a real write on a slow phone
     * does. Counts the writes in flight at once.
     */
    private class SlowDisk(private val inner: SaveStore) : SaveStoreInterface by inner {
        val inFlight = AtomicInteger()
        val mostAtOnce = AtomicInteger()
        override fun writeAutosaveJson(gameJson: String, savedAtMs: Long): SaveSummary {
            val now = inFlight.incrementAndGet()
            mostAtOnce.accumulateAndGet(now) { a, b -> maxOf(a, b) }
            try {
                Thread.sleep(3)
                return inner.writeAutosaveJson(gameJson, savedAtMs)
            } finally {
                inFlight.decrementAndGet()
            }
        }
    }

    @Test
    fun manyQuickPliesLeaveTheLastPositionCompleteInTheAutosave() = runTest {
        // four IO threads, as Dispatchers.IO has many: only the app's own queue keeps the order
        val pool = Executors.newFixedThreadPool(4)
        val store = SlowDisk(SaveStore(File(dir, "saves").absolutePath))
        val d = StandardTestDispatcher(testScheduler)
        val table = GameTable.withSeed(passAndPlay(GameKind.JINMEN), 1L, defaultSettings(), DisplayLanguage.EN)
        val disk = DiskQueue(pool.asCoroutineDispatcher())
        val c = GameController(table, backgroundScope, d, disk, FakeClock(), store, { 1_700_000_000_000L }, { DisplayLanguage.EN })
        try {
            c.start()
            c.playQuickly(30)
            runCurrent()
            val last = table.exportRecord()
            assertEquals(30, c.view.value.moves.rows.size)
            c.close()
            disk.call { } // after every write queued before
            assertEquals(1, store.mostAtOnce.get(), "autosaves written at the same time")
            SaveStore(File(dir, "saves").absolutePath).use { s ->
                assertEquals(30, s.autosaveSummary()?.plyCount, "the autosave holds every ply")
                s.loadAutosave()!!.use { assertEquals(last, it.exportRecord(), "and the last position") }
            }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    fun aWriteTheDiskRefusesIsShownInTheCoresWords() = runTest {
        // the saves' folder cannot be made: a file stands where its parent should be
        val blocked = File(dir, "blocked").apply { writeText("not a folder") }
        val store = SaveStore(File(blocked, "saves").absolutePath)
        val d = StandardTestDispatcher(testScheduler)
        val table = GameTable.withSeed(passAndPlay(GameKind.WEIMING), 1L, defaultSettings(), DisplayLanguage.EN)
        val disk = DiskQueue(d)
        val c = GameController(table, backgroundScope, d, disk, FakeClock(), store, { 1_700_000_000_000L }, { DisplayLanguage.EN })
        try {
            c.start()
            assertEquals(null, c.problem.value)
            c.playQuickly(1)
            runCurrent()
            disk.call { }
            runCurrent()
            val problem = c.problem.value ?: error("the failed autosave is not shown")
            assertEquals("The game could not be saved", problem.sentence)
            assertTrue(problem.details.startsWith("could not create"), "the details name the write: ${problem.details}")
            assertEquals(1, c.view.value.moves.rows.size, "the game goes on")
        } finally {
            c.close()
            store.close()
        }
    }

    @Test
    fun everyNativeObjectTheAppOpensIsClosed() = runTest {
        val natives = RecordingNatives()
        val app = testApp(dir, natives = natives)
        // against the computer: its moves and a hint each use a cancel handle
        val first = app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.BEGINNER, human = Side.SECOND)
        runCurrent()
        assertEquals(1, first.view.value.moves.rows.size, "the computer opened")
        first.send(TableEvent.Hint)
        runCurrent()
        first.playQuickly(1)
        runCurrent()
        first.send(TableEvent.Undo)
        runCurrent()
        first.send(TableEvent.Restart)
        runCurrent()
        app.back() // leaves the game
        runCurrent()
        app.continueGame() // a table from the autosave
        runCurrent()
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val id = app.saveRows().first().id
        app.resumeSaved(id) // a table from a save
        runCurrent()
        app.openReviewOfGame() // a review of the game on screen
        runCurrent()
        app.back()
        app.startGame(GameKind.JINMEN) // replaces the game in progress
        runCurrent()
        app.close()
        advanceUntilIdle()
        assertTrue(natives.tables.opened.get() >= 4, "tables: ${natives.tables}")
        assertTrue(natives.handles.opened.get() >= 3, "handles: ${natives.handles}")
        assertEquals(1, natives.reviews.opened.get(), "reviews: ${natives.reviews}")
        assertEquals(1, natives.stores.opened.get(), "stores: ${natives.stores}")
        assertEquals(0, natives.tables.open, "tables: ${natives.tables}")
        assertEquals(0, natives.reviews.open, "reviews: ${natives.reviews}")
        assertEquals(0, natives.handles.open, "handles: ${natives.handles}")
        assertEquals(0, natives.stores.open, "stores: ${natives.stores}")
        assertTrue(natives.loaded.size >= 2, "sessions loaded: ${natives.loaded.size}")
        assertEquals(0, natives.sessionsOpen(), "the sessions the store loaded are closed once the table copied them")
        // a closed session refuses every call: that is how the check above sees it
        assertThrows(IllegalStateException::class.java) { natives.loaded.first().game() }
    }
}
