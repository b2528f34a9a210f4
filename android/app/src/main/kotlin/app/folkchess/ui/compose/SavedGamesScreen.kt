package app.folkchess.ui.compose

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.runtime.remember
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.IconButton
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.collapse
import androidx.compose.ui.semantics.expand
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.folkchess.core.model.FailureText
import app.folkchess.core.model.SaveRow
import app.folkchess.core.model.SavedGamesView
import app.folkchess.core.AppEvent
import app.folkchess.core.model.AppTexts
import app.folkchess.core.model.ShareWhat

/**
 * Saved games: the core's rows — thumbnail, title, detail, resume, review, delete; a delete asks
 * the core's question in its row first ([confirming] is the row asking). Damaged files are listed
 * with the core's sentence, never hidden; their reason shows on demand (a tap on the row).
 */
@Composable
fun SavedGamesScreen(
    view: SavedGamesView?,
    problem: FailureText?,
    texts: AppTexts,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    // the row asking the core's question before its save is deleted (the screen's own state)
    var confirming by remember { mutableStateOf<String?>(null) }
    val onResume = { id: String -> onEvent(AppEvent.Resume(id)) }
    val onReview = { id: String -> onEvent(AppEvent.ReviewSave(id)) }
    val onDelete = { id: String -> confirming = id }
    val onConfirmDelete = { id: String -> confirming = null; onEvent(AppEvent.DeleteSave(id)) }
    val onCancelDelete = { confirming = null }
    val share: String? = texts.share
    val onShare = { id: String -> onEvent(AppEvent.Share(ShareWhat.Save(id))) }
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view?.title ?: "", texts.back, { onEvent(AppEvent.Back) })
        Column(Modifier.padding(horizontal = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            problem?.let { FailureNote(it, "saved-games-problem") }
            if (view == null) return@Column
            if (view.rows.isEmpty()) Text(view.emptyText, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(vertical = 24.dp))
            for (row in view.rows) {
                if (row.damaged) DamagedRow(row, onDelete) else SaveCard(row, onResume, onDelete, onReview, share, onShare)
                if (confirming == row.id) DeleteQuestion(row, onConfirmDelete, onCancelDelete)
            }
        }
    }
}

/** The core's question before a save is deleted, under its row: cancel, or delete (destructive). */
@Composable
private fun DeleteQuestion(row: SaveRow, onConfirm: (String) -> Unit, onCancel: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Card(
        colors = CardDefaults.cardColors(containerColor = colors.secondaryContainer),
        modifier = Modifier.fillMaxWidth().testTag("delete-question-${row.id}"),
    ) {
        Column(Modifier.padding(12.dp)) {
            Text(row.deleteQuestion, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { liveRegion = LiveRegionMode.Assertive })
            Row(Modifier.fillMaxWidth().padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                OutlinedButton(onClick = onCancel, modifier = Modifier.weight(1f).testTag("delete-cancel-${row.id}")) { Text(row.deleteCancel) }
                Button(
                    onClick = { onConfirm(row.id) },
                    colors = ButtonDefaults.buttonColors(containerColor = colors.error, contentColor = colors.onError),
                    modifier = Modifier.weight(1f).testTag("delete-confirm-${row.id}"),
                ) { Text(row.deleteConfirm) }
            }
        }
    }
}

