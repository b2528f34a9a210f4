package app.folkchess.ui.compose

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.key
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
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
import androidx.compose.ui.unit.sp
import app.folkchess.core.GameKind
import app.folkchess.core.PieceInfo
import app.folkchess.core.PieceKind
import app.folkchess.core.PointRole
import app.folkchess.core.Side
import app.folkchess.ui.board.BoardTaps
import app.folkchess.ui.board.BoardTransform
import app.folkchess.ui.board.hitTest
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.describePoint
import app.folkchess.ui.model.height
import app.folkchess.ui.model.width
import kotlin.math.atan2
import kotlin.math.cos
import kotlin.math.hypot
import kotlin.math.min
import kotlin.math.roundToInt
import kotlin.math.sin

/**
 * The board, drawn from the core's layout on a Canvas: lines, points (with the shared piece's
 * home and the well 井 marked), pieces distinct per side by colour and shape, the last move,
 * the selected piece and its lit legal targets, a hint arrow, captured pieces fading out and
 * the point names. Taps go through [hitTest] to the core's `nearest_point` ([BoardTaps.nearest]).
 * Every point is also a semantics node a screen reader can describe and activate.
 *
 * [taps] null = a picture (miniature, thumbnail, diagram without interaction).
 */
@Composable
fun BoardCanvas(
    state: BoardUiState,
    strings: UiStrings,
    modifier: Modifier = Modifier,
    taps: BoardTaps? = null,
    showLegal: Boolean = true,
    compact: Boolean = false,
) {
    val colors = LocalBoardColors.current
    val layout = state.layout
    val onPointTap = taps?.onPoint
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    val marginPx = with(density) { (if (compact || !state.showNames) 4.dp else 14.dp).toPx() }
    val rUnits = BoardTransform.pieceRadiusUnits(layout)
    val ratio = ((layout.bounds.width + 2 * rUnits * 1.05) / (layout.bounds.height + 2 * rUnits * 1.05)).toFloat()
    val tap = rememberUpdatedState(onPointTap)
    val nearest = rememberUpdatedState(taps?.nearest)

    // captured pieces fade out
    val fadeAlpha = HashMap<Int, Float>()
    for (fp in state.captured) key(fp.key, fp.point) {
        val a = remember { Animatable(1f) }
        LaunchedEffect(Unit) { a.animateTo(0f, tween(durationMillis = 900)) }
        fadeAlpha[fp.point] = a.value
    }

    val boardDescription = strings.boardDescription
    BoxWithConstraints(
        modifier
            .aspectRatio(ratio)
            .background(colors.board, RoundedCornerShape(if (compact) 6.dp else 12.dp))
            .semantics {
                if (onPointTap == null) contentDescription = boardDescription else isTraversalGroup = true
            },
    ) {
        val wPx = constraints.maxWidth.toFloat()
        val hPx = constraints.maxHeight.toFloat()
        val transform = remember(layout, wPx, hPx, marginPx) { BoardTransform.forBoard(layout, wPx, hPx, marginPx) }
        val minTouchPx = with(density) { 24.dp.toPx() }
        Canvas(
            Modifier
                .fillMaxSize()
                .then(
                    if (onPointTap != null) Modifier.pointerInput(layout, transform) {
                        detectTapGestures { pos ->
                            val find = nearest.value ?: return@detectTapGestures
                            hitTest(transform, layout, pos.x, pos.y, minTouchPx, find)?.let { tap.value?.invoke(it) }
                        }
                    } else Modifier,
                ),
        ) {
            drawBoard(state, transform, colors, measurer, fadeAlpha, showLegal, compact)
        }
        if (onPointTap != null) {
            val touchPx = min(with(density) { 48.dp.toPx() }, (layout.minSpacing * transform.scale).toFloat().coerceAtLeast(with(density) { 32.dp.toPx() }))
            val touchDp = with(density) { touchPx.toDp() }
            for (p in layout.points) {
                val c = transform.toScreen(p.x, p.y)
                val description = describePoint(state, p.index, strings)
                Box(
                    Modifier
                        .offset { IntOffset((c.x - touchPx / 2).roundToInt(), (c.y - touchPx / 2).roundToInt()) }
                        .size(touchDp)
                        .testTag("point-${p.name}")
                        .semantics {
                            contentDescription = description
                            role = Role.Button
                            onClick { tap.value?.invoke(p.index); true }
                        }
                        .focusable(),
                )
            }
        }
    }
}

