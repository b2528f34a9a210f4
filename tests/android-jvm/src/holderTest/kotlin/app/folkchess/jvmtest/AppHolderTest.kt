package app.folkchess.jvmtest

import app.folkchess.core.AppCoreInterface
import app.folkchess.core.AppEffect
import app.folkchess.core.AppEvent
import app.folkchess.core.AppUpdate
import app.folkchess.core.CancelHandle
import app.folkchess.core.DiskDone
import app.folkchess.core.DiskWork
import app.folkchess.core.FolkChessException
import app.folkchess.core.NoHandle
import app.folkchess.core.ReviewDone
import app.folkchess.core.ReviewWork
import app.folkchess.core.SaveStore
import app.folkchess.core.ScreenView
import app.folkchess.core.SearchDone
import app.folkchess.core.SearchWork
import app.folkchess.core.TableEvent
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.FeedbackKind
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.Route
import app.folkchess.core.model.ShareWhat
import app.folkchess.core.model.Side
import app.folkchess.core.model.ThemeSetting
import app.folkchess.ui.state.PlyFeedback
import app.folkchess.ui.state.ShareRequest
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.advanceTimeBy
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
import java.util.Collections
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger

/**
 * A core that records what goes through the holder — the events, every native object handed
 * out or in — and can put a spy around the jobs it hands out.
 */
class SpyCore(
    private val real: AppCoreInterface,
    private val disk: (DiskWork) -> DiskWork = { it },
    private val review: (ReviewWork) -> ReviewWork = { it },
) : AppCoreInterface by real, AutoCloseable {
    val events: MutableList<AppEvent> = Collections.synchronizedList(mutableListOf())
    val natives: MutableList<Any> = Collections.synchronizedList(mutableListOf())
    var closed = false

    override fun sendAndView(event: AppEvent, monoMs: Long, epochMs: Long): AppUpdate {
        events += event
        when (event) {
            is AppEvent.DiskDone -> natives += event.answer
            is AppEvent.SearchDone -> natives += event.answer
            is AppEvent.ReviewDone -> natives += event.answer
            else -> {}
        }
        val u = real.sendAndView(event, monoMs, epochMs)
        return u.copy(
            effects = u.effects.map { e ->
                when (e) {
                    is AppEffect.Disk -> { natives += e.job; AppEffect.Disk(disk(e.job)) }
                    is AppEffect.Search -> { natives += e.job; e }
                    is AppEffect.RunReview -> { natives += e.job; AppEffect.RunReview(review(e.job)) }
                    else -> e
                }
            },
        )
    }

    override fun close() {
        closed = true
        (real as AutoCloseable).close()
    }

    /** Whether a native object has been freed. */
    fun freed(o: Any): Boolean = when (o) {
        is DiskWork -> o.uniffiIsDestroyed
        is DiskDone -> o.uniffiIsDestroyed
        is SearchWork -> o.uniffiIsDestroyed
        is SearchDone -> o.uniffiIsDestroyed
        is ReviewWork -> o.uniffiIsDestroyed
        is ReviewDone -> o.uniffiIsDestroyed
        else -> error("not a native object: $o")
    }
}

/** A disk job that notes the thread it ran on and how many ran at once. */
class SpyDisk(private val inner: DiskWork, private val log: MutableList<String>, private val running: AtomicInteger, private val most: AtomicInteger) : DiskWork(NoHandle) {
    override fun id() = inner.id()
    override fun name() = inner.name()
    override fun run(): DiskDone {
        most.accumulateAndGet(running.incrementAndGet(), ::maxOf)
        log += "${inner.id()} ${Thread.currentThread().name}"
        Thread.sleep(2)
        return inner.run().also { running.decrementAndGet() }
    }
    override fun close() {
        inner.close()
        super.close()
    }
}

/** A review that fails as a core's error does. */
class FailingReview(private val inner: ReviewWork) : ReviewWork(NoHandle) {
    override fun id() = inner.id()
    override fun run(cancel: CancelHandle): ReviewDone = throw FolkChessException.Internal("the engine ran out of memory")
    override fun close() {
        inner.close()
        super.close()
    }
}

