package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalClipboardManager
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.folkchess.core.AppEvent
import app.folkchess.core.model.AppTexts

/**
 * A game someone shared as text: pasted into the field (the core's hint; "Paste" puts the
 * clipboard's text there), opened with the core's button while the core says it may be
 * ([openEnabled]); [problem] is the core's sentence when the text is not a game, shown as the
 * field's error until the text changes.
 */
@Composable
fun ImportScreen(
    text: String,
    problem: String?,
    openEnabled: Boolean,
    texts: AppTexts,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    // LocalClipboard (its successor) hands back a platform's own entry — Android's ClipData, the
    // desktop's transferable — which this file, shared with the desktop tests, cannot read as one
    @Suppress("DEPRECATION")
    val clipboard = LocalClipboardManager.current
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(texts.importGame, texts.back, { onEvent(AppEvent.Back) })
        Column(Modifier.padding(horizontal = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            OutlinedTextField(
                value = text,
                onValueChange = { onEvent(AppEvent.ImportText(it)) },
                placeholder = { Text(texts.importHint) },
                isError = problem != null,
                supportingText = problem?.let { { Text(it, modifier = Modifier.testTag("import-problem")) } },
                modifier = Modifier.fillMaxWidth().heightIn(min = 160.dp).testTag("import-text"),
            )
            Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                OutlinedButton(
                    onClick = { clipboard.getText()?.text?.let { onEvent(AppEvent.ImportText(it)) } },
                    modifier = Modifier.testTag("import-paste"),
                ) { Text(texts.paste) }
                Button(onClick = { onEvent(AppEvent.ImportOpen) }, enabled = openEnabled, modifier = Modifier.testTag("import-open")) { Text(texts.openGame) }
            }
        }
    }
}
