package app.folkchess.ui.model

import app.folkchess.core.Level
import app.folkchess.core.Side

/** What the game screen asks of its controller (unidirectional data flow). */
sealed interface GameEvent {
    data class TapPoint(val point: Int) : GameEvent
    data object Undo : GameEvent
    data object Redo : GameEvent
    data object Hint : GameEvent
    data object Restart : GameEvent
    data class SetLevel(val level: Level) : GameEvent
    data object DismissMessage : GameEvent
}

sealed interface NewGameEvent {
    data class SetMode(val mode: UiMode) : NewGameEvent
    data class SetLevel(val level: Level) : NewGameEvent
    data class SetSide(val side: Side) : NewGameEvent
    data class SetTimer(val seconds: Int?) : NewGameEvent
}

/** What the review screen asks of its controller. */
sealed interface ReviewEvent {
    /** Show the board after ply [ply] (numbered from 1; 0 is the start position). */
    data class Select(val ply: Int) : ReviewEvent
    data object Previous : ReviewEvent
    data object Next : ReviewEvent
}