/** The app holder over the real library: disk, searches and reviews, the clock, feedback, share, failures, settings. */
@OptIn(ExperimentalCoroutinesApi::class)
class AppHolderTest {
    @TempDir
    lateinit var dir: File

    /** Runs the test dispatchers until [done] (work on real threads hands back to them). */
    private fun TestScope.until(what: String, done: () -> Boolean) {
        val end = System.currentTimeMillis() + 20_000
        while (!done()) {
            check(System.currentTimeMillis() < end) { "timed out waiting for $what" }
            runCurrent()
            Thread.sleep(2)
        }
    }

    @Test
    fun diskJobsRunOffTheMainThreadOneAtATimeInOrderAndTheLastPositionIsSaved() = runTest {
        val log = Collections.synchronizedList(mutableListOf<String>())
        val running = AtomicInteger()
        val most = AtomicInteger()
        val pool = Executors.newFixedThreadPool(4) { r -> Thread(r, "io-test") }
        var spy: SpyCore? = null
        val app = testApp(dir, io = pool.asCoroutineDispatcher(), core = { real -> SpyCore(real, disk = { SpyDisk(it, log, running, most) }).also { spy = it } })
        until("the first reads") { spy!!.events.count { it is AppEvent.DiskDone } >= 3 }
        assertTrue(screenIsHome(app))
        app.startGame(GameKind.JINMEN)
        app.playQuickly(12) // each ply asks for an autosave
        app.onBackground()
        until("every write") { log.size >= 3 + 12 && running.get() == 0 && spy!!.natives.filterIsInstance<DiskWork>().all(spy!!::freed) }
        until("the answers") { spy!!.events.count { it is AppEvent.DiskDone } == spy!!.natives.count { it is DiskWork } }
        assertEquals(1, most.get(), "one disk job at a time")
        assertTrue(log.all { it.substringAfter(" ").startsWith("io-test") }, "every disk job on the IO pool, never the main thread: $log")
        val ids = log.map { it.substringBefore(' ').toLong() }
        assertEquals(ids.sorted(), ids, "in the order asked")
        val plies = app.table.moves.rows.size
        app.close()
        runCurrent()
        until("the core closed") { spy!!.closed }
        SaveStore(File(dir, "saves").absolutePath).use { s -> assertEquals(plies, s.autosaveSummary()!!.plyCount.toInt(), "the autosave holds the last position") }
        pool.shutdown()
    }

    private fun screenIsHome(app: app.folkchess.ui.state.AppHolder) = app.screen is ScreenView.Home && app.view.value.stack == listOf(Route.Home)

    @Test
    fun everyNativeObjectIsClosedTheSearchesCancelledAndTheCoreClosedLast() = runTest {
        val handles = mutableListOf<CancelHandle>()
        val cancelled = mutableListOf<CancelHandle>()
        var spy: SpyCore? = null
        val compute = Executors.newSingleThreadExecutor { r -> Thread(r, "compute-test") }
        val app = testApp(
            dir, compute = compute.asCoroutineDispatcher(),
            cancelHandles = { object : CancelHandle() { override fun cancel() { cancelled += this; super.cancel() } }.also { handles += it } },
            core = { real -> SpyCore(real).also { spy = it } },
        )
        // the computer thinks on a real thread; undo asks the core to cancel its search
        app.startGame(GameKind.HUISHI, vsComputer = true, level = Level.HARD, human = Side.FIRST)
        app.playQuickly(1)
        assertEquals(1, app.running.size, "the computer's search runs")
        val search = app.running.first()
        app.tableEvent(TableEvent.Undo)
        assertTrue(cancelled.isNotEmpty(), "the search's handle was cancelled")
        until("the search returned") { search !in app.running }
        // a review, and the app closed while it runs
        app.playQuickly(1)
        until("the computer's reply") { app.running.isEmpty() && app.table.busy == null }
        app.close()
        until("everything closed") { spy!!.closed && app.running.isEmpty() }
        runCurrent()
        val open = spy!!.natives.filterNot(spy!!::freed)
        assertTrue(open.isEmpty(), "still open: $open")
        assertTrue(handles.all { it.uniffiIsDestroyed }, "every cancel handle closed")
        // after close, nothing reaches the core
        val n = spy!!.events.size
        app.send(AppEvent.OpenSettings)
        assertEquals(n, spy!!.events.size)
        compute.shutdown()
    }

