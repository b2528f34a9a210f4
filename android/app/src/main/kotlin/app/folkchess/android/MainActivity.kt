package app.folkchess.android

import android.content.ClipData
import android.content.Context
import android.content.Intent
import android.graphics.Bitmap
import android.net.Uri
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.asAndroidBitmap
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalFontFamilyResolver
import androidx.core.content.FileProvider
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.compose.sharePicture
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.io.File

/**
 * The only activity. Android glue only: it hosts [FolkChessApp] over the holder's view, sends
 * system back to the core (while its stack has a screen to go back to) and forwards start/stop
 * so the turn clock pauses and the game is saved when the app goes to the background (and is
 * offered again — "continue" — after the process is killed), and tells the app when the phone's
 * languages may have changed.
 */
class MainActivity : ComponentActivity() {
    private val vm: AppViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        // Android creates the activity again after the phone's languages change: the screens
        // follow when the settings say "System" (zh-TW / zh-HK / zh-MO read as Traditional Chinese).
        vm.app.systemLanguagesChanged()
        setContent {
            val app = vm.app
            val view by app.view.collectAsStateWithLifecycle()
            BackHandler(enabled = view.stack.size > 1) { app.back() }
            // a game to share (the core's text, the board as a picture): the platform's share sheet
            val shareRequest by vm.shareRequest.collectAsStateWithLifecycle()
            val density = LocalDensity.current
            val fonts = LocalFontFamilyResolver.current
            LaunchedEffect(shareRequest) {
                shareRequest?.let { request ->
                    vm.shareHandled()
                    val picture = runCatching {
                        val image = sharePicture(request, SHARE_PICTURE_PX, density, fonts)
                        withContext(Dispatchers.IO) { sharedPicture(this@MainActivity, image) }
                    }.getOrNull()
                    startShareSheet(this@MainActivity, request.title, request.text, picture)
                }
            }
            FolkChessApp(view, app::send, systemDark = isSystemInDarkTheme(), modifier = Modifier.safeDrawingPadding())
        }
    }

    override fun onStart() {
        super.onStart()
        vm.app.onForeground()
    }

    override fun onStop() {
        vm.app.onBackground()
        super.onStop()
    }
}

/** How wide the shared board picture is, in pixels. */
private const val SHARE_PICTURE_PX = 1080

/**
 * The board picture as a PNG in the app's cache (`cache/shared/`, replaced each time), and its
 * content URI through the app's FileProvider (res/xml/share_paths.xml).
 */
fun sharedPicture(context: Context, image: ImageBitmap): Uri {
    val dir = File(context.cacheDir, "shared").apply { mkdirs() }
    val file = File(dir, "board.png")
    file.outputStream().use { image.asAndroidBitmap().compress(Bitmap.CompressFormat.PNG, 100, it) }
    return FileProvider.getUriForFile(context, "${context.packageName}.share", file)
}

/**
 * The platform's share sheet over [text], with the board [picture] (a content URI, image/png)
 * when there is one; the one Android call of sharing.
 */
fun startShareSheet(context: Context, title: String, text: String, picture: Uri? = null) {
    val send = Intent(Intent.ACTION_SEND).apply {
        putExtra(Intent.EXTRA_TEXT, text)
        if (picture != null) {
            type = "image/png"
            putExtra(Intent.EXTRA_STREAM, picture)
            clipData = ClipData.newRawUri(null, picture)
            addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        } else {
            type = "text/plain"
        }
    }
    context.startActivity(Intent.createChooser(send, title))
}
