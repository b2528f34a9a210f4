//! The shared game-table transcripts (`tests/transcripts/*.txt`, format in its README): each
//! event is sent to the core's table and the view and effects after it are compared with
//! the file, line for line. The Kotlin and Swift tests read the same files through the
//! apps' table holders. `FOLKCHESS_BLESS=1` writes what the table shows into the files.

use folkchess_core::ai::CancelToken;
use folkchess_core::screens::board_view::{BoardView, PointMark};
use folkchess_core::screens::table::{
    ActionPlace, GameTable, SearchAnswer, SearchJob, SearchKind, TableAction, TableEffect,
    TableEvent, TableView,
};
use folkchess_core::screens::trainer::{
    Trainer, TrainerAction, TrainerEffect, TrainerEvent, TrainerState, TrainerView,
};
use folkchess_core::{
    Board, DisplayLanguage, GameId, Level, Mode, Piece, Session, Settings, Setup, Side,
};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/transcripts")
}

/// What a transcript drives: the game table, or a trainer (a puzzle or an exercise).
enum Subject {
    /// `game …`.
    Game,
    /// `puzzle <id>`.
    Puzzle(String),
    /// `exercise <game> | <position> | <played> | <best> | <label> | <value>`.
    Exercise(Box<folkchess_core::training::practice::Exercise>),
}

/// The header of a transcript: the game and its setup.
struct Header {
    subject: Subject,
    game: GameId,
    setup: Setup,
    seed: u64,
    settings: Settings,
    lang: DisplayLanguage,
}

fn set_flag(settings: &mut Settings, name: &str, value: bool) -> Result<(), String> {
    let mut json: serde_json::Value =
        serde_json::from_str(&settings.to_json()).map_err(|e| e.to_string())?;
    if json.get(name).and_then(|v| v.as_bool()).is_none() {
        return Err(format!("`{name}` is not a boolean setting"));
    }
    json[name] = serde_json::Value::Bool(value);
    *settings = Settings::from_json(&json.to_string()).map_err(|e| e.to_string())?;
    Ok(())
}

fn parse_lang(word: &str) -> Result<DisplayLanguage, String> {
    DisplayLanguage::ALL
        .into_iter()
        .find(|l| l.id() == word)
        .ok_or_else(|| format!("unknown language `{word}`"))
}

fn parse_header(lines: &[&str]) -> Result<Header, String> {
    let mut h = Header {
        subject: Subject::Game,
        game: GameId::Weiming,
        setup: Setup {
            mode: Mode::PassAndPlay,
            turn_seconds: None,
        },
        seed: 1,
        settings: Settings::default(),
        lang: DisplayLanguage::En,
    };
    let mut seen_game = false;
    for line in lines {
        if let Some(rest) = line.strip_prefix("exercise ") {
            let f: Vec<&str> = rest.split(" | ").map(str::trim).collect();
            let [game, position, played, best, label, value] = f.as_slice() else {
                return Err(format!(
                    "an exercise line has 6 fields split by ` | `: `{line}`"
                ));
            };
            let game: GameId = game.parse().map_err(|e| format!("{e}"))?;
            h.game = game;
            h.subject = Subject::Exercise(Box::new(folkchess_core::training::practice::Exercise {
                id: format!("{game}-transcript"),
                game,
                position: position.to_string(),
                played: played.to_string(),
                label: label.to_string(),
                value: value.to_string(),
                best: Some(best.to_string()),
                added_at_ms: 0,
                solved_at_ms: None,
            }));
            seen_game = true;
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["puzzle", id] => {
                let p = folkchess_core::training::puzzle::puzzle_by_id(id)
                    .ok_or_else(|| format!("no puzzle `{id}`"))?;
                h.game = p.game;
                h.subject = Subject::Puzzle(id.to_string());
                seen_game = true;
            }
            ["game", game, "pass"] => {
                h.game = game.parse().map_err(|e| format!("{e}"))?;
                seen_game = true;
            }
            ["game", game, "vs", level, side] => {
                h.game = game.parse().map_err(|e| format!("{e}"))?;
                h.setup.mode = Mode::VsComputer {
                    level: level.parse().map_err(|e| format!("{e}"))?,
                    human: side.parse().map_err(|e| format!("{e}"))?,
                };
                seen_game = true;
            }
            ["seed", n] => h.seed = n.parse().map_err(|_| format!("bad seed `{n}`"))?,
            ["timer", "off"] => h.setup.turn_seconds = None,
            ["timer", n] => {
                h.setup.turn_seconds = Some(n.parse().map_err(|_| format!("bad timer `{n}`"))?)
            }
            ["lang", l] => h.lang = parse_lang(l)?,
            ["setting", kv] => {
                let (k, v) = kv.split_once('=').ok_or("setting needs name=value")?;
                set_flag(&mut h.settings, k, v == "true")?;
            }
            _ => return Err(format!("unknown header line `{line}`")),
        }
    }
    if !seen_game {
        return Err("the header names no game".into());
    }
    Ok(h)
}

