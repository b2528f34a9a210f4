package app.folkchess.jvmtest

import app.folkchess.core.BoardLayout
import app.folkchess.core.GameKind
import app.folkchess.core.LayoutBounds
import app.folkchess.core.LayoutPoint
import app.folkchess.core.PointRole
import app.folkchess.ui.board.BoardTransform
import app.folkchess.ui.board.hitTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.math.abs

/** Layout ↔ screen arithmetic (pure; the core-backed hit tests are in CoreBoardTest). */
class TransformTest {
    private val bounds = LayoutBounds(0.0, 0.0, 6.0, 2.0)

    @Test
    fun fitsBoundsCentredKeepingAspect() {
        val t = BoardTransform(bounds, 700f, 700f, marginUnits = 0.5, marginPx = 10f)
        // width-limited: (700 - 20) / 7 units
        assertEquals(680f / 7f, t.scale, 1e-3f)
        val tl = t.toScreen(0.0, 0.0)
        val br = t.toScreen(6.0, 2.0)
        assertEquals(700f - br.x, tl.x, 1e-3f) // centred horizontally
        assertEquals(700f - br.y, tl.y, 1e-3f) // and vertically
        assertEquals(6 * t.scale, br.x - tl.x, 1e-3f)
    }

    @Test
    fun screenToLayoutInvertsLayoutToScreen() {
        val t = BoardTransform(LayoutBounds(-1.0, 2.0, 4.0, 9.0), 333f, 517f, 0.4, 12f)
        for ((x, y) in listOf(-1.0 to 2.0, 4.0 to 9.0, 1.5 to 5.25, 0.0 to 7.0)) {
            val s = t.toScreen(x, y)
            val back = t.toLayout(s.x, s.y)
            assertTrue(abs(back.x - x) < 1e-4 && abs(back.y - y) < 1e-4, "($x,$y) -> $s -> $back")
        }
    }

    @Test
    fun hitTestPassesLayoutCoordinatesAndARadiusToNearest() {
        val g = BoardLayout(
            GameKind.JINMEN,
            listOf(LayoutPoint(0, "a", 0.0, 0.0, PointRole.NORMAL), LayoutPoint(1, "b", 1.0, 0.0, PointRole.NORMAL)),
            listOf(listOf(0, 1)), LayoutBounds(0.0, 0.0, 1.0, 0.0), minSpacing = 1.0,
        )
        val t = BoardTransform.forBoard(g, 400f, 200f, 10f)
        val sb = t.toScreen(1.0, 0.0)
        var seen: Triple<Double, Double, Double>? = null
        val hit = hitTest(t, g, sb.x + 3f, sb.y - 2f, minTouchPx = 48f) { x, y, r -> seen = Triple(x, y, r); 1 }
        assertEquals(1, hit)
        val (x, y, r) = seen ?: error("nearest was not asked")
        assertEquals(1.0 + 3.0 / t.scale, x, 1e-6)
        assertEquals(-2.0 / t.scale, y, 1e-6)
        assertTrue(r >= 0.5 && r >= 48.0 / t.scale - 1e-9, "radius $r")
        assertNull(hitTest(t, g, 0f, 0f, 48f) { _, _, _ -> null })
    }
}
