package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ElevatedCard
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.Role
import androidx.compose.foundation.clickable
import androidx.compose.ui.draw.clip
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import app.folkchess.core.model.SaveRow
import app.folkchess.core.model.GameCard
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.HomeView
import app.folkchess.core.AppEvent
import app.folkchess.core.model.AppTexts

/**
 * Home: the header (saved games, settings), puzzles, practice, the statistics and the import in
 * one compact row, the game in progress ("continue") and the four games — on a phone as a
 * two-by-two grid of tiles, all of it on the first screen of a 360 × 640 dp phone; on a wider
 * screen as cards with their taglines. Every word is the core's ([HomeView], the app's texts).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HomeScreen(
    view: HomeView,
    texts: AppTexts,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    val onNewGame = { g: GameKind -> onEvent(AppEvent.OpenNewGame(g)) }
    val onRules = { g: GameKind -> onEvent(AppEvent.OpenRules(g)) }
    val onLearn = { g: GameKind -> onEvent(AppEvent.OpenLessons(g)) }
    val onContinue = { onEvent(AppEvent.Continue) }
    val onSavedGames = { onEvent(AppEvent.OpenSavedGames) }
    val onSettings = { onEvent(AppEvent.OpenSettings) }
    val onStatistics = { onEvent(AppEvent.OpenStatistics) }
    val onImport = { onEvent(AppEvent.OpenImport) }
    val onPuzzles = { onEvent(AppEvent.OpenPuzzles) }
    val onPractice = { onEvent(AppEvent.OpenPractice) }
    val statistics: String? = texts.statistics
    val importGame: String? = texts.importButton
    val puzzles: String? = texts.puzzles
    val practice: String? = texts.practice
    // compact enough that the continue card and all four games fit a 392 × 840 dp phone without
    // scrolling; where the screen is narrow for its text, buttons go under the texts
    BoxWithConstraints(modifier.fillMaxSize()) {
        val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
        // a phone keeps the four cards to their names and buttons (each game's tagline opens
        // its rules screen); a wider screen has the room for it
        val taglines = maxWidth >= 600.dp
        // a phone at up to 1.4× text shows the four games as a two-by-two grid of tiles, so
        // that all four are on a 360 × 640 dp phone's first screen with every other place
        val tiles = !taglines && maxWidth / LocalDensity.current.fontScale >= 250.dp
        // a tall phone (392 × 840 dp) has the height for the tiles' boards at over twice the size
        // (at 88 dp a tall board's pieces were dots and 200 dp stood empty under the tiles)
        val thumbnail = if (maxHeight / LocalDensity.current.fontScale >= 760.dp) 120.dp else 48.dp
        Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(horizontal = 16.dp, vertical = 6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            // with the tiles, a top bar's title: the app's name at a title's size, never broken
            // ("Folk / Chess"), beside its two buttons on a 360 dp phone while it fits, else
            // above them
            val title = @Composable {
                Text(
                    view.title,
                    style = if (tiles) MaterialTheme.typography.titleLarge else MaterialTheme.typography.headlineSmall,
                    fontWeight = FontWeight.Bold,
                    modifier = Modifier.semantics { heading() },
                )
            }
            val subtitle = @Composable {
                Text(view.subtitle, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            val headerPadding = if (tiles) PaddingValues(horizontal = 8.dp, vertical = 8.dp) else ButtonDefaults.TextButtonContentPadding
            val buttons = @Composable {
                TextButton(onClick = onSavedGames, contentPadding = headerPadding, modifier = Modifier.testTag("saved-games")) { Text(view.savedGames, textAlign = TextAlign.Center) }
                TextButton(onClick = onSettings, contentPadding = headerPadding, modifier = Modifier.testTag("settings")) { Text(view.settings, textAlign = TextAlign.Center) }
            }
            // the header's words grow with the text size up to one and a half times (the app's
            // name and its links took 40 % of a small phone's first screen at twice the size)
            ChromeText(max = 1.5f) { when {
                compact -> Column {
                    title()
                    subtitle()
                    FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) { buttons() }
                }
                // with the tiles, the header keeps to the app's name and its two buttons (the
                // subtitle would cost the fourth tile its place on a small phone's first screen)
                tiles -> BesideOrUnder(Modifier.fillMaxWidth(), gap = 4.dp, firstWhole = true, first = title) {
                    FlowRow(horizontalArrangement = Arrangement.End) { buttons() }
                }
                // beside the name while its words fit, else under it ("both" languages)
                else -> BesideOrUnder(Modifier.fillMaxWidth(), gap = 4.dp, first = { Column { title(); subtitle() } }) {
                    FlowRow(horizontalArrangement = Arrangement.End) { buttons() }
                }
            } }
            // the game in progress first, under the header: home's one filled action
            // (its words grow up to one and a half times, as the header's: at twice the size its
            // detail took five lines beside a thumbnail of 64 dp)
            view.continueGame?.let { ChromeText(max = 1.5f) { ContinueCard(view.continueTitle, it, onContinue) } }
            // every place besides the games in one compact row under the header (two to a row
            // where their words need it), so that none waits below the fold on a small phone
            // (their words grow up to one and a half times, as the header's: at twice the size
            // "Statistics" took a row of its own, and the four rows a third of the screen)
            ChromeText(max = 1.5f) { EvenButtons(Modifier.fillMaxWidth().testTag("destinations"), gap = 6.dp) {
                puzzles?.let { OutlinedButton(onClick = onPuzzles, contentPadding = CompactButton, modifier = Modifier.testTag("puzzles")) { ButtonWords(it) } }
                practice?.let { OutlinedButton(onClick = onPractice, contentPadding = CompactButton, modifier = Modifier.testTag("practice")) { ButtonWords(it) } }
                statistics?.let { OutlinedButton(onClick = onStatistics, contentPadding = CompactButton, modifier = Modifier.testTag("statistics")) { ButtonWords(it) } }
                importGame?.let { OutlinedButton(onClick = onImport, contentPadding = CompactButton, modifier = Modifier.testTag("import")) { ButtonLabel(it) } }
            } }
            if (tiles) {
                for (pair in view.cards.chunked(2)) {
                    // the two tiles of a row as tall as the taller
                    Row(Modifier.fillMaxWidth().height(IntrinsicSize.Max), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        for (card in pair) GameTile(card, thumbnail, Modifier.weight(1f).fillMaxHeight(), onNewGame, onRules, onLearn)
                        if (pair.size == 1) Spacer(Modifier.weight(1f))
                    }
                }
            } else {
                for (card in view.cards) GameCard(card, compact, taglines, onNewGame, onRules, onLearn)
            }
        }
    }
}

/**
 * The game in progress, as iOS shows it: its board, its name, its mode, moves, state and date,
 * and a chevron — the whole card one button, filled in the primary colour: home's one primary
 * action while a game waits (the games' "new game" then outlined, as the core says). The core's
 * "Continue" heads it; its "Resume" is what a tap does, said to a screen reader.
 */
