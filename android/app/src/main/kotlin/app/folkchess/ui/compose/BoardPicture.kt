package app.folkchess.ui.compose

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Constraints
import app.folkchess.ui.state.ShareRequest
import kotlin.math.roundToInt
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
import app.folkchess.core.model.PointLabels
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
    val margin = ((if (still.labels != PointLabels.OFF) 16f else 8f) * density.density).toDouble()
    val minTouch = 1.0
    val w = widthPx.toDouble()
    // the board's own height at this width, then the board fitted into exactly that size
    val outer = fitBoard(still.game, w, w * 4, margin, minTouch, false, false)
    val fit = fitBoard(still.game, outer.width, outer.height, margin, minTouch, still.turned, false)
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

/**
 * The picture the share sheet sends: a header of [request]'s title (the app and the game, the
 * core's) and its result (who won, why and in how many moves, or how far it went), over the
 * board ([boardPicture]),
 * centred on the board's own colour, [widthPx] wide in the light palette.
 */
fun sharePicture(
    request: ShareRequest,
    widthPx: Int,
    density: Density,
    fonts: FontFamily.Resolver,
    palette: BoardPalette = boardPalette(false),
): ImageBitmap {
    val board = boardPicture(request.board, widthPx, density, fonts, palette)
    val measurer = TextMeasurer(fonts, density, LayoutDirection.Ltr)
    val pad = (16 * density.density).roundToInt()
    val words = Constraints.fixedWidth((board.width - 2 * pad).coerceAtLeast(1))
    fun lines(text: String, size: Int, weight: FontWeight) = text.takeIf { it.isNotBlank() }?.let {
        measurer.measure(
            AnnotatedString(it),
            TextStyle(color = palette.name.color, fontSize = with(density) { (size * density.density).toSp() }, fontWeight = weight, textAlign = TextAlign.Center),
            constraints = words,
        )
    }
    val title = lines(request.title, 18, FontWeight.Bold)
    val result = lines(request.result, 15, FontWeight.Normal)
    // the header: the title, then the result (who won, why, in how many moves) under it
    val resultTop = pad + (title?.let { it.size.height + pad / 4 } ?: 0)
    val top = resultTop + (result?.let { it.size.height + pad / 2 } ?: 0)
    val height = top + board.height + pad
    val image = ImageBitmap(board.width, height)
    CanvasDrawScope().draw(density, LayoutDirection.Ltr, Canvas(image), Size(board.width.toFloat(), height.toFloat())) {
        drawRect(palette.board.color)
        title?.let { drawText(it, topLeft = Offset(pad.toFloat(), pad.toFloat())) }
        result?.let { drawText(it, topLeft = Offset(pad.toFloat(), resultTop.toFloat())) }
        drawImage(board, topLeft = Offset(0f, top.toFloat()))
    }
    return image
}
