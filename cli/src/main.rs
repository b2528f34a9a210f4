//! `folkchess`: the Folk Chess 民间棋 command line.
//!
//! Play the four games in a terminal (`folkchess play`, or just `folkchess`), drive
//! the engine from tools (`folkchess engine`, specified in `docs/engine-protocol.md`),
//! count move paths (`perft`), solve the small games (`solve`), run self-play
//! matches between levels (`match`), print the rules (`rules`), draw a position
//! (`board`) or review a game (`review`). See `docs/cli.md`.
//!
//! Errors in the arguments (an unknown game, level, side or language, a malformed
//! position text) print one line on stderr and exit with status 2.

#![cfg_attr(not(test), warn(clippy::unwrap_used))]

mod art;
mod command;
mod commands;
mod console;
mod format;
mod input;
mod keys;
mod learn;
mod lineedit;
mod matchplay;
mod menu;
mod play;
mod practice;
mod puzzle;
mod render;
mod review;
mod saves;
mod stats;
mod table_shell;
mod term;
mod text;
mod trainer_shell;
mod wall;

use clap::{Args, Parser, Subcommand};
use folkchess_cli::engine;
use folkchess_core::{DisplayLanguage, GameId, Level, Mode, Setup, Side};
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

/// The command line.
#[derive(Debug, Parser)]
#[command(
    name = "folkchess",
    version,
    about = "Folk Chess 民间棋: four Chinese folk board games in the terminal, and the engine for tools",
    after_help = "With no command, `folkchess` starts `play` with a menu."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a game in the terminal (against the computer, or two players).
    Play(PlayArgs),
    /// Print the number of move paths for each depth from 1 to DEPTH.
    Perft {
        /// weiming, zhongkui, jinmen or huishi.
        #[arg(value_parser = parse_game)]
        game: GameId,
        /// The largest depth.
        depth: u32,
        /// Start from this position text (docs/notation.md) instead of the start.
        #[arg(long, value_name = "TEXT")]
        position: Option<String>,
    },
    /// Solve a small game (weiming, zhongkui) exactly and print statistics; with --full,
    /// build a game's whole table on disk (huishi too), resumable.
    Solve {
        /// weiming or zhongkui; with --full also huishi.
        #[arg(value_parser = parse_game)]
        game: GameId,
        /// Build the whole table with the retrograde solver into --out DIR (resumes an
        /// interrupted build there).
        #[arg(long, requires = "out")]
        full: bool,
        /// The table's directory (checkpoints, the table, its checksum and counts).
        #[arg(long, value_name = "DIR", requires = "full")]
        out: Option<PathBuf>,
        /// Threads for the first pass and the layers.
        #[arg(long, default_value_t = 1, requires = "full")]
        threads: usize,
        /// Save the cells after a layer when this many minutes have passed since the last save.
        #[arg(long, default_value_t = 10, value_name = "MINUTES", requires = "full")]
        checkpoint_minutes: u64,
        /// Check this many random positions of the finished table for self-consistency.
        #[arg(long, default_value_t = 100_000, value_name = "N", requires = "full")]
        verify: u64,
        /// Then judge each level's move by the table on N random reachable positions.
        #[arg(long, default_value_t = 0, value_name = "N", requires = "full")]
        measure: usize,
        /// Then write the opening book (every position within --book-plies of the start)
        /// to FILE.
        #[arg(long, value_name = "FILE", requires = "full")]
        book: Option<PathBuf>,
        /// The book's depth in plies.
        #[arg(long, default_value_t = 6, value_name = "N", requires = "book")]
        book_plies: u32,
    },
    /// Speak the engine protocol on stdin/stdout (docs/engine-protocol.md).
    Engine {
        /// A directory of finished tables (`folkchess solve GAME --full --out DIR`):
        /// `verdict` answers exactly in their games too.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
    },
    /// Self-play between two levels with colours alternated.
    Match(MatchArgs),
    /// Print the rules of a game (and the app rules as they hold in the terminal).
    Rules {
        /// weiming, zhongkui, jinmen or huishi.
        #[arg(value_parser = parse_game)]
        game: GameId,
        /// Language: en, zh (or zh-Hans, Simplified Chinese) or zh-Hant (Traditional).
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: DisplayLanguage,
        /// The page docs/rules/GAME.md: the core's rules text in both languages, with the
        /// apps' app rules, as Markdown (scripts/gen-rules-docs writes it).
        #[arg(long, conflicts_with = "lang")]
        markdown: bool,
    },
    /// Review a game: each ply's value before and after, a label, the best move.
    Review(ReviewArgs),
    /// Your results: games won, drawn and lost per game and opponent, the streak of wins
    /// and a rating against the computer's levels (games finished in `play` are counted).
    Stats {
        /// Where the saves and statistics are kept (default: the platform's data
        /// directory, as for `play`).
        #[arg(long, value_name = "DIR")]
        data_dir: Option<PathBuf>,
        /// text (a table with streaks and ratings) or tsv (`game opponent won drawn lost`).
        #[arg(long, default_value = "text", value_parser = format::parse_format)]
        format: format::Format,
        /// Empty the statistics (with --yes).
        #[arg(long)]
        reset: bool,
        /// Confirms --reset.
        #[arg(long, requires = "reset")]
        yes: bool,
    },
    /// Find better moves where you went wrong: the mistakes of reviewed games, kept
    /// until solved.
    Practice {
        /// Where the saves and exercises are kept (default: the platform's data
        /// directory, as for `play`).
        #[arg(long, value_name = "DIR")]
        data_dir: Option<PathBuf>,
        /// Only this game's exercises.
        #[arg(long, value_parser = parse_game)]
        game: Option<GameId>,
        /// List the open exercises instead of playing them.
        #[arg(long)]
        list: bool,
        /// With --list: text, or tsv (`id game label position played best`).
        #[arg(long, default_value = "text", value_parser = format::parse_format, requires = "list")]
        format: format::Format,
    },
    /// Puzzles: play the day's puzzle (or one of a game, a date, an id), list the
    /// set, or generate it (docs/puzzles.md).
    Puzzle(PuzzleArgs),
    /// Lessons: learn a game in a few short lessons (`learn list` prints them).
    Learn(LearnArgs),
    /// Draw a board (the start position, or a position text).
    Board {
        /// weiming, zhongkui, jinmen or huishi.
        #[arg(value_parser = parse_game)]
        game: GameId,
        /// The position text to draw.
        #[arg(long, value_name = "TEXT")]
        position: Option<String>,
        /// Plain ASCII even on a terminal.
        #[arg(long)]
        ascii: bool,
    },
}

