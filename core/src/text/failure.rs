//! What a player reads when something fails: one short sentence in their language, from the
//! catalogue, and the technical details (the core's English reason) for whoever asks.
//!
//! The shells never build such a sentence and never show an exception's text: they ask for
//! the [`FailureText`] of a [`FailureKind`] — the kind named by what the app was doing (a
//! save, reading the statistics, a review), or else by what went wrong (a damaged file, the
//! storage, a bug).

use crate::text::catalogue::{DisplayLanguage, Label};

/// What failed, as a player is told it. Each kind has one sentence ([`FailureKind::label`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum FailureKind {
    // What the app was doing.
    /// A save, an autosave or clearing the autosave was not written.
    SaveFailed,
    /// Another file (statistics, settings, puzzle progress, practice) was not written.
    WriteFailed,
    /// A saved game was not deleted.
    DeleteFailed,
    /// A saved game did not load.
    SaveUnreadable,
    /// The saved games could not be listed.
    SavesUnreadable,
    /// A new game, a puzzle or an exercise could not be set up.
    GameNotStarted,
    /// The statistics file does not read.
    StatsUnreadable,
    /// The puzzle progress file does not read.
    PuzzleProgressUnreadable,
    /// The practice file does not read.
    PracticeUnreadable,
    /// The review could not be made.
    ReviewFailed,
    /// A pasted text is not a game.
    NotAGame,
    // What went wrong, when the app says nothing more.
    /// A file (a save, a data file) is damaged.
    FileDamaged,
    /// The storage refused a read or a write.
    StorageFailed,
    /// A saved game asked for is not there.
    SaveNotFound,
    /// Settings the core refuses.
    SettingsInvalid,
    /// Something asked is not possible now (the game is over, it is not this player's turn,
    /// nothing to undo, a bad value).
    NotPossibleNow,
    /// Something was cancelled.
    Cancelled,
    /// A bug in the core.
    Internal,
}

impl FailureKind {
    /// Every kind.
    pub const ALL: [FailureKind; 18] = [
        FailureKind::SaveFailed,
        FailureKind::WriteFailed,
        FailureKind::DeleteFailed,
        FailureKind::SaveUnreadable,
        FailureKind::SavesUnreadable,
        FailureKind::GameNotStarted,
        FailureKind::StatsUnreadable,
        FailureKind::PuzzleProgressUnreadable,
        FailureKind::PracticeUnreadable,
        FailureKind::ReviewFailed,
        FailureKind::NotAGame,
        FailureKind::FileDamaged,
        FailureKind::StorageFailed,
        FailureKind::SaveNotFound,
        FailureKind::SettingsInvalid,
        FailureKind::NotPossibleNow,
        FailureKind::Cancelled,
        FailureKind::Internal,
    ];

    /// The kind's sentence in the catalogue.
    pub const fn label(self) -> Label {
        match self {
            FailureKind::SaveFailed => Label::SaveFailed,
            FailureKind::WriteFailed => Label::WriteFailed,
            FailureKind::DeleteFailed => Label::DeleteFailed,
            FailureKind::SaveUnreadable => Label::SaveUnreadable,
            FailureKind::SavesUnreadable => Label::SavesUnreadable,
            FailureKind::GameNotStarted => Label::GameNotStarted,
            FailureKind::StatsUnreadable => Label::StatsUnreadable,
            FailureKind::PuzzleProgressUnreadable => Label::PuzzleProgressUnreadable,
            FailureKind::PracticeUnreadable => Label::PracticeUnreadable,
            FailureKind::ReviewFailed => Label::ReviewFailed,
            FailureKind::NotAGame => Label::NotAGame,
            FailureKind::FileDamaged => Label::FileDamaged,
            FailureKind::StorageFailed => Label::StorageFailed,
            FailureKind::SaveNotFound => Label::SaveNotFound,
            FailureKind::SettingsInvalid => Label::SettingsInvalid,
            FailureKind::NotPossibleNow => Label::NotPossibleNow,
            FailureKind::Cancelled => Label::Stopped,
            FailureKind::Internal => Label::InternalError,
        }
    }
}

/// A failure as a screen shows it: the sentence, and the details on demand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct FailureText {
    /// What happened, for the player, in their language ("The game could not be saved").
    pub sentence: String,
    /// Why, in the core's words (English; for a pasted text that is not a game, the
    /// player's language): shown only when asked for.
    pub details: String,
    /// The button that shows the details ("Details").
    pub details_label: String,
}

impl FailureText {
    /// The sentence of `kind` in `language`, with `details`.
    pub fn of(kind: FailureKind, language: DisplayLanguage, details: impl Into<String>) -> Self {
        FailureText::new(language, kind.label(), details)
    }

    /// The sentence of a catalogue `label` in `language`, with `details`.
    pub fn new(language: DisplayLanguage, label: Label, details: impl Into<String>) -> Self {
        FailureText::said(language, language.say(label), details)
    }

    /// A sentence already in `language` (a refused move's, from [`crate::text::messages`]),
    /// with `details`.
    pub fn said(
        language: DisplayLanguage,
        sentence: impl Into<String>,
        details: impl Into<String>,
    ) -> Self {
        FailureText {
            sentence: sentence.into(),
            details: details.into(),
            details_label: language.say(Label::Details),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_sentence_in_every_language_and_keeps_its_details() {
        for kind in FailureKind::ALL {
            for lang in DisplayLanguage::ALL {
                let t = FailureText::of(kind, lang, "could not write /x: No space left");
                assert!(!t.sentence.is_empty(), "{kind:?} {lang:?}");
                assert!(!t.sentence.contains("reason"), "{kind:?} {lang:?}");
                assert_eq!(t.details, "could not write /x: No space left");
                assert!(!t.details_label.is_empty());
            }
        }
    }

    #[test]
    fn a_failed_save_in_each_language() {
        let said = |lang| FailureText::of(FailureKind::SaveFailed, lang, "").sentence;
        assert_eq!(said(DisplayLanguage::En), "The game could not be saved");
        assert_eq!(said(DisplayLanguage::Zh), "对局未能保存");
        assert_eq!(said(DisplayLanguage::ZhHant), "對局未能儲存");
        assert_eq!(
            said(DisplayLanguage::Both),
            "对局未能保存 The game could not be saved"
        );
        let damaged = FailureText::of(FailureKind::FileDamaged, DisplayLanguage::ZhHant, "x");
        assert_eq!(damaged.sentence, "這個檔案已損壞，無法讀取");
        assert_eq!(damaged.details_label, "詳情");
    }

    #[test]
    fn the_kinds_sentences_differ() {
        let mut seen = std::collections::HashSet::new();
        for kind in FailureKind::ALL {
            assert!(seen.insert(kind.label()), "{kind:?} shares its sentence");
        }
    }
}