@Composable
private fun ContinueCard(heading: String, row: SaveRow, onContinue: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Card(
        colors = CardDefaults.cardColors(containerColor = colors.primary, contentColor = colors.onPrimary),
        shape = CardDefaults.shape,
        modifier = Modifier.fillMaxWidth().clip(CardDefaults.shape)
            .clickable(enabled = row.resume.enabled, onClickLabel = row.resume.label, role = Role.Button, onClick = onContinue)
            .testTag("continue"),
    ) {
        Row(Modifier.padding(horizontal = 12.dp, vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
            row.thumbnail?.let {
                Box(Modifier.size(64.dp).testTag("continue-board"), contentAlignment = Alignment.Center) { BoardCanvas(it, compact = true) }
            }
            Column(Modifier.weight(1f).padding(horizontal = 12.dp)) {
                Text(heading, style = MaterialTheme.typography.labelMedium, color = colors.onPrimary.copy(alpha = 0.85f))
                // the title on one line (an ellipsis where it is too long); the core keeps a
                // date, and a Chinese word, from breaking across lines
                Text(row.title, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold, maxLines = 1, overflow = TextOverflow.Ellipsis, modifier = Modifier.testTag("continue-title"))
                Text(row.detail, style = MaterialTheme.typography.bodySmall, color = colors.onPrimary.copy(alpha = 0.85f), modifier = Modifier.testTag("continue-detail"))
            }
            Chevron(color = colors.onPrimary)
        }
    }
}

/**
 * One game: miniature, names and "new game" on the first row, the tagline (where [tagline]: a
 * tablet's width; a phone's home keeps to names and buttons), "learn" and "rules" on the second
 * (the buttons beside the text, not under it, so that four cards fit a phone's screen); where
 * the screen is narrow for its text, the buttons share a row under the names.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GameCard(card: GameCard, compact: Boolean, tagline: Boolean, onNewGame: (GameKind) -> Unit, onRules: (GameKind) -> Unit, onLearn: (GameKind) -> Unit) {
    ElevatedCard(onClick = { onNewGame(card.game) }, modifier = Modifier.fillMaxWidth().testTag("card-${card.id}")) {
        // home's one primary action is the core's to give (continue, else the first game's play); the
        // other games' play is outlined, so that one filled button stands on the screen
        val newGame = @Composable {
            if (card.prominent) {
                Button(onClick = { onNewGame(card.game) }, contentPadding = CompactButton) { Text(card.newGame, textAlign = TextAlign.Center) }
            } else {
                OutlinedButton(onClick = { onNewGame(card.game) }, contentPadding = CompactButton) { Text(card.newGame, textAlign = TextAlign.Center) }
            }
        }
        val rules = @Composable { OutlinedButton(onClick = { onRules(card.game) }, contentPadding = CompactButton) { Text(card.rules, textAlign = TextAlign.Center) } }
        val learn = @Composable {
            TextButton(onClick = { onLearn(card.game) }, contentPadding = CompactButton, modifier = Modifier.testTag("learn-${card.id}")) { Text(card.learn, textAlign = TextAlign.Center) }
        }
        // "Lessons: 2 of 6 done", once a lesson of the game is done
        val lessonsDone = @Composable {
            card.lessonsDone?.let {
                Text(it, style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.testTag("lessons-done-${card.id}"))
            }
        }
        Column(Modifier.padding(horizontal = 12.dp, vertical = 4.dp)) {
            val miniature = @Composable { modifier: Modifier ->
                Box(modifier, contentAlignment = Alignment.Center) { BoardCanvas(card.miniature, compact = true) }
            }
            val names = @Composable {
                Column {
                    Text(card.nameZh, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
                    Text(card.nameEn, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
            // where the screen is narrow for its text, the miniature above the names, which
            // then have the card's width ("Weiming / Shuang / Cheng Chess" beside it, a word
            // to a line, at twice the text size)
            if (compact) {
                miniature(Modifier.fillMaxWidth().height(72.dp).padding(top = 6.dp))
                Box(Modifier.fillMaxWidth().padding(top = 4.dp)) { names() }
            } else Row(verticalAlignment = Alignment.CenterVertically) {
                miniature(Modifier.size(72.dp, 56.dp))
                // "new game" beside the names while their words fit, else under them
                BesideOrUnder(Modifier.weight(1f).padding(start = 12.dp), first = names, second = newGame)
            }
            if (compact) {
                if (tagline) Text(card.tagline, style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(top = 4.dp))
                lessonsDone()
                FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End)) { learn(); rules(); newGame() }
            } else {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Box(Modifier.weight(1f).padding(end = 8.dp)) {
                        if (tagline) Text(card.tagline, style = MaterialTheme.typography.bodySmall) else lessonsDone()
                    }
                    learn()
                    rules()
                }
                if (tagline) lessonsDone()
            }
        }
    }
}

/**
 * One game as a phone's tile: the start position, the Chinese name and the English short name
 * ("Zhong Kui": the whole name would be cut at half a phone's width), "new game" across the tile
 * and "learn" and "rules" under it; the lessons done, once there are any. The start position is
 * [thumbnail] tall.
 */
@Composable
private fun GameTile(card: GameCard, thumbnail: Dp, modifier: Modifier, onNewGame: (GameKind) -> Unit, onRules: (GameKind) -> Unit, onLearn: (GameKind) -> Unit) {
    ElevatedCard(onClick = { onNewGame(card.game) }, modifier = modifier.testTag("card-${card.id}")) {
        Column(Modifier.fillMaxSize().padding(horizontal = 6.dp, vertical = 6.dp), horizontalAlignment = Alignment.CenterHorizontally) {
            Box(Modifier.fillMaxWidth().height(thumbnail).testTag("tile-board-${card.id}"), contentAlignment = Alignment.Center) { BoardCanvas(card.miniature, compact = true) }
            Text(card.nameZh, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold, textAlign = TextAlign.Center, modifier = Modifier.padding(top = 2.dp))
            Text(card.shortNameEn, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, textAlign = TextAlign.Center)
            card.lessonsDone?.let {
                Text(it, style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant, textAlign = TextAlign.Center, modifier = Modifier.testTag("lessons-done-${card.id}"))
            }
            Spacer(Modifier.weight(1f).padding(top = 2.dp))
            val play = Modifier.fillMaxWidth().testTag("new-game-${card.id}")
            if (card.prominent) {
                Button(onClick = { onNewGame(card.game) }, contentPadding = TileButton, modifier = play) { Text(card.newGame, textAlign = TextAlign.Center) }
            } else {
                OutlinedButton(onClick = { onNewGame(card.game) }, contentPadding = TileButton, modifier = play) { Text(card.newGame, textAlign = TextAlign.Center) }
            }
            Row(Modifier.fillMaxWidth()) {
                TextButton(onClick = { onLearn(card.game) }, contentPadding = TileButton, modifier = Modifier.weight(1f).testTag("learn-${card.id}")) { Text(card.learn, textAlign = TextAlign.Center) }
                TextButton(onClick = { onRules(card.game) }, contentPadding = TileButton, modifier = Modifier.weight(1f).testTag("rules-${card.id}")) { Text(card.rules, textAlign = TextAlign.Center) }
            }
        }
    }
}

private val TileButton = PaddingValues(horizontal = 4.dp, vertical = 6.dp)

private val CompactButton = PaddingValues(horizontal = 16.dp, vertical = 6.dp)

/** A button's words, centred, wrapping between words only. */
@Composable
private fun ButtonWords(text: String) = Text(text, textAlign = TextAlign.Center)
