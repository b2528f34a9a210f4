//! Static information: the catalogue of games, board layouts and hit-testing, the
//! rules texts, the glossary, level and side names.

use crate::error::{guard, FfiResult, FolkChessError};
use crate::types::PointRole;
use crate::types::{index_of, point_in, point_named, to_i32, GameKind, Language, Level, Side};
use folkchess_core::rules::board::Board;
use folkchess_core::text::rules_text::{self, Lang};
use folkchess_core::{text::messages, GameId, Position};

/// One game of the catalogue.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct GameInfo {
    /// Which game.
    pub game: GameKind,
    /// The stable id used in saves and the CLI (`weiming`, `zhongkui`, `jinmen`, `huishi`).
    pub id: String,
    /// The Chinese name (未名双承棋之三 …).
    pub name_zh: String,
    /// The English name (Weiming Shuang Cheng Chess III …).
    pub name_en: String,
    /// A one-line Chinese tagline.
    pub tagline_zh: String,
    /// A one-line English tagline.
    pub tagline_en: String,
    /// Number of points on the board.
    pub point_count: i32,
    /// Pieces each side starts with (generals included).
    pub pieces_per_side: i32,
    /// Generals each side starts with (2 in Rendezvous, otherwise 0).
    pub generals_per_side: i32,
    /// Shared pieces on the board (1 in the two Shuang Cheng games, otherwise 0).
    pub shared_pieces: i32,
    /// Whether the computer plays this game perfectly (solved exactly), so that
    /// verdicts ("wins in 7") are available.
    pub exactly_solved: bool,
    /// Whether pieces can be captured (Jinmen only).
    pub has_captures: bool,
}

fn game_info(game: GameId) -> GameInfo {
    let start = Position::start(game);
    let first = start.pieces(folkchess_core::Side::First);
    let generals = (first & start.generals()).count();
    let doc_zh = rules_text::game_rules(game, Lang::Zh);
    let doc_en = rules_text::game_rules(game, Lang::En);
    GameInfo {
        game,
        id: game.id().to_string(),
        name_zh: doc_zh.name,
        name_en: doc_en.name,
        tagline_zh: doc_zh.tagline,
        tagline_en: doc_en.tagline,
        point_count: to_i32(start.board().len()),
        pieces_per_side: first.count() as i32,
        generals_per_side: generals as i32,
        shared_pieces: i32::from(start.shared_piece().is_some()),
        exactly_solved: game.is_small(),
        has_captures: game == GameId::Jinmen,
    }
}

/// The four games in catalogue order.
#[uniffi::export]
pub fn catalogue() -> FfiResult<Vec<GameInfo>> {
    guard(|| Ok(GameId::ALL.into_iter().map(game_info).collect()))
}

/// One game of the catalogue.
#[uniffi::export]
pub fn game_info_of(game: GameKind) -> FfiResult<GameInfo> {
    guard(|| Ok(game_info(game)))
}

/// The game with this stable id (`weiming`, `zhongkui`, `jinmen`, `huishi`).
#[uniffi::export]
pub fn game_from_id(id: String) -> FfiResult<GameKind> {
    guard(|| {
        id.parse::<GameId>()
            .map_err(|e| FolkChessError::invalid(e.to_string()))
    })
}

/// A point of a board layout.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct LayoutPoint {
    /// The point's index (0-based, the order of the game's point table).
    pub index: i32,
    /// Its lower-case name in notation (`b2`, `tl`, `s`).
    pub name: String,
    /// Drawing x in layout units (grows to the right).
    pub x: f64,
    /// Drawing y in layout units (grows downwards).
    pub y: f64,
    /// Its role (ordinary, shared piece's home, well).
    pub role: PointRole,
}

/// The drawing extent of a board in layout units.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct LayoutBounds {
    /// Smallest x of any point.
    pub min_x: f64,
    /// Smallest y of any point.
    pub min_y: f64,
    /// Largest x of any point.
    pub max_x: f64,
    /// Largest y of any point.
    pub max_y: f64,
}

/// Everything needed to draw a board and hit-test taps on it.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct BoardLayout {
    /// Which game.
    pub game: GameKind,
    /// The points in index order.
    pub points: Vec<LayoutPoint>,
    /// The lines, each a list of point indices in order along the line; draw each as
    /// straight segments between consecutive points.
    pub lines: Vec<Vec<i32>>,
    /// The extent of the points.
    pub bounds: LayoutBounds,
    /// The smallest distance between two points, in layout units: size pieces and
    /// touch targets by it so that neighbours never overlap.
    pub min_spacing: f64,
}

