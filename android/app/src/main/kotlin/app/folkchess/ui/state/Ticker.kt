package app.folkchess.ui.state

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch

/**
 * The clock's beat of a table screen (the game and trainer screens' holders share it): while
 * kept on, it calls [tick] (the holder sends Tick) every [tickMs] on [scope]'s (main)
 * dispatcher. All methods run on that dispatcher.
 */
class Ticker(
    private val scope: CoroutineScope,
    private val tickMs: Long,
    private val tick: () -> Unit,
) {
    private var job: Job? = null

    /** Ticks while [on] (the view says `ticking`), keeping a beat already going; stops when not. */
    fun keep(on: Boolean) {
        if (!on) {
            stop()
        } else if (job?.isActive != true) {
            job = scope.launch {
                while (true) {
                    delay(tickMs)
                    tick()
                }
            }
        }
    }

    /** No more ticks (the view stopped ticking, or the screen is left). */
    fun stop() {
        job?.cancel()
        job = null
    }
}