/// The canonical text of a view and the effects that came with it (see the README).
fn render(view: &TableView, effects: &[String]) -> Vec<String> {
    let board = Board::of(view.game);
    let name = |p: folkchess_core::Point| board.name(p).to_string();
    let flat = |s: &str| s.replace('\n', " / ");
    let mut out = vec![format!("board: {}", board_line(&view.board))];
    out.push(format!("marks: {}", marks_line(&view.board)));
    out.push(format!(
        "banner: {}{}",
        flat(&view.banner.text),
        if view.banner.rotated { " (turned)" } else { "" }
    ));
    let bars: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            let mut s = flat(&p.name);
            if p.awaited {
                s.push_str(" *");
            }
            if let Some(c) = &p.clock {
                s.push_str(&format!(" {}s", c.seconds));
            }
            if let Some(n) = p.captured {
                s.push_str(&format!(" x{n}"));
            }
            if p.rotated {
                s.push_str(" (turned)");
            }
            s
        })
        .collect();
    out.push(format!("players: {}", bars.join(" | ")));
    if let Some(r) = &view.result {
        out.push(format!(
            "result: {} — {}",
            flat(&r.headline),
            flat(&r.reason)
        ));
    }
    if let Some(t) = &view.timer {
        let mut s = format!(
            "timer: {}/{} ms, {} s",
            t.remaining_ms, t.limit_ms, t.seconds
        );
        if t.running {
            s.push_str(", running");
        }
        if t.low {
            s.push_str(", low");
        }
        out.push(s);
    }
    out.push(format!("status: {}", flat(&view.status)));
    let moves: Vec<String> = view
        .moves
        .rows
        .iter()
        .map(|r| format!("{}. {}", r.number, flat(&r.text)))
        .collect();
    out.push(format!(
        "moves: {}",
        if moves.is_empty() {
            "-".to_string()
        } else {
            moves.join(" · ")
        }
    ));
    for (label, text) in [
        ("busy", &view.busy),
        ("verdict", &view.verdict),
        ("message", &view.message),
        ("announce", &view.ply_announcement),
    ] {
        if let Some(t) = text {
            out.push(format!("{label}: {}", flat(t)));
        }
    }
    let sign = |b: bool| if b { "+" } else { "-" };
    let mut buttons = format!(
        "buttons: undo{} redo{} hint{} review{} resign{} draw{}",
        sign(view.undo.enabled),
        sign(view.redo.enabled),
        sign(view.hint.enabled),
        sign(view.review.enabled),
        sign(view.resign.enabled),
        sign(view.offer_draw.enabled)
    );
    if let Some(level) = &view.level {
        buttons.push_str(&format!(
            " level {}{}",
            level.current.id(),
            sign(level.enabled)
        ));
    }
    out.push(buttons);
    // Between two players, each player's row at their own edge: near, then far.
    if view.actions.iter().any(|a| a.place == ActionPlace::Far) {
        let row = |place: ActionPlace| {
            view.actions
                .iter()
                .filter(|a| a.place == place)
                .map(|a| format!("{}{}", action_id(a.action), sign(a.enabled)))
                .collect::<Vec<_>>()
                .join(" ")
        };
        out.push(format!(
            "rows: near {} · far {}{}",
            row(ActionPlace::Bar),
            row(ActionPlace::Far),
            if view.moves.at_far_edge {
                " · moves at both edges"
            } else {
                ""
            }
        ));
    }
    if let Some(q) = &view.question {
        out.push(format!(
            "question: {} [{} / {}]{}",
            flat(&q.text),
            flat(&q.yes),
            flat(&q.no),
            if q.rotated { " (turned)" } else { "" }
        ));
    }
    let b = &view.board;
    for p in &b.points {
        let on_move = |a: Option<folkchess_core::screens::board_view::Arrow>| {
            a.is_some_and(|a| a.from == p.index || a.to == p.index)
        };
        let shown = matches!(p.mark, PointMark::Selected | PointMark::Target)
            || on_move(b.last_move)
            || on_move(b.hint)
            || b.fading.iter().any(|f| f.point == p.index);
        if shown {
            out.push(format!("spoken {}: {}", name(p.index), flat(&p.spoken)));
        }
    }
    if !effects.is_empty() {
        out.push(format!("effects: {}", effects.join(" · ")));
    }
    out
}

