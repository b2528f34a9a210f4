package app.folkchess.android

import android.app.Application
import android.os.SystemClock
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.MonotonicClock
import app.folkchess.ui.state.UniffiCore
import kotlinx.coroutines.Dispatchers
import java.util.Locale

/**
 * Owns the app's state holders for the life of the task (survives rotation): the core over the
 * UniFFI bindings (JNA loads libfolkchess_ffi.so from the APK's jniLibs), app storage from the
 * Context, viewModelScope on the main thread, the computer on Dispatchers.Default, files on
 * Dispatchers.IO (AppState's disk queue limits it to one call at a time, in order),
 * SystemClock.elapsedRealtime as the turn clock's monotonic time.
 */
class AppViewModel(application: Application) : AndroidViewModel(application) {
    private val feedback = AndroidPlyFeedback(application) { app.settings.current }

    val app: AppState = AppState(
        core = UniffiCore(),
        filesDir = application.filesDir,
        scope = viewModelScope,
        computeDispatcher = Dispatchers.Default,
        ioDispatcher = Dispatchers.IO,
        clock = MonotonicClock { SystemClock.elapsedRealtime() },
        wallClock = System::currentTimeMillis,
        systemLang = { if (Locale.getDefault().language == "zh") UiLang.Zh else UiLang.En },
        feedback = feedback,
    )

    override fun onCleared() {
        app.close()
        feedback.release()
    }
}
