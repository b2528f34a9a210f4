package app.folkchess.ui.model

import app.folkchess.core.BoardLayout
import app.folkchess.core.LayoutBounds

/*
 * Small measurements of the core's board layout that drawing needs (sizes, not rules).
 */

/** Width of the points' extent, in layout units. */
val LayoutBounds.width: Double get() = maxX - minX

/** Height of the points' extent, in layout units. */
val LayoutBounds.height: Double get() = maxY - minY

/** The index of the point named [name], if the board has one. */
fun BoardLayout.indexOf(name: String): Int? = points.firstOrNull { it.name == name }?.index

/** The name of the point with [index] ("?" outside the board). */
fun BoardLayout.nameOf(index: Int): String = points.getOrNull(index)?.name ?: "?"