/// A trainer's view: its own lines, then the game table's (see the README).
fn render_trainer(view: &TrainerView, effects: &[String]) -> Vec<String> {
    let flat = |s: &str| s.replace('\n', " / ");
    let state = match view.state {
        TrainerState::Solving => "solving",
        TrainerState::Checking => "checking",
        TrainerState::WrongMove => "wrong-move",
        TrainerState::Solved => "solved",
        TrainerState::SolutionShown => "solution-shown",
    };
    let sign = |b: bool| if b { "+" } else { "-" };
    let mut out = vec![
        format!("trainer: {state} · {}", flat(&view.title)),
        format!("task: {}", flat(&view.task)),
    ];
    if let Some(f) = &view.feedback {
        out.push(format!("feedback: {}", flat(f)));
    }
    // The row of buttons the screen shows, in order: what each does, live or not, and
    // the one suggested (*).
    let row: Vec<String> = view
        .buttons
        .iter()
        .map(|b| {
            let action = match b.action {
                TrainerAction::Undo => "undo",
                TrainerAction::Hint => "hint",
                TrainerAction::Retry => "retry",
                TrainerAction::ShowSolution => "show-solution",
                TrainerAction::Next => "next",
                TrainerAction::Back => "back",
            };
            format!(
                "{action}{}{}",
                sign(b.enabled),
                if b.prominent { "*" } else { "" }
            )
        })
        .collect();
    out.push(format!("trainer-buttons: {}", row.join(" ")));
    out.extend(render(&view.table, effects));
    out
}

fn trainer_effect_word(e: &TrainerEffect) -> String {
    match e {
        TrainerEffect::Table(e) => effect_word(e),
        TrainerEffect::PuzzleTried { attempt, .. } => {
            format!("puzzle-tried {}", format!("{attempt:?}").to_lowercase())
        }
        TrainerEffect::ExerciseSolved { .. } => "exercise-solved".to_string(),
    }
}

fn piece_char(p: Piece) -> char {
    p.to_char()
}

fn board_line(b: &BoardView) -> String {
    let board = Board::of(b.game);
    let groups: Vec<String> = ['X', 'x', 'G', 'g', '*']
        .into_iter()
        .filter_map(|c| {
            let names: Vec<&str> = b
                .points
                .iter()
                .filter(|p| p.piece.map(piece_char) == Some(c))
                .map(|p| board.name(p.index))
                .collect();
            (!names.is_empty()).then(|| format!("{c} {}", names.join(" ")))
        })
        .collect();
    groups.join(" · ")
}