/// Options of `folkchess play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// weiming, zhongkui, jinmen or huishi (asked in a menu when absent), or a save
    /// file to continue.
    #[arg(value_name = "GAME|FILE", value_parser = parse_game_or_file)]
    pub what: Option<GameOrFile>,
    /// The game (the same as the GAME argument).
    #[arg(long, value_parser = parse_game, conflicts_with_all = ["what", "load"])]
    pub game: Option<GameId>,
    /// Continue the game saved in FILE (the same as the FILE argument).
    #[arg(long, value_name = "FILE", conflicts_with = "what")]
    pub load: Option<PathBuf>,
    /// Where the autosave is kept (default: the platform's data directory, e.g.
    /// ~/.local/share/folkchess).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// The computer's level: beginner, easy, medium, hard or master (default: the
    /// apps' default level).
    #[arg(long, value_parser = parse_level)]
    pub level: Option<Level>,
    /// Your side against the computer: first (red) or second (black); default first.
    #[arg(long, value_parser = parse_side)]
    pub side: Option<Side>,
    /// Two players take turns at this terminal; no computer.
    #[arg(long, conflicts_with_all = ["level", "side"])]
    pub pass_and_play: bool,
    /// Seconds per turn (any whole number the core accepts); a turn that runs out passes.
    #[arg(long, value_name = "SECONDS", value_parser = parse_timer, allow_negative_numbers = true)]
    pub timer: Option<u32>,
    /// Language of the messages: en, zh (or zh-Hans, Simplified Chinese) or zh-Hant
    /// (Traditional Chinese).
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub lang: DisplayLanguage,
    /// Plain ASCII drawing even on a terminal.
    #[arg(long)]
    pub ascii: bool,
    /// No colours even on a terminal.
    #[arg(long)]
    pub no_color: bool,
    /// Seed for the computer's choices (default: random on a terminal, 0 otherwise).
    #[arg(long)]
    pub seed: Option<u64>,
}

impl Default for PlayArgs {
    fn default() -> Self {
        PlayArgs {
            what: None,
            game: None,
            load: None,
            data_dir: None,
            level: None,
            side: None,
            pass_and_play: false,
            timer: None,
            lang: DisplayLanguage::En,
            ascii: false,
            no_color: false,
            seed: None,
        }
    }
}

