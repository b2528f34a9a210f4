package app.folkchess.jvmtest

import app.folkchess.core.GameKind
import app.folkchess.core.GameMode
import app.folkchess.core.GameSetup
import app.folkchess.core.Language
import app.folkchess.core.Level
import app.folkchess.core.Side
import app.folkchess.ui.model.CoreNames
import app.folkchess.ui.state.FolkCore
import app.folkchess.ui.state.MonotonicClock
import app.folkchess.ui.state.UniffiCore

/** The real core over the generated bindings and the host library (jna.library.path). */
object TestEnv {
    val core: FolkCore by lazy { UniffiCore() }

    /** The real core with a fixed seed for new games: the computer's replies, and so pictures, repeat. */
    val seededCore: FolkCore by lazy { UniffiCore(seed = 2026L) }

    /** The core's names, as AppState reads them. */
    val names: CoreNames by lazy {
        CoreNames(
            levels = core.levels(),
            sides = Side.entries.associateWith { core.sideName(it, Language.ZH) to core.sideName(it, Language.EN) },
            turnTimes = core.turnTimeChoices(),
        )
    }
}

/** A clock the test moves by hand. */
class FakeClock(var now: Long = 1_000_000L) : MonotonicClock {
    override fun nowMs(): Long = now
    fun advance(ms: Long) { now += ms }
}

fun passAndPlay(game: GameKind, turnSeconds: Int? = null) = GameSetup(game, GameMode.PassAndPlay, turnSeconds)

fun vsComputer(game: GameKind, level: Level, human: Side, turnSeconds: Int? = null) =
    GameSetup(game, GameMode.VsComputer(level, human), turnSeconds)
