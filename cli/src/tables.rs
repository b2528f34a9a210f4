//! Exact tables on disk: `folkchess solve GAME --full --out DIR` builds one with the core's
//! retrograde solver (`folkchess_core::ai::retro`), saving its cells between layers so that
//! an interrupted build resumes where it stopped; [`TableFile`] answers lookups from a
//! finished table without reading it into memory (the engine's `--tables DIR`).
//!
//! The directory holds:
//!
//! | file | what |
//! |---|---|
//! | `state` | the build's progress: `game`, `size`, `phase` (`init`, `layers`, `done`), `init_done`, `next_layer`, `cells` |
//! | `cells-init.bin` | the first cells, appended chunk by chunk while `phase` is `init` |
//! | `cells-L<d>.bin` | the cells before layer `d` (the newest checkpoint; older ones are removed) |
//! | `GAME.table` | the finished table: one byte per position in index order (`ai::retro::decode`) |
//! | `GAME.table.sum` | its size and FNV-1a 64 checksum |
//! | `GAME.stats` | the counts, the longest win and the start's value |

use folkchess_core::ai::retro::{self, Cells, Counts, Space};
use folkchess_core::ai::Verdict;
use folkchess_core::{GameId, GameRecord, Level, Position};
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Positions per chunk of the first pass (16 Mi: 16 MiB of cells).
const CHUNK: u64 = 1 << 24;

/// Why a build or a lookup failed.
#[derive(Debug)]
pub enum TableError {
    /// The solver refused (a game with captures, a distance too long, …).
    Retro(retro::RetroError),
    /// Reading or writing the directory failed.
    Io(io::Error),
    /// The directory's files do not fit together (another game, a truncated file, …).
    Corrupt(String),
    /// The build needs more memory than this machine's address space allows.
    TooLarge(u64),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Retro(e) => write!(f, "{e}"),
            TableError::Io(e) => write!(f, "{e}"),
            TableError::Corrupt(what) => write!(f, "table directory: {what}"),
            TableError::TooLarge(n) => write!(f, "{n} positions do not fit in memory here"),
        }
    }
}

impl std::error::Error for TableError {}

impl From<io::Error> for TableError {
    fn from(e: io::Error) -> Self {
        TableError::Io(e)
    }
}

impl From<retro::RetroError> for TableError {
    fn from(e: retro::RetroError) -> Self {
        TableError::Retro(e)
    }
}

/// Where a build stands (the `state` file).
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    game: GameId,
    size: u64,
    phase: Phase,
    init_done: u64,
    next_layer: u32,
    cells: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Init,
    Layers,
    Done,
}

impl Phase {
    fn word(self) -> &'static str {
        match self {
            Phase::Init => "init",
            Phase::Layers => "layers",
            Phase::Done => "done",
        }
    }
}

impl State {
    fn to_text(&self) -> String {
        format!(
            "game {}\nsize {}\nphase {}\ninit_done {}\nnext_layer {}\ncells {}\n",
            self.game,
            self.size,
            self.phase.word(),
            self.init_done,
            self.next_layer,
            self.cells
        )
    }

    fn parse(text: &str) -> Result<State, TableError> {
        let bad = |what: &str| TableError::Corrupt(format!("bad state file: {what}"));
        let get = |key: &str| -> Result<String, TableError> {
            text.lines()
                .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(' ')))
                .map(str::to_string)
                .ok_or_else(|| bad(&format!("no `{key}`")))
        };
        let num = |s: String, key: &str| s.parse::<u64>().map_err(|_| bad(key));
        let game = get("game")?.parse::<GameId>().map_err(|_| bad("game"))?;
        let size = num(get("size")?, "size")?;
        let phase = match get("phase")?.as_str() {
            "init" => Phase::Init,
            "layers" => Phase::Layers,
            "done" => Phase::Done,
            _ => return Err(bad("phase")),
        };
        let init_done = num(get("init_done")?, "init_done")?;
        let next_layer =
            u32::try_from(num(get("next_layer")?, "next_layer")?).map_err(|_| bad("next_layer"))?;
        let cells = get("cells")?;
        if cells.contains('/') || cells.contains('\\') || init_done > size {
            return Err(bad("cells"));
        }
        Ok(State {
            game,
            size,
            phase,
            init_done,
            next_layer,
            cells,
        })
    }

    /// Writes the state atomically (a temporary file renamed over the old one).
    fn save(&self, dir: &Path) -> io::Result<()> {
        let tmp = dir.join("state.tmp");
        {
            let mut f = File::create(&tmp)?;
            f.write_all(self.to_text().as_bytes())?;
            f.sync_all()?;
        }
        fs::rename(tmp, dir.join("state"))
    }
}

