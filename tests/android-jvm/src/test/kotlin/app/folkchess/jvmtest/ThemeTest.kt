package app.folkchess.jvmtest

import androidx.compose.material3.ColorScheme
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.luminance
import app.folkchess.core.appPalette
import app.folkchess.ui.compose.FolkDarkColors
import app.folkchess.ui.compose.FolkLightColors
import app.folkchess.ui.compose.color
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The Material scheme is the core's palette in every role a component reads: Material's
 * outlined buttons edge themselves in outlineVariant, its cards sit on surfaceContainerLow, its
 * dividers use outlineVariant — none may fall back to Material's lavender baseline, and an
 * outlined button's edge keeps the core's 3 : 1 against the surfaces it stands on.
 */
class ThemeTest {
    private fun contrast(a: Color, b: Color): Double {
        val (hi, lo) = listOf(a.luminance() + 0.05, b.luminance() + 0.05).sortedDescending()
        return (hi / lo).toDouble()
    }

    @Test
    fun everyRoleAComponentReadsIsTheCoresColour() {
        for ((dark, scheme) in listOf(false to FolkLightColors, true to FolkDarkColors)) {
            val core = appPalette(dark)
            val ours = listOf(
                core.background, core.surface, core.surfaceContainer, core.surfaceContainerHigh, core.surfaceVariant,
                core.outline, core.primary, core.primaryContainer, core.onSurface,
            ).map { it.color }
            val roles: List<Pair<String, (ColorScheme) -> Color>> = listOf(
                "surfaceContainerLowest" to { it.surfaceContainerLowest },
                "surfaceContainerLow" to { it.surfaceContainerLow },
                "surfaceContainerHighest" to { it.surfaceContainerHighest },
                "outlineVariant" to { it.outlineVariant },
                "surfaceTint" to { it.surfaceTint },
            )
            for ((name, role) in roles) assertTrue(role(scheme) in ours, "$name (dark: $dark) is one of the core's colours")
            for (surface in listOf(scheme.surface, scheme.surfaceContainerLow, scheme.surfaceContainerHigh)) {
                val c = contrast(scheme.outlineVariant, surface)
                assertTrue(c >= 3.0, "an outlined button's edge on its surface (dark: $dark): $c")
            }
        }
    }
}