/**
 * A saved game: its thumbnail, the title on one line (an ellipsis where it is too long: the
 * whole title is still read out), the detail (mode, plies, state and date) broken only between
 * its parts, so that a date never wraps; resume and review as buttons, and delete — rarer, and
 * not to be hit by mistake — in the card's menu, which asks the core's question first.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SaveCard(row: SaveRow, onResume: (String) -> Unit, onDelete: (String) -> Unit, onReview: (String) -> Unit, share: String?, onShare: (String) -> Unit) {
    OutlinedCard(Modifier.fillMaxWidth().testTag("save-${row.id}")) {
        BoxWithConstraints(Modifier.fillMaxWidth()) {
            // where the card is narrow for its text: a smaller picture, and the detail under it across the card
            val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
            val detail = @Composable {
                Text(row.detail, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.testTag("save-detail-${row.id}"))
            }
            Column(Modifier.padding(start = 12.dp, end = 4.dp, top = 8.dp, bottom = 12.dp)) {
                Row(verticalAlignment = Alignment.Top) {
                    row.thumbnail?.let { Box(Modifier.padding(top = 4.dp).size(if (compact) 64.dp else 88.dp), contentAlignment = Alignment.Center) { BoardCanvas(it, compact = true) } }
                    Column(Modifier.weight(1f).padding(start = 12.dp, top = 4.dp)) {
                        Text(row.title, style = MaterialTheme.typography.titleMedium, maxLines = 1, overflow = TextOverflow.Ellipsis, modifier = Modifier.testTag("save-title-${row.id}"))
                        if (!compact) detail()
                    }
                    if (row.delete.enabled) RowMenu(row, onDelete, share, onShare)
                }
                if (compact) Box(Modifier.padding(top = 4.dp, end = 8.dp)) { detail() }
                // under the picture and the texts: the whole card's width
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.padding(top = 8.dp, end = 8.dp)) {
                    if (row.resume.enabled) Button(onClick = { onResume(row.id) }, modifier = Modifier.testTag("resume-${row.id}")) { Text(row.resume.label) }
                    if (row.review.enabled) {
                        FilledTonalButton(onClick = { onReview(row.id) }, modifier = Modifier.testTag("review-${row.id}")) { Text(row.review.label) }
                    }
                }
            }
        }
    }
}

/**
 * A row's menu (the three dots): delete, in the error colour; the core's question follows. It
 * holds only delete, so a screen reader names the button by it.
 */
@Composable
private fun RowMenu(row: SaveRow, onDelete: (String) -> Unit, share: String? = null, onShare: (String) -> Unit = {}) {
    var open by remember { mutableStateOf(false) }
    Box {
        val described = listOfNotNull(share, row.delete.label).joinToString(", ")
        IconButton(onClick = { open = true }, modifier = Modifier.testTag("save-menu-${row.id}").semantics { contentDescription = described }) { MoreDots() }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            share?.let {
                DropdownMenuItem(text = { Text(it) }, onClick = { open = false; onShare(row.id) }, modifier = Modifier.testTag("share-${row.id}"))
            }
            DropdownMenuItem(
                text = { Text(row.delete.label, color = MaterialTheme.colorScheme.error) },
                onClick = { open = false; onDelete(row.id) },
                modifier = Modifier.testTag("delete-${row.id}"),
            )
        }
    }
}


/** A file that cannot be read: the core's sentence; a tap shows or hides its reason (the file's problem); delete in its menu. */
@Composable
private fun DamagedRow(row: SaveRow, onDelete: (String) -> Unit) {
    var open by rememberSaveable(row.id) { mutableStateOf(false) }
    Card(
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.errorContainer),
        modifier = Modifier.fillMaxWidth().testTag("damaged-${row.id}"),
    ) {
        Row(Modifier.padding(start = 12.dp, end = 4.dp, top = 4.dp, bottom = 4.dp), verticalAlignment = Alignment.Top) {
            Column(Modifier.weight(1f).padding(vertical = 8.dp)) {
                Text(
                    "⚠ ${row.title} ${if (open) "▴" else "▾"}",
                    style = MaterialTheme.typography.titleMedium,
                    color = MaterialTheme.colorScheme.onErrorContainer,
                    modifier = Modifier.fillMaxWidth().clickable { open = !open }.testTag("damaged-title-${row.id}").semantics {
                        if (open) collapse { open = false; true } else expand { open = true; true }
                    },
                )
                if (open) {
                    Text(row.detail, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onErrorContainer, modifier = Modifier.padding(top = 4.dp).testTag("damaged-detail-${row.id}"))
                }
            }
            if (row.delete.enabled) RowMenu(row, onDelete)
        }
    }
}
