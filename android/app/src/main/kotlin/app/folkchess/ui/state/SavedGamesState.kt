package app.folkchess.ui.state

import app.folkchess.core.BoardLayout
import app.folkchess.core.GameInfo
import app.folkchess.core.GameKind
import app.folkchess.core.SaveListEntry
import app.folkchess.ui.model.CoreNames
import app.folkchess.ui.model.SavedGamesUiState
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.savedEntryUi
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import java.time.ZoneId

/**
 * The saved-games list: the core's store listing (good and damaged entries), delete. The store
 * is read on the [disk] queue (listing replays every save); the list is shown on [scope].
 */
class SavedGamesState(
    private val store: CoreStore,
    private val disk: DiskQueue,
    private val scope: CoroutineScope,
    private val infos: Map<GameKind, GameInfo>,
    private val layouts: Map<GameKind, BoardLayout>,
    private val names: CoreNames,
    private val lang: () -> UiLang,
    private val zone: ZoneId = ZoneId.systemDefault(),
) {
    private var entries: List<SaveListEntry> = emptyList()
    private val _state = MutableStateFlow(SavedGamesUiState(emptyList()))
    val state: StateFlow<SavedGamesUiState> = _state.asStateFlow()

    /** Lists the store again (after everything queued before on the disk). */
    fun reload() {
        scope.launch {
            val listed = disk.attempt { store.list() }
            listed.onSuccess { entries = it }
            show(listed.exceptionOrNull()?.userMessage())
        }
    }

    /** Deletes a save, then lists the store again; a failure is shown above the list. */
    fun delete(id: String) {
        scope.launch {
            val error = disk.attempt { store.delete(id) }.exceptionOrNull()
            val listed = disk.attempt { store.list() }
            listed.onSuccess { entries = it }
            show((error ?: listed.exceptionOrNull())?.userMessage())
        }
    }

    /** Labels the list again in the current language. */
    fun relabel() = show(_state.value.error)

    private fun show(error: String?) {
        _state.value = SavedGamesUiState(entries.map { savedEntryUi(it, infos, layouts, lang(), names, zone) }, error)
    }
}
