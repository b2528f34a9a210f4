package app.folkchess.ui.model

import app.folkchess.core.BoardLayout
import app.folkchess.core.LayoutBounds
import kotlin.math.hypot

/*
 * Small measurements of the core's board layout that drawing needs (sizes, not rules).
 */

/** Width of the points' extent, in layout units. */
val LayoutBounds.width: Double get() = maxX - minX

/** Height of the points' extent, in layout units. */
val LayoutBounds.height: Double get() = maxY - minY

/** Smallest distance between two points, in layout units (sizes pieces so neighbours never overlap). */
fun BoardLayout.minDistance(): Double {
    var best = Double.MAX_VALUE
    for (i in points.indices) for (j in i + 1 until points.size) {
        val d = hypot(points[i].x - points[j].x, points[i].y - points[j].y)
        if (d in 1e-9..best) best = d
    }
    return if (best == Double.MAX_VALUE) 1.0 else best
}

/** The index of the point named [name], if the board has one. */
fun BoardLayout.indexOf(name: String): Int? = points.firstOrNull { it.name == name }?.index

/** The name of the point with [index] ("?" outside the board). */
fun BoardLayout.nameOf(index: Int): String = points.getOrNull(index)?.name ?: "?"