/// Options of a build.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// The directory of the table and its checkpoints.
    pub dir: PathBuf,
    /// Threads for the first pass and the layers.
    pub threads: usize,
    /// Save the cells after a layer when this long has passed since the last save.
    pub checkpoint_every: Duration,
}

/// What a finished build found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildReport {
    /// Positions in the table.
    pub size: u64,
    /// Counts over every position of the space.
    pub counts: Counts,
    /// The start position's value.
    pub start: Verdict,
    /// The table's FNV-1a 64 checksum.
    pub checksum: u64,
    /// Layers processed.
    pub layers: u32,
}

impl BuildReport {
    fn to_text(&self, game: GameId) -> String {
        let c = &self.counts;
        format!(
            "game {game}\npositions {}\nstart {}\nwins {}\nlosses {}\ndraws {}\nlongest_win {}\nlongest_loss {}\nlayers {}\nchecksum {:016x}\n",
            self.size,
            words(self.start),
            c.wins,
            c.losses,
            c.draws,
            c.longest_win,
            c.longest_loss,
            self.layers,
            self.checksum
        )
    }
}

/// `win 17`, `loss 4`, `draw` (as the engine says it).
fn words(v: Verdict) -> String {
    match v {
        Verdict::Win(n) => format!("win {n}"),
        Verdict::Loss(n) => format!("loss {n}"),
        Verdict::Draw => "draw".to_string(),
    }
}

/// The memory a build of `game` holds: one byte per position, plus the chunk buffers.
pub fn build_memory(game: GameId) -> Result<u64, TableError> {
    Ok(Space::new(game).map_err(retro::RetroError::from)?.size() + CHUNK)
}

/// Reads the first `count` cells from `path` into `cells`.
fn read_cells(path: &Path, cells: &Cells, count: u64) -> Result<(), TableError> {
    let mut f = File::open(path)?;
    let len = f.metadata()?.len();
    if len < count {
        return Err(TableError::Corrupt(format!(
            "{} holds {len} bytes, {count} expected",
            path.display()
        )));
    }
    let mut buf = vec![0u8; CHUNK as usize];
    let mut at = 0u64;
    while at < count {
        let k = (count - at).min(CHUNK) as usize;
        f.read_exact(&mut buf[..k])?;
        cells.write(at as usize, &buf[..k]);
        at += k as u64;
    }
    Ok(())
}

/// Writes every cell to `path` (through a temporary file renamed over it), with the
/// counts and checksum of what it wrote.
fn write_cells(path: &Path, cells: &Cells) -> Result<(u64, Counts), TableError> {
    let tmp = path.with_extension("tmp");
    let mut sum = retro::CHECKSUM_START;
    let mut counts = Counts::default();
    {
        let mut f = File::create(&tmp)?;
        let mut buf = vec![0u8; CHUNK as usize];
        let mut at = 0usize;
        while at < cells.len() {
            let k = (cells.len() - at).min(CHUNK as usize);
            cells.read(at, &mut buf[..k]);
            sum = retro::checksum(sum, &buf[..k]);
            counts.add(&buf[..k]);
            f.write_all(&buf[..k])?;
            at += k;
        }
        f.sync_all()?;
    }
    fs::rename(&tmp, path)?;
    Ok((sum, counts))
}

/// Fills `cells` (positions `start..`) with first cells, on `threads` threads.
fn init_parallel(
    space: &Space,
    start: u64,
    cells: &mut [u8],
    threads: usize,
) -> Result<(), TableError> {
    let per = cells.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|s| {
        let handles: Vec<_> = cells
            .chunks_mut(per)
            .enumerate()
            .map(|(k, part)| {
                let from = start + (k * per) as u64;
                s.spawn(move || retro::init_cells(space, from, part))
            })
            .collect();
        for h in handles {
            h.join()
                .map_err(|_| TableError::Corrupt("a worker thread panicked".into()))??;
        }
        Ok(())
    })
}

