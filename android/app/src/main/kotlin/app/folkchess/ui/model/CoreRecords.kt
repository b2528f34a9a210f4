package app.folkchess.ui.model

/*
 * The core's answers as the UI layer sees them: plain Kotlin records filled by
 * ui/state/CoreAdapter.kt (the one file that touches the UniFFI-generated API). Nothing here
 * is computed in Kotlin: every value is what the core returned.
 */

/** One game of the catalogue. */
data class GameInfo(
    val game: UiGame,
    val nameZh: String,
    val nameEn: String,
    val taglineZh: String,
    val taglineEn: String,
    /** Exactly solved by the core (weiming, zhongkui): verdicts are available. */
    val solved: Boolean,
)

/** A ply as the core reports it: from/to (null for a pass), captured points, notation. */
data class CorePly(val from: Int?, val to: Int?, val captured: List<Int>, val notation: String) {
    val isPass: Boolean get() = from == null || to == null
}

/** What the core says about a game at one moment (the session's snapshot). */
data class CoreSnapshot(
    val pieces: List<UiPiece?>,
    val sideToMove: UiSide,
    val isOver: Boolean,
    /** The core's "轮到先手（红）走棋" / "First (red) to move". */
    val toMoveZh: String,
    val toMoveEn: String,
    /** The core's outcome sentence, when the game is over. */
    val outcomeZh: String?,
    val outcomeEn: String?,
    val lastPly: CorePly?,
    val plyCount: Int,
    val sharedLocked: Boolean,
    val canUndo: Boolean,
    val canRedo: Boolean,
    val isComputerTurn: Boolean,
    /** Turn clock: remaining / limit in ms (null without a timer), and whether it runs now. */
    val remainingMs: Long?,
    val limitMs: Long?,
    val clockRunning: Boolean,
)

/** Who plays and the timer, as stored in the core's setup. */
data class GameSetupUi(
    val mode: UiMode,
    val level: UiLevel,
    val humanSide: UiSide,
    val turnSeconds: Int?,
)

/** A verdict of the solved games, in both languages. */
data class VerdictText(val zh: String, val en: String)

/** One good entry of the save store. */
data class SaveSummaryUi(
    val id: String,
    val game: UiGame,
    val savedAtMs: Long?,
    val isOver: Boolean,
    val plyCount: Int,
    val pieces: List<UiPiece?>,
    val setup: GameSetupUi,
)

sealed interface SaveListEntry {
    val id: String
    data class Good(val summary: SaveSummaryUi) : SaveListEntry { override val id: String get() = summary.id }
    data class Damaged(override val id: String, val reason: String) : SaveListEntry
}

/** A message from the core (its typed error's text) for the UI to show. */
class CoreException(message: String, cause: Throwable? = null) : Exception(message, cause)
