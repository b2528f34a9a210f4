package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.folkchess.core.RowChange
import app.folkchess.core.model.SettingsView
import app.folkchess.core.AppEvent

/** Settings: the core's sections of choices and switches; every change is an event for the app, which applies and stores it. */
@Composable
fun SettingsScreen(
    view: SettingsView,
    back: String,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view.title, back, { onEvent(AppEvent.Back) })
        PaddedColumn {
            view.problem?.let { Text(it, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("settings-problem")) }
            for (section in view.sections) {
                SectionTitle(section.title)
                for (row in section.choices) {
                    // a section of one choice is titled by it already
                    ChoiceChips(row, showLabel = row.label != section.title, collapsible = true) { onEvent(AppEvent.SettingChoice(row.key, it)) }
                }
                for (row in section.toggles) ToggleSwitch(row) { onEvent(AppEvent.SettingToggle(row.key, it)) }
            }
            Text(view.about, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(vertical = 16.dp))
        }
    }
}
