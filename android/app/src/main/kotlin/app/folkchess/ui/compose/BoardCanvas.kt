package app.folkchess.ui.compose

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.key
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.isTraversalGroup
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import androidx.compose.ui.geometry.lerp
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.foundation.layout.PaddingValues
import app.folkchess.core.model.BoardFit
import app.folkchess.core.BoardLayout
import app.folkchess.core.model.BoardPalette
import app.folkchess.core.model.BoardView
import app.folkchess.core.model.SpokenPiece
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.PieceInfo
import app.folkchess.core.model.PieceKind
import app.folkchess.core.model.PointCue
import app.folkchess.core.model.PointLabels
import app.folkchess.core.model.PointRole
import app.folkchess.core.ScreenPoint
import app.folkchess.core.model.Hear
import app.folkchess.core.model.QuickCommand
import app.folkchess.core.boardNamePlacements
import app.folkchess.core.boardEdgeLabels
import app.folkchess.core.boardArrow
import app.folkchess.core.boardLastMoveMark
import app.folkchess.core.boardRefusedMark
import app.folkchess.core.boardMargin as coreBoardMargin
import app.folkchess.core.model.ArrowShape
import app.folkchess.core.model.LastMoveMark
import app.folkchess.core.model.RefusedMark
import app.folkchess.core.model.Side
import app.folkchess.core.boardLayout
import app.folkchess.core.boardPositions
import app.folkchess.core.boardNameSize
import app.folkchess.core.boardMinSize
import app.folkchess.core.fitBoard
import app.folkchess.core.pointAt
import java.util.concurrent.ConcurrentHashMap
import kotlin.math.atan2
import kotlin.math.cos
import kotlin.math.hypot
import kotlin.math.min
import kotlin.math.roundToInt
import kotlin.math.sin

private val layouts = ConcurrentHashMap<GameKind, BoardLayout>()

/** The core's static layout of a board (points, lines, roles), asked once per game. */
fun layoutOf(game: GameKind): BoardLayout = layouts.getOrPut(game) { boardLayout(game) }

/** The last move's piece on its way: from point [from] to point [to], [progress] of the way (0..1). */
internal data class Slide(val from: Int, val to: Int, val progress: Float)

/** Room around the board for point names (little when they are not written). */
internal fun boardMargin(view: BoardView, compact: Boolean = false): Dp = if (compact || view.labels == PointLabels.OFF) 2.dp else 12.dp

/** The touch target Android asks for: every point of the board at least this far from the next. */
val BoardTouchTarget: Dp = 48.dp

/**
 * The least distance between two points of a game's board where large text leaves it less room
 * than [BoardTouchTarget] needs on a small phone: the board takes what the players' bars, the
 * move strip and the actions leave, down to this (iOS's compact column: 36 pt), before the
 * column scrolls, so that no bar is ever cut by the pinned foot.
 */
val CompactBoardTouchTarget: Dp = 36.dp

/**
 * The least size, in a column [width] wide, of the board drawn with [padding] on each side: the
 * core's smallest size at which every two points stay [BoardTouchTarget] apart ([boardMinSize]),
 * or the size the width allows where it cannot hold that (Weiming on a 360 dp phone). A screen
 * gives the board at least this and scrolls the rest.
 */
internal fun boardMinHeight(view: BoardView, width: Dp, padding: PaddingValues, target: Dp = BoardTouchTarget): Dp {
    val horizontal = padding.calculateLeftPadding(LayoutDirection.Ltr) + padding.calculateRightPadding(LayoutDirection.Ltr)
    val vertical = padding.calculateTopPadding() + padding.calculateBottomPadding()
    val least = boardMinSize(view.game, target.value.toDouble(), boardMargin(view).value.toDouble())
    val room = (width - horizontal).value.toDouble()
    val height = if (least.width <= room) least.height else least.height * room / least.width
    return height.dp + vertical
}

