package app.folkchess.jvmtest

import app.folkchess.core.GameKind
import app.folkchess.core.PointRole
import app.folkchess.ui.board.BoardTransform
import app.folkchess.ui.board.hitTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/** The core's layouts through the app's transform and hit testing (the core's nearest_point). */
class CoreBoardTest {
    private val core = TestEnv.core

    @Test
    fun layoutsHaveThePointsOfRulesMd() {
        val counts = mapOf(GameKind.WEIMING to 9, GameKind.ZHONGKUI to 9, GameKind.JINMEN to 29, GameKind.HUISHI to 19)
        for ((g, n) in counts) assertEquals(n, core.layout(g).points.size, "$g")
        for (g in GameKind.entries) assertEquals(core.layout(g).points.indices.toList(), core.layout(g).points.map { it.index }, "$g: index order")
        assertEquals("s", core.layout(GameKind.WEIMING).points.single { it.role == PointRole.SHARED_HOME }.name)
        assertEquals("bc", core.layout(GameKind.ZHONGKUI).points.single { it.role == PointRole.SHARED_HOME }.name)
        assertEquals("c3", core.layout(GameKind.HUISHI).points.single { it.role == PointRole.WELL }.name)
    }

    @Test
    fun aTapOnAPointsScreenPositionHitsThatPointAndATapFarAwayHitsNothing() {
        for (g in GameKind.entries) {
            val geo = core.layout(g)
            for ((w, h) in listOf(720f to 720f, 1080f to 600f, 500f to 1400f)) {
                val t = BoardTransform.forBoard(geo, w, h, 28f)
                val nearest = { x: Double, y: Double, r: Double -> core.nearestPoint(g, x, y, r) }
                for (p in geo.points) {
                    val s = t.toScreen(p.x, p.y)
                    assertEquals(p.index, hitTest(t, geo, s.x, s.y, 48f, nearest), "$g ${p.name} exact")
                    // a finger a little off the point still hits it
                    val off = (geo.minSpacing * t.scale * 0.2).toFloat()
                    assertEquals(p.index, hitTest(t, geo, s.x + off, s.y - off, 48f, nearest), "$g ${p.name} off by $off px")
                }
                // the canvas corner is outside the board's margin: nothing
                assertNull(hitTest(t, geo, 0f, 0f, 48f, nearest), "$g corner")
                assertNull(hitTest(t, geo, w - 1f, h - 1f, 48f, nearest), "$g far corner")
            }
        }
    }
}