fn rate(n: u64, d: Duration) -> String {
    let per_s = n as f64 / d.as_secs_f64().max(1e-9);
    format!("{:.2} M/s", per_s / 1e6)
}

fn hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Builds (or resumes building) the full table of `game` in `opts.dir`, saying what it does
/// on `log` (one line per step) and a progress line on `progress` (rewritten in place).
pub fn build(
    game: GameId,
    opts: &BuildOptions,
    log: &mut dyn Write,
    progress: &mut dyn Write,
) -> Result<BuildReport, TableError> {
    let space = Space::new(game).map_err(retro::RetroError::from)?;
    let size = space.size();
    let n = usize::try_from(size).map_err(|_| TableError::TooLarge(size))?;
    let dir = &opts.dir;
    fs::create_dir_all(dir)?;
    let state_path = dir.join("state");
    let mut state = if state_path.exists() {
        let s = State::parse(&fs::read_to_string(&state_path)?)?;
        if s.game != game || s.size != size {
            return Err(TableError::Corrupt(format!(
                "{} holds a build of {} ({} positions), not {game} ({size})",
                dir.display(),
                s.game,
                s.size
            )));
        }
        s
    } else {
        State {
            game,
            size,
            phase: Phase::Init,
            init_done: 0,
            next_layer: 0,
            cells: "cells-init.bin".into(),
        }
    };
    let table_path = dir.join(format!("{game}.table"));
    if state.phase == Phase::Done {
        writeln!(log, "{game}: the table in {} is finished", dir.display())?;
        return report_from_file(&space, &table_path, log);
    }
    let mib = |b: u64| b as f64 / (1u64 << 20) as f64;
    writeln!(
        log,
        "{game}: {size} positions; memory: {:.0} MiB of cells (one byte per position) + under {:.0} MiB of buffers, held until the end; disk: up to {:.0} MiB in {}",
        mib(size),
        mib(CHUNK),
        mib(2 * size),
        dir.display()
    )?;
    let cells = Cells::new(n);
    let t0 = Instant::now();

    if state.phase == Phase::Init {
        let path = dir.join(&state.cells);
        if state.init_done > 0 {
            read_cells(&path, &cells, state.init_done)?;
            writeln!(
                log,
                "resuming the first pass at {} of {size}",
                state.init_done
            )?;
        }
        let mut file = OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(false)
            .open(&path)?;
        file.set_len(state.init_done)?;
        file.seek(SeekFrom::Start(state.init_done))?;
        let started = Instant::now();
        let first = state.init_done;
        let mut buf = vec![0u8; CHUNK as usize];
        while state.init_done < size {
            let from = state.init_done;
            let to = (from + CHUNK).min(size);
            let part = &mut buf[..(to - from) as usize];
            init_parallel(&space, from, part, opts.threads)?;
            file.write_all(part)?;
            file.sync_data()?;
            cells.write(from as usize, part);
            state.init_done = to;
            state.save(dir)?;
            let done = to - first;
            let el = started.elapsed();
            let eta = Duration::from_secs_f64(el.as_secs_f64() / done as f64 * (size - to) as f64);
            write!(
                progress,
                "\rfirst pass: {:5.1} % · {} · {} elapsed · ETA {}   ",
                100.0 * to as f64 / size as f64,
                rate(done, el),
                hms(el),
                hms(eta)
            )?;
            progress.flush()?;
        }
        writeln!(progress)?;
        writeln!(log, "first pass done in {}", hms(started.elapsed()))?;
        state.phase = Phase::Layers;
        state.next_layer = 0;
        state.save(dir)?;
    } else {
        read_cells(&dir.join(&state.cells), &cells, size)?;
        writeln!(log, "resuming at layer {}", state.next_layer)?;
    }

    let mut last_save = Instant::now();
    let mut d = state.next_layer;
    // How many positions the previous layer decided: the size of layer `d` from layer 2 on
    // (layer 1 also holds the wins in 1 found by the first pass).
    let mut previous: Option<u64> = None;
    loop {
        let empty = match previous {
            Some(0) if d >= 2 => true,
            Some(_) => false,
            None => d >= 1 && retro::layer_is_empty(&cells, d),
        };
        if empty {
            break;
        }
        let started = Instant::now();
        let mut show = |scanned: u64| {
            let el = started.elapsed();
            let _ = write!(
                progress,
                "\rlayer {d}: {:5.1} % · {} scanned · {} total elapsed   ",
                100.0 * scanned as f64 / size as f64,
                rate(scanned, el),
                hms(t0.elapsed())
            );
            let _ = progress.flush();
        };
        let newly = retro::run_layer(&space, &cells, d, opts.threads, &mut show)?;
        previous = Some(newly);
        writeln!(progress)?;
        writeln!(
            log,
            "layer {d}: {newly} positions decided at distance {} in {}",
            d + 1,
            hms(started.elapsed())
        )?;
        d += 1;
        if last_save.elapsed() >= opts.checkpoint_every {
            let name = format!("cells-L{d}.bin");
            write_cells(&dir.join(&name), &cells)?;
            let old = std::mem::replace(&mut state.cells, name);
            state.next_layer = d;
            state.save(dir)?;
            if old != state.cells {
                let _ = fs::remove_file(dir.join(old));
            }
            last_save = Instant::now();
            writeln!(log, "saved the cells before layer {d}")?;
        }
    }

    retro::finish(&cells);
    let (checksum, counts) = write_cells(&table_path, &cells)?;
    let start = space
        .rank(&Position::start(game))
        .and_then(|i| cells.get(i as usize))
        .and_then(|c| match retro::decode(c) {
            retro::CellValue::Decided(v) => Some(v),
            retro::CellValue::Undecided(_) => None,
        })
        .ok_or_else(|| TableError::Corrupt("the start is not in the table".into()))?;
    let report = BuildReport {
        size,
        counts,
        start,
        checksum,
        layers: d,
    };
    fs::write(
        dir.join(format!("{game}.table.sum")),
        format!("{size} {checksum:016x} fnv1a64 {game}.table\n"),
    )?;
    fs::write(dir.join(format!("{game}.stats")), report.to_text(game))?;
    let old = std::mem::replace(&mut state.cells, format!("{game}.table"));
    state.phase = Phase::Done;
    state.next_layer = d;
    state.save(dir)?;
    let _ = fs::remove_file(dir.join(old));
    writeln!(log, "done in {}", hms(t0.elapsed()))?;
    Ok(report)
}

