package app.folkchess.ui.compose

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.ProvideTextStyle
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.intl.LocaleList
import app.folkchess.core.model.BoardPalette
import app.folkchess.core.model.MoveLabel
import app.folkchess.core.model.Rgba
import app.folkchess.core.boardPalette
import app.folkchess.core.labelColor

/** A colour of the core's palette ([boardPalette], [labelColor]) as a Compose colour. */
val Rgba.color: Color get() = Color(r.toInt(), g.toInt(), b.toInt(), a.toInt())

/**
 * The board's colours: the core's [BoardPalette] for a light or a dark screen (the same in
 * both apps; the core tests them for contrast and for colour-blind players).
 */
val LocalBoardColors = staticCompositionLocalOf { boardPalette(false) }

/** The colours of the review's move labels on this screen: the core's [labelColor]. */
@Immutable
class LabelColors(private val dark: Boolean) {
    /** The label's colour. */
    fun of(label: MoveLabel): Color = labelColor(label, dark).color
}

val LocalLabelColors = staticCompositionLocalOf { LabelColors(false) }

val FolkLightColors: ColorScheme = lightColorScheme(
    primary = Color(0xFFA4262C),
    onPrimary = Color.White,
    primaryContainer = Color(0xFFFFDAD6),
    onPrimaryContainer = Color(0xFF410003),
    secondary = Color(0xFF775A0B),
    onSecondary = Color.White,
    secondaryContainer = Color(0xFFFFDF9E),
    onSecondaryContainer = Color(0xFF261A00),
    tertiary = Color(0xFF00696F),
    tertiaryContainer = Color(0xFF9CF0F7),
    onTertiaryContainer = Color(0xFF002022),
    errorContainer = Color(0xFFFFDAD6),
    onErrorContainer = Color(0xFF410002),
    background = Color(0xFFFFF8F3),
    onBackground = Color(0xFF221A15),
    surface = Color(0xFFFFF8F3),
    onSurface = Color(0xFF221A15),
    surfaceVariant = Color(0xFFF4DED3),
    onSurfaceVariant = Color(0xFF52443C),
    surfaceContainer = Color(0xFFF9EBE1),
    surfaceContainerHigh = Color(0xFFF3E5DB),
    outline = Color(0xFF85736A),
    error = Color(0xFFBA1A1A),
)

val FolkDarkColors: ColorScheme = darkColorScheme(
    primary = Color(0xFFFFB3AC),
    onPrimary = Color(0xFF680009),
    primaryContainer = Color(0xFF881A1E),
    onPrimaryContainer = Color(0xFFFFDAD6),
    secondary = Color(0xFFE9C16C),
    onSecondary = Color(0xFF3F2E00),
    secondaryContainer = Color(0xFF5B4300),
    onSecondaryContainer = Color(0xFFFFDF9E),
    tertiary = Color(0xFF80D4DA),
    tertiaryContainer = Color(0xFF004F54),
    onTertiaryContainer = Color(0xFF9CF0F7),
    errorContainer = Color(0xFF93000A),
    onErrorContainer = Color(0xFFFFDAD6),
    background = Color(0xFF1A1411),
    onBackground = Color(0xFFF0DFD7),
    surface = Color(0xFF1A1411),
    onSurface = Color(0xFFF0DFD7),
    surfaceVariant = Color(0xFF52443C),
    onSurfaceVariant = Color(0xFFD7C2B8),
    surfaceContainer = Color(0xFF271F1B),
    surfaceContainerHigh = Color(0xFF322925),
    outline = Color(0xFFA08D84),
    error = Color(0xFFFFB4AB),
)

/** Every style of [this] with its text set in [locale] (a BCP 47 tag such as `zh-Hant`). */
fun Typography.inLocale(locale: String): Typography {
    val l = LocaleList(locale)
    fun TextStyle.at() = copy(localeList = l)
    return copy(
        displayLarge = displayLarge.at(), displayMedium = displayMedium.at(), displaySmall = displaySmall.at(),
        headlineLarge = headlineLarge.at(), headlineMedium = headlineMedium.at(), headlineSmall = headlineSmall.at(),
        titleLarge = titleLarge.at(), titleMedium = titleMedium.at(), titleSmall = titleSmall.at(),
        bodyLarge = bodyLarge.at(), bodyMedium = bodyMedium.at(), bodySmall = bodySmall.at(),
        labelLarge = labelLarge.at(), labelMedium = labelMedium.at(), labelSmall = labelSmall.at(),
    )
}

/**
 * The app theme, light or dark, usable on Android and on the desktop (tests). The Android shell
 * may pass a dynamic [colorScheme]; the board keeps its own colours either way. [textLocale]
 * (a BCP 47 tag) sets the locale of every text style, so that Chinese is drawn with the glyphs
 * of its script (Simplified or Traditional); null keeps the platform's.
 */
@Composable
fun FolkChessTheme(dark: Boolean, colorScheme: ColorScheme? = null, textLocale: String? = null, content: @Composable () -> Unit) {
    CompositionLocalProvider(
        LocalBoardColors provides boardPalette(dark),
        LocalLabelColors provides LabelColors(dark),
    ) {
        val base = Typography()
        MaterialTheme(
            colorScheme = colorScheme ?: if (dark) FolkDarkColors else FolkLightColors,
            typography = textLocale?.let { base.inLocale(it) } ?: base,
        ) {
            // text with no style of the theme's (LocalTextStyle) follows the locale too
            if (textLocale != null) {
                ProvideTextStyle(LocalTextStyle.current.copy(localeList = LocaleList(textLocale)), content)
            } else {
                content()
            }
        }
    }
}
