import FolkChessCore
import FolkChessModel
import SwiftUI

extension Color {
    /// A colour of the model's palettes.
    init(_ c: RGBA) {
        self.init(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}

extension GraphicsContext {
    /// Paints the model's drawing commands; it decides nothing.
    @MainActor
    func paint(_ commands: [DrawCommand]) {
        for command in commands {
            switch command {
            case .fill(let shape, let color):
                fill(path(shape), with: .color(Color(color)))
            case .stroke(let shape, let style):
                stroke(
                    path(shape), with: .color(Color(style.color)),
                    style: StrokeStyle(
                        lineWidth: style.width, lineCap: style.roundCap ? .round : .butt,
                        dash: style.dash.map { CGFloat($0) }))
            case .text(let string, let at, let anchor, let size, let bold, let color, let halo):
                let text = resolve(
                    Text(string).font(.system(size: size, weight: bold ? .bold : .regular)).foregroundStyle(
                        Color(color)))
                let point = CGPoint(x: at.x, y: at.y)
                if let halo {
                    let measured = text.measure(in: CGSize(width: 1000, height: 1000))
                    let box = CGRect(x: point.x - 2, y: point.y, width: measured.width + 4, height: measured.height)
                    fill(Path(roundedRect: box, cornerRadius: 4), with: .color(Color(halo)))
                }
                draw(text, at: point, anchor: anchor == .center ? .center : .topLeading)
            }
        }
    }

    private func path(_ shape: DrawShape) -> Path {
        switch shape {
        case .line(let a, let b):
            var p = Path()
            p.move(to: CGPoint(x: a.x, y: a.y))
            p.addLine(to: CGPoint(x: b.x, y: b.y))
            return p
        case .circle(let c, let r):
            return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .rect(let c, let hw, let hh, let corner):
            return Path(
                roundedRect: CGRect(x: c.x - hw, y: c.y - hh, width: 2 * hw, height: 2 * hh), cornerRadius: corner)
        case .polygon(let points):
            var p = Path()
            p.addLines(points.map { CGPoint(x: $0.x, y: $0.y) })
            p.closeSubpath()
            return p
        }
    }
}

/// The board: a canvas that paints the scene, taps mapped to points by the core, and one
/// VoiceOver element per point that a player can activate without sight. `onTap` nil makes
/// a picture (miniatures, thumbnails), read as one element — or, with `readPoints` (the
/// review's board), one element per point to read but not to activate.
public struct BoardView: View {
    let scene: BoardScene
    let strings: AppStrings
    let compact: Bool
    let readPoints: Bool
    let onTap: (@MainActor (Int) -> Void)?

    @Environment(\.colorScheme) private var colorScheme
    @State private var fadeStart = Date()
    @State private var fadeDone = true

    /// A board of `scene`; `compact` drops point names and last-move rings; `readPoints`
    /// gives a board without `onTap` one VoiceOver element per point.
    public init(
        scene: BoardScene, strings: AppStrings, compact: Bool = false, readPoints: Bool = false,
        onTap: (@MainActor (Int) -> Void)? = nil
    ) {
        self.scene = scene
        self.strings = strings
        self.compact = compact
        self.readPoints = readPoints
        self.onTap = onTap
    }

    public var body: some View {
        GeometryReader { geometry in
            let transform = BoardDrawing.transform(
                scene: scene, width: Double(geometry.size.width), height: Double(geometry.size.height),
                compact: compact)
            if let onTap {
                canvas
                    .contentShape(Rectangle())
                    .gesture(
                        SpatialTapGesture().onEnded { event in
                            let tap = ViewPoint(x: Double(event.location.x), y: Double(event.location.y))
                            if let point = BoardHitTest.point(at: tap, scene: scene, transform: transform) {
                                onTap(point)
                            }
                        }
                    )
                    .accessibilityElement(children: .contain)
                    .accessibilityChildren { pointElements(transform: transform, onTap: onTap) }
            } else if readPoints {
                canvas
                    .accessibilityElement(children: .contain)
                    .accessibilityChildren { pointElements(transform: transform, onTap: nil) }
            } else {
                canvas
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(strings.board)
            }
        }
        .aspectRatio(scene.aspectRatio, contentMode: .fit)
        .task(id: scene.fading.map(\.id)) {
            // Redraw every frame only while captured pieces fade out.
            guard !scene.fading.isEmpty else { return }
            fadeStart = Date()
            fadeDone = false
            try? await Task.sleep(nanoseconds: UInt64(BoardDrawing.fadeSeconds * 1_000_000_000))
            fadeDone = true
        }
    }

    /// The painted board; captured pieces fade with the time since the capture.
    private var canvas: some View {
        TimelineView(.animation(minimumInterval: nil, paused: fadeDone || scene.fading.isEmpty)) { timeline in
            let alpha = BoardDrawing.fadeAlpha(elapsed: timeline.date.timeIntervalSince(fadeStart))
            Canvas { context, size in
                context.paint(
                    BoardDrawing.commands(
                        scene: scene, width: Double(size.width), height: Double(size.height),
                        palette: BoardPalette.of(dark: colorScheme == .dark), fadeAlpha: alpha, compact: compact))
            }
        }
    }

    /// One VoiceOver element per point, where the point is drawn, that plays a tap when
    /// activated (with `onTap`; without, it is only read).
    private func pointElements(transform: BoardTransform, onTap: (@MainActor (Int) -> Void)?) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(scene.points, id: \.index) { point in
                let v = transform.position(of: point)
                let element = Rectangle()
                    .frame(width: 44, height: 44)
                    .position(x: v.x, y: v.y)
                    .accessibilityLabel(BoardAccessibility.label(of: point, in: scene, strings: strings))
                if let onTap {
                    element
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction { onTap(point.index) }
                } else {
                    element
                }
            }
        }
    }
}