/**
 * A board as the core's [BoardView] describes it, drawn on a Canvas: lines and points from the
 * core's layout (the shared piece's home and the well marked), pieces distinct per side by
 * colour and shape with the core's glyphs, the marks of each point (movable, selected, target),
 * the last move, the hint's arrow, captured pieces fading out and the point names. The board is
 * fitted, drawn and hit-tested with the core's geometry only ([fitBoard], [boardPositions],
 * [pointAt]); every point is a semantics node with the core's spoken label and, when [onTap] is
 * given, a click action, so that a screen reader can play; a piece that may move offers each of
 * its moves ([spokenMoves], the core's words) as a custom action that plays it ([onMove]), so
 * that a move by ear is two gestures, not a hunt over the points. The board itself offers the
 * core's quick commands ([quickCommands]: hear the position, the last move, the clock) as custom
 * actions that send them ([onHear]).
 *
 * [onTap] null = a picture (miniature, thumbnail), unless [readable]: then every point is still
 * a semantics node with its spoken label, without an action (the review's board);
 * [compact] = no names, thin margins.
 */
@Composable
fun BoardCanvas(
    view: BoardView,
    modifier: Modifier = Modifier,
    onTap: ((Int) -> Unit)? = null,
    compact: Boolean = false,
    spokenMoves: List<SpokenPiece> = emptyList(),
    onMove: ((Int, Int) -> Unit)? = null,
    quickCommands: List<QuickCommand> = emptyList(),
    onHear: ((Hear) -> Unit)? = null,
    readable: Boolean = onTap != null,
) {
    val colors = LocalBoardColors.current
    val layout = layoutOf(view.game)
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    val basePx = with(density) { boardMargin(view, compact).toPx() }.toDouble()
    val minTouchPx = with(density) { 24.dp.toPx() }.toDouble()
    val tap = rememberUpdatedState(onTap)
    val move = rememberUpdatedState(onMove)
    val hear = rememberUpdatedState(onHear)

    // the moving piece (the core's: the last move's, or a refused one's on its way back) slides
    // along its line or jump (200 ms; at once where the system's animations are off, which
    // Compose's clock follows); a miniature does not move
    val moving = view.moving
    val slide = remember(moving) { Animatable(if (moving == null || compact) 1f else 0f) }
    LaunchedEffect(moving) { slide.animateTo(1f, tween(durationMillis = 200, easing = FastOutSlowInEasing)) }
    val sliding = moving?.takeIf { slide.value < 1f }?.let { Slide(it.from.toInt(), it.to.toInt(), slide.value) }

    // captured pieces fade out
    val fadeAlpha = HashMap<Int, Float>()
    for (fp in view.fading) key(fp.id, fp.point) {
        val a = remember { Animatable(1f) }
        LaunchedEffect(Unit) { a.animateTo(0f, tween(durationMillis = 900)) }
        fadeAlpha[fp.point] = a.value
    }

    BoxWithConstraints(modifier, contentAlignment = Alignment.Center) {
        val availW = constraints.maxWidth.toDouble()
        val availH = if (constraints.hasBoundedHeight) constraints.maxHeight.toDouble() else availW * 4
        // the room for the labels grows with a tablet's board (the core's boardMargin)
        val marginPx = if (compact || view.labels == PointLabels.OFF) basePx else coreBoardMargin(basePx, availW, availH)
        // the board's own size in this room, then the board fitted into exactly that size
        // a wide game's play board grows down the height a column gives it (the core's
        // stretch), never where the height is unbounded or beside the rest
        val stretches = view.stretches && constraints.hasBoundedHeight && LocalBoardStretches.current
        val outer = remember(view.game, availW, availH, marginPx, minTouchPx, stretches) {
            fitBoard(view.game, availW, availH, marginPx, minTouchPx, false, stretches)
        }
        // turned half a turn when the player of Second sits at the bottom (the core says)
        val fit = remember(outer, view.turned, stretches) {
            fitBoard(view.game, outer.width, outer.height, marginPx, minTouchPx, view.turned, stretches)
        }
        val positions = remember(fit) { boardPositions(fit) }
        val boardSpoken = view.spoken
        Box(
            Modifier
                .size(with(density) { fit.width.toFloat().toDp() }, with(density) { fit.height.toFloat().toDp() })
                .background(colors.board.color, RoundedCornerShape(if (compact) 6.dp else 12.dp))
                .semantics {
                    contentDescription = boardSpoken
                    if (readable) isTraversalGroup = true
                    if (onHear != null && quickCommands.isNotEmpty()) {
                        customActions = quickCommands.map { c ->
                            CustomAccessibilityAction(c.label) { hear.value?.invoke(c.what); true }
                        }
                    }
                },
        ) {
            Canvas(
                Modifier
                    .fillMaxSize()
                    .then(
                        if (onTap != null) Modifier.pointerInput(fit) {
                            detectTapGestures { pos ->
                                pointAt(fit, pos.x.toDouble(), pos.y.toDouble())?.let { tap.value?.invoke(it) }
                            }
                        } else Modifier,
                    ),
            ) {
                drawBoard(view, layout, fit, positions, colors, measurer, fadeAlpha, compact, sliding)
            }
            if (readable) {
                // a screen reader's target per point: the distance between neighbours, within 32..48 dp
                val touchPx = (layout.minSpacing * fit.scale).toFloat()
                    .coerceIn(with(density) { 32.dp.toPx() }, with(density) { 48.dp.toPx() })
                val touchDp = with(density) { touchPx.toDp() }
                for (p in view.points) {
                    val c = positions[p.index]
                    val piece = spokenMoves.firstOrNull { it.from == p.index }
                    Box(
                        Modifier
                            .offset { IntOffset((c.x - touchPx / 2).roundToInt(), (c.y - touchPx / 2).roundToInt()) }
                            .size(touchDp)
                            .testTag("point-${p.name}")
                            .semantics {
                                contentDescription = p.spoken
                                if (onTap != null) {
                                    role = Role.Button
                                    onClick { tap.value?.invoke(p.index); true }
                                }
                                if (piece != null && onMove != null) {
                                    customActions = piece.moves.map { m ->
                                        CustomAccessibilityAction(m.label) { move.value?.invoke(piece.from, m.to); true }
                                    }
                                }
                            }
                            .focusable(),
                    )
                }
            }
        }
    }
}

