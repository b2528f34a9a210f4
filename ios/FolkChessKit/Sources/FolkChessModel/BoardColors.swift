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

extension RGBA {
    /// A colour of the core's (0–255 components).
    public init(_ c: Rgba) {
        self.init(
            red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255,
            alpha: Double(c.a) / 255)
    }
}

/// The core's board colours (`boardPalette(dark:)`: the same in both apps, tested in the
/// core for contrast and for colour-blind players), read as drawing colours:
/// `colors.first`, `colors.lastMove`, … are the record's fields as ``RGBA``.
@dynamicMemberLookup
public struct BoardColors: Sendable, Equatable {
    /// The core's record.
    public let palette: BoardPalette

    /// The colours of the core's palette for a dark or a light screen.
    public init(dark: Bool) { palette = boardPalette(dark: dark) }

    /// A colour of the palette.
    public subscript(dynamicMember field: KeyPath<BoardPalette, Rgba>) -> RGBA {
        RGBA(palette[keyPath: field])
    }

    /// On a light background.
    public static let light = BoardColors(dark: false)
    /// On a dark background.
    public static let dark = BoardColors(dark: true)

    /// The colours for a colour scheme.
    public static func of(dark: Bool) -> BoardColors { dark ? .dark : .light }
}

/// The colour of each review label in the move list (the mark and the name are the core's).
public enum ReviewLabelColors {
    /// The label's colour on a light or dark background (the core's `labelColor`).
    public static func color(_ label: MoveLabel, dark: Bool) -> RGBA {
        RGBA(labelColor(label: label, dark: dark))
    }
}

/// The core's colours around the board (`appPalette(dark:)`: surfaces, texts, accents, the
/// edges of controls; the core tests every text at 4.5 : 1 and every shape at 3 : 1, light
/// and dark), read as drawing colours: `ink.error`, `ink.tertiary`, … are the record's
/// fields as ``RGBA``. The views use these, never the system's `.red`, `.green` or `.teal`
/// (2.2–2.8 : 1 on white).
@dynamicMemberLookup
public struct AppColors: Sendable, Equatable {
    /// The core's record.
    public let palette: AppPalette

    /// The colours of the core's palette for a dark or a light screen.
    public init(dark: Bool) { palette = appPalette(dark: dark) }

    /// A colour of the palette.
    public subscript(dynamicMember field: KeyPath<AppPalette, Rgba>) -> RGBA {
        RGBA(palette[keyPath: field])
    }

    /// The colours for a colour scheme.
    public static func of(dark: Bool) -> AppColors { AppColors(dark: dark) }
}

/// The shell's colours around the board.
public enum AppInk {
    /// The label of a filled (prominent) button over the app's accent colour
    /// (App/Resources/Assets.xcassets/AccentColor: the core's `primary`, a deep red in light
    /// mode, a light pink in dark mode): the core's `onPrimary`.
    public static func onAccent(dark: Bool) -> RGBA { AppColors.of(dark: dark).onPrimary }
}
