package app.folkchess.android

import android.content.Context
import android.content.Intent
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
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.folkchess.ui.compose.FolkChessApp

/**
 * The only activity. Android glue only: it hosts [FolkChessApp], maps system back to the app's
 * back stack and forwards start/stop so the turn clock pauses and the game is saved when the app
 * goes to the background (and is offered again — "continue" — after the process is killed), and
 * tells the app when the phone's languages may have changed.
 */
class MainActivity : ComponentActivity() {
    private val vm: AppViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        // Android creates the activity again after the phone's languages change: the screens
        // follow when the settings say "System" (zh-TW / zh-HK / zh-MO read as 繁體中文).
        vm.app.systemLanguagesChanged()
        setContent {
            val app = vm.app
            val stack by app.stack.collectAsStateWithLifecycle()
            BackHandler(enabled = stack.size > 1) { app.back() }
            // a game's text to share: the platform's share sheet
            val shareRequest by app.shareRequest.collectAsStateWithLifecycle()
            LaunchedEffect(shareRequest) {
                shareRequest?.let { text ->
                    app.shareHandled()
                    startShareSheet(this@MainActivity, text)
                }
            }
            FolkChessApp(app, systemDark = isSystemInDarkTheme(), modifier = Modifier.safeDrawingPadding())
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

/** The platform's share sheet over [text] (plain text); the one Android call of sharing. */
fun startShareSheet(context: Context, text: String) {
    val send = Intent(Intent.ACTION_SEND).apply {
        type = "text/plain"
        putExtra(Intent.EXTRA_TEXT, text)
    }
    context.startActivity(Intent.createChooser(send, null))
}
