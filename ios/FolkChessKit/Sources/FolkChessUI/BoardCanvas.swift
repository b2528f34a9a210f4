import FolkChessCore
import FolkChessModel
import SwiftUI

extension Color {
    /// A colour of the model's palettes.
    init(_ c: RGBA) {
        self.init(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}

extension ColorScheme {
    /// The core's colours around the board for this scheme (``AppColors``).
    var ink: AppColors { AppColors.of(dark: self == .dark) }
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
                    Text(verbatim: string).font(.system(size: size, weight: bold ? .bold : .regular)).foregroundStyle(
                        Color(color)))
                let point = CGPoint(x: at.x, y: at.y)
                let unit = anchor.fractions
                if let halo {
                    let measured = text.measure(in: CGSize(width: 1000, height: 1000))
                    let box = CGRect(
                        x: point.x - unit.x * measured.width - 2, y: point.y - unit.y * measured.height,
                        width: measured.width + 4, height: measured.height)
                    fill(Path(roundedRect: box, cornerRadius: 4), with: .color(Color(halo)))
                }
                draw(text, at: point, anchor: UnitPoint(x: unit.x, y: unit.y))
            case .turned(let inner, let about):
                var turned = self
                turned.translateBy(x: about.x, y: about.y)
                turned.rotate(by: .degrees(180))
                turned.translateBy(x: -about.x, y: -about.y)
                turned.paint([inner])
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

/// The board: a canvas that paints the core's ``BoardView`` at the core's geometry, taps
/// mapped to points by the core (`pointAt`), and one VoiceOver element per point with the
/// core's spoken label, which a player can activate without sight. `onTap` nil makes a
/// picture (miniatures, thumbnails), read as one element with the board's spoken label — or,
/// with `readPoints` (the review's board), one element per point to read but not to activate.
/// A board that plays offers the core's quick commands as its custom actions, and the magic
/// tap hears the clock.
public struct BoardCanvas: View {
    let board: BoardView
    let layout: BoardLayout?
    let compact: Bool
    let readPoints: Bool
    let onTap: (@MainActor (Int) -> Void)?
    /// The moves of each piece that may move, by ear (the table's `spokenMoves`).
    let spokenMoves: [SpokenPiece]
    /// Plays a whole move (a custom action's), from one point to another.
    let onMove: (@MainActor (Int32, Int32) -> Void)?
    /// The quick commands of the board (the table's `quickCommands`: hear the position, the
    /// last move, the clock), offered as the board's custom actions.
    let quickCommands: [QuickCommand]
    /// Sends a quick command (`TableEvent.hear`); the clock's is also the magic tap.
    let onHear: (@MainActor (Hear) -> Void)?

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var fadeStart = Date()
    @State private var fadeDone = true
    @State private var slideStart = Date.distantPast
    @State private var slideDone = true

    /// A board of `board`; `compact` drops point names and last-move rings; `readPoints`
    /// gives a board without `onTap` one VoiceOver element per point; `spokenMoves` and
    /// `onMove` give each piece that may move its moves as custom actions; `quickCommands` and
    /// `onHear` give the board itself the quick commands (and the magic tap the clock).
    public init(
        board: BoardView, compact: Bool = false, readPoints: Bool = false, onTap: (@MainActor (Int) -> Void)? = nil,
        spokenMoves: [SpokenPiece] = [], onMove: (@MainActor (Int32, Int32) -> Void)? = nil,
        quickCommands: [QuickCommand] = [], onHear: (@MainActor (Hear) -> Void)? = nil
    ) {
        self.board = board
        layout = try? BoardLayouts.of(board.game)
        self.compact = compact
        self.readPoints = readPoints
        self.onTap = onTap
        self.spokenMoves = spokenMoves
        self.onMove = onMove
        self.quickCommands = quickCommands
        self.onHear = onHear
    }

    public var body: some View {
        GeometryReader { proxy in
            let geometry = BoardDrawing.geometry(
                board: board, width: Double(proxy.size.width), height: Double(proxy.size.height), compact: compact)
            if let onTap {
                canvas(geometry)
                    .contentShape(Rectangle())
                    .gesture(
                        SpatialTapGesture().onEnded { event in
                            let tap = ViewPoint(x: Double(event.location.x), y: Double(event.location.y))
                            if let point = geometry.point(at: tap) { onTap(point) }
                        }
                    )
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel(board.spoken)
                    .accessibilityChildren { pointElements(geometry, onTap: onTap) }
                    .accessibilityActions {
                        if let onHear {
                            ForEach(quickCommands, id: \.what) { command in
                                Button(command.label) { onHear(command.what) }
                            }
                        }
                    }
                    // a two-finger double tap anywhere: the clock, as the magic tap does elsewhere
                    .accessibilityAction(.magicTap) { onHear?(.clock) }
            } else if readPoints {
                canvas(geometry)
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel(board.spoken)
                    .accessibilityChildren { pointElements(geometry, onTap: nil) }
            } else {
                canvas(geometry)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(board.spoken)
            }
        }
        .boardFrame(board)
        .task(id: board.moving) {
            // The moving piece (the last move's, or a refused one's on its way back) slides along
            // its way (not on miniatures, nor with Reduce Motion).
            guard board.moving != nil, !compact, !reduceMotion else { return }
            slideStart = Date()
            slideDone = false
            try? await Task.sleep(nanoseconds: UInt64(BoardDrawing.slideSeconds * 1_000_000_000))
            slideDone = true
        }
        .task(id: board.fading.map(\.id)) {
            // Redraw every frame only while captured pieces fade out.
            guard !board.fading.isEmpty else { return }
            fadeStart = Date()
            fadeDone = false
            try? await Task.sleep(nanoseconds: UInt64(BoardDrawing.fadeSeconds * 1_000_000_000))
            fadeDone = true
        }
    }

    /// The painted board; captured pieces fade with the time since the capture, and the last
    /// move's piece (the core's `moving`) slides with the time since the move.
    private func canvas(_ geometry: BoardGeometry) -> some View {
        TimelineView(.animation(minimumInterval: nil, paused: (fadeDone || board.fading.isEmpty) && slideDone)) {
            timeline in
            let alpha = BoardDrawing.fadeAlpha(elapsed: timeline.date.timeIntervalSince(fadeStart))
            let slide =
                slideDone
                ? 1 : BoardDrawing.slideProgress(elapsed: timeline.date.timeIntervalSince(slideStart), reduceMotion: reduceMotion)
            Canvas { context, _ in
                if let layout {
                    context.paint(
                        BoardDrawing.commands(
                            board: board, layout: layout, geometry: geometry,
                            palette: BoardColors.of(dark: colorScheme == .dark), fadeAlpha: alpha, compact: compact,
                            slide: slide))
                }
            }
        }
    }

    /// One VoiceOver element per point, where the point is drawn, read with the core's words;
    /// with `onTap` it plays a tap when activated, and a piece that may move offers each of its
    /// moves (the core's `spokenMoves`) as a custom action that plays it (`onMove`): a move by
    /// ear is two gestures, not a hunt over the points.
    private func pointElements(_ geometry: BoardGeometry, onTap: (@MainActor (Int) -> Void)?) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(board.points, id: \.index) { point in
                let i = Int(point.index)
                let v = i < geometry.positions.count ? geometry.positions[i] : ViewPoint(x: 0, y: 0)
                let element = Rectangle()
                    .frame(width: 44, height: 44)
                    .position(x: v.x, y: v.y)
                    .accessibilityLabel(point.spoken)
                    // for UI tests (ios/App/UITests): the point by its name
                    .accessibilityIdentifier("point-\(point.name)")
                if let onTap {
                    let piece = spokenMoves.first { Int($0.from) == i }
                    element
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction { onTap(i) }
                        .accessibilityActions {
                            if let piece, let onMove {
                                ForEach(piece.moves, id: \.to) { move in
                                    Button(move.label) { onMove(piece.from, move.to) }
                                }
                            }
                        }
                } else {
                    element
                }
            }
        }
    }
}

