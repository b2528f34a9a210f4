//! The app transcripts (`tests/transcripts/app/*.txt`, format in tests/transcripts/README.md):
//! scripted runs of the core's app reducer — from home into a game and back, New game and
//! Rematch after a result, saved games, statistics, settings, rules, import — each step's
//! view and effects compared with the file line for line. `FOLKCHESS_BLESS=1` writes what
//! the app shows into the files.

use folkchess_core::ai::CancelToken;
use folkchess_core::files::store::SettingsFile;
use folkchess_core::screens::app::{
    App, AppEffect, AppEvent, AppFiles, AppTime, AppView, DiskAnswer, DiskJob, ScreenView,
    ShareWhat,
};
use folkchess_core::screens::lessons::LessonEvent;
use folkchess_core::screens::lists::{ChoiceKey, ToggleKey};
use folkchess_core::screens::review_screen::{ReviewEvent, ReviewJob};
use folkchess_core::screens::table::{Hear, NoteKind, SearchJob, TableEvent};
use folkchess_core::screens::trainer::TrainerEvent;
use folkchess_core::training::puzzle::Difficulty;
use folkchess_core::{Board, DisplayLanguage, GameId, SaveStore, Settings};
use std::fs;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/transcripts/app")
}

/// A run: the app, its files, and the work handed out and not yet done.
struct Run {
    app: App,
    data: PathBuf,
    disk: Vec<DiskJob>,
    searches: Vec<SearchJob>,
    reviews: Vec<ReviewJob>,
}

impl Run {
    fn send(&mut self, event: AppEvent, time: AppTime) -> Vec<String> {
        let mut said = Vec::new();
        for e in self.app.handle(event, time) {
            said.push(match e {
                AppEffect::Disk(job) => {
                    let s = format!("disk #{} {}", job.id, job.op.name());
                    self.disk.push(job);
                    s
                }
                AppEffect::Search(job) => {
                    let s = format!("search #{}", job.id());
                    self.searches.push(job);
                    s
                }
                AppEffect::CancelSearch(id) => format!("cancel #{id}"),
                AppEffect::RunReview(job) => {
                    let s = format!("review #{}", job.id());
                    self.reviews.push(job);
                    s
                }
                AppEffect::CancelReview(id) => format!("cancel-review #{id}"),
                AppEffect::Feedback(f) => format!("feedback {}", f.kind.sound()),
                AppEffect::Share(s) => format!(
                    "share \"{}\" ({} lines, a board of {} points, \"{}\")",
                    s.title,
                    s.text.lines().count(),
                    s.board.points.len(),
                    s.result
                ),
            });
        }
        said
    }
}

fn game_of(word: &str) -> GameId {
    GameId::ALL
        .into_iter()
        .find(|g| g.id() == word)
        .unwrap_or_else(|| panic!("unknown game `{word}`"))
}

fn choice_key(word: &str) -> ChoiceKey {
    match word {
        "language" => ChoiceKey::Language,
        "theme" => ChoiceKey::Theme,
        "level" => ChoiceKey::Level,
        "side" => ChoiceKey::Side,
        "turn-time" => ChoiceKey::TurnTime,
        "opponent" => ChoiceKey::Opponent,
        _ => panic!("unknown choice `{word}`"),
    }
}

