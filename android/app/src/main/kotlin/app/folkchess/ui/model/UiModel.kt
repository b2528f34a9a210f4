package app.folkchess.ui.model

import kotlin.math.hypot

/*
 * Pure UI state: what the composables draw. No android.*, no Compose, no rules.
 * Everything here is produced from the core's records by CoreMapping.kt (or, in tests,
 * built by hand); the composables never see the generated bindings.
 */

/** Interface language: the settings' choice, with "system" already resolved by the shell. */
enum class UiLang { Zh, En, Both }

enum class UiGame(val id: String) {
    Weiming("weiming"), Zhongkui("zhongkui"), Jinmen("jinmen"), Huishi("huishi");

    companion object {
        fun fromId(id: String): UiGame? = entries.firstOrNull { it.id == id }
    }
}

enum class UiSide { First, Second;
    val other: UiSide get() = if (this == First) Second else First
}

enum class UiLevel { Beginner, Easy, Medium, Hard, Master }

/** Soldier: an ordinary piece (every piece of weiming, zhongkui, jinmen; 兵 in huishi). */
enum class UiPieceKind { Soldier, General, Shared }

/** A piece on a point; [side] is null for the shared piece. */
data class UiPiece(val side: UiSide?, val kind: UiPieceKind) {
    companion object {
        val FirstSoldier = UiPiece(UiSide.First, UiPieceKind.Soldier)
        val SecondSoldier = UiPiece(UiSide.Second, UiPieceKind.Soldier)
        val FirstGeneral = UiPiece(UiSide.First, UiPieceKind.General)
        val SecondGeneral = UiPiece(UiSide.Second, UiPieceKind.General)
        val Shared = UiPiece(null, UiPieceKind.Shared)
    }
}

enum class UiPointRole { Normal, SharedHome, Well }

/** A board point in layout units (y grows downwards), as the core's layout gives it. */
data class UiPoint(val index: Int, val name: String, val x: Double, val y: Double, val role: UiPointRole)

data class UiBounds(val minX: Double, val minY: Double, val maxX: Double, val maxY: Double) {
    val width: Double get() = maxX - minX
    val height: Double get() = maxY - minY
}

/** A board drawn from the core's layout: points, lines (as point-index lists) and bounds. */
data class BoardGeometry(
    val game: UiGame,
    val points: List<UiPoint>,
    val lines: List<List<Int>>,
    val bounds: UiBounds,
) {
    /** Smallest distance between two points, in layout units (sizes pieces so neighbours never overlap). */
    val minDistance: Double by lazy {
        var best = Double.MAX_VALUE
        for (i in points.indices) for (j in i + 1 until points.size) {
            val d = hypot(points[i].x - points[j].x, points[i].y - points[j].y)
            if (d in 1e-9..best) best = d
        }
        if (best == Double.MAX_VALUE) 1.0 else best
    }

    fun indexOf(name: String): Int? = points.firstOrNull { it.name == name }?.index
    fun nameOf(index: Int): String = points.getOrNull(index)?.name ?: "?"
}

data class UiMove(val from: Int, val to: Int)

/** A piece that has just been captured: drawn fading out; [key] restarts the animation. */
data class FadingPiece(val point: Int, val piece: UiPiece, val key: Long)

/** Everything the board canvas draws. */
data class BoardUiState(
    val geometry: BoardGeometry,
    /** The piece on each point (index = point index), null when empty. */
    val pieces: List<UiPiece?>,
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
    val perspective: UiSide? = null,
)

data class TimerUi(val remainingMs: Long, val limitMs: Long, val running: Boolean) {
    val fraction: Float get() = if (limitMs <= 0) 0f else (remainingMs.toFloat() / limitMs).coerceIn(0f, 1f)
    val seconds: Long get() = (remainingMs + 999) / 1000
}

enum class UiMode { VsComputer, PassAndPlay }

/** The game screen's state. All texts are already in the interface language. */
data class GameUiState(
    val game: UiGame,
    val title: String,
    val board: BoardUiState,
    val mode: UiMode,
    val humanSide: UiSide?,
    val level: UiLevel?,
    val sideToMove: UiSide?,
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
    val game: UiGame,
    val nameZh: String,
    val nameEn: String,
    val tagline: String,
    val miniature: BoardUiState,
)

data class ContinueUi(val game: UiGame, val title: String, val detail: String, val thumbnail: BoardUiState)

data class HomeUiState(val cards: List<GameCardUi>, val continueGame: ContinueUi?)

/** The new-game form. */
data class NewGameUiState(
    val game: UiGame,
    val title: String,
    val mode: UiMode,
    val level: UiLevel,
    val humanSide: UiSide,
    val turnSeconds: Int?,
    val timerChoices: List<Int?> = listOf(null, 15, 30, 60, 120),
)

/** Rules text, as the core structures it. */
sealed interface RulesSpan {
    data class Text(val text: String) : RulesSpan
    data class Point(val name: String) : RulesSpan
    data class Term(val term: String, val text: String) : RulesSpan
}

typealias RichLine = List<RulesSpan>

sealed interface RulesBlock {
    data class Paragraph(val text: RichLine) : RulesBlock
    data class Bullets(val items: List<RichLine>) : RulesBlock
}

data class RulesSectionUi(val id: String, val heading: String, val blocks: List<RulesBlock>)

data class RulesDocUi(
    val name: String,
    val tagline: String,
    val sections: List<RulesSectionUi>,
)

/** The rules screen: one doc (zh or en) or both side by side, with the board diagram. */
data class RulesUiState(
    val game: UiGame,
    val lang: UiLang,
    val docs: List<RulesDocUi>,
    val board: BoardUiState,
)

enum class UiLanguagePref { System, Zh, En, Both }
enum class UiThemePref { System, Light, Dark }

data class SettingsUi(
    val language: UiLanguagePref = UiLanguagePref.System,
    val theme: UiThemePref = UiThemePref.System,
    val defaultLevel: UiLevel = UiLevel.Medium,
    val defaultHumanSide: UiSide = UiSide.First,
    val turnSeconds: Int? = 60,
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val showLegalMoves: Boolean = true,
    val showLastMove: Boolean = true,
    val showVerdicts: Boolean = true,
    val rotateForOpponent: Boolean = true,
)

data class SettingsUiState(val settings: SettingsUi, val error: String? = null)

sealed interface SavedEntryUi {
    val id: String
    data class Good(
        override val id: String,
        val game: UiGame,
        val title: String,
        val detail: String,
        val thumbnail: BoardUiState,
    ) : SavedEntryUi
    data class Damaged(override val id: String, val reason: String) : SavedEntryUi
}

data class SavedGamesUiState(val entries: List<SavedEntryUi>, val error: String? = null)