private fun DrawScope.drawBoard(
    state: BoardUiState,
    t: BoardTransform,
    colors: BoardColors,
    measurer: TextMeasurer,
    fadeAlpha: Map<Int, Float>,
    showLegal: Boolean,
    compact: Boolean,
) {
    val g = state.layout
    val r = (BoardTransform.pieceRadiusUnits(g) * t.scale).toFloat()
    fun at(i: Int): Offset = t.toScreen(g.points[i].x, g.points[i].y).let { Offset(it.x, it.y) }
    val lineW = (r * 0.085f).coerceIn(1.2f, 5f)

    // last move trail, under everything
    val last = state.lastMove
    if (last != null) {
        drawLine(colors.lastMove.copy(alpha = 0.45f), at(last.from), at(last.to), strokeWidth = r * 0.32f, cap = StrokeCap.Round)
    }

    // lines
    for (line in g.lines) {
        for (k in 0 until line.size - 1) {
            drawLine(colors.line, at(line[k]), at(line[k + 1]), strokeWidth = lineW, cap = StrokeCap.Round)
        }
    }

    // special points
    for (p in g.points) {
        val c = at(p.index)
        when (p.role) {
            PointRole.SHARED_HOME -> {
                drawCircle(colors.sharedHome.copy(alpha = 0.22f), radius = r * 1.22f, center = c)
                drawCircle(
                    colors.sharedHome, radius = r * 1.22f, center = c,
                    style = Stroke(width = lineW * 1.3f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(r * 0.28f, r * 0.18f))),
                )
            }
            PointRole.WELL -> {
                val half = r * 1.22f
                drawRect(colors.well.copy(alpha = 0.16f), topLeft = Offset(c.x - half, c.y - half), size = Size(2 * half, 2 * half))
                drawRect(colors.well, topLeft = Offset(c.x - half, c.y - half), size = Size(2 * half, 2 * half), style = Stroke(width = lineW * 1.3f))
                if (state.pieces.getOrNull(p.index) == null) {
                    drawGlyph(measurer, "井", c, r * 1.25f, colors.well, alpha = 0.85f)
                }
            }
            PointRole.NORMAL -> {}
        }
    }

    // point dots (an empty well shows its 井 instead)
    for (p in g.points) {
        if (p.role == PointRole.WELL && state.pieces.getOrNull(p.index) == null) continue
        drawCircle(colors.line, radius = (r * 0.16f).coerceAtLeast(2f), center = at(p.index))
    }

    // a point named in the rules text
    state.highlighted?.let { h ->
        val c = at(h)
        drawCircle(colors.highlight.copy(alpha = 0.25f), radius = r * 1.45f, center = c)
        drawCircle(colors.highlight, radius = r * 1.45f, center = c, style = Stroke(width = r * 0.16f))
    }

    // movable pieces (faint) and lit targets
    if (showLegal && state.selected == null) {
        for (m in state.movable) drawCircle(colors.selected.copy(alpha = 0.55f), radius = r * 1.16f, center = at(m), style = Stroke(width = r * 0.09f))
    }
    if (showLegal) {
        for (tp in state.targets) {
            val c = at(tp)
            drawCircle(colors.target.copy(alpha = 0.35f), radius = r * 0.55f, center = c)
            drawCircle(colors.target, radius = r * 0.55f, center = c, style = Stroke(width = r * 0.12f))
        }
    }

    // pieces, then captured ones fading out
    val huishi = g.game == GameKind.HUISHI
    for (i in state.pieces.indices) {
        val piece = state.pieces[i] ?: continue
        drawPiece(piece, at(i), r, colors, measurer, huishi, 1f)
    }
    for (fp in state.captured) {
        val a = fadeAlpha[fp.point] ?: continue
        if (a > 0.01f && state.pieces.getOrNull(fp.point) == null) drawPiece(fp.piece, at(fp.point), r, colors, measurer, huishi, a)
    }

    // last move: small ring where it came from, ring around where it went
    if (last != null && !compact) {
        drawCircle(colors.lastMove, radius = r * 0.38f, center = at(last.from), style = Stroke(width = r * 0.1f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(r * 0.2f, r * 0.14f))))
        drawCircle(colors.lastMove, radius = r * 1.14f, center = at(last.to), style = Stroke(width = r * 0.1f))
    }

    // selection
    state.selected?.let { s ->
        drawCircle(colors.selected, radius = r * 1.2f, center = at(s), style = Stroke(width = r * 0.18f))
    }

    // hint arrow
    state.hint?.let { h -> drawArrow(at(h.from), at(h.to), r, colors.hint) }

    // point names
    if (state.showNames && !compact) {
        val style = TextStyle(color = colors.name, fontSize = (r * 0.42f).coerceIn(9f * density, 13f * density).toSp(), fontWeight = FontWeight.Medium)
        for (p in g.points) {
            val layout = measurer.measure(p.name, style)
            val c = at(p.index)
            // just below-right of the dot, or outside the piece when one stands there
            val occupied = state.pieces.getOrNull(p.index) != null || p.role != PointRole.NORMAL
            val tl = if (occupied) Offset(c.x + r * 0.93f, c.y + r * 0.5f) else Offset(c.x + r * 0.22f, c.y + r * 0.18f)
            drawRoundRect(
                colors.nameHalo,
                topLeft = Offset(tl.x - 2f, tl.y),
                size = Size(layout.size.width + 4f, layout.size.height.toFloat()),
                cornerRadius = CornerRadius(4f, 4f),
            )
            drawText(layout, topLeft = tl)
        }
    }
}

