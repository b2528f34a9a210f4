package app.folkchess.ui.state

import app.folkchess.ui.model.SettingsUi
import app.folkchess.ui.model.SettingsUiState
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiLanguagePref
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import java.io.File

/**
 * Settings, persisted as the core's settings JSON in `settings.json` inside [dir]. Reading
 * and validation are the core's (unknown fields ignored, missing ones defaulted, bad values a
 * typed error); a damaged file falls back to the defaults and says why. Writes are atomic
 * (temporary file, then rename).
 */
class SettingsState(private val core: FolkCore, private val dir: File) {
    private val file = File(dir, FILE_NAME)
    private val _state = MutableStateFlow(load())
    val state: StateFlow<SettingsUiState> = _state.asStateFlow()

    val current: SettingsUi get() = _state.value.settings

    /** The interface language, with "system" resolved by [systemLang]. */
    fun lang(systemLang: () -> UiLang): UiLang = when (current.language) {
        UiLanguagePref.System -> systemLang()
        UiLanguagePref.Zh -> UiLang.Zh
        UiLanguagePref.En -> UiLang.En
        UiLanguagePref.Both -> UiLang.Both
    }

    fun update(settings: SettingsUi) {
        val error = runCatching { write(core.settingsToJson(settings)) }.exceptionOrNull()?.let { it.message ?: it.toString() }
        _state.value = SettingsUiState(settings, error)
    }

    private fun load(): SettingsUiState {
        if (!file.exists()) return SettingsUiState(core.defaultSettings())
        return try {
            SettingsUiState(core.settingsFromJson(file.readText()))
        } catch (e: Exception) {
            SettingsUiState(core.defaultSettings(), e.message ?: e.toString())
        }
    }

    private fun write(json: String) {
        dir.mkdirs()
        val tmp = File(dir, "$FILE_NAME.tmp")
        tmp.outputStream().use { out ->
            out.write(json.toByteArray(Charsets.UTF_8))
            out.fd.sync()
        }
        if (!tmp.renameTo(file)) {
            file.delete()
            check(tmp.renameTo(file)) { "could not write ${file.path}" }
        }
    }

    companion object {
        const val FILE_NAME = "settings.json"
    }
}
