package app.folkchess.jvmtest

import app.folkchess.core.AppCore
import app.folkchess.core.AppEffect
import app.folkchess.core.AppEvent
import app.folkchess.core.AppUpdate
import app.folkchess.core.ScreenView
import app.folkchess.core.model.ChoiceKey
import org.junit.jupiter.api.io.TempDir
import java.io.File

import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.GameTable
import app.folkchess.core.model.PointMark
import app.folkchess.core.TableEvent
import app.folkchess.core.defaultSettings
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

/**
 * What one event costs, event → view, through the FFI from Kotlin on the JVM (JNA): the raw
 * `GameTable.send` and the app's holder around it, on a mid-game Jinmen table (pass-and-play,
 * a 60 s timer, 30 plies played) — taps that select and deselect a piece, clock ticks, a redraw,
 * and a resignation asked and declined.
 * Prints the median and the 99th percentile after a warm-up; asserts nothing about time (the
 * numbers are for the notes, not a gate). The target is 1 ms per event.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class TableBenchmarkTest {
    private companion object {
        const val WARMUP = 2_000
        const val EVENTS = 5_000
    }

    private fun report(label: String, nanos: LongArray) {
        val sorted = nanos.sortedArray()
        val median = sorted[sorted.size / 2] / 1_000.0
        val p99 = sorted[(sorted.size * 99) / 100] / 1_000.0
        val max = sorted.last() / 1_000.0
        println("BENCH %-52s median %7.1f µs  p99 %7.1f µs  max %8.1f µs  (%d events)".format(label, median, p99, max, sorted.size))
    }

    /** Times [EVENTS] calls of [event] (after [WARMUP] untimed ones); event i gets the time base 1000 + i. */
    private fun measure(label: String, event: (Int) -> Unit) {
        repeat(WARMUP) { event(it) }
        val nanos = LongArray(EVENTS)
        for (i in 0 until EVENTS) {
            val t0 = System.nanoTime()
            event(WARMUP + i)
            nanos[i] = System.nanoTime() - t0
        }
        report(label, nanos)
    }

    /** A Jinmen table 30 plies into a pass-and-play game with a 60 s timer, its clock running. */
    private fun midGame(): GameTable {
        val table = GameTable.withSeed(passAndPlay(GameKind.JINMEN, 60), 5L, defaultSettings(), DisplayLanguage.EN)
        var v = table.send(TableEvent.Start, 0).view
        repeat(30) { i ->
            val movable = v.board.points.filter { it.mark == PointMark.MOVABLE }
            v = table.send(TableEvent.Tap(movable[(i * 5) % movable.size].index), 0).view
            val targets = v.board.points.filter { it.mark == PointMark.TARGET }
            v = table.send(TableEvent.Tap(targets[i % targets.size].index), 0).view
        }
        assertEquals(30, v.moves.rows.size)
        return table
    }

    @Test
    fun oneEventToItsViewThroughTheFfi() = runTest {
        midGame().use { table ->
            val piece = table.view(0).board.points.first { it.mark == PointMark.MOVABLE }.index
            // a tap that selects the piece (its targets light up), then one that puts it down
            measure("GameTable.send(Tap) jinmen mid-game, raw") { table.send(TableEvent.Tap(piece), 1_000L + it) }
            measure("GameTable.send(Tick) jinmen mid-game, raw") { table.send(TableEvent.Tick, 1_000L) }
            measure("GameTable.view(now) jinmen mid-game, raw") { table.view(1_000L) }
            // the question: asked to confirm a resignation, then answered no (alternating)
            measure("GameTable.send(Resign | Answer no) jinmen, raw") {
                table.send(if (it % 2 == 0) TableEvent.Resign else TableEvent.Answer(false), 1_000L)
            }
        }
    }

    /** The same through the app's holder: the clocks, the effects, the StateFlow. */
    @Test
    fun oneEventThroughTheAppHolder(@TempDir dir: File) = runTest {
        val app = testApp(dir)
        app.startGame(GameKind.JINMEN, turnSeconds = 60)
        app.playQuickly(30)
        val piece = app.table.board.points.first { it.mark == PointMark.MOVABLE }.index
        measure("AppHolder.send(Table(Tap)) jinmen mid-game") { app.tableEvent(TableEvent.Tap(piece)) }
        measure("AppHolder.send(Table(Tick)) jinmen mid-game") { app.tableEvent(TableEvent.Tick) }
        app.close()
    }

    /** The whole app across the FFI: one event and the view of the screen on top, in one call. */
    @Test
    fun oneAppEventToItsViewThroughTheFfi(@TempDir dir: File) {
        AppCore(dir.path, listOf("en"), 0, 5L).use { app ->
            fun send(e: AppEvent) = app.sendAndView(e, 0, 1_764_000_000_000L)
            fun disk(u: AppUpdate) = u.effects.filterIsInstance<AppEffect.Disk>().forEach { send(AppEvent.DiskDone(it.job.run())) }
            disk(send(AppEvent.Start))
            send(AppEvent.OpenNewGame(GameKind.JINMEN))
            send(AppEvent.NewGameChoice(ChoiceKey.OPPONENT, 1))
            val table = (send(AppEvent.StartGame).view.screen as ScreenView.Game).table
            val piece = table.board.points.first { it.mark == PointMark.MOVABLE }.index
            measure("AppCore.sendAndView(Table(Tap)) jinmen start") { app.sendAndView(AppEvent.Table(TableEvent.Tap(piece)), 1_000L + it, 1_764_000_000_000L) }
            measure("AppCore.sendAndView(Table(Tick)) jinmen start") { app.sendAndView(AppEvent.Table(TableEvent.Tick), 1_000L + it, 1_764_000_000_000L) }
            measure("AppCore.sendAndView(OpenRules | Back) jinmen") {
                app.sendAndView(if (it % 2 == 0) AppEvent.OpenRules(GameKind.JINMEN) else AppEvent.Back, 1_000L, 1_764_000_000_000L)
            }
        }
    }
}
