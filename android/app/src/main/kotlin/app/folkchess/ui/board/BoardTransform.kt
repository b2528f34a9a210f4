package app.folkchess.ui.board

import app.folkchess.ui.model.BoardGeometry
import app.folkchess.ui.model.UiBounds
import kotlin.math.max
import kotlin.math.min

/** A position on the canvas, in pixels. */
data class ScreenPoint(val x: Float, val y: Float)

/** A position in the core's layout units (y grows downwards). */
data class LayoutPoint(val x: Double, val y: Double)

/**
 * Fits the core's layout bounds into a canvas of [width] × [height] pixels, centred, keeping the
 * aspect ratio, with [marginUnits] layout units (room for a piece's radius) plus [marginPx]
 * pixels (room for point names) around the outermost points. Pure arithmetic: the same
 * transform draws the board and maps taps back to layout units.
 */
class BoardTransform(
    val bounds: UiBounds,
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

    fun toLayout(sx: Float, sy: Float): LayoutPoint =
        LayoutPoint(bounds.minX + (sx - originX) / scale.toDouble(), bounds.minY + (sy - originY) / scale.toDouble())

    /** A length on screen (pixels) in layout units. */
    fun toLayoutLength(px: Float): Double = px / scale.toDouble()

    companion object {
        /** Piece radius as a share of the smallest distance between two points. */
        const val PIECE_SHARE = 0.40

        /** The transform a board canvas uses for [geometry] in a [width] × [height] canvas. */
        fun forBoard(geometry: BoardGeometry, width: Float, height: Float, marginPx: Float): BoardTransform =
            BoardTransform(geometry.bounds, width, height, pieceRadiusUnits(geometry) * 1.05, marginPx)

        /** Piece radius in layout units: neighbours never overlap, capped for sparse boards. */
        fun pieceRadiusUnits(geometry: BoardGeometry): Double {
            val span = max(geometry.bounds.width, geometry.bounds.height)
            return min(PIECE_SHARE * geometry.minDistance, 0.11 * span)
        }
    }
}

/**
 * Maps a tap to a point: pixels → layout units → the core's `nearest_point` (passed as
 * [nearest], so this stays pure), within a radius that is at least [minTouchPx] on screen and
 * at least half the distance between the two closest points. Returns null for a tap far from
 * every point.
 */
fun hitTest(
    transform: BoardTransform,
    geometry: BoardGeometry,
    sx: Float,
    sy: Float,
    minTouchPx: Float,
    nearest: (x: Double, y: Double, radius: Double) -> Int?,
): Int? {
    val p = transform.toLayout(sx, sy)
    val radius = max(transform.toLayoutLength(minTouchPx), geometry.minDistance * 0.5)
    return nearest(p.x, p.y, radius)
}

/** Plain geometric nearest point; used only where no core is at hand (previews). */
fun nearestByGeometry(geometry: BoardGeometry): (Double, Double, Double) -> Int? = { x, y, r ->
    geometry.points
        .map { it.index to ((it.x - x) * (it.x - x) + (it.y - y) * (it.y - y)) }
        .filter { it.second <= r * r }
        .minByOrNull { it.second }?.first
}
