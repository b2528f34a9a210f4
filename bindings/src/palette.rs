//! The board's colours (the core's `palette`): both apps paint with these, light or dark.

use crate::review::MoveLabel;
use folkchess_core::screens::palette as core;

/// A colour: red, green, blue (sRGB, 0–255) and opacity (0–255, 255 opaque).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity.
    pub a: u8,
}

impl From<core::Rgba> for Rgba {
    fn from(c: core::Rgba) -> Self {
        Rgba {
            r: c.r,
            g: c.g,
            b: c.b,
            a: c.a,
        }
    }
}

/// The colours of the board, its pieces and its marks. The marks are three cues, each a
/// shape of its own: a ring around the selected piece, a dot on each legal target (the
/// hint's arrow in the same colour), a tint under the two points of the last move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct BoardPalette {
    /// The board's background.
    pub board: Rgba,
    /// Lines and point dots.
    pub line: Rgba,
    /// Point names (when shown).
    pub name: Rgba,
    /// The halo behind point names.
    pub name_halo: Rgba,
    /// First's pieces (discs).
    pub first: Rgba,
    /// First's rim.
    pub first_rim: Rgba,
    /// First's inner mark.
    pub first_mark: Rgba,
    /// Second's pieces (rounded squares).
    pub second: Rgba,
    /// Second's rim.
    pub second_rim: Rgba,
    /// Second's inner mark.
    pub second_mark: Rgba,
    /// The shared piece (a diamond).
    pub shared: Rgba,
    /// The shared piece's rim.
    pub shared_rim: Rgba,
    /// A general's crown ring.
    pub general_crown: Rgba,
    /// The ring around the selected piece.
    pub selected: Rgba,
    /// The dot on each legal target.
    pub target: Rgba,
    /// The tint under the last move's two points.
    pub last_move: Rgba,
    /// The hint's arrow (and the review's best move).
    pub hint: Rgba,
    /// A point named in the rules text.
    pub highlight: Rgba,
    /// Rendezvous' well.
    pub well: Rgba,
    /// The shared piece's home.
    pub shared_home: Rgba,
    /// The opacity (0–255) of the last move's tint under its points.
    pub tint_alpha: u8,
}

impl From<core::BoardPalette> for BoardPalette {
    fn from(p: core::BoardPalette) -> Self {
        BoardPalette {
            board: p.board.into(),
            line: p.line.into(),
            name: p.name.into(),
            name_halo: p.name_halo.into(),
            first: p.first.into(),
            first_rim: p.first_rim.into(),
            first_mark: p.first_mark.into(),
            second: p.second.into(),
            second_rim: p.second_rim.into(),
            second_mark: p.second_mark.into(),
            shared: p.shared.into(),
            shared_rim: p.shared_rim.into(),
            general_crown: p.general_crown.into(),
            selected: p.selected.into(),
            target: p.target.into(),
            last_move: p.last_move.into(),
            hint: p.hint.into(),
            highlight: p.highlight.into(),
            well: p.well.into(),
            shared_home: p.shared_home.into(),
            tint_alpha: core::TINT_ALPHA,
        }
    }
}

/// The board's colours on a dark (`true`) or a light screen.
#[uniffi::export]
pub fn board_palette(dark: bool) -> BoardPalette {
    core::board_palette(dark).into()
}

/// The colour of a review label (★ ✓ ?! ? ??) in a move list, on a dark or a light screen
/// (at least 3 : 1 against the screen's background).
#[uniffi::export]
pub fn label_color(label: MoveLabel, dark: bool) -> Rgba {
    core::label_color(label.into(), dark).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palettes_are_the_cores() {
        let light = board_palette(false);
        assert_eq!(light.board, core::LIGHT.board.into());
        assert_eq!(light.selected, core::LIGHT.selected.into());
        assert_eq!(board_palette(true).last_move, core::DARK.last_move.into());
        assert_eq!(light.tint_alpha, core::TINT_ALPHA);
        assert_ne!(
            label_color(MoveLabel::Best, false),
            label_color(MoveLabel::Blunder, false)
        );
    }
}