/// The layout of a game's board.
#[uniffi::export]
pub fn board_layout(game: GameKind) -> FfiResult<BoardLayout> {
    guard(|| {
        let board = Board::of(game);
        let b = board.bounds();
        Ok(BoardLayout {
            game,
            points: board
                .all()
                .map(|p| {
                    let info = board.point(p);
                    LayoutPoint {
                        index: index_of(p),
                        name: info.name.clone(),
                        x: info.x,
                        y: info.y,
                        role: info.role,
                    }
                })
                .collect(),
            lines: board
                .lines()
                .iter()
                .map(|l| l.iter().map(|&p| index_of(p)).collect())
                .collect(),
            bounds: LayoutBounds {
                min_x: b.min_x,
                min_y: b.min_y,
                max_x: b.max_x,
                max_y: b.max_y,
            },
            min_spacing: board.min_spacing(),
        })
    })
}

/// Hit testing: the index of the point nearest to (`x`, `y`) in layout units if it lies
/// within `radius` (ties go to the lower index), or none. Coordinates and radius must be
/// finite and the radius not negative.
#[uniffi::export]
pub fn nearest_point(game: GameKind, x: f64, y: f64, radius: f64) -> FfiResult<Option<i32>> {
    guard(|| {
        for (name, v) in [("x", x), ("y", y), ("radius", radius)] {
            if !v.is_finite() {
                return Err(FolkChessError::invalid(format!(
                    "hit test {name} must be a finite number, got {v}"
                )));
            }
        }
        if radius < 0.0 {
            return Err(FolkChessError::invalid(format!(
                "hit test radius must not be negative, got {radius}"
            )));
        }
        Ok(Board::of(game).nearest_point(x, y, radius).map(index_of))
    })
}

/// The index of the point with this name (`b2`) on the game's board.
#[uniffi::export]
pub fn point_index(game: GameKind, name: String) -> FfiResult<i32> {
    guard(|| point_named(game, &name).map(index_of))
}

/// The name of the point with this index on the game's board.
#[uniffi::export]
pub fn point_name(game: GameKind, index: i32) -> FfiResult<String> {
    guard(|| {
        let game: GameId = game;
        let p = point_in(game, index)?;
        Ok(Board::of(game).name(p).to_string())
    })
}

/// A run of rich text.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TextSpan {
    /// Plain text.
    Text {
        /// The text, shown as is.
        text: String,
    },
    /// A reference to a board point, shown as its name; the app may highlight it.
    Point {
        /// The point's name (`b2`).
        name: String,
        /// The point's index on the game's board, when the text belongs to a game and
        /// the board has the point (none in the app-rules section).
        index: Option<i32>,
    },
    /// A glossary term (see [`glossary`]); the app may show its definition on tap.
    Term {
        /// The glossary entry's id.
        term: String,
        /// The text as shown.
        text: String,
    },
}

/// A paragraph, bullet item or fact: spans in reading order.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RichText {
    /// The spans.
    pub spans: Vec<TextSpan>,
    /// The whole text as plain text (point references written as their names).
    pub plain: String,
}

/// A block of a rules section.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum RulesBlock {
    /// A paragraph.
    Paragraph {
        /// The paragraph's text.
        text: RichText,
    },
    /// A bullet list.
    Bullets {
        /// One rich text per bullet.
        items: Vec<RichText>,
    },
}

/// A section of the rules (`board`, `movement`, `special`, `winning`, `tip`, or `app`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RulesSection {
    /// Stable id, the same in both languages.
    pub id: String,
    /// The heading as shown.
    pub heading: String,
    /// The ids of the rules the section states.
    pub rule_ids: Vec<String>,
    /// The content.
    pub blocks: Vec<RulesBlock>,
}

fn rich(text: &rules_text::RichText, board: Option<&Board>) -> RichText {
    RichText {
        spans: text
            .spans
            .iter()
            .map(|s| match s {
                rules_text::Span::Text { text } => TextSpan::Text { text: text.clone() },
                rules_text::Span::Point { point } => TextSpan::Point {
                    name: point.clone(),
                    index: board.and_then(|b| b.find(point)).map(index_of),
                },
                rules_text::Span::Term { term, text } => TextSpan::Term {
                    term: term.clone(),
                    text: text.clone(),
                },
            })
            .collect(),
        plain: text.to_plain(),
    }
}

fn section(s: &rules_text::Section, board: Option<&Board>) -> RulesSection {
    RulesSection {
        id: s.id.clone(),
        heading: s.heading.clone(),
        rule_ids: s.rule_ids.clone(),
        blocks: s
            .blocks
            .iter()
            .map(|b| match b {
                rules_text::Block::Paragraph { text } => RulesBlock::Paragraph {
                    text: rich(text, board),
                },
                rules_text::Block::Bullets { items } => RulesBlock::Bullets {
                    items: items.iter().map(|i| rich(i, board)).collect(),
                },
            })
            .collect(),
    }
}

