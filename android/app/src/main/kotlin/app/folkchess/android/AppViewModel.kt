package app.folkchess.android

import android.app.Application
import android.os.LocaleList
import android.os.SystemClock
import android.view.accessibility.AccessibilityManager
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import app.folkchess.core.AppEvent
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
 * ([AndroidAnnouncer]). Whether a screen reader runs (touch exploration, TalkBack's mode) is
 * told to the core at the start and on every change ([AppEvent.ScreenReader]: while one runs a
 * new game has no turn timer unless the player chose one). A game to share waits in
 * [shareRequest] for the activity's share sheet.
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

    private val accessibility: AccessibilityManager? = application.getSystemService(AccessibilityManager::class.java)

    /** Touch exploration turned on or off (called on the main thread). */
    private val touchExploration = AccessibilityManager.TouchExplorationStateChangeListener { on ->
        app.send(AppEvent.ScreenReader(on))
    }

    init {
        app.send(AppEvent.ScreenReader(accessibility?.isTouchExplorationEnabled == true))
        accessibility?.addTouchExplorationStateChangeListener(touchExploration)
    }

    fun shareHandled() {
        share.value = null
    }

    override fun onCleared() {
        accessibility?.removeTouchExplorationStateChangeListener(touchExploration)
        app.close()
        feedback.release()
    }
}
