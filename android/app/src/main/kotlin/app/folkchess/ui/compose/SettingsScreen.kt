package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import app.folkchess.core.AppSettings
import app.folkchess.core.LanguageSetting
import app.folkchess.core.ThemeSetting
import app.folkchess.ui.model.Choice
import app.folkchess.ui.model.Choices
import app.folkchess.ui.model.SettingsUiState
import app.folkchess.ui.model.UiStrings

/** Settings; every change goes to [onChange] and is persisted by the state holder through the core's settings JSON. */
@Composable
fun SettingsScreen(
    state: SettingsUiState,
    choices: Choices,
    strings: UiStrings,
    onChange: (AppSettings) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val s = state.settings
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(strings.settings, strings.back, onBack)
        PaddedColumn {
            state.error?.let { Text(it, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium) }
            val languages = LanguageSetting.entries.map {
                Choice(it, when (it) { LanguageSetting.SYSTEM -> strings.languageSystem; LanguageSetting.ZH -> "中文"; LanguageSetting.EN -> "English"; LanguageSetting.BOTH -> "中文 + English" })
            }
            ChoiceGroup(strings.language_, languages, s.language) { onChange(s.copy(language = it)) }
            val themes = ThemeSetting.entries.map {
                Choice(it, when (it) { ThemeSetting.SYSTEM -> strings.themeSystem; ThemeSetting.LIGHT -> strings.themeLight; ThemeSetting.DARK -> strings.themeDark })
            }
            ChoiceGroup(strings.theme, themes, s.theme) { onChange(s.copy(theme = it)) }
            ChoiceGroup(strings.defaultLevel, choices.levels, s.defaultLevel) { onChange(s.copy(defaultLevel = it)) }
            ChoiceGroup(strings.defaultSide, choices.sides, s.defaultHumanSide) { onChange(s.copy(defaultHumanSide = it)) }
            ChoiceGroup(strings.turnTimer, choices.turnTimes, s.turnSeconds) { onChange(s.copy(turnSeconds = it)) }
            SwitchRow(strings.sound, s.sound) { onChange(s.copy(sound = it)) }
            SwitchRow(strings.haptics, s.haptics) { onChange(s.copy(haptics = it)) }
            SwitchRow(strings.showLegalMoves, s.showLegalMoves) { onChange(s.copy(showLegalMoves = it)) }
            SwitchRow(strings.showLastMove, s.showLastMove) { onChange(s.copy(showLastMove = it)) }
            SwitchRow(strings.showVerdicts, s.showVerdicts) { onChange(s.copy(showVerdicts = it)) }
            SwitchRow(strings.rotateForOpponent, s.rotateForOpponent) { onChange(s.copy(rotateForOpponent = it)) }
        }
    }
}

@Composable
private fun SwitchRow(label: String, checked: Boolean, onChange: (Boolean) -> Unit) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 52.dp).toggleable(value = checked, role = Role.Switch, onValueChange = onChange),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(label, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f).padding(end = 12.dp))
        Switch(checked = checked, onCheckedChange = null)
    }
}