/// A glossary entry: one concept with its term and definition in each language.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GlossaryTerm {
    /// Stable id (`shared-piece`), as in [`TextSpan::Term`].
    pub id: String,
    /// The Chinese term (公用棋子).
    pub term_zh: String,
    /// The English term (shared piece).
    pub term_en: String,
    /// A one-sentence Chinese definition.
    pub definition_zh: String,
    /// A one-sentence English definition.
    pub definition_en: String,
    /// The games whose rules use the term.
    pub games: Vec<GameKind>,
}

/// The bilingual glossary of the rules texts.
#[uniffi::export]
pub fn glossary() -> FfiResult<Vec<GlossaryTerm>> {
    guard(|| {
        Ok(rules_text::glossary()
            .iter()
            .map(|e| GlossaryTerm {
                id: e.id.clone(),
                term_zh: e.zh.clone(),
                term_en: e.en.clone(),
                definition_zh: e.definition_zh.clone(),
                definition_en: e.definition_en.clone(),
                games: e.games.to_vec(),
            })
            .collect())
    })
}

/// A level with its names.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LevelInfo {
    /// The level.
    pub level: Level,
    /// Stable id (`beginner` … `master`), as in settings JSON.
    pub id: String,
    /// Chinese name (入门 … 大师).
    pub name_zh: String,
    /// English name (Beginner … Master).
    pub name_en: String,
}

/// The five levels, weakest first.
#[uniffi::export]
pub fn levels() -> FfiResult<Vec<LevelInfo>> {
    guard(|| {
        Ok(folkchess_core::Level::ALL
            .into_iter()
            .map(|l| LevelInfo {
                level: l,
                id: l.id().to_string(),
                name_zh: l.name_zh().to_string(),
                name_en: l.name_en().to_string(),
            })
            .collect())
    })
}

/// A side's name with its colour: "First (red)" / "先手（红）".
#[uniffi::export]
pub fn side_name(side: Side, language: Language) -> FfiResult<String> {
    guard(|| Ok(messages::side_name(side, language).to_string()))
}

/// The version of the core library (`0.1.0`), to show in "About".
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// One language's page of the rules screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RulesPage {
    /// Which language.
    pub language: Language,
    /// The game's name.
    pub name: String,
    /// Its tagline.
    pub tagline: String,
    /// In reading order: key facts ("label: value" bullets), quick start, the rules, and
    /// the app rules last.
    pub sections: Vec<RulesSection>,
}

/// The rules screen's pages of `game`: one per language of `rules_language` (Chinese,
/// English, or both, Chinese first).
#[uniffi::export]
pub fn rules_pages(
    game: GameKind,
    rules_language: crate::board::DisplayLanguage,
) -> Vec<RulesPage> {
    let game: GameId = game;
    let board = Board::of(game);
    let display: folkchess_core::text::catalogue::DisplayLanguage = rules_language;
    let hant = |lang: rules_text::Lang| display.is_hant() && lang == rules_text::Lang::Zh;
    display
        .langs()
        .iter()
        .map(|&lang| RulesPage {
            language: lang,
            name: display.render(lang, rules_text::game_name(game, lang).to_string()),
            tagline: display.render(lang, rules_text::game_rules(game, lang).tagline),
            sections: rules_text::screen_sections(game, lang)
                .iter()
                .map(|s| {
                    if hant(lang) {
                        s.map_words(&folkchess_core::text::hant::to_hant)
                    } else {
                        s.clone()
                    }
                })
                .map(|s| {
                    // The app rules belong to no board: their point names link nowhere.
                    let app = s.id == "app";
                    section(&s, (!app).then_some(board))
                })
                .collect(),
        })
        .collect()
}

/// The BCP 47 tag of a spoken text's language (`zh-Hans`, `zh-Hant`, `en`): what the platform's
/// speech wants (Android's `LocaleSpan`, iOS's `accessibilitySpeechLanguage`).
#[uniffi::export]
pub fn speech_tag(language: folkchess_core::screens::speech::SpeechLanguage) -> String {
    language.tag().to_string()
}

/// The name of the sound of a feedback: the file `<name>.wav` of each app (Android
/// `res/raw`, iOS `Resources/Sounds`), made by `scripts/make-sounds`.
#[uniffi::export]
pub fn feedback_sound(kind: folkchess_core::screens::table::FeedbackKind) -> String {
    kind.sound().to_string()
}

/// How a feedback vibrates: pulses of (on, off, on, …) milliseconds, the first on at once.
#[uniffi::export]
pub fn feedback_vibration_ms(kind: folkchess_core::screens::table::FeedbackKind) -> Vec<u32> {
    kind.vibration_ms()
}