fn marks_line(b: &BoardView) -> String {
    let board = Board::of(b.game);
    let with = |m: PointMark| -> Vec<&str> {
        b.points
            .iter()
            .filter(|p| p.mark == m)
            .map(|p| board.name(p.index))
            .collect()
    };
    let mut parts = Vec::new();
    for (label, m) in [
        ("selected", PointMark::Selected),
        ("targets", PointMark::Target),
        ("movable", PointMark::Movable),
    ] {
        let names = with(m);
        if !names.is_empty() {
            parts.push(format!("{label} {}", names.join(" ")));
        }
    }
    for (label, arrow) in [
        ("last", b.last_move),
        ("hint", b.hint),
        ("refused", b.refused),
    ] {
        if let Some(a) = arrow {
            parts.push(format!(
                "{label} {}-{}",
                board.name(a.from),
                board.name(a.to)
            ));
        }
    }
    if !b.fading.is_empty() {
        let names: Vec<&str> = b.fading.iter().map(|f| board.name(f.point)).collect();
        parts.push(format!("fading {}", names.join(" ")));
    }
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(" · ")
    }
}

fn effect_word(e: &TableEffect) -> String {
    match e {
        TableEffect::Search(job) => match job.kind() {
            SearchKind::ComputerMove => format!("think #{}", job.id()),
            SearchKind::Hint => format!("hint #{}", job.id()),
            SearchKind::DrawDecision => format!("judge-draw #{}", job.id()),
            SearchKind::Judge => format!("judge-answer #{}", job.id()),
        },
        TableEffect::CancelSearch(id) => format!("cancel #{id}"),
        TableEffect::Autosave(_) => "autosave".into(),
        TableEffect::Save(_) => "save".into(),
        TableEffect::ClearAutosave => "clear-autosave".into(),
        TableEffect::Finished(_) => "count-finished".into(),
        TableEffect::Feedback(f) => {
            // The sound's name: what the apps play (`FeedbackKind::sound`).
            let kind = f.kind.sound();
            match (f.haptic, f.sound) {
                (true, false) => format!("feedback {kind} (haptic)"),
                (false, true) => format!("feedback {kind} (sound)"),
                _ => format!("feedback {kind}"),
            }
        }
    }
}

/// A shell as the transcripts need one: it keeps the searches it was handed until
/// `settle`, cancelling their tokens when told.
struct Shell {
    driver: Driver,
    settings: Settings,
    lang: DisplayLanguage,
    outstanding: BTreeMap<u64, (SearchJob, CancelToken)>,
}

/// The game table, or a trainer over one.
enum Driver {
    Table(Box<GameTable>),
    Trainer(Box<Trainer>),
}

