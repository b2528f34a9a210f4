//! The board's colours, light and dark, as data both apps paint with (they were written
//! twice, in Kotlin and in Swift). Pieces differ by shape first (disc, square, diamond);
//! the marks a player reads are three cues, each a shape of its own — a ring around the
//! selected piece, a dot on each legal target, a tint under the two points of the last
//! move — plus the hint's arrow when a hint was asked for. The tests hold every cue to a
//! contrast of at least 3 : 1 against the board (WCAG's for graphics) and keep the cues
//! apart from one another, and from the pieces, for players with deuteranopia or
//! protanopia (Machado, Oliveira and Fernandes' 2009 simulation).

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
    /// Cue 3: the tint under the two points of the last move (violet on a light board,
    /// orange on a dark one: the hues that stay apart from the other cues and the pieces
    /// for colour-blind players on each; drawn at [`TINT_ALPHA`]
    /// around the points, the colour itself as the tint's rim).
    pub last_move: Rgba,
    /// The hint's arrow (and the review's best move): the targets' colour, since a hint
    /// shows a move the player may make; its shape (an arrow) tells it from the dots.
    pub hint: Rgba,
    /// A point named in the rules text.
    pub highlight: Rgba,
    /// Rendezvous' well.
    pub well: Rgba,
    /// The shared piece's home.
    pub shared_home: Rgba,
    /// The opacity (0–255) of the last move's tint under its points: [`TINT_ALPHA`].
    pub tint_alpha: u8,
}

/// The opacity of the last move's tint under its two points (the rim is opaque).
pub const TINT_ALPHA: u8 = 110;

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
    selected: Rgba::hex(0x0B4FA8),
    target: Rgba::hex(0x00705A),
    last_move: Rgba::hex(0x8833EE),
    hint: Rgba::hex(0x00705A),
    highlight: Rgba::hex(0xB0144E),
    well: Rgba::hex(0x1E5AA8),
    shared_home: Rgba::hex(0x8A6508),
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
    selected: Rgba::hex(0x5CB3FF),
    target: Rgba::hex(0x3DDC97),
    last_move: Rgba::hex(0xFFA040),
    hint: Rgba::hex(0x3DDC97),
    highlight: Rgba::hex(0xFF6FA3),
    well: Rgba::hex(0x90CAF9),
    shared_home: Rgba::hex(0xFFD54F),
    tint_alpha: TINT_ALPHA,
};

/// The palette for a dark or a light screen.
pub const fn board_palette(dark: bool) -> BoardPalette {
    if dark {
        DARK
    } else {
        LIGHT
    }
}

/// The colour of a review label in a move list (its mark and name are the core's words),
/// on a dark or a light screen.
pub const fn label_color(label: crate::ai::review::MoveLabel, dark: bool) -> Rgba {
    use crate::ai::review::MoveLabel::*;
    Rgba::hex(match (label, dark) {
        (Best, false) => 0x2E7D32,
        (Best, true) => 0x81C784,
        (Good, false) => 0x00796B,
        (Good, true) => 0x4DB6AC,
        (Inaccuracy, false) => 0x8A6500,
        (Inaccuracy, true) => 0xFFD54F,
        (Mistake, false) => 0xC24A00,
        (Mistake, true) => 0xFFB74D,
        (Blunder, false) => 0xC62828,
        (Blunder, true) => 0xEF9A9A,
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

    /// The three cues, with their names (the hint is drawn in the targets' colour).
    fn cues(p: &BoardPalette) -> [(&'static str, Rgba); 3] {
        [
            ("selected", p.selected),
            ("target", p.target),
            ("last move", p.last_move),
        ]
    }

    #[test]
    fn every_cue_stands_out_from_the_board() {
        for (name, p) in palettes() {
            for (cue, c) in cues(&p) {
                let ratio = contrast(c, p.board);
                assert!(
                    ratio >= 3.0,
                    "{name} {cue}: {ratio:.2} : 1 against the board"
                );
            }
            for (what, c) in [("lines", p.line), ("names", p.name), ("well", p.well)] {
                assert!(contrast(c, p.board) >= 3.0, "{name} {what}");
            }
            // The last move's tint under a point still differs from the bare board.
            let tint = over(p.last_move.with_alpha(TINT_ALPHA), p.board);
            assert!(delta_e(tint, p.board) >= 15.0, "{name}: the tint is seen");
        }
    }

    #[test]
    fn the_cues_stay_apart_for_colour_blind_players() {
        for (name, p) in palettes() {
            for d in [
                None,
                Some(Deficiency::Deuteranopia),
                Some(Deficiency::Protanopia),
            ] {
                let seen = |c: Rgba| d.map_or(c, |d| simulate(c, d));
                let all = cues(&p);
                for (i, (a, ca)) in all.iter().enumerate() {
                    for (b, cb) in &all[i + 1..] {
                        let e = delta_e(seen(*ca), seen(*cb));
                        assert!(
                            e >= 20.0,
                            "{name} {d:?}: {a} and {b} are too alike (ΔE {e:.1})"
                        );
                    }
                    // A cue is not taken for a piece of either side.
                    for (piece, cp) in [("first", p.first), ("second", p.second)] {
                        let e = delta_e(seen(*ca), seen(cp));
                        assert!(
                            e >= 15.0,
                            "{name} {d:?}: {a} looks like {piece}'s pieces (ΔE {e:.1})"
                        );
                    }
                }
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
