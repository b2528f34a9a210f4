package app.folkchess.ui.board

import app.folkchess.core.BoardLayout
import app.folkchess.core.LayoutBounds
import app.folkchess.ui.model.height
import app.folkchess.ui.model.width
import kotlin.math.max
import kotlin.math.min

/** A position on the canvas, in pixels. */
data class ScreenPoint(val x: Float, val y: Float)

/** A position in the core's layout units (y grows downwards). */
data class LayoutCoords(val x: Double, val y: Double)

/**
 * Fits the core's layout bounds into a canvas of [width] × [height] pixels, centred, keeping the
 * aspect ratio, with [marginUnits] layout units (room for a piece's radius) plus [marginPx]
 * pixels (room for point names) around the outermost points. Pure arithmetic: the same
 * transform draws the board and maps taps back to layout units.
 */
class BoardTransform(
    val bounds: LayoutBounds,
    val width: Float,
    val height: Float,
    val marginUnits: Double,
    val marginPx: Float,
) {
    /** Pixels per layout unit. */
    val scale: Float
    private val originX: Float
    private val originY: Float

    init {
        val bw = max(bounds.width, 1e-6) + 2 * marginUnits
        val bh = max(bounds.height, 1e-6) + 2 * marginUnits
        val s = min((width - 2 * marginPx) / bw, (height - 2 * marginPx) / bh).toFloat()
        scale = max(s, 0.0001f)
        // centre the (bounds + margins) box inside the canvas
        val usedW = (bounds.width * scale).toFloat()
        val usedH = (bounds.height * scale).toFloat()
        originX = (width - usedW) / 2f
        originY = (height - usedH) / 2f
    }

    fun toScreen(x: Double, y: Double): ScreenPoint =
        ScreenPoint(originX + ((x - bounds.minX) * scale).toFloat(), originY + ((y - bounds.minY) * scale).toFloat())

    fun toLayout(sx: Float, sy: Float): LayoutCoords =
        LayoutCoords(bounds.minX + (sx - originX) / scale.toDouble(), bounds.minY + (sy - originY) / scale.toDouble())

    /** A length on screen (pixels) in layout units. */
    fun toLayoutLength(px: Float): Double = px / scale.toDouble()

    companion object {
        /** Piece radius as a share of the smallest distance between two points. */
        const val PIECE_SHARE = 0.40

        /** The transform a board canvas uses for [layout] in a [width] × [height] canvas. */
        fun forBoard(layout: BoardLayout, width: Float, height: Float, marginPx: Float): BoardTransform =
            BoardTransform(layout.bounds, width, height, pieceRadiusUnits(layout) * 1.05, marginPx)

        /** Piece radius in layout units: neighbours never overlap, capped for sparse boards. */
        fun pieceRadiusUnits(layout: BoardLayout): Double {
            val span = max(layout.bounds.width, layout.bounds.height)
            return min(PIECE_SHARE * layout.minSpacing, 0.11 * span)
        }
    }
}

/** The core's `nearest_point` for one board: the point within `radius` layout units of (x, y), if any. */
typealias NearestPoint = (x: Double, y: Double, radius: Double) -> Int?

/** What a board does with taps: [nearest] (the core's hit test) finds the point, [onPoint] acts on it. */
class BoardTaps(val nearest: NearestPoint, val onPoint: (Int) -> Unit)

/**
 * Maps a tap to a point: pixels → layout units → the core's `nearest_point` (passed as
 * [nearest], so this stays pure), within a radius that is at least [minTouchPx] on screen and
 * at least half the distance between the two closest points. Returns null for a tap far from
 * every point.
 */
fun hitTest(
    transform: BoardTransform,
    layout: BoardLayout,
    sx: Float,
    sy: Float,
    minTouchPx: Float,
    nearest: NearestPoint,
): Int? {
    val p = transform.toLayout(sx, sy)
    val radius = max(transform.toLayoutLength(minTouchPx), layout.minSpacing * 0.5)
    return nearest(p.x, p.y, radius)
}