internal fun DrawScope.drawBoard(
    view: BoardView,
    g: BoardLayout,
    fit: BoardFit,
    positions: List<ScreenPoint>,
    colors: BoardPalette,
    measurer: TextMeasurer,
    fadeAlpha: Map<Int, Float>,
    compact: Boolean,
    slide: Slide? = null,
) {
    val r = fit.pieceRadius.toFloat()
    fun at(i: Int): Offset = positions[i].let { Offset(it.x.toFloat(), it.y.toFloat()) }
    fun empty(i: Int): Boolean = view.points.getOrNull(i)?.piece == null
    val lineW = (r * 0.085f).coerceIn(1.2f, 5f)

    // the last move's tints under the lines (the lines stay crisp through them); its brackets
    // are drawn with the cues
    val lastMarks = view.points.filter { it.cue == PointCue.LAST_MOVE }.map { boardLastMoveMark(fit, it.index) }
    for (m in lastMarks) drawLastMoveTint(m, colors)

    // lines
    for (line in g.lines) {
        for (k in 0 until line.size - 1) {
            drawLine(colors.line.color, at(line[k]), at(line[k + 1]), strokeWidth = lineW, cap = StrokeCap.Round)
        }
    }

    // special points
    for (p in g.points) {
        val c = at(p.index)
        when (p.role) {
            PointRole.SHARED_HOME -> {
                // a dashed diamond in the lines' ink, around the diamond that lives there: part of the board, not a cue
                val k = r * 1.42f
                val home = Path().apply { moveTo(c.x, c.y - k); lineTo(c.x + k, c.y); lineTo(c.x, c.y + k); lineTo(c.x - k, c.y); close() }
                drawPath(
                    home, colors.sharedHome.color,
                    style = Stroke(width = lineW, pathEffect = PathEffect.dashPathEffect(floatArrayOf(r * 0.22f, r * 0.16f))),
                )
            }
            PointRole.WELL -> {
                val half = r * 1.22f
                drawRect(colors.well.color, topLeft = Offset(c.x - half, c.y - half), size = Size(2 * half, 2 * half), style = Stroke(width = lineW))
                if (empty(p.index)) drawWell(c, r * 0.62f, colors.well.color.copy(alpha = 0.85f), lineW * 1.4f)
            }
            PointRole.NORMAL -> {}
        }
    }

    // point dots (an empty well shows its mark instead)
    for (p in g.points) {
        if (p.role == PointRole.WELL && empty(p.index)) continue
        drawCircle(colors.line.color, radius = (r * 0.16f).coerceAtLeast(2f), center = at(p.index))
    }

    // a point named in the rules text
    for (p in view.points) if (p.highlighted) {
        val c = at(p.index)
        drawCircle(colors.highlight.color.copy(alpha = 0.25f), radius = r * 1.45f, center = c)
        drawCircle(colors.highlight.color, radius = r * 1.45f, center = c, style = Stroke(width = r * 0.16f))
    }

    // the cues under the pieces, one per point as the core's view says: the last move's tinted squares, the targets' dots
    for (p in view.points) {
        val c = at(p.index)
        when (p.cue) {
            PointCue.LAST_MOVE -> drawLastMoveBrackets(boardLastMoveMark(fit, p.index), colors)
            PointCue.TARGET -> drawCircle(colors.target.color, radius = r * 0.36f, center = c)
            PointCue.SELECTED, PointCue.NONE -> {}
        }
    }

    // pieces, then captured ones fading out
    for (p in view.points) {
        val piece = p.piece ?: continue
        // the piece just moved, on its way from the move's first point to its last
        val c = if (slide != null && slide.to == p.index) lerp(at(slide.from), at(slide.to), slide.progress) else at(p.index)
        drawPiece(piece, p.glyph, c, r, colors, measurer, 1f, glyphTurned = p.glyphTurned)
    }
    for (fp in view.fading) {
        val a = fadeAlpha[fp.point] ?: continue
        // a fading piece carries no glyph of its own: the core's glyph of the same piece on the board
        val glyph = view.points.firstOrNull { it.piece == fp.piece && it.glyph != null }?.glyph
        if (a > 0.01f && empty(fp.point)) drawPiece(fp.piece, glyph, at(fp.point), r, colors, measurer, a)
    }

    // the selection's ring, over its piece
    for (p in view.points) if (p.cue == PointCue.SELECTED) {
        drawCircle(colors.selected.color, radius = r * 1.2f, center = at(p.index), style = Stroke(width = r * 0.18f))
    }

    // hint arrow: the core's shape
    view.hint?.let { h -> boardArrow(fit, h.from, h.to)?.let { drawArrow(it, colors.hint.color) } }

    // a refused move's cross: on its piece's shoulder while it stands there, else on the point
    view.refused?.let { m ->
        val occupied = view.points.getOrNull(m.to.toInt())?.piece != null
        drawRefusedMark(boardRefusedMark(fit, m.to, occupied), colors)
    }

    // point names
    // (the core's size: none on a board too small for names anybody could read)
    val nameSize = if (view.labels == PointLabels.EVERY && !compact) boardNameSize(fit, density.toDouble()).toFloat() else 0f
    if (nameSize > 0f) {
        val style = TextStyle(color = colors.name.color, fontSize = nameSize.toSp(), fontWeight = FontWeight.Medium)
        // where the core places each name: outside the piece radius, off the lines
        for ((p, place) in g.points.zip(boardNamePlacements(fit, nameSize.toDouble()))) {
            val text = measurer.measure(p.name, style)
            val w = text.size.width.toFloat()
            val h = text.size.height.toFloat()
            val tl = Offset(place.x.toFloat() - place.anchorX.toFloat() * w, place.y.toFloat() - place.anchorY.toFloat() * h)
            drawRoundRect(
                colors.nameHalo.color,
                topLeft = Offset(tl.x - 2f, tl.y),
                size = Size(w + 4f, h),
                cornerRadius = CornerRadius(4f, 4f),
            )
            drawText(text, topLeft = tl)
        }
    }
    // the files and ranks on a grid's edge: by choice, or where names would be too small to read
    if (view.labels != PointLabels.OFF && !compact && nameSize == 0f) {
        val edge = boardEdgeLabels(fit, density.toDouble())
        val style = TextStyle(color = colors.name.color, fontSize = edge.size.toFloat().toSp(), fontWeight = FontWeight.Medium)
        for (l in edge.labels) {
            val text = measurer.measure(l.text, style)
            drawText(text, topLeft = Offset(l.x.toFloat() - text.size.width / 2f, l.y.toFloat() - text.size.height / 2f))
        }
    }
}

