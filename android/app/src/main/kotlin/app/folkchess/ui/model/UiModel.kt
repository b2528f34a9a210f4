package app.folkchess.ui.model

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.GameKind
import app.folkchess.core.Level
import app.folkchess.core.MoveLabel
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
        /** It has plies to review. */
        val reviewable: Boolean = false,
    ) : SavedEntryUi
    data class Damaged(override val id: String, val reason: String) : SavedEntryUi
}

data class SavedGamesUiState(val entries: List<SavedEntryUi>, val error: String? = null)

/** One ply of the review's move list. Its texts are the core's, in the interface language. */
data class ReviewRowUi(
    /** The ply's number, from 1. */
    val number: Int,
    val side: Side,
    /** The ply in notation (`bc-bl`, `c4-c3 x c2`), or the app's word for a pass. */
    val move: String,
    /** The values before → after in the core's short form, for the mover: `W7 → L1`, `+0.35 → -0.80`. */
    val values: String,
    val label: MoveLabel,
    /** The label's name. */
    val labelText: String,
    /** The core's sentence on the ply: what a screen reader says for the row, and the line under the board. */
    val comment: String,
    /** The ply after which the winner had a forced win to the end. */
    val deciding: Boolean,
)

/** One side's summary line (counts per label), the core's. */
data class ReviewSideUi(val side: Side, val text: String)

/** What is on the board: the start position (ply 0), or the board after a ply with the played and the best move drawn. */
data class ReviewSelectionUi(
    /** 0 for the start position, n for the board after ply n. */
    val ply: Int,
    /** "Ply 5 of 6" / "Start position". */
    val position: String,
    /** The core's sentence on the ply (its values before → after in words), or the start position's words. */
    val caption: String,
    /** The played move's notation (drawn as the last-move marking), or the app's word for a pass; null at the start. */
    val played: String?,
    /** The best move's notation (drawn as the hint arrow); null when the played ply was the best, and at the start. */
    val best: String?,
    val canPrevious: Boolean,
    val canNext: Boolean,
)

/**
 * The review screen: while the core computes ([computing]), only the title; then the core's
 * summary and move list, and the selected ply on the board. All texts are already in the
 * interface language.
 */
data class ReviewUiState(
    val game: GameKind,
    val title: String,
    /** The review is being computed (off the main thread). */
    val computing: Boolean,
    /** Why there is no review (a damaged save, …), or null. */
    val error: String? = null,
    /** How the game ended (the core's sentence); null for a game still going. */
    val outcome: String? = null,
    /** How the values were found (exact, or a search of so many nodes per position). */
    val method: String = "",
    /** First's line, then Second's. */
    val sides: List<ReviewSideUi> = emptyList(),
    /** The core's sentence on the deciding ply (also when there is none). */
    val decided: String = "",
    /** The ply after which the result was decided (0: from the start); null when none. */
    val decidingPly: Int? = null,
    val rows: List<ReviewRowUi> = emptyList(),
    /** The board after the selected ply (or the start position). */
    val board: BoardUiState? = null,
    val selection: ReviewSelectionUi? = null,
)
