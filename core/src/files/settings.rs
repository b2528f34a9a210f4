//! App settings, stored as JSON by the apps. Reading is forgiving about versions
//! (unknown fields are ignored, missing ones take their defaults) and strict about
//! values (a wrong type or an out-of-range value is a typed error naming the field).

use crate::rules::game::{Level, Side};
use crate::rules::setup::TURN_TIME_CHOICES;
use crate::text::catalogue::DisplayLanguage;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Which language the app shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum LanguagePref {
    /// Follow the phone's language (Chinese if it is Chinese, English otherwise).
    #[default]
    System,
    /// 简体中文 (Simplified; `zh` in settings written before Traditional Chinese existed).
    Zh,
    /// 繁體中文 (Traditional).
    ZhHant,
    /// English.
    En,
    /// Simplified Chinese with English alongside.
    Both,
    /// Traditional Chinese with English alongside.
    BothHant,
}

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum ThemePref {
    /// Follow the phone.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// How a board labels its points: the players' choice (the setting `point_labels`) and what
/// a board view draws ([`crate::screens::board_view::BoardView::labels`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum PointLabels {
    /// No labels.
    Off,
    /// Files and ranks on the board's edge, out of the pieces' way, on a board whose points
    /// are named by file and rank (Jinmen's and Rendezvous' grids); a board whose points
    /// have names of their own (Weiming's, Zhong Kui's nine points) names each point.
    #[default]
    Edge,
    /// Each point's name beside the point.
    Every,
}

/// Every setting the apps persist. Across the FFI it is `AppSettings` (core/uniffi.toml); a
/// value out of range coming in is refused by the call that takes it ([`Settings::validate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Settings {
    /// Interface and rules language.
    pub language: LanguagePref,
    /// Light / dark theme.
    pub theme: ThemePref,
    /// The computer's level for new games.
    pub default_level: Level,
    /// The side the human plays in new games against the computer.
    pub default_human_side: Side,
    /// Seconds per turn for new games (`None` = off); one of [`TURN_TIME_CHOICES`].
    pub turn_seconds: Option<u32>,
    /// Sound effects.
    pub sound: bool,
    /// Vibration on moves and captures.
    pub haptics: bool,
    /// Light up the legal targets of a selected piece.
    pub show_legal_moves: bool,
    /// Mark the last move on the board.
    pub show_last_move: bool,
    /// Show the verdict (wins in N / draws / loses in N) with hints in the small games.
    pub show_verdicts: bool,
    /// In pass-and-play, turn the far player's banner upside down.
    pub rotate_for_opponent: bool,
    /// The computer resigns when it proves a forced loss (off by default: a player
    /// learning a game wants to finish the win).
    #[serde(default)]
    #[cfg_attr(feature = "ffi", uniffi(default = false))]
    pub computer_resigns: bool,
    /// How the board labels its points, so that the move list's point names can be found on
    /// it: files and ranks on the edge by default ([`PointLabels`]). A file of version 2 or
    /// earlier held `show_point_names` instead: `false` there, written as a choice, stays
    /// off; anything else reads as the default.
    #[serde(default)]
    pub point_labels: PointLabels,
    /// Show the small games' verdicts with hints also between two players on one phone
    /// (off by default: a verdict gives the position's result away).
    #[serde(default)]
    #[cfg_attr(feature = "ffi", uniffi(default = false))]
    pub verdicts_in_pass_and_play: bool,
    /// Offer hints also between two players on one phone (off by default: a hint between
    /// two players helps one against the other; a file without the field reads it as off).
    #[serde(default)]
    #[cfg_attr(feature = "ffi", uniffi(default = false))]
    pub hints_in_pass_and_play: bool,
    /// Whether the player chose the turn time on the settings screen. Until then, while a
    /// screen reader runs, new games have no turn timer ([`Settings::for_screen_reader`]);
    /// once chosen, the choice decides (off by default: a file without the field has not).
    #[serde(default)]
    #[cfg_attr(feature = "ffi", uniffi(default = false))]
    pub turn_time_chosen: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: LanguagePref::System,
            theme: ThemePref::System,
            default_level: crate::rules::setup::DEFAULT_LEVEL,
            default_human_side: Side::First,
            turn_seconds: Some(crate::rules::setup::DEFAULT_TURN_SECONDS),
            sound: true,
            haptics: true,
            show_legal_moves: true,
            show_last_move: true,
            show_verdicts: true,
            rotate_for_opponent: true,
            computer_resigns: false,
            point_labels: PointLabels::Edge,
            verdicts_in_pass_and_play: false,
            hints_in_pass_and_play: false,
            turn_time_chosen: false,
        }
    }
}