/** The well's mark: two lines across and two down, as the well is drawn on the paper boards. */
private fun DrawScope.drawWell(c: Offset, half: Float, color: Color, width: Float) {
    val k = half * 0.42f
    for (d in listOf(-k, k)) {
        drawLine(color, Offset(c.x - half, c.y + d), Offset(c.x + half, c.y + d), strokeWidth = width, cap = StrokeCap.Round)
        drawLine(color, Offset(c.x + d, c.y - half), Offset(c.x + d, c.y + half), strokeWidth = width, cap = StrokeCap.Round)
    }
}

/**
 * First: red disc; Second: black rounded square; shared: gold diamond. The core's [glyph] is
 * written on the piece (Rendezvous' general and soldier), upside down if [glyphTurned]; a general
 * also gets a gold crown rim.
 */
private fun DrawScope.drawPiece(
    piece: PieceInfo,
    glyph: String?,
    c: Offset,
    r: Float,
    colors: BoardPalette,
    measurer: TextMeasurer,
    alpha: Float,
    glyphTurned: Boolean = false,
) {
    val rim = r * 0.1f
    val plain = glyph == null
    when {
        piece.kind == PieceKind.SHARED -> {
            val path = Path().apply {
                moveTo(c.x, c.y - r * 1.08f); lineTo(c.x + r * 1.08f, c.y); lineTo(c.x, c.y + r * 1.08f); lineTo(c.x - r * 1.08f, c.y); close()
            }
            drawPath(path, colors.shared.color, alpha = alpha, style = Fill)
            drawPath(path, colors.sharedRim.color, alpha = alpha, style = Stroke(width = rim))
            val inner = Path().apply {
                moveTo(c.x, c.y - r * 0.5f); lineTo(c.x + r * 0.5f, c.y); lineTo(c.x, c.y + r * 0.5f); lineTo(c.x - r * 0.5f, c.y); close()
            }
            drawPath(inner, colors.sharedRim.color, alpha = alpha, style = Stroke(width = rim * 0.8f))
        }
        piece.side == Side.FIRST -> {
            drawCircle(colors.first.color, radius = r, center = c, alpha = alpha)
            drawCircle(colors.firstRim.color, radius = r, center = c, alpha = alpha, style = Stroke(width = rim))
            if (plain) drawCircle(colors.firstMark.color, radius = r * 0.62f, center = c, alpha = alpha, style = Stroke(width = rim * 0.9f))
        }
        else -> {
            val side = r * 1.78f
            val tl = Offset(c.x - side / 2, c.y - side / 2)
            drawRoundRect(colors.second.color, topLeft = tl, size = Size(side, side), cornerRadius = CornerRadius(r * 0.3f), alpha = alpha)
            drawRoundRect(colors.secondRim.color, topLeft = tl, size = Size(side, side), cornerRadius = CornerRadius(r * 0.3f), alpha = alpha, style = Stroke(width = rim))
            if (plain) {
                val s2 = side * 0.58f
                drawRoundRect(colors.secondMark.color, topLeft = Offset(c.x - s2 / 2, c.y - s2 / 2), size = Size(s2, s2), cornerRadius = CornerRadius(r * 0.12f), alpha = alpha, style = Stroke(width = rim * 0.9f))
            }
        }
    }
    val general = piece.kind == PieceKind.GENERAL
    if (general) {
        // crown rim: a gold band just inside the edge
        if (piece.side == Side.FIRST) {
            drawCircle(colors.generalCrown.color, radius = r * 0.84f, center = c, alpha = alpha, style = Stroke(width = r * 0.14f))
        } else {
            val s2 = r * 1.5f
            drawRoundRect(colors.generalCrown.color, topLeft = Offset(c.x - s2 / 2, c.y - s2 / 2), size = Size(s2, s2), cornerRadius = CornerRadius(r * 0.22f), alpha = alpha, style = Stroke(width = r * 0.14f))
        }
    }
    if (glyph != null && piece.kind != PieceKind.SHARED) {
        val mark = if (piece.side == Side.FIRST) colors.firstMark.color else colors.secondMark.color
        val color = if (general && piece.side == Side.SECOND) colors.generalCrown.color else mark
        // the far player's characters between two players are written towards them (the core's glyphTurned)
        rotate(if (glyphTurned) 180f else 0f, pivot = c) {
            drawGlyph(measurer, glyph, c, if (general) r * 0.95f else r * 1.0f, color, alpha, bold = general)
        }
    }
}