/// The report of a finished table, recounted from its file.
fn report_from_file(
    space: &Space,
    path: &Path,
    log: &mut dyn Write,
) -> Result<BuildReport, TableError> {
    let mut f = File::open(path)?;
    let size = space.size();
    if f.metadata()?.len() != size {
        return Err(TableError::Corrupt(format!(
            "{} is not {size} bytes",
            path.display()
        )));
    }
    let mut counts = Counts::default();
    let mut sum = retro::CHECKSUM_START;
    let mut buf = vec![0u8; CHUNK as usize];
    let mut left = size;
    while left > 0 {
        let k = left.min(CHUNK) as usize;
        f.read_exact(&mut buf[..k])?;
        counts.add(&buf[..k]);
        sum = retro::checksum(sum, &buf[..k]);
        left -= k as u64;
    }
    let table = TableFile::open_file(space.clone(), path)?;
    let start = table
        .value(&Position::start(space.game()))?
        .ok_or_else(|| TableError::Corrupt("the start is not in the table".into()))?;
    writeln!(log, "checksum {sum:016x}")?;
    Ok(BuildReport {
        size,
        counts,
        start,
        checksum: sum,
        layers: counts.longest_win.max(counts.longest_loss) + 1,
    })
}

/// A finished table on disk, read one cell at a time.
#[derive(Debug)]
pub struct TableFile {
    space: Space,
    file: std::cell::RefCell<File>,
}

impl TableFile {
    /// Opens the finished table of `game` in `dir` (`GAME.table`).
    pub fn open(game: GameId, dir: &Path) -> Result<TableFile, TableError> {
        let space = Space::new(game).map_err(retro::RetroError::from)?;
        TableFile::open_file(space, &dir.join(format!("{game}.table")))
    }