/// Options of `folkchess puzzle`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct PuzzleArgs {
    /// list or generate; without one, the puzzle of the day (or of --game, --date,
    /// --id) is played.
    #[command(subcommand)]
    pub action: Option<PuzzleAction>,
    /// The game: the day's puzzle among this game's puzzles.
    #[arg(long, value_parser = parse_game)]
    pub game: Option<GameId>,
    /// The puzzle of this day instead of today's (UTC).
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub date: Option<String>,
    /// The puzzle with this id (`weiming-0042`; `folkchess puzzle list` shows them).
    #[arg(long, conflicts_with = "date")]
    pub id: Option<String>,
    /// Where the progress file (puzzles.json) is kept (default: the platform's data
    /// directory, as for `play`).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Language of the messages: en, zh (or zh-Hans) or zh-Hant.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub lang: DisplayLanguage,
    /// Plain ASCII drawing even on a terminal.
    #[arg(long)]
    pub ascii: bool,
}

/// Options of `folkchess learn`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct LearnArgs {
    /// list: print the lessons; without it, the game's lessons are played.
    #[command(subcommand)]
    pub action: Option<LearnAction>,
    /// The game (default weiming): its lessons from the first not yet done.
    #[arg(value_parser = parse_game)]
    pub game: Option<GameId>,
    /// Where the lesson progress (lessons/lessons.json) is kept (default: the platform's
    /// data directory, as for `play`).
    #[arg(long, value_name = "DIR", global = true)]
    pub data_dir: Option<PathBuf>,
    /// Language of the lessons: en, zh (or zh-Hans) or zh-Hant.
    #[arg(long, default_value = "en", value_parser = parse_lang, global = true)]
    pub lang: DisplayLanguage,
    /// Plain ASCII drawing even on a terminal.
    #[arg(long)]
    pub ascii: bool,
}

/// The subcommands of `folkchess learn`.
#[derive(Debug, Subcommand)]
pub enum LearnAction {
    /// Print the lessons: as tsv a header line and one line per lesson (`id game title
    /// steps`); as text, by game, with the stars of the lessons done.
    List {
        /// Only this game's lessons.
        #[arg(long, value_parser = parse_game)]
        game: Option<GameId>,
        /// text or tsv.
        #[arg(long, default_value = "text", value_parser = format::parse_format)]
        format: format::Format,
    },
}

/// The subcommands of `folkchess puzzle`.
#[derive(Debug, Subcommand)]
pub enum PuzzleAction {
    /// Print the puzzles, one a line: id game position solution value difficulty.
    List {
        /// Only this game's puzzles.
        #[arg(long, value_parser = parse_game)]
        game: Option<GameId>,
        /// plain (an aligned table) or tsv (tab-separated, as the set's files).
        #[arg(long, default_value = "plain", value_parser = puzzle::parse_list_format)]
        format: puzzle::ListFormat,
    },
    /// Generate a game's puzzle set (for the default seed, exactly the committed file
    /// core/src/training/puzzle/data/GAME.tsv).
    Generate {
        /// The game.
        #[arg(long, value_parser = parse_game)]
        game: GameId,
        /// Write the set to FILE instead of stdout.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The seed of the self-play (jinmen, huishi).
        #[arg(long, default_value_t = folkchess_core::training::puzzle::DEFAULT_SEED)]
        seed: u64,
        /// Prove each candidate by the game's finished exact table in DIR (as `folkchess
        /// solve GAME --full --out DIR` builds it) instead of by search: the committed
        /// huishi set is made this way.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
    },
    /// Prove a game's committed puzzle set against its finished exact table in DIR (as
    /// `folkchess solve GAME --full --out DIR` builds it): each solution must be the only
    /// winning move and each value the table's exact distance. Fails if one is not.
    Check {
        /// The game.
        #[arg(long, value_parser = parse_game)]
        game: GameId,
        /// The directory of the finished table.
        #[arg(long, value_name = "DIR")]
        tables: PathBuf,
    },
}

/// Options of `folkchess match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The game.
    #[arg(long, value_parser = parse_game)]
    pub game: GameId,
    /// Player A's level.
    #[arg(long, value_parser = parse_level)]
    pub a: Level,
    /// Player B's level.
    #[arg(long, value_parser = parse_level)]
    pub b: Level,
    /// Number of games (A plays First in games 1, 3, 5, …).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// Seed from which every game's seeds are derived.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random plies played before the levels take over (the same opening for both
    /// games of a pair, colours swapped).
    #[arg(long, default_value_t = 0, value_name = "K")]
    pub random_plies: u32,
}

