package app.folkchess.core

import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import app.folkchess.core.model.GameKind

/**
 * Cost of calls across the FFI from Kotlin (JNA): prints microseconds per call after a
 * warm-up. No assertion on time: the numbers are for the notes, not a gate.
 */
class FfiBenchmarkTest {
    companion object {
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()

        const val WARMUP = 20_000
        const val CALLS = 10_000
    }

    private fun measure(label: String, call: (Int) -> Any?) {
        var sink = 0
        repeat(WARMUP) { sink += call(it).hashCode() }
        val t0 = System.nanoTime()
        repeat(CALLS) { sink += call(it).hashCode() }
        val us = (System.nanoTime() - t0) / 1_000.0 / CALLS
        println("BENCH %-40s %8.2f µs/call (%d calls, sink %d)".format(label, us, CALLS, sink and 1))
    }

    @Test
    fun tableViewAndTick() {
        // Baselines: the cheapest calls, to see the fixed cost of crossing the FFI.
        CancelHandle().use { h -> measure("CancelHandle.isCancelled() (baseline)") { h.isCancelled() } }
        measure("coreVersion() (baseline, returns a String)") { coreVersion() }
        for (game in listOf(GameKind.WEIMING, GameKind.JINMEN)) {
            playedTable(passAndPlay(game, turnSeconds = 60), 0).use { t ->
                t.send(TableEvent.Start, 0)
                measure("$game GameTable.view(now)") { t.view(it.toLong()) }
                measure("$game GameTable.send(Tick)") { t.send(TableEvent.Tick, it.toLong()) }
            }
        }
        measure("nearestPoint(jinmen)") { nearestPoint(GameKind.JINMEN, (it % 5).toDouble(), 3.0, 0.4) }
    }
}
