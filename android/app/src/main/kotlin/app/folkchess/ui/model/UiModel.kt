package app.folkchess.ui.model

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.GameKind
import app.folkchess.core.Level
import app.folkchess.core.PieceInfo
import app.folkchess.core.RulesSection
import app.folkchess.core.Side

/*
 * Pure UI state: what the composables draw. No android.*, no Compose, no rules. The core's
 * records (package app.folkchess.core: BoardLayout, PieceInfo, Snapshot, AppSettings, …) are used
 * as they are; these classes add only what the screens need beyond them — texts already in the
 * interface language, the selection, what is lit. CoreMapping.kt builds them.
 */

/** Interface language: the settings' choice, with "system" already resolved by the shell. */
enum class UiLang { Zh, En, Both }

/** A move drawn on the board (the last move, a hint's arrow): from one point index to another. */
data class UiMove(val from: Int, val to: Int)

/** A piece that has just been captured: drawn fading out; [key] restarts the animation. */
data class FadingPiece(val point: Int, val piece: PieceInfo, val key: Long)

/** Everything the board canvas draws. */
data class BoardUiState(
    /** The core's layout: points, lines, bounds. */
    val layout: BoardLayout,
    /** The piece on each point (index = point index), null when empty. */
    val pieces: List<PieceInfo?>,
    val selected: Int? = null,
    /** Lit legal targets of [selected]. */
    val targets: Set<Int> = emptySet(),
    /** Points whose piece can move now (for accessibility, and a faint mark when legal moves are shown). */
    val movable: Set<Int> = emptySet(),
    val lastMove: UiMove? = null,
    val hint: UiMove? = null,
    val captured: List<FadingPiece> = emptyList(),
    /** A point highlighted from the rules text. */
    val highlighted: Int? = null,
    val showNames: Boolean = true,
    /** Whose pieces are "yours" for accessibility descriptions; null in pass-and-play. */
    val perspective: Side? = null,
)

data class TimerUi(val remainingMs: Long, val limitMs: Long, val running: Boolean) {
    val fraction: Float get() = if (limitMs <= 0) 0f else (remainingMs.toFloat() / limitMs).coerceIn(0f, 1f)
    val seconds: Long get() = (remainingMs + 999) / 1000
}

/** The new-game form's choice of opponent (the core's GameMode also carries the level and side). */
enum class UiMode { VsComputer, PassAndPlay }

/** One option of a choice group, with its label in the interface language. */
data class Choice<T>(val value: T, val label: String)

/** The choices the core offers (levels, sides, turn times), labelled in the interface language. */
data class Choices(
    val levels: List<Choice<Level>>,
    val sides: List<Choice<Side>>,
    val turnTimes: List<Choice<Int?>>,
)

/** The game screen's state. All texts are already in the interface language. */
data class GameUiState(
    val game: GameKind,
    val title: String,
    val board: BoardUiState,
    val mode: UiMode,
    val humanSide: Side?,
    val level: Level?,
    val sideToMove: Side?,
    val isOver: Boolean,
    /** Whose turn it is, or why the game ended, in words. */
    val banner: String,
    /** Pass-and-play: the far player's turn, so the banner is turned upside down for them. */
    val bannerRotated: Boolean,
    val thinking: Boolean,
    val canUndo: Boolean,
    val canRedo: Boolean,
    val timer: TimerUi?,
    val plyNumber: Int,
    val lastMoveText: String?,
    /** Verdict shown with a hint in the small games ("First wins in 7"). */
    val verdict: String?,
    /** A short message (an error, "saved"), or null. */
    val message: String? = null,
    val hintBusy: Boolean = false,
    val isSmallGame: Boolean = false,
)

/** One card of the home screen. */
data class GameCardUi(
    val game: GameKind,
    /** The game's stable id (`jinmen`), for test tags. */
    val id: String,
    val nameZh: String,
    val nameEn: String,
    val tagline: String,
    val miniature: BoardUiState,
)

data class ContinueUi(val game: GameKind, val title: String, val detail: String, val thumbnail: BoardUiState)

/** Home; [loading] while the first settings and the autosave are read from the disk. */
data class HomeUiState(val cards: List<GameCardUi>, val continueGame: ContinueUi?, val loading: Boolean = false)

/** The new-game form. */
data class NewGameUiState(
    val game: GameKind,
    val title: String,
    val mode: UiMode,
    val level: Level,
    val humanSide: Side,
    val turnSeconds: Int?,
)

/** One language's rules as the screen shows them: the core's sections, key facts and quick start first, app rules last. */
data class RulesPage(val name: String, val tagline: String, val sections: List<RulesSection>)

/** The rules screen: one page (zh or en) or both side by side, with the board diagram. */
data class RulesUiState(
    val game: GameKind,
    val lang: UiLang,
    val pages: List<RulesPage>,
    val board: BoardUiState,
)

/** The settings screen: the core's settings record, and why it could not be read or written. */
data class SettingsUiState(val settings: AppSettings, val error: String? = null)

sealed interface SavedEntryUi {
    val id: String
    data class Good(
        override val id: String,
        val game: GameKind,
        val title: String,
        val detail: String,
        val thumbnail: BoardUiState,
    ) : SavedEntryUi
    data class Damaged(override val id: String, val reason: String) : SavedEntryUi
}

data class SavedGamesUiState(val entries: List<SavedEntryUi>, val error: String? = null)
