package app.folkchess.ui.compose

import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Canvas
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.drawscope.CanvasDrawScope
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import app.folkchess.core.model.BoardPalette
import app.folkchess.core.model.BoardView
import app.folkchess.core.model.PointMark
import app.folkchess.core.boardPalette
import app.folkchess.core.boardPositions
import app.folkchess.core.fitBoard
import kotlin.math.ceil

/**
 * A board as a picture to share with a game's text: the core's [view] drawn by the same code
 * as [BoardCanvas] (lines, points, pieces and their glyphs, the last move, the arrow, the
 * names), without what only matters while playing (the marks of movable pieces and targets,
 * the selection, pieces fading out), [widthPx] wide on the board's own colour, in the light
 * palette (a picture sent to someone else does not follow this phone's theme). Plain Compose
 * graphics, no window: the Android shell encodes it as PNG for the share sheet; the JVM tests
 * render it too.
 *
 * [density] sizes the margin and the names; [fonts] is the platform's font resolver
 * (`LocalFontFamilyResolver.current`).
 */
fun boardPicture(
    view: BoardView,
    widthPx: Int,
    density: Density,
    fonts: FontFamily.Resolver,
    palette: BoardPalette = boardPalette(false),
): ImageBitmap {
    require(widthPx > 0) { "a picture $widthPx px wide" }
    val still = view.copy(
        points = view.points.map { if (it.mark == PointMark.NONE) it else it.copy(mark = PointMark.NONE) },
        fading = emptyList(),
    )
    val margin = ((if (still.showNames) 16f else 8f) * density.density).toDouble()
    val minTouch = 1.0
    val w = widthPx.toDouble()
    // the board's own height at this width, then the board fitted into exactly that size
    val outer = fitBoard(still.game, w, w * 4, margin, minTouch, false)
    val fit = fitBoard(still.game, outer.width, outer.height, margin, minTouch, still.turned)
    val positions = boardPositions(fit)
    val height = ceil(fit.height).toInt().coerceAtLeast(1)
    val width = ceil(fit.width).toInt().coerceAtLeast(1)
    val image = ImageBitmap(width, height)
    val measurer = TextMeasurer(fonts, density, LayoutDirection.Ltr)
    CanvasDrawScope().draw(density, LayoutDirection.Ltr, Canvas(image), Size(width.toFloat(), height.toFloat())) {
        drawRect(palette.board.color)
        drawBoard(still, layoutOf(still.game), fit, positions, palette, measurer, emptyMap(), compact = false)
    }
    return image
}
