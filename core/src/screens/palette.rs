//! The board's colours, light and dark, as data both apps paint with (they were written
//! twice, in Kotlin and in Swift). Pieces differ by shape first (disc, square, diamond);
//! during play a board shows at most three cues, each a shape and a colour of its own — a
//! ring around the selected piece, a dot on each legal target, four corner brackets on a
//! faintly tinted square at each of the last move's two points
//! ([`crate::screens::board_view::LastMoveMark`]) — and the hint's arrow takes the last move's place while a
//! hint is shown ([`crate::screens::board_view::PointCue`] says which point shows which).
//! The review shows the move played (the tint) and the best move (the arrow). The board's
//! own marks (lines, the well, the shared piece's home) are drawn in the lines' ink, never
//! in a cue's colour. The tests hold every cue to a contrast of at least 3 : 1 against the
//! board (WCAG's for graphics) and to a CIE76 ΔE of at least 20 from every other cue, for
//! normal vision and for deuteranopia and protanopia (Machado, Oliveira and Fernandes'
//! 2009 simulation, severity 1, in linear RGB), light and dark; docs/accessibility.md
//! quotes the numbers.

/// A colour: red, green, blue (sRGB, 0–255) and opacity (0–255).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity (255: opaque).
    pub a: u8,
}

impl Rgba {
    /// An opaque colour from `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Rgba {
        Rgba {
            r: (rgb >> 16) as u8,
            g: (rgb >> 8) as u8,
            b: rgb as u8,
            a: 255,
        }
    }

    /// The same colour with opacity `a`.
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba { a, ..self }
    }

    /// `0xRRGGBB`.
    pub const fn rgb(self) -> u32 {
        (self.r as u32) << 16 | (self.g as u32) << 8 | self.b as u32
    }
}

/// The colours of the board, its pieces and its marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BoardPalette {
    /// The board's background.
    pub board: Rgba,
    /// Lines and point dots.
    pub line: Rgba,
    /// Point names (when shown).
    pub name: Rgba,
    /// The halo behind point names.
    pub name_halo: Rgba,
    /// First's pieces (discs), their rim and inner mark.
    pub first: Rgba,
    /// First's rim.
    pub first_rim: Rgba,
    /// First's inner mark.
    pub first_mark: Rgba,
    /// Second's pieces (rounded squares), their rim and inner mark.
    pub second: Rgba,
    /// Second's rim.
    pub second_rim: Rgba,
    /// Second's inner mark.
    pub second_mark: Rgba,
    /// The shared piece (a diamond) and its rim.
    pub shared: Rgba,
    /// The shared piece's rim.
    pub shared_rim: Rgba,
    /// A general's crown ring.
    pub general_crown: Rgba,
    /// Cue 1: the ring around the selected piece.
    pub selected: Rgba,
    /// Cue 2: the dot on each legal target.
    pub target: Rgba,
    /// Cue 3: the last move's two points (magenta: deep on a light board, pale on a dark one,
    /// so that a player who changes theme finds the same cue): a square tinted at
    /// [`TINT_ALPHA`] under each, the colour itself as its four corner brackets
    /// ([`crate::screens::board_view::LastMoveMark`]).
    pub last_move: Rgba,
    /// The hint's arrow (in its game it takes the last move's place; the review's best
    /// move, beside the move played): a fourth colour, apart from the three cues (a red
    /// brown on a light board, orange on a dark one).
    pub hint: Rgba,
    /// A refused move's mark ([`crate::screens::board_view::RefusedMark`]): a red-orange
    /// disc, apart from the three cues of play for every player (the hint's arrow never
    /// stands beside it: a hint ends it); its cross is [`BoardPalette::on_refused`].
    pub refused: Rgba,
    /// The cross in a refused move's disc.
    pub on_refused: Rgba,
    /// A point named in the rules text.
    pub highlight: Rgba,
    /// Rendezvous' well: part of the board, in the lines' ink (not a cue).
    pub well: Rgba,
    /// The shared piece's home: part of the board, in the lines' ink (not a cue).
    pub shared_home: Rgba,
    /// The opacity (0–255) of the last move's tint under its points: [`TINT_ALPHA`] on the light
    /// board, [`TINT_ALPHA_DARK`] on the dark one.
    pub tint_alpha: u8,
}

