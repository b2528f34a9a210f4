package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.FolkChessException
import app.folkchess.core.SettingsFileInterface
import app.folkchess.core.defaultSettings
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

/** The settings as stored, and the settings file's problem (the core's sentence), if reading or writing it failed. */
data class StoredSettings(val settings: AppSettings, val problem: String? = null)

/**
 * The settings, read and written by the core's settings file (unknown fields ignored, missing
 * ones defaulted, bad values a typed error; a damaged file falls back to the defaults and says
 * why). Every read and write runs on the [disk] queue, in order; the state changes at once,
 * the file follows.
 */
class SettingsState(private val file: SettingsFileInterface, private val disk: DiskQueue) {
    private val _state = MutableStateFlow(StoredSettings(defaultSettings()))
    val state: StateFlow<StoredSettings> = _state.asStateFlow()

    val current: AppSettings get() = _state.value.settings

    /** Reads the saved settings (on the disk queue); until then the state holds the defaults. */
    suspend fun load() {
        _state.value = disk.call {
            try {
                StoredSettings(file.load())
            } catch (e: FolkChessException) {
                StoredSettings(defaultSettings(), e.toString())
            }
        }
    }

    /** Shows [settings] at once and queues their writing; a failure to write is shown as the problem. */
    fun update(settings: AppSettings) {
        _state.value = StoredSettings(settings)
        disk.post(onError = { e -> _state.update { s -> if (s.settings == settings) s.copy(problem = e.toString()) else s } }) {
            file.save(settings)
        }
    }
}