/// The version of the settings file this core writes (the field `version`).
/// - Version 1 (no `version`) was written while the points' names were off by default: its
///   `show_point_names: false` was that default, not a choice, and reads as the default
///   labels.
/// - Version 2 held `show_point_names`, on by default: `false` was a choice and reads as
///   [`PointLabels::Off`]; `true` reads as the default labels.
/// - Version 3 holds `point_labels`.
///
/// The file written next carries this version and keeps whatever the player chooses.
pub const SETTINGS_VERSION: u32 = 3;

/// The settings as the file holds them: the version, then every setting.
#[derive(Serialize)]
struct Written<'a> {
    version: u32,
    #[serde(flatten)]
    settings: &'a Settings,
}

/// Why settings JSON could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// Not JSON at all (or truncated).
    #[error("settings are not valid JSON: {0}")]
    Json(String),
    /// JSON, but not an object.
    #[error("settings must be a JSON object")]
    NotAnObject,
    /// A known field has a wrong type or an out-of-range value.
    #[error("setting `{field}` is invalid: {problem}")]
    Field {
        /// The field name.
        field: &'static str,
        /// What is wrong.
        problem: String,
    },
}

impl SettingsError {
    /// A turn time that is not one of [`TURN_TIME_CHOICES`]; `value` as the caller got
    /// it (`45`, `-30`, `null`).
    pub fn bad_turn_seconds(value: impl std::fmt::Display) -> SettingsError {
        let choices: Vec<String> = TURN_TIME_CHOICES
            .iter()
            .map(|c| c.map_or("off (null)".to_string(), |s| s.to_string()))
            .collect();
        SettingsError::Field {
            field: "turn_seconds",
            problem: format!("{value} is not one of {}", choices.join(", ")),
        }
    }
}

fn field<T: DeserializeOwned>(
    map: &serde_json::Map<String, serde_json::Value>,
    name: &'static str,
    slot: &mut T,
) -> Result<(), SettingsError> {
    if let Some(v) = map.get(name) {
        *slot = serde_json::from_value(v.clone()).map_err(|e| SettingsError::Field {
            field: name,
            problem: e.to_string(),
        })?;
    }
    Ok(())
}

impl Settings {
    /// The name of every field in the settings file, in the order `to_json` writes them.
    /// A `SettingsError::Field` always names one of these.
    pub const FIELDS: [&'static str; 17] = [
        "version",
        "language",
        "theme",
        "default_level",
        "default_human_side",
        "turn_seconds",
        "sound",
        "haptics",
        "show_legal_moves",
        "show_last_move",
        "show_verdicts",
        "rotate_for_opponent",
        "computer_resigns",
        "point_labels",
        "verdicts_in_pass_and_play",
        "hints_in_pass_and_play",
        "turn_time_chosen",
    ];

    /// Reads settings JSON: unknown fields ignored, missing ones defaulted, bad values rejected.
    /// A file of an earlier [`SETTINGS_VERSION`] (without `point_labels`) has its
    /// `show_point_names` read as that version meant it.
    pub fn from_json(json: &str) -> Result<Settings, SettingsError> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| SettingsError::Json(e.to_string()))?;
        let map = value.as_object().ok_or(SettingsError::NotAnObject)?;
        let mut version = 1u32;
        field(map, "version", &mut version)?;
        let mut s = Settings::default();
        field(map, "language", &mut s.language)?;
        field(map, "theme", &mut s.theme)?;
        field(map, "default_level", &mut s.default_level)?;
        field(map, "default_human_side", &mut s.default_human_side)?;
        field(map, "turn_seconds", &mut s.turn_seconds)?;
        field(map, "sound", &mut s.sound)?;
        field(map, "haptics", &mut s.haptics)?;
        field(map, "show_legal_moves", &mut s.show_legal_moves)?;
        field(map, "show_last_move", &mut s.show_last_move)?;
        field(map, "show_verdicts", &mut s.show_verdicts)?;
        field(map, "rotate_for_opponent", &mut s.rotate_for_opponent)?;
        field(map, "computer_resigns", &mut s.computer_resigns)?;
        if map.contains_key("point_labels") {
            field(map, "point_labels", &mut s.point_labels)?;
        } else {
            let mut names = true;
            field(map, "show_point_names", &mut names)?;
            // Before version 2 `false` was the default, not a choice.
            if !names && version == 2 {
                s.point_labels = PointLabels::Off;
            }
        }
        field(
            map,
            "verdicts_in_pass_and_play",
            &mut s.verdicts_in_pass_and_play,
        )?;
        field(map, "hints_in_pass_and_play", &mut s.hints_in_pass_and_play)?;
        field(map, "turn_time_chosen", &mut s.turn_time_chosen)?;
        s.validate()?;
        Ok(s)
    }

    /// Checks value ranges (the turn time must be one of the offered choices).
    pub fn validate(&self) -> Result<(), SettingsError> {
        if !TURN_TIME_CHOICES.contains(&self.turn_seconds) {
            return Err(SettingsError::bad_turn_seconds(
                self.turn_seconds.map_or("null".into(), |s| s.to_string()),
            ));
        }
        Ok(())
    }

    /// Writes settings JSON (the version, then every field, pretty-printed).
    /// The settings as the new-game form and the settings screen take them: while a screen
    /// reader runs, no turn timer unless the player chose a turn time (a countdown that a
    /// player who listens to the board cannot keep up with is no default).
    pub fn for_screen_reader(mut self, screen_reader: bool) -> Settings {
        if screen_reader && !self.turn_time_chosen {
            self.turn_seconds = None;
        }
        self
    }

    /// Writes settings JSON (every field, pretty-printed).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&Written {
            version: SETTINGS_VERSION,
            settings: self,
        })
        .expect("settings always serialize")
    }
}

