//! Atomic, serialised file writes, shared by the save store and the settings file.
//!
//! **One temporary file per write.** A write goes to a temporary file of its own in the
//! target's directory, named `.{name}.{pid}-{n}.tmp` (`name` is the target's file name,
//! `pid` the writing process, `n` a counter of this process), created with `create_new`
//! so that it never overwrites anything. It is written, flushed to disk, renamed over the
//! target, and the directory is flushed. A rename replaces the target atomically, so a
//! reader, a crash or a writer in another process sees the old version or the new one,
//! never a mix; between processes the last rename wins.
//!
//! **Writers of one file take turns.** Within a process, writers (and deleters) of the
//! same target hold a lock keyed by the target's canonical path. The locks live in one
//! process-wide registry, so every store value over a directory (however its path is
//! spelt, and the FFI objects too) shares them; the registry holds its locks weakly and
//! keeps no entry for a target nobody is writing. Between processes (two terminal games,
//! an app and its widget), the holder of that lock then takes the OS's advisory lock
//! (`File::lock`) on the lock file `.{name}.lock` beside the target, for the whole
//! read-change-write; the OS drops it when its process ends, however it ends, so a lock
//! file left behind never blocks anyone.
//!
//! **Leftovers of a crash are removed** on the next write to the directory and on the
//! next listing of a save store, once they are *stale*. A temporary file is stale when:
//! - its pid is this process's and this process is not writing it now (it was left by
//!   an earlier process that had the same pid);
//! - its pid is another process's and that process is gone (known where the system
//!   lists processes under `/proc`: Linux, Android), or the file has not changed for
//!   [`STALE_AFTER`] (everywhere: no write takes that long; this also covers a pid that
//!   was reused and systems without `/proc`);
//! - it has no pid (`.{name}.tmp`, the single temporary name of format-1 stores) and has
//!   not changed for [`STALE_AFTER`].
//!
//! So a live writer's temporary file is never removed mid-write, by this process or by
//! another one. Temporary names start with `.` and end with `.tmp`, so a listing of
//! saves (`*.json`) never shows them.

use once_cell::sync::Lazy;
use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::{Duration, SystemTime};

/// How long a temporary file of another (or an unknown) process must have been left
/// unchanged before it counts as a crash's leftover where the owner's liveness is unknown.
pub(crate) const STALE_AFTER: Duration = Duration::from_secs(60);

/// The write locks, by canonical target path (held weakly: only while someone writes).
static TARGET_LOCKS: Lazy<Mutex<HashMap<PathBuf, Weak<Mutex<()>>>>> =
    Lazy::new(|| Mutex::new(HashMap::new()));

/// The names of the temporary files this process is writing now.
static LIVE_TEMPS: Lazy<Mutex<HashSet<String>>> = Lazy::new(|| Mutex::new(HashSet::new()));

/// The counter that makes this process's temporary names unique.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Locks a mutex whose data cannot be left inconsistent by a panic.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A file-system operation that failed: what was being done, on which path, and the
/// system's message. The store turns it into its `Io` error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("could not {action} {path}: {message}")]
pub(crate) struct IoError {
    /// What was being done (`write`, `rename`, …).
    pub action: &'static str,
    /// The path involved.
    pub path: String,
    /// The system's message.
    pub message: String,
}

pub(crate) fn io_error(action: &'static str, path: &Path, e: std::io::Error) -> IoError {
    IoError {
        action,
        path: path.display().to_string(),
        message: e.to_string(),
    }
}

/// The directory a file lives in (`.` for a bare file name).
pub(crate) fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// The target's file name as text, or an error naming the path.
fn file_name_of(target: &Path) -> Result<String, IoError> {
    target
        .file_name()
        .and_then(|n| n.to_str())
        .map(str::to_string)
        .ok_or_else(|| IoError {
            action: "write",
            path: target.display().to_string(),
            message: "the path does not end in a file name".into(),
        })
}

/// The key of a target's lock: its directory's canonical path joined with its name, so
/// that `saves/a.json`, `./saves/a.json` and `/abs/saves/a.json` share one lock.
fn lock_key(target: &Path) -> PathBuf {
    let Some(name) = target.file_name() else {
        return target.to_path_buf();
    };
    let dir = parent_dir(target);
    fs::canonicalize(dir)
        .or_else(|_| std::path::absolute(dir))
        .map(|d| d.join(name))
        .unwrap_or_else(|_| target.to_path_buf())
}

/// The name of the lock file beside `target` that processes lock in turn.
fn lock_file_of(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    parent_dir(target).join(format!(".{name}.lock"))
}

/// The OS's advisory lock on the lock file beside a target, held until dropped (the OS
/// also drops it when the process ends, however it ends: a lock file left by a killed
/// process never blocks).
struct ProcessLock {
    _file: Option<fs::File>,
}

