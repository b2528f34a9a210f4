package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.folkchess.core.AppEvent
import androidx.compose.material3.MaterialTheme
import app.folkchess.core.model.AppTexts

/**
 * A game someone shared as text: pasted into the field (the core's hint), opened with the core's
 * button; [problem] is the core's sentence when the text is not a game, with what does not read.
 */
@Composable
fun ImportScreen(
    text: String,
    problem: String?,
    texts: AppTexts,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(texts.importGame, texts.back, { onEvent(AppEvent.Back) })
        Column(Modifier.padding(horizontal = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            OutlinedTextField(
                value = text,
                onValueChange = { onEvent(AppEvent.ImportText(it)) },
                placeholder = { Text(texts.importHint) },
                modifier = Modifier.fillMaxWidth().heightIn(min = 160.dp).testTag("import-text"),
            )
            problem?.let { Text(it, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("import-problem")) }
            Button(onClick = { onEvent(AppEvent.ImportOpen) }, enabled = text.isNotBlank(), modifier = Modifier.testTag("import-open")) { Text(texts.openGame) }
        }
    }
}
