import FolkChessCore

/// A colour as red, green, blue and opacity, each 0…1.
public struct RGBA: Sendable, Equatable, Hashable {
    /// Red.
    public let red: Double
    /// Green.
    public let green: Double
    /// Blue.
    public let blue: Double
    /// Opacity.
    public let alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with its opacity multiplied by `factor`.
    public func faded(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * min(max(factor, 0), 1))
    }

    /// `#RRGGBB`, for pictures.
    public var hexString: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let n = byte(red) << 16 | byte(green) << 8 | byte(blue)
        let s = String(n, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - s.count) + s
    }
}

/// The colours of the board and its pieces, light or dark; the same as the Android app's,
/// chosen for contrast on either board.
public struct BoardPalette: Sendable, Equatable {
    /// The board's background.
    public let board: RGBA
    /// Lines and point dots.
    public let line: RGBA
    /// Point names.
    public let name: RGBA
    /// The halo behind point names.
    public let nameHalo: RGBA
    /// First's piece, rim and inner mark.
    public let first: RGBA, firstRim: RGBA, firstMark: RGBA
    /// Second's piece, rim and inner mark.
    public let second: RGBA, secondRim: RGBA, secondMark: RGBA
    /// The shared piece and its rim.
    public let shared: RGBA, sharedRim: RGBA
    /// A general's crown ring.
    public let generalCrown: RGBA
    /// The selected piece's ring (and the faint ring of movable pieces).
    public let selected: RGBA
    /// Lit legal targets.
    public let target: RGBA
    /// The last move.
    public let lastMove: RGBA
    /// The hint's arrow.
    public let hint: RGBA
    /// A point named in the rules text.
    public let highlight: RGBA
    /// Rendezvous' well.
    public let well: RGBA
    /// The shared piece's home.
    public let sharedHome: RGBA

    /// On a light background.
    public static let light = BoardPalette(
        board: RGBA(hex: 0xF1DCAA), line: RGBA(hex: 0x4E342E), name: RGBA(hex: 0x4E342E),
        nameHalo: RGBA(hex: 0xF1DCAA, alpha: 0.8),
        first: RGBA(hex: 0xC62828), firstRim: RGBA(hex: 0x7F0000), firstMark: RGBA(hex: 0xFFF3E0),
        second: RGBA(hex: 0x212121), secondRim: RGBA(hex: 0x000000), secondMark: RGBA(hex: 0xE0E0E0),
        shared: RGBA(hex: 0xF4B400), sharedRim: RGBA(hex: 0x6D4C00), generalCrown: RGBA(hex: 0xF4B400),
        selected: RGBA(hex: 0x1565C0), target: RGBA(hex: 0x2E7D32), lastMove: RGBA(hex: 0x7B1FA2),
        hint: RGBA(hex: 0x00838F), highlight: RGBA(hex: 0xD81B60), well: RGBA(hex: 0x1E5AA8),
        sharedHome: RGBA(hex: 0xB8860B))

    /// On a dark background.
    public static let dark = BoardPalette(
        board: RGBA(hex: 0x2E2720), line: RGBA(hex: 0xD9BE8F), name: RGBA(hex: 0xEBDCC0),
        nameHalo: RGBA(hex: 0x2E2720, alpha: 0.8),
        first: RGBA(hex: 0xE53935), firstRim: RGBA(hex: 0xFFCDD2), firstMark: RGBA(hex: 0xFFF3E0),
        second: RGBA(hex: 0x0D0D0D), secondRim: RGBA(hex: 0xE0E0E0), secondMark: RGBA(hex: 0xBDBDBD),
        shared: RGBA(hex: 0xFFC107), sharedRim: RGBA(hex: 0xFFF8E1), generalCrown: RGBA(hex: 0xFFC107),
        selected: RGBA(hex: 0x64B5F6), target: RGBA(hex: 0x81C784), lastMove: RGBA(hex: 0xCE93D8),
        hint: RGBA(hex: 0x4DD0E1), highlight: RGBA(hex: 0xFF4081), well: RGBA(hex: 0x90CAF9),
        sharedHome: RGBA(hex: 0xFFD54F))

    /// The palette for a colour scheme.
    public static func of(dark: Bool) -> BoardPalette { dark ? .dark : .light }
}

/// The colour of each review label in the move list (the mark and the name are the core's).
public enum ReviewLabelColors {
    /// The label's colour on a light or dark background.
    public static func color(_ label: MoveLabel, dark: Bool) -> RGBA {
        switch label {
        case .best: return RGBA(hex: dark ? 0x81C784 : 0x2E7D32)
        case .good: return RGBA(hex: dark ? 0x4DB6AC : 0x00796B)
        case .inaccuracy: return RGBA(hex: dark ? 0xFFD54F : 0x9A7400)
        case .mistake: return RGBA(hex: dark ? 0xFFB74D : 0xE65100)
        case .blunder: return RGBA(hex: dark ? 0xEF9A9A : 0xC62828)
        }
    }
}

/// The shell's colours around the board.
public enum AppInk {
    /// The label of a filled (prominent) button over the app's accent colour
    /// (App/Resources/Assets.xcassets/AccentColor: a deep red in light mode, a light pink in
    /// dark mode): white in light mode; in dark mode white would barely show on the light
    /// pink, so the background's near-black.
    public static func onAccent(dark: Bool) -> RGBA { dark ? RGBA(hex: 0x1A1411) : RGBA(hex: 0xFFFFFF) }
}
