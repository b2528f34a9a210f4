import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// A picture of a screen for the tests: text lines (wrapped to the width, never past its
/// right edge), boards drawn by ``BoardDrawing`` (the commands the SwiftUI canvas paints) and
/// a few shapes, written as SVG by ``SVGWriter`` and turned into PNG by rsvg-convert.
///
/// `width` is the screen's width in points (392 a common phone, 320 the smallest); `textScale`
/// scales every text as Dynamic Type does (1 is the default size, about 1.65 the first
/// accessibility size, where a 17 pt body becomes 28 pt). Text widths are estimated a little
/// generously (``estimatedWidth(_:size:)``), and a text that would still run past the right
/// edge fails the test.
struct Picture {
    let width: Double
    let textScale: Double
    let dark: Bool
    let margin = 12.0
    var y: Double
    var out: [DrawCommand] = []
    /// Ranges of ``out`` drawn turned by 180° about a centre: what the screen shows upside
    /// down for the far player in pass-and-play (the banner, a question).
    var turned: [(range: Range<Int>, center: ViewPoint)] = []
    /// Extra room on both sides (inside a card): where texts and buttons are laid out.
    var inset = 0.0
    /// The texts' language (`zh-Hant` picks a Traditional Chinese face first, where installed).
    let lang: String?

    init(width: Double = 392, textScale: Double = 1, dark: Bool, lang: String? = nil) {
        self.width = width
        self.textScale = textScale
        self.dark = dark
        self.lang = lang
        y = margin
    }

    var palette: BoardColors { BoardColors.of(dark: dark) }
    /// The core's colours around the board, as the app shows them.
    var app: AppColors { AppColors.of(dark: dark) }
    var background: RGBA { app.background }
    var ink: RGBA { app.onSurface }
    var faint: RGBA { app.chartAxis }
    var panel: RGBA { dark ? RGBA(hex: 0x2A221D) : RGBA(hex: 0xF1E6DE) }
    /// The app's accent colour (App/Resources/Assets.xcassets/AccentColor), which tints its
    /// buttons, the question and the end-of-game card.
    var accent: RGBA { app.primary }
    /// The red of a destructive button and of a problem: the core's `error`.
    var destructive: RGBA { app.error }
    var inner: Double { width - 2 * margin }
    /// The left edge and the width where texts and buttons go (inside a card: inset).
    var left: Double { margin + inset }
    var usable: Double { inner - 2 * inset }

    // MARK: Text

    /// A text's width, a little generously: CJK characters and symbols one em; Latin letters
    /// by their usual widths in a sans-serif face (narrow ones 0.32 em, capitals 0.68, m and w
    /// 0.86, others 0.56).
    static func estimatedWidth(_ s: String, size: Double) -> Double {
        s.unicodeScalars.reduce(0) { total, c in
            let em: Double
            switch c {
            case "\u{2060}": em = 0  // a word joiner: drawn as nothing
            case _ where c.value >= 0x2000: em = 1
            case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "(", ")", "'", "!", "|", " ", "-": em = 0.32
            case "m", "w", "M", "W": em = 0.86
            case "A"..."Z": em = 0.68
            default: em = 0.56
            }
            return total + em * size
        }
    }

    /// Closing punctuation never starts a line; opening punctuation never ends one.
    static let closing = Set("。，、：；）！？」』〉》”’.,;:!?)]%…")
    static let opening = Set("（「『〈《“‘([")