private fun DrawScope.drawGlyph(measurer: TextMeasurer, text: String, c: Offset, sizePx: Float, color: Color, alpha: Float, bold: Boolean = true) {
    val layout = measurer.measure(text, TextStyle(color = color, fontSize = sizePx.toSp(), fontWeight = if (bold) FontWeight.Bold else FontWeight.Normal))
    drawText(layout, topLeft = Offset(c.x - layout.size.width / 2f, c.y - layout.size.height / 2f), alpha = alpha)
}

/**
 * The core's mark of a last move's point ([boardLastMoveMark], [lastMoveMark]): a faint tinted
 * square and four opaque corner brackets. The review's legend draws its small copy with this too.
 */
internal fun DrawScope.drawLastMoveMark(m: LastMoveMark, colors: BoardPalette) {
    drawLastMoveTint(m, colors)
    drawLastMoveBrackets(m, colors)
}

/** The mark's faint tinted square (a board draws it under its lines). */
internal fun DrawScope.drawLastMoveTint(m: LastMoveMark, colors: BoardPalette) {
    val half = m.half.toFloat()
    val corner = CornerRadius(m.cornerRadius.toFloat(), m.cornerRadius.toFloat())
    drawRoundRect(
        colors.lastMove.color.copy(alpha = colors.tintAlpha.toInt() / 255f),
        topLeft = Offset(m.centerX.toFloat() - half, m.centerY.toFloat() - half), size = Size(2 * half, 2 * half), cornerRadius = corner,
    )
}