impl ProcessLock {
    /// Waits for and takes the lock of `target` among processes. Where the lock file
    /// cannot be opened (a read-only directory, which no write can change either) the
    /// operation goes on without it.
    fn take(target: &Path) -> ProcessLock {
        let file = fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(lock_file_of(target))
            .ok()
            .filter(|f| f.lock().is_ok());
        ProcessLock { _file: file }
    }
}

/// Runs `f` holding the write lock of `target`: this process's lock (threads take
/// turns), then the OS's advisory lock on the lock file `.{name}.lock` beside it
/// (processes take turns), so a read-change-write in `f` is never interleaved with
/// another's, in this process or another (for the canonical key, the directory should
/// exist).
pub(crate) fn with_lock<T>(target: &Path, f: impl FnOnce() -> T) -> T {
    let key = lock_key(target);
    let target_lock = {
        let mut locks = lock(&TARGET_LOCKS);
        match locks.get(&key).and_then(Weak::upgrade) {
            Some(l) => l,
            None => {
                locks.retain(|_, l| l.strong_count() > 0);
                let l = Arc::new(Mutex::new(()));
                locks.insert(key, Arc::downgrade(&l));
                l
            }
        }
    };
    let _held = lock(&target_lock);
    let _process = ProcessLock::take(target);
    f()
}

/// The name of a temporary file this process is writing, registered in
/// [`LIVE_TEMPS`] from before the file exists until after it is gone or renamed.
struct LiveName(String);

impl LiveName {
    fn register(name: String) -> LiveName {
        lock(&LIVE_TEMPS).insert(name.clone());
        LiveName(name)
    }
}

impl Drop for LiveName {
    fn drop(&mut self) {
        lock(&LIVE_TEMPS).remove(&self.0);
    }
}

/// A temporary file being written by this process; removed on drop unless it was
/// renamed into place.
struct TempFile {
    path: PathBuf,
    in_place: bool,
    // Dropped after `drop` has removed the file.
    _name: LiveName,
}