    @Test
    fun theCoresAnnouncementsAreSaidOnceInOrderAcrossGames() = runTest {
        val said = mutableListOf<app.folkchess.core.model.Announcement>()
        val app = testApp(dir, announce = { said += it })
        app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.FIRST)
        app.playQuickly(1)
        runCurrent()
        assertEquals(2, app.table.moves.rows.size, "the computer's reply")
        val texts = said.map { it.text }
        assertTrue(texts.any { it.startsWith("You: ") }, "your move is said: $texts")
        assertTrue(texts.any { it.startsWith("The computer plays ") }, "the computer's reply is said: $texts")
        assertEquals(said.map { it.id }.distinct(), said.map { it.id }, "each once")
        assertEquals(said.map { it.id }.sorted(), said.map { it.id }, "in order")
        // Events that say nothing new (a tick, the same view again) repeat nothing.
        val before = said.size
        app.tableEvent(TableEvent.Tick)
        app.send(AppEvent.OpenSettings)
        app.back()
        assertEquals(before, said.size, "nothing said twice: ${said.drop(before).map { it.text }}")
        // A new game's first move is said too: its ids come after the last game's.
        app.back()
        app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.FIRST)
        app.playQuickly(1)
        assertTrue(said.size > before, "the new game's move is said")
        app.close()
    }

    @Test
    fun theComputerRepliesOnTheComputeDispatcherAndFeedbackIsGiven() = runTest {
        val kinds = mutableListOf<FeedbackKind>()
        val app = testApp(dir, feedback = PlyFeedback { k, _, _ -> kinds += k })
        app.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST)
        app.playQuickly(1)
        assertEquals(1, app.table.moves.rows.size)
        assertNotNull(app.table.busy, "the computer is thinking")
        runCurrent()
        assertEquals(2, app.table.moves.rows.size, "the computer's reply")
        assertNull(app.table.busy)
        assertTrue(kinds.size >= 2, "a ply's feedback for each move: $kinds")
        app.close()
    }

    @Test
    fun theClockTicksOnlyWhileTheTableSaysSoAndNeverInTheBackground() = runTest {
        var spy: SpyCore? = null
        val clock = FakeClock()
        val app = testApp(dir, clock = clock, core = { real -> SpyCore(real).also { spy = it } })
        fun ticks() = spy!!.events.count { it is AppEvent.Table && it.event == TableEvent.Tick }
        advanceTimeBy(1_000); runCurrent()
        assertEquals(0, ticks(), "no table, no tick")
        app.startGame(GameKind.WEIMING, turnSeconds = 30)
        assertTrue(app.table.ticking)
        clock.advance(1_000); advanceTimeBy(1_000); runCurrent()
        assertEquals(5, ticks(), "one tick per 200 ms")
        app.onBackground()
        val before = ticks()
        clock.advance(1_000); advanceTimeBy(1_000); runCurrent()
        assertEquals(before, ticks(), "none in the background")
        app.onForeground()
        clock.advance(400); advanceTimeBy(400); runCurrent()
        assertTrue(ticks() > before, "ticking again")
        app.back()
        val left = ticks()
        advanceTimeBy(1_000); runCurrent()
        assertEquals(left, ticks(), "the game left: no more ticks")
        app.close()
    }

    @Test
    fun aFailedReviewStopsBeingBusyAndSaysTheCoresSentence() = runTest {
        val app = testApp(dir, LanguageSetting.ZH, core = { real -> SpyCore(real, review = ::FailingReview) })
        playZhongkui(app)
        app.openReviewOfGame()
        val busy = (app.screen as ScreenView.Review).view
        assertNotNull(busy.busy, "reviewing")
        runCurrent()
        val v = (app.screen as ScreenView.Review).view
        assertNull(v.busy, "no endless spinner")
        val failure = v.failure ?: error("no failure shown")
        assertFalse(failure.sentence.contains("reason="), failure.sentence)
        assertFalse(failure.sentence.contains("out of memory"), "the sentence is the core's, in Chinese: ${failure.sentence}")
        assertTrue(failure.details.contains("out of memory"), "the reason on demand: ${failure.details}")
        app.close()
    }

    @Test
    fun aDamagedStatisticsFileIsTheCoresSentenceNeverAnExceptionsText() = runTest {
        File(dir, "saves").mkdirs()
        File(dir, "saves/stats.json").writeText("{ not json")
        val app = testApp(dir)
        app.openStatistics()
        runCurrent()
        val s = app.screen as ScreenView.Statistics
        val text = s.problem?.sentence ?: s.stats?.emptyText ?: error("neither a problem nor the statistics")
        assertFalse(text.contains("reason="), text)
        app.close()
    }

    @Test
    fun aSaveThatCannotBeWrittenIsToldOnceInThePlayersLanguage() = runTest {
        File(dir, "saves/autosave.json").mkdirs() // a folder where the file goes
        val app = testApp(dir, LanguageSetting.ZH)
        app.startGame(GameKind.WEIMING)
        app.playQuickly(1)
        runCurrent()
        val problem = app.view.value.problem ?: error("no problem shown")
        assertFalse(problem.sentence.contains("reason="), problem.sentence)
        assertTrue(problem.sentence.any { it.code > 0x2E80 }, "in Chinese: ${problem.sentence}")
        app.send(AppEvent.DismissProblem)
        assertNull(app.view.value.problem)
        app.close()
    }

    @Test
    fun settingsAreStoredAndReadByTheNextAppTheLanguageAndThemeFollowed() = runTest {
        val app = testApp(dir, null)
        app.openSettings()
        val rows = (app.screen as ScreenView.Settings).view.sections.flatMap { it.choices }
        val language = rows.first { it.key == ChoiceKey.LANGUAGE }
        app.send(AppEvent.SettingChoice(ChoiceKey.LANGUAGE, language.options.indexOf("繁體中文")))
        app.send(AppEvent.SettingChoice(ChoiceKey.THEME, 2))
        assertEquals(DisplayLanguage.ZH_HANT, app.view.value.language)
        assertEquals(ThemeSetting.DARK, app.view.value.theme)
        runCurrent()
        app.close()
        runCurrent()
        val again = testApp(dir, null)
        assertEquals(DisplayLanguage.ZH_HANT, again.view.value.language)
        assertEquals(ThemeSetting.DARK, again.view.value.theme)
        again.close()
    }

    @Test
    fun followingThePhoneTheLanguageChangesWithIt() = runTest {
        var phone = listOf("en-US")
        val app = testApp(dir, LanguageSetting.SYSTEM, preferredLanguages = { phone })
        assertEquals(DisplayLanguage.EN, app.view.value.language)
        app.startGame(GameKind.JINMEN)
        phone = listOf("zh-TW")
        app.systemLanguagesChanged()
        assertEquals(DisplayLanguage.ZH_HANT, app.view.value.language)
        assertTrue(app.table.title.any { it.code > 0x2E80 }, "the game on screen follows: ${app.table.title}")
        app.close()
    }

    @Test
    fun theFinishedGameIsSharedThroughThePlatformWithItsBoard() = runTest {
        val shared = mutableListOf<ShareRequest>()
        val app = testApp(dir, share = { shared += it })
        playZhongkui(app)
        assertNotNull(app.table.result)
        app.send(AppEvent.Share(ShareWhat.FinishedGame))
        runCurrent()
        val r = shared.single()
        assertTrue(r.text.isNotBlank() && r.title.isNotBlank())
        assertEquals(GameKind.ZHONGKUI, r.board.game)
        app.close()
    }

    @Test
    fun anEventForAScreenAlreadyLeftChangesNothing() = runTest {
        val app = testApp(dir)
        val before = app.view.value
        app.tableEvent(TableEvent.Tap(0)) // no table on screen: the core refuses it
        assertEquals(before, app.view.value)
        app.back() // at home: stays home
        assertEquals(listOf(Route.Home), app.view.value.stack)
        app.close()
    }
}