/** First: red disc; Second: black rounded square; shared: gold diamond. In huishi a glyph 师 / 兵 and a gold crown rim for generals. */
private fun DrawScope.drawPiece(
    piece: PieceInfo,
    c: Offset,
    r: Float,
    colors: BoardColors,
    measurer: TextMeasurer,
    huishi: Boolean,
    alpha: Float,
) {
    val rim = r * 0.1f
    when {
        piece.kind == PieceKind.SHARED -> {
            val path = Path().apply {
                moveTo(c.x, c.y - r * 1.08f); lineTo(c.x + r * 1.08f, c.y); lineTo(c.x, c.y + r * 1.08f); lineTo(c.x - r * 1.08f, c.y); close()
            }
            drawPath(path, colors.shared, alpha = alpha, style = Fill)
            drawPath(path, colors.sharedRim, alpha = alpha, style = Stroke(width = rim))
            val inner = Path().apply {
                moveTo(c.x, c.y - r * 0.5f); lineTo(c.x + r * 0.5f, c.y); lineTo(c.x, c.y + r * 0.5f); lineTo(c.x - r * 0.5f, c.y); close()
            }
            drawPath(inner, colors.sharedRim, alpha = alpha, style = Stroke(width = rim * 0.8f))
        }
        piece.side == Side.FIRST -> {
            drawCircle(colors.first, radius = r, center = c, alpha = alpha)
            drawCircle(colors.firstRim, radius = r, center = c, alpha = alpha, style = Stroke(width = rim))
            if (!huishi) drawCircle(colors.firstMark, radius = r * 0.62f, center = c, alpha = alpha, style = Stroke(width = rim * 0.9f))
        }
        else -> {
            val side = r * 1.78f
            val tl = Offset(c.x - side / 2, c.y - side / 2)
            drawRoundRect(colors.second, topLeft = tl, size = Size(side, side), cornerRadius = CornerRadius(r * 0.3f), alpha = alpha)
            drawRoundRect(colors.secondRim, topLeft = tl, size = Size(side, side), cornerRadius = CornerRadius(r * 0.3f), alpha = alpha, style = Stroke(width = rim))
            if (!huishi) {
                val s2 = side * 0.58f
                drawRoundRect(colors.secondMark, topLeft = Offset(c.x - s2 / 2, c.y - s2 / 2), size = Size(s2, s2), cornerRadius = CornerRadius(r * 0.12f), alpha = alpha, style = Stroke(width = rim * 0.9f))
            }
        }
    }
    if (huishi && piece.kind != PieceKind.SHARED) {
        val general = piece.kind == PieceKind.GENERAL
        if (general) {
            // crown rim: a gold band just inside the edge
            if (piece.side == Side.FIRST) {
                drawCircle(colors.generalCrown, radius = r * 0.84f, center = c, alpha = alpha, style = Stroke(width = r * 0.14f))
            } else {
                val s2 = r * 1.5f
                drawRoundRect(colors.generalCrown, topLeft = Offset(c.x - s2 / 2, c.y - s2 / 2), size = Size(s2, s2), cornerRadius = CornerRadius(r * 0.22f), alpha = alpha, style = Stroke(width = r * 0.14f))
            }
        }
        val glyphColor = if (piece.side == Side.FIRST) colors.firstMark else colors.secondMark
        drawGlyph(measurer, if (general) "师" else "兵", c, if (general) r * 0.95f else r * 1.0f, if (general) colors.generalCrown.takeIf { piece.side == Side.SECOND } ?: glyphColor else glyphColor, alpha, bold = general)
    }
}

private fun DrawScope.drawGlyph(measurer: TextMeasurer, text: String, c: Offset, sizePx: Float, color: Color, alpha: Float, bold: Boolean = true) {
    val layout = measurer.measure(text, TextStyle(color = color, fontSize = sizePx.toSp(), fontWeight = if (bold) FontWeight.Bold else FontWeight.Normal))
    drawText(layout, topLeft = Offset(c.x - layout.size.width / 2f, c.y - layout.size.height / 2f), alpha = alpha)
}

private fun DrawScope.drawArrow(from: Offset, to: Offset, r: Float, color: Color) {
    val d = hypot(to.x - from.x, to.y - from.y)
    if (d < 1f) return
    val ux = (to.x - from.x) / d
    val uy = (to.y - from.y) / d
    val start = Offset(from.x + ux * r * 0.6f, from.y + uy * r * 0.6f)
    val tip = Offset(to.x - ux * r * 0.35f, to.y - uy * r * 0.35f)
    val w = r * 0.26f
    val head = r * 0.75f
    val base = Offset(tip.x - ux * head, tip.y - uy * head)
    drawLine(color.copy(alpha = 0.9f), start, base, strokeWidth = w, cap = StrokeCap.Round)
    val angle = atan2(uy, ux)
    val path = Path().apply {
        moveTo(tip.x, tip.y)
        lineTo(base.x + cos(angle + Math.PI.toFloat() / 2) * head * 0.6f, base.y + sin(angle + Math.PI.toFloat() / 2) * head * 0.6f)
        lineTo(base.x + cos(angle - Math.PI.toFloat() / 2) * head * 0.6f, base.y + sin(angle - Math.PI.toFloat() / 2) * head * 0.6f)
        close()
    }
    drawPath(path, color.copy(alpha = 0.9f))
}