    fn open_file(space: Space, path: &Path) -> Result<TableFile, TableError> {
        let file = File::open(path)?;
        let len = file.metadata()?.len();
        if len != space.size() {
            return Err(TableError::Corrupt(format!(
                "{} holds {len} bytes, {} expected",
                path.display(),
                space.size()
            )));
        }
        Ok(TableFile {
            space,
            file: std::cell::RefCell::new(file),
        })
    }

    /// The game.
    pub fn game(&self) -> GameId {
        self.space.game()
    }

    /// The cell of the position with index `i` (`ai::retro::decode` reads it).
    pub fn cell(&self, i: u64) -> Result<u8, TableError> {
        let mut f = self.file.borrow_mut();
        f.seek(SeekFrom::Start(i))?;
        let mut b = [0u8; 1];
        f.read_exact(&mut b)?;
        Ok(b[0])
    }

    /// The exact value of `pos` for its side to move (`None` for another game's position).
    pub fn value(&self, pos: &Position) -> Result<Option<Verdict>, TableError> {
        if pos.game() != self.space.game() {
            return Ok(None);
        }
        if pos.is_decided() {
            return Ok(Some(Verdict::Loss(0)));
        }
        let Some(i) = self.space.rank(pos) else {
            return Ok(None);
        };
        let mut f = self.file.borrow_mut();
        f.seek(SeekFrom::Start(i))?;
        let mut b = [0u8; 1];
        f.read_exact(&mut b)?;
        match retro::decode(b[0]) {
            retro::CellValue::Decided(v) => Ok(Some(v)),
            retro::CellValue::Undecided(_) => Err(TableError::Corrupt(format!(
                "position {i} is undecided: the table is not finished"
            ))),
        }
    }
}

/// What [`verify`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyReport {
    /// Positions checked.
    pub checked: u64,
    /// The first few positions whose value disagrees with their moves' values (as text).
    pub failures: Vec<String>,
}

/// Checks the self-consistency of a finished table on `samples` positions drawn at random
/// (seeded): a position lost in 0 has no move; any other's value is the best of its moves'
/// values for the mover — a win in d has a move to a loss in d − 1 and none to a shorter
/// one, a loss in d has only moves to wins, the slowest in d − 1, a draw has no move to a
/// loss and some move to a draw; and where the board has a mirror, the mirrored position
/// has the same value.
pub fn verify(table: &TableFile, samples: u64, seed: u64) -> Result<VerifyReport, TableError> {
    let size = table.space.size();
    let mut state = seed;
    let mut report = VerifyReport {
        checked: 0,
        failures: Vec::new(),
    };
    for _ in 0..samples {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        let Some(pos) = table.space.unrank(z % size) else {
            continue;
        };
        let v = table
            .value(&pos)?
            .ok_or_else(|| TableError::Corrupt("a position of the space has no value".into()))?;
        let mut best: Option<Verdict> = None;
        for &m in pos.legal_moves().iter() {
            let c = table
                .value(&pos.play_unchecked(m))?
                .ok_or_else(|| TableError::Corrupt("a child has no value".into()))?
                .for_mover();
            if best.is_none_or(|b| c.rank() > b.rank()) {
                best = Some(c);
            }
        }
        let mut ok = match best {
            None => v == Verdict::Loss(0),
            Some(b) => b == v,
        };
        // Where the board has a mirror, the mirrored position has the same value (the
        // pass does not use the symmetry, so this is an independent check).
        if let Some(m) = table.space.mirror(&pos) {
            ok &= table.value(&m)? == Some(v);
        }
        report.checked += 1;
        if !ok && report.failures.len() < 10 {
            report
                .failures
                .push(format!("{pos}: table {v:?}, moves give {best:?}"));
        }
    }
    Ok(report)
}

/// A principal line from `pos`: at each ply the best move by the table (the fastest win,
/// the slowest loss, else the first drawing move), with the value after it for the side to
/// move then; at most `max_plies` plies, and it stops when a position comes back (a drawn
/// line goes round).
pub fn principal_line(
    table: &TableFile,
    pos: &Position,
    max_plies: usize,
) -> Result<Vec<(folkchess_core::Move, Verdict)>, TableError> {
    let mut line = Vec::new();
    let mut at = *pos;
    let mut seen = vec![at];
    for _ in 0..max_plies {
        let mut best: Option<(folkchess_core::Move, Verdict, Verdict)> = None;
        for &m in at.legal_moves().iter() {
            let child = table
                .value(&at.play_unchecked(m))?
                .ok_or_else(|| TableError::Corrupt("a child has no value".into()))?;
            if best.is_none_or(|(_, b, _)| child.for_mover().rank() > b.rank()) {
                best = Some((m, child.for_mover(), child));
            }
        }
        let Some((m, _, child)) = best else {
            break;
        };
        line.push((m, child));
        at = at.play_unchecked(m);
        if at.is_decided() || seen.iter().any(|p| p.same_for_repetition(&at)) {
            break;
        }
        seen.push(at);
    }
    Ok(line)
}

