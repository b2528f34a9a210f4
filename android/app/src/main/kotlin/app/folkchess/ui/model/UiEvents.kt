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
