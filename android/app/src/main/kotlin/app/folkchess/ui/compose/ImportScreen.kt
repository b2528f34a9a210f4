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
import app.folkchess.core.FailureText
import app.folkchess.core.model.AppTexts

/**
 * A game someone shared as text: pasted into the field (the core's hint), opened with the core's
 * button; [problem] is the core's sentence when the text is not a game, with what does not read.
 */
@Composable
fun ImportScreen(
    texts: AppTexts,
    problem: FailureText?,
    onOpen: (String) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    initial: String = "",
) {
    var text by rememberSaveable { mutableStateOf(initial) }
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(texts.importGame, texts.back, onBack)
        Column(Modifier.padding(horizontal = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            OutlinedTextField(
                value = text,
                onValueChange = { text = it },
                placeholder = { Text(texts.importHint) },
                modifier = Modifier.fillMaxWidth().heightIn(min = 160.dp).testTag("import-text"),
            )
            problem?.let { FailureNote(it, "import-problem", open = true) }
            Button(onClick = { onOpen(text) }, enabled = text.isNotBlank(), modifier = Modifier.testTag("import-open")) { Text(texts.openGame) }
        }
    }
}
