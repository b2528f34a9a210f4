package app.folkchess.jvmtest

import app.folkchess.ui.board.BoardTransform
import app.folkchess.ui.board.hitTest
import app.folkchess.ui.model.UiGame
import app.folkchess.ui.model.UiPointRole
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/** The core's layouts through the app's transform and hit testing (the core's nearest_point). */
class CoreBoardTest {
    private val core = TestEnv.core

    @Test
    fun layoutsHaveThePointsOfRulesMd() {
        val counts = mapOf(UiGame.Weiming to 9, UiGame.Zhongkui to 9, UiGame.Jinmen to 29, UiGame.Huishi to 19)
        for ((g, n) in counts) assertEquals(n, core.geometry(g).points.size, "$g")
        assertEquals("s", core.geometry(UiGame.Weiming).points.single { it.role == UiPointRole.SharedHome }.name)
        assertEquals("bc", core.geometry(UiGame.Zhongkui).points.single { it.role == UiPointRole.SharedHome }.name)
        assertEquals("c3", core.geometry(UiGame.Huishi).points.single { it.role == UiPointRole.Well }.name)
    }

    @Test
    fun aTapOnAPointsScreenPositionHitsThatPointAndATapFarAwayHitsNothing() {
        for (g in UiGame.entries) {
            val geo = core.geometry(g)
            for ((w, h) in listOf(720f to 720f, 1080f to 600f, 500f to 1400f)) {
                val t = BoardTransform.forBoard(geo, w, h, 28f)
                val nearest = { x: Double, y: Double, r: Double -> core.nearestPoint(g, x, y, r) }
                for (p in geo.points) {
                    val s = t.toScreen(p.x, p.y)
                    assertEquals(p.index, hitTest(t, geo, s.x, s.y, 48f, nearest), "$g ${p.name} exact")
                    // a finger a little off the point still hits it
                    val off = (geo.minDistance * t.scale * 0.2).toFloat()
                    assertEquals(p.index, hitTest(t, geo, s.x + off, s.y - off, 48f, nearest), "$g ${p.name} off by $off px")
                }
                // the canvas corner is outside the board's margin: nothing
                assertNull(hitTest(t, geo, 0f, 0f, 48f, nearest), "$g corner")
                assertNull(hitTest(t, geo, w - 1f, h - 1f, 48f, nearest), "$g far corner")
            }
        }
    }
}
