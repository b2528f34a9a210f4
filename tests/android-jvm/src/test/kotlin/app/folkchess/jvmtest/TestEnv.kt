package app.folkchess.jvmtest

import app.folkchess.ui.state.FolkCore
import app.folkchess.ui.state.MonotonicClock
import app.folkchess.ui.state.UniffiCore

/** The real core over the generated bindings and the host library (jna.library.path). */
object TestEnv {
    val core: FolkCore by lazy { UniffiCore() }
}

/** A clock the test moves by hand. */
class FakeClock(var now: Long = 1_000_000L) : MonotonicClock {
    override fun nowMs(): Long = now
    fun advance(ms: Long) { now += ms }
}