/// A small seeded generator (SplitMix64) for sampling.
#[derive(Clone, Debug)]
struct Sampler(u64);

impl Sampler {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// `count` random reachable positions of `game`, as the games that reach them: each plays
/// uniformly random legal moves from the start for a random number of plies in
/// `0..=max_plies`; a game that ends on the way (a rendezvous, no move, a repetition) is
/// drawn again. Seeded, so the same for the same arguments.
pub fn random_reachable(game: GameId, count: usize, max_plies: u64, seed: u64) -> Vec<GameRecord> {
    let mut rng = Sampler(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let plies = rng.below(max_plies + 1);
        let mut record = GameRecord::new_game(game);
        let mut alive = true;
        for _ in 0..plies {
            let moves = record.current().legal_moves();
            if moves.is_empty() || record.status().is_over() {
                alive = false;
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            if record.play_move(m).is_err() || record.status().is_over() {
                alive = false;
                break;
            }
        }
        if alive && !record.status().is_over() {
            out.push(record);
        }
    }
    out
}

/// How a level's moves compare with the table on a set of positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelRate {
    /// The level.
    pub level: Level,
    /// Positions judged.
    pub positions: u64,
    /// Moves that keep the position's exact value (a win stays a win, a draw a draw; every
    /// move of a lost position keeps it).
    pub keeps_value: u64,
    /// Moves with the best verdict: the fastest win, a draw, the slowest loss.
    pub best: u64,
    /// Per value of the position (won, drawn, lost): (positions, moves keeping the value).
    pub by_value: [(u64, u64); 3],
}

/// Plays `level` (seed `seed`) on each record and judges its move by the table.
pub fn measure(
    table: &TableFile,
    records: &[GameRecord],
    level: Level,
    seed: u64,
) -> Result<LevelRate, TableError> {
    let mut rate = LevelRate {
        level,
        positions: 0,
        keeps_value: 0,
        best: 0,
        by_value: [(0, 0); 3],
    };
    let cancel = folkchess_core::ai::CancelToken::new();
    let class = |v: Verdict| match v {
        Verdict::Win(_) => 0,
        Verdict::Draw => 1,
        Verdict::Loss(_) => 2,
    };
    for (k, record) in records.iter().enumerate() {
        let pos = record.current();
        let Some(v) = table.value(pos)? else { continue };
        let Some(m) = folkchess_core::ai::choose_move(record, level, seed + k as u64, &cancel)
        else {
            continue;
        };
        let Some(after) = table.value(&pos.play_unchecked(m))? else {
            continue;
        };
        let got = after.for_mover();
        rate.positions += 1;
        let c = class(v);
        rate.by_value[c].0 += 1;
        if class(got) == c {
            rate.keeps_value += 1;
            rate.by_value[c].1 += 1;
        }
        if got == v {
            rate.best += 1;
        }
    }
    Ok(rate)
}

/// How a puzzle set stands against the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleCheck {
    /// Puzzles checked.
    pub checked: usize,
    /// Puzzles whose solution is the only winning move and whose value is the exact one.
    pub proved: usize,
    /// Puzzles with more than one winning move, or none (`id: what`).
    pub not_unique: Vec<String>,
    /// Puzzles whose stated value differs from the exact distance (`id: stated, exact`).
    pub other_value: Vec<String>,
}