/// The opacity of the last move's tint under its two points on the light board (the brackets
/// are opaque): a sixth, so that the tint is seen (ΔE ≥ 15 against the board, tested) without
/// shouting over the warm board (at 110, then 64, a designer found the light board's magenta
/// squares the loudest thing on it). The dark board's is [`TINT_ALPHA_DARK`].
pub const TINT_ALPHA: u8 = 44;

/// The dark board's tint: a quarter (less would not be seen on it: ΔE < 15).
pub const TINT_ALPHA_DARK: u8 = 64;

/// On a light background.
pub const LIGHT: BoardPalette = BoardPalette {
    board: Rgba::hex(0xF1DCAA),
    line: Rgba::hex(0x4E342E),
    name: Rgba::hex(0x4E342E),
    name_halo: Rgba::hex(0xF1DCAA).with_alpha(204),
    first: Rgba::hex(0xC62828),
    first_rim: Rgba::hex(0x7F0000),
    first_mark: Rgba::hex(0xFFF3E0),
    second: Rgba::hex(0x212121),
    second_rim: Rgba::hex(0x000000),
    second_mark: Rgba::hex(0xE0E0E0),
    shared: Rgba::hex(0xF4B400),
    shared_rim: Rgba::hex(0x6D4C00),
    general_crown: Rgba::hex(0xF4B400),
    selected: Rgba::hex(0x0B24D0),
    target: Rgba::hex(0x0F805C),
    last_move: Rgba::hex(0xA207A5),
    hint: Rgba::hex(0x781000),
    refused: Rgba::hex(0xD83008),
    on_refused: Rgba::hex(0xFFFFFF),
    highlight: Rgba::hex(0xB0144E),
    well: Rgba::hex(0x4E342E),
    shared_home: Rgba::hex(0x4E342E),
    tint_alpha: TINT_ALPHA,
};

/// On a dark background.
pub const DARK: BoardPalette = BoardPalette {
    board: Rgba::hex(0x2E2720),
    line: Rgba::hex(0xD9BE8F),
    name: Rgba::hex(0xEBDCC0),
    name_halo: Rgba::hex(0x2E2720).with_alpha(204),
    first: Rgba::hex(0xE53935),
    first_rim: Rgba::hex(0xFFCDD2),
    first_mark: Rgba::hex(0xFFF3E0),
    second: Rgba::hex(0x0D0D0D),
    second_rim: Rgba::hex(0xE0E0E0),
    second_mark: Rgba::hex(0xBDBDBD),
    shared: Rgba::hex(0xFFC107),
    shared_rim: Rgba::hex(0xFFF8E1),
    general_crown: Rgba::hex(0xFFC107),
    selected: Rgba::hex(0x0490F8),
    target: Rgba::hex(0x78FFE0),
    last_move: Rgba::hex(0xCA6DA7),
    hint: Rgba::hex(0xFA9C46),
    refused: Rgba::hex(0xF85018),
    on_refused: Rgba::hex(0x000000),
    highlight: Rgba::hex(0xFF6FA3),
    well: Rgba::hex(0xD9BE8F),
    shared_home: Rgba::hex(0xD9BE8F),
    tint_alpha: TINT_ALPHA_DARK,
};

/// The palette for a dark or a light screen.
pub const fn board_palette(dark: bool) -> BoardPalette {
    if dark {
        DARK
    } else {
        LIGHT
    }
}