impl DisplayLanguage {
    /// The settings' language with "System" resolved from the phone's preferred
    /// languages, most preferred first (BCP 47 tags such as `zh-Hans-CN`, `zh-Hant-TW`,
    /// `en-GB`, or Java's `zh_TW`): Traditional Chinese for `zh-Hant`, `zh-TW`, `zh-HK` and
    /// `zh-MO` (unless the tag says `Hans`), Simplified Chinese for the other Chinese
    /// locales, English otherwise.
    pub fn resolve<S: AsRef<str>>(setting: LanguagePref, preferred: &[S]) -> DisplayLanguage {
        match setting {
            LanguagePref::Zh => DisplayLanguage::Zh,
            LanguagePref::ZhHant => DisplayLanguage::ZhHant,
            LanguagePref::En => DisplayLanguage::En,
            LanguagePref::Both => DisplayLanguage::Both,
            LanguagePref::BothHant => DisplayLanguage::BothHant,
            LanguagePref::System => {
                let first = preferred.first().map(|s| s.as_ref()).unwrap_or("");
                let parts: Vec<String> = first
                    .split(['-', '_'])
                    .map(|p| p.to_ascii_lowercase())
                    .collect();
                if parts.first().map(String::as_str) != Some("zh") {
                    return DisplayLanguage::En;
                }
                let has = |p: &str| parts.iter().skip(1).any(|x| x == p);
                if has("hans") {
                    DisplayLanguage::Zh
                } else if has("hant") || has("tw") || has("hk") || has("mo") {
                    DisplayLanguage::ZhHant
                } else {
                    DisplayLanguage::Zh
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let s = Settings {
            language: LanguagePref::Both,
            theme: ThemePref::Dark,
            default_level: Level::Master,
            default_human_side: Side::Second,
            turn_seconds: None,
            sound: false,
            haptics: false,
            show_legal_moves: false,
            show_last_move: false,
            show_verdicts: false,
            rotate_for_opponent: false,
            computer_resigns: true,
            point_labels: PointLabels::Every,
            verdicts_in_pass_and_play: true,
            hints_in_pass_and_play: true,
            turn_time_chosen: true,
        };
        assert_eq!(Settings::from_json(&s.to_json()).unwrap(), s);
    }

    #[test]
    fn unknown_fields_ignored_missing_defaulted() {
        let s = Settings::from_json(r#"{"sound": false, "from_the_future": [1, 2]}"#).unwrap();
        assert!(!s.sound);
        assert_eq!(s.turn_seconds, Some(60));
        assert_eq!(Settings::from_json("{}").unwrap(), Settings::default());
    }

    #[test]
    fn fields_are_exactly_what_the_file_holds_and_each_is_checked() {
        let written: serde_json::Value =
            serde_json::from_str(&Settings::default().to_json()).unwrap();
        let keys: Vec<&str> = written
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        let mut fields = Settings::FIELDS.to_vec();
        let mut sorted_keys = keys.clone();
        fields.sort_unstable();
        sorted_keys.sort_unstable();
        assert_eq!(sorted_keys, fields);
        // Every field is read: a value of the wrong type is refused and named.
        for name in Settings::FIELDS {
            let json = format!("{{\"{name}\": [1]}}");
            assert_eq!(
                Settings::from_json(&json)
                    .unwrap_err()
                    .to_string()
                    .split('`')
                    .nth(1),
                Some(name),
                "{json}"
            );
        }
    }

    #[test]
    fn under_a_screen_reader_the_timer_is_off_until_the_player_chooses_one() {
        let s = Settings::default();
        assert_eq!(s.turn_seconds, Some(60));
        assert_eq!(s.for_screen_reader(false).turn_seconds, Some(60));
        assert_eq!(s.for_screen_reader(true).turn_seconds, None);
        // A file from before the field: not chosen.
        let old = Settings::from_json(r#"{"turn_seconds": 30}"#).unwrap();
        assert!(!old.turn_time_chosen);
        assert_eq!(old.for_screen_reader(true).turn_seconds, None);
        // Chosen (the settings screen sets the mark, even for the same 60 s): the choice decides.
        let chosen = Settings {
            turn_time_chosen: true,
            ..s
        };
        assert_eq!(chosen.for_screen_reader(true).turn_seconds, Some(60));
        let back = Settings::from_json(&chosen.to_json()).unwrap();
        assert_eq!(back, chosen);
    }

    #[test]
    fn points_are_labelled_on_the_edge_unless_the_player_chose_otherwise() {
        use PointLabels::{Edge, Every, Off};
        assert_eq!(Settings::default().point_labels, Edge);
        let labels = |json: &str| Settings::from_json(json).unwrap().point_labels;
        // A file written before any of the fields: the default.
        assert_eq!(labels(r#"{"language": "zh", "sound": false}"#), Edge);
        let via_serde: Settings = serde_json::from_value({
            let mut v: serde_json::Value =
                serde_json::from_str(&Settings::default().to_json()).unwrap();
            v.as_object_mut().unwrap().remove("point_labels");
            v
        })
        .unwrap();
        assert_eq!(via_serde.point_labels, Edge);
        // Version 1 (no version) said `false` because that was the default then.
        let before = r#"{"language": "en", "show_point_names": false, "sound": false}"#;
        let read = Settings::from_json(before).unwrap();
        assert_eq!(read.point_labels, Edge);
        assert!(!read.sound, "the rest of the file is kept");
        assert_eq!(labels(r#"{"version": 1, "show_point_names": false}"#), Edge);
        // Version 2: `false` was the player's choice and holds; `true` was the default.
        assert_eq!(labels(r#"{"version": 2, "show_point_names": false}"#), Off);
        assert_eq!(labels(r#"{"version": 2, "show_point_names": true}"#), Edge);
        assert!(Settings::from_json(r#"{"version": 2, "show_point_names": 3}"#).is_err());
        // Version 3: the choice holds, whatever an old field beside it says, and survives
        // the next write.
        for choice in [Off, Edge, Every] {
            let rewritten = Settings {
                point_labels: choice,
                ..Settings::from_json(before).unwrap()
            }
            .to_json();
            assert_eq!(labels(&rewritten), choice);
            let name = serde_json::to_string(&choice).unwrap();
            let json =
                format!(r#"{{"version": 3, "point_labels": {name}, "show_point_names": false}}"#);
            assert_eq!(labels(&json), choice);
        }
        let bad = Settings::from_json(r#"{"version": 3, "point_labels": "corners"}"#);
        assert!(bad.unwrap_err().to_string().contains("point_labels"));
        // The file says its version.
        let written: serde_json::Value =
            serde_json::from_str(&Settings::default().to_json()).unwrap();
        assert_eq!(written["version"], SETTINGS_VERSION);
    }

    #[test]
    fn hints_between_two_players_are_off_unless_asked_for() {
        assert!(!Settings::default().hints_in_pass_and_play);
        // A file written before the field existed reads it as off.
        let old = r#"{"language": "en", "show_verdicts": true}"#;
        assert!(!Settings::from_json(old).unwrap().hints_in_pass_and_play);
        let on = r#"{"hints_in_pass_and_play": true}"#;
        assert!(Settings::from_json(on).unwrap().hints_in_pass_and_play);
    }

    #[test]
    fn bad_values_name_the_field() {
        let err = |j: &str| Settings::from_json(j).unwrap_err().to_string();
        assert!(err(r#"{"sound": "yes"}"#).contains("`sound`"));
        assert_eq!(
            err(r#"{"turn_seconds": 45}"#),
            "setting `turn_seconds` is invalid: 45 is not one of off (null), 15, 30, 60, 120"
        );
        assert!(err(r#"{"default_level": "grandmaster"}"#).contains("`default_level`"));
        assert!(err(r#"{"language": "fr"}"#).contains("`language`"));
        assert_eq!(Settings::from_json("[]"), Err(SettingsError::NotAnObject));
        assert!(matches!(
            Settings::from_json("{\"sound\": tr"),
            Err(SettingsError::Json(_))
        ));
        assert!(Settings::from_json(r#"{"turn_seconds": null}"#)
            .unwrap()
            .turn_seconds
            .is_none());
    }
}
