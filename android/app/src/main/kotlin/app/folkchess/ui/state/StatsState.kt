package app.folkchess.ui.state

import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FailureKind
import app.folkchess.core.FailureText
import app.folkchess.core.FolkChessException
import app.folkchess.core.SaveStoreInterface
import app.folkchess.core.model.StatsView
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/**
 * The statistics screen: the core's [StatsView] of the games counted with the saves, read on
 * the [disk] queue (never on the main thread) and published on [scope]; reset empties them after
 * the core's question. When the statistics file does not read, [problem] is the core's
 * sentence for it, the reason as the details; when a reset is not written, the core's sentence
 * for a write that failed.
 */
class StatsState(
    private val store: SaveStoreInterface,
    private val disk: DiskQueue,
    private val scope: CoroutineScope,
    private val language: () -> DisplayLanguage,
) {
    private val _view = MutableStateFlow<StatsView?>(null)
    /** The screen; null until read (or when the file does not read). */
    val view: StateFlow<StatsView?> = _view.asStateFlow()

    private val _problem = MutableStateFlow<FailureText?>(null)
    val problem: StateFlow<FailureText?> = _problem.asStateFlow()

    private val _confirming = MutableStateFlow(false)
    /** True while the reset button's question (reset? / cancel) is asked. */
    val confirming: StateFlow<Boolean> = _confirming.asStateFlow()

    /** Reads the statistics again (after everything queued before on the disk), in the current language. */
    fun reload() {
        scope.launch {
            val l = language()
            show(disk.attempt { store.statsView(l) }, l)
        }
    }

    /** The reset button: the question first. */
    fun askReset() {
        if (_view.value?.reset?.enabled == true) _confirming.value = true
    }

    fun cancelReset() {
        _confirming.value = false
    }

    /** The question answered yes: the statistics emptied, then read again. */
    fun reset() {
        if (!_confirming.value) return
        _confirming.value = false
        scope.launch {
            val l = language()
            val error = disk.attempt { store.resetStats() }.exceptionOrNull()
            val read = disk.attempt { store.statsView(l) }
            show(read, l)
            if (error != null) _problem.value = error.failure(l, FailureKind.WRITE_FAILED)
        }
    }

    private fun show(read: Result<StatsView>, l: DisplayLanguage) {
        read.onSuccess {
            _view.value = it
            _problem.value = null
        }
        read.onFailure { e ->
            if (e is FolkChessException.DamagedSave) _view.value = null
            _problem.value = e.failure(l, FailureKind.STATS_UNREADABLE)
        }
    }
}