/// The colours of everything around the board, light and dark: the screens' surfaces, texts,
/// accents and control edges. Both apps read them (Android's colour scheme, iOS's accent,
/// its filled buttons' label and its charts), so that the contrast the tests measure is the
/// contrast the apps show: every text colour at least 4.5 : 1 and every shape (a control's
/// edge, an accent used as a shape, a chart's axis) at least 3 : 1 against the surfaces it
/// is drawn on (WCAG 2.1, 1.4.3 and 1.4.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AppPalette {
    /// The accent: filled buttons, links, the selected tab (a deep red / a light pink).
    pub primary: Rgba,
    /// Text and icons on `primary`.
    pub on_primary: Rgba,
    /// A quieter accent surface (a chip, a banner).
    pub primary_container: Rgba,
    /// Text on `primary_container`.
    pub on_primary_container: Rgba,
    /// The second accent (gold).
    pub secondary: Rgba,
    /// Text on `secondary`.
    pub on_secondary: Rgba,
    /// A surface in the second accent.
    pub secondary_container: Rgba,
    /// Text on `secondary_container`.
    pub on_secondary_container: Rgba,
    /// The third accent (teal: success, the puzzle solved).
    pub tertiary: Rgba,
    /// Text on `tertiary`.
    pub on_tertiary: Rgba,
    /// A surface in the third accent.
    pub tertiary_container: Rgba,
    /// Text on `tertiary_container`.
    pub on_tertiary_container: Rgba,
    /// Errors and the resign action.
    pub error: Rgba,
    /// Text on `error`.
    pub on_error: Rgba,
    /// A surface for an error.
    pub error_container: Rgba,
    /// Text on `error_container`.
    pub on_error_container: Rgba,
    /// The screen behind everything.
    pub background: Rgba,
    /// Text on `background`.
    pub on_background: Rgba,
    /// Cards and sheets.
    pub surface: Rgba,
    /// Text on `surface`.
    pub on_surface: Rgba,
    /// A quieter surface (a chip, a field).
    pub surface_variant: Rgba,
    /// Secondary text (captions, hints) on any surface.
    pub on_surface_variant: Rgba,
    /// A bar or a grouped section.
    pub surface_container: Rgba,
    /// A raised bar (the player bars, dialogs).
    pub surface_container_high: Rgba,
    /// The edges of outlined buttons, fields and cards (a shape: 3 : 1).
    pub outline: Rgba,
    /// The axes and scale of the review and rating charts (a shape: 3 : 1).
    pub chart_axis: Rgba,
}

/// The app around the board on a light screen.
pub const APP_LIGHT: AppPalette = AppPalette {
    primary: Rgba::hex(0xA4262C),
    on_primary: Rgba::hex(0xFFFFFF),
    primary_container: Rgba::hex(0xFFDAD6),
    on_primary_container: Rgba::hex(0x410003),
    secondary: Rgba::hex(0x775A0B),
    on_secondary: Rgba::hex(0xFFFFFF),
    secondary_container: Rgba::hex(0xFFDF9E),
    on_secondary_container: Rgba::hex(0x261A00),
    // jade: a solve, a verdict, what decided a game (in the warm palette, not a cyan)
    tertiary: Rgba::hex(0x3B6939),
    on_tertiary: Rgba::hex(0xFFFFFF),
    tertiary_container: Rgba::hex(0xBCF0B4),
    on_tertiary_container: Rgba::hex(0x002204),
    error: Rgba::hex(0xBA1A1A),
    on_error: Rgba::hex(0xFFFFFF),
    error_container: Rgba::hex(0xFFDAD6),
    on_error_container: Rgba::hex(0x410002),
    background: Rgba::hex(0xFFF8F3),
    on_background: Rgba::hex(0x221A15),
    surface: Rgba::hex(0xFFF8F3),
    on_surface: Rgba::hex(0x221A15),
    surface_variant: Rgba::hex(0xF4DED3),
    on_surface_variant: Rgba::hex(0x52443C),
    surface_container: Rgba::hex(0xF9EBE1),
    surface_container_high: Rgba::hex(0xF3E5DB),
    outline: Rgba::hex(0x7A6960),
    chart_axis: Rgba::hex(0x6B5D55),
};

/// The app around the board on a dark screen.
pub const APP_DARK: AppPalette = AppPalette {
    primary: Rgba::hex(0xFFB3AC),
    on_primary: Rgba::hex(0x680009),
    primary_container: Rgba::hex(0x881A1E),
    on_primary_container: Rgba::hex(0xFFDAD6),
    secondary: Rgba::hex(0xE9C16C),
    on_secondary: Rgba::hex(0x3F2E00),
    // a warm brown, the wood of the board (an olive mustard, 0x5B4300, was the loudest thing
    // on the dark screens: the to-move bar, the selected rows, the tonal buttons)
    secondary_container: Rgba::hex(0x4B3A26),
    on_secondary_container: Rgba::hex(0xFFDF9E),
    tertiary: Rgba::hex(0xA1D39A),
    on_tertiary: Rgba::hex(0x0A390E),
    tertiary_container: Rgba::hex(0x235024),
    on_tertiary_container: Rgba::hex(0xBCF0B4),
    error: Rgba::hex(0xFFB4AB),
    on_error: Rgba::hex(0x690005),
    error_container: Rgba::hex(0x93000A),
    on_error_container: Rgba::hex(0xFFDAD6),
    background: Rgba::hex(0x1A1411),
    on_background: Rgba::hex(0xF0DFD7),
    surface: Rgba::hex(0x1A1411),
    on_surface: Rgba::hex(0xF0DFD7),
    surface_variant: Rgba::hex(0x52443C),
    on_surface_variant: Rgba::hex(0xD7C2B8),
    surface_container: Rgba::hex(0x271F1B),
    surface_container_high: Rgba::hex(0x322925),
    outline: Rgba::hex(0xAC9990),
    chart_axis: Rgba::hex(0xB8A89F),
};

