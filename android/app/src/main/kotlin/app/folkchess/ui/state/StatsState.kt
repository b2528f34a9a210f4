package app.folkchess.ui.state

import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FolkChessException
import app.folkchess.core.SaveStoreInterface
import app.folkchess.core.model.StatsView
import app.folkchess.core.appTexts
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/**
 * The statistics screen: the core's [StatsView] of the games counted with the saves, read on
 * the [disk] queue (never on the main thread) and published on [scope]; reset empties them after
 * the core's question. When the statistics file does not read, [problem] is the core's
 * `statsUnreadable` sentence followed by the reason.
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

    private val _problem = MutableStateFlow<String?>(null)
    val problem: StateFlow<String?> = _problem.asStateFlow()

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
            show(if (error != null) Result.failure(error) else read, l)
        }
    }

    private fun show(read: Result<StatsView>, l: DisplayLanguage) {
        read.onSuccess {
            _view.value = it
            _problem.value = null
        }
        read.onFailure { e ->
            val reason = when (e) {
                is FolkChessException.DamagedSave -> e.reason
                else -> e.message ?: e.toString()
            }
            if (e is FolkChessException.DamagedSave) _view.value = null
            _problem.value = "${appTexts(l).statsUnreadable}\n$reason"
        }
    }
}
