package app.folkchess.jvmtest

import androidx.compose.runtime.collectAsState
import androidx.compose.ui.ImageComposeScene
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.state.AppHolder
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getAllSemanticsNodes
import androidx.compose.ui.semantics.getOrNull

/*
 * Driving the composables of a scene (Compose for Desktop): its semantics nodes by test tag. Maven
 * only; the app-level helpers without Compose are in src/holderTest (AppDriving.kt).
 */

fun ImageComposeScene.nodes(): List<SemanticsNode> =
    semanticsOwners.flatMap { it.getAllSemanticsNodes(mergingEnabled = false) }

fun ImageComposeScene.tagged(tag: String): SemanticsNode =
    nodes().firstOrNull { it.config.getOrNull(SemanticsProperties.TestTag) == tag } ?: error("no node tagged $tag")

fun ImageComposeScene.has(tag: String): Boolean = nodes().any { it.config.getOrNull(SemanticsProperties.TestTag) == tag }

fun ImageComposeScene.click(tag: String) {
    tagged(tag).config[SemanticsActions.OnClick].action?.invoke() ?: error("$tag has no click action")
    render()
}

/** The text of the node tagged [tag] and of the nodes under it (a button's label), joined. */
fun ImageComposeScene.text(tag: String): String {
    fun texts(n: SemanticsNode): List<String> =
        (n.config.getOrNull(SemanticsProperties.Text)?.map { it.text } ?: emptyList()) + n.children.flatMap(::texts)
    return texts(tagged(tag)).joinToString(" ")
}

fun ImageComposeScene.description(tag: String): String =
    tagged(tag).config[SemanticsProperties.ContentDescription].joinToString()

/** The whole app as the Android shell shows it: [app]'s view, every tap sent to it. */
@androidx.compose.runtime.Composable
fun AppOf(app: AppHolder, systemDark: Boolean = false) {
    val view = app.view.collectAsState().value
    FolkChessApp(view, app::send, systemDark)
}
