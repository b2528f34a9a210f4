package app.folkchess.android

import android.app.Application
import android.os.LocaleList
import android.os.SystemClock
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import app.folkchess.ui.state.AppHolder
import app.folkchess.ui.state.MonotonicClock
import app.folkchess.ui.state.ShareRequest
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * Owns the app for the life of the task (survives rotation): the core's app over the UniFFI
 * bindings (JNA loads libfolkchess_ffi.so from the APK's jniLibs) in the app's files folder,
 * viewModelScope on the main thread, searches and reviews on Dispatchers.Default, the disk jobs
 * on Dispatchers.IO (the holder's disk queue runs one at a time, in order),
 * SystemClock.elapsedRealtime as the monotonic time, and the phone's preferred languages for
 * the core to resolve "follow the system"; the core's announcements go to TalkBack
 * ([AndroidAnnouncer]). A game to share waits in [shareRequest] for the
 * activity's share sheet.
 */
class AppViewModel(application: Application) : AndroidViewModel(application) {
    private val feedback = AndroidPlyFeedback(application)
    private val announcer = AndroidAnnouncer(application)
    private val share = MutableStateFlow<ShareRequest?>(null)

    /** A game to share, until the activity has started the share sheet ([shareHandled]). */
    val shareRequest: StateFlow<ShareRequest?> = share.asStateFlow()

    val app: AppHolder = AppHolder(
        dataDir = application.filesDir,
        scope = viewModelScope,
        computeDispatcher = Dispatchers.Default,
        ioDispatcher = Dispatchers.IO,
        clock = MonotonicClock { SystemClock.elapsedRealtime() },
        wallClock = System::currentTimeMillis,
        preferredLanguages = { LocaleList.getDefault().toLanguageTags().split(',') },
        feedback = feedback,
        share = { share.value = it },
        announce = announcer::announce,
    )

    fun shareHandled() {
        share.value = null
    }

    override fun onCleared() {
        app.close()
        feedback.release()
    }
}