/** The mark's four opaque corner brackets. */
internal fun DrawScope.drawLastMoveBrackets(m: LastMoveMark, colors: BoardPalette) {
    for (b in m.brackets) {
        val path = Path().apply { moveTo(b[0].toFloat(), b[1].toFloat()); lineTo(b[2].toFloat(), b[3].toFloat()); lineTo(b[4].toFloat(), b[5].toFloat()) }
        drawPath(path, colors.lastMove.color, style = Stroke(width = m.width.toFloat(), cap = StrokeCap.Round, join = StrokeJoin.Round))
    }
}

/**
 * The core's mark of a refused move ([boardRefusedMark]): a disc in the palette's `refused`,
 * ringed in the board's colour so that it stands off the piece under it, and a cross in
 * `onRefused`.
 */
internal fun DrawScope.drawRefusedMark(m: RefusedMark, colors: BoardPalette) {
    val c = Offset(m.centerX.toFloat(), m.centerY.toFloat())
    val r = m.radius.toFloat()
    val w = m.width.toFloat()
    drawCircle(colors.board.color, radius = r + w * 0.6f, center = c)
    drawCircle(colors.refused.color, radius = r, center = c)
    for (s in m.strokes) {
        drawLine(colors.onRefused.color, Offset(s[0].toFloat(), s[1].toFloat()), Offset(s[2].toFloat(), s[3].toFloat()), strokeWidth = w, cap = StrokeCap.Round)
    }
}

/** The core's arrow ([boardArrow]): a round-capped shaft and a filled head, opaque. */
private fun DrawScope.drawArrow(a: ArrowShape, color: Color) {
    val start = Offset(a.shaftStartX.toFloat(), a.shaftStartY.toFloat())
    val end = Offset(a.shaftEndX.toFloat(), a.shaftEndY.toFloat())
    drawLine(color, start, end, strokeWidth = a.width.toFloat(), cap = StrokeCap.Round)
    val path = Path().apply {
        moveTo(a.tipX.toFloat(), a.tipY.toFloat())
        lineTo(a.leftX.toFloat(), a.leftY.toFloat())
        lineTo(a.rightX.toFloat(), a.rightY.toFloat())
        close()
    }
    drawPath(path, color)
}