impl TempFile {
    /// Creates a fresh temporary file for `target_name` in `dir`.
    fn create(dir: &Path, target_name: &str) -> Result<(TempFile, fs::File), IoError> {
        let pid = std::process::id();
        let mut taken = None;
        // A name can only be taken by a leftover of an earlier process with our pid.
        for _ in 0..16 {
            let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!(".{target_name}.{pid}-{n}.tmp");
            let path = dir.join(&name);
            let live = LiveName::register(name);
            match fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(file) => {
                    let temp = TempFile {
                        path,
                        in_place: false,
                        _name: live,
                    };
                    return Ok((temp, file));
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => taken = Some(e),
                Err(e) => return Err(io_error("create", &path, e)),
            }
        }
        let e = taken.unwrap_or_else(|| std::io::Error::other("no free temporary name"));
        Err(io_error("create", &dir.join(target_name), e))
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        if !self.in_place {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Writes `bytes` to `target` atomically and serialised with this process's other
/// writers of `target` (see the module documentation). Stale temporary files in the
/// directory whose target name satisfies `is_ours` are removed first.
pub(crate) fn write(
    target: &Path,
    bytes: &[u8],
    is_ours: impl Fn(&str) -> bool,
) -> Result<(), IoError> {
    let dir = parent_dir(target);
    fs::create_dir_all(dir).map_err(|e| io_error("create", dir, e))?;
    with_lock(target, || write_locked(target, bytes, is_ours))
}

/// [`write`] for a caller that already holds `target`'s lock ([`with_lock`]): a
/// read-change-write of one file under one lock.
pub(crate) fn write_locked(
    target: &Path,
    bytes: &[u8],
    is_ours: impl Fn(&str) -> bool,
) -> Result<(), IoError> {
    let name = file_name_of(target)?;
    let dir = parent_dir(target);
    fs::create_dir_all(dir).map_err(|e| io_error("create", dir, e))?;
    remove_stale_temps(dir, is_ours);
    let (mut temp, mut file) = TempFile::create(dir, &name)?;
    file.write_all(bytes)
        .map_err(|e| io_error("write", &temp.path, e))?;
    file.sync_all()
        .map_err(|e| io_error("flush", &temp.path, e))?;
    drop(file);
    fs::rename(&temp.path, target).map_err(|e| io_error("rename", target, e))?;
    temp.in_place = true;
    // Make the rename durable where the platform allows it.
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Removes `target`, serialised with this process's writers of it.
pub(crate) fn remove(target: &Path) -> std::io::Result<()> {
    with_lock(target, || fs::remove_file(target))
}

/// Who wrote a temporary file, as its name says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Owner {
    /// A process id.
    Process(u32),
    /// No pid in the name (the format-1 name `.{name}.tmp`).
    Unknown,
}

/// The target name and owner of a temporary file name; `None` for other names.
fn parse_temp_name(file_name: &str) -> Option<(&str, Owner)> {
    let inner = file_name.strip_prefix('.')?.strip_suffix(".tmp")?;
    if let Some((target, tag)) = inner.rsplit_once('.') {
        if let Some((pid, n)) = tag.split_once('-') {
            if let Ok(pid) = pid.parse::<u32>() {
                if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
                    return Some((target, Owner::Process(pid)));
                }
            }
        }
    }
    (!inner.is_empty()).then_some((inner, Owner::Unknown))
}

/// Whether process `pid` is known to be gone (only where `/proc` lists processes).
fn process_gone(pid: u32) -> bool {
    let proc = Path::new("/proc");
    proc.join("self").exists() && !proc.join(pid.to_string()).exists()
}

/// Whether the file at `path` has not changed for [`STALE_AFTER`].
fn unchanged_for_long(path: &Path) -> bool {
    fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| SystemTime::now().duration_since(t).ok())
        .is_some_and(|age| age >= STALE_AFTER)
}

/// Whether the temporary file `file_name` in `dir` is a leftover (see the module docs).
fn is_stale(dir: &Path, file_name: &str, owner: Owner) -> bool {
    match owner {
        Owner::Process(pid) if pid == std::process::id() => !lock(&LIVE_TEMPS).contains(file_name),
        Owner::Process(pid) => process_gone(pid) || unchanged_for_long(&dir.join(file_name)),
        Owner::Unknown => unchanged_for_long(&dir.join(file_name)),
    }
}

/// Removes the stale temporary files in `dir` whose target name satisfies `is_ours`
/// (best effort: a file that cannot be removed stays for the next time). Returns how
/// many were removed.
pub(crate) fn remove_stale_temps(dir: &Path, is_ours: impl Fn(&str) -> bool) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(file_name) = file_name.to_str() else {
            continue;
        };
        let Some((target, owner)) = parse_temp_name(file_name) else {
            continue;
        };
        if is_ours(target)
            && is_stale(dir, file_name, owner)
            && fs::remove_file(dir.join(file_name)).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_say_their_target_and_owner() {
        assert_eq!(
            parse_temp_name(".autosave.json.123-4.tmp"),
            Some(("autosave.json", Owner::Process(123)))
        );
        assert_eq!(
            parse_temp_name(".huishi-17.json.9-0.tmp"),
            Some(("huishi-17.json", Owner::Process(9)))
        );
        assert_eq!(
            parse_temp_name(".autosave.json.tmp"),
            Some(("autosave.json", Owner::Unknown))
        );
        assert_eq!(parse_temp_name("autosave.json"), None);
        assert_eq!(parse_temp_name(".tmp"), None);
        assert_eq!(parse_temp_name("x.tmp"), None);
    }

    /// The child of [`a_lock_is_held_across_processes_and_a_killed_holder_never_blocks`]:
    /// takes the lock of the target its environment names, says so, and waits to be killed.
    #[test]
    fn lock_holder_child() {
        let Some(target) = std::env::var_os("FOLKCHESS_LOCK_HOLDER") else {
            return;
        };
        with_lock(Path::new(&target), || {
            println!("locked");
            std::thread::sleep(Duration::from_secs(600));
        });
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_is_held_across_processes_and_a_killed_holder_never_blocks() {
        use std::io::BufRead;
        let dir = std::env::temp_dir().join(format!("folkchess-lock-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("stats.json");
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "files::atomic_file::tests::lock_holder_child",
                "--nocapture",
            ])
            .env("FOLKCHESS_LOCK_HOLDER", &target)
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        while !line.contains("locked") {
            line.clear();
            assert!(out.read_line(&mut line).unwrap() > 0, "the child ended");
        }
        // Held by the other process: this one waits.
        let (tx, rx) = std::sync::mpsc::channel();
        let t = target.clone();
        std::thread::spawn(move || with_lock(&t, || tx.send(()).unwrap()));
        assert!(
            rx.recv_timeout(Duration::from_millis(500)).is_err(),
            "the lock of another process was not waited for"
        );
        // Killed while holding it: the lock file stays, and blocks nobody.
        child.kill().unwrap();
        child.wait().unwrap();
        assert!(lock_file_of(&target).exists());
        rx.recv_timeout(Duration::from_secs(10))
            .expect("the killed holder's lock was dropped");
        with_lock(&target, || ());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn paths_spelt_differently_share_one_lock_key() {
        let dir = std::env::temp_dir();
        let a = lock_key(&dir.join("k.json"));
        let b = lock_key(&dir.join(".").join("k.json"));
        assert_eq!(a, b);
    }
}
