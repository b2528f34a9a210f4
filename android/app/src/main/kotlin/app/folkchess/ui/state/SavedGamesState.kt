package app.folkchess.ui.state

import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FailureKind
import app.folkchess.core.FailureText
import app.folkchess.core.SaveListEntry
import app.folkchess.core.SaveStoreInterface
import app.folkchess.core.SavedGamesView
import app.folkchess.core.savedGamesView
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/**
 * The saved-games list: the store's listing (good and damaged entries) as the core's view, and
 * delete, after the core's question. The store is read on the [disk] queue (listing replays every save); the view is
 * published on [scope]. [problem] is the core's sentence (and the details) when listing or deleting failed.
 */
class SavedGamesState(
    private val store: SaveStoreInterface,
    private val disk: DiskQueue,
    private val scope: CoroutineScope,
    private val language: () -> DisplayLanguage,
    private val utcOffsetMinutes: () -> Int,
) {
    private var entries: List<SaveListEntry> = emptyList()
    private val _view = MutableStateFlow(build())
    val view: StateFlow<SavedGamesView> = _view.asStateFlow()
    private val _problem = MutableStateFlow<FailureText?>(null)
    val problem: StateFlow<FailureText?> = _problem.asStateFlow()

    /** Lists the store again (after everything queued before on the disk). */
    fun reload() {
        scope.launch {
            val listed = disk.attempt { store.list() }
            listed.onSuccess { entries = it }
            show(listed.exceptionOrNull()?.failure(language(), FailureKind.SAVES_UNREADABLE))
        }
    }

    private val _confirming = MutableStateFlow<String?>(null)
    /** The save whose delete button was pressed: its row asks the core's question (delete? / cancel) first. */
    val confirming: StateFlow<String?> = _confirming.asStateFlow()

    /** A row's delete button: the row asks first ([confirming]). */
    fun askDelete(id: String) {
        _confirming.value = id
    }

    /** The question's cancel. */
    fun cancelDelete() {
        _confirming.value = null
    }

    /** Deletes a save (the question answered yes), then lists the store again. */
    fun delete(id: String) {
        if (_confirming.value == id) _confirming.value = null
        scope.launch {
            val error = disk.attempt { store.delete(id) }.exceptionOrNull()
            val listed = disk.attempt { store.list() }
            listed.onSuccess { entries = it }
            val l = language()
            show(error?.failure(l, FailureKind.DELETE_FAILED) ?: listed.exceptionOrNull()?.failure(l, FailureKind.SAVES_UNREADABLE))
        }
    }

    /** The view again, in the current language. */
    fun relabel() {
        _view.value = build()
    }

    private fun show(problem: FailureText?) {
        _problem.value = problem
        relabel()
    }

    private fun build(): SavedGamesView = savedGamesView(entries, language(), utcOffsetMinutes())
}
