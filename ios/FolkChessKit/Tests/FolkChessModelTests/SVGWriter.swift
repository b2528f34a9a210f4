import FolkChessModel
import Foundation

/// A small SVG writer for the tests: it paints ``DrawCommand``s — the same list the SwiftUI
/// canvas paints — so that the board's pictures can be looked at on a machine without
/// SwiftUI. rsvg-convert turns them into PNG.
enum SVGWriter {
    /// The font families tried for text (a CJK font is needed for 师, 兵, 井): for
    /// Traditional Chinese (`lang` zh-Hant) a Traditional face first, where one is installed
    /// (its glyph shapes are Taiwan's); WenQuanYi Micro Hei covers both scripts
    /// (`fc-list :lang=zh-tw`).
    static func fonts(lang: String?) -> String {
        let common = "'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', sans-serif"
        return lang == "zh-Hant" ? "'Noto Sans CJK TC', 'Noto Sans TC', 'PingFang TC', \(common)" : common
    }

    /// An SVG document of `width` × `height` points holding `commands`, on `background`; the
    /// commands in each of `turned`'s ranges are drawn turned by 180° about its centre.
    static func document(
        width: Double, height: Double, background: RGBA?, commands: [DrawCommand],
        turned: [(range: Range<Int>, center: ViewPoint)] = [], lang: String? = nil
    ) -> String {
        let language = lang.map { " xml:lang=\"\($0)\"" } ?? ""
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="\(fonts(lang: lang))"\(language)>

            """
        if let bg = background {
            out += "<rect width=\"100%\" height=\"100%\" \(fill(bg))/>\n"
        }
        for (i, c) in commands.enumerated() {
            if let t = turned.first(where: { $0.range.lowerBound == i }) {
                out += "<g transform=\"rotate(180 \(n(t.center.x)) \(n(t.center.y)))\">\n"
            }
            out += element(c) + "\n"
            if turned.contains(where: { $0.range.upperBound == i + 1 }) { out += "</g>\n" }
        }
        out += "</svg>\n"
        return out
    }

    /// One command as an SVG element.
    static func element(_ c: DrawCommand) -> String {
        switch c {
        case .fill(let shape, let color):
            return self.shape(shape, attributes: fill(color) + " stroke=\"none\"")
        case .stroke(let shape, let style):
            var a = "fill=\"none\" \(stroke(style.color)) stroke-width=\"\(n(style.width))\""
            if !style.dash.isEmpty { a += " stroke-dasharray=\"\(style.dash.map(n).joined(separator: " "))\"" }
            if style.roundCap { a += " stroke-linecap=\"round\"" }
            return self.shape(shape, attributes: a)
        case .text(let text, let at, let anchor, let size, let bold, let color, let halo):
            var a = "font-size=\"\(n(size))\" \(fill(color))"
            if bold { a += " font-weight=\"bold\"" }
            // Baselines placed by hand (rsvg's dominant-baseline support varies): the middle
            // of a CJK em box is about 0.35 em above the baseline, its top about 0.85 em.
            switch anchor {
            case .center:
                a += " x=\"\(n(at.x))\" y=\"\(n(at.y + size * 0.35))\" text-anchor=\"middle\""
            case .topLeading:
                a += " x=\"\(n(at.x))\" y=\"\(n(at.y + size * 0.85))\""
            case .unit(let ux, let uy):
                // The box is one em high; across, the nearest of start / middle / end.
                let across = ux < 0.25 ? "start" : ux > 0.75 ? "end" : "middle"
                a += " x=\"\(n(at.x))\" y=\"\(n(at.y - uy * size + size * 0.85))\" text-anchor=\"\(across)\""
            }
            if let h = halo {
                a += " \(stroke(h)) stroke-width=\"\(n(size * 0.3))\" stroke-linejoin=\"round\" paint-order=\"stroke\""
            }
            return "<text \(a)>\(escape(text))</text>"
        case .turned(let inner, let about):
            return "<g transform=\"rotate(180 \(n(about.x)) \(n(about.y)))\">\(element(inner))</g>"
        }
    }

    private static func shape(_ s: DrawShape, attributes a: String) -> String {
        switch s {
        case .line(let p, let q):
            return "<line x1=\"\(n(p.x))\" y1=\"\(n(p.y))\" x2=\"\(n(q.x))\" y2=\"\(n(q.y))\" \(a)/>"
        case .circle(let c, let r):
            return "<circle cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(r))\" \(a)/>"
        case .rect(let c, let hw, let hh, let cr):
            return
                "<rect x=\"\(n(c.x - hw))\" y=\"\(n(c.y - hh))\" width=\"\(n(2 * hw))\" height=\"\(n(2 * hh))\" rx=\"\(n(cr))\" \(a)/>"
        case .polygon(let points):
            let p = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(p)\" \(a)/>"
        }
    }

    private static func fill(_ c: RGBA) -> String {
        c.alpha >= 1 ? "fill=\"\(c.hexString)\"" : "fill=\"\(c.hexString)\" fill-opacity=\"\(n(c.alpha))\""
    }

    private static func stroke(_ c: RGBA) -> String {
        c.alpha >= 1 ? "stroke=\"\(c.hexString)\"" : "stroke=\"\(c.hexString)\" stroke-opacity=\"\(n(c.alpha))\""
    }

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A number with at most two decimals.
    static func n(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