/// The app's colours for a dark or a light screen.
pub const fn app_palette(dark: bool) -> AppPalette {
    if dark {
        APP_DARK
    } else {
        APP_LIGHT
    }
}

/// The colour of a review label in a move list (its mark and name are the core's words),
/// on a dark or a light screen.
pub const fn label_color(label: crate::ai::review::MoveLabel, dark: bool) -> Rgba {
    use crate::ai::review::MoveLabel::*;
    Rgba::hex(match (label, dark) {
        (Best, false) => 0x1B5E20,
        (Best, true) => 0x81C784,
        (Good, false) => 0x00695C,
        (Good, true) => 0x80CBC4,
        (Inaccuracy, false) => 0x755600,
        (Inaccuracy, true) => 0xFFD54F,
        (Mistake, false) => 0xA33E00,
        (Mistake, true) => 0xFFB74D,
        (Blunder, false) => 0xB71C1C,
        (Blunder, true) => 0xFFCDD2,
    })
}

/// Colour arithmetic for the tests of legibility (sRGB, relative luminance, contrast,
/// colour-vision-deficiency simulation, CIELAB distance).
pub mod vision {
    use super::Rgba;

    fn linear(c: u8) -> f64 {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    fn gamma(c: f64) -> u8 {
        let c = c.clamp(0.0, 1.0);
        let v = if c <= 0.003_130_8 {
            c * 12.92
        } else {
            1.055 * c.powf(1.0 / 2.4) - 0.055
        };
        (v * 255.0).round() as u8
    }

    /// WCAG's relative luminance (0 black, 1 white) of an opaque colour.
    pub fn luminance(c: Rgba) -> f64 {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// WCAG's contrast ratio of two opaque colours (1 to 21).
    pub fn contrast(a: Rgba, b: Rgba) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// `top` painted over the opaque `under` (its opacity honoured).
    pub fn over(top: Rgba, under: Rgba) -> Rgba {
        let a = f64::from(top.a) / 255.0;
        let mix = |t: u8, u: u8| (f64::from(t) * a + f64::from(u) * (1.0 - a)).round() as u8;
        Rgba {
            r: mix(top.r, under.r),
            g: mix(top.g, under.g),
            b: mix(top.b, under.b),
            a: 255,
        }
    }

    /// A colour vision deficiency to simulate.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Deficiency {
        /// No green cones (the most common form of colour blindness).
        Deuteranopia,
        /// No red cones.
        Protanopia,
    }

    /// How `c` looks with `d` (Machado, Oliveira and Fernandes 2009, severity 1, in linear
    /// RGB).
    pub fn simulate(c: Rgba, d: Deficiency) -> Rgba {
        let m: [[f64; 3]; 3] = match d {
            Deficiency::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Deficiency::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
        };
        let v = [linear(c.r), linear(c.g), linear(c.b)];
        let row = |i: usize| m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2];
        Rgba {
            r: gamma(row(0)),
            g: gamma(row(1)),
            b: gamma(row(2)),
            a: c.a,
        }
    }