/// What the view shows, a line per part.
fn describe(v: &AppView) -> Vec<String> {
    let stack: Vec<String> = v
        .stack
        .iter()
        .map(|r| format!("{r:?}").to_lowercase())
        .collect();
    let mut out = vec![format!("stack: {}", stack.join(" > "))];
    let screen = match &v.screen {
        ScreenView::Home(h) => format!(
            "home: {} · continue: {}{}",
            h.title,
            h.continue_game
                .as_ref()
                .map_or("-".to_string(), |r| format!("{} ({})", r.title, r.detail)),
            h.cards
                .iter()
                .filter_map(|c| c
                    .lessons_done
                    .as_ref()
                    .map(|d| format!(" · {}: {d}", c.game.id())))
                .collect::<String>()
        ),
        ScreenView::NewGame {
            form: n,
            learn_offer,
        } => {
            let rows: Vec<String> = n
                .choices
                .iter()
                .map(|c| {
                    format!(
                        "{} {}",
                        c.label,
                        c.options
                            .get(c.selected as usize)
                            .cloned()
                            .unwrap_or_default()
                    )
                })
                .collect();
            let offer = learn_offer.as_ref().map_or(String::new(), |o| {
                format!(" · offer: {} [{} / {}]", o.text, o.learn, o.dismiss)
            });
            format!("new-game: {} · {}{offer}", n.title, rows.join(" · "))
        }
        ScreenView::Lessons { title, rows: None } => format!("lessons: {title} · loading"),
        ScreenView::Lessons {
            title,
            rows: Some(rows),
        } => {
            let rows: Vec<String> = rows
                .iter()
                .map(|r| {
                    format!("{} {} {}", r.id, r.title, r.stars_text)
                        .trim_end()
                        .to_string()
                })
                .collect();
            format!("lessons: {title} · {}", rows.join(" · "))
        }
        ScreenView::Lesson(l) => format!(
            "lesson: {} · {} · {} · {:?}{}{}{}",
            l.title,
            l.progress,
            l.step_task,
            l.state,
            match l.table.note.kind {
                NoteKind::Refusal => format!(" · refused: {}", l.table.note.text),
                _ => String::new(),
            },
            l.feedback
                .as_ref()
                .map_or(String::new(), |f| format!(" · {f}")),
            l.stars_text
                .as_ref()
                .map_or(String::new(), |s| format!(" · {s}"))
        ),
        ScreenView::Game(t) => format!(
            "game: {} · {} moves · {}{}{}",
            t.title,
            t.moves.rows.len(),
            t.status,
            // The one note under the board, as the core decides it (the status is shown above).
            match t.note.kind {
                NoteKind::Status => String::new(),
                kind => format!(" · {}: {}", format!("{kind:?}").to_lowercase(), t.note.text),
            },
            t.result
                .as_ref()
                .map_or(String::new(), |r| format!(" · result: {}", r.headline))
        ),
        ScreenView::Rules { frame, language } => {
            format!("rules: {} · read in {}", frame.title, language.id())
        }
        ScreenView::Settings(s) => format!(
            "settings: {}{}",
            s.title,
            s.problem
                .as_ref()
                .map_or(String::new(), |p| format!(" · problem: {p}"))
        ),
        ScreenView::SavedGames { list, problem } => match (list, problem) {
            (Some(l), _) if l.rows.is_empty() => {
                format!("saved-games: {} · {}", l.title, l.empty_text)
            }
            (Some(l), _) => {
                let rows: Vec<String> = l
                    .rows
                    .iter()
                    .map(|r| format!("{}{}", r.title, if r.damaged { " (damaged)" } else { "" }))
                    .collect();
                format!("saved-games: {} · {}", l.title, rows.join(" · "))
            }
            (None, Some(p)) => format!("saved-games: problem: {}", p.sentence),
            (None, None) => "saved-games: loading".to_string(),
        },
        ScreenView::Review(r) => format!(
            "review: {}{}{}",
            r.title,
            r.busy
                .as_ref()
                .map_or(String::new(), |b| format!(" · busy: {b}")),
            r.outcome
                .as_ref()
                .map_or(String::new(), |o| format!(" · {o}"))
        ),
        ScreenView::Statistics { stats, problem } => match (stats, problem) {
            (Some(s), _) => {
                let games: Vec<String> = s
                    .games
                    .iter()
                    .map(|g| format!("{} {}", g.name, g.lines.len()))
                    .collect();
                format!(
                    "statistics: {} · {}",
                    s.title,
                    s.empty_text.clone().unwrap_or_else(|| games.join(" · "))
                )
            }
            (None, Some(p)) => format!("statistics: problem: {}", p.sentence),
            (None, None) => "statistics: loading".to_string(),
        },
        ScreenView::Puzzles(None) => "puzzles: loading".to_string(),
        ScreenView::Puzzles(Some(p)) => format!(
            "puzzles: {} · today {} ({}) · {}{}",
            p.title,
            p.daily.puzzle_id,
            p.daily.task,
            p.streak,
            p.problem
                .as_ref()
                .map_or(String::new(), |x| format!(" · problem: {x}"))
        ),
        ScreenView::PuzzleList(None) => "puzzle-list: loading".to_string(),
        ScreenView::PuzzleList(Some(l)) => {
            let rows: Vec<String> = l
                .rows
                .iter()
                .take(3)
                .map(|r| format!("{} {}", r.id, r.status_text))
                .collect();
            format!(
                "puzzle-list: {} · {} puzzles · {} …",
                l.title,
                l.rows.len(),
                rows.join(" · ")
            )
        }
        ScreenView::Trainer(tr) => format!(
            "trainer: {} · {} · {:?}{} · {} · buttons: {}",
            tr.title,
            tr.task,
            tr.state,
            tr.feedback
                .as_ref()
                .map_or(String::new(), |f| format!(" · {f}")),
            tr.table.status,
            tr.buttons
                .iter()
                .map(|b| format!("{}{}", b.label, if b.enabled { "" } else { " (off)" }))
                .collect::<Vec<_>>()
                .join(" / ")
        ),
        ScreenView::Practice(None) => "practice: loading".to_string(),
        ScreenView::Practice(Some(p)) => {
            let rows: Vec<String> = p
                .games
                .iter()
                .flat_map(|g| g.rows.iter().map(|r| r.title.clone()))
                .collect();
            format!(
                "practice: {} · {}{}",
                p.title,
                if rows.is_empty() {
                    p.empty.clone()
                } else {
                    rows.join(" · ")
                },
                p.problem
                    .as_ref()
                    .map_or(String::new(), |x| format!(" · problem: {x}"))
            )
        }
        ScreenView::Import {
            text,
            problem,
            open_enabled,
        } => format!(
            "import: {} characters{}{}",
            text.chars().count(),
            if *open_enabled { " · open" } else { "" },
            problem
                .as_ref()
                .map_or(String::new(), |p| format!(" · problem: {p}"))
        ),
    };
    out.push(screen);
    if let Some(p) = &v.problem {
        out.push(format!("problem: {}", p.sentence));
    }
    out
}