impl Shell {
    fn board(&self) -> &'static Board {
        match &self.driver {
            Driver::Table(t) => t.board(),
            Driver::Trainer(t) => t.table().board(),
        }
    }

    fn render(&self, now: u64, effects: &[String]) -> Vec<String> {
        match &self.driver {
            Driver::Table(t) => render(&t.view(now), effects),
            Driver::Trainer(t) => render_trainer(&t.view(now), effects),
        }
    }

    fn send(&mut self, event: TableEvent, now: u64, effects: &mut Vec<String>) {
        self.send_trainer(TrainerEvent::Table(event), now, effects)
    }

    fn send_trainer(&mut self, event: TrainerEvent, now: u64, effects: &mut Vec<String>) {
        let fx: Vec<TrainerEffect> = match (&mut self.driver, event) {
            (Driver::Table(t), TrainerEvent::Table(e)) => t
                .handle(e, now)
                .into_iter()
                .map(TrainerEffect::Table)
                .collect(),
            (Driver::Table(_), _) => Vec::new(),
            (Driver::Trainer(t), e) => t.handle(e, now),
        };
        for e in &fx {
            let TrainerEffect::Table(e) = e else { continue };
            match e {
                TableEffect::Search(job) => {
                    self.outstanding
                        .insert(job.id(), (job.clone(), CancelToken::new()));
                }
                TableEffect::CancelSearch(id) => {
                    if let Some((_, token)) = self.outstanding.get(id) {
                        token.cancel();
                    }
                }
                _ => {}
            }
        }
        effects.extend(fx.iter().map(trainer_effect_word));
    }

    fn step(&mut self, now: u64, words: &[&str]) -> Result<Vec<String>, String> {
        let mut fx = Vec::new();
        let board = self.board();
        let simple = |e: TableEvent| Ok(Some(e));
        let event: Result<Option<TableEvent>, String> = match words {
            ["start"] => simple(TableEvent::Start),
            ["undo"] => simple(TableEvent::Undo),
            ["redo"] => simple(TableEvent::Redo),
            ["restart"] => simple(TableEvent::Restart),
            ["hint"] => simple(TableEvent::Hint),
            ["tick"] => simple(TableEvent::Tick),
            ["background"] => simple(TableEvent::Background),
            ["foreground"] => simple(TableEvent::Foreground),
            ["dismiss"] => simple(TableEvent::DismissMessage),
            ["leave"] => simple(TableEvent::Leave),
            ["save-and-leave"] => simple(TableEvent::SaveAndLeave),
            ["resign"] => simple(TableEvent::Resign),
            ["offer-draw"] => simple(TableEvent::OfferDraw),
            ["yes"] => simple(TableEvent::Answer(true)),
            ["no"] => simple(TableEvent::Answer(false)),
            ["retry"] => {
                self.send_trainer(TrainerEvent::Retry, now, &mut fx);
                Ok(None)
            }
            ["show-solution"] => {
                self.send_trainer(TrainerEvent::ShowSolution, now, &mut fx);
                Ok(None)
            }
            ["tap", p] => match p.strip_prefix('#') {
                Some(n) => n
                    .parse::<usize>()
                    .map(|i| Some(TableEvent::Tap(i)))
                    .map_err(|_| format!("bad index `{n}`")),
                None => board
                    .find(p)
                    .map(|pt| Some(TableEvent::Tap(pt.index())))
                    .ok_or_else(|| format!("no point `{p}`")),
            },
            ["play", mv] => {
                let m = board.parse_move(mv).map_err(|e| e.to_string())?;
                self.send(TableEvent::Tap(m.from.index()), now, &mut fx);
                simple(TableEvent::Tap(m.to.index()))
            }
            ["level", l] => l
                .parse::<Level>()
                .map(|l| Some(TableEvent::SetLevel(l)))
                .map_err(|e| e.to_string()),
            ["lang", l] => {
                self.lang = parse_lang(l)?;
                simple(TableEvent::Settings(self.settings, self.lang))
            }
            ["set", kv] => {
                let (k, v) = kv.split_once('=').ok_or("set needs name=value")?;
                set_flag(&mut self.settings, k, v == "true")?;
                simple(TableEvent::Settings(self.settings, self.lang))
            }
            ["answer", id, mv] => {
                let id: u64 = id
                    .strip_prefix('#')
                    .and_then(|n| n.parse().ok())
                    .ok_or_else(|| format!("bad search id `{id}`"))?;
                let found = match *mv {
                    "none" => None,
                    text => Some(board.parse_move(text).map_err(|e| e.to_string())?),
                };
                simple(TableEvent::SearchDone(SearchAnswer {
                    id,
                    found,
                    ..SearchAnswer::default()
                }))
            }
            ["settle"] => {
                let mut rounds = 0;
                while let Some((&id, _)) = self.outstanding.iter().next() {
                    let Some((job, token)) = self.outstanding.remove(&id) else {
                        break;
                    };
                    let answer = job.run(&token);
                    self.send(TableEvent::SearchDone(answer), now, &mut fx);
                    rounds += 1;
                    if rounds > 100 {
                        return Err("settle: searches never end".into());
                    }
                }
                Ok(None)
            }
            _ => Err(format!("unknown event `{}`", words.join(" "))),
        };
        if let Some(e) = event? {
            self.send(e, now, &mut fx);
        }
        Ok(fx)
    }
}

/// A line without its comment: a line that starts with `#`, or the part after ` # `.
fn strip_comment(line: &str) -> &str {
    if line.trim_start().starts_with('#') {
        return "";
    }
    line.split(" # ").next().unwrap_or("")
}