    /// The CIELAB (D65) coordinates of an opaque colour.
    pub fn lab(c: Rgba) -> [f64; 3] {
        let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b));
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
        let z = (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 216.0 / 24389.0 {
                t.cbrt()
            } else {
                (24389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// The CIE76 colour difference ΔE of two opaque colours (about 2.3 is just noticeable;
    /// 20 and more reads as a different colour at a glance).
    pub fn delta_e(a: Rgba, b: Rgba) -> f64 {
        let (p, q) = (lab(a), lab(b));
        ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::vision::{contrast, delta_e, over, simulate, Deficiency};
    use super::*;

    fn palettes() -> [(&'static str, BoardPalette); 2] {
        [("light", LIGHT), ("dark", DARK)]
    }

    /// The cues, with their names: the three of play and the hint's arrow (which takes the
    /// last move's place in a game and stands beside it in a review).
    fn cues(p: &BoardPalette) -> [(&'static str, Rgba); 4] {
        [
            ("selected", p.selected),
            ("target", p.target),
            ("last move", p.last_move),
            ("hint", p.hint),
        ]
    }

    const VISIONS: [Option<Deficiency>; 3] = [
        None,
        Some(Deficiency::Deuteranopia),
        Some(Deficiency::Protanopia),
    ];

    fn seen(c: Rgba, d: Option<Deficiency>) -> Rgba {
        d.map_or(c, |d| simulate(c, d))
    }

    #[test]
    fn every_cue_stands_out_from_the_board_for_every_player() {
        for (name, p) in palettes() {
            for d in VISIONS {
                for (cue, c) in cues(&p) {
                    let ratio = contrast(seen(c, d), seen(p.board, d));
                    assert!(
                        ratio >= 3.0,
                        "{name} {d:?} {cue}: {ratio:.2} : 1 against the board"
                    );
                }
            }
            for (what, c) in [
                ("lines", p.line),
                ("names", p.name),
                ("well", p.well),
                ("shared home", p.shared_home),
            ] {
                assert!(contrast(c, p.board) >= 3.0, "{name} {what}");
            }
            // A highlighted point name's chip (the rules) writes the board's colour on the
            // highlight: a text.
            assert!(
                contrast(p.board, p.highlight) >= 4.5,
                "{name}: highlight chip"
            );
            // The last move's tint under a point still differs from the bare board.
            let tint = over(p.last_move.with_alpha(p.tint_alpha), p.board);
            assert!(delta_e(tint, p.board) >= 15.0, "{name}: the tint is seen");
        }
    }

    /// The hue of `c` in degrees (HSV's, 0–360).
    fn hue(c: Rgba) -> f64 {
        let [r, g, b] = [c.r, c.g, c.b].map(|v| f64::from(v) / 255.0);
        let (max, min) = (r.max(g).max(b), r.min(g).min(b));
        let d = max - min;
        let h = if d == 0.0 {
            0.0
        } else if max == r {
            ((g - b) / d).rem_euclid(6.0)
        } else if max == g {
            (b - r) / d + 2.0
        } else {
            (r - g) / d + 4.0
        };
        h * 60.0
    }

    /// A cue is the same colour in both themes, lighter or deeper for its board: a player
    /// who turns the phone dark at night finds the last move in the magenta it had by day
    /// (before, it turned from magenta to orange, and the hint from red brown to pink).
    #[test]
    fn a_cue_keeps_its_hue_in_both_themes() {
        for ((cue, light), (_, dark)) in cues(&LIGHT).into_iter().zip(cues(&DARK)) {
            let apart = (hue(light) - hue(dark)).abs();
            let apart = apart.min(360.0 - apart);
            assert!(
                apart <= 30.0,
                "{cue}: hue {:.0}° light, {:.0}° dark",
                hue(light),
                hue(dark)
            );
        }
    }

    #[test]
    fn the_cues_stay_apart_for_colour_blind_players() {
        for (name, p) in palettes() {
            for d in VISIONS {
                let all = cues(&p);
                for (i, (a, ca)) in all.iter().enumerate() {
                    for (b, cb) in &all[i + 1..] {
                        let e = delta_e(seen(*ca, d), seen(*cb, d));
                        assert!(
                            e >= 20.0,
                            "{name} {d:?}: {a} and {b} are too alike (ΔE {e:.1})"
                        );
                    }
                    // A cue is not taken for the board's ink (lines, the well, the
                    // shared piece's home) nor for a piece.
                    for (other, co, least) in [
                        ("the lines", p.line, 15.0),
                        ("the well", p.well, 15.0),
                        ("the shared home", p.shared_home, 15.0),
                        ("first's pieces", p.first, 12.0),
                        ("second's pieces", p.second, 12.0),
                        ("the shared piece", p.shared, 12.0),
                    ] {
                        let e = delta_e(seen(*ca, d), seen(co, d));
                        assert!(
                            e >= least,
                            "{name} {d:?}: {a} looks like {other} (ΔE {e:.1})"
                        );
                    }
                }
            }
        }
    }

    /// A refused move's cross (a disc with a cross, on the piece's shoulder or the empty
    /// point) stands out from the board, is read apart from every cue it may stand beside
    /// (the selection, the targets, the last move: a hint ends it) and is not taken for a
    /// piece, for every player; its cross is readable on it. Its hue is the same by day and
    /// by night.
    #[test]
    fn a_refused_moves_cross_stands_apart_for_every_player() {
        for (name, p) in palettes() {
            for d in VISIONS {
                let r = seen(p.refused, d);
                let ratio = contrast(r, seen(p.board, d));
                assert!(
                    ratio >= 3.0,
                    "{name} {d:?}: {ratio:.2} : 1 against the board"
                );
                for (cue, c, least) in [
                    ("selected", p.selected, 20.0),
                    ("target", p.target, 20.0),
                    ("last move", p.last_move, 20.0),
                    ("the lines", p.line, 15.0),
                    ("first's pieces", p.first, 12.0),
                    ("second's pieces", p.second, 12.0),
                    ("the shared piece", p.shared, 12.0),
                ] {
                    let e = delta_e(r, seen(c, d));
                    assert!(
                        e >= least,
                        "{name} {d:?}: refused looks like {cue} (ΔE {e:.1})"
                    );
                }
            }
            let ratio = contrast(p.on_refused, p.refused);
            assert!(ratio >= 4.5, "{name}: the cross on its disc {ratio:.2} : 1");
        }
        let apart = (hue(LIGHT.refused) - hue(DARK.refused)).abs();
        assert!(apart <= 30.0, "refused: hue {apart:.0}° apart");
    }

    /// Prints the table quoted in docs/accessibility.md
    /// (`./scripts/cargo test -p folkchess-core --lib cue_table -- --nocapture`).
    #[test]
    fn cue_table() {
        for (name, p) in palettes() {
            for d in VISIONS {
                let all = cues(&p);
                let mut row = format!(
                    "| {name} | {} |",
                    d.map_or("normal", |d| match d {
                        Deficiency::Deuteranopia => "deuteranopia",
                        Deficiency::Protanopia => "protanopia",
                    })
                );
                for (_, c) in all {
                    row += &format!(" {:.1} |", contrast(seen(c, d), seen(p.board, d)));
                }
                for (i, (_, a)) in all.iter().enumerate() {
                    for (_, b) in &all[i + 1..] {
                        let e = delta_e(seen(*a, d), seen(*b, d));
                        row += &format!(" {e:.1} |");
                        assert!(e >= 20.0);
                    }
                }
                println!("{row}");
            }
        }
    }

    #[test]
    fn pieces_differ_from_the_board_and_each_other() {
        for (name, p) in palettes() {
            // A piece is seen by its fill or by its rim, whichever stands out more.
            for (what, fill, rim) in [
                ("first", p.first, p.first_rim),
                ("second", p.second, p.second_rim),
                ("shared", p.shared, p.shared_rim),
            ] {
                let best = contrast(fill, p.board).max(contrast(rim, p.board));
                assert!(
                    best >= 3.0,
                    "{name} {what}: {best:.2} : 1 against the board"
                );
            }
            for d in [Deficiency::Deuteranopia, Deficiency::Protanopia] {
                let e = delta_e(simulate(p.first, d), simulate(p.second, d));
                assert!(
                    e >= 20.0,
                    "{name} {d:?}: the sides' colours (their shapes differ anyway)"
                );
            }
        }
    }

    /// The surfaces a text or a control may stand on.
    fn surfaces(a: &AppPalette) -> [(&'static str, Rgba); 5] {
        [
            ("background", a.background),
            ("surface", a.surface),
            ("surface variant", a.surface_variant),
            ("surface container", a.surface_container),
            ("surface container high", a.surface_container_high),
        ]
    }

    fn app_palettes() -> [(&'static str, AppPalette); 2] {
        [("light", APP_LIGHT), ("dark", APP_DARK)]
    }

    #[test]
    fn every_text_and_control_reads_on_its_background() {
        for (name, a) in app_palettes() {
            // Texts on every surface: 4.5 : 1 (the accents are also used as text: links,
            // "Resign", a selected tab's label).
            for (what, c) in [
                ("text", a.on_surface),
                ("text on the background", a.on_background),
                ("secondary text", a.on_surface_variant),
                ("primary", a.primary),
                ("secondary", a.secondary),
                ("tertiary", a.tertiary),
                ("error", a.error),
            ] {
                for (bg, b) in surfaces(&a) {
                    let ratio = contrast(c, b);
                    assert!(ratio >= 4.5, "{name}: {what} on {bg}: {ratio:.2} : 1");
                }
            }
            // Texts on their own containers: 4.5 : 1.
            for (what, fg, bg) in [
                ("primary", a.on_primary, a.primary),
                (
                    "primary container",
                    a.on_primary_container,
                    a.primary_container,
                ),
                ("secondary", a.on_secondary, a.secondary),
                (
                    "secondary container",
                    a.on_secondary_container,
                    a.secondary_container,
                ),
                ("tertiary", a.on_tertiary, a.tertiary),
                (
                    "tertiary container",
                    a.on_tertiary_container,
                    a.tertiary_container,
                ),
                ("error", a.on_error, a.error),
                ("error container", a.on_error_container, a.error_container),
            ] {
                let ratio = contrast(fg, bg);
                assert!(ratio >= 4.5, "{name}: text on {what}: {ratio:.2} : 1");
            }
            // Shapes (a control's edge, a chart's axis, a filled button against the
            // screen): 3 : 1 on every surface.
            for (what, c) in [
                ("outline", a.outline),
                ("chart axis", a.chart_axis),
                ("filled button", a.primary),
            ] {
                for (bg, b) in surfaces(&a) {
                    let ratio = contrast(c, b);
                    assert!(ratio >= 3.0, "{name}: {what} on {bg}: {ratio:.2} : 1");
                }
            }
            // The review labels' colours are texts on the screen's background.
            use crate::ai::review::MoveLabel;
            for label in MoveLabel::ALL {
                let c = label_color(label, name == "dark");
                for (bg, b) in surfaces(&a) {
                    let ratio = contrast(c, b);
                    assert!(ratio >= 4.5, "{name}: {label:?} on {bg}: {ratio:.2} : 1");
                }
            }
        }
    }

    /// Prints the table quoted in docs/accessibility.md (the weakest pair of each kind).
    #[test]
    fn control_table() {
        for (name, a) in app_palettes() {
            let least = |cs: &[Rgba]| {
                cs.iter()
                    .flat_map(|c| surfaces(&a).map(|(_, b)| contrast(*c, b)))
                    .fold(f64::MAX, f64::min)
            };
            let texts = least(&[
                a.on_surface,
                a.on_background,
                a.on_surface_variant,
                a.primary,
                a.secondary,
                a.tertiary,
                a.error,
            ]);
            let shapes = least(&[a.outline, a.chart_axis, a.primary]);
            println!("| {name} | {texts:.2} | {shapes:.2} |");
        }
    }

    #[test]
    fn label_colours_read_on_their_screens() {
        use crate::ai::review::MoveLabel;
        for label in MoveLabel::ALL {
            assert!(contrast(label_color(label, false), Rgba::hex(0xFFFFFF)) >= 3.0);
            assert!(contrast(label_color(label, true), Rgba::hex(0x121212)) >= 3.0);
        }
    }

    #[test]
    fn colour_arithmetic_matches_known_values() {
        assert!((contrast(Rgba::hex(0x000000), Rgba::hex(0xFFFFFF)) - 21.0).abs() < 1e-9);
        assert!(delta_e(Rgba::hex(0x123456), Rgba::hex(0x123456)) < 1e-9);
        // Pure red and green are hard to tell apart for a deuteranope.
        let red = simulate(Rgba::hex(0xFF0000), Deficiency::Deuteranopia);
        let green = simulate(Rgba::hex(0x00A000), Deficiency::Deuteranopia);
        assert!(delta_e(red, green) < delta_e(Rgba::hex(0xFF0000), Rgba::hex(0x00A000)) / 2.0);
    }
}
