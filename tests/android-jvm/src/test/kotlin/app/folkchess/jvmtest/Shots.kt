package app.folkchess.jvmtest

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.Modifier
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.ui.compose.FolkChessTheme
import org.jetbrains.skia.EncodedImageFormat
import java.io.File

/** Renders composables to PNG with Compose for Desktop's ImageComposeScene (CPU raster, no display). */
object Shots {
    val dir: File = File(System.getProperty("screenshots.dir", "target/screenshots/android")).apply { mkdirs() }

    /** A phone-sized frame: [widthDp] × [heightDp] at [density] (2.0 ≈ a 320 dpi phone), text at [fontScale]. */
    fun render(
        name: String,
        dark: Boolean,
        widthDp: Int = 392,
        heightDp: Int = 840,
        density: Float = 2f,
        fontScale: Float = 1f,
        advanceMs: Long = 1_000,
        before: (ImageComposeScene) -> Unit = {},
        content: @Composable () -> Unit,
    ): File {
        val img = ImageComposeScene((widthDp * density).toInt(), (heightDp * density).toInt(), Density(density, fontScale)) {
            FolkChessTheme(dark) {
                Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) { content() }
            }
        }.use { scene ->
            scene.render(0L)
            before(scene) // e.g. a tap that opens something
            // later: effects run to their end (the last move's slide, a capture's fade) and the
            // layout settles, so that a picture shows the position, not an animation's first frame
            // (an animation started by one frame takes its start time from the next)
            scene.render(16_000_000L)
            scene.render(advanceMs * 1_000_000L)
        }
        val data = img.encodeToData(EncodedImageFormat.PNG) ?: error("PNG encoding failed for $name")
        return File(dir, "$name.png").apply { writeBytes(data.bytes) }
    }
}