/// Options of `folkchess review`.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// A save file (the apps' JSON save format), or a game shared as text.
    #[arg(
        value_name = "FILE",
        required_unless_present_any = ["game", "moves", "position"],
        conflicts_with_all = ["game", "moves", "position"]
    )]
    pub file: Option<PathBuf>,
    /// The game of --moves: weiming, zhongkui, jinmen or huishi.
    #[arg(long, value_parser = parse_game, requires = "moves")]
    pub game: Option<GameId>,
    /// The plies of the game separated by spaces ("b2-b3 c6-c5 pass").
    #[arg(long, value_name = "MOVES", requires = "game")]
    pub moves: Option<String>,
    /// Start from this position text instead of the game's start (with --moves).
    #[arg(long, value_name = "TEXT", requires = "game")]
    pub position: Option<String>,
    /// text (an annotated move list) or tsv (one line per ply:
    /// ply side move before after label best).
    #[arg(long, default_value = "text", value_parser = format::parse_format)]
    pub format: format::Format,
    /// Language of the text format: en, zh (or zh-Hans) or zh-Hant.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub lang: DisplayLanguage,
    /// Print the game as text to share (tags, the plies, the result) instead of a
    /// review; `review` and `play` read such a text back.
    #[arg(long, requires = "file", conflicts_with = "format")]
    pub share: bool,
    /// Where the practice exercises are kept: a reviewed save's mistakes are added
    /// there (default: the platform's data directory, as for `play`).
    #[arg(long, value_name = "DIR", requires = "file")]
    pub data_dir: Option<PathBuf>,
}

fn parse_game(s: &str) -> Result<GameId, String> {
    s.parse()
        .map_err(|e: folkchess_core::rules::game::UnknownGame| e.to_string())
}

/// A level by its id, its number 1–5 or its name (as `level` at the prompt).
fn parse_level(s: &str) -> Result<Level, String> {
    input::level(s).ok_or_else(|| {
        format!(
            "{} (or their numbers 1–5)",
            folkchess_core::rules::game::UnknownLevel(s.to_string())
        )
    })
}

/// A side: `first` or `second`, or by its colour, `red` or `black` (the names the
/// screen shows: "First (red)").
fn parse_side(s: &str) -> Result<Side, String> {
    match s {
        "red" => Ok(Side::First),
        "black" => Ok(Side::Second),
        _ => s
            .parse()
            .map_err(|_| format!("unknown side `{s}` (expected first, second, red or black)")),
    }
}

/// The GAME|FILE argument of `play`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameOrFile {
    /// A game to start.
    Game(GameId),
    /// A save file to continue.
    File(PathBuf),
}

/// A game name, or else the name of an existing file (or one ending in `.json`).
fn parse_game_or_file(s: &str) -> Result<GameOrFile, String> {
    match s.parse::<GameId>() {
        Ok(game) => Ok(GameOrFile::Game(game)),
        Err(_) if std::path::Path::new(s).exists() || s.ends_with(".json") => {
            Ok(GameOrFile::File(PathBuf::from(s)))
        }
        Err(e) => Err(format!("{e}, and there is no save file `{s}`")),
    }
}

/// A turn time, checked by the core (the same limits as a game's setup in the apps).
fn parse_timer(s: &str) -> Result<u32, String> {
    let seconds: u32 = s.parse().map_err(|_| {
        format!(
            "`{s}` is not a number of seconds (1 to {})",
            folkchess_core::rules::setup::MAX_TURN_SECONDS
        )
    })?;
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: Some(seconds),
    };
    setup.validate().map_err(|e| e.to_string())?;
    Ok(seconds)
}

/// `--lang`: `en`, `zh` or `zh-Hans` (Simplified Chinese), `zh-Hant` (Traditional Chinese,
/// as read in Taiwan); case does not matter, nor `_` for `-`.
fn parse_lang(s: &str) -> Result<DisplayLanguage, String> {
    match s.to_ascii_lowercase().replace('_', "-").as_str() {
        "en" => Ok(DisplayLanguage::En),
        "zh" | "zh-hans" => Ok(DisplayLanguage::Zh),
        "zh-hant" => Ok(DisplayLanguage::ZhHant),
        _ => Err(format!(
            "unknown language `{s}` (expected en, zh, zh-Hans or zh-Hant)"
        )),
    }
}

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// Bad input from the command line (exit status 2).
    Usage(String),
    /// Reading or writing failed.
    Io(io::Error),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        CliError::Io(e)
    }
}

