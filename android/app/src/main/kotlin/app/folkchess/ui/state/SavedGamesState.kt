package app.folkchess.ui.state

import app.folkchess.ui.model.SavedGamesUiState
import app.folkchess.ui.model.UiGame
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.savedEntryUi
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import java.time.ZoneId

/** The saved-games list: the core's store listing (good and damaged entries), delete. */
class SavedGamesState(
    private val core: FolkCore,
    private val store: CoreStore,
    private val lang: () -> UiLang,
    private val zone: ZoneId = ZoneId.systemDefault(),
) {
    private val infos = core.catalogue().associateBy { it.game }
    private val geometries = UiGame.entries.associateWith { core.geometry(it) }
    private val _state = MutableStateFlow(SavedGamesUiState(emptyList()))
    val state: StateFlow<SavedGamesUiState> = _state.asStateFlow()

    fun reload() {
        _state.value = try {
            SavedGamesUiState(store.list().map { savedEntryUi(it, infos, geometries, lang(), zone) })
        } catch (e: Exception) {
            SavedGamesUiState(emptyList(), e.message ?: e.toString())
        }
    }

    fun delete(id: String) {
        val error = runCatching { store.delete(id) }.exceptionOrNull()
        reload()
        if (error != null) _state.value = _state.value.copy(error = error.message ?: error.toString())
    }
}
