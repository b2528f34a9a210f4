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
import app.folkchess.ui.model.SettingsUi
import app.folkchess.ui.model.SettingsUiState
import app.folkchess.ui.model.UiLanguagePref
import app.folkchess.ui.model.UiLevel
import app.folkchess.ui.model.UiSide
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.UiThemePref

/** Settings; every change goes to [onChange] and is persisted by the state holder through the core's settings JSON. */
@Composable
fun SettingsScreen(
    state: SettingsUiState,
    strings: UiStrings,
    onChange: (SettingsUi) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val s = state.settings
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(strings.settings, strings.back, onBack)
        PaddedColumn {
            state.error?.let { Text(it, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium) }
            ChoiceGroup(strings.language_, UiLanguagePref.entries, s.language, {
                when (it) { UiLanguagePref.System -> strings.languageSystem; UiLanguagePref.Zh -> "中文"; UiLanguagePref.En -> "English"; UiLanguagePref.Both -> "中文 + English" }
            }) { onChange(s.copy(language = it)) }
            ChoiceGroup(strings.theme, UiThemePref.entries, s.theme, {
                when (it) { UiThemePref.System -> strings.themeSystem; UiThemePref.Light -> strings.themeLight; UiThemePref.Dark -> strings.themeDark }
            }) { onChange(s.copy(theme = it)) }
            ChoiceGroup(strings.defaultLevel, UiLevel.entries, s.defaultLevel, strings::levelName) { onChange(s.copy(defaultLevel = it)) }
            ChoiceGroup(strings.defaultSide, UiSide.entries, s.defaultHumanSide, strings::sideName) { onChange(s.copy(defaultHumanSide = it)) }
            ChoiceGroup(strings.turnTimer, listOf(null, 15, 30, 60, 120), s.turnSeconds, { v -> v?.let { strings.seconds(it) } ?: strings.timerOff }) {
                onChange(s.copy(turnSeconds = it))
            }
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