/// The result of a command.
pub type CliResult = Result<(), CliError>;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    let _ = e.print();
                    ExitCode::SUCCESS
                }
                _ => {
                    // One line: clap's first line ("error: invalid value …"), and
                    // when it ends with a colon the lines it introduces (the
                    // missing arguments).
                    let rendered = e.render().to_string();
                    let mut lines = rendered.lines().filter(|l| !l.trim().is_empty());
                    let first = lines.next().unwrap_or("error: bad arguments");
                    let mut first = first.strip_prefix("error: ").unwrap_or(first).to_string();
                    if first.ends_with(':') {
                        let listed: Vec<&str> = lines
                            .take_while(|l| l.starts_with(' '))
                            .map(str::trim)
                            .collect();
                        first = format!("{first} {}", listed.join(", "));
                    }
                    eprintln!("folkchess: {first} (see folkchess --help)");
                    ExitCode::from(2)
                }
            };
        }
    };
    let result = match cli.command {
        None => play::run(&PlayArgs::default()),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Perft {
            game,
            depth,
            position,
        }) => commands::perft(game, depth, position.as_deref()),
        Some(Command::Solve {
            game, full: false, ..
        }) => commands::solve(game),
        Some(Command::Solve {
            game,
            out: Some(dir),
            threads,
            checkpoint_minutes,
            verify,
            measure,
            book,
            book_plies,
            ..
        }) => commands::solve_full(
            game,
            dir,
            commands::FullOptions {
                threads,
                checkpoint_minutes,
                verify,
                measure,
                book: book.map(|b| (b, book_plies)),
            },
        ),
        Some(Command::Solve { .. }) => Err(CliError::Usage("--full needs --out DIR".into())),
        Some(Command::Engine { tables: None }) => engine::run().map_err(CliError::Io),
        Some(Command::Engine { tables: Some(dir) }) => commands::engine_with_tables(&dir),
        Some(Command::Match(args)) => matchplay::run(&args),
        Some(Command::Rules {
            game,
            lang,
            markdown,
        }) => commands::rules(game, lang, markdown),
        Some(Command::Review(args)) => {
            let source = match (&args.file, args.game) {
                (Some(file), _) => review::Source::File(file),
                (None, Some(game)) => review::Source::Moves {
                    game,
                    moves: args.moves.as_deref().unwrap_or(""),
                    position: args.position.as_deref(),
                },
                (None, None) => unreachable!("clap requires FILE or --game"),
            };
            match (&args.file, args.share) {
                (Some(file), true) => review::share(file, args.lang),
                _ => review::run(&source, args.format, args.lang, args.data_dir.clone()),
            }
        }
        Some(Command::Puzzle(args)) => match args.action {
            Some(PuzzleAction::List { game, format }) => puzzle::list(game, format),
            Some(PuzzleAction::Generate {
                game,
                out,
                seed,
                tables,
            }) => puzzle::generate(game, out.as_deref(), seed, tables.as_deref()),
            Some(PuzzleAction::Check { game, tables }) => puzzle::check(game, &tables),
            None => puzzle::choose(args.game, args.date.as_deref(), args.id.as_deref())
                .and_then(|p| puzzle::play(p, args.data_dir.as_deref(), args.lang, args.ascii)),
        },
        Some(Command::Learn(args)) => match args.action {
            Some(LearnAction::List { game, format }) => {
                learn::list(game, format, args.data_dir.as_deref(), args.lang)
            }
            None => learn::play(args.game, args.data_dir.as_deref(), args.lang, args.ascii),
        },
        Some(Command::Board {
            game,
            position,
            ascii,
        }) => commands::board(game, position.as_deref(), ascii),
        Some(Command::Practice {
            data_dir,
            game,
            list,
            format,
        }) => practice::run(data_dir, game, list, format),
        Some(Command::Stats {
            data_dir,
            format,
            reset,
            yes,
        }) => stats::run(data_dir, format, reset, yes),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Usage(msg)) => {
            eprintln!("folkchess: {msg}");
            ExitCode::from(2)
        }
        // The reader of our output went away (`| head`): stop quietly.
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(CliError::Io(e)) => {
            eprintln!("folkchess: {e}");
            ExitCode::from(1)
        }
    }
}