extension View {
    /// A play board that, while `playing` (a move to make), never shrinks below the height at
    /// which every two of its points stay Apple's 44 pt target apart, 32 pt in a `compact`
    /// column (``BoardGeometry/minimumHeight(_:labels:width:compact:)``, the core's size; on
    /// every iPhone iOS 17 runs on the width holds it). A finished game's board gives way to
    /// the result.
    func keepsTouchTargets(_ board: BoardView, while playing: Bool, compact: Bool = false) -> some View {
        let least = BoardGeometry.minimumHeight(board.game, labels: board.labels, width: .infinity, compact: compact)
        return frame(minHeight: playing ? CGFloat(least) : nil)
    }

    /// A play screen's column as it is where it fits the height it is offered; where large text
    /// leaves the board less than its minimum, the same column scrolls (the board keeps its size).
    func fitsOrScrolls() -> some View {
        ViewThatFits(in: .vertical) {
            self
            ScrollView { self }
        }
    }
}

/// A board's frame as ``BoardGeometry/frame(_:stretches:width:height:)`` decides it: its shape
/// across the width offered, taller (up to the core's stretch) where a wide game's play board
/// is offered the height, the shape fitted where the height is short.
struct BoardFrame: Layout {
    let game: GameKind
    let stretches: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = Double(proposal.width ?? 390)
        let size = BoardGeometry.frame(game, stretches: stretches, width: width, height: proposal.height.map(Double.init))
        return CGSize(width: size.width, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for view in subviews {
            view.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension View {
    /// The board's frame: ``BoardFrame`` where its view stretches, else its shape fitted.
    @ViewBuilder func boardFrame(_ board: BoardView) -> some View {
        if board.stretches {
            BoardFrame(game: board.game, stretches: true) { self }
        } else {
            aspectRatio(BoardGeometry.aspectRatio(board.game), contentMode: .fit)
        }
    }
}
