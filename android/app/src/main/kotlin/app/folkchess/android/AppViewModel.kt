package app.folkchess.android

import android.app.Application
import android.os.LocaleList
import android.os.SystemClock
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.MonotonicClock
import kotlinx.coroutines.Dispatchers

/**
 * Owns the app's state holders for the life of the task (survives rotation): the core over the
 * UniFFI bindings (JNA loads libfolkchess_ffi.so from the APK's jniLibs), app storage from the
 * Context, viewModelScope on the main thread, the computer and reviews on Dispatchers.Default,
 * files on Dispatchers.IO (AppState's disk queue limits it to one call at a time, in order),
 * SystemClock.elapsedRealtime as the game table's monotonic time, and the phone's preferred
 * languages for the core to resolve "follow the system".
 */
class AppViewModel(application: Application) : AndroidViewModel(application) {
    private val feedback = AndroidPlyFeedback(application)

    val app: AppState = AppState(
        filesDir = application.filesDir,
        scope = viewModelScope,
        computeDispatcher = Dispatchers.Default,
        ioDispatcher = Dispatchers.IO,
        clock = MonotonicClock { SystemClock.elapsedRealtime() },
        wallClock = System::currentTimeMillis,
        preferredLanguages = { LocaleList.getDefault().toLanguageTags().split(',') },
        feedback = feedback,
    )

    override fun onCleared() {
        app.close()
        feedback.release()
    }
}
