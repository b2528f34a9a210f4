package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import kotlin.math.hypot
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.Language
import app.folkchess.core.model.MoveLabel
import app.folkchess.core.model.PointRole
import app.folkchess.core.model.Rgba
import app.folkchess.core.model.Side

/** Catalogue, board layouts, hit testing, rules texts. */
class InfoTest {
    companion object {
        /** Checks that the native library matches the generated bindings (API checksums). */
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()
    }

    @Test
    fun catalogueListsTheFourGames() {
        val games = catalogue()
        assertEquals(ALL_GAMES, games.map { it.game })
        assertEquals(listOf("weiming", "zhongkui", "jinmen", "huishi"), games.map { it.id })
        val jinmen = games[2]
        assertEquals("金门防御棋", jinmen.nameZh)
        assertEquals(29, jinmen.pointCount)
        assertEquals(8, jinmen.piecesPerSide)
        assertTrue(jinmen.hasCaptures)
        assertFalse(jinmen.exactlySolved)
        val huishi = games[3]
        assertEquals(5, huishi.piecesPerSide)
        assertEquals(2, huishi.generalsPerSide)
        assertTrue(games[0].exactlySolved && games[1].exactlySolved)
        assertEquals(1, games[0].sharedPieces)
        assertTrue(games.all { it.taglineEn.isNotBlank() && it.taglineZh.isNotBlank() })
        assertEquals(GameKind.HUISHI, gameFromId("huishi"))
    }

    @Test
    fun layoutsAndHitTesting() {
        for (game in ALL_GAMES) {
            val layout = boardLayout(game)
            assertEquals(layout.points.indices.toList(), layout.points.map { it.index })
            for (line in layout.lines) assertTrue(line.size >= 2 && line.all { it in layout.points.indices })
            // the exported spacing is the distance of the closest two points
            val closest = layout.points.flatMap { p ->
                layout.points.filter { it.index > p.index }.map { q -> hypot(p.x - q.x, p.y - q.y) }
            }.min()
            assertEquals(closest, layout.minSpacing, 1e-12)
            for (p in layout.points) {
                assertTrue(p.x in layout.bounds.minX..layout.bounds.maxX)
                // a tap right on a point finds it
                assertEquals(p.index, nearestPoint(game, p.x + 0.05, p.y - 0.05, 0.3))
                assertEquals(p.name, pointName(game, p.index))
                assertEquals(p.index, pointIndex(game, p.name))
            }
        }
        val weiming = boardLayout(GameKind.WEIMING)
        assertEquals(PointRole.SHARED_HOME, weiming.points.first { it.name == "s" }.role)
        assertEquals(PointRole.WELL, boardLayout(GameKind.HUISHI).points.first { it.name == "c3" }.role)
        assertNull(nearestPoint(GameKind.WEIMING, 0.5, 0.5, 0.3))
        assertFails<FolkChessException.InvalidInput>("finite") { nearestPoint(GameKind.WEIMING, Double.NaN, 0.0, 1.0) }
    }

    @Test
    fun rulesTextsAreStructured() {
        for (game in ALL_GAMES) {
            for (language in listOf(DisplayLanguage.ZH, DisplayLanguage.EN)) {
                val ids = rulesPages(game, language).single().sections.map { it.id }
                assertTrue(ids.containsAll(listOf("board", "movement", "special", "winning", "tip")), "$ids")
                assertEquals("app", ids.last(), "the app rules last")
                assertTrue(rulesPages(game, language).single().sections.all { s -> s.blocks.isNotEmpty() })
            }
            assertEquals(listOf(Language.ZH, Language.EN), rulesPages(game, DisplayLanguage.BOTH).map { it.language })
        }
        // Point references carry the point's index on the board.
        val sections = rulesPages(GameKind.HUISHI, DisplayLanguage.EN).single().sections
        val spans = sections.filter { it.id != "app" }.flatMap { s ->
            s.blocks.flatMap { b ->
                when (b) {
                    is RulesBlock.Paragraph -> b.text.spans
                    is RulesBlock.Bullets -> b.items.flatMap { it.spans }
                }
            }
        }
        val c3 = spans.filterIsInstance<TextSpan.Point>().first { it.name == "c3" }
        assertEquals(pointIndex(GameKind.HUISHI, "c3"), c3.index)
        val terms = spans.filterIsInstance<TextSpan.Term>().map { it.term }.toSet()
        val glossaryIds = glossary().map { it.id }.toSet()
        assertTrue(glossaryIds.containsAll(terms), "every term is in the glossary")
        val app = rulesPages(GameKind.HUISHI, DisplayLanguage.ZH).single().sections.last()
        assertEquals("app", app.id)
        assertTrue(app.heading.contains("应用规则"), app.heading)
        assertEquals(5, levels().size)
        assertEquals("先手（红）", sideName(Side.FIRST, Language.ZH))
    }

    @Test
    fun boardColoursComeFromTheCore() {
        val light = boardPalette(false)
        val dark = boardPalette(true)
        // UByte components: the light board is a warm tan, the dark one near black.
        assertEquals(Rgba(0xF1u, 0xDCu, 0xAAu, 0xFFu), light.board)
        assertTrue(dark.board.r < 0x40u && dark.board.g < 0x40u)
        // four cue colours, each its own (the core tests them apart for colour-blind players)
        for (p in listOf(light, dark)) {
            val cues = listOf(p.selected, p.target, p.lastMove, p.hint)
            assertEquals(cues.size, cues.toSet().size, "each cue has its own colour")
            assertEquals(p.line, p.well, "the well is drawn in the lines' ink")
        }
        // the colours around the board too: the light screen's background is near white
        val app = appPalette(false)
        assertTrue(app.background.r > 0xF0u && app.onBackground.r < 0x40u)
        assertTrue(appPalette(true).background.r < 0x40u)
        assertTrue(light.tintAlpha > 0u && light.tintAlpha < 255u)
        val labels = MoveLabel.values().map { labelColor(it, false) }
        assertEquals(labels.size, labels.toSet().size, "each review label has its own colour")
    }

    @Test
    fun namesArePlacedOutsideThePiecesByTheCore() {
        for (game in ALL_GAMES) {
            val fit = fitBoard(game, 360.0, 360.0, 16.0, 22.0, false, false)
            val positions = boardPositions(fit)
            val names = boardNamePlacements(fit, boardNameSize(fit, 1.0))
            assertEquals(positions.size, names.size)
            names.forEachIndexed { i, n ->
                assertEquals(i, n.point)
                val p = positions[i]
                // past the farthest reach of every piece's shape (Second's square at a corner)
                assertTrue(hypot(n.x - p.x, n.y - p.y) > fit.pieceRadius * 1.18, "$game point $i")
                assertTrue(n.anchorX in 0.0..1.0 && n.anchorY in 0.0..1.0)
            }
            // the names' size: 6 to 13 dp (here at 2 px a dp), or none on a board too small
            val size = boardNameSize(fit, 2.0)
            assertTrue(size == 0.0 || size in 12.0..26.0, "$game: names of $size")
            assertTrue(boardNameSize(fitBoard(game, 700.0, 700.0, 16.0, 22.0, false, false), 1.0) in 9.0..13.0, "$game on a large board")
        }
    }
}