/// Runs one transcript; returns the file as it should be (the expected lines replaced by
/// what the table shows) and the first difference, if any.
fn run(path: &Path) -> Result<(String, Option<String>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let lines: Vec<&str> = text.lines().collect();
    let first_step = lines
        .iter()
        .position(|l| l.starts_with('>'))
        .ok_or("no step")?;
    let header_lines: Vec<&str> = lines[..first_step]
        .iter()
        .map(|l| strip_comment(l).trim())
        .filter(|l| !l.is_empty())
        .collect();
    let h = parse_header(&header_lines)?;
    let driver = match &h.subject {
        Subject::Game => {
            let session = Session::new(h.game, h.setup, h.seed).map_err(|e| e.to_string())?;
            Driver::Table(Box::new(GameTable::new(session, h.settings, h.lang)))
        }
        Subject::Puzzle(id) => {
            let p = folkchess_core::training::puzzle::puzzle_by_id(id).ok_or("no such puzzle")?;
            Driver::Trainer(Box::new(Trainer::puzzle(p, h.settings, h.lang)))
        }
        Subject::Exercise(e) => Driver::Trainer(Box::new(
            Trainer::exercise(e, h.settings, h.lang).map_err(|e| e.to_string())?,
        )),
    };
    let mut shell = Shell {
        driver,
        settings: h.settings,
        lang: h.lang,
        outstanding: BTreeMap::new(),
    };
    let mut out: Vec<String> = lines[..first_step].iter().map(|s| s.to_string()).collect();
    let mut diff = None;
    let mut i = first_step;
    while i < lines.len() {
        let step = lines[i];
        let mut j = i + 1;
        while j < lines.len() && !lines[j].starts_with('>') {
            j += 1;
        }
        // Comment lines (starting with #) after a step are kept; other lines are the view.
        let comments: Vec<&str> = lines[i + 1..j]
            .iter()
            .copied()
            .filter(|l| l.starts_with('#'))
            .collect();
        let expected: Vec<&str> = lines[i + 1..j]
            .iter()
            .copied()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .collect();
        let body = strip_comment(&step[1..]).trim();
        let words: Vec<&str> = body.split_whitespace().collect();
        let (now, event) = words.split_first().ok_or("empty step")?;
        let now: u64 = now.parse().map_err(|_| format!("bad time in `{step}`"))?;
        let fx = shell
            .step(now, event)
            .map_err(|e| format!("{}:{}: {e}", path.display(), i + 1))?;
        let actual = shell.render(now, &fx);
        if diff.is_none()
            && actual
                .iter()
                .map(String::as_str)
                .ne(expected.iter().copied())
        {
            diff = Some(format!(
                "{}:{}: after `{step}`\n--- expected\n{}\n--- actual\n{}",
                path.display(),
                i + 1,
                expected.join("\n"),
                actual.join("\n")
            ));
        }
        out.push(step.to_string());
        out.extend(comments.iter().map(|s| s.to_string()));
        out.extend(actual);
        out.push(String::new());
        i = j;
    }
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    Ok((out.join("\n") + "\n", diff))
}