    /// `s` in lines of at most `width` at `size`: at spaces, between CJK characters, and
    /// never before closing or after opening punctuation, nor between a number and the CJK
    /// character after it; a word longer than a line is cut.
    static func wrap(_ s: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
            // Tokens: words, spaces, single CJK characters; punctuation stays with its neighbour.
            var tokens: [String] = []
            var glue = false
            for ch in paragraph {
                let cjk = ch.unicodeScalars.first!.value >= 0x2E80
                // A word joiner (U+2060) or a no-break space glues its neighbours: no line
                // parts them.
                let joiner = ch == "\u{2060}" || ch == "\u{A0}"
                if joiner, !tokens.isEmpty {
                    tokens[tokens.count - 1].append(ch)
                    glue = true
                    continue
                }
                if closing.contains(ch), !tokens.isEmpty {
                    tokens[tokens.count - 1].append(ch)
                } else if glue, !tokens.isEmpty, ch != " " {
                    tokens[tokens.count - 1].append(ch)
                } else if cjk, let last = tokens.last?.last, last.isNumber, last.isASCII {
                    // A count and its measure word stay together ("1步").
                    tokens[tokens.count - 1].append(ch)
                } else if ch == " " || cjk || opening.contains(ch) || tokens.isEmpty || tokens.last == " "
                    || (tokens.last?.unicodeScalars.last.map { $0.value >= 0x2E80 } ?? false)
                {
                    tokens.append(String(ch))
                } else {
                    tokens[tokens.count - 1].append(ch)
                }
                glue = opening.contains(ch)
            }
            var line = ""
            for token in tokens {
                if estimatedWidth(line + token, size: size) <= width {
                    line += token
                    continue
                }
                if !line.isEmpty { lines.append(line.trimmingCharacters(in: .whitespaces)) }
                line = token == " " ? "" : token
                // A token wider than a line is cut where it must be.
                while estimatedWidth(line, size: size) > width, line.count > 1 {
                    var head = ""
                    for ch in line where estimatedWidth(head + String(ch), size: size) <= width { head.append(ch) }
                    if head.isEmpty { head = String(line.first!) }
                    lines.append(head)
                    line = String(line.dropFirst(head.count))
                }
            }
            lines.append(line.trimmingCharacters(in: .whitespaces))
        }
        return lines
    }

    /// Writes `s` at `x`, wrapped to the right margin (and the card's inset), `size` scaled;
    /// moves down.
    mutating func text(_ s: String, x: Double? = nil, size: Double, bold: Bool = false, color: RGBA? = nil) {
        let x = x ?? left
        let size = size * textScale
        for line in Self.wrap(s, width: width - margin - inset - x, size: size) {
            put(line, x: x, y: y, size: size, bold: bold, color: color ?? ink)
            y += size * 1.4
        }
    }

    /// One line at a fixed place (already scaled), checked to fit.
    mutating func put(_ s: String, x: Double, y: Double, size: Double, bold: Bool = false, color: RGBA) {
        #expect(
            x + Self.estimatedWidth(s, size: size) <= width - margin + 0.5,
            "`\(s)` runs past the right edge of a \(width) pt picture")
        out.append(
            .text(s, at: ViewPoint(x: x, y: y), anchor: .topLeading, size: size, bold: bold, color: color, halo: nil))
    }

    mutating func gap(_ h: Double) { y += h }

    // MARK: Shapes

    /// A side's badge (the shell's shapes: a disc for First, a rounded square for Second).
    mutating func badge(_ side: Side, center: ViewPoint, size: Double) {
        let r = size / 2
        if side == .first {
            out.append(.fill(.circle(center: center, radius: r), palette.first))
            out.append(.stroke(.circle(center: center, radius: r), LineStyle(palette.firstRim, width: 1.5)))
        } else {
            let rect = DrawShape.rect(center: center, halfWidth: r * 0.92, halfHeight: r * 0.92, cornerRadius: r * 0.3)
            out.append(.fill(rect, palette.second))
            out.append(.stroke(rect, LineStyle(palette.secondRim, width: 1.5)))
        }
    }

    /// A board of the whole inner width (at most `maxHeight` tall), drawn by BoardDrawing.
    mutating func board(_ board: BoardView, fadeAlpha: Double = 1, maxHeight: Double = .infinity) throws {
        let layout = try BoardLayouts.of(board.game)
        let ratio = BoardGeometry.aspectRatio(board.game)
        let height = min((inner / ratio).rounded(), maxHeight)
        let g = BoardDrawing.geometry(board: board, width: inner, height: height, compact: false)
        out += BoardDrawing.commands(board: board, layout: layout, geometry: g, palette: palette, fadeAlpha: fadeAlpha)
            .map { $0.offset(x: margin, y: y) }
        y += height
    }

    /// How a button looks: bordered (the accent's label on a panel), prominent (filled with the
    /// accent), destructive (a red label) or filled destructive (white on iOS's red).
    enum ButtonLook { case bordered, prominent, destructive, filledDestructive }

    /// A row of buttons sharing the inner width, each with its label wrapped inside it
    /// (dimmed when disabled), as the game screen's bordered buttons.
    mutating func buttons(_ buttons: [ActionView]) {
        buttonRow(buttons.map { ($0, .bordered) })
    }

    /// A row of buttons of the given looks sharing the usable width; labels wrapped inside.
    mutating func buttonRow(_ items: [(ActionView, ButtonLook)]) {
        let spacing = 8.0
        let w = (usable - spacing * Double(items.count - 1)) / Double(items.count)
        let size = 15 * textScale
        let wrapped = items.map { Self.wrap($0.0.label, width: w - 12, size: size) }
        let lines = wrapped.map(\.count).max() ?? 1
        let h = max(44, Double(lines) * size * 1.3 + 16)
        for (i, (button, look)) in items.enumerated() {
            let x = left + Double(i) * (w + spacing)
            let filled = (look == .prominent || look == .filledDestructive) && button.enabled
            out.append(
                .fill(
                    .rect(
                        center: ViewPoint(x: x + w / 2, y: y + h / 2), halfWidth: w / 2, halfHeight: h / 2,
                        cornerRadius: 10),
                    filled ? (look == .filledDestructive ? destructive : accent) : panel))
            let color: RGBA
            switch (button.enabled, look) {
            case (false, _): color = faint.faded(0.6)
            case (true, .prominent): color = AppInk.onAccent(dark: dark)
            case (true, .filledDestructive): color = app.onError
            case (true, .destructive): color = destructive
            case (true, .bordered): color = accent
            }
            for (j, line) in wrapped[i].enumerated() {
                let lw = Self.estimatedWidth(line, size: size)
                let top = y + (h - Double(wrapped[i].count) * size * 1.3) / 2 + Double(j) * size * 1.3
                put(line, x: x + max(6, (w - lw) / 2), y: top, size: size, bold: filled, color: color)
            }
        }
        y += h
    }

    /// A card across the inner width: `content` laid out inside it with `padding` on every
    /// side, on `fill` with a `border`. Returns the card's commands and its centre (to turn it).
    @discardableResult
    mutating func card(
        padding: Double, fill: RGBA, border: RGBA?, cornerRadius: Double = 12,
        _ content: (inout Picture) throws -> Void
    ) rethrows -> (range: Range<Int>, center: ViewPoint) {
        let start = out.count
        let top = y
        let saved = inset
        inset += padding
        y += padding
        try content(&self)
        y += padding
        inset = saved
        let center = ViewPoint(x: width / 2, y: (top + y) / 2)
        let rect = DrawShape.rect(
            center: center, halfWidth: inner / 2 - inset, halfHeight: (y - top) / 2, cornerRadius: cornerRadius)
        out.insert(.fill(rect, fill), at: start)
        if let border { out.append(.stroke(rect, LineStyle(border, width: 2))) }
        return (start..<out.count, center)
    }

    /// Draws what `content` draws turned by 180° about its card's centre when `on`.
    mutating func turn(_ on: Bool, _ card: (range: Range<Int>, center: ViewPoint)) {
        if on { turned.append(card) }
    }

    /// Moves what was drawn from command `start` on down by `dy` (a column scrolled).
    mutating func shift(from start: Int, dy: Double) {
        for i in start..<out.count { out[i] = out[i].offset(x: 0, y: dy) }
        turned = turned.map { card in
            card.range.lowerBound >= start ? (card.range, ViewPoint(x: card.center.x, y: card.center.y + dy)) : card
        }
    }

    /// Draws what `other` drew, moved right by `dx`: a part of the screen drawn on a picture of
    /// its own (the panel beside the board).
    mutating func paste(_ other: Picture, dx: Double) {
        let base = out.count
        out += other.out.map { $0.offset(x: dx, y: 0) }
        turned += other.turned.map { card in
            (
                (card.range.lowerBound + base)..<(card.range.upperBound + base),
                ViewPoint(x: card.center.x + dx, y: card.center.y)
            )
        }
    }

    // MARK: Output

    /// The folder of the rendered pictures: $FOLKCHESS_SCREENSHOTS_DIR or target/screenshots/ios.
    static var outputFolder: URL {
        let env = ProcessInfo.processInfo.environment["FOLKCHESS_SCREENSHOTS_DIR"]
        return env.map { URL(fileURLWithPath: $0) } ?? repositoryRoot.appendingPathComponent("target/screenshots/ios")
    }

    /// Writes `name`.svg and `name`.png (at twice the size, like a phone's 2× screen);
    /// `minHeight` makes the picture at least a screen tall.
    func write(_ name: String, minHeight: Double = 0) throws {
        let height = max(y + margin, minHeight)
        let svg = SVGWriter.document(
            width: width, height: height, background: background, commands: out, turned: turned, lang: lang)
        let folder = Self.outputFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let svgURL = folder.appendingPathComponent("\(name).svg")
        let pngURL = folder.appendingPathComponent("\(name).png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: pngURL)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["rsvg-convert", "--zoom", "2", "--format", "png", "--output", pngURL.path, svgURL.path]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "rsvg-convert failed (scripts/setup-ui-test-deps --svg installs it)")
        let png = try Data(contentsOf: pngURL)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name).png is a PNG")
        #expect(png.count > 10_000, "\(name).png has content")
    }
}

extension DrawCommand {
    /// The same command moved by (x, y).
    func offset(x dx: Double, y dy: Double) -> DrawCommand {
        func m(_ p: ViewPoint) -> ViewPoint { ViewPoint(x: p.x + dx, y: p.y + dy) }
        func shape(_ s: DrawShape) -> DrawShape {
            switch s {
            case .line(let a, let b): return .line(m(a), m(b))
            case .circle(let c, let r): return .circle(center: m(c), radius: r)
            case .rect(let c, let hw, let hh, let cr):
                return .rect(center: m(c), halfWidth: hw, halfHeight: hh, cornerRadius: cr)
            case .polygon(let ps): return .polygon(ps.map(m))
            }
        }
        switch self {
        case .fill(let s, let c): return .fill(shape(s), c)
        case .stroke(let s, let st): return .stroke(shape(s), st)
        case .text(let t, let at, let anchor, let size, let bold, let color, let halo):
            return .text(t, at: m(at), anchor: anchor, size: size, bold: bold, color: color, halo: halo)
        case .turned(let inner, let about):
            return .turned(inner.offset(x: dx, y: dy), about: m(about))
        }
    }
}
