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
import app.folkchess.core.model.AppPalette
import app.folkchess.core.model.BoardPalette
import app.folkchess.core.model.MoveLabel
import app.folkchess.core.model.Rgba
import app.folkchess.core.appPalette
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

/**
 * The app's colours around the board: the core's [AppPalette] ([appPalette]) as a Material
 * colour scheme. The core tests them (every text 4.5 : 1, every control's edge 3 : 1, light
 * and dark); nothing here restates a colour.
 */
fun AppPalette.scheme(dark: Boolean): ColorScheme =
    (if (dark) darkColorScheme() else lightColorScheme()).copy(
        primary = primary.color,
        onPrimary = onPrimary.color,
        primaryContainer = primaryContainer.color,
        onPrimaryContainer = onPrimaryContainer.color,
        secondary = secondary.color,
        onSecondary = onSecondary.color,
        secondaryContainer = secondaryContainer.color,
        onSecondaryContainer = onSecondaryContainer.color,
        tertiary = tertiary.color,
        onTertiary = onTertiary.color,
        tertiaryContainer = tertiaryContainer.color,
        onTertiaryContainer = onTertiaryContainer.color,
        error = error.color,
        onError = onError.color,
        errorContainer = errorContainer.color,
        onErrorContainer = onErrorContainer.color,
        background = background.color,
        onBackground = onBackground.color,
        surface = surface.color,
        onSurface = onSurface.color,
        surfaceVariant = surfaceVariant.color,
        onSurfaceVariant = onSurfaceVariant.color,
        surfaceContainer = surfaceContainer.color,
        surfaceContainerHigh = surfaceContainerHigh.color,
        outline = outline.color,
        // the roles the core's palette has no entry of its own for take its nearest, never
        // Material's baseline (a lavender grey under the cards and dividers of a warm app)
        surfaceContainerLowest = background.color,
        surfaceContainerLow = surfaceContainer.color,
        surfaceContainerHighest = surfaceContainerHigh.color,
        surfaceBright = surfaceContainerHigh.color,
        surfaceDim = background.color,
        surfaceTint = primary.color,
        // Material's outlined buttons draw their edge in outlineVariant: the core's outline, the
        // edge it holds to 3 : 1 (its surface variant, 1.1 : 1 on cream, left them unedged)
        outlineVariant = outline.color,
        inverseSurface = onSurface.color,
        inverseOnSurface = surface.color,
        inversePrimary = primaryContainer.color,
        scrim = Color.Black,
    )

/** The light scheme: the core's [appPalette] for a light screen. */
val FolkLightColors: ColorScheme = appPalette(false).scheme(dark = false)

/** The dark scheme: the core's [appPalette] for a dark screen. */
val FolkDarkColors: ColorScheme = appPalette(true).scheme(dark = true)

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
