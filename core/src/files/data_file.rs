//! A small JSON document in a file of its own — the statistics, the practice exercises, the
//! puzzle progress — read and changed in one way.
//!
//! - **Missing** is empty: a file that does not exist yet reads as the document's empty
//!   value.
//! - **Damaged is never reset silently.** A file that does not read is a
//!   [`DataFileError::Damaged`] naming the file and why, and is left where it is by
//!   [`load`]; [`update`] moves it aside to `<stem>.damaged-<ms>.json` beside it, starts
//!   from the empty document and says where the old one went.
//! - **Changes are atomic and serialised**: [`update`] reads, changes and writes under
//!   the file's one lock in this process (`atomic_file::with_lock`), and the write is the
//!   saves' own (a temporary file of its own, flushed, renamed over the target), so a
//!   crash leaves the old version or the new one and two writers never lose each other's
//!   change.

use crate::files::atomic_file::{self, io_error, IoError};
use crate::files::limits::{self, ReadError};
use std::fs;
use std::path::{Path, PathBuf};

/// Why a data file could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DataFileError {
    /// A file-system operation failed.
    #[error("could not {action} {path}: {message}")]
    Io {
        /// What was being done.
        action: &'static str,
        /// The path involved.
        path: String,
        /// The system's message.
        message: String,
    },
    /// The file exists but is not a document this core reads (not JSON, a missing
    /// field, another version).
    #[error("the {what} file {path} cannot be read: {reason}")]
    Damaged {
        /// What the file holds ("statistics", "practice", "puzzle progress").
        what: &'static str,
        /// The file.
        path: String,
        /// Why.
        reason: String,
    },
}

impl From<IoError> for DataFileError {
    fn from(e: IoError) -> Self {
        DataFileError::Io {
            action: e.action,
            path: e.path,
            message: e.message,
        }
    }
}

/// A document kept in a data file.
pub(crate) trait Document: Sized {
    /// What the file holds, for messages ("statistics").
    const WHAT: &'static str;
    /// The document of a file that does not exist yet.
    fn empty() -> Self;
    /// Reads the file's text; why not, when it is not this document.
    fn from_json(text: &str) -> Result<Self, String>;
    /// The file's text.
    fn to_json(&self) -> String;
}

/// Reads the document at `path`: empty when there is no file.
pub(crate) fn load<D: Document>(path: &Path) -> Result<D, DataFileError> {
    let damaged = |reason: String| DataFileError::Damaged {
        what: D::WHAT,
        path: path.display().to_string(),
        reason,
    };
    let bytes = match limits::read_limited(path, limits::MAX_DATA_FILE_BYTES) {
        Ok(bytes) => bytes,
        Err(e) if e.is_not_found() => return Ok(D::empty()),
        Err(ReadError::TooLarge(t)) => return Err(damaged(t.to_string())),
        Err(ReadError::Io(e)) => return Err(io_error("read", path, e).into()),
    };
    let text = String::from_utf8(bytes).map_err(|_| damaged("not UTF-8 text".into()))?;
    D::from_json(&text).map_err(damaged)
}

/// What [`update`] did besides the change.
pub(crate) struct Updated<D, T> {
    /// The change's answer.
    pub answer: T,
    /// The document as written.
    pub document: D,
    /// Where a damaged file was moved before the change started anew.
    pub set_aside: Option<PathBuf>,
}

/// Changes the document at `path` with `change`, under the file's lock: read (a damaged
/// file moved aside to `<stem>.damaged-<now_ms>.json` and the empty document used), change,
/// write atomically.
pub(crate) fn update<D: Document, T>(
    path: &Path,
    now_ms: u64,
    change: impl FnOnce(&mut D) -> T,
) -> Result<Updated<D, T>, DataFileError> {
    create_dir(path)?;
    atomic_file::with_lock(path, || {
        let (mut document, set_aside) = match load::<D>(path) {
            Ok(d) => (d, None),
            Err(DataFileError::Damaged { .. }) => {
                let stem = path
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "data".into());
                let aside = path.with_file_name(format!("{stem}.damaged-{now_ms}.json"));
                fs::rename(path, &aside)
                    .map_err(|e| DataFileError::from(io_error("move aside", path, e)))?;
                (D::empty(), Some(aside))
            }
            Err(e) => return Err(e),
        };
        let answer = change(&mut document);
        write_locked(path, &document)?;
        Ok(Updated {
            answer,
            document,
            set_aside,
        })
    })
}

/// Replaces the document at `path` with `document` (a reset, a save of a whole document),
/// atomically and under the file's lock.
pub(crate) fn replace<D: Document>(path: &Path, document: &D) -> Result<(), DataFileError> {
    create_dir(path)?;
    atomic_file::with_lock(path, || write_locked(path, document))
}

/// Creates the file's directory (the lock's key is its canonical path).
fn create_dir(path: &Path) -> Result<(), DataFileError> {
    let dir = atomic_file::parent_dir(path);
    fs::create_dir_all(dir).map_err(|e| io_error("create", dir, e).into())
}

fn write_locked<D: Document>(path: &Path, document: &D) -> Result<(), DataFileError> {
    let own_name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    Ok(atomic_file::write_locked(
        path,
        document.to_json().as_bytes(),
        |target| own_name.as_deref() == Some(target),
    )?)
}