#[test]
fn every_transcript_matches_the_table() {
    let bless = std::env::var_os("FOLKCHESS_BLESS").is_some();
    let mut files: Vec<PathBuf> = [dir(), dir().join("trainer")]
        .iter()
        .flat_map(|d| std::fs::read_dir(d).expect("tests/transcripts"))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "too few transcripts: {}", files.len());
    let mut failures = Vec::new();
    for path in &files {
        match run(path) {
            Ok((text, diff)) => {
                if bless {
                    std::fs::write(path, text).expect("write transcript");
                } else if let Some(d) = diff {
                    failures.push(d);
                }
            }
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_side_name_is_what_the_banner_says() {
    // The renderer's words are the table's: nothing here re-words the view.
    let session = Session::new(
        GameId::Jinmen,
        Setup {
            mode: Mode::VsComputer {
                level: Level::Easy,
                human: Side::Second,
            },
            turn_seconds: None,
        },
        3,
    )
    .unwrap();
    let table = GameTable::new(session, Settings::default(), DisplayLanguage::Zh);
    let lines = render(&table.view(0), &[]);
    assert!(
        lines.iter().any(|l| l == "banner: 电脑走棋 · 先手（红）"),
        "{lines:?}"
    );
}

/// Writes the events of whole games (`whole-*.txt`, when missing): the player's moves are
/// chosen by the computer at a stronger level than its opponent, so that games end.
/// Run it with `--ignored`, then bless.
#[test]
#[ignore]
fn write_whole_games() {
    use folkchess_core::ai;
    /// A game, its mode as the header writes it, the computer's level and the player's
    /// side (none: pass-and-play), and the level that picks the player's moves.
    type Plan = (GameId, &'static str, Option<(Level, Side)>, Level);
    let plans: [Plan; 8] = [
        (
            GameId::Weiming,
            "vs beginner first",
            Some((Level::Beginner, Side::First)),
            Level::Master,
        ),
        (
            GameId::Zhongkui,
            "vs beginner second",
            Some((Level::Beginner, Side::Second)),
            Level::Master,
        ),
        (
            GameId::Jinmen,
            "vs beginner first",
            Some((Level::Beginner, Side::First)),
            Level::Hard,
        ),
        (
            GameId::Huishi,
            "vs beginner first",
            Some((Level::Beginner, Side::First)),
            Level::Hard,
        ),
        (GameId::Weiming, "pass", None, Level::Easy),
        (GameId::Zhongkui, "pass", None, Level::Easy),
        (GameId::Jinmen, "pass", None, Level::Medium),
        (GameId::Huishi, "pass", None, Level::Medium),
    ];
    for (game, mode_words, mode, strength) in plans {
        let kind = if mode.is_some() {
            "vs-computer"
        } else {
            "pass-and-play"
        };
        let path = dir().join(format!("whole-{}-{kind}.txt", game.id()));
        if path.exists() {
            continue;
        }
        let setup = Setup {
            mode: match mode {
                Some((level, human)) => Mode::VsComputer { level, human },
                None => Mode::PassAndPlay,
            },
            turn_seconds: None,
        };
        let seed = 3;
        let mut table = GameTable::new(
            Session::new(game, setup, seed).unwrap(),
            Settings::default(),
            DisplayLanguage::En,
        );
        let mut lines = vec![
            format!("# A whole game of {} {kind}, played to its end.", game.id()),
            format!("game {} {mode_words}", game.id()),
            format!("seed {seed}"),
            "lang en".to_string(),
            String::new(),
        ];
        let mut now = 0u64;
        let mut pending: Vec<SearchJob> = Vec::new();
        let send =
            |table: &mut GameTable, e: TableEvent, now: u64, pending: &mut Vec<SearchJob>| {
                for fx in table.handle(e, now) {
                    if let TableEffect::Search(job) = fx {
                        pending.push(job);
                    }
                }
            };
        send(&mut table, TableEvent::Start, now, &mut pending);
        lines.push(format!("> {now} start"));
        let board = table.board();
        for _ in 0..400 {
            now += 1000;
            if !pending.is_empty() {
                for job in std::mem::take(&mut pending) {
                    let answer = job.run(&CancelToken::new());
                    send(
                        &mut table,
                        TableEvent::SearchDone(answer),
                        now,
                        &mut pending,
                    );
                }
                lines.push(format!("> {now} settle"));
                continue;
            }
            if table.session().record().status().is_over() {
                break;
            }
            let record = table.session().record().clone();
            let m = ai::choose_move(&record, strength, now, &CancelToken::new()).unwrap();
            send(
                &mut table,
                TableEvent::Tap(m.from.index()),
                now,
                &mut pending,
            );
            send(&mut table, TableEvent::Tap(m.to.index()), now, &mut pending);
            lines.push(format!("> {now} play {}", board.move_text(m)));
        }
        assert!(
            table.session().record().status().is_over(),
            "{}: the game did not end",
            path.display()
        );
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    }
}

/// An action's short name in the transcripts' rows.
fn action_id(a: TableAction) -> &'static str {
    match a {
        TableAction::Undo => "undo",
        TableAction::Hint => "hint",
        TableAction::OfferDraw => "draw",
        TableAction::Resign => "resign",
        TableAction::Review => "review",
        TableAction::Rematch => "rematch",
        TableAction::NewGame => "new",
        TableAction::Redo => "redo",
        TableAction::Restart => "restart",
        TableAction::SaveAndLeave => "save",
        TableAction::Rules => "rules",
    }
}
