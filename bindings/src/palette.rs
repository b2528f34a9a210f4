//! The board's colours (the core's `palette`): both apps paint with these, light or dark.

use folkchess_core::screens::palette as core;
use folkchess_core::MoveLabel;

/// A colour: red, green, blue (sRGB, 0–255) and opacity (0–255, 255 opaque); the core's own.
pub use folkchess_core::screens::palette::Rgba;

/// The colours of the board, its pieces and its marks; the core's own.
pub use folkchess_core::screens::palette::BoardPalette;

/// The colours of everything around the board; the core's own.
pub use folkchess_core::screens::palette::AppPalette;

/// The colours around the board (surfaces, texts, accents, control edges) on a dark
/// (`true`) or a light screen: texts at least 4.5 : 1, shapes at least 3 : 1 (tested in
/// the core).
#[uniffi::export]
pub fn app_palette(dark: bool) -> AppPalette {
    core::app_palette(dark)
}

/// The board's colours on a dark (`true`) or a light screen.
#[uniffi::export]
pub fn board_palette(dark: bool) -> BoardPalette {
    core::board_palette(dark)
}

/// The colour of a review label (★ ✓ ?! ? ??) in a move list, on a dark or a light screen
/// (at least 3 : 1 against the screen's background).
#[uniffi::export]
pub fn label_color(label: MoveLabel, dark: bool) -> Rgba {
    core::label_color(label, dark)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palettes_are_the_cores() {
        let light = board_palette(false);
        assert_eq!(light.board, core::LIGHT.board);
        assert_eq!(light.selected, core::LIGHT.selected);
        assert_eq!(board_palette(true).last_move, core::DARK.last_move);
        assert_eq!(light.tint_alpha, core::TINT_ALPHA);
        assert_ne!(
            label_color(MoveLabel::Best, false),
            label_color(MoveLabel::Blunder, false)
        );
    }
}
