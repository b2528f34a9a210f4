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
import app.folkchess.core.MoveLabel

/** Colours of the board and pieces; chosen for contrast on both the light and the dark board. */
@Immutable
data class BoardColors(
    val board: Color,
    val line: Color,
    val name: Color,
    val nameHalo: Color,
    val first: Color,
    val firstRim: Color,
    val firstMark: Color,
    val second: Color,
    val secondRim: Color,
    val secondMark: Color,
    val shared: Color,
    val sharedRim: Color,
    val generalCrown: Color,
    val selected: Color,
    val target: Color,
    val lastMove: Color,
    val hint: Color,
    val highlight: Color,
    val well: Color,
    val sharedHome: Color,
)

val LightBoardColors = BoardColors(
    board = Color(0xFFF1DCAA),
    line = Color(0xFF4E342E),
    name = Color(0xFF4E342E),
    nameHalo = Color(0xCCF1DCAA),
    first = Color(0xFFC62828),
    firstRim = Color(0xFF7F0000),
    firstMark = Color(0xFFFFF3E0),
    second = Color(0xFF212121),
    secondRim = Color(0xFF000000),
    secondMark = Color(0xFFE0E0E0),
    shared = Color(0xFFF4B400),
    sharedRim = Color(0xFF6D4C00),
    generalCrown = Color(0xFFF4B400),
    selected = Color(0xFF1565C0),
    target = Color(0xFF2E7D32),
    lastMove = Color(0xFF7B1FA2),
    hint = Color(0xFF00838F),
    highlight = Color(0xFFD81B60),
    well = Color(0xFF1E5AA8),
    sharedHome = Color(0xFFB8860B),
)

val DarkBoardColors = BoardColors(
    board = Color(0xFF2E2720),
    line = Color(0xFFD9BE8F),
    name = Color(0xFFEBDCC0),
    nameHalo = Color(0xCC2E2720),
    first = Color(0xFFE53935),
    firstRim = Color(0xFFFFCDD2),
    firstMark = Color(0xFFFFF3E0),
    second = Color(0xFF0D0D0D),
    secondRim = Color(0xFFE0E0E0),
    secondMark = Color(0xFFBDBDBD),
    shared = Color(0xFFFFC107),
    sharedRim = Color(0xFFFFF8E1),
    generalCrown = Color(0xFFFFC107),
    selected = Color(0xFF64B5F6),
    target = Color(0xFF81C784),
    lastMove = Color(0xFFCE93D8),
    hint = Color(0xFF4DD0E1),
    highlight = Color(0xFFFF4081),
    well = Color(0xFF90CAF9),
    sharedHome = Color(0xFFFFD54F),
)

val LocalBoardColors = staticCompositionLocalOf { LightBoardColors }

/** The colours of the review's move labels, from the best move (green) to a blunder (red). */
@Immutable
data class LabelColors(
    val best: Color,
    val good: Color,
    val inaccuracy: Color,
    val mistake: Color,
    val blunder: Color,
) {
    fun of(label: MoveLabel): Color = when (label) {
        MoveLabel.BEST -> best
        MoveLabel.GOOD -> good
        MoveLabel.INACCURACY -> inaccuracy
        MoveLabel.MISTAKE -> mistake
        MoveLabel.BLUNDER -> blunder
    }
}

val LightLabelColors = LabelColors(
    best = Color(0xFF2E7D32),
    good = Color(0xFF00695C),
    inaccuracy = Color(0xFF8D6E00),
    mistake = Color(0xFFD84315),
    blunder = Color(0xFFC62828),
)

val DarkLabelColors = LabelColors(
    best = Color(0xFF81C784),
    good = Color(0xFF80CBC4),
    inaccuracy = Color(0xFFFFD54F),
    mistake = Color(0xFFFFAB91),
    blunder = Color(0xFFFF8A80),
)

val LocalLabelColors = staticCompositionLocalOf { LightLabelColors }

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
        LocalBoardColors provides if (dark) DarkBoardColors else LightBoardColors,
        LocalLabelColors provides if (dark) DarkLabelColors else LightLabelColors,
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
