package app.folkchess.jvmtest

import app.folkchess.core.SearchAnswer
import app.folkchess.ui.state.SearchRunner
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.util.concurrent.atomic.AtomicInteger

/** The searches the game and trainer holders run off the main thread: one handle each, closed when the search returns. */
@OptIn(ExperimentalCoroutinesApi::class)
class SearchRunnerTest {
    private val opened = AtomicInteger()
    private val closed = AtomicInteger()
    private val cancels = AtomicInteger()

    private fun TestScope.runner() =
        SearchRunner(backgroundScope, StandardTestDispatcher(testScheduler)) { CountedHandle(opened, closed, cancels) }

    @Test
    fun anAnswerIsHandedBackAndTheHandleClosed() = runTest {
        val r = runner()
        val answers = mutableListOf<SearchAnswer>()
        r.start(4, { id, _ -> SearchAnswer(id, null, null) }) { answers += it }
        assertEquals(setOf(4L), r.pending)
        r.cancel(4)
        assertEquals(1, cancels.get(), "a search still pending is cancelled through its handle")
        runCurrent()
        assertEquals(listOf(4L), answers.map { it.id })
        assertEquals(emptySet<Long>(), r.pending)
        assertEquals(1 to 1, opened.get() to closed.get())
    }

    @Test
    fun aSearchThatThrowsHandsBackNothing() = runTest {
        val r = runner()
        val answers = mutableListOf<SearchAnswer>()
        r.start(1, { _, _ -> error("stale") }) { answers += it }
        runCurrent()
        assertEquals(emptyList<SearchAnswer>(), answers)
        assertEquals(1 to 1, opened.get() to closed.get())
        r.cancel(1) // returned: nothing left to cancel
        assertEquals(0, cancels.get())
    }

    @Test
    fun closedBeforeItBeganASearchDoesNotRunButItsHandleIsClosed() = runTest {
        val r = runner()
        val runs = AtomicInteger()
        r.start(2, { id, _ -> runs.incrementAndGet(); SearchAnswer(id, null, null) }) { error("no answer expected") }
        r.close()
        runCurrent()
        assertEquals(0, runs.get())
        assertEquals(emptySet<Long>(), r.pending)
        assertEquals(1 to 1, opened.get() to closed.get())
    }
}