/// Runs one file; returns it as it should read.
fn run_file(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let data = std::env::temp_dir().join(format!(
        "folkchess-app-transcript-{}-{}",
        std::process::id(),
        path.file_stem().unwrap().to_string_lossy()
    ));
    let _ = fs::remove_dir_all(&data);
    fs::create_dir_all(&data).unwrap();
    let files = AppFiles {
        store: SaveStore::new(data.join("saves")),
        settings: SettingsFile::new(data.join("settings.json")),
    };
    let mut settings = Settings::default();
    let mut seed = 1;
    let mut header = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.peek() {
        if line.starts_with("> ") {
            break;
        }
        let line = lines.next().unwrap();
        header.push(line.to_string());
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["lang", l] => {
                settings.language = match *l {
                    "zh" => folkchess_core::LanguagePref::Zh,
                    "zh-hant" => folkchess_core::LanguagePref::ZhHant,
                    "both" => folkchess_core::LanguagePref::Both,
                    _ => folkchess_core::LanguagePref::En,
                }
            }
            ["seed", s] => seed = s.parse().unwrap(),
            ["timer", "off"] => settings.turn_seconds = None,
            ["file", name, "damaged"] => {
                let p = data.join("saves").join(name);
                fs::create_dir_all(p.parent().unwrap()).unwrap();
                fs::write(p, "{ not json").unwrap();
            }
            ["file", name, "folder"] => fs::create_dir_all(data.join("saves").join(name)).unwrap(),
            [] => {}
            [w, ..] if w.starts_with('#') => {}
            _ => panic!("{}: unknown header line `{line}`", path.display()),
        }
    }
    // The settings the header asks for are in the settings file the app reads at its start.
    if settings != Settings::default() {
        fs::write(data.join("settings.json"), settings.to_json()).unwrap();
    }
    let app = App::new(files, vec!["en".into()], 480, seed);
    let mut run = Run {
        app,
        data: data.clone(),
        disk: Vec::new(),
        searches: Vec::new(),
        reviews: Vec::new(),
    };
    let mut out = header;
    // The id of the last announcement said (ids grow across screens and games).
    let mut spoken = 0;
    while let Some(line) = lines.next() {
        if !line.starts_with("> ") {
            continue;
        }
        out.push(line.to_string());
        let step = line[2..].split(" # ").next().unwrap().trim();
        let (t, cmd) = step.split_once(' ').unwrap_or((step, ""));
        let mono: u64 = t.parse().unwrap();
        let time = AppTime {
            mono_ms: mono,
            epoch_ms: 1_764_000_000_000 + mono,
        };
        let words: Vec<&str> = cmd.split_whitespace().collect();
        let mut said = Vec::new();
        let event = match words.as_slice() {
            ["start"] => Some(AppEvent::Start),
            ["back"] => Some(AppEvent::Back),
            ["new-game", g] => Some(AppEvent::OpenNewGame(game_of(g))),
            ["choose", key, i] => {
                Some(AppEvent::NewGameChoice(choice_key(key), i.parse().unwrap()))
            }
            ["setting", key, i] => {
                Some(AppEvent::SettingChoice(choice_key(key), i.parse().unwrap()))
            }
            ["toggle", "sound", on] => Some(AppEvent::SettingToggle(ToggleKey::Sound, *on == "on")),
            ["start-game"] => Some(AppEvent::StartGame),
            ["continue"] => Some(AppEvent::Continue),
            ["saved-games"] => Some(AppEvent::OpenSavedGames),
            ["resume", n] | ["review-save", n] | ["delete", n] => {
                let index: usize = n.parse().unwrap();
                let id = match run.app.view(time).screen {
                    ScreenView::SavedGames { list: Some(l), .. } => {
                        l.rows.get(index).map(|r| r.id.clone()).unwrap_or_default()
                    }
                    _ => String::new(),
                };
                Some(match words[0] {
                    "resume" => AppEvent::Resume(id),
                    "review-save" => AppEvent::ReviewSave(id),
                    _ => AppEvent::DeleteSave(id),
                })
            }
            ["statistics"] => Some(AppEvent::OpenStatistics),
            ["reset-statistics"] => Some(AppEvent::ResetStatistics),
            ["settings"] => Some(AppEvent::OpenSettings),
            ["rules", g] => Some(AppEvent::OpenRules(game_of(g))),
            ["rules-language", i] => Some(AppEvent::RulesLanguage(i.parse().unwrap())),
            ["import"] => Some(AppEvent::OpenImport),
            ["import-text", ..] => Some(AppEvent::ImportText(
                cmd["import-text".len()..].trim().replace("\\n", "\n"),
            )),
            ["import-open"] => Some(AppEvent::ImportOpen),
            ["play", m] => {
                let game = run.app.table_game().unwrap();
                let board = Board::of(game);
                let (a, b) = m.split_once('-').unwrap();
                let (a, b) = (board.find(a).unwrap(), board.find(b).unwrap());
                said.extend(run.send(AppEvent::Table(TableEvent::Tap(a.index())), time));
                Some(AppEvent::Table(TableEvent::Tap(b.index())))
            }
            ["tap", p] => {
                let board = Board::of(run.app.table_game().unwrap());
                Some(AppEvent::Table(TableEvent::Tap(
                    board.find(p).unwrap().index(),
                )))
            }
            ["tick"] => Some(AppEvent::Table(TableEvent::Tick)),
            ["hear", what] => Some(AppEvent::Table(TableEvent::Hear(match *what {
                "position" => Hear::Position,
                "last-move" => Hear::LastMove,
                "clock" => Hear::Clock,
                _ => panic!("{}: unknown quick command `{what}`", path.display()),
            }))),
            ["resign"] => Some(AppEvent::Table(TableEvent::Resign)),
            ["yes"] => Some(AppEvent::Table(TableEvent::Answer(true))),
            ["save-and-leave"] => Some(AppEvent::Table(TableEvent::SaveAndLeave)),
            ["review-game"] => Some(AppEvent::ReviewGame),
            ["review-next"] => Some(AppEvent::Review(ReviewEvent::Next)),
            ["review-previous"] => Some(AppEvent::Review(ReviewEvent::Previous)),
            ["review-select", n] => Some(AppEvent::Review(ReviewEvent::Select(n.parse().unwrap()))),
            ["rematch"] => Some(AppEvent::Rematch),
            ["new-game-after"] => Some(AppEvent::NewGameAfterGame),
            ["background"] => Some(AppEvent::Background),
            ["dismiss"] => Some(AppEvent::DismissProblem),
            ["puzzles"] => Some(AppEvent::OpenPuzzles),
            ["lessons", g] => Some(AppEvent::OpenLessons(game_of(g))),
            ["lesson", id] => Some(AppEvent::OpenLesson(id.to_string())),
            ["dismiss-learn", g] => Some(AppEvent::DismissLearnOffer(game_of(g))),
            ["next-step"] => Some(AppEvent::Lesson(LessonEvent::NextStep)),
            ["puzzle-list", g, d] => Some(AppEvent::OpenPuzzleList(
                game_of(g),
                match *d {
                    "easy" => Difficulty::Easy,
                    "medium" => Difficulty::Medium,
                    _ => Difficulty::Hard,
                },
            )),
            ["puzzle", id] => Some(AppEvent::OpenPuzzle(id.to_string())),
            ["practice"] => Some(AppEvent::OpenPractice),
            ["exercise", n] => {
                let index: usize = n.parse().unwrap();
                let id = match run.app.view(time).screen {
                    ScreenView::Practice(Some(p)) => p
                        .games
                        .iter()
                        .flat_map(|g| g.rows.iter().map(|r| r.id.clone()))
                        .nth(index)
                        .unwrap_or_default(),
                    _ => String::new(),
                };
                Some(AppEvent::OpenExercise(id))
            }
            ["retry"] => Some(AppEvent::Trainer(TrainerEvent::Retry)),
            ["show-solution"] => Some(AppEvent::Trainer(TrainerEvent::ShowSolution)),
            ["hint"] => Some(AppEvent::Table(TableEvent::Hint)),
            ["next"] => Some(AppEvent::TrainerNext),
            ["undo"] => Some(AppEvent::Table(TableEvent::Undo)),
            ["next-lesson"] => Some(AppEvent::NextLesson),
            ["share", "finished"] => Some(AppEvent::Share(ShareWhat::FinishedGame)),
            ["share", "review"] => Some(AppEvent::Share(ShareWhat::ReviewedGame)),
            ["share", "save", n] => {
                let index: usize = n.parse().unwrap();
                let id = match run.app.view(time).screen {
                    ScreenView::SavedGames { list: Some(l), .. } => {
                        l.rows.get(index).map(|r| r.id.clone()).unwrap_or_default()
                    }
                    _ => String::new(),
                };
                Some(AppEvent::Share(ShareWhat::Save(id)))
            }
            ["screen-reader", on] => Some(AppEvent::ScreenReader(*on == "on")),
            ["phone", tag] => Some(AppEvent::PhoneLanguages(vec![tag.to_string()])),
            ["disk"] => {
                // Every job handed out, in order, as the one disk writer runs them.
                while !run.disk.is_empty() {
                    let job = run.disk.remove(0);
                    let answer: DiskAnswer = job.run();
                    said.extend(run.send(AppEvent::DiskDone(answer), time));
                }
                None
            }
            ["settle"] => {
                // The searches and reviews handed out, each answered now.
                loop {
                    if let Some(job) = (!run.searches.is_empty()).then(|| run.searches.remove(0)) {
                        let answer = job.run(&CancelToken::new());
                        said.extend(
                            run.send(AppEvent::Table(TableEvent::SearchDone(answer)), time),
                        );
                    } else if let Some(job) =
                        (!run.reviews.is_empty()).then(|| run.reviews.remove(0))
                    {
                        let answer = job.run(&CancelToken::new());
                        said.extend(
                            run.send(AppEvent::Review(ReviewEvent::ReviewDone(answer)), time),
                        );
                    } else {
                        break;
                    }
                }
                None
            }
            _ => panic!("{}: unknown step `{cmd}`", path.display()),
        };
        if let Some(e) = event {
            said.extend(run.send(e, time));
        }
        let view = run.app.view(time);
        out.extend(describe(&view));
        // What a screen reader says after the step: each announcement above the last one said.
        let last = spoken;
        for a in view.announcements.iter().filter(|a| a.id > last) {
            out.push(format!(
                "said ({}, {}): {}",
                format!("{:?}", a.politeness).to_lowercase(),
                a.language.tag(),
                a.text
            ));
            spoken = a.id;
        }
        if !said.is_empty() {
            out.push(format!("effects: {}", said.join(" · ")));
        }
        // skip the expected lines of the file
        while lines.peek().is_some_and(|l| !l.starts_with("> ")) {
            lines.next();
        }
    }
    let _ = fs::remove_dir_all(&run.data);
    let _ = DisplayLanguage::En;
    out.join("\n") + "\n"
}

#[test]
fn the_app_transcripts_hold() {
    let mut files: Vec<PathBuf> = fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 10,
        "at least ten app transcripts, found {}",
        files.len()
    );
    let bless = std::env::var_os("FOLKCHESS_BLESS").is_some();
    let mut failed = Vec::new();
    for path in files {
        let want = fs::read_to_string(&path).unwrap();
        let got = run_file(&path);
        if bless {
            fs::write(&path, &got).unwrap();
        } else if got != want {
            let line = want
                .lines()
                .zip(got.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(want.lines().count().min(got.lines().count()));
            failed.push(format!(
                "{}: line {}:\n  want: {}\n  got:  {}",
                path.display(),
                line + 1,
                want.lines().nth(line).unwrap_or("<end>"),
                got.lines().nth(line).unwrap_or("<end>")
            ));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