/// Checks every puzzle of the table's game against the table: the side to move wins, the
/// solution is its only winning move, and the stated value is the exact distance.
pub fn check_puzzles(table: &TableFile) -> Result<PuzzleCheck, TableError> {
    let mut out = PuzzleCheck::default();
    for p in folkchess_core::training::puzzle::puzzles(table.game()) {
        out.checked += 1;
        let pos = &p.position;
        let v = table.value(pos)?;
        let mut winning = Vec::new();
        for &m in pos.legal_moves().iter() {
            if let Some(Verdict::Win(_)) =
                table.value(&pos.play_unchecked(m))?.map(Verdict::for_mover)
            {
                winning.push(m);
            }
        }
        let unique = winning == [p.solution];
        if !unique {
            let b = pos.board();
            let names: Vec<String> = winning.iter().map(|&m| b.move_text(m)).collect();
            out.not_unique
                .push(format!("{}: winning moves [{}]", p.id, names.join(" ")));
        }
        let exact = v == Some(Verdict::Win(p.value));
        if !exact {
            out.other_value
                .push(format!("{}: W{}, table {v:?}", p.id, p.value));
        }
        if unique && exact {
            out.proved += 1;
        }
    }
    Ok(out)
}

/// Writes the opening book of the table's game — every position within `plies` plies of
/// the start, with its cell — to `path`; returns the number of positions and of bytes.
pub fn write_book(
    table: &TableFile,
    plies: u32,
    path: &Path,
) -> Result<(usize, usize), TableError> {
    let plies = u8::try_from(plies)
        .map_err(|_| TableError::Corrupt(format!("a book of {plies} plies is too deep")))?;
    let mut failed = None;
    let book = retro::Book::build(table.game(), plies, |i| match table.cell(i) {
        Ok(c) => Some(c),
        Err(e) => {
            failed.get_or_insert(e);
            None
        }
    })
    .map_err(|e| TableError::Corrupt(e.to_string()))?;
    if let Some(e) = failed {
        return Err(e);
    }
    let bytes = book.to_bytes();
    fs::write(path, bytes)?;
    Ok((book.len(), bytes.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use folkchess_core::ai;

    fn tmp_dir(name: &str) -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("folkchess-tables-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        d
    }

    /// A full build of a small game on disk equals the core's solution, and resuming after
    /// an interruption (here: from every checkpoint the build left) gives the same table.
    #[test]
    fn small_game_builds_and_resumes() {
        for game in [GameId::Weiming, GameId::Zhongkui] {
            let dir = tmp_dir(game.id());
            let opts = BuildOptions {
                dir: dir.clone(),
                threads: 2,
                checkpoint_every: Duration::ZERO,
            };
            let report = build(game, &opts, &mut io::sink(), &mut io::sink()).unwrap();
            assert_eq!(report.start, Verdict::Draw);
            assert_eq!(report.size, 20_160);
            let table = TableFile::open(game, &dir).unwrap();
            let space = Space::new(game).unwrap();
            for i in (0..space.size()).step_by(7) {
                let pos = space.unrank(i).unwrap();
                assert_eq!(table.value(&pos).unwrap(), ai::verdict(&pos), "{pos}");
            }
            let checked = verify(&table, 2_000, 1).unwrap();
            assert_eq!((checked.checked, checked.failures.len()), (2_000, 0));
            // From the start (a draw) the line stays drawn; a won position's line is the win.
            if game == GameId::Zhongkui {
                let mut pos = Position::start(game);
                for m in ["tl-t1", "bc-tl"] {
                    pos = pos.play(pos.board().parse_move(m).unwrap()).unwrap();
                }
                let line = principal_line(&table, &pos, 50).unwrap();
                assert_eq!(line.len(), 9);
                assert_eq!(line[0].1, Verdict::Loss(8));
                assert_eq!(line[8].1, Verdict::Loss(0));
            }
            // Master is perfect in the small games: it keeps every value, at best speed.
            let records = random_reachable(game, 30, 20, 5);
            assert_eq!(records.len(), 30);
            assert!(records.iter().any(|r| r.plies().len() > 5));
            let rate = measure(&table, &records, Level::Master, 1).unwrap();
            assert_eq!((rate.positions, rate.keeps_value), (30, 30));
            // The small games' puzzle sets are proved by the solver already.
            let puzzles = check_puzzles(&table).unwrap();
            assert!(puzzles.checked > 0);
            assert_eq!(puzzles.proved, puzzles.checked, "{puzzles:?}");
            let book_path = dir.join("book.bin");
            let (entries, bytes) = write_book(&table, 3, &book_path).unwrap();
            assert!(
                bytes < 13 + 6 * entries,
                "{bytes} bytes for {entries} positions"
            );
            let book = retro::Book::from_bytes(game, &fs::read(&book_path).unwrap()).unwrap();
            assert_eq!(book.value(&Position::start(game)), Some(Verdict::Draw));
            let line = principal_line(&table, &Position::start(game), 100).unwrap();
            assert!(line.len() < 100);
            assert!(line.iter().all(|&(_, v)| v == Verdict::Draw));
            // Finished: a second run only reports.
            let again = build(game, &opts, &mut io::sink(), &mut io::sink()).unwrap();
            assert_eq!(again.checksum, report.checksum);
            assert_eq!(again.counts, report.counts);

            // Interrupted after layer 3: rebuild the state a checkpoint leaves, resume.
            let space = &Space::new(game).unwrap();
            let mut cells = vec![0u8; space.size() as usize];
            retro::init_cells(space, 0, &mut cells).unwrap();
            let shared = Cells::new(cells.len());
            shared.write(0, &cells);
            for d in 0..3 {
                retro::run_layer(space, &shared, d, 1, &mut |_| {}).unwrap();
            }
            let dir2 = tmp_dir(&format!("{game}-resume"));
            fs::create_dir_all(&dir2).unwrap();
            fs::write(dir2.join("cells-L3.bin"), shared.to_vec()).unwrap();
            State {
                game,
                size: space.size(),
                phase: Phase::Layers,
                init_done: space.size(),
                next_layer: 3,
                cells: "cells-L3.bin".into(),
            }
            .save(&dir2)
            .unwrap();
            let opts2 = BuildOptions {
                dir: dir2.clone(),
                ..opts
            };
            let resumed = build(game, &opts2, &mut io::sink(), &mut io::sink()).unwrap();
            assert_eq!(resumed.checksum, report.checksum);
            assert!(!dir2.join("cells-L3.bin").exists());
            // Interrupted in the first pass: half the first cells written.
            let dir3 = tmp_dir(&format!("{game}-init"));
            fs::create_dir_all(&dir3).unwrap();
            let half = space.size() / 2;
            retro::init_cells(space, 0, &mut cells).unwrap();
            // Garbage past `init_done` (a write cut short) is dropped.
            let mut partial = cells[..half as usize].to_vec();
            partial.extend_from_slice(&[7u8; 100]);
            fs::write(dir3.join("cells-init.bin"), &partial).unwrap();
            State {
                game,
                size: space.size(),
                phase: Phase::Init,
                init_done: half,
                next_layer: 0,
                cells: "cells-init.bin".into(),
            }
            .save(&dir3)
            .unwrap();
            let opts3 = BuildOptions {
                dir: dir3.clone(),
                threads: 1,
                checkpoint_every: Duration::from_secs(3600),
            };
            let resumed = build(game, &opts3, &mut io::sink(), &mut io::sink()).unwrap();
            assert_eq!(resumed.checksum, report.checksum);
            for d in [dir, dir2, dir3] {
                fs::remove_dir_all(d).unwrap();
            }
        }
    }

    #[test]
    fn bad_directories_are_refused() {
        let dir = tmp_dir("bad");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("state"), "game weiming\nsize 5\n").unwrap();
        let opts = BuildOptions {
            dir: dir.clone(),
            threads: 1,
            checkpoint_every: Duration::ZERO,
        };
        let err = build(GameId::Weiming, &opts, &mut io::sink(), &mut io::sink()).unwrap_err();
        assert!(err.to_string().contains("bad state file"), "{err}");
        fs::write(
            dir.join("state"),
            State {
                game: GameId::Zhongkui,
                size: 20_160,
                phase: Phase::Init,
                init_done: 0,
                next_layer: 0,
                cells: "cells-init.bin".into(),
            }
            .to_text(),
        )
        .unwrap();
        let err = build(GameId::Weiming, &opts, &mut io::sink(), &mut io::sink()).unwrap_err();
        assert!(err.to_string().contains("not weiming"), "{err}");
        assert!(matches!(
            build(GameId::Jinmen, &opts, &mut io::sink(), &mut io::sink()),
            Err(TableError::Retro(_))
        ));
        assert!(TableFile::open(GameId::Weiming, &dir).is_err());
        fs::remove_dir_all(dir).unwrap();
    }
}
