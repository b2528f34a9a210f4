package app.folkchess.android

import android.content.Context
import android.os.Build
import android.text.SpannableString
import android.text.Spanned
import android.text.style.LocaleSpan
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import app.folkchess.core.model.Announcement
import app.folkchess.core.speechTag
import java.util.Locale

/**
 * Says the core's announcements through TalkBack (or any running screen reader), each once as
 * the holder hands it over: an announcement event whose text carries its language as a
 * [LocaleSpan], so TalkBack reads Chinese with a Chinese voice while the phone is in English.
 * Nothing is sent while no accessibility service listens.
 */
class AndroidAnnouncer(context: Context) {
    private val manager: AccessibilityManager? = context.getSystemService(AccessibilityManager::class.java)

    /** Sends [announcement] to the screen reader. */
    fun announce(announcement: Announcement) {
        val manager = manager ?: return
        if (!manager.isEnabled) return
        val text = SpannableString(announcement.text).apply {
            setSpan(LocaleSpan(Locale.forLanguageTag(speechTag(announcement.language))), 0, length, Spanned.SPAN_INCLUSIVE_EXCLUSIVE)
        }
        val event = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
            AccessibilityEvent(AccessibilityEvent.TYPE_ANNOUNCEMENT)
        } else {
            @Suppress("DEPRECATION")
            AccessibilityEvent.obtain(AccessibilityEvent.TYPE_ANNOUNCEMENT)
        }
        event.text.add(text)
        manager.sendAccessibilityEvent(event)
    }
}
