package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.LanguageSetting
import app.folkchess.ui.model.SettingsUiState
import app.folkchess.ui.model.UiLang
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import java.io.File

/**
 * Settings, persisted as the core's settings JSON in [dir]. Reading and validation are the
 * core's (unknown fields ignored, missing ones defaulted, bad values a typed error); a damaged
 * file falls back to the defaults and says why. Every read and write runs on the [disk] queue,
 * in order; the state changes at once, the file follows.
 */
class SettingsState(private val core: FolkCore, private val dir: File, private val disk: DiskQueue) {
    private val _state = MutableStateFlow(SettingsUiState(core.defaultSettings()))
    val state: StateFlow<SettingsUiState> = _state.asStateFlow()

    val current: AppSettings get() = _state.value.settings

    /** The interface language, with "system" resolved by [systemLang]. */
    fun lang(systemLang: () -> UiLang): UiLang = when (current.language) {
        LanguageSetting.SYSTEM -> systemLang()
        LanguageSetting.ZH -> UiLang.Zh
        LanguageSetting.EN -> UiLang.En
        LanguageSetting.BOTH -> UiLang.Both
    }

    /** Reads the saved settings (on the disk queue); until then the state holds the defaults. */
    suspend fun load() {
        _state.value = disk.call {
            try {
                SettingsUiState(core.readSettings(dir) ?: core.defaultSettings())
            } catch (e: Exception) {
                SettingsUiState(core.defaultSettings(), e.userMessage())
            }
        }
    }

    /** Shows [settings] at once and queues their writing; a failure to write is shown as the error. */
    fun update(settings: AppSettings) {
        _state.value = SettingsUiState(settings)
        disk.post(onError = { e -> _state.update { s -> if (s.settings == settings) s.copy(error = e.userMessage()) else s } }) {
            core.writeSettings(dir, settings)
        }
    }
}
